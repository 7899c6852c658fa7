// Text normalisation: Unicode NFKC, case folding, tokens that keep c++/c#/.net, stop words,
// stemming, and the key that merges exact, word-order and plural/stem duplicates.
import type { LanguageResources } from './languages';

export interface NormalizedText {
  /** NFKC, lower-cased, whitespace collapsed. */
  folded: string;
  /** Surface tokens (folded) in order, stop words included. */
  tokens: string[];
  /** Stems of the content tokens (stop words dropped unless nothing else is left), accents stripped. */
  stems: string[];
  /** Surface form of each stem, same order as `stems`. */
  surfaces: string[];
  /** Per stem: whether it is in the phrase's qualifier (after "in", "near", "for"...). */
  qualifier: boolean[];
  /** Index in `tokens` where the qualifier starts, or -1. */
  qualifierStart: number;
  /** Equal for duplicates: same stems in any order (stop words included). */
  key: string;
}

// Caps keep pathological lines (10,000 characters, one endless token) cheap.
const MAX_TOKENS = 48;
const MAX_TOKEN_LENGTH = 40;
const MAX_PHRASE_TOKENS = 8;

// Tech names whose punctuation is meaningful, then words with inner apostrophes. Combining marks
// belong to their word: Devanagari and Thai vowel signs, the dot lower-casing leaves on "İ". So do
// the zero-width joiner and non-joiner, which Persian and Indic scripts write inside words (the
// import keeps them for that reason, workers/imports/keyword.ts): "می‌خواهم" is one word.
const TOKEN_RE = /c\+\+|[a-z]#|\.net(?![\p{L}\p{N}])|[\p{L}\p{M}\p{N}]+(?:['’\u200c\u200d][\p{L}\p{M}\p{N}]+)*/gu;
/** What a word drops: apostrophes ("women's" is "womens") and joiners (typed with or without them). */
const INNER_JOINS = /['’\u200c\u200d]/gu;
// The same for plain ASCII text, which most lists are: much faster than Unicode classes.
const ASCII_TOKEN_RE = /c\+\+|[a-z]#|\.net(?![a-z0-9])|[a-z0-9]+(?:'[a-z0-9]+)*/g;
const CJK_RE = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]/u;
/** A token's runs of CJK characters and of anything else ("iphone15手机壳": "iphone15", "手机壳"). */
const CJK_RUNS_RE =
  /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]+|[^\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]+/gu;
const MARKS_RE = /\p{M}+/gu;

const NON_ASCII = /[^ -~]/;

export function foldText(raw: string): string {
  // NFKC leaves printable ASCII unchanged; most keyword lists are ASCII, so skip it there.
  const text = NON_ASCII.test(raw) ? raw.normalize('NFKC') : raw;
  return text.toLowerCase().replace(/\s+/gu, ' ').trim();
}

export function stripAccents(s: string): string {
  return NON_ASCII.test(s) ? s.normalize('NFD').replace(MARKS_RE, '').normalize('NFC') : s;
}

/**
 * The distinct values in ascending order (`<`): for words, what Array.from(new Set(words)).sort()
 * gives (the default sort compares strings as `<` does), by insertion into a copy: keywords have a
 * few words and facets, and the Set and the library sort's work arrays were a tenth of a run's
 * garbage.
 */
export function sortedDistinct<T extends string | number>(values: readonly T[]): T[] {
  const out: T[] = [];
  for (const value of values) {
    let at = out.length;
    while (at > 0 && out[at - 1] > value) at--;
    if (at > 0 && out[at - 1] === value) continue;
    out.push(value);
    for (let k = out.length - 1; k > at; k--) out[k] = out[k - 1];
    out[at] = value;
  }
  return out;
}

/** The first MAX_TOKEN_LENGTH UTF-16 units, one fewer where the cut would split a surrogate pair. */
function capLength(word: string): string {
  if (word.length <= MAX_TOKEN_LENGTH) return word;
  const last = word.charCodeAt(MAX_TOKEN_LENGTH - 1);
  return word.slice(0, last >= 0xd800 && last <= 0xdbff ? MAX_TOKEN_LENGTH - 1 : MAX_TOKEN_LENGTH);
}

