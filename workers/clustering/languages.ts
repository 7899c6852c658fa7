// Language resources: which stemmer and stop words apply, and how the spec's locations
// map to languages. All seven are bundled (about 60 KB) so the worker needs no fetch.
import { stemmer as stemDe } from '@orama/stemmers/german';
import { stemmer as stemEn } from '@orama/stemmers/english';
import { stemmer as stemEs } from '@orama/stemmers/spanish';
import { stemmer as stemFr } from '@orama/stemmers/french';
import { stemmer as stemIt } from '@orama/stemmers/italian';
import { stemmer as stemNl } from '@orama/stemmers/dutch';
import { stemmer as stemPt } from '@orama/stemmers/portuguese';
import { stopwords as stopDe } from '@orama/stopwords/german';
import { stopwords as stopEn } from '@orama/stopwords/english';
import { stopwords as stopEs } from '@orama/stopwords/spanish';
import { stopwords as stopFr } from '@orama/stopwords/french';
import { stopwords as stopIt } from '@orama/stopwords/italian';
import { stopwords as stopNl } from '@orama/stopwords/dutch';
import { stopwords as stopPt } from '@orama/stopwords/portuguese';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode, type LocationCode } from '@/contract/vocabulary';

export const LOCATION_LANGUAGE: Readonly<Record<string, LanguageCode>> = {
  US: 'en',
  GB: 'en',
  CA: 'en',
  AU: 'en',
  DE: 'de',
  FR: 'fr',
  ES: 'es',
  IT: 'it',
  NL: 'nl',
  BR: 'pt',
} satisfies Record<LocationCode, LanguageCode>;

// Question words carry search intent ("how to x" is another page than "x"), so they stay
// features even though the stop-word lists contain them.
const KEEP: Readonly<Record<LanguageCode, readonly string[]>> = {
  en: ['how', 'what', 'why', 'where', 'when', 'who', 'which', 'vs', 'near', 'not', 'no', 'without'],
  de: ['wie', 'was', 'warum', 'wo', 'wann', 'wer', 'welche', 'ohne', 'kein', 'nicht'],
  fr: ['comment', 'pourquoi', 'où', 'quand', 'qui', 'quel', 'quelle', 'sans', 'pas'],
  es: ['cómo', 'como', 'qué', 'que', 'por qué', 'dónde', 'donde', 'cuándo', 'quién', 'cuál', 'sin', 'no'],
  it: ['come', 'perché', 'dove', 'quando', 'chi', 'quale', 'senza', 'non'],
  nl: ['hoe', 'wat', 'waarom', 'waar', 'wanneer', 'wie', 'welke', 'zonder', 'niet', 'geen'],
  pt: ['como', 'porque', 'onde', 'quando', 'quem', 'qual', 'sem', 'não'],
};

// Words that open the qualifier of a keyword phrase ("plumber | near chicago",
// "laptop | for students"): what follows narrows the topic, it does not name it.
const QUALIFIERS: Readonly<Record<LanguageCode, readonly string[]>> = {
  en: ['in', 'near', 'for', 'at', 'with', 'without', 'from', 'under', 'vs', 'versus'],
  de: ['in', 'für', 'bei', 'mit', 'ohne', 'von', 'nahe', 'unter', 'vs'],
  fr: ['à', 'en', 'pour', 'avec', 'sans', 'près', 'chez', 'vs'],
  es: ['en', 'para', 'con', 'sin', 'cerca', 'vs'],
  it: ['a', 'in', 'per', 'con', 'senza', 'vicino', 'vs'],
  nl: ['in', 'voor', 'bij', 'met', 'zonder', 'vs'],
  pt: ['em', 'para', 'com', 'sem', 'perto', 'vs'],
};

// Pronouns and auxiliaries mark a sentence (a question to a support desk), not a
// keyword phrase; sentences get no head/qualifier split.
const SENTENCE_MARKERS: Readonly<Record<LanguageCode, readonly string[]>> = {
  en: [
    'i',
    'my',
    'me',
    'im',
    'ive',
    'you',
    'your',
    'we',
    'our',
    'can',
    'could',
    'should',
    'would',
    'will',
    'do',
    'does',
    'did',
    'dont',
    'is',
    'are',
    'was',
    'were',
    'has',
    'have',
    'am',
  ],
  de: ['ich', 'mein', 'meine', 'mich', 'mir', 'du', 'sie', 'wir', 'kann', 'können', 'ist', 'sind', 'habe', 'hat'],
  fr: ['je', 'mon', 'ma', 'mes', 'moi', 'vous', 'nous', 'puis', 'peut', 'est', 'sont', 'ai', 'suis'],
  es: ['yo', 'mi', 'mis', 'me', 'usted', 'puedo', 'puede', 'es', 'son', 'tengo', 'estoy'],
  it: ['io', 'mio', 'mia', 'mi', 'posso', 'può', 'è', 'sono', 'ho'],
  nl: ['ik', 'mijn', 'mij', 'je', 'jij', 'u', 'kan', 'kun', 'is', 'zijn', 'heb', 'heeft'],
  pt: ['eu', 'meu', 'minha', 'me', 'você', 'posso', 'pode', 'é', 'são', 'tenho', 'estou'],
};

export interface LanguageResources {
  code: LanguageCode;
  stem: (word: string) => string;
  stopwords: ReadonlySet<string>;
  /** Languages that write compounds as one word (split against the list's own vocabulary). */
  splitsCompounds: boolean;
  qualifiers: ReadonlySet<string>;
  sentenceMarkers: ReadonlySet<string>;
}

const STEMMERS: Record<LanguageCode, (w: string) => string> = {
  en: stemEn,
  de: stemDe,
  fr: stemFr,
  es: stemEs,
  it: stemIt,
  nl: stemNl,
  pt: stemPt,
};
const STOPWORDS: Record<LanguageCode, readonly string[]> = {
  en: stopEn,
  de: stopDe,
  fr: stopFr,
  es: stopEs,
  it: stopIt,
  nl: stopNl,
  pt: stopPt,
};

const cache = new Map<LanguageCode, LanguageResources>();

function isLanguage(value: string): value is LanguageCode {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The language to use: an explicit supported language wins, else the location's, else English. */
export function resolveLanguage(language?: string, location?: string): LanguageCode {
  const lang = language?.trim().toLowerCase().slice(0, 2);
  if (lang && isLanguage(lang)) return lang;
  const fromLocation = location ? LOCATION_LANGUAGE[location.trim().toUpperCase()] : undefined;
  return fromLocation ?? DEFAULT_LANGUAGE;
}

export function languageResources(code: LanguageCode): LanguageResources {
  let res = cache.get(code);
  if (!res) {
    const keep = new Set(KEEP[code]);
    const stop = new Set(STOPWORDS[code].map((w) => w.normalize('NFKC').toLowerCase()).filter((w) => !keep.has(w)));
    res = {
      code,
      stem: STEMMERS[code],
      stopwords: stop,
      splitsCompounds: code === 'de' || code === 'nl',
      qualifiers: new Set(QUALIFIERS[code]),
      sentenceMarkers: new Set(SENTENCE_MARKERS[code]),
    };
    cache.set(code, res);
  }
  return res;
}
