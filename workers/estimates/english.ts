import {
  ACRONYMS,
  ACTION_VERBS,
  ALTERNATIVE_PAIRS,
  BRANDS,
  BUSINESS_SOFTWARE_HEADS,
  COUNT_NOUNS,
  AMBIGUOUS_VERBS,
  BEGINNER_VERBS,
  DIGITAL_HEADS,
  FINANCIAL_HEADS,
  IRREGULAR_PLURALS,
  PRODUCT_HEADS,
  LEARNABLE,
  LOCAL_HEADS,
  LOCAL_SERVICE_SUFFIXES,
  MASS_NOUNS,
  MODIFIER_LEADS,
  NOT_PLURAL,
  OBJECT_STARTERS,
  PERSON_HEADS,
  PLURALIA,
  SERVICE_VERBS,
} from './english-lexicon';
import type { Candidate, ExpanderFactory } from './expansion-types';
import { tokenize } from './normalize';
import { isQuestion } from '../text/question';

type GrammaticalNumber = 'count' | 'plural' | 'mass';

const MASS_SUFFIX = /(ing|ance|ence|ment|ness|ics|tion|sion|ship|ism)$/u;
const ONLINE_HEADS = new Set([
  'course',
  'courses',
  'classes',
  'degree',
  'degrees',
  'therapy',
  'tutoring',
  'banking',
  'school',
  'counseling',
  'counselling',
]);
/**
 * A seed made only of letters, digits, spaces, hyphens and apostrophes; anything else (URLs,
 * symbols) is left alone.
 */
