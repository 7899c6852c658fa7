/** What the middleware records (request log, result cache), read by the Performance tab. */
import type { Method } from '../method';

/** `hit`/`miss` for routes that use the result cache, `bypass` for the others. */
export type CacheOutcome = 'hit' | 'miss' | 'bypass';

export type RequestLogEntry = {
  id: string;
  method: Method;
  /** The matched route key, or 'METHOD path' when no route matched. */
  route: string;
  path: string;
  status: number;
  duration_ms: number;
  cache: CacheOutcome;
  created_at: string;
};

export type RequestLogResponse = {
  /** Newest first. */
  entries: RequestLogEntry[];
  /** Number of entries returned (at most the requested limit). */
  total: number;
  /** Start of the window the entries were taken from (ISO). */
  since: string;
};

export type CacheEntryInfo = { key: string; route: string; size_bytes: number; age_ms: number; hits: number };

export type CacheStats = {
  hits: number;
  misses: number;
  /** hits / (hits + misses), 0 when nothing was looked up yet */
  hit_rate: number;
  entry_count: number;
  /** Approximate: the length of the cached JSON texts, two bytes per UTF-16 unit. */
  size_bytes: number;
  entries: CacheEntryInfo[];
};

export type ClearCacheResponse = { message: string; cleared: number };

/** Spec 002 §3 real-time metrics; times in seconds. */
export type RealTimeMetrics = {
  performance: {
    /** Mean response time of the last 5 minutes, seconds; null when nothing was requested. */
    avg_response_time_5min: number | null;
    /** Requests in the last minute. */
    requests_per_minute: number;
    /** Requests since local midnight. */
    total_requests_today: number;
  };
  cache: { hit_rate: number; total_hits: number; total_misses: number };
  measured_at: string;
};

/** One route's figures over a period; times in milliseconds. */
export type RouteFigures = {
  route: string;
  count: number;
  avg_ms: number;
  p50_ms: number;
  p95_ms: number;
  error_rate: number;
  /** Share of cache lookups that hit, null for a route that does not use the result cache. */
  cache_hit_rate: number | null;
};

/** Where a summary's figures come from: the log alone, or hourly roll-ups for hours the log no longer holds. */
export type SummarySource = 'log' | 'log+rollups';

/** Spec 002 §3 performance summary for the last `hours`; avg_response_time and avg_time in seconds. */
export type PerformanceSummary = {
  hours: number;
  total_requests: number;
  avg_response_time: number | null;
  /** Share of requests answered with status 400 or above. */
  error_rate: number;
  cache_hit_rate: number | null;
  slow_endpoints: { endpoint: string; avg_time: number }[];
  routes: RouteFigures[];
  source: SummarySource;
  /** With roll-ups, percentiles are read from each hour's histogram: approximate. */
  percentiles_approximate: boolean;
};

/** Spec 002 §3 cache statistics; memory_usage_estimate in kilobytes. */
export type CacheStatistics = {
  hit_rate: number;
  cache_size: number;
  cache_hits: number;
  cache_misses: number;
  memory_usage_estimate: number;
  /** Bucket label ('< 1 min', '1-5 min', ...) to entry count. */
  cache_age_distribution: Record<string, number>;
};

/** One day of the trends (local date). */
export type TrendDay = {
  date: string;
  requests: number;
  avg_response_ms: number | null;
  error_rate: number;
  cache_hit_rate: number | null;
};

export type PerformanceTrends = { days: number; daily: TrendDay[] };

/** What this page is doing and keeping, for the Performance tab's health and recommendations. */
export type LocalState = {
  /** Labels of the background workers started and not yet ended ('clustering engine'). */
  workers_running: string[];
  jobs_running: number;
  /** Files kept in the download centre. */
  stored_files: { files: number; bytes: number; older_than_3_days: number };
};
