/**
 * The one error type of the /api layer. Handlers throw it; the client rejects with it. It carries
 * the shape an HTTP client error has (`error.response.status`, `error.response.data.detail`) so
 * the UI reads local and remote failures the same way.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly response: { status: number; data: { detail: string } };

  constructor(status: number, detail: string) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.response = { status, data: { detail } };
  }
}

/**
 * The status of a request cancelled through its signal (RequestOptions in ./adapter.ts): the
 * handler stopped and changed nothing, so a screen shows no error.
 */
export const CANCELLED_STATUS = 499;

/** The server's detail message of a failed call, when it sent one (any HTTP-client-shaped error). */
export function errorDetail(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const response: unknown = error.response;
  if (typeof response !== 'object' || response === null || !('data' in response)) return undefined;
  const data: unknown = response.data;
  if (typeof data !== 'object' || data === null || !('detail' in data)) return undefined;
  const detail: unknown = data.detail;
  return typeof detail === 'string' && detail.trim() !== '' ? detail : undefined;
}

export const STORAGE_FULL =
  'Not enough storage space on this device to save this. Free some space, or delete old clustering runs, then try again.';

/** Names browsers give a write refused for lack of space (Firefox's legacy name included). */
const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

/**
 * Whether an IndexedDB write failed because the device is full. Dexie passes the browser's
 * QuotaExceededError through by name, or wraps it: an aborted transaction's AbortError carries it
 * as `inner`, a bulk write's BulkError in `failures`.
 */
export function isQuotaError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  if ('name' in error && typeof error.name === 'string' && QUOTA_NAMES.has(error.name)) return true;
  const wrapped: unknown[] = [];
  if ('inner' in error) wrapped.push(error.inner);
  if ('cause' in error) wrapped.push(error.cause);
  if ('failures' in error && Array.isArray(error.failures)) wrapped.push(...(error.failures as unknown[]));
  return wrapped.some((inner) => isQuotaError(inner, depth + 1));
}

/**
 * Turns anything a handler threw into an ApiError: a full device becomes a 507 a person can act
 * on (the transaction that hit it was rolled back, so nothing stored is lost); other unexpected
 * failures become a 500.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isQuotaError(error)) return new ApiError(507, STORAGE_FULL);
  const message = error instanceof Error && error.message ? error.message : 'Unexpected error';
  return new ApiError(500, message);
}