const PLAIN_PHRASE = /^[\p{L}\p{N}' -]+$/u;
const MAX_SEED_WORDS = 6;
/** Actions whose duration people ask about ("how long does it take to learn guitar"). */
const DURATION_VERBS = new Set([
  'learn',
  'lose',
  'gain',
  'build',
  'grow',
  'fix',
  'repair',
  'install',
  'replace',
  'remove',
  'paint',
  'clean',
  'bake',
  'cook',
  'brew',
  'knit',
  'train',
  'become',
  'register',
  'refinance',
  'transfer',
  'migrate',
  'launch',
  'potty',
  'speak',
  'write',
]);
const MAX_SEED_CHARS = 60;

function grammaticalNumber(tokens: readonly string[]): GrammaticalNumber {
  const last = tokens[tokens.length - 1];
  if (MASS_NOUNS.has(tokens.slice(-2).join(' ')) || MASS_NOUNS.has(last)) return 'mass';
  if (PLURALIA.has(last) || IRREGULAR_PLURALS.has(last)) return 'plural';
  if (COUNT_NOUNS.has(last)) return 'count';
  if (last.length > 4 && MASS_SUFFIX.test(last)) return 'mass';
  if (NOT_PLURAL.has(last)) return 'count';
  if (last.length > 3 && last.endsWith('s') && !/(ss|us|is|ous)$/u.test(last)) return 'plural';
  return 'count';
}

/** "a" or "an" by sound, including acronyms read letter by letter ("an seo audit"). */
export function indefiniteArticle(word: string): 'a' | 'an' {
  if (ACRONYMS.has(word) || (word.length <= 4 && !/[aeiouy]/u.test(word))) {
    return /^[aefhilmnorsx]/u.test(word) ? 'an' : 'a';
  }
  if (/^(eu|uni|use|usu|uti|uro|one|once)/u.test(word)) return 'a';
  if (/^(hour|honest|honor|honour|heir)/u.test(word)) return 'an';
  return /^[aeiou]/u.test(word) ? 'an' : 'a';
}

function nounPhrase(seed: string, tokens: readonly string[], number: GrammaticalNumber): string {
  return number === 'count' ? `${indefiniteArticle(tokens[0])} ${seed}` : seed;
}

function comparisonVariants(seed: string, tokens: readonly string[]): Candidate[] {
  const at = tokens.findIndex((token) => token === 'vs' || token === 'versus');
  const leftTokens = tokens.slice(0, at);
  const rightTokens = tokens.slice(at + 1);
  const left = leftTokens.join(' ');
  const right = rightTokens.join(' ');
  if (!left || !right || seed.split(/ vs | versus /u).length !== 2) return [];
  const out: Candidate[] = [{ keyword: `${left} or ${right}`, type: 'comparison' }];
  // "Which is better" only for things one chooses: two names, or a known product or service.
  const choosable =
    (leftTokens.length === 1 && rightTokens.length === 1) ||
    headKind(rightTokens[rightTokens.length - 1], right) !== 'unknown';
  if (choosable) out.push({ keyword: `which is better ${left} or ${right}`, type: 'question' });
  out.push({ keyword: `difference between ${left} and ${right}`, type: 'question' });
  return out;
}

function nearMeVariants(seed: string, cities: readonly string[]): Candidate[] {
  const base = seed.slice(0, -' near me'.length).trim();
  const tokens = tokenize(base);
  if (tokens.length === 0) return [];
  const out: Candidate[] = [];
  const head = headTokens(tokens);
  const kind = headKind(head[head.length - 1], head.join(' '));
  // "best/cheap ... near me" only for a plain known business ("cheap animal shelter near me" is nonsense).
  if (!MODIFIER_LEADS.has(tokens[0]) && head.length === tokens.length && kind !== 'unknown' && kind !== 'financial') {
    const cheap = kind === 'person' || kind === 'local-service' ? 'affordable' : 'cheap';
    out.push({ keyword: `best ${seed}`, type: 'modifier' }, { keyword: `${cheap} ${seed}`, type: 'modifier' });
  }
  for (const city of cities.slice(0, 3)) out.push({ keyword: `${base} in ${city}`, type: 'location' });
  return out;
}

function isAction(tokens: readonly string[]): boolean {
  if (tokens.length < 2 || !ACTION_VERBS.has(tokens[0])) return false;
  return !AMBIGUOUS_VERBS.has(tokens[0]) || OBJECT_STARTERS.has(tokens[1]);
}

const QUALIFIERS = new Set(['online', 'free', 'beginners', 'fast', 'cheap', 'for', 'without', 'at']);

function actionVariants(seed: string, tokens: readonly string[]): Candidate[] {
  const verb = tokens[0];
  const out: Candidate[] = [
    { keyword: `how to ${seed}`, type: 'question' },
    { keyword: `best way to ${seed}`, type: 'question' },
  ];
  // "learn spanish online" already says how; only the two question forms stay natural.
  if (tokens.some((token) => QUALIFIERS.has(token))) return out;
  if (BEGINNER_VERBS.has(verb)) out.push({ keyword: `${seed} for beginners`, type: 'modifier' });
  if (verb === 'learn') {
    out.push({ keyword: `${seed} online`, type: 'modifier' }, { keyword: `${seed} for free`, type: 'modifier' });
  }
  if (SERVICE_VERBS.has(verb)) {
    out.push(
      { keyword: `cost to ${seed}`, type: 'modifier' },
      { keyword: `how much does it cost to ${seed}`, type: 'question' },
      { keyword: `can i ${seed} myself`, type: 'question' },
    );
  }
  if (DURATION_VERBS.has(verb)) out.push({ keyword: `how long does it take to ${seed}`, type: 'question' });
  return out;
}

function modifierLedVariants(seed: string, tokens: readonly string[], cities: readonly string[]): Candidate[] {
  const rest = tokens.slice(1);
  if (rest.length === 0) return [];
  const restText = rest.join(' ');
  const last = rest[rest.length - 1];
  const out: Candidate[] = [];
  if (tokens[0] === 'best' || tokens[0] === 'top') {
    out.push({ keyword: `${seed} reddit`, type: 'modifier' });
  }
  if (BUSINESS_SOFTWARE_HEADS.has(last) && !rest.includes('business'))
    out.push({ keyword: `${seed} for small business`, type: 'modifier' });
  if ((DIGITAL_HEADS.has(last) || DIGITAL_HEADS.has(restText)) && tokens[0] !== 'free')
    out.push({ keyword: `free ${restText}`, type: 'modifier' });
  if (LEARNABLE.has(restText)) out.push({ keyword: `${seed} for beginners`, type: 'modifier' });
  if (LOCAL_HEADS.has(last) || LOCAL_SERVICE_SUFFIXES.has(last)) {
    out.push({ keyword: `${seed} near me`, type: 'modifier' });
    for (const city of cities.slice(0, 2)) out.push({ keyword: `${seed} in ${city}`, type: 'location' });
  }
  return out;
}

function learnableVariants(seed: string, tokens: readonly string[]): Candidate[] {
  const out: Candidate[] = [
    { keyword: `${seed} for beginners`, type: 'modifier' },
    { keyword: `how to learn ${seed}`, type: 'question' },
    { keyword: `online ${seed} course`, type: 'modifier' },
    { keyword: `is ${seed} hard to learn`, type: 'question' },
    { keyword: `how long does it take to learn ${seed}`, type: 'question' },
  ];
  if (grammaticalNumber(tokens) === 'mass' || ACRONYMS.has(seed))
    out.push({ keyword: `what is ${seed}`, type: 'question' });
  return out;
}

const PREPOSITIONS = new Set([
  'for',
  'with',
  'without',
  'in',
  'on',
  'under',
  'to',
  'of',
  'from',
  'at',
  'after',
  'before',
]);

/** The noun phrase before any prepositional tail: "shoes" in "running shoes for flat feet". */
function headTokens(tokens: readonly string[]): readonly string[] {
  const at = tokens.findIndex((token, i) => i > 0 && PREPOSITIONS.has(token));
  return at === -1 ? tokens : tokens.slice(0, at);
}

const PRICE_TAILS = new Set(['cost', 'costs', 'price', 'prices', 'pricing']);
const OTHER_TAILS = new Set([
  'reviews',
  'review',
  'online',
  'ideas',
  'tips',
  'guide',
  'tutorial',
  'examples',
  'template',
  'templates',
  'reddit',
  'calculator',
  'free',
  'beginners',
  'sale',
]);

/** "tankless water heater cost": already a modified query; only a couple of real follow-ups exist. */
function tailModifiedVariants(seed: string, tokens: readonly string[]): Candidate[] | null {
  const last = tokens[tokens.length - 1];
  if (PRICE_TAILS.has(last)) {
    return [
      { keyword: `average ${seed}`, type: 'modifier' },
      { keyword: `${seed} calculator`, type: 'modifier' },
    ];
  }
  return OTHER_TAILS.has(last) ? [] : null;
}

type HeadKind = 'person' | 'venue' | 'local-service' | 'digital' | 'product' | 'financial' | 'unknown';

function headKind(last: string, seed: string): HeadKind {
  if (PERSON_HEADS.has(last)) return 'person';
  if (LOCAL_HEADS.has(last)) return 'venue';
  if (DIGITAL_HEADS.has(last) || DIGITAL_HEADS.has(seed)) return 'digital';
  if (LOCAL_SERVICE_SUFFIXES.has(last)) return 'local-service';
  if (PRODUCT_HEADS.has(last)) return 'product';
  if (FINANCIAL_HEADS.has(last)) return 'financial';
  return 'unknown';
}

/**
 * Noun seeds get variants only when their head noun is known (a product, a
 * service, a person to hire, a place, software, an account): a pattern like
 * "how much does ... cost" is nonsense for "flu symptoms" or "medicaid
 * eligibility", and no word list can tell a bought thing from a condition.
 */
function nounVariants(
  seed: string,
  tokens: readonly string[],
  cities: readonly string[],
  comparisons: readonly string[],
): Candidate[] {
  const head = headTokens(tokens);
  const last = head[head.length - 1];
  const kind = headKind(last, head.join(' '));
  if (kind === 'unknown') return [];
  const number = grammaticalNumber(head);
  if (head.length < tokens.length) return prepositionalVariants(seed, head, kind, number);
  if (tokens.length > 3) return [];

  const phrase = nounPhrase(seed, tokens, number);
  const bought = kind !== 'financial';
  const judged = kind === 'product' || kind === 'digital' || kind === 'financial';
  const local =
    (kind === 'person' || kind === 'venue' || kind === 'local-service') &&
    !tokens.some((token) => token === 'online' || token === 'virtual');
  const be = number === 'plural' ? 'are' : 'is';
  const does = number === 'plural' ? 'do' : 'does';
  const costWord = kind === 'digital' ? 'pricing' : kind === 'product' && number !== 'mass' ? 'price' : 'cost';
  const cheap = kind === 'person' || kind === 'local-service' ? 'affordable' : 'cheap';

  const out: Candidate[] = [{ keyword: `best ${seed}`, type: 'modifier' }];
  if (bought && kind !== 'venue') out.push({ keyword: `how much ${does} ${phrase} cost`, type: 'question' });
  if (local) out.push({ keyword: `${seed} near me`, type: 'modifier' });
  if (judged && number !== 'plural') out.push({ keyword: `what is ${phrase}`, type: 'question' });
  for (const other of comparisons) out.push({ keyword: `${seed} vs ${other}`, type: 'comparison' });
  if (judged || kind === 'venue') out.push({ keyword: `${seed} reviews`, type: 'modifier' });
  if (judged) out.push({ keyword: `${be} ${phrase} worth it`, type: 'question' });
  if (bought) out.push({ keyword: `${cheap} ${seed}`, type: 'modifier' });
  if (kind === 'venue') out.push({ keyword: `${seed} open now`, type: 'modifier' });
  if (local && cities[0]) out.push({ keyword: `${seed} in ${cities[0]}`, type: 'location' });
  if (judged && bought && number !== 'count') out.push({ keyword: `why ${be} ${seed} so expensive`, type: 'question' });
  if (judged || kind === 'person') out.push({ keyword: `how to choose ${phrase}`, type: 'question' });
  if (bought && kind !== 'venue') out.push({ keyword: `${seed} ${costWord}`, type: 'modifier' });
  if (kind === 'digital') out.push({ keyword: `free ${seed}`, type: 'modifier' });
  if (BUSINESS_SOFTWARE_HEADS.has(last)) out.push({ keyword: `${seed} for small business`, type: 'modifier' });
  if (ONLINE_HEADS.has(last)) out.push({ keyword: `online ${seed}`, type: 'modifier' });
  if (local && cities[1]) out.push({ keyword: `${seed} in ${cities[1]}`, type: 'location' });
  return out;
}

/**
 * "running shoes for flat feet": only "best ..." reads naturally, and only for short plural,
 * software or people heads.
 */
function prepositionalVariants(
  seed: string,
  head: readonly string[],
  kind: HeadKind,
  number: GrammaticalNumber,
): Candidate[] {
  if (head.length > 2) return [];
  if (number === 'plural' || kind === 'digital' || kind === 'person')
    return [{ keyword: `best ${seed}`, type: 'modifier' }];
  return [];
}

/**
 * Words a pattern adds, grouped by meaning; a seed that already says one of them
 * ("plumber cost") does not get a variant that says it again ("plumber cost price").
 */
const MARKER_GROUPS: Readonly<Record<string, string>> = {
  best: 'best',
  top: 'best',
  cheap: 'cheap',
  cheapest: 'cheap',
  affordable: 'cheap',
  cost: 'price',
  costs: 'price',
  price: 'price',
  prices: 'price',
  pricing: 'price',
  review: 'reviews',
  reviews: 'reviews',
  near: 'near',
  free: 'free',
  online: 'online',
  beginners: 'beginners',
  worth: 'worth',
  expensive: 'expensive',
  vs: 'vs',
  reddit: 'reddit',
};

function markerCounts(tokens: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of tokens) {
    const group = MARKER_GROUPS[token];
    if (group) counts.set(group, (counts.get(group) ?? 0) + 1);
  }
  return counts;
}

