import type { Adapter, RequestOptions } from '../../contract/adapter';
import { ApiError, toApiError } from '../../contract/errors';
import { newId, nowIso } from '@/db/records';
import { emitChange, onChange } from './changes';
import { pendingWrites } from './writeBarrier';
import type { RequestLog } from './middleware/requestLog';
import type { ResultCache } from './middleware/resultCache';
import { matchRoute, parseQuery, type CompiledRoute, type RouteMatch } from './routeTable';

function decodeParams(params: Record<string, string>): Record<string, string> {
  try {
    return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, decodeURIComponent(value)]));
  } catch {
    throw new ApiError(400, 'Malformed path parameter');
  }
}

/**
 * The in-browser implementation of the /api contract: matches a route, runs its handler, and
 * wraps every call in the middleware (timing log, result cache for opted-in GET routes).
 */
export function createLocalAdapter(routes: readonly CompiledRoute[], log: RequestLog, cache: ResultCache): Adapter {
  async function run(match: RouteMatch, search: string, body: unknown, options: RequestOptions = {}) {
    return match.route.handle({
      params: decodeParams(match.params),
      query: parseQuery(search),
      body: body as never,
      signal: options.signal,
      onProgress: options.onProgress,
    });
  }

  return {
    subscribe(stores, listener) {
      return onChange((change) => {
        if (!stores.includes(change.source)) return;
        const { source, kind, ids } = change;
        listener({ source, kind, ids, external: Boolean(change.fromOtherTab || change.fromSync) });
      });
    },
    async request(method, path, body, options) {
      // A result shown before it is stored is read as shown (writeBarrier.ts).
      const writes = pendingWrites();
      if (writes) await writes;
      const started = performance.now();
      const startedAt = nowIso();
      const queryAt = path.indexOf('?');
      const pathname = queryAt === -1 ? path : path.slice(0, queryAt);
      const search = queryAt === -1 ? '' : path.slice(queryAt);
      let routeName = `${method} ${pathname}`;
      let status = 200;
      let outcome: 'hit' | 'miss' | 'bypass' = 'bypass';
      let route: CompiledRoute | undefined;
      try {
        const match = matchRoute(routes, method, pathname);
        if (!match) throw new ApiError(404, `Route not found: ${method} ${pathname}`);
        route = match.route;
        routeName = route.key;
        if (route.cache) {
          const key = `${method} ${path}`;
          const cached = cache.get(key);
          if (cached) {
            outcome = 'hit';
            return cached.value;
          }
          outcome = 'miss';
          const generation = cache.generation(route.cache.dependsOn);
          const result = await run(match, search, body, options);
          cache.set(key, route.key, route.cache.dependsOn, result, route.cache.ttlMs, generation);
          return result;
        }
        return await run(match, search, body, options);
      } catch (error) {
        const apiError = toApiError(error);
        status = apiError.status;
        throw apiError;
      } finally {
        for (const source of route?.changes ?? []) await emitChange({ source, kind: 'edited' });
        log.record({
          id: newId(),
          method,
          route: routeName,
          path,
          status,
          duration_ms: Math.round((performance.now() - started) * 100) / 100,
          cache: outcome,
          created_at: startedAt,
        });
      }
    },
  };
}
