/** Types of the website extraction core: a parsed page and what the extraction finds in a set of pages. */

import type { CrawledPage, KeywordSourceKind, PaaQuestion, PageSource, WebsiteKeyword } from '@/contract/types/website';

export type { CrawledPage, KeywordSourceKind, PaaQuestion, PageSource, WebsiteKeyword };

/** A page as the parser read it: the stored record plus the text the extraction needs. */
export interface ParsedPage {
  page: CrawledPage;
  /** Visible body text, one entry per block (paragraph, list item, cell), so phrases never span blocks. */
  blocks: string[];
  /** Questions of FAQPage JSON-LD blocks, in document order. */
  faq_questions: string[];
}

export interface ExtractionOptions {
  extract_paa: boolean;
  extract_related: boolean;
}

export interface SiteExtraction {
  /** Best first; at most MAX_KEYWORDS. */
  keywords: WebsiteKeyword[];
  paa_questions: PaaQuestion[];
  related_searches: string[];
}
