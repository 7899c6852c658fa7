/**
 * Wire types of the Advanced Visualizations area (spec 001 §2.2, §3 Visualization result, §7).
 * Every chart's data is computed from a stored clustering result (with its edits and topics) in
 * the visualizations worker; the screen only draws it.
 */
import type { SearchIntent } from './clustering';

/** The spec's six chart routes (`POST /api/visualizations/{type}`). */
export type VisualizationRouteType =
  | 'interactive-cluster-map'
  | 'search-volume-heatmap'
  | 'opportunity-scatter-plot'
  | 'trend-analysis'
  | 'cluster-performance-radar'
  | 'difficulty-distribution';

export type VisualizationRequest = { result_id: string };

/**
 * Where a chart's figures come from: `imported` when every figure it uses was read from the
 * user's files, `estimated` when every one is a deterministic estimate, `mixed` when both, `none`
 * when the result has no figures (basic clustering).
 */
export type FigureOrigin = 'imported' | 'estimated' | 'mixed' | 'none';

// ---- Cluster map ------------------------------------------------------------------------------

export type ClusterMapNode = {
  id: string;
  name: string;
  /** Layout position, 0..100 on both axes; similar clusters sit close together. */
  x: number;
  y: number;
  total_volume: number | null;
  keyword_count: number;
  intent: SearchIntent;
  topic_id: string;
  topic_name: string;
  avg_difficulty: number | null;
};

/** `similarity`: the engine's cluster similarities; `shared_terms`: words the clusters share (fallback). */
export type ClusterMapLayout = 'similarity' | 'shared_terms';

export type ClusterMapData = {
  map_data: {
    nodes: ClusterMapNode[];
    /** Pairs of clusters the layout pulled together, with their similarity 0..1 (strongest first, capped). */
    links: { source: string; target: string; similarity: number }[];
    topics: { id: string; name: string; cluster_count: number }[];
    metadata: {
      total_clusters: number;
      total_keywords: number;
      layout: ClusterMapLayout;
      /** Why the fallback layout was used, when it was. */
      layout_note: string | null;
    };
  };
  figure_origin: FigureOrigin;
};

// ---- Heatmap ----------------------------------------------------------------------------------

export type HeatmapMatrix = {
  row_labels: string[];
  column_labels: string[];
  /** [column index, row index, search volume]; cells without volume are left out. */
  cells: [number, number, number][];
  max: number;
  /** Rows beyond the largest ones shown. */
  rows_left_out: number;
};

export type HeatmapData = {
  /** Rows are topics (or clusters, when every topic holds one cluster). */
  row_kind: 'topic' | 'cluster';
  by_intent: HeatmapMatrix;
  by_difficulty: HeatmapMatrix;
  figure_origin: FigureOrigin;
};

// ---- Opportunity scatter ----------------------------------------------------------------------

export type ScatterKeyword = {
  id: string;
  text: string;
  cluster_id: string;
  cluster_name: string;
  search_volume: number;
  difficulty: number;
  /** Middle of the CPC range; null without one. */
  cpc: number | null;
  intent: SearchIntent;
  quadrant: QuadrantName;
};

export type QuadrantName = 'Quick wins' | 'Big bets' | 'Long tail' | 'Hard slogs';

export type OpportunityScatterData = {
  points: ScatterKeyword[];
  /** Keywords without a volume or a difficulty, which cannot be placed. */
  keywords_left_out: number;
  /** Where the quadrant lines are drawn. */
  volume_split: number;
  difficulty_split: number;
  quadrant_counts: Record<QuadrantName, number>;
  figure_origin: FigureOrigin;
};

// ---- Trends -----------------------------------------------------------------------------------

export type TrendSeries = { cluster_id: string; name: string; values: number[] };

export type TrendAnalysisData = {
  /** 'YYYY-MM', oldest first. */
  months: string[];
  series: TrendSeries[];
  /** `imported`: Keyword Planner's monthly columns; `estimated`: a seasonal profile of the average volume. */
  trend_source: 'imported' | 'estimated';
  /** How the estimate was made, or which file the months came from. */
  note: string;
  figure_origin: FigureOrigin;
};

// ---- Radar ------------------------------------------------------------------------------------

export type RadarAxis = 'Volume' | 'CPC' | 'Ease' | 'Opportunity' | 'Size' | 'Intent share';

export type RadarCluster = {
  cluster_id: string;
  name: string;
  /** 0..100 per axis, in the order of `axes`. */
  scores: number[];
  /** The figures behind the scores, same order: volume, CPC ($), ease, opportunity, keywords, intent share (%). */
  raw: (number | null)[];
};

export type ClusterRadarData = {
  axes: RadarAxis[];
  clusters: RadarCluster[];
  figure_origin: FigureOrigin;
};

// ---- Distribution -----------------------------------------------------------------------------

export type HistogramBin = { label: string; keywords: number; search_volume: number };

export type DifficultyDistributionData = {
  difficulty: HistogramBin[];
  volume: HistogramBin[];
  /** Keywords without a difficulty (left out of the difficulty bins) and without a volume. */
  without_difficulty: number;
  without_volume: number;
  average_difficulty: number | null;
  median_volume: number | null;
  figure_origin: FigureOrigin;
};

// ---- Topic treemap (dashboard) ----------------------------------------------------------------

export type TreemapNode = { id: string; name: string; value: number; children?: TreemapNode[] };

export type TopicTreemapData = {
  /** `volume` when the result has volumes, otherwise keyword counts. */
  measure: 'volume' | 'keywords';
  /** The largest topics; the others are folded into one 'N more topics' tile. */
  topics: TreemapNode[];
  total_topics: number;
  figure_origin: FigureOrigin;
};

// ---- Responses --------------------------------------------------------------------------------

/** The spec's `visualizations` object: one key per chart. */
export type Visualizations = {
  interactive_cluster_map?: ClusterMapData;
  search_volume_heatmap?: HeatmapData;
  opportunity_scatter_plot?: OpportunityScatterData;
  trend_analysis?: TrendAnalysisData;
  cluster_performance_radar?: ClusterRadarData;
  difficulty_distribution?: DifficultyDistributionData;
  topic_treemap?: TopicTreemapData;
};

export type VisualizationResponse = {
  success: true;
  /** When the charts were computed (ISO). */
  timestamp: string;
  result_id: string;
  visualizations: Visualizations;
  total_clusters: number;
  total_keywords: number;
  /** The six of the dashboard, else 1. */
  visualization_count: number;
  /** Milliseconds to answer (a stored chart answers without recomputing). */
  generation_time_ms: number;
  /** True when the stored charts were still current and were not recomputed. */
  from_store: boolean;
};
