// Word-by-word lookups in the bundled FreeDict word lists (public/data/dictionaries/eng-<lang>.tsv,
// built by scripts/build-dictionaries.mjs). Phrases of up to three words are tried before single
// words; a word the dictionary lacks is kept as written and reported, never guessed.
import type { TargetLanguage, TranslatedKeyword } from '@/contract/types/ai';
import { words } from './text';

export type Dictionary = ReadonlyMap<string, string>;

/** The file each language's dictionary is read from, relative to the app's base URL. */
export const DICTIONARY_FILES: Record<TargetLanguage, string> = {
  es: 'data/dictionaries/eng-spa.tsv',
  fr: 'data/dictionaries/eng-fra.tsv',
  de: 'data/dictionaries/eng-deu.tsv',
  ja: 'data/dictionaries/eng-jpn.tsv',
};

export const DICTIONARY_ATTRIBUTION =
  'Translations: FreeDict English–Spanish, –French (GPL-2.0+), –German (GPL-3.0+, Frank Richter, Einhard Leichtfuß) and –Japanese (CC BY-SA 3.0) dictionaries, https://freedict.org/, as packaged by Debian.';

/**
 * Articles have no word of their own in Japanese and depend on gender and number elsewhere; a
 * dictionary's single rendering would be wrong more often than right, so they are left out.
 */
const DROPPED = new Set(['a', 'an', 'the']);
const MAX_PHRASE = 3;

export function parseDictionary(tsv: string): Dictionary {
  const map = new Map<string, string>();
  for (const line of tsv.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab > 0) map.set(line.slice(0, tab), line.slice(tab + 1).trim());
  }
  return map;
}

/** The dictionary's form of a word: as written, else without a plural ending ('shoes' → 'shoe'). */
function lookup(dictionary: Dictionary, phrase: string): string | undefined {
  const exact = dictionary.get(phrase);
  if (exact !== undefined) return exact;
  if (phrase.endsWith('ies')) return dictionary.get(`${phrase.slice(0, -3)}y`);
  if (phrase.endsWith('es') && dictionary.has(phrase.slice(0, -2))) return dictionary.get(phrase.slice(0, -2));
  if (phrase.endsWith('s') && !phrase.endsWith('ss')) return dictionary.get(phrase.slice(0, -1));
  return undefined;
}

export function translateKeyword(keyword: string, dictionary: Dictionary, language: TargetLanguage): TranslatedKeyword {
  const tokens = words(keyword).filter((w) => !DROPPED.has(w));
  const parts: string[] = [];
  const untranslated: string[] = [];
  for (let i = 0; i < tokens.length;) {
    let matched = 0;
    for (let n = Math.min(MAX_PHRASE, tokens.length - i); n >= 1 && !matched; n--) {
      const found = lookup(dictionary, tokens.slice(i, i + n).join(' '));
      if (found !== undefined) {
        parts.push(found);
        matched = n;
      }
    }
    if (!matched) {
      parts.push(tokens[i]);
      untranslated.push(tokens[i]);
      matched = 1;
    }
    i += matched;
  }
  const translatedCount = parts.length - untranslated.length;
  return {
    original: keyword,
    // Japanese is written without spaces between words.
    translated: parts.join(language === 'ja' ? '' : ' '),
    status:
      tokens.length && translatedCount === parts.length
        ? 'translated'
        : translatedCount > 0
          ? 'partial'
          : 'untranslated',
    untranslated_words: untranslated,
  };
}
