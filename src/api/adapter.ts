import type { Method } from './contract';

/**
 * Where requests go. The local adapter answers inside the browser; a remote adapter (HTTP to a
 * server implementing the same contract) plugs in through `setAdapter` in client.ts.
 * Implementations resolve with the response data and reject with ApiError.
 */
export interface Adapter {
  request(method: Method, path: string, body?: unknown): Promise<unknown>;
}
