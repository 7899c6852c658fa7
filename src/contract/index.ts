/**
 * The /api contract: every route key ('METHOD /path', path parameters written `{name}`) mapped to
 * its request body and response types. The local adapter, the client and (later) the remote
 * adapter are all typed from this one map, so a screen cannot send a wrong body or misread a reply.
 *
 * Wire field names are the spec's, verbatim (snake_case).
 *
 * Adding an area (clustering, industries, ...): declare its routes and entities in
 * `src/contract/routes/<area>.ts` as `export interface <Area>Routes { 'POST /api/cluster': {...} }`,
 * re-export its entity types below, and add `<Area>Routes` to the `extends` list of `Contract`
 * (TypeScript then rejects a key declared twice with different types).
 */
import type { JsonObject, JsonValue } from './json';
import type { AiRoutes } from './routes/ai';
import type { ClusteringRoutes } from './routes/clustering';
import type { DataSourcesRoutes } from './routes/datasources';
import type { ContentRoutes } from './routes/content';
import type { DiscoveryRoutes } from './routes/discovery';
import type { DraftRoutes } from './routes/draft';
import type { IndustriesRoutes } from './routes/industries';
import type { JobsRoutes } from './routes/jobs';
import type { WebsiteRoutes } from './routes/website';
import type { CompetitorRoutes } from './routes/competitor';
import type { VisualizationsRoutes } from './routes/visualizations';

export type { JsonObject, JsonPrimitive, JsonValue } from './json';
export type * from './types/clustering';
export type * from './types/datasources';
export type * from './types/content';
export type * from './types/discovery';
export type * from './types/draft';
export type * from './types/industries';
export type * from './types/website';
export type * from './types/competitor';
export type * from './types/visualizations';
export type * from './types/ai';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where figures come from: measured provider data, or the deterministic local estimators. */
export type DataSource = 'enhanced_mock' | 'google_ads';

// ---- Entities (spec 000 §3) ------------------------------------------------------------------

export type PricingTier = 'starter' | 'professional' | 'enterprise';
export type BillingCycle = 'monthly' | 'annual';

export type PlanPricing = {
  monthly: number;
  annual: number;
  /** 12 × monthly − annual */
  annual_savings: number;
  founders_monthly: number;
  founders_annual: number;
  /** 12 × founders_monthly − founders_annual */
  founders_annual_savings: number;
};

export type PricingPlan = {
  tier: PricingTier;
  name: string;
  description: string;
  is_popular: boolean;
  is_enterprise: boolean;
  /** -1 means unlimited */
  keyword_limit: number;
  features: string[];
  pricing: PlanPricing;
};

export type PricingPlansResponse = { success: boolean; plans: PricingPlan[] };

/** The plan selection report; stored as the value of the `current_plan` setting. */
export type PlanSelection = {
  tier: PricingTier;
  billing_cycle: BillingCycle;
  is_founders: boolean;
  price: number;
};

export type ApiStatus = {
  using_production_api: boolean;
  competitive_intelligence: boolean;
  data_source: DataSource;
};

export type Project = {
  id: string;
  name: string;
  description: string;
  target_location: string;
  target_language: string;
  total_keywords: number;
  total_clusters: number;
  created_at: string;
  updated_at: string;
};

export type CreateProjectRequest = {
  name: string;
  description?: string;
  target_location?: string;
  target_language?: string;
};

export type Setting = { key: string; value: JsonValue };
export type PutSettingRequest = { value: JsonValue };

/** Setting keys with a known meaning across features. */
export const SETTING_KEYS = {
  currentPlan: 'current_plan',
  /** Id of the clustering result other tabs read (the latest run); written by POST /api/cluster. */
  currentResultId: 'current_result_id',
  /** The uploaded keyword file the clustering tab uses: `{ import_id, file_name, summary, count }` or null. */
  clusteringUpload: 'clustering_upload',
} as const;

export type AnalyticsEventRequest = { event: string; properties?: JsonObject };

export type AnalyticsEvent = {
  id: string;
  event: string;
  properties: JsonObject;
  created_at: string;
  updated_at: string;
};

// ---- Middleware (read by the Performance tab) -------------------------------------------------

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

// ---- The route map ----------------------------------------------------------------------------

export interface Contract
  extends
    AiRoutes,
    ClusteringRoutes,
    DataSourcesRoutes,
    ContentRoutes,
    DiscoveryRoutes,
    DraftRoutes,
    IndustriesRoutes,
    JobsRoutes,
    WebsiteRoutes,
    CompetitorRoutes,
    VisualizationsRoutes {
  'GET /pricing/plans': { request: undefined; response: PricingPlansResponse };
  'GET /api/api-status': { request: undefined; response: ApiStatus };
  'GET /api/projects': { request: undefined; response: Project[] };
  'POST /api/projects': { request: CreateProjectRequest; response: Project };
  'GET /api/settings/{key}': { request: undefined; response: Setting };
  'PUT /api/settings/{key}': { request: PutSettingRequest; response: Setting };
  'POST /api/analytics/events': { request: AnalyticsEventRequest; response: AnalyticsEvent };
  /** Query: event (filter by name), limit (default 100, at most 1000). Newest first. */
  'GET /api/analytics/events': { request: undefined; response: { events: AnalyticsEvent[] } };
  /** Query: hours (window, default 24), limit (default 500, at most 5000). */
  'GET /api/performance/requests': { request: undefined; response: RequestLogResponse };
  'GET /api/performance/cache': { request: undefined; response: CacheStats };
  'DELETE /api/performance/cache': { request: undefined; response: ClearCacheResponse };
}

export type RouteKey = keyof Contract;
export type RequestOf<K extends RouteKey> = Contract[K]['request'];
export type ResponseOf<K extends RouteKey> = Contract[K]['response'];