function withoutRepeats(seedTokens: readonly string[], candidates: Candidate[]): Candidate[] {
  const present = markerCounts(seedTokens);
  if (present.size === 0) return candidates;
  return candidates.filter((candidate) => {
    for (const [group, count] of markerCounts(tokenize(candidate.keyword))) {
      if (present.has(group) && count > (present.get(group) ?? 0)) return false;
    }
    return true;
  });
}

const ALTERNATIVES = new Map<string, Set<string>>();
for (const [a, b] of ALTERNATIVE_PAIRS) {
  ALTERNATIVES.set(a, (ALTERNATIVES.get(a) ?? new Set<string>()).add(b));
  ALTERNATIVES.set(b, (ALTERNATIVES.get(b) ?? new Set<string>()).add(a));
}

/**
 * Pairs seeds that name real alternatives: same words except the first, and the
 * two first words a known pair ("roth ira" / "traditional ira", "gas dryer" /
 * "electric dryer"). Sharing a head noun is not enough: "travel insurance" is no
 * alternative to "renters insurance".
 */
function comparisonPartners(seeds: readonly string[]): Map<string, string[]> {
  const byTail = new Map<string, string[]>();
  for (const seed of seeds) {
    const tokens = tokenize(seed);
    if (tokens.length < 2 || tokens.length > 4 || !ALTERNATIVES.has(tokens[0])) continue;
    const tail = tokens.slice(1).join(' ');
    byTail.set(tail, [...(byTail.get(tail) ?? []), seed]);
  }
  const partners = new Map<string, string[]>();
  for (const group of byTail.values()) {
    group.forEach((seed, i) => {
      const first = tokenize(seed)[0];
      const others = group.slice(i + 1).filter((other) => ALTERNATIVES.get(first)?.has(tokenize(other)[0]));
      if (others.length > 0) partners.set(seed, others.slice(0, 2));
    });
  }
  return partners;
}

