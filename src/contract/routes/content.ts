/**
 * Routes of the Content Strategy tab (spec 001 §2.3 and §7): each tool computes from a stored
 * clustering result (with its edits and topics), is stored as a derived result and recomputed
 * when that result, the crawled pages or the options change. `calendar/ics` and `brief` are this
 * app's additions (iCalendar export, content briefs).
 */
import type {
  BriefRequest,
  CalendarFile,
  CalendarRequest,
  ContentBrief,
  ContentCalendar,
  ContentDashboard,
  ContentGaps,
  ContentPerformance,
  ContentToolRequest,
  InternalLinking,
  TechnicalSeo,
} from '../types/content';

export interface ContentRoutes {
  /** 400 for pages_per_week outside 1..50 or a start_date that is not YYYY-MM-DD; 404 for an unknown result. */
  'POST /api/content-strategy/calendar': { request: CalendarRequest; response: ContentCalendar };
  'POST /api/content-strategy/calendar/ics': { request: CalendarRequest; response: CalendarFile };
  'POST /api/content-strategy/internal-linking': { request: ContentToolRequest; response: InternalLinking };
  'POST /api/content-strategy/technical-seo': { request: ContentToolRequest; response: TechnicalSeo };
  'POST /api/content-strategy/performance': { request: ContentToolRequest; response: ContentPerformance };
  'POST /api/content-strategy/content-gaps': { request: ContentToolRequest; response: ContentGaps };
  /** 404 for a cluster that is not in the result. */
  'POST /api/content-strategy/brief': { request: BriefRequest; response: ContentBrief };
  /** `id`: the clustering result's id. */
  'GET /api/content-strategy/dashboard/{id}': { request: undefined; response: ContentDashboard };
}
