/**
 * /api/enterprise (spec 001 §7 enterprise calls and what they left out): what each route changes
 * and caches. The handlers load with the first enterprise request (enterprise/routes.ts), so the
 * adapter the app's first screen loads does not carry them, nor the shell its list of chunks.
 */
import type { EnterpriseRoutes } from '../../../contract/routes/enterprise';
import type { ResponseOf } from '../../../contract';
import type { StoreName } from '../changes';
import type { RequestContext, RouteModule } from '../types';

type Key = keyof EnterpriseRoutes;

function lazy<K extends Key>(key: K) {
  return async (ctx: RequestContext<K>): Promise<ResponseOf<K>> => {
    const { enterpriseHandlers } = await import('../enterprise/routes');
    const handle = enterpriseHandlers[key] as (ctx: RequestContext<K>) => ResponseOf<K> | Promise<ResponseOf<K>>;
    return handle(ctx);
  };
}

const write = <K extends Key>(key: K, changes: readonly StoreName[]) => ({ handle: lazy(key), changes });

export const enterpriseRoutes = {
  'GET /api/enterprise/workspaces': lazy('GET /api/enterprise/workspaces'),
  'GET /api/enterprise/workspaces/{id}/members': lazy('GET /api/enterprise/workspaces/{id}/members'),
  'PUT /api/enterprise/workspaces/{id}/members/{memberId}/role': write(
    'PUT /api/enterprise/workspaces/{id}/members/{memberId}/role',
    ['enterprise', 'collaboration'],
  ),
  'GET /api/enterprise/workspaces/{id}/audit': lazy('GET /api/enterprise/workspaces/{id}/audit'),
  'GET /api/enterprise/reports/{id}': lazy('GET /api/enterprise/reports/{id}'),
  'GET /api/enterprise/subscription/plans': {
    handle: lazy('GET /api/enterprise/subscription/plans'),
    // The plans are bundled; which one is current is the Pricing tab's setting.
    cache: { ttlMs: 60_000, dependsOn: ['settings'] },
  },
  'GET /api/enterprise/workspaces/{id}/usage': lazy('GET /api/enterprise/workspaces/{id}/usage'),
  'GET /api/enterprise/dashboard/{id}': lazy('GET /api/enterprise/dashboard/{id}'),
  'POST /api/enterprise/dashboard/{id}/pdf': write('POST /api/enterprise/dashboard/{id}/pdf', []),
  'GET /api/enterprise/branding': lazy('GET /api/enterprise/branding'),
  'PUT /api/enterprise/branding': write('PUT /api/enterprise/branding', ['enterprise']),
  'POST /api/enterprise/scheduled-reports': write('POST /api/enterprise/scheduled-reports', ['enterprise']),
  'PUT /api/enterprise/scheduled-reports/{reportId}': write('PUT /api/enterprise/scheduled-reports/{reportId}', [
    'enterprise',
  ]),
  'DELETE /api/enterprise/scheduled-reports/{reportId}': write('DELETE /api/enterprise/scheduled-reports/{reportId}', [
    'enterprise',
  ]),
  'POST /api/enterprise/scheduled-reports/{reportId}/generate': write(
    'POST /api/enterprise/scheduled-reports/{reportId}/generate',
    ['jobs', 'enterprise'],
  ),
  'POST /api/enterprise/scheduled-reports/run-due': write('POST /api/enterprise/scheduled-reports/run-due', [
    'jobs',
    'enterprise',
  ]),
  'GET /api/enterprise/report-runs/{runId}': lazy('GET /api/enterprise/report-runs/{runId}'),
  'GET /api/enterprise/report-runs/{runId}/download': lazy('GET /api/enterprise/report-runs/{runId}/download'),
  'GET /api/enterprise/report-runs/{runId}/eml': lazy('GET /api/enterprise/report-runs/{runId}/eml'),
} satisfies RouteModule;
