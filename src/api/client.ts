/**
 * The one way screens reach data: `api.get/post/put/delete(path, body)`, resolving to the response
 * data itself and rejecting with ApiError. Paths are concrete (`/api/industries/abc/clusters`,
 * `/api/trending-clusters?limit=10`); their types are derived from the route keys of the contract,
 * so a path no route accepts, or a body of the wrong shape, does not compile.
 */
import type { Contract, Method, RouteKey } from '../contract';
import type { Adapter, RequestOptions, StoreChange } from '../contract/adapter';
import type { KeyFor, PathFor } from './paths';

type KeyOf<M extends Method, P extends string> = KeyFor<RouteKey, M, P>;

export type ResponseFor<M extends Method, P extends string> = Contract[KeyOf<M, P>]['response'];
export type RequestFor<M extends Method, P extends string> = Contract[KeyOf<M, P>]['request'];

/**
 * A route without a body takes no body; the others require theirs. Then, optionally, progress and
 * cancellation: `api.post('/api/cluster', body, { onProgress, signal })`.
 */
type BodyArgs<M extends Method, P extends string> = [RequestFor<M, P>] extends [undefined]
  ? [body?: undefined, options?: RequestOptions<ResponseFor<M, P>>]
  : [body: RequestFor<M, P>, options?: RequestOptions<ResponseFor<M, P>>];

/**
 * The local adapter (its routes, Dexie, the worker bridge) loads with the first request, not with
 * the shell: the first paint does not wait for code the visible tab may not need yet.
 */
let adapter: Promise<Adapter> | undefined;

const localAdapter = () => import('./local/load').then((module) => module.loadLocalAdapter());

/** Seam for the remote adapter (src/api/remote.ts, later): swaps where requests go. */
export function setAdapter(next: Adapter): void {
  adapter = Promise.resolve(next);
}

async function send<M extends Method, P extends string>(
  method: M,
  path: P,
  body?: unknown,
  options?: RequestOptions<ResponseFor<M, P>>,
): Promise<ResponseFor<M, P>> {
  adapter ??= localAdapter();
  // The adapter is untyped by route: it hands the route's own response to onProgress, as to the promise.
  return (await adapter).request(method, path, body, options as RequestOptions) as Promise<ResponseFor<M, P>>;
}

/** Subscribes once the adapter has loaded; the returned function unsubscribes, even before that. */
function subscribe(stores: readonly string[], listener: (change: StoreChange) => void): () => void {
  adapter ??= localAdapter();
  let unsubscribe: (() => void) | null = null;
  let done = false;
  void adapter.then((loaded) => {
    if (!done) unsubscribe = loaded.subscribe(stores, listener);
  });
  return () => {
    done = true;
    unsubscribe?.();
  };
}

export const api = {
  subscribe,
  get: <P extends PathFor<RouteKey, 'GET'>>(path: P) => send('GET', path),
  post: <P extends PathFor<RouteKey, 'POST'>>(path: P, ...[body, options]: BodyArgs<'POST', P>) =>
    send('POST', path, body, options),
  put: <P extends PathFor<RouteKey, 'PUT'>>(path: P, ...[body]: BodyArgs<'PUT', P>) => send('PUT', path, body),
  delete: <P extends PathFor<RouteKey, 'DELETE'>>(path: P) => send('DELETE', path),
};

export type Api = typeof api;
export type { Adapter, RequestOptions, RequestProgress, StoreChange } from '../contract/adapter';
