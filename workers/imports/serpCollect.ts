// What every SERP reader shares: cleaning one result row, keeping the top 10 organic results per
// keyword, and counting what was left out and why, with line numbers.
import type { KeywordSerp, SerpResult } from '@/contract/types/clustering';
import { cleanKeyword, keywordKey } from './keyword';
import { MAX_IMPORTED_KEYWORD_LENGTH } from './limits';
import type { SkippedReason } from './types';

/** Only the first page counts: the peers (Keyword Insights, SE Ranking) compare the top 10. */
export const SERP_DEPTH = 10;

/** Longer than any real address (browsers and sitemaps stop near 2,000); a pasted document is not a URL. */
const MAX_URL_LENGTH = 2048;

const LINES_KEPT_PER_REASON = 5;

export const SERP_SKIP_REASONS = {
  noUrl: 'No URL in the row',
  notUrl: 'Not a web address (http:// or https://, or a domain and path)',
  noPosition: 'No position in the row',
  belowTop: 'Ranked below 10 (only the top 10 count)',
  notOrganic: 'Not an organic result (ads, features and other result types do not count)',
} as const;

// A host with a dot and a letter-only top-level label, optionally after http(s)://; nothing
// else (no spaces, quotes, angle brackets or a leading '=' of a spreadsheet formula).
const WEB_ADDRESS = /^(https?:\/\/)?([a-z0-9\u00a1-\uffff-]+\.)+[a-z\u00a1-\uffff]{2,}(:\d{1,5})?([/?#][^\s<>"'`]*)?$/i;

/** The cell as a web address, or null: HTML, scripts, formulas and prose are not addresses. */
export function webAddress(raw: string): string | null {
  const text = raw.trim();
  if (text.length === 0 || text.length > MAX_URL_LENGTH) return null;
  return WEB_ADDRESS.test(text) ? text : null;
}

/** Gathers result rows into keywords' result pages, ranked, top 10 only, each URL once. */
export class SerpCollector {
  private readonly pages = new Map<string, { keyword: string; results: Map<string, number> }>();
  private readonly skippedBy = new Map<string, SkippedReason>();
  rows = 0;

  skip(reason: string, line: number): void {
    this.rows += 1;
    const entry = this.skippedBy.get(reason) ?? { reason, count: 0, lines: [] };
    entry.count += 1;
    if (entry.lines.length < LINES_KEPT_PER_REASON) entry.lines.push(line);
    this.skippedBy.set(reason, entry);
  }

  /** One result row; `position` undefined means 'after the keyword's results so far' (files in rank order). */
  add(rawKeyword: string, rawUrl: string, position: number | undefined, line: number): void {
    const checked = cleanKeyword(rawKeyword, MAX_IMPORTED_KEYWORD_LENGTH);
    if (!checked.ok) return this.skip(checked.reason, line);
    if (rawUrl.trim() === '') return this.skip(SERP_SKIP_REASONS.noUrl, line);
    const url = webAddress(rawUrl);
    if (url === null) return this.skip(SERP_SKIP_REASONS.notUrl, line);
    const key = keywordKey(checked.keyword);
    const page = this.pages.get(key) ?? { keyword: checked.keyword, results: new Map<string, number>() };
    this.pages.set(key, page);
    const rank = position ?? page.results.size + 1;
    if (!Number.isFinite(rank) || rank < 1) return this.skip(SERP_SKIP_REASONS.noPosition, line);
    if (rank > SERP_DEPTH) return this.skip(SERP_SKIP_REASONS.belowTop, line);
    this.rows += 1;
    const seen = page.results.get(url);
    if (seen === undefined || rank < seen) page.results.set(url, rank);
  }

  serps(): KeywordSerp[] {
    const out: KeywordSerp[] = [];
    for (const page of this.pages.values()) {
      if (page.results.size === 0) continue;
      const results: SerpResult[] = [...page.results]
        .map(([url, position]) => ({ url, position }))
        .sort((a, b) => a.position - b.position);
      out.push({ keyword: page.keyword, results });
    }
    return out;
  }

  skipped(): SkippedReason[] {
    return [...this.skippedBy.values()];
  }
}
