/**
 * Wire types of Enhanced Cluster Discovery (spec 001 §2.7, §3 Trending cluster, Seasonal pattern,
 * Community cluster, Emerging topic, Trend alert; §7 /api/discovery/...). Every item says what its
 * figures are based on: `basis` and a plain-words `basis_note`.
 */

/**
 * `imported`: read from uploaded files (monthly volumes); `computed`: measured from the user's
 * stored clustering runs; `estimated`: from the bundled library or a written lexicon, not measured.
 */
export type DiscoveryBasis = 'imported' | 'computed' | 'estimated';

export type DiscoveryMomentum = 'accelerating' | 'steady' | 'cooling';
/** 'Unknown' when no keyword has a difficulty or competition figure (never guessed). */
export type EmergingCompetition = 'Low' | 'Medium' | 'High' | 'Unknown';
export type AlertUrgency = 'high' | 'medium' | 'low';

/** Periods a trending analysis compares over (spec 001 §9: default 24h). */
export type DiscoveryPeriod = '24h' | '7d' | '30d' | '90d';

export interface DiscoveryBased {
  basis: DiscoveryBasis;
  /** What the figures were computed from, in plain words. */
  basis_note: string;
}

export interface TrendingDiscoveryCluster extends DiscoveryBased {
  name: string;
  industry: string;
  momentum: DiscoveryMomentum;
  /** 0..100. */
  trend_score: number;
  /** Mean percent change per step: per month (imported months, library estimates) or per run. */
  velocity: number;
  velocity_unit: 'month' | 'run';
  /** Percent change of the cluster's search volume (or, without volumes, of its keyword count). */
  search_volume_change: number;
  keywords: string[];
  /** 0..1. */
  confidence_level: number;
  /** When the cluster first appeared in the user's runs (or imported months); null for library estimates. */
  first_detected: string | null;
}

export interface TrendingDiscoveryResponse {
  trending_clusters: TrendingDiscoveryCluster[];
  summary: {
    total_clusters: number;
    accelerating_trends: number;
    high_velocity_clusters: number;
    average_trend_score: number;
    time_period: DiscoveryPeriod;
  };
}

export interface SeasonalPattern extends DiscoveryBased {
  cluster_name: string;
  industry: string;
  seasonal_type: string;
  /** Month numbers 1-12. */
  peak_months: number[];
  low_months: number[];
  /** Percent above the yearly mean in peak months; null when no monthly volumes were imported. */
  average_increase: number | null;
  /** 'YYYY-MM' of the next peak month. */
  next_peak_prediction: string;
  /** 0..1. */
  confidence_score: number;
}

export interface SeasonalAnalysisResponse {
  seasonal_patterns: SeasonalPattern[];
  summary: {
    patterns_analyzed: number;
    high_confidence_patterns: number;
    average_confidence: number;
    historical_months: number;
  };
}

export interface CommunityCluster extends DiscoveryBased {
  /** The cluster's normalised name: votes are keyed by it so they survive re-runs. */
  cluster_key: string;
  name: string;
  /** 0..100: Wilson lower bound of the upvote share; null before the first vote. */
  community_score: number | null;
  /** 0..100, the cluster's mean opportunity score; null without figures. */
  roi_potential: number | null;
  upvotes: number;
  downvotes: number;
  /** This device user's vote. */
  my_vote: 1 | -1 | 0;
  /** Out of 5, from the mean keyword difficulty; null without figures. */
  difficulty_rating: number | null;
  /** Keywords ranking in the top 3 (imported positions); null without positions. */
  success_stories: number | null;
  keywords: string[];
  contributors: number;
  /** Latest vote, or the run the cluster comes from. */
  last_updated: string;
  /** False for a voted cluster no longer in the latest run. */
  in_latest_run: boolean;
}

export type CommunitySort = 'community_score' | 'upvotes' | 'roi_potential' | 'last_updated';

export interface CommunityClustersResponse {
  community_clusters: CommunityCluster[];
  summary: {
    total_clusters: number;
    total_community_votes: number;
    unique_contributors: number;
    average_community_score: number;
  };
  /** The id votes from this device are stored under. */
  user_id: string;
}

export interface EmergingTopic extends DiscoveryBased {
  topic: string;
  industry: string;
  competition_level: EmergingCompetition;
  /** 0..1. */
  emergence_score: number;
  /** Percent; null when not measured (library estimates). */
  growth_rate: number | null;
  /** Known monthly searches of the topic's keywords; null without volumes. */
  market_opportunity: number | null;
  predicted_timeline: string;
  related_keywords: string[];
  early_adopter_advantage: string;
  /** 0..1. */
  confidence_level: number;
}

export interface EmergingTopicsResponse {
  emerging_topics: EmergingTopic[];
  summary: { topics_detected: number; average_emergence_score: number };
  market_opportunities: { high_opportunity: number; low_competition: number };
}

export interface TrendAlert extends DiscoveryBased {
  alert_id: string;
  title: string;
  description: string;
  recommendation: string;
  urgency: AlertUrgency;
  industry: string;
  /** 0..1. */
  relevance_score: number;
  estimated_impact: string;
  expires_at: string;
  /** Which analysis raised it. */
  source: 'trending' | 'seasonal' | 'emerging';
}

export interface TrendAlertsResponse {
  alerts: TrendAlert[];
  summary: { total_alerts: number; urgency_breakdown: Record<AlertUrgency, number> };
  alert_metrics: { action_required: number; average_relevance: number };
}

export interface TrendingDiscoveryRequest {
  limit?: number;
  time_period?: DiscoveryPeriod;
  /** Industry names or ids to keep; empty: all. */
  industries?: string[];
}

export interface SeasonalAnalysisRequest {
  /** Cluster names of the latest run to analyse; empty: all of them. */
  clusters?: string[];
  historical_months?: number;
}

export interface CommunityClustersRequest {
  limit?: number;
  sort_by?: CommunitySort;
}

export interface EmergingTopicsRequest {
  industries?: string[];
  confidence_threshold?: number;
}

export interface TrendAlertsRequest {
  user_industries?: string[];
  alert_threshold?: number;
}

/** Upvote (1), downvote (-1) or withdraw (0) this device user's vote on a cluster. */
export interface ClusterVoteRequest {
  cluster_name: string;
  vote: 1 | -1 | 0;
  /** Defaults to this device's user id (stored in settings). */
  user_id?: string;
}

export interface ClusterVoteResponse {
  cluster_key: string;
  upvotes: number;
  downvotes: number;
  my_vote: 1 | -1 | 0;
  user_id: string;
}
