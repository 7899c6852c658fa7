/**
 * Wire types of the Advanced Analytics tab (spec 002 §2.4, §3 Analytics, §7, §9): KPI cards,
 * performance, competitive, predictive, ROI and the executive dashboard, computed from the user's
 * own data (clustering results and history, Search Console, Keyword Planner and ranking imports).
 * Every response says in `based_on` what its figures come from and carries `data_source`; rates on
 * the wire are percentages (0..100).
 */
import type { SearchIntent } from './clustering';

/** Spec 002 §9: analytics periods; default 30d. */
export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '30d';
export const PERIOD_DAYS: Record<AnalyticsPeriod, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };

/**
 * Spec 002 §3: figures a keyword lacks when analytics data is built from a clustering result.
 * Each use counts as estimated.
 */
export const ANALYTICS_KEYWORD_DEFAULTS = {
  competition: 'Medium',
  cpc: 3,
  difficulty: 50,
  opportunity: 50,
  volume: 0,
} as const;

/** Spec 002 §9: budget defaults; §5: cost_per_click step 0.01, conversion_rate step 0.1. */
export const ROI_DEFAULTS = {
  monthly_budget: 10000,
  cost_per_click: 3.5,
  conversion_rate: 2.8,
  average_order_value: 150,
} as const;
export const ROI_STEPS = {
  monthly_budget: 100,
  cost_per_click: 0.01,
  conversion_rate: 0.1,
  average_order_value: 1,
} as const;
/** Budget figures above this are refused as typing mistakes. */
export const ROI_MAX_AMOUNT = 1_000_000_000;
/** Spec 002 §9: the ROI table shows the top 10 rows. */
export const ROI_TOP_ROWS = 10;

/** Competitor domains analysed at once; longer lists are cut with a message. */
export const MAX_COMPETITOR_DOMAINS = 50;

export const DASHBOARD_METRICS = ['performance', 'roi', 'trends'] as const;
export type DashboardMetric = (typeof DASHBOARD_METRICS)[number];

/** imported: every figure measured; mixed: some estimated; estimated: all estimated; none: no data. */
export type AnalyticsDataSource = 'imported' | 'mixed' | 'estimated' | 'none';

export type Trend = 'up' | 'down' | 'flat';

export interface Kpi {
  metric_name: string;
  /** null: no data for the period (`no_data` says why), never a made-up 0. */
  current_value: number | null;
  unit: string;
  trend: Trend | null;
  /** Against the previous period of the same length; null when that period has no data or was 0. */
  change_percentage: number | null;
  /** Where the figure comes from, in a few words. */
  source: string;
  no_data: string | null;
  estimated: boolean;
}

export interface KpisResponse {
  period: AnalyticsPeriod;
  kpis: Kpi[];
  based_on: string;
  data_source: AnalyticsDataSource;
}

interface AnalysisEnvelope {
  period: AnalyticsPeriod;
  based_on: string;
  data_source: AnalyticsDataSource;
  insights: string[];
  recommendations: string[];
  generated_at: string;
}

export interface PerformanceRequest {
  analysis_type: 'performance';
  data_source: 'clustering_result' | 'keywords';
  period: AnalyticsPeriod;
  /** Keyword text, one per entry, used when there is no clustering result. */
  keywords_data?: string[];
}

export interface GroupPerformance {
  id: string;
  name: string;
  keyword_count: number;
  volume: number;
  volume_estimated: boolean;
  clicks: number | null;
  impressions: number | null;
  avg_position: number | null;
  intent_share: { intent: SearchIntent; share: number }[];
}

export interface ClusterChange {
  name: string;
  volume_before: number;
  volume_now: number;
  keywords_before: number;
  keywords_now: number;
  change_percentage: number | null;
}

export interface PerformanceResponse extends AnalysisEnvelope {
  analysis_type: 'performance';
  clusters: GroupPerformance[];
  topics: GroupPerformance[];
  intent_share: { intent: SearchIntent; volume: number; share: number }[];
  total_volume: number;
  total_keywords: number;
  /** The earlier run the changes are measured against, or null. */
  compared_with: { name: string; created_at: string } | null;
  gaining: ClusterChange[];
  losing: ClusterChange[];
}

export interface CompetitiveRequest {
  analysis_type: 'competitive';
  period: AnalyticsPeriod;
  /** One domain per line, as typed. */
  competitors: string[];
  keywords_data?: string[];
}

export interface StrongCluster {
  name: string;
  keywords: number;
  avg_position: number;
  volume: number;
}

export interface CompetitorFigures {
  domain: string;
  status: 'ranking_export' | 'no_ranking_export';
  file_name: string | null;
  ranked_keywords: number;
  shared_keywords: number | null;
  unique_keywords: number | null;
  avg_position: number | null;
  keyword_overlap_percentage: number | null;
  strongest_clusters: StrongCluster[];
}

