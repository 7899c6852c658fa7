/** The middleware's request log and result cache, read and cleared by the Performance tab. */
import type { CacheStats, ClearCacheResponse, RequestLogResponse } from '../types/performance';

export interface PerformanceRoutes {
  /** Query: hours (window, default 24), limit (default 500, at most 5000). */
  'GET /api/performance/requests': { request: undefined; response: RequestLogResponse };
  'GET /api/performance/cache': { request: undefined; response: CacheStats };
  'DELETE /api/performance/cache': { request: undefined; response: ClearCacheResponse };
}
