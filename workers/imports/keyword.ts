import { MAX_KEYWORD_LENGTH } from './limits';

// C0/C1 controls and invisible separators become spaces; ZWJ/ZWNJ stay (emoji sequences, Persian).
const CONTROL_OR_INVISIBLE = /[\p{Cc}\u200b\u2028\u2029\ufeff]/gu;
// Embedding, override and isolate controls can make a keyword display as another ('‮gnp.exe');
// removed, not spaced, because they sit inside words. The marks U+200E/U+200F stay: they only nudge.
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
const HAS_CONTENT = /[\p{L}\p{N}\p{S}]/u;
const NOT_PLAIN = /[^\x20-\x7e]|\s\s/;

/**
 * Printable ASCII with no two spaces in a row: no control, invisible or bidi character, nothing
 * NFKC changes and no whitespace run, so tidying it and keying it need only case and trim.
 */
const isPlain = (text: string) => !NOT_PLAIN.test(text);

export type KeywordCheck = { ok: true; keyword: string } | { ok: false; reason: string };

export const SKIP_REASONS = {
  empty: 'Empty keyword',
  noContent: 'Keyword has no letters, digits or symbols',
  malformed: 'Malformed row (missing the keyword column)',
  quotes: 'Malformed row (unbalanced quotes)',
  total: 'Total row (not a keyword)',
  implausible:
    'A figure no export can hold (a volume over 10 billion, clicks or impressions over a trillion, a CPC over 10,000, a position over 100, or a number too long to be finite)',
} as const;

/**
 * Tidies a keyword cell for display and storage: invisible characters out, whitespace runs
 * collapsed, everything else (case, emoji, CJK, RTL text, '<script>', '=SUM(') kept verbatim;
 * neutralising formulas is the export's job and escaping HTML is the renderer's.
 */
export function cleanKeyword(raw: string, maxLength: number = MAX_KEYWORD_LENGTH): KeywordCheck {
  // Plain text has no control, invisible or bidi character and no whitespace run: only the trim
  // applies (three replaces per row were a third of reading a 100,000-row file: issue 28).
  const keyword = isPlain(raw)
    ? raw.trim()
    : raw.replace(BIDI_CONTROLS, '').replace(CONTROL_OR_INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  if (keyword === '') return { ok: false, reason: SKIP_REASONS.empty };
  if (keyword.length > maxLength && Array.from(keyword).length > maxLength) {
    return { ok: false, reason: `Keyword longer than ${maxLength} characters` };
  }
  if (!HAS_CONTENT.test(keyword)) return { ok: false, reason: SKIP_REASONS.noContent };
  return { ok: true, keyword };
}

/** Identity of a keyword across rows and files: NFKC, lower case, single spaces. */
export function keywordKey(keyword: string): string {
  // Every row of every file passes here at least twice (the import, the run's merge): the short way
  // for plain text was a third of the time (issue 28).
  if (isPlain(keyword)) return keyword.toLowerCase().trim();
  return keyword.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}
