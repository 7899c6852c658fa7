import { isQuestion } from '../text/question';
import { tokenize } from './normalize';

/**
 * What a keyword's wording says about its demand and value. Estimates are built
 * from these signals plus seeded noise, so they move the way real figures do:
 * long and question-shaped queries are rarer, money words attract bids.
 */
export interface KeywordSignals {
  wordCount: number;
  isQuestion: boolean;
  isInformational: boolean;
  isLocal: boolean;
  /** Number of commercial or transactional modifiers (capped at 3). */
  commercial: number;
  /** Bid tier of the most expensive vertical named: 0 none, 1 valuable, 2 very expensive. */
  valueTier: 0 | 1 | 2;
  /** One or two generic words with no modifier: a head term. */
  isHeadTerm: boolean;
}

const COMMERCIAL_WORDS = new Set([
  'buy',
  'price',
  'prices',
  'pricing',
  'cost',
  'costs',
  'cheap',
  'cheapest',
  'best',
  'top',
  'review',
  'reviews',
  'vs',
  'versus',
  'compare',
  'comparison',
  'deal',
  'deals',
  'discount',
  'coupon',
  'quote',
  'quotes',
  'hire',
  'service',
  'services',
  'company',
  'companies',
  'agency',
  'rent',
  'rental',
  'affordable',
  'software',
  'app',
  'platform',
  'provider',
  'providers',
  'delivery',
  'order',
  'booking',
  'subscription',
  'sale',
  'shop',
  'store',
  'near',
  'insurance',
  'lawyer',
  'lawyers',
  'attorney',
  'attorneys',
]);

const COMMERCIAL_PHRASES = ['near me', 'for sale', 'free shipping', 'book now'];

const INFORMATIONAL_WORDS = new Set([
  'guide',
  'tutorial',
  'ideas',
  'examples',
  'meaning',
  'definition',
  'tips',
  'history',
  'diy',
  'free',
  'symptoms',
  'causes',
  'facts',
  'template',
  'steps',
]);

const INFORMATIONAL_PHRASES = ['how to', 'what is', 'what are', 'ways to', 'difference between'];

/** The verticals with the highest bids in search advertising. */
const TIER_2 = [
  'insurance',
  'lawyer',
  'lawyers',
  'attorney',
  'attorneys',
  'mortgage',
  'loan',
  'loans',
  'refinance',
  'injury',
  'mesothelioma',
  'rehab',
  'dui',
  'bankruptcy',
  'annuity',
  'settlement',
];

const TIER_1 = [
  'software',
  'crm',
  'erp',
  'hosting',
  'vpn',
  'degree',
  'plumber',
  'plumbing',
  'roofing',
  'roofer',
  'hvac',
  'locksmith',
  'dentist',
  'implants',
  'solar',
  'accountant',
  'broker',
  'credit card',
  'trading',
  'invest',
  'investing',
  'saas',
  'cloud',
  'cybersecurity',
  'payroll',
  'realtor',
  'contractor',
  'electrician',
  'orthodontist',
  'lasik',
  'moving company',
  'movers',
];

const LOCAL_PHRASES = ['near me', 'nearby', 'open now', 'closest'];

function containsWord(tokens: readonly string[], words: readonly string[]): boolean {
  const joined = ` ${tokens.join(' ')} `;
  return words.some((word) => joined.includes(` ${word} `));
}

export function keywordSignals(normalized: string): KeywordSignals {
  const tokens = tokenize(normalized);
  const padded = ` ${normalized} `;
  const question = isQuestion(normalized);
  const isInformational =
    question ||
    INFORMATIONAL_PHRASES.some((phrase) => padded.includes(` ${phrase} `)) ||
    tokens.some((token) => INFORMATIONAL_WORDS.has(token));
  const isLocal = LOCAL_PHRASES.some((phrase) => padded.includes(` ${phrase} `));
  const commercialCount =
    tokens.filter((token) => COMMERCIAL_WORDS.has(token)).length +
    COMMERCIAL_PHRASES.filter((phrase) => padded.includes(` ${phrase} `)).length;
  const commercial = Math.min(3, commercialCount);
  const valueTier: 0 | 1 | 2 = containsWord(tokens, TIER_2) ? 2 : containsWord(tokens, TIER_1) ? 1 : 0;
  const isHeadTerm = tokens.length > 0 && tokens.length <= 2 && commercialCount === 0 && !isInformational && !isLocal;
  return {
    wordCount: tokens.length,
    isQuestion: question,
    isInformational,
    isLocal,
    commercial,
    valueTier,
    isHeadTerm,
  };
}
