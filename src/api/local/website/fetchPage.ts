/**
 * One HTTP read for the crawler: a per-request timeout, a 10 MB cap read as a stream, HTML only,
 * no redirect off the host, cookies never sent. A read the browser blocks for want of CORS headers
 * is told apart from other failures, because the panel then offers uploads instead.
 */

export const PAGE_TIMEOUT_MS = 15_000;
export const MAX_PAGE_BYTES = 10 * 1024 * 1024;

export type FetchOutcome =
  { ok: true; text: string; status: number; finalUrl: string } | { ok: false; reason: string; blocked: boolean };

export interface FetchOptions {
  signal: AbortSignal;
  /** The user's own CORS proxy: the page URL is appended to it, encoded. */
  proxy: string | null;
  /** Accepted content types; HTML pages by default. */
  accept?: RegExp;
  timeoutMs?: number;
}

const HTML = /text\/html|application\/xhtml\+xml/i;

function charsetOf(contentType: string): string {
  const match = /charset=["']?([\w-]+)/i.exec(contentType);
  try {
    return new TextDecoder(match?.[1] ?? 'utf-8').encoding;
  } catch {
    return 'utf-8';
  }
}

async function readCapped(response: Response, signal: AbortSignal): Promise<Uint8Array | null> {
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array(await response.arrayBuffer());
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    if (signal.aborted) throw signal.reason;
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_PAGE_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const hostOf = (url: string) => new URL(url).hostname.toLowerCase();

export async function fetchText(url: string, options: FetchOptions): Promise<FetchOutcome> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? PAGE_TIMEOUT_MS);
  const signal = AbortSignal.any([options.signal, timeout]);
  const target = options.proxy ? `${options.proxy}${encodeURIComponent(url)}` : url;
  let response: Response;
  try {
    response = await fetch(target, { signal, credentials: 'omit', redirect: 'follow', mode: 'cors' });
  } catch (error) {
    if (options.signal.aborted) throw options.signal.reason;
    if (timeout.aborted)
      return { ok: false, reason: `No answer within ${PAGE_TIMEOUT_MS / 1000} seconds`, blocked: false };
    // fetch gives a bare TypeError for a CORS refusal and for an unreachable host alike.
    return { ok: false, reason: error instanceof Error ? error.message : 'Could not be read', blocked: true };
  }
  if (!options.proxy && response.url && hostOf(response.url) !== hostOf(url)) {
    return { ok: false, reason: `Redirected to another site (${hostOf(response.url)})`, blocked: false };
  }
  if (!response.ok) return { ok: false, reason: `HTTP ${response.status}`, blocked: false };
  const contentType = response.headers.get('content-type') ?? '';
  if (!(options.accept ?? HTML).test(contentType)) {
    void response.body?.cancel();
    return {
      ok: false,
      reason: `Not an HTML page (${contentType.split(';')[0] || 'no content type'})`,
      blocked: false,
    };
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_PAGE_BYTES) {
    void response.body?.cancel();
    return { ok: false, reason: 'Larger than 10 MB', blocked: false };
  }
  try {
    const bytes = await readCapped(response, signal);
    if (!bytes) return { ok: false, reason: 'Larger than 10 MB', blocked: false };
    const text = new TextDecoder(charsetOf(contentType)).decode(bytes);
    // Through a proxy the response URL is the proxy's: the page is still the one asked for.
    const finalUrl = options.proxy ? url : response.url || url;
    return { ok: true, text, status: response.status, finalUrl };
  } catch (error) {
    if (options.signal.aborted) throw options.signal.reason;
    if (timeout.aborted)
      return { ok: false, reason: `No answer within ${PAGE_TIMEOUT_MS / 1000} seconds`, blocked: false };
    return { ok: false, reason: error instanceof Error ? error.message : 'Could not be read', blocked: false };
  }
}
