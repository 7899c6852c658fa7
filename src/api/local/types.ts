import type { RequestProgress } from '../../contract/adapter';
import type { RequestOf, ResponseOf, RouteKey } from '../../contract';
import type { StoreName } from './changes';

/** What a handler receives: decoded path parameters, the query string, and the body. */
export interface RequestContext<K extends RouteKey> {
  params: Readonly<Record<string, string>>;
  query: Readonly<Record<string, string>>;
  /** Typed from the contract, but callers outside TypeScript can send anything: validate user values. */
  body: RequestOf<K>;
  /** Set when the caller can cancel (api.post's options); long handlers stop and reject with 499. */
  signal?: AbortSignal;
  /** Set when the caller shows progress; long handlers report through it. */
  onProgress?: (progress: RequestProgress<ResponseOf<K>>) => void;
}

export type Handler<K extends RouteKey> = (ctx: RequestContext<K>) => ResponseOf<K> | Promise<ResponseOf<K>>;

/** A read: a bare handler, or a handler whose results the result cache keeps. */
export interface ReadRoute<K extends RouteKey> {
  handle: Handler<K>;
  /** Keep results for `ttlMs`; a change to a source in `dependsOn` drops them. */
  cache?: { ttlMs: number; dependsOn: readonly StoreName[] };
}

/** A write must say what it changes, so nothing that depends on that data can be forgotten. */
export interface WriteRoute<K extends RouteKey> {
  handle: Handler<K>;
  /**
   * The sources this route changes (`[]` when it stores nothing). Each gets a change event once
   * the route has answered, or failed (a failed write may have changed part of it). Stores that
   * know which records changed (clustering results) emit their own, more precise events as well.
   */
  changes: readonly StoreName[];
}

export type RouteEntry<K extends RouteKey> = K extends `GET ${string}` ? Handler<K> | ReadRoute<K> : WriteRoute<K>;

/** One area's routes. Declare with `satisfies RouteModule` so handlers are typed from the contract. */
export type RouteModule = { [K in RouteKey]?: RouteEntry<K> };
