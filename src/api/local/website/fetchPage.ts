/**
 * One HTTP read for the crawler: a per-request timeout, a 10 MB cap read as a stream, HTML only,
 * no redirect off the site, cookies never sent. A read the browser blocks for want of CORS headers
 * is told apart from being offline, an unreachable server and a redirect loop, because the panel
 * offers uploads only for the first and says what to check for the others.
 */

import { decodeHtml } from '@/lib/htmlCharset';

export const PAGE_TIMEOUT_MS = 15_000;
export const MAX_PAGE_BYTES = 10 * 1024 * 1024;

/** Why a read failed before any answer arrived; `cors` is the only one uploads can work around. */
export type FetchFailure = 'cors' | 'offline' | 'unreachable' | 'redirects';

export type FetchOutcome =
  { ok: true; text: string; status: number; finalUrl: string } | { ok: false; reason: string; failure?: FetchFailure };

export interface FetchOptions {
  signal: AbortSignal;
  /** The user's own CORS proxy: the page URL is appended to it, encoded. */
  proxy: string | null;
  /** Accepted content types; HTML pages by default. */
  accept?: RegExp;
  timeoutMs?: number;
  /**
   * 'follow' only for the address the user named: a browser requests a redirect's target before it
   * says where it was, so every other read refuses redirects it cannot see (`redirect: 'manual'`)
   * and follows those it can see within the site, never requesting another origin.
   */
  redirects?: 'follow' | 'within-site';
}

/** Redirects followed within the site before a read gives up (RFC 9309 asks for at least five). */
const MAX_REDIRECTS = 5;

/** A redirect the browser hides (an opaque redirect): where it leads cannot be known without requesting it. */
export const HIDDEN_REDIRECT_REASON =
  'Redirects: not followed, because a browser cannot see where a redirect leads before requesting it, and the crawl requests only the site you named';

const HTML = /text\/html|application\/xhtml\+xml/i;

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

const originOf = (url: string) => new URL(url).origin;

const FAILURE_REASONS: Record<FetchFailure, string> = {
  cors: 'The site does not let a browser read its pages (no CORS headers)',
  offline: 'This device is offline',
  unreachable: 'The server could not be reached (connection refused, or the name does not resolve)',
  redirects: 'The redirects could not be followed (a loop, or too many)',
};

/**
 * fetch gives the same bare TypeError for a CORS refusal, a refused connection and a redirect
 * loop. An opaque (`no-cors`) read succeeds when the server answered, so CORS was the refusal; then
 * a read with `redirect: 'manual'` (which `no-cors` does not allow) sees whether the first answer
 * was a redirect.
 */
async function diagnose(url: string, signal: AbortSignal): Promise<FetchFailure> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  try {
    await fetch(url, { signal, credentials: 'omit', mode: 'no-cors', redirect: 'follow' });
    return 'cors';
  } catch {
    if (signal.aborted) throw signal.reason;
  }
  try {
    const first = await fetch(url, { signal, credentials: 'omit', mode: 'cors', redirect: 'manual' });
    return first.type === 'opaqueredirect' ? 'redirects' : 'unreachable';
  } catch {
    if (signal.aborted) throw signal.reason;
    return 'unreachable';
  }
}

export async function fetchText(url: string, options: FetchOptions, hops = 0): Promise<FetchOutcome> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? PAGE_TIMEOUT_MS);
  const signal = AbortSignal.any([options.signal, timeout]);
  const target = options.proxy ? `${options.proxy}${encodeURIComponent(url)}` : url;
  const follow = options.proxy !== null || options.redirects === 'follow';
  let response: Response;
  try {
    response = await fetch(target, {
      signal,
      credentials: 'omit',
      redirect: follow ? 'follow' : 'manual',
      mode: 'cors',
    });
  } catch (error) {
    if (options.signal.aborted) throw options.signal.reason;
    if (timeout.aborted) return { ok: false, reason: `No answer within ${PAGE_TIMEOUT_MS / 1000} seconds` };
    if (options.proxy) {
      const detail = error instanceof Error ? error.message : 'no answer';
      return { ok: false, reason: `The CORS proxy could not be reached (${detail})` };
    }
    const failure = await diagnose(url, options.signal);
    return { ok: false, reason: FAILURE_REASONS[failure], failure };
  }
  if (response.type === 'opaqueredirect') return { ok: false, reason: HIDDEN_REDIRECT_REASON };
  const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
  if (!follow && location !== null) {
    void response.body?.cancel();
    const next = URL.canParse(location, url) ? new URL(location, url).href : null;
    if (!next) return { ok: false, reason: `HTTP ${response.status} to an address that is not a URL` };
    if (originOf(next) !== originOf(url))
      return { ok: false, reason: `Redirected to another site (${originOf(next)})` };
    if (hops >= MAX_REDIRECTS) return { ok: false, reason: FAILURE_REASONS.redirects, failure: 'redirects' };
    return fetchText(next, options, hops + 1);
  }
  if (!options.proxy && response.url && originOf(response.url) !== originOf(url)) {
    return { ok: false, reason: `Redirected to another site (${originOf(response.url)})` };
  }
  if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` };
  const contentType = response.headers.get('content-type') ?? '';
  if (!(options.accept ?? HTML).test(contentType)) {
    void response.body?.cancel();
    return {
      ok: false,
      reason: `Not an HTML page (${contentType.split(';')[0] || 'no content type'})`,
    };
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_PAGE_BYTES) {
    void response.body?.cancel();
    return { ok: false, reason: 'Larger than 10 MB' };
  }
  try {
    const bytes = await readCapped(response, signal);
    if (!bytes) return { ok: false, reason: 'Larger than 10 MB' };
    const { text, encoding, unreadable } = decodeHtml(bytes, contentType);
    if (unreadable)
      return {
        ok: false,
        reason: `Its text does not read as ${encoding} (the page names no encoding, or a wrong one)`,
      };
    // Through a proxy the response URL is the proxy's: the page is still the one asked for.
    const finalUrl = options.proxy ? url : response.url || url;
    return { ok: true, text, status: response.status, finalUrl };
  } catch (error) {
    if (options.signal.aborted) throw options.signal.reason;
    if (timeout.aborted) return { ok: false, reason: `No answer within ${PAGE_TIMEOUT_MS / 1000} seconds` };
    return { ok: false, reason: error instanceof Error ? error.message : 'Could not be read' };
  }
}
