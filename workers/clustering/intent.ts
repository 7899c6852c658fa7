// Search intent of a keyword: the imported label when there is one (Semrush writes
// "Commercial, Transactional" or single letters), else modifier rules.
import type { SearchIntent } from '@/contract/types/clustering';

const LABELS: Record<string, SearchIntent> = {
  i: 'informational',
  c: 'commercial',
  t: 'transactional',
  n: 'navigational',
  l: 'local',
};

// Modifier words and phrases per intent, checked in this order (the more specific first).
const RULE_TEXT: [SearchIntent, string][] = [
  [
    'local',
    'near me|nearby|near|open now|closest|in der nähe|près de chez moi|cerca de mí|vicino a me|in de buurt|perto de mim',
  ],
  [
    'transactional',
    'buy|price|prices|pricing|cost|costs|cheap|cheapest|deal|deals|discount|coupon|coupons|order|shop|sale|hire|rent|subscription|for sale|kaufen|preis|preise|günstig|bestellen|acheter|prix|pas cher|comprar|precio|precios|barato|comprare|prezzo|prezzi|kopen|prijs|goedkoop|preço|barato',
  ],
  [
    'commercial',
    'best|top|review|reviews|vs|versus|compare|comparison|alternative|alternatives|rating|ratings|beste|besten|vergleich|erfahrungen|meilleur|meilleure|avis|comparatif|mejor|mejores|opiniones|migliore|migliori|recensioni|vergelijken|melhor|melhores',
  ],
  [
    'navigational',
    'login|log in|sign in|signin|account|official|website|homepage|customer service|contact|anmelden|connexion|iniciar sesión|accedi|inloggen|entrar',
  ],
  [
    'informational',
    "how|what|why|when|where|who|which|guide|tutorial|tips|ideas|examples|meaning|definition|learn|wie|was|warum|anleitung|comment|pourquoi|qu'est-ce|cómo|qué|por qué|come|cosa|perché|hoe|wat|waarom|como|o que|por que",
  ],
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

// Lookups for one pass over a keyword's words (this runs for every keyword): each single
// word maps to the first rule listing it, each phrase is filed under its first word, as
// a phrase can only occur when its first word is one of the keyword's words.
const WORD_RULE = new Map<string, number>();
const PHRASES_BY_FIRST = new Map<string, { rule: number; text: string }[]>();
RULES.forEach((rule, r) => {
  for (const w of rule.words) if (!WORD_RULE.has(w)) WORD_RULE.set(w, r);
  for (const text of rule.phrases) {
    const first = text.slice(1, text.indexOf(' ', 1));
    const list = PHRASES_BY_FIRST.get(first) ?? [];
    list.push({ rule: r, text });
    PHRASES_BY_FIRST.set(first, list);
  }
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
  // The first rule (in RULES order) with a matching word or phrase.
  let best = RULES.length;
  let padded: string | undefined;
  for (const t of words) {
    const r = WORD_RULE.get(t);
    if (r !== undefined && r < best) best = r;
    const phrases = PHRASES_BY_FIRST.get(t);
    if (!phrases) continue;
    padded ??= ` ${words.join(' ')} `;
    for (const p of phrases) if (p.rule < best && padded.includes(p.text)) best = p.rule;
  }
  return best < RULES.length ? RULES[best].intent : 'informational';
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
