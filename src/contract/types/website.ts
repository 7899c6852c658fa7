/**
 * Pages read from a website: crawled (Website Crawler), uploaded as saved `.html` files or a
 * `sitemap.xml`, or read from a Screaming Frog 'Internal - HTML' export. Stored one record per URL
 * so other areas (content gaps, technical SEO) can use what the user's crawls found.
 */
import type { SearchIntent } from './clustering';

/** How the page reached the app. */
export type PageSource = 'crawl' | 'upload' | 'screaming_frog';

export type PageHeading = { level: 1 | 2 | 3 | 4 | 5 | 6; text: string };

export type PageLink = {
  /** Absolute URL. */
  href: string;
  anchor: string;
  /** Same host as the page. */
  internal: boolean;
};

export type CrawledPage = {
  /** The page's URL, normalised (no fragment); also the record's id. */
  url: string;
  host: string;
  source: PageSource;
  /** HTTP status when crawled; null for uploads and exports that do not say. */
  status: number | null;
  title: string | null;
  meta_description: string | null;
  headings: PageHeading[];
  links: PageLink[];
  /** Words of visible body text. */
  word_count: number;
  /** A robots meta tag or X-Robots-Tag says noindex. */
  noindex: boolean;
  canonical: string | null;
  /** ISO time it was crawled or imported. */
  crawled_at: string;
};

// ---- Website analysis (spec 000 §7 POST /api/analyze-website, 001 §3) ----------------------------

/** Where on the pages a keyword was found; the strongest place it appeared. */
export type KeywordSourceKind = 'title' | 'heading' | 'meta' | 'anchor' | 'body';

export type WebsiteKeyword = {
  keyword: string;
  source: KeywordSourceKind;
  /** TF-IDF score relative to the best keyword of the analysis, 0..1. */
  relevance_score: number;
  /** Times it occurs across the pages (all places). */
  frequency: number;
};

export type PaaQuestion = {
  question: string;
  search_intent: SearchIntent;
  /** The first 3 keywords found in the question. */
  keywords_extracted: string[];
  /** A question heading on the page, or a FAQPage JSON-LD entry. */
  found_in: 'heading' | 'faq_schema';
  url: string;
};

export type AnalyzeWebsiteRequest = {
  url: string;
  /** 1..10, default 5. */
  max_pages?: number;
  extract_paa?: boolean;
  extract_related?: boolean;
};

/** A URL that was not read, and why (robots.txt, not HTML, off-host redirect, timeout, ...). */
export type SkippedPage = { url: string; reason: string };

export type WebsiteAnalysis = {
  id: string;
  url: string;
  host: string;
  /** Seconds the crawl and extraction took. */
  processing_time: number;
  total_keywords: number;
  title: string | null;
  meta_description: string | null;
  page_analysis: { pages_crawled: number; pages_skipped: SkippedPage[]; source: PageSource; sitemap_used: boolean };
  keywords: WebsiteKeyword[];
  paa_questions: PaaQuestion[];
  /** Offline these are the site's own related phrases: internal link anchors and heading variants. */
  related_searches: string[];
  created_at: string;
};

/** Saved pages, a sitemap.xml or a Screaming Frog 'Internal - HTML' export, read instead of a crawl. */
export type AnalyzeUploadedPagesRequest = {
  files: Array<{ name: string; text: string }>;
  extract_paa?: boolean;
  extract_related?: boolean;
};

/** The optional CORS proxy setting (off by default): the page URL is appended, encoded, to `url`. */
export type CorsProxySetting = { enabled: boolean; url: string };

/** The setting that holds the CorsProxySetting. */
export const CORS_PROXY_SETTING = 'website_cors_proxy';

/** The status of a crawl the browser was not allowed to read (no CORS headers): the panel offers uploads. */
export const CRAWL_BLOCKED_STATUS = 502;
