import {
  ACRONYMS, ACTION_VERBS, AMBIGUOUS_VERBS, BEGINNER_VERBS, DIGITAL_HEADS, IRREGULAR_PLURALS,
  LEARNABLE, LOCAL_HEADS, LOCAL_SERVICE_SUFFIXES, MASS_NOUNS, MODIFIER_LEADS, NOT_PLURAL,
  OBJECT_STARTERS, PERSON_HEADS, PLURALIA, QUESTION_STARTERS, SERVICE_VERBS,
} from './english-lexicon';
import type { Candidate, ExpanderFactory } from './expansion-types';
import { tokenize } from './normalize';

type GrammaticalNumber = 'count' | 'plural' | 'mass';

const MASS_SUFFIX = /(ing|ance|ence|ment|ness|ics|tion|sion|ship|ism)$/u;
const ONLINE_HEADS = new Set(['course', 'courses', 'classes', 'degree', 'degrees', 'therapy', 'tutoring', 'banking', 'school', 'counseling', 'counselling']);
/** A seed made only of letters, digits, spaces, hyphens and apostrophes; anything else (URLs, symbols) is left alone. */
const PLAIN_PHRASE = /^[\p{L}\p{N}' -]+$/u;
const MAX_SEED_WORDS = 6;
/** Actions whose duration people ask about ("how long does it take to learn guitar"). */
const DURATION_VERBS = new Set(['learn', 'lose', 'gain', 'build', 'grow', 'fix', 'repair', 'install', 'replace', 'remove', 'paint', 'clean', 'bake', 'cook', 'brew', 'knit', 'train', 'become', 'register', 'refinance', 'transfer', 'migrate', 'launch', 'potty', 'speak', 'write']);
/** Things you open, hold or calculate rather than buy: no price, cheap or review variants. */
const NOT_BOUGHT = new Set(['ira', '401k', 'account', 'accounts', 'score', 'rate', 'rates', 'tax', 'taxes', 'deduction', 'deductions', 'budget', 'strategy', 'credit', 'return', 'returns', 'index', 'fund', 'funds', 'bond', 'bonds', 'stock', 'stocks', 'etf', 'etfs', 'visa', 'permit', 'license', 'diet', 'symptoms', 'meaning']);
const MAX_SEED_CHARS = 60;

function grammaticalNumber(tokens: readonly string[]): GrammaticalNumber {
  const last = tokens[tokens.length - 1];
  if (MASS_NOUNS.has(tokens.slice(-2).join(' ')) || MASS_NOUNS.has(last)) return 'mass';
  if (PLURALIA.has(last) || IRREGULAR_PLURALS.has(last)) return 'plural';
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
  const left = tokens.slice(0, at).join(' ');
  const right = tokens.slice(at + 1).join(' ');
  if (!left || !right || seed.split(/ vs | versus /u).length !== 2) return [];
  return [
    { keyword: `${left} or ${right}`, type: 'comparison' },
    { keyword: `which is better ${left} or ${right}`, type: 'question' },
    { keyword: `difference between ${left} and ${right}`, type: 'question' },
  ];
}

function nearMeVariants(seed: string, cities: readonly string[]): Candidate[] {
  const base = seed.replace(/\s*\bnear me\b\s*/u, ' ').trim();
  if (!base) return [];
  const lead = tokenize(base)[0];
  const out: Candidate[] = [];
  if (!MODIFIER_LEADS.has(lead)) {
    out.push({ keyword: `best ${seed}`, type: 'modifier' }, { keyword: `cheap ${seed}`, type: 'modifier' });
  }
  for (const city of cities.slice(0, 3)) out.push({ keyword: `${base} in ${city}`, type: 'location' });
  return out;
}

function isAction(tokens: readonly string[]): boolean {
  if (tokens.length < 2 || !ACTION_VERBS.has(tokens[0])) return false;
  return !AMBIGUOUS_VERBS.has(tokens[0]) || OBJECT_STARTERS.has(tokens[1]);
}

function actionVariants(seed: string, tokens: readonly string[]): Candidate[] {
  const verb = tokens[0];
  const out: Candidate[] = [
    { keyword: `how to ${seed}`, type: 'question' },
    { keyword: `best way to ${seed}`, type: 'question' },
  ];
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
    out.push({ keyword: `${seed} reddit`, type: 'modifier' }, { keyword: `cheap ${restText}`, type: 'modifier' });
  }
  if (DIGITAL_HEADS.has(last) || DIGITAL_HEADS.has(restText)) {
    out.push({ keyword: `${seed} for small business`, type: 'modifier' });
    if (tokens[0] !== 'free') out.push({ keyword: `free ${restText}`, type: 'modifier' });
  }
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
  if (grammaticalNumber(tokens) === 'mass' || ACRONYMS.has(seed)) out.push({ keyword: `what is ${seed}`, type: 'question' });
  return out;
}

const PREPOSITIONS = new Set(['for', 'with', 'without', 'in', 'on', 'under', 'to', 'of', 'from', 'at', 'after', 'before']);

/** The noun phrase before any prepositional tail: "shoes" in "running shoes for flat feet". */
function headTokens(tokens: readonly string[]): readonly string[] {
  const at = tokens.findIndex((token, i) => i > 0 && PREPOSITIONS.has(token));
  return at === -1 ? tokens : tokens.slice(0, at);
}

const PRICE_TAILS = new Set(['cost', 'costs', 'price', 'prices', 'pricing']);
const OTHER_TAILS = new Set(['reviews', 'review', 'online', 'ideas', 'tips', 'guide', 'tutorial', 'examples', 'template', 'templates', 'reddit', 'calculator', 'free', 'beginners', 'sale']);

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