export interface CompetitiveResponse extends AnalysisEnvelope {
  analysis_type: 'competitive';
  competitors: CompetitorFigures[];
  /** Lines that are not domains, with why (shown as text). */
  rejected: { line: string; reason: string }[];
  our_keywords: number;
  /** Set when the list was cut to MAX_COMPETITOR_DOMAINS. */
  truncated_message: string | null;
}

export interface PredictiveRequest {
  analysis_type: 'predictive';
  period: AnalyticsPeriod;
  data_source: 'historical';
  /** Which series to forecast (an id from `series_options`); the first when absent. */
  series_id?: string;
}

export type ForecastModelType = 'ses' | 'holt' | 'holt_winters' | 'seasonal_naive';

export interface SeriesOption {
  id: string;
  label: string;
  source: string;
  months: number;
}

export interface ModelPerformance {
  model_type: ForecastModelType;
  model_label: string;
  /** 100 − sMAPE of the backtest (0..100); null below 12 months. */
  accuracy_score: number | null;
  r_squared: number | null;
  mae: number | null;
  mase: number | null;
  smape: number | null;
  benchmark_mae: number | null;
  benchmark_mase: number | null;
  benchmark_smape: number | null;
  /** Backtest forecasts whose actual fell inside the 80 % band built from earlier errors. */
  coverage: { inside: number; total: number } | null;
  backtest_origins: number;
  notes: string[];
}

export interface ScenarioMonth {
  month: string;
  clicks: number;
  low: number | null;
  high: number | null;
}

export interface Scenario {
  name: 'Conservative' | 'Realistic' | 'Ambitious';
  target_position: number;
  /** Mean months to reach the targets by the climbing rule. */
  months_to_target: number;
  risk_level: 'low' | 'medium' | 'high';
  /** % change of monthly clicks at the horizon against today; null when today is 0. */
  growth_rate: number | null;
  /** 0..100 */
  probability: number;
  current_clicks: number;
  projected_volume: ScenarioMonth[];
  rule: string;
}

export interface PredictiveResponse extends AnalysisEnvelope {
  analysis_type: 'predictive';
  /** The period used: 30d when 7d was asked (spec 002 §7). */
  period_used: AnalyticsPeriod;
  horizon_months: number;
  series_options: SeriesOption[];
  series: {
    id: string;
    label: string;
    source: string;
    history: { month: string; value: number }[];
    filled: string[];
  } | null;
  forecast: { month: string; p10: number | null; p50: number; p90: number | null }[];
  backtest: { month: string; actual: number; forecast: number }[];
  model_performance: ModelPerformance | null;
  scenarios: Scenario[];
  ctr_curve: { name: string; fitted_positions: number; source: string };
}

export interface BudgetData {
  monthly_budget: number;
  cost_per_click: number;
  conversion_rate: number;
  average_order_value: number;
}

export interface RoiRequest {
  analysis_type: 'roi';
  period: AnalyticsPeriod;
  keywords_data?: string[];
  budget_data: BudgetData;
}

export interface RoiRow {
  keyword: string;
  search_volume: number;
  volume_estimated: boolean;
  current_position: number | null;
  target_position: number;
  clicks: number;
  cpc: number;
  cpc_estimated: boolean;
  estimated_cost: number;
  estimated_revenue: number;
  /** null when no budget is allocated to it. */
  roi_percentage: number | null;
  /** First month cumulative revenue covers cumulative budget; null when not within 24 months. */
  payback_month: number | null;
  priority_score: number;
}

export interface RoiSummary {
  keywords: number;
  monthly_clicks: number;
  monthly_cost: number;
  monthly_revenue: number;
  roi_percentage: number | null;
  payback_month: number | null;
  profitable_keywords: number;
}

export interface RoiResponse extends AnalysisEnvelope {
  analysis_type: 'roi';
  budget_data: BudgetData;
  summary: RoiSummary;
  keywords: RoiRow[];
  formulas: string[];
}

export interface DashboardRequest {
  dashboard_type: 'executive';
  metrics: DashboardMetric[];
  period: AnalyticsPeriod;
}

export interface DashboardWidget {
  id: string;
  title: string;
  size: 'small' | 'medium' | 'large';
  type: 'kpi' | 'chart' | 'table';
  metric: DashboardMetric;
  /** 0..100: the share of the widget's figures that are measured rather than estimated. */
  confidence_score: number;
  figures: { label: string; value: string }[];
  insights: string[];
  recommendations: string[];
  chart: { labels: string[]; values: number[] } | null;
}

export interface DashboardResponse {
  dashboard_type: 'executive';
  period: AnalyticsPeriod;
  generated_at: string;
  widgets_count: number;
  widgets: DashboardWidget[];
  summary_stats: {
    total_widgets: number;
    refresh_rate: string;
    export_formats: string[];
    sharing_enabled: boolean;
    data_freshness: string;
  };
  based_on: string;
  data_source: AnalyticsDataSource;
  insights: string[];
  recommendations: string[];
}
