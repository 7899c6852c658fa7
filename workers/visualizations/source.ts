import type { Cluster, ClusteringResult, Keyword } from '@/contract/types/clustering';

/** The keyword figures the charts read: a fraction of a stored keyword, so less crosses to the worker. */
export type ChartKeyword = Pick<
  Keyword,
  | 'id'
  | 'text'
  | 'search_volume'
  | 'competition'
  | 'cpc_low'
  | 'cpc_high'
  | 'difficulty'
  | 'intent'
  | 'estimated_fields'
  | 'monthly_searches'
>;

export type ChartCluster = Omit<Cluster, 'keywords'> & { keywords: ChartKeyword[] };

/** What the chart builders read from a clustering result. */
export type ChartSource = Pick<ClusteringResult, 'topics' | 'total_keywords'> & { clusters: ChartCluster[] };

function chartKeyword(keyword: Keyword): ChartKeyword {
  const slim: ChartKeyword = {
    id: keyword.id,
    text: keyword.text,
    search_volume: keyword.search_volume,
    competition: keyword.competition,
    cpc_low: keyword.cpc_low,
    cpc_high: keyword.cpc_high,
    difficulty: keyword.difficulty,
    intent: keyword.intent,
    estimated_fields: keyword.estimated_fields,
  };
  if (keyword.monthly_searches) slim.monthly_searches = keyword.monthly_searches;
  return slim;
}

/**
 * The result without what no chart reads (sources, ranking figures, variants, unclustered
 * keywords): copying a 10,000-keyword result to the worker costs the page about a third as much.
 */
export function toChartSource(result: Pick<ClusteringResult, 'topics' | 'total_keywords' | 'clusters'>): ChartSource {
  return {
    topics: result.topics,
    total_keywords: result.total_keywords,
    clusters: result.clusters.map((cluster) => ({ ...cluster, keywords: cluster.keywords.map(chartKeyword) })),
  };
}
