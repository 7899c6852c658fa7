import { LANGUAGES, type LanguageCode } from '@/contract/vocabulary';
import { isQuestion } from '../text/question';
import type { Candidate, ExpanderFactory } from './expansion-types';
import { tokenize } from './normalize';

/**
 * Non-English expansion uses only patterns that are correct in that language for
 * any noun phrase: invariant suffixes people really append ("kosten",
 * "erfahrungen", "pas cher", "opiniones") and the language's own "near me" turned
 * into "in {city}" with the right preposition. No English word is ever added.
 */
interface LanguagePatterns {
  suffixes: readonly string[];
  nearMe: readonly string[];
  /** Preposition before a city name. */
  cityPreposition: string;
}

const PATTERNS: Readonly<Record<Exclude<LanguageCode, 'en'>, LanguagePatterns>> = {
  de: {
    suffixes: ['kosten', 'erfahrungen', 'vergleich'],
    nearMe: ['in der nähe', 'in meiner nähe'],
    cityPreposition: 'in',
  },
  fr: {
    suffixes: ['prix', 'avis', 'pas cher'],
    nearMe: ['près de chez moi', 'à proximité', 'autour de moi'],
    cityPreposition: 'à',
  },
  es: {
    suffixes: ['precio', 'opiniones'],
    nearMe: ['cerca de mí', 'cerca de mi'],
    cityPreposition: 'en',
  },
  it: {
    suffixes: ['prezzo', 'opinioni', 'recensioni'],
    nearMe: ['vicino a me'],
    cityPreposition: 'a',
  },
  nl: {
    suffixes: ['prijs', 'ervaringen', 'kosten'],
    nearMe: ['in de buurt', 'bij mij in de buurt'],
    cityPreposition: 'in',
  },
  pt: {
    suffixes: ['preço', 'é bom'],
    nearMe: ['perto de mim'],
    cityPreposition: 'em',
  },
};

const MAX_SEED_WORDS = 6;

function patternsExpander(language: LanguageCode, patterns: LanguagePatterns): ExpanderFactory {
  return (_seeds, cities) => (seed) => {
    const tokens = tokenize(seed);
    // Questions are left alone.
    if (tokens.length === 0 || tokens.length > MAX_SEED_WORDS || isQuestion(seed, [language])) return [];
    const nearMe = patterns.nearMe.find((phrase) => seed.includes(phrase));
    if (nearMe) {
      const base = seed.replace(nearMe, ' ').replace(/\s+/gu, ' ').trim();
      if (!base) return [];
      return cities
        .slice(0, 3)
        .map((city): Candidate => ({ keyword: `${base} ${patterns.cityPreposition} ${city}`, type: 'location' }));
    }
    return patterns.suffixes
      .filter((suffix) => !seed.includes(suffix))
      .map((suffix): Candidate => ({ keyword: `${seed} ${suffix}`, type: 'modifier' }));
  };
}

export const OTHER_LANGUAGE_EXPANDERS: Readonly<Record<string, ExpanderFactory>> = Object.fromEntries(
  LANGUAGES.flatMap((code) => (code === 'en' ? [] : [[code, patternsExpander(code, PATTERNS[code])]])),
);
