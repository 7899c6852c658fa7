/** Spec 001 §7 and §9: defaults and limits of the discovery calls. */
export const DISCOVERY_DEFAULTS = {
  trendingLimit: 20,
  timePeriod: '24h',
  historicalMonths: 24,
  communityLimit: 15,
  communitySort: 'community_score',
  confidenceThreshold: 0.7,
  alertThreshold: 0.8,
} as const;

export const MAX_LIMIT = 100;
export const MAX_HISTORICAL_MONTHS = 120;

export const PERIOD_MS = {
  '24h': 24 * 3_600_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
  '90d': 90 * 86_400_000,
} as const;

/** Clusters, topics and alerts with no industry match in the library. */
export const GENERAL_INDUSTRY = 'General';
