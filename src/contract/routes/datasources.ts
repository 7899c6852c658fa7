/**
 * Routes of the Advanced Data Sources tab (spec 001 §2.1, §7): Search Console from the user's own
 * exports, Bing Ads research, SERP features and the comprehensive analysis. The file imports take
 * a Blob (or FormData with `file`, `file_name` and, for Search Console, `property`).
 */
import type {
  BingResearchRequest,
  BingResearchResponse,
  ComprehensiveRequest,
  ComprehensiveResponse,
  PlannerImportRequest,
  PlannerImportResponse,
  SearchConsoleAnalysis,
  SearchConsoleImportRequest,
  SearchConsoleImportResponse,
  SerpFeaturesRequest,
  SerpFeaturesResponse,
  SerpImportRequest,
} from '../types/datasources';

export interface DataSourcesRoutes {
  /**
   * `{domain}` is the property, URL-encoded. Query: date_range (7d, 30d, 90d, 365d; default 30d),
   * brand (comma-separated brand terms, left out of striking distance).
   */
  'GET /api/advanced-data-sources/search-console/{domain}': { request: undefined; response: SearchConsoleAnalysis };
  'POST /api/advanced-data-sources/search-console/import': {
    request: SearchConsoleImportRequest;
    response: SearchConsoleImportResponse;
  };
  /** Forgets every import of the property. */
  'DELETE /api/advanced-data-sources/search-console/{domain}': { request: undefined; response: { deleted: number } };
  'POST /api/advanced-data-sources/bing-ads/research': { request: BingResearchRequest; response: BingResearchResponse };
  'POST /api/advanced-data-sources/bing-ads/import': { request: PlannerImportRequest; response: PlannerImportResponse };
  'POST /api/advanced-data-sources/serp-features': { request: SerpFeaturesRequest; response: SerpFeaturesResponse };
  'POST /api/advanced-data-sources/serp-features/import': {
    request: SerpImportRequest;
    response: PlannerImportResponse;
  };
  'POST /api/advanced-data-sources/comprehensive-analysis': {
    request: ComprehensiveRequest;
    response: ComprehensiveResponse;
  };
}