/**
 * A word as tokens. CJK, written without spaces, becomes overlapping character pairs; letters and
 * digits glued to it ("iphone15手机壳", "2024年") stay a word of their own, not pairs of letters.
 */
function pushToken(out: string[], token: string): void {
  if (!CJK_RE.test(token)) {
    out.push(capLength(token.replace(INNER_JOINS, '')));
    return;
  }
  CJK_RUNS_RE.lastIndex = 0;
  for (let m = CJK_RUNS_RE.exec(token); m !== null; m = CJK_RUNS_RE.exec(token)) {
    const run = m[0];
    if (!CJK_RE.test(run)) {
      const word = capLength(run.replace(INNER_JOINS, ''));
      if (word) out.push(word);
      continue;
    }
    const chars = Array.from(run);
    if (chars.length === 1) out.push(run);
    for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  }
}

/** Tokens of a folded text; `truncated` when the line had more than MAX_TOKENS. */
export function tokenize(folded: string): { tokens: string[]; truncated: boolean } {
  const out: string[] = [];
  const ascii = !NON_ASCII.test(folded);
  // exec on the shared expression, not matchAll: matchAll copies the expression and makes an
  // iterator per line (a tenth of a run's garbage at 100,000 keywords). No token is empty, so
  // the loop always advances.
  const re = ascii ? ASCII_TOKEN_RE : TOKEN_RE;
  re.lastIndex = 0;
  for (let m = re.exec(folded); m !== null; m = re.exec(folded)) {
    if (ascii) out.push((m[0].includes("'") ? m[0].replace(/'/g, '') : m[0]).slice(0, MAX_TOKEN_LENGTH));
    else pushToken(out, m[0]);
    if (out.length > MAX_TOKENS) {
      re.lastIndex = 0;
      return { tokens: out.slice(0, MAX_TOKENS), truncated: true };
    }
  }
  return { tokens: out, truncated: false };
}

/** A stemmer with a per-run cache: keyword lists repeat the same few thousand words. */
export function cachedStemmer(lang: LanguageResources): (token: string) => string {
  const cache = new Map<string, string>();
  return (token) => {
    let s = cache.get(token);
    if (s === undefined) {
      s = /^[\p{L}\p{M}]{3,}$/u.test(token) ? stripAccents(lang.stem(token)) : stripAccents(token);
      if (s.length === 0) s = token;
      cache.set(token, s);
    }
    return s;
  };
}

export function normalizeKeyword(raw: string, lang: LanguageResources, stem: (t: string) => string): NormalizedText {
  const folded = foldText(raw);
  const { tokens, truncated } = tokenize(folded);
  const all = tokens.map(stem);
  // Only keyword phrases have a head and a qualifier; in sentences a preposition is
  // no such boundary.
  let qualifierStart = -1;
  if (tokens.length <= MAX_PHRASE_TOKENS && !tokens.some((t) => lang.sentenceMarkers.has(t))) {
    for (let i = 1; i < tokens.length - 1 && qualifierStart < 0; i++)
      if (lang.qualifiers.has(tokens[i])) qualifierStart = i;
  }
  const stems: string[] = [];
  const surfaces: string[] = [];
  const qualifier: boolean[] = [];
  tokens.forEach((t, i) => {
    if (!lang.stopwords.has(t)) {
      stems.push(all[i]);
      surfaces.push(t);
      qualifier.push(qualifierStart >= 0 && i >= qualifierStart);
    }
  });
  if (stems.length === 0) {
    stems.push(...all);
    surfaces.push(...tokens);
    qualifier.push(...tokens.map(() => false));
  }
  // A truncated line is only a duplicate of the very same line.
  const key =
    all.length > 0 && !truncated ? (all.length === 1 ? all[0] : sortedDistinct(all).join(' ')) : `\u0000${folded}`;
  return { folded, tokens, stems, surfaces, qualifier, qualifierStart, key };
}
