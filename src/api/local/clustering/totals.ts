/** Cluster totals of stored keywords, recomputed after every run and every edit (workers/figures does the sums). */
import { figureTotals } from '@workers/figures';
import type { Cluster, Keyword } from '../../../contract/types/clustering';

export type ClusterTotals = Pick<
  Cluster,
  | 'keyword_count'
  | 'total_volume'
  | 'avg_cpc'
  | 'avg_difficulty'
  | 'avg_opportunity'
  | 'total_clicks'
  | 'total_impressions'
>;

type Figures = Pick<
  Keyword,
  'search_volume' | 'cpc_low' | 'cpc_high' | 'difficulty' | 'opportunity_score' | 'clicks' | 'impressions'
>;

/** A stored keyword's cpc is a low-high range: its midpoint, or whichever end is known. */
function cpcOf(keyword: Figures): number | null {
  const { cpc_low: low, cpc_high: high } = keyword;
  if (low !== null && high !== null) return (low + high) / 2;
  return low ?? high;
}

export function clusterTotals(keywords: readonly Figures[]): ClusterTotals {
  const totals = figureTotals(
    keywords.map((keyword) => ({
      search_volume: keyword.search_volume,
      cpc: cpcOf(keyword),
      difficulty: keyword.difficulty,
      opportunity: keyword.opportunity_score,
      clicks: keyword.clicks,
      impressions: keyword.impressions,
    })),
  );
  return { keyword_count: keywords.length, ...totals };
}
