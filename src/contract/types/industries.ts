/** Wire types of the industry library routes (spec 000 §7, 001 §2.7 and §7). Wire names are snake_case. */

export type LibraryIntent = 'informational' | 'commercial' | 'transactional' | 'navigational';
export type TrendGrowth = 'rising' | 'steady' | 'declining';

/** Hand-set editorial descriptor of a cluster's seasonality and direction; not a measurement. */
export interface ClusterTrend {
  growth: TrendGrowth;
  /** Months (1-12) when interest is usually highest. */
  peak_months: number[];
  /** Months (1-12) when interest is usually lowest. */
  low_months: number[];
  /** Why: the seasonality or market shift behind the descriptor. */
  note: string;
}

export interface LibraryCluster {
  /** Stable slug, `{industry id}.{cluster slug}`, unique across the library. */
  id: string;
  name: string;
  description: string;
  intent: LibraryIntent;
  trend: ClusterTrend;
  keywords: string[];
}

/** GET /api/industries item. */
export interface IndustrySummary {
  id: string;
  name: string;
  description: string;
  icon: string;
  cluster_count: number;
  keyword_count: number;
}

/** GET /api/industries/{id}/clusters item. */
export interface IndustryCluster extends LibraryCluster {
  industry_id: string;
  industry_name: string;
  keyword_count: number;
}

export type TrendMomentum = 'accelerating' | 'steady' | 'cooling';

/** GET /api/trending-clusters item; every figure in it is an estimate. */
export interface TrendingCluster {
  id: string;
  name: string;
  description: string;
  industry_id: string;
  industry_name: string;
  /** The industry's name, as the spec's trending-cluster entity calls it. */
  industry: string;
  keywords: string[];
  keyword_count: number;
  growth: TrendGrowth;
  momentum: TrendMomentum;
  /** 0..100, estimated. */
  trend_score: number;
  /** Estimated year-over-year change in search volume, percent. */
  search_volume_change: number;
  /** Sum of the keywords' estimated monthly volumes. */
  estimated_search_volume: number;
  in_season: boolean;
  peak_months: number[];
  /** The library's hand-written descriptor: what drives the cluster's trend (shown instead of the estimates). */
  trend_note: string;
  data_source: 'estimated';
}

/** POST /api/clusters/{id}/import response. */
export interface ClusterImport {
  keywords: string[];
  keyword_count: number;
}
