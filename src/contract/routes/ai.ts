/**
 * Routes of the AI & Automation area (spec 001 §7). Each analyses the stored clustering result
 * (`result_id`, default the current one) on the device; nothing is sent anywhere.
 */
import type {
  DetectAnomaliesRequest,
  DetectAnomaliesResponse,
  InsightsDashboardRequest,
  InsightsDashboardResponse,
  MultiLanguageRequest,
  MultiLanguageResponse,
  OptimizeClustersRequest,
  OptimizeClustersResponse,
  StoredAiAnalyses,
  VoiceSearchRequest,
  VoiceSearchResponse,
} from '../types/ai';

export interface AiRoutes {
  'GET /api/ai/analyses': { request: undefined; response: StoredAiAnalyses };
  'POST /api/ai/optimize-clusters': { request: OptimizeClustersRequest; response: OptimizeClustersResponse };
  'POST /api/ai/detect-anomalies': { request: DetectAnomaliesRequest; response: DetectAnomaliesResponse };
  'POST /api/ai/multi-language-analysis': { request: MultiLanguageRequest; response: MultiLanguageResponse };
  'POST /api/ai/voice-search-optimization': { request: VoiceSearchRequest; response: VoiceSearchResponse };
  'POST /api/ai/insights-dashboard': { request: InsightsDashboardRequest; response: InsightsDashboardResponse };
}
