/** Analytics events, recorded and read back locally (spec 000 §3). */
import type { AnalyticsEvent, AnalyticsEventRequest } from '../types/analytics';

export interface AnalyticsRoutes {
  'POST /api/analytics/events': { request: AnalyticsEventRequest; response: AnalyticsEvent };
  /** Query: event (filter by name), limit (default 100, at most 1000). Newest first. */
  'GET /api/analytics/events': { request: undefined; response: { events: AnalyticsEvent[] } };
}
