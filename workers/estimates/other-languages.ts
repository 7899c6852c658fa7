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
  /** First words (or phrases) that make a seed a question; questions are left alone. */
  questionStarts: readonly string[];
  nearMe: readonly string[];
  /** Preposition before a city name. */
  cityPreposition: string;
}

const LANGUAGES: Readonly<Record<string, LanguagePatterns>> = {
  de: {
    suffixes: ['kosten', 'erfahrungen', 'vergleich'],
    questionStarts: [
      'wie',
      'was',
      'warum',
      'wo',
      'wann',
      'welche',
      'welcher',
      'welches',
      'wer',
      'kann',
      'ist',
      'sind',
      'wieviel',
      'wie viel',
    ],
    nearMe: ['in der nähe', 'in meiner nähe'],
    cityPreposition: 'in',
  },
  fr: {
    suffixes: ['prix', 'avis', 'pas cher'],
    questionStarts: [
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
      'combien',
      'est-ce',
    ],
    nearMe: ['près de chez moi', 'à proximité', 'autour de moi'],
    cityPreposition: 'à',
  },
  es: {
    suffixes: ['precio', 'opiniones'],
    questionStarts: [
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
    nearMe: ['cerca de mí', 'cerca de mi'],
    cityPreposition: 'en',
  },
  it: {
    suffixes: ['prezzo', 'opinioni', 'recensioni'],
    questionStarts: ['come', 'cosa', 'che', 'perché', 'perche', 'quale', 'quanto', 'quanti', 'dove', 'quando', 'chi'],
    nearMe: ['vicino a me'],
    cityPreposition: 'a',
  },
  nl: {
    suffixes: ['prijs', 'ervaringen', 'kosten'],
    questionStarts: ['hoe', 'wat', 'waarom', 'welke', 'wanneer', 'waar', 'wie', 'hoeveel'],
    nearMe: ['in de buurt', 'bij mij in de buurt'],
    cityPreposition: 'in',
  },
  pt: {
    suffixes: ['preço', 'é bom'],
    questionStarts: ['como', 'o que', 'por que', 'porque', 'qual', 'quanto', 'onde', 'quando', 'quem'],
    nearMe: ['perto de mim'],
    cityPreposition: 'em',
  },
};

const MAX_SEED_WORDS = 6;

function patternsExpander(patterns: LanguagePatterns): ExpanderFactory {
  return (_seeds, cities) => (seed) => {
    const tokens = tokenize(seed);
    if (tokens.length === 0 || tokens.length > MAX_SEED_WORDS || seed.endsWith('?')) return [];
    if (patterns.questionStarts.some((start) => seed === start || seed.startsWith(`${start} `))) return [];
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
  Object.entries(LANGUAGES).map(([code, patterns]) => [code, patternsExpander(patterns)]),
);
