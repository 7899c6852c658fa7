/**
 * Whether a keyword, heading or query is a question: it ends with a question mark, or it opens with
 * a question word of one of the given languages. The one rule the estimates, the keyword expanders,
 * the AI voice analysis, the content brief, the website extractor, competitor opportunities and the
 * SERP feature rules share.
 */
import type { LanguageCode } from '@/contract/vocabulary';

/**
 * Words and phrases that open a question, per language, in lower case. 'may' is left out of
 * English: as a first word it is far more often the month ('may bank holiday') than a question.
 */
const OPENERS: Readonly<Record<LanguageCode, readonly string[]>> = {
  en: [
    'what',
    "what's",
    'whats',
    'how',
    'why',
    'when',
    'where',
    'who',
    'whom',
    'whose',
    'which',
    'can',
    'could',
    'do',
    'does',
    'did',
    'is',
    'are',
    'was',
    'were',
    'has',
    'have',
    'should',
    'will',
    'would',
  ],
  de: ['wie', 'wieviel', 'was', 'warum', 'wo', 'wann', 'welche', 'welcher', 'welches', 'wer', 'kann', 'ist', 'sind'],
  fr: [
    'comment',
    'pourquoi',
    'quel',
    'quelle',
    'quels',
    'quelles',
    "qu'est-ce",
    'que',
    'quand',
    'où',
    'qui',
    'combien',
    'est-ce',
  ],
  es: [
    'cómo',
    'como',
    'qué',
    'que',
    'por qué',
    'cuál',
    'cual',
    'cuánto',
    'cuanto',
    'dónde',
    'donde',
    'cuándo',
    'quién',
  ],
  it: ['come', 'cosa', 'che', 'perché', 'perche', 'quale', 'quanto', 'quanti', 'dove', 'quando', 'chi'],
  nl: ['hoe', 'wat', 'waarom', 'welke', 'wanneer', 'waar', 'wie', 'hoeveel'],
  pt: ['como', 'o que', 'por que', 'porque', 'qual', 'quanto', 'onde', 'quando', 'quem'],
};

const ENGLISH: readonly LanguageCode[] = ['en'];

/**
 * Lower-case words: letters and digits of any script, apostrophes inside a word kept ("what's").
 * NFKC first, so a decomposed 'cómo' and a full-width '？' read like the usual forms.
 */
function words(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu) ?? []
  );
}

const OPENER_WORDS = new Map(
  Object.entries(OPENERS).map(([language, openers]) => [language, openers.map(words)] as const),
);

const opensWith = (textWords: readonly string[], opener: readonly string[]) =>
  opener.length > 0 && opener.every((word, i) => textWords[i] === word);

/** Questions in `languages` (English unless told): a final '?' counts in any language. */
export function isQuestion(text: string, languages: readonly LanguageCode[] = ENGLISH): boolean {
  const textWords = words(text);
  if (textWords.length === 0) return false;
  if (text.normalize('NFKC').trimEnd().endsWith('?')) return true;
  return languages.some((language) => OPENER_WORDS.get(language)?.some((opener) => opensWith(textWords, opener)));
}
