import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/contract/errors';
import { createLocalAdapter } from '@/api/local/adapter';
import { createRequestLog } from '@/api/local/middleware/requestLog';
import { createResultCache } from '@/api/local/middleware/resultCache';
import { local, ROUTE_MODULES, routes } from '@/api/local/router';
import { buildRouteTable, matchRoute, parseQuery } from '@/api/local/routeTable';
import type { RequestContext, RouteModule } from '@/api/local/types';
import type { RouteKey } from '@/contract';
import { openDatabase } from '@/db/database';
import { rejectionOf } from './support';

type Seen = RequestContext<RouteKey>;

/** Routes the contract does not have yet, to exercise parameters the way later areas will use them. */
function echoModule(seen: Seen[]): RouteModule {
  const echo = (name: string) => (ctx: Seen) => {
    seen.push(ctx);
    return { route: name };
  };
  return {
    'GET /api/industries': echo('industries'),
    'GET /api/industries/{id}': echo('industry'),
    'GET /api/industries/{id}/clusters': echo('industry clusters'),
    'GET /api/industries/trending': echo('trending literal'),
    'GET /api/trending-clusters': echo('trending'),
    'POST /api/clusters/{id}/import': echo('import'),
    'GET /api/fails': () => {
      throw new Error('disk on fire');
    },
  } as unknown as RouteModule;
}

function echoAdapter() {
  const seen: Seen[] = [];
  const table = buildRouteTable([echoModule(seen)]);
  const adapter = createLocalAdapter(table, createRequestLog(openDatabase('router-test')), createResultCache());
  return { seen, adapter };
}

describe('route table', () => {
  it('registers every route of every area module exactly once', () => {
    const declared = ROUTE_MODULES.flatMap((module) => Object.keys(module)).sort();
    expect(routes.map((route) => route.key).sort()).toEqual(declared);
    expect(new Set(declared).size).toBe(declared.length);
    expect(declared).toEqual(
      expect.arrayContaining([
        'GET /pricing/plans',
        'GET /api/api-status',
        'GET /api/projects',
        'POST /api/projects',
        'GET /api/settings/{key}',
        'PUT /api/settings/{key}',
        'POST /api/analytics/events',
        'GET /api/performance/requests',
        'GET /api/performance/cache',
        'DELETE /api/performance/cache',
      ]),
    );
  });

  it('throws at start naming a route registered by two modules', () => {
    const first = { 'GET /api/projects': () => [] } satisfies RouteModule;
    const second = { 'GET /api/projects': () => [] } satisfies RouteModule;
    expect(() => buildRouteTable([first, second])).toThrow('Route registered twice: GET /api/projects');
  });

  it('rejects a malformed route key', () => {
    const bad = { 'FETCH /api/x': () => null } as unknown as RouteModule;
    expect(() => buildRouteTable([bad])).toThrow('Malformed route key: FETCH /api/x');
  });

  it('matches literal segments before parameters, and a parameter to exactly one segment', () => {
    const table = buildRouteTable([echoModule([])]);
    expect(matchRoute(table, 'GET', '/api/industries/trending')?.route.key).toBe('GET /api/industries/trending');
    expect(matchRoute(table, 'GET', '/api/industries/saas')).toMatchObject({
      route: { key: 'GET /api/industries/{id}' },
      params: { id: 'saas' },
    });
    expect(matchRoute(table, 'GET', '/api/industries/saas/clusters')?.params).toEqual({ id: 'saas' });
    expect(matchRoute(table, 'GET', '/api/industries/a/b/clusters')).toBeUndefined();
    expect(matchRoute(table, 'GET', '/api/industries//clusters')).toBeUndefined();
    expect(matchRoute(table, 'POST', '/api/industries/saas')).toBeUndefined();
    expect(matchRoute(table, 'GET', '/api/industries/')?.route.key).toBe('GET /api/industries');
  });

  it('parses query strings, decoding values', () => {
    expect(parseQuery('?limit=10&q=caf%C3%A9+bar&flag')).toEqual({ limit: '10', q: 'café bar', flag: '' });
    expect(parseQuery('')).toEqual({});
  });

  it('keeps what a write changes and what a cached read depends on, and nothing else', () => {
    const table = buildRouteTable([
      {
        'GET /api/projects': { handle: () => [], cache: { ttlMs: 1_000, dependsOn: ['projects'] } },
        'POST /api/projects': { handle: () => ({}) as never, changes: ['projects'] },
      },
    ]);
    const read = matchRoute(table, 'GET', '/api/projects')?.route;
    const write = matchRoute(table, 'POST', '/api/projects')?.route;
    expect(read).toMatchObject({ cache: { dependsOn: ['projects'] }, changes: [] });
    expect(write).toMatchObject({ cache: undefined, changes: ['projects'] });
  });

  it('every write route of the app declares what it changes', () => {
    for (const route of routes.filter((entry) => entry.method !== 'GET')) {
      const module = ROUTE_MODULES.find((entry) => route.key in entry);
      const declared = module?.[route.key as keyof typeof module] as { changes?: unknown } | undefined;
      expect(Array.isArray(declared?.changes), route.key).toBe(true);
    }
  });
});

describe('local adapter dispatch', () => {
  it('gives handlers decoded path parameters, the query and the body', async () => {
    const { seen, adapter } = echoAdapter();
    await expect(
      adapter.request('GET', '/api/industries/home%20%26%20garden/clusters?limit=10&sort=volume'),
    ).resolves.toEqual({
      route: 'industry clusters',
    });
    expect(seen[0]).toMatchObject({ params: { id: 'home & garden' }, query: { limit: '10', sort: 'volume' } });

    await adapter.request('GET', '/api/trending-clusters?limit=10');
    expect(seen[1].query).toEqual({ limit: '10' });

    await adapter.request('POST', '/api/clusters/c-42/import', { note: 'x' });
    expect(seen[2]).toMatchObject({ params: { id: 'c-42' }, query: {}, body: { note: 'x' } });
  });

  it('answers an unknown route with a 404 ApiError naming it (without the query)', async () => {
    const error = await rejectionOf(local.request('GET', '/api/nope?x=1'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      detail: 'Route not found: GET /api/nope',
      response: { status: 404, data: { detail: 'Route not found: GET /api/nope' } },
    });
  });

  it('answers a known path with the wrong method with a 404 naming method and path', async () => {
    await expect(local.request('DELETE', '/api/projects')).rejects.toMatchObject({
      response: { status: 404, data: { detail: 'Route not found: DELETE /api/projects' } },
    });
  });

  it('rejects a malformed percent-encoding in a parameter with a 400', async () => {
    const { adapter } = echoAdapter();
    await expect(adapter.request('GET', '/api/industries/%E0%A4%A')).rejects.toMatchObject({
      response: { status: 400, data: { detail: 'Malformed path parameter' } },
    });
  });

  it('turns an unexpected handler failure into a 500 ApiError', async () => {
    const { adapter } = echoAdapter();
    await expect(adapter.request('GET', '/api/fails')).rejects.toMatchObject({
      response: { status: 500, data: { detail: 'disk on fire' } },
    });
  });
});