export const englishExpander: ExpanderFactory = (seeds, cities) => {
  const partners = comparisonPartners(seeds);
  return (seed) => {
    const tokens = tokenize(seed);
    if (tokens.length === 0 || tokens.length > MAX_SEED_WORDS || seed.length > MAX_SEED_CHARS) return [];
    if (isQuestion(seed) || !PLAIN_PHRASE.test(seed)) return [];
    let candidates: Candidate[];
    if (tokens.includes('vs') || tokens.includes('versus')) candidates = comparisonVariants(seed, tokens);
    else if (seed.endsWith(' near me')) candidates = nearMeVariants(seed, cities);
    else if (seed.includes('near me')) candidates = [];
    else if (MODIFIER_LEADS.has(tokens[0])) candidates = modifierLedVariants(seed, tokens, cities);
    else if (isAction(tokens)) candidates = actionVariants(seed, tokens);
    else if (ACTION_VERBS.has(tokens[0]) || AMBIGUOUS_VERBS.has(tokens[0])) candidates = [];
    else if (BRANDS.has(tokens[0])) candidates = [];
    else if (LEARNABLE.has(seed)) candidates = learnableVariants(seed, tokens);
    else
      candidates = tailModifiedVariants(seed, tokens) ?? nounVariants(seed, tokens, cities, partners.get(seed) ?? []);
    return withoutRepeats(tokens, candidates);
  };
};
