/** Spec 001 §7 and §9: limits of the discovery calls (their defaults are in src/contract/settings.ts). */
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
