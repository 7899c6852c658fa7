/** Words and candidate phrases (1-4 words) of a text, without stopwords at either end. */
import { LANGUAGES } from '@/contract/vocabulary';
import { languageResources } from '../clustering/languages';

export const MAX_PHRASE_WORDS = 4;
const MAX_WORD_LENGTH = 40;
/** Words read from one text; a 10,000-word block still costs a bounded amount. */
const MAX_WORDS_PER_TEXT = 5000;

/** Stopwords of every language the engine knows: a site may mix them, and none makes a good keyword edge. */
const STOPWORDS: ReadonlySet<string> = new Set([
  ...LANGUAGES.flatMap((code) => [...languageResources(code).stopwords]),
  // The engine keeps question and modal words (they carry intent); at a keyword's edge they are filler.
  ...'how why what when where who whom which whose much many does do did is are was were can could should would will may might per very also just'.split(
    ' ',
  ),
]);

const WORD_RE = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
/** Punctuation that ends a phrase: a keyword does not run across a full stop or a comma. */
const BREAK_RE = /[.,;:!?()[\]{}"“”«»|/\\•·–—]+/u;

const isNumber = (word: string) => /^\p{N}+$/u.test(word);

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/** Lower-cased words of each punctuation-free run of `text`. */
export function wordRuns(text: string): string[][] {
  const runs: string[][] = [];
  let budget = MAX_WORDS_PER_TEXT;
  for (const chunk of text.normalize('NFKC').toLowerCase().split(BREAK_RE)) {
    if (budget <= 0) break;
    const words = (chunk.match(WORD_RE) ?? [])
      .slice(0, budget)
      .map((w) => w.replace(/’/g, "'").slice(0, MAX_WORD_LENGTH));
    budget -= words.length;
    if (words.length > 0) runs.push(words);
  }
  return runs;
}

/** A phrase with the words around it; null at the edge of a text or punctuation. */
export interface PhraseOccurrence {
  words: string[];
  left: string | null;
  right: string | null;
}

/** Every phrase of 1-4 words in `text` that starts and ends with a content word; repeats kept. */
export function phraseOccurrences(text: string): PhraseOccurrence[] {
  const out: PhraseOccurrence[] = [];
  for (const words of wordRuns(text)) {
    for (let start = 0; start < words.length; start++) {
      const first = words[start];
      if (isStopword(first) || isNumber(first) || first.length < 2) continue;
      for (let length = 1; length <= MAX_PHRASE_WORDS && start + length <= words.length; length++) {
        const last = words[start + length - 1];
        if (isStopword(last) || (length === 1 && isNumber(last))) continue;
        out.push({
          words: words.slice(start, start + length),
          left: words[start - 1] ?? null,
          right: words[start + length] ?? null,
        });
      }
    }
  }
  return out;
}

export const candidatePhrases = (text: string): string[][] => phraseOccurrences(text).map((o) => o.words);
