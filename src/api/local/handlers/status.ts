import type { RouteModule } from '../types';

/**
 * Local mode has no ads-provider credentials, so figures come from the deterministic estimators
 * ('enhanced_mock'); competitive intelligence runs on those local estimators, so it is on.
 */
export const statusRoutes = {
  'GET /api/api-status': {
    handle: () => ({
      using_production_api: false,
      competitive_intelligence: true,
      data_source: 'enhanced_mock' as const,
    }),
    cache: { ttlMs: 60_000, dependsOn: [] },
  },
} satisfies RouteModule;
