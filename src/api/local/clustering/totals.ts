/** Cluster and result totals, recomputed from the keywords after every run and every edit. */
import type { Cluster, Keyword } from '../../types/clustering';

export type ClusterTotals = Pick<Cluster, 'keyword_count' | 'total_volume' | 'avg_cpc' | 'avg_difficulty' | 'avg_opportunity'>;

type Figures = Pick<Keyword, 'search_volume' | 'cpc_low' | 'cpc_high' | 'difficulty' | 'opportunity_score'>;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function mean(values: number[], places: number): number | null {
  return values.length === 0 ? null : round(values.reduce((sum, value) => sum + value, 0) / values.length, places);
}

const known = (values: (number | null)[]) => values.filter((value): value is number => value !== null);

/** Sum of the known values, or null when none is known (no figures is not zero volume). */
export function sumKnown(values: (number | null)[]): number | null {
  const present = known(values);
  return present.length === 0 ? null : present.reduce((sum, value) => sum + value, 0);
}

function cpcOf(keyword: Figures): number | null {
  const { cpc_low: low, cpc_high: high } = keyword;
  if (low !== null && high !== null) return (low + high) / 2;
  return low ?? high;
}

/** Averages are over the keywords that have the figure. */
export function clusterTotals(keywords: readonly Figures[]): ClusterTotals {
  return {
    keyword_count: keywords.length,
    total_volume: sumKnown(keywords.map((keyword) => keyword.search_volume)),
    avg_cpc: mean(known(keywords.map(cpcOf)), 2),
    avg_difficulty: mean(known(keywords.map((keyword) => keyword.difficulty)), 1),
    avg_opportunity: mean(known(keywords.map((keyword) => keyword.opportunity_score)), 1),
  };
}
