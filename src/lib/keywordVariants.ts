/**
 * A keyword's merged spellings with their own figures. Results stored before variants kept
 * figures list only the spellings: those read as variants without figures (null, never a made-up
 * zero), so exports still list every spelling and totals stay what they were.
 */
import type { Keyword, KeywordVariant } from '@/contract';

type WithVariants = Pick<Keyword, 'variants' | 'variant_keywords' | 'intent'>;

export function keywordVariants(keyword: WithVariants): KeywordVariant[] {
  if (keyword.variant_keywords) return keyword.variant_keywords;
  return keyword.variants.map((text) => ({
    text,
    search_volume: null,
    competition: 'UNKNOWN',
    cpc_low: null,
    cpc_high: null,
    difficulty: null,
    opportunity_score: null,
    intent: keyword.intent,
    data_source: 'none',
    estimated_fields: [],
    metric_sources: {},
    sources: [],
    source_label: null,
    expanded: false,
    expanded_from: null,
    clicks: null,
    impressions: null,
    ctr: null,
    position: null,
    url: null,
  }));
}

/** The keyword's figures and each variant's: every input keyword once, for totals. */
export function keywordRows<K extends WithVariants>(keywords: readonly K[]): (K | KeywordVariant)[] {
  const rows: (K | KeywordVariant)[] = [];
  for (const keyword of keywords) {
    rows.push(keyword);
    if (keyword.variant_keywords) rows.push(...keyword.variant_keywords);
  }
  return rows;
}
