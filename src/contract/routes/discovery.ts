/**
 * Routes of Enhanced Cluster Discovery (spec 001 §2.7 and §7), computed on the device from the
 * user's stored clustering runs, imported monthly volumes, the team's votes and the bundled
 * industry library.
 */
import type {
  ClusterVoteRequest,
  ClusterVoteResponse,
  CommunityClustersRequest,
  CommunityClustersResponse,
  EmergingTopicsRequest,
  EmergingTopicsResponse,
  SeasonalAnalysisRequest,
  SeasonalAnalysisResponse,
  TrendAlertsRequest,
  TrendAlertsResponse,
  TrendingDiscoveryRequest,
  TrendingDiscoveryResponse,
} from '../types/discovery';

export interface DiscoveryRoutes {
  /** Defaults: limit 20 (at most 100), time_period 24h, all industries. */
  'POST /api/discovery/trending-clusters': { request: TrendingDiscoveryRequest; response: TrendingDiscoveryResponse };
  /** Defaults: the latest run's clusters, historical_months 24. */
  'POST /api/discovery/seasonal-analysis': { request: SeasonalAnalysisRequest; response: SeasonalAnalysisResponse };
  /** Defaults: limit 15, sort_by community_score. */
  'POST /api/discovery/community-clusters': { request: CommunityClustersRequest; response: CommunityClustersResponse };
  /** Defaults: all industries, confidence_threshold 0.7. */
  'POST /api/discovery/emerging-topics': { request: EmergingTopicsRequest; response: EmergingTopicsResponse };
  /** Defaults: all industries, alert_threshold 0.8. */
  'POST /api/discovery/trend-alerts': { request: TrendAlertsRequest; response: TrendAlertsResponse };
  /** One vote per user per cluster: a new vote replaces the user's earlier one; vote 0 withdraws it. */
  'POST /api/discovery/votes': { request: ClusterVoteRequest; response: ClusterVoteResponse };
}
