import type { RequestProgress } from '../adapter';
import type { RequestOf, ResponseOf, RouteKey } from '../contract';

/** What a handler receives: decoded path parameters, the query string, and the body. */
export interface RequestContext<K extends RouteKey> {
  params: Readonly<Record<string, string>>;
  query: Readonly<Record<string, string>>;
  /** Typed from the contract, but callers outside TypeScript can send anything: validate user values. */
  body: RequestOf<K>;
  /** Set when the caller can cancel (api.post's options); long handlers stop and reject with 499. */
  signal?: AbortSignal;
  /** Set when the caller shows progress; long handlers report through it. */
  onProgress?: (progress: RequestProgress) => void;
}

export type Handler<K extends RouteKey> = (ctx: RequestContext<K>) => ResponseOf<K> | Promise<ResponseOf<K>>;

export interface RouteOptions<K extends RouteKey> {
  handle: Handler<K>;
  /** GET only: keep results in the result cache for this long; writes to the same area drop them. */
  cache?: { ttlMs: number };
  /** Writes only: extra areas whose cached results this route makes stale (its own area always is). */
  invalidates?: readonly string[];
}

export type RouteEntry<K extends RouteKey> = Handler<K> | RouteOptions<K>;

/** One area's routes. Declare with `satisfies RouteModule` so handlers are typed from the contract. */
export type RouteModule = { [K in RouteKey]?: RouteEntry<K> };
