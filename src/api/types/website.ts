/**
 * Pages read from a website: crawled (Website Crawler), uploaded as saved `.html` files or a
 * `sitemap.xml`, or read from a Screaming Frog 'Internal - HTML' export. Stored one record per URL
 * so other areas (content gaps, technical SEO) can use what the user's crawls found.
 */

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
