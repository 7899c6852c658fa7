// Search intent of a keyword: the imported label when there is one (Semrush writes
// "Commercial, Transactional" or single letters), else modifier rules.
import type { SearchIntent } from './types';

const LABELS: Record<string, SearchIntent> = {
  i: 'informational', c: 'commercial', t: 'transactional', n: 'navigational', l: 'local',
};

// Modifier words and phrases per intent, checked in this order (the more specific first).
const RULE_TEXT: [SearchIntent, string][] = [
  ['local', 'near me|nearby|near|open now|closest|in der nähe|près de chez moi|cerca de mí|vicino a me|in de buurt|perto de mim'],
  ['transactional', 'buy|price|prices|pricing|cost|costs|cheap|cheapest|deal|deals|discount|coupon|coupons|order|shop|sale|hire|rent|subscription|for sale|kaufen|preis|preise|günstig|bestellen|acheter|prix|pas cher|comprar|precio|precios|barato|comprare|prezzo|prezzi|kopen|prijs|goedkoop|preço|barato'],
  ['commercial', 'best|top|review|reviews|vs|versus|compare|comparison|alternative|alternatives|rating|ratings|beste|besten|vergleich|erfahrungen|meilleur|meilleure|avis|comparatif|mejor|mejores|opiniones|migliore|migliori|recensioni|vergelijken|melhor|melhores'],
  ['navigational', 'login|log in|sign in|signin|account|official|website|homepage|customer service|contact|anmelden|connexion|iniciar sesión|accedi|inloggen|entrar'],
  ['informational', "how|what|why|when|where|who|which|guide|tutorial|tips|ideas|examples|meaning|definition|learn|wie|was|warum|anleitung|comment|pourquoi|qu'est-ce|cómo|qué|por qué|come|cosa|perché|hoe|wat|waarom|como|o que|por que"],
];

// Single words are looked up in a set; phrases are matched on word boundaries.
const RULES = RULE_TEXT.map(([intent, list]) => {
  const terms = list.split('|');
  return {
    intent,
    words: new Set(terms.filter((t) => !t.includes(' '))),
    phrases: terms.filter((t) => t.includes(' ')).map((t) => ` ${t} `),
  };
});

const WORD_RE = /[\p{L}\p{N}']+/gu;

/** `tokens` may be passed when already split (words of `folded`), to save the work. */
export function inferIntent(folded: string, label?: string, tokens?: readonly string[]): SearchIntent {
  const given = label?.trim().toLowerCase();
  if (given) {
    const first = given.split(/[,;/|]/)[0].trim();
    const byName = (Object.values(LABELS) as string[]).includes(first) ? (first as SearchIntent) : undefined;
    const byLetter = LABELS[first.charAt(0)];
    if (byName) return byName;
    if (first.length <= 2 && byLetter) return byLetter;
  }
  const words = tokens ?? folded.match(WORD_RE) ?? [];
  const padded = ` ${words.join(' ')} `;
  for (const rule of RULES) {
    if (words.some((t) => rule.words.has(t)) || rule.phrases.some((p) => padded.includes(p))) return rule.intent;
  }
  return 'informational';
}

/** The most frequent intent; ties go to the order of RULES (the more specific intent). */
export function dominantIntent(intents: readonly SearchIntent[]): SearchIntent {
  const counts = new Map<SearchIntent, number>();
  for (const t of intents) counts.set(t, (counts.get(t) ?? 0) + 1);
  let best: SearchIntent = 'informational';
  let bestCount = 0;
  for (const { intent } of RULES) {
    const c = counts.get(intent) ?? 0;
    if (c > bestCount) {
      best = intent;
      bestCount = c;
    }
  }
  return best;
}