function nounVariants(seed: string, tokens: readonly string[], cities: readonly string[], comparisons: readonly string[]): Candidate[] {
  const head = headTokens(tokens);
  const last = head[head.length - 1];
  const number = grammaticalNumber(head);
  const phrase = nounPhrase(seed, tokens, number);
  const isPerson = PERSON_HEADS.has(last);
  const isVenue = LOCAL_HEADS.has(last) && !isPerson;
  const isLocal = LOCAL_HEADS.has(last) || LOCAL_SERVICE_SUFFIXES.has(last);
  const isDigital = DIGITAL_HEADS.has(last) || DIGITAL_HEADS.has(seed);
  const be = number === 'plural' ? 'are' : 'is';
  const does = number === 'plural' ? 'do' : 'does';
  const costWord = isLocal || number === 'mass' ? 'cost' : isDigital ? 'pricing' : 'price';

  const bought = !NOT_BOUGHT.has(last);
  const out: Candidate[] = [{ keyword: `best ${seed}`, type: 'modifier' }];
  if (bought && !isVenue) out.push({ keyword: `how much ${does} ${phrase} cost`, type: 'question' });
  if (isLocal) out.push({ keyword: `${seed} near me`, type: 'modifier' });
  if (!isLocal && !isPerson && number !== 'plural' && tokens.length <= 3) {
    out.push({ keyword: `what is ${phrase}`, type: 'question' });
  }
  for (const other of comparisons) out.push({ keyword: `${seed} vs ${other}`, type: 'comparison' });
  if ((bought && !isLocal) || isVenue) out.push({ keyword: `${seed} reviews`, type: 'modifier' });
  if (!isPerson && !isVenue) out.push({ keyword: `${be} ${phrase} worth it`, type: 'question' });
  if (bought) out.push({ keyword: `cheap ${seed}`, type: 'modifier' });
  if (isVenue) out.push({ keyword: `${seed} open now`, type: 'modifier' });
  if (isLocal && cities[0]) out.push({ keyword: `${seed} in ${cities[0]}`, type: 'location' });
  if (bought && number !== 'count' && !isPerson && !isVenue) out.push({ keyword: `why ${be} ${seed} so expensive`, type: 'question' });
  if (!isLocal || isPerson) out.push({ keyword: `how to choose ${phrase}`, type: 'question' });
  if (bought && !isVenue) out.push({ keyword: `${seed} ${costWord}`, type: 'modifier' });
  if (isDigital) {
    out.push({ keyword: `free ${seed}`, type: 'modifier' }, { keyword: `${seed} for small business`, type: 'modifier' });
  }
  if (ONLINE_HEADS.has(last)) out.push({ keyword: `online ${seed}`, type: 'modifier' });
  if (isLocal && cities[1]) out.push({ keyword: `${seed} in ${cities[1]}`, type: 'location' });
  return out;
}

/**
 * Words a pattern adds, grouped by meaning; a seed that already says one of them
 * ("plumber cost") does not get a variant that says it again ("plumber cost price").
 */
const MARKER_GROUPS: Readonly<Record<string, string>> = {
  best: 'best', top: 'best', cheap: 'cheap', cheapest: 'cheap', affordable: 'cheap',
  cost: 'price', costs: 'price', price: 'price', prices: 'price', pricing: 'price',
  review: 'reviews', reviews: 'reviews', near: 'near', free: 'free', online: 'online',
  beginners: 'beginners', worth: 'worth', expensive: 'expensive', vs: 'vs', reddit: 'reddit',
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

/** Pairs noun seeds of up to three words that share a head noun ("roth ira" / "traditional ira"). */
function comparisonPartners(seeds: readonly string[]): Map<string, string[]> {
  const byHead = new Map<string, string[]>();
  for (const seed of seeds) {
    const tokens = tokenize(seed);
    if (tokens.length < 2 || tokens.length > 3 || QUESTION_STARTERS.has(tokens[0]) || MODIFIER_LEADS.has(tokens[0]) || isAction(tokens)) continue;
    const head = tokens[tokens.length - 1];
    const group = byHead.get(head) ?? [];
    if (group.length < 3) group.push(seed);
    byHead.set(head, group);
  }
  const partners = new Map<string, string[]>();
  for (const group of byHead.values()) {
    group.forEach((seed, i) => partners.set(seed, group.slice(i + 1, i + 3)));
  }
  return partners;
}

export const englishExpander: ExpanderFactory = (seeds, cities) => {
  const partners = comparisonPartners(seeds);
  return (seed) => {
    const tokens = tokenize(seed);
    if (tokens.length === 0 || tokens.length > MAX_SEED_WORDS || seed.length > MAX_SEED_CHARS) return [];
    if (seed.endsWith('?') || QUESTION_STARTERS.has(tokens[0]) || !PLAIN_PHRASE.test(seed)) return [];
    let candidates: Candidate[];
    if (tokens.includes('vs') || tokens.includes('versus')) candidates = comparisonVariants(seed, tokens);
    else if (seed.includes('near me')) candidates = nearMeVariants(seed, cities);
    else if (MODIFIER_LEADS.has(tokens[0])) candidates = modifierLedVariants(seed, tokens, cities);
    else if (isAction(tokens)) candidates = actionVariants(seed, tokens);
    else if (LEARNABLE.has(seed)) candidates = learnableVariants(seed, tokens);
    else candidates = tailModifiedVariants(seed, tokens) ?? nounVariants(seed, tokens, cities, partners.get(seed) ?? []);
    return withoutRepeats(tokens, candidates);
  };
};
