/**
 * The local adapter's route table: one module per area, combined at start with a check that no
 * route key is registered twice.
 *
 * Adding an area is one line here: write `handlers/<area>.ts` exporting
 * `export const <area>Routes = { 'GET /api/...': handler, ... } satisfies RouteModule;`
 * (keys and types come from src/contract), import it, and append it to ROUTE_MODULES.
 */
import { createLocalAdapter } from './adapter';
import { installDerivedInvalidation } from './derived';
import { advancedAnalyticsRoutes } from './handlers/advancedAnalytics';
import { aiRoutes } from './handlers/ai';
import { analyticsRoutes } from './handlers/analytics';
import { clusteringRoutes } from './handlers/clustering';
import { datasourcesRoutes } from './handlers/datasources';
import { contentRoutes } from './handlers/content';
import { discoveryRoutes } from './handlers/discovery';
import { draftRoutes } from './handlers/draft';
import { enterpriseRoutes } from './handlers/enterprise';
import { generateDueReportsOnOpen } from './enterprise/onOpen';
import { dataExchangeRoutes } from './handlers/dataExchange';
import { exportsRoutes } from './handlers/exports';
import { industriesRoutes } from './handlers/industries';
import { jobsRoutes } from './handlers/jobs';
import { learningRoutes } from './handlers/learning';
import { performanceRoutes } from './handlers/performance';
import { pricingRoutes } from './handlers/pricing';
import { projectsRoutes } from './handlers/projects';
import { resultsRoutes } from './handlers/results';
import { settingsRoutes } from './handlers/settings';
import { statusRoutes } from './handlers/status';
import { uploadsRoutes } from './handlers/uploads';
import { serpUploadsRoutes } from './handlers/serpUploads';
import { websiteRoutes } from './handlers/website';
import { competitorRoutes } from './handlers/competitor';
import { visualizationsRoutes } from './handlers/visualizations';
import { syncRoutes } from './handlers/sync';
import { outreachRoutes } from './handlers/outreach';
import { outreachCampaignRoutes } from './handlers/outreachCampaigns';
import { collaborationRoutes } from './handlers/collaboration';
import { chatRoutes } from './handlers/chat';
import { requestLog, resultCache } from './middleware';
import { buildRouteTable } from './routeTable';
import type { RouteModule } from './types';

export const ROUTE_MODULES: readonly RouteModule[] = [
  statusRoutes,
  pricingRoutes,
  collaborationRoutes,
  chatRoutes,
  projectsRoutes,
  settingsRoutes,
  draftRoutes,
  analyticsRoutes,
  advancedAnalyticsRoutes,
  performanceRoutes,
  industriesRoutes,
  learningRoutes,
  uploadsRoutes,
  serpUploadsRoutes,
  clusteringRoutes,
  resultsRoutes,
  exportsRoutes,
  jobsRoutes,
  dataExchangeRoutes,
  websiteRoutes,
  competitorRoutes,
  datasourcesRoutes,
  visualizationsRoutes,
  contentRoutes,
  aiRoutes,
  discoveryRoutes,
  syncRoutes,
  enterpriseRoutes,
  outreachRoutes,
  outreachCampaignRoutes,
];

export const routes = buildRouteTable(ROUTE_MODULES);

installDerivedInvalidation();

/** `local.request(method, path, body)`: the whole /api contract answered inside the browser. */
export const local = createLocalAdapter(routes, requestLog, resultCache);

generateDueReportsOnOpen(() => local.request('POST', '/api/enterprise/scheduled-reports/run-due'));
