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

/** Turns anything a handler threw into an ApiError: unexpected failures become a 500. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error && error.message ? error.message : 'Unexpected error';
  return new ApiError(500, message);
}
