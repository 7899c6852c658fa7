import type { Method, RouteKey } from '../../contract';
import type { StoreName } from './changes';
import type { Handler, ReadRoute, RouteModule, WriteRoute } from './types';

export interface CompiledRoute {
  key: RouteKey;
  method: Method;
  /** Path segments; a `{name}` segment is a parameter. */
  segments: readonly string[];
  paramCount: number;
  handle: Handler<RouteKey>;
  cache?: { ttlMs: number; dependsOn: readonly StoreName[] };
  changes: readonly StoreName[];
}

export interface RouteMatch {
  route: CompiledRoute;
  params: Record<string, string>;
}

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'DELETE'];

function splitPath(pathname: string): string[] {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return trimmed.split('/').slice(1);
}

function isParam(segment: string): boolean {
  return segment.startsWith('{') && segment.endsWith('}');
}

function compile(key: RouteKey, entry: NonNullable<RouteModule[RouteKey]>): CompiledRoute {
  const [method, path] = key.split(' ') as [Method, string];
  if (!METHODS.includes(method) || !path?.startsWith('/')) throw new Error(`Malformed route key: ${key}`);
  const options = (typeof entry === 'function' ? { handle: entry } : entry) as Partial<
    ReadRoute<RouteKey> & WriteRoute<RouteKey>
  > & {
    handle: Handler<RouteKey>;
  };
  const segments = splitPath(path);
  return {
    key,
    method,
    segments,
    paramCount: segments.filter(isParam).length,
    handle: options.handle,
    cache: method === 'GET' ? options.cache : undefined,
    changes: method === 'GET' ? [] : (options.changes ?? []),
  };
}

/**
 * Combines area modules into one table. A key registered by two modules is a programming error
 * that would silently shadow a handler, so it throws at start naming the key.
 */
export function buildRouteTable(modules: readonly RouteModule[]): CompiledRoute[] {
  const seen = new Set<string>();
  const routes: CompiledRoute[] = [];
  for (const module of modules) {
    for (const [key, entry] of Object.entries(module) as [RouteKey, RouteModule[RouteKey]][]) {
      if (entry === undefined) continue;
      if (seen.has(key)) throw new Error(`Route registered twice: ${key}`);
      seen.add(key);
      routes.push(compile(key, entry));
    }
  }
  // Literal segments win over parameters: '/api/projects/current' before '/api/projects/{id}'.
  return routes.sort((a, b) => a.paramCount - b.paramCount);
}

/** Finds the route for a method and a path without its query string; parameters are URL-decoded. */
export function matchRoute(routes: readonly CompiledRoute[], method: string, pathname: string): RouteMatch | undefined {
  const actual = splitPath(pathname);
  for (const route of routes) {
    if (route.method !== method || route.segments.length !== actual.length) continue;
    const params: Record<string, string> = {};
    const matched = route.segments.every((segment, index) => {
      const value = actual[index];
      if (!isParam(segment)) return segment === value;
      if (value === '') return false;
      params[segment.slice(1, -1)] = value;
      return true;
    });
    if (matched) return { route, params };
  }
  return undefined;
}

export function parseQuery(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) query[name] = value;
  return query;
}
