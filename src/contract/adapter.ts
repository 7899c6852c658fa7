import type { Method } from '.';

/**
 * Where requests go. The local adapter answers inside the browser; a remote adapter (HTTP to a
 * server implementing the same contract) plugs in through `setAdapter` in client.ts.
 * Implementations resolve with the response data and reject with ApiError.
 */
export interface Adapter {
  request(method: Method, path: string, body?: unknown, options?: RequestOptions): Promise<unknown>;
  /**
   * Calls `listener` after stored data of one of `stores` changed; returns the unsubscribe function.
   * `external` is true when another tab, or another device through sync, made the change.
   */
  subscribe(stores: readonly string[], listener: (change: StoreChange) => void): () => void;
}

/** A change of stored data, as screens hear of it. */
export type StoreChange = {
  source: string;
  kind: 'created' | 'edited' | 'deleted';
  ids?: readonly string[];
  external: boolean;
};

/** How far a long request (a clustering run, an upload) has got; `R` is the route's response. */
export type RequestProgress<R = unknown> = {
  /** Machine name of the step, e.g. 'estimating', 'clustering', 'saving'. */
  stage: string;
  /** Share of the whole request done, 0..1, never going back. */
  fraction: number;
  /** What to show under the progress bar, e.g. 'Clustering keywords'. */
  message: string;
  /**
   * The response ahead of the request's end, when a route has it before its last step: POST
   * /api/cluster's result while it is being stored. The request then resolves to this same value,
   * or rejects when that step fails (the response was not stored).
   */
  response?: R;
};

/** A report with no response in it, as every step before a route's last one makes. */
export type ProgressReport = RequestProgress<never>;

/**
 * Optional third argument of `api.post`: progress reports and cancellation.
 * A cancelled request rejects with ApiError status 499 (CANCELLED_STATUS in ./errors.ts; '... cancelled') and
 * changes nothing.
 */
export type RequestOptions<R = unknown> = {
  onProgress?: (progress: RequestProgress<R>) => void;
  signal?: AbortSignal;
};
