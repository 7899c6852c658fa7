/**
 * Cluster totals of stored keywords, recomputed after every run and every edit (workers/figures does
 * the sums): each keyword's merged variants count with their own figures, so nothing is lost.
 */
import { figureTotals } from '@workers/figures';
import type { Cluster, Keyword } from '../../../contract/types/clustering';
import { keywordRows } from '@/lib/keywordVariants';

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

type FiguresWithVariants = Figures & Pick<Keyword, 'variants' | 'variant_keywords' | 'intent'>;

/** A stored keyword's cpc is a low-high range: its midpoint, or whichever end is known. */
function cpcOf(keyword: Figures): number | null {
  const { cpc_low: low, cpc_high: high } = keyword;
  if (low !== null && high !== null) return (low + high) / 2;
  return low ?? high;
}

/** `keyword_count` counts the cluster's keywords; the figures count each variant too, once. */
export function clusterTotals(keywords: readonly FiguresWithVariants[]): ClusterTotals {
  const totals = figureTotals(
    keywordRows(keywords).map((keyword: Figures) => ({
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
