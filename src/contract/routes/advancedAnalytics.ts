/** Advanced Analytics (spec 002 §2.4, §7): KPI cards and five tools over the user's own data. */
import type {
  CompetitiveRequest,
  CompetitiveResponse,
  DashboardRequest,
  DashboardResponse,
  KpisResponse,
  PerformanceRequest,
  PerformanceResponse,
  PredictiveRequest,
  PredictiveResponse,
  RoiRequest,
  RoiResponse,
} from '../types/advancedAnalytics';

export interface AdvancedAnalyticsRoutes {
  'POST /api/advanced-analytics/performance': { request: PerformanceRequest; response: PerformanceResponse };
  'POST /api/advanced-analytics/competitive': { request: CompetitiveRequest; response: CompetitiveResponse };
  /** period 30d is used when 7d is asked: a month is the forecast's step. */
  'POST /api/advanced-analytics/predictive': { request: PredictiveRequest; response: PredictiveResponse };
  'POST /api/advanced-analytics/roi': { request: RoiRequest; response: RoiResponse };
  'POST /api/advanced-analytics/custom-dashboard': { request: DashboardRequest; response: DashboardResponse };
  /** Query: period (7d, 30d, 90d, 1y; default 30d). */
  'GET /api/advanced-analytics/kpis': { request: undefined; response: KpisResponse };
}
