/**
 * The middleware's request log and result cache, read and cleared by the Performance tab, and the
 * spec's performance calls (002 §7) computed from them. System health and recommendations are
 * measured on the device by the tab (they need the browser's own figures).
 */
import type {
  CacheStatistics,
  CacheStats,
  ClearCacheResponse,
  LocalState,
  PerformanceSummary,
  PerformanceTrends,
  RealTimeMetrics,
  RequestLogResponse,
} from '../types/performance';

export interface PerformanceRoutes {
  /** Query: hours (window, default 24), limit (default 500, at most 5000). */
  'GET /api/performance/requests': { request: undefined; response: RequestLogResponse };
  'GET /api/performance/cache': { request: undefined; response: CacheStats };
  'DELETE /api/performance/cache': { request: undefined; response: ClearCacheResponse };

  'GET /api/performance/metrics/real-time': { request: undefined; response: RealTimeMetrics };
  /** Query: hours, one of 1, 6, 12, 24 (default), 48, 168. */
  'GET /api/performance/summary': { request: undefined; response: PerformanceSummary };
  'GET /api/performance/cache/statistics': { request: undefined; response: CacheStatistics };
  /** Query: days (default 7, at most 30). */
  'GET /api/performance/trends': { request: undefined; response: PerformanceTrends };
  /** Body {pattern}: null clears every entry. */
  'POST /api/performance/cache/clear': { request: { pattern: string | null }; response: ClearCacheResponse };
  'GET /api/performance/local-state': { request: undefined; response: LocalState };
}
