import { MAX_KEYWORD_LENGTH } from './limits';

// C0/C1 controls and invisible separators become spaces; ZWJ/ZWNJ stay (emoji sequences, Persian).
const CONTROL_OR_INVISIBLE = /[\p{Cc}\u200b\u2028\u2029\ufeff]/gu;
const HAS_CONTENT = /[\p{L}\p{N}\p{S}]/u;

export type KeywordCheck = { ok: true; keyword: string } | { ok: false; reason: string };

export const SKIP_REASONS = {
  empty: 'Empty keyword',
  tooLong: `Keyword longer than ${MAX_KEYWORD_LENGTH} characters`,
  noContent: 'Keyword has no letters, digits or symbols',
  malformed: 'Malformed row (missing the keyword column)',
  quotes: 'Malformed row (unbalanced quotes)',
} as const;

/**
 * Tidies a keyword cell for display and storage: invisible characters out, whitespace runs
 * collapsed, everything else (case, emoji, CJK, RTL text, '<script>', '=SUM(') kept verbatim;
 * neutralising formulas is the export's job and escaping HTML is the renderer's.
 */
export function cleanKeyword(raw: string): KeywordCheck {
  const keyword = raw.replace(CONTROL_OR_INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  if (keyword === '') return { ok: false, reason: SKIP_REASONS.empty };
  if (keyword.length > MAX_KEYWORD_LENGTH && Array.from(keyword).length > MAX_KEYWORD_LENGTH) {
    return { ok: false, reason: SKIP_REASONS.tooLong };
  }
  if (!HAS_CONTENT.test(keyword)) return { ok: false, reason: SKIP_REASONS.noContent };
  return { ok: true, keyword };
}

/** Identity of a keyword across rows and files: NFKC, lower case, single spaces. */
export function keywordKey(keyword: string): string {
  return keyword.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}
