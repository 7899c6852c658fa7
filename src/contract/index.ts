/**
 * The /api contract: every route key ('METHOD /path', path parameters written `{name}`) mapped to
 * its request body and response types. The local adapter, the client and (later) the remote
 * adapter are all typed from this one map, so a screen cannot send a wrong body or misread a reply.
 *
 * Wire field names are the spec's, verbatim (snake_case).
 *
 * Every route is declared in its area's file, never here: `src/contract/routes/<area>.ts` holds
 * `export interface <Area>Routes { 'POST /api/cluster': {...} }` and `src/contract/types/<area>.ts`
 * its wire types. To add an area, re-export its types below and add `<Area>Routes` to the `extends`
 * list of `Contract`. A key declared in two areas fails tests/unit/architecture/contract-routes.test.ts
 * (TypeScript alone only rejects one declared twice with different types).
 */
import type { AdvancedAnalyticsRoutes } from './routes/advancedAnalytics';
import type { AiRoutes } from './routes/ai';
import type { AnalyticsRoutes } from './routes/analytics';
import type { ChatRoutes } from './routes/chat';
import type { CollaborationRoutes } from './routes/collaboration';
import type { ClusteringRoutes } from './routes/clustering';
import type { DataSourcesRoutes } from './routes/datasources';
import type { ContentRoutes } from './routes/content';
import type { DiscoveryRoutes } from './routes/discovery';
import type { DraftRoutes } from './routes/draft';
import type { EnterpriseRoutes } from './routes/enterprise';
import type { IndustriesRoutes } from './routes/industries';
import type { DataExchangeRoutes } from './routes/dataExchange';
import type { JobsRoutes } from './routes/jobs';
import type { LearningRoutes } from './routes/learning';
import type { OutreachRoutes } from './routes/outreach';
import type { PerformanceRoutes } from './routes/performance';
import type { PricingRoutes } from './routes/pricing';
import type { ProjectsRoutes } from './routes/projects';
import type { SettingsRoutes } from './routes/settings';
import type { StatusRoutes } from './routes/status';
import type { SyncRoutes } from './routes/sync';
import type { WebsiteRoutes } from './routes/website';
import type { CompetitorRoutes } from './routes/competitor';
import type { VisualizationsRoutes } from './routes/visualizations';

export type { JsonObject, JsonPrimitive, JsonValue } from './json';
export type * from './types/advancedAnalytics';
export type * from './types/analytics';
export type * from './types/clustering';
export type * from './types/collaboration';
export type * from './types/datasources';
export type * from './types/content';
export type * from './types/discovery';
export type * from './types/draft';
export type * from './types/enterprise';
export type * from './types/industries';
export type * from './types/learning';
export type * from './types/outreach';
export type * from './types/performance';
export type * from './types/pricing';
export type * from './types/projects';
export type * from './types/settings';
export { SETTING_KEYS } from './types/settings';
export type * from './types/status';
export type * from './types/sync';
export type * from './types/website';
export type * from './types/competitor';
export type * from './types/visualizations';
export type * from './types/ai';

export type { Method } from './method';

export interface Contract
  extends
    AdvancedAnalyticsRoutes,
    AiRoutes,
    AnalyticsRoutes,
    ChatRoutes,
    CollaborationRoutes,
    ClusteringRoutes,
    DataSourcesRoutes,
    ContentRoutes,
    DiscoveryRoutes,
    DraftRoutes,
    EnterpriseRoutes,
    IndustriesRoutes,
    JobsRoutes,
    LearningRoutes,
    OutreachRoutes,
    DataExchangeRoutes,
    PerformanceRoutes,
    PricingRoutes,
    ProjectsRoutes,
    SettingsRoutes,
    StatusRoutes,
    SyncRoutes,
    WebsiteRoutes,
    CompetitorRoutes,
    VisualizationsRoutes {}

export type RouteKey = keyof Contract;
export type RequestOf<K extends RouteKey> = Contract[K]['request'];
export type ResponseOf<K extends RouteKey> = Contract[K]['response'];
