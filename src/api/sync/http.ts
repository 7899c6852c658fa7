/**
 * The CouchDB HTTP API as the replicator uses it. Every failure becomes a SyncError whose kind says
 * what the user can do: wait (offline, server, timeout), sign in again (unauthorized) or change the
 * data (forbidden, too large).
 */
export type SyncErrorKind = 'offline' | 'timeout' | 'unauthorized' | 'forbidden' | 'server' | 'bad-response';

export class SyncError extends Error {
  constructor(
    readonly kind: SyncErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'SyncError';
  }
}

export type Credentials = { url: string; username: string; password: string };

/** Requests that are not long polls give up after this long: a slow server is retried later. */
export const REQUEST_TIMEOUT_MS = 30_000;

const basic = ({ username, password }: Credentials) => {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
};

function statusError(status: number, reason: string): SyncError {
  if (status === 401) return new SyncError('unauthorized', `Signed out: the server refused the password (${reason}).`);
  if (status === 403) return new SyncError('forbidden', reason);
  return new SyncError('server', `The server answered ${status}: ${reason}. Sync retries on its own.`);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new SyncError('bad-response', `The server answered ${response.status} with something other than JSON.`);
  }
}

const reasonOf = (body: unknown): string => {
  if (typeof body === 'object' && body !== null) {
    const { reason, error } = body as { reason?: unknown; error?: unknown };
    if (typeof reason === 'string') return reason;
    if (typeof error === 'string') return error;
  }
  return 'no reason given';
};

export type CouchRequest = {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Answer null instead of failing when the document does not exist (or was deleted). */
  missingOk?: boolean;
};

/** One database of one server, with the user's credentials (HTTP Basic on every request). */
export class CouchDatabase {
  constructor(
    private readonly credentials: Credentials,
    readonly database: string,
    private readonly timeoutMs = REQUEST_TIMEOUT_MS,
  ) {}

  get user(): string {
    return this.credentials.username;
  }

  url(path: string): string {
    const base = this.credentials.url.endsWith('/') ? this.credentials.url : `${this.credentials.url}/`;
    return new URL(path.startsWith('/') ? path.slice(1) : `${encodeURIComponent(this.database)}/${path}`, base).href;
  }

  async request({ method, path, body, signal, timeoutMs = this.timeoutMs, missingOk }: CouchRequest): Promise<unknown> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signals = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetch(this.url(path), {
        method,
        headers: {
          authorization: basic(this.credentials),
          accept: 'application/json',
          'content-type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signals,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      if (timeout.aborted)
        throw new SyncError('timeout', 'The server did not answer in time. Sync retries on its own.');
      throw new SyncError('offline', 'The server cannot be reached. Changes wait on this device.');
    }
    if (response.status === 404 && missingOk) {
      await response.body?.cancel();
      return null;
    }
    const json = await readJson(response);
    if (!response.ok) throw statusError(response.status, reasonOf(json));
    return json;
  }
}
