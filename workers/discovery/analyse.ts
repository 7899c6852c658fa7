/**
 * Each view's analysis from plain data (the stored runs, the industry library, the moment of the
 * request), so the handler can send it to the discovery worker (worker-api.ts).
 */
import type { Cluster } from '@/contract/types/clustering';
import { trendingClusters, type IndustryLibrary } from '@workers/industries';
import { alertsResponse, raiseAlerts } from './alerts';
import { MAX_LIMIT, PERIOD_MS } from './defaults';
import { discoverEmerging } from './emerging';
import { industryFilter, industryNamer } from './industry';
import { discoverSeasonal, HIGH_CONFIDENCE } from './seasonal';
import { round } from './text';
import { discoverTrending, HIGH_VELOCITY } from './trending';
import type {
  DiscoveryPeriod,
  DiscoveryRun,
  EmergingTopicsResponse,
  SeasonalAnalysisResponse,
  TrendAlertsResponse,
  TrendingDiscoveryResponse,
} from './types';
import { HIGH_EMERGENCE } from './emerging';

export interface DiscoveryData {
  /** Every stored run in compact form. */
  runs: DiscoveryRun[];
  /** The latest run's clusters in full. */
  latest: Cluster[];
  library: IndustryLibrary;
  /** ISO time of the request: seasons and expiries count from it. */
  now: string;
}

export interface TrendingWork {
  limit: number;
  time_period: DiscoveryPeriod;
  industries: string[];
}
export interface SeasonalWork {
  clusters: string[];
  historical_months: number;
}
export interface EmergingWork {
  industries: string[];
  confidence_threshold: number;
}
export interface AlertsWork {
  user_industries: string[];
  alert_threshold: number;
}

const average = (values: readonly number[], digits: number) =>
  values.length === 0 ? 0 : round(values.reduce((sum, value) => sum + value, 0) / values.length, digits);

export function analyseTrending(data: DiscoveryData, work: TrendingWork): TrendingDiscoveryResponse {
  const namer = industryNamer(data.library);
  const month = new Date(data.now).getUTCMonth() + 1;
  const clusters = discoverTrending({
    runs: data.runs,
    latest: data.latest,
    libraryTrends: trendingClusters(data.library, MAX_LIMIT, { month }),
    limit: work.limit,
    periodMs: PERIOD_MS[work.time_period],
    namer,
    keepIndustry: industryFilter(data.library, work.industries),
  });
  return {
    trending_clusters: clusters,
    summary: {
      total_clusters: clusters.length,
      accelerating_trends: clusters.filter((cluster) => cluster.momentum === 'accelerating').length,
      high_velocity_clusters: clusters.filter((cluster) => cluster.velocity >= HIGH_VELOCITY).length,
      average_trend_score: average(
        clusters.map((cluster) => cluster.trend_score),
        1,
      ),
      time_period: work.time_period,
    },
  };
}

export function analyseSeasonal(data: DiscoveryData, work: SeasonalWork): SeasonalAnalysisResponse {
  const wanted = new Set(work.clusters.map((name) => name.toLowerCase()));
  const clusters = data.latest.filter((cluster) => wanted.size === 0 || wanted.has(cluster.name.toLowerCase()));
  const patterns = discoverSeasonal({
    clusters,
    historicalMonths: work.historical_months,
    namer: industryNamer(data.library),
    today: new Date(data.now),
  });
  return {
    seasonal_patterns: patterns,
    summary: {
      patterns_analyzed: clusters.length,
      high_confidence_patterns: patterns.filter((pattern) => pattern.confidence_score >= HIGH_CONFIDENCE).length,
      average_confidence: average(
        patterns.map((pattern) => pattern.confidence_score),
        2,
      ),
      historical_months: work.historical_months,
    },
  };
}

function risingLibrary(library: IndustryLibrary) {
  return library.industries.flatMap((industry) =>
    industry.clusters
      .filter((cluster) => cluster.trend.growth === 'rising')
      .map((cluster) => ({ industry: industry.name, cluster })),
  );
}

export function analyseEmerging(data: DiscoveryData, work: EmergingWork): EmergingTopicsResponse {
  const topics = discoverEmerging({
    runs: data.runs,
    latest: data.latest,
    risingLibrary: risingLibrary(data.library),
    namer: industryNamer(data.library),
    keepIndustry: industryFilter(data.library, work.industries),
    confidenceThreshold: work.confidence_threshold,
  });
  return {
    emerging_topics: topics,
    summary: {
      topics_detected: topics.length,
      average_emergence_score: average(
        topics.map((item) => item.emergence_score),
        2,
      ),
    },
    market_opportunities: {
      high_opportunity: topics.filter((item) => item.emergence_score >= HIGH_EMERGENCE).length,
      low_competition: topics.filter((item) => item.competition_level === 'Low').length,
    },
  };
}

/** Alerts from every analysis over all industries, then weighed by the user's industries. */
export function analyseAlerts(data: DiscoveryData, work: AlertsWork): TrendAlertsResponse {
  const trending = analyseTrending(data, { limit: MAX_LIMIT, time_period: '24h', industries: [] }).trending_clusters;
  const seasonal = analyseSeasonal(data, { clusters: [], historical_months: 24 }).seasonal_patterns;
  // Relevance is the mean of emergence (at most 1) and confidence: below 2t - 1 confidence no topic can reach t.
  const emerging = analyseEmerging(data, {
    industries: [],
    confidence_threshold: Math.max(0, 2 * work.alert_threshold - 1),
  }).emerging_topics;
  return alertsResponse(
    raiseAlerts({
      trending,
      seasonal,
      emerging,
      threshold: work.alert_threshold,
      isUserIndustry: industryFilter(data.library, work.user_industries),
      now: new Date(data.now),
    }),
  );
}
