/**
 * The crawl: the start page's origin only (scheme, host and port), robots.txt honoured, the sitemap
 * first when there is one, then the links found on the pages read, at most two requests at a time.
 */
import { ApiError } from '../../../contract/errors';
import type { SkippedPage } from '../../../contract/types/website';
import { ALLOW_ALL, type RobotsRules } from '@workers/website/robots';
import { normaliseUrl } from '@workers/website/urls';
import type { ParsedPage } from '@workers/website/types';
import { workerServices } from '../workers';
import { fetchText, type FetchFailure, type FetchOptions } from './fetchPage';

export const MAX_CONCURRENT_REQUESTS = 2;
/** Sitemap URLs and links queued at most: a huge sitemap must not fill memory for a 10-page crawl. */
const MAX_QUEUE = 500;
const MAX_SKIPPED_LISTED = 100;

/** The sentence the panel shows when the browser may not read the site, with what works instead. */
export const CRAWL_BLOCKED_MESSAGE =
  'This site does not let a browser read its pages (it sends no CORS headers), so it cannot be crawled from here: upload saved pages, its sitemap.xml or a Screaming Frog export instead.';

/** What to do when the first page could not be read for a reason other than CORS. */
const FIRST_PAGE_ADVICE: Record<Exclude<FetchFailure, 'cors'>, string> = {
  offline: 'Connect to the internet and crawl again; saved pages or a sitemap.xml can be uploaded meanwhile.',
  unreachable: 'Check the address (open it in a browser tab) and crawl again.',
  redirects: 'Open the address in a browser tab to see where it leads, and crawl the address it ends at.',
};

export interface CrawlOptions {
  maxPages: number;
  signal: AbortSignal;
  proxy: string | null;
  progress(pagesRead: number, message: string): void;
}

export interface CrawlOutcome {
  pages: ParsedPage[];
  skipped: SkippedPage[];
  sitemapUsed: boolean;
}

const SKIPPED_EXTENSIONS = /\.(?:jpe?g|png|gif|webp|svg|ico|pdf|zip|gz|mp3|mp4|avi|mov|css|js|json|xml|txt|woff2?)$/i;

async function readRobots(origin: string, fetchOptions: FetchOptions): Promise<RobotsRules> {
  const outcome = await fetchText(`${origin}/robots.txt`, { ...fetchOptions, accept: /text\/plain|^$/ });
  // RFC 9309: an unavailable robots.txt (4xx) allows everything; so does one the browser may not read.
  return outcome.ok ? workerServices().website.parseRobots(undefined, outcome.text) : ALLOW_ALL;
}

async function readSitemapUrls(origin: string, robots: RobotsRules, fetchOptions: FetchOptions): Promise<string[]> {
  // Only the site's own sitemaps: a `Sitemap:` line or a sitemap index naming another origin is not
  // requested, since the user named this site and no other.
  const sameOrigin = (url: string) => URL.canParse(url) && new URL(url).origin === origin;
  const listed = robots.sitemaps.filter(sameOrigin);
  const candidates = listed.length > 0 ? listed.slice(0, 2) : [`${origin}/sitemap.xml`];
  const accept = /xml|text\/plain/i;
  for (const sitemapUrl of candidates) {
    const outcome = await fetchText(sitemapUrl, { ...fetchOptions, accept });
    if (!outcome.ok) continue;
    const content = await workerServices().website.parseSitemap(undefined, outcome.text);
    if (content.urls.length > 0) return content.urls.slice(0, MAX_QUEUE);
    for (const child of content.sitemaps.filter(sameOrigin).slice(0, 2)) {
      const nested = await fetchText(child, { ...fetchOptions, accept });
      if (nested.ok)
        return (await workerServices().website.parseSitemap(undefined, nested.text)).urls.slice(0, MAX_QUEUE);
    }
  }
  return [];
}

export async function crawlSite(startUrl: string, options: CrawlOptions): Promise<CrawlOutcome> {
  const start = new URL(startUrl);
  const host = start.hostname.toLowerCase();
  const origin = start.origin;
  const fetchOptions: FetchOptions = { signal: options.signal, proxy: options.proxy };
  options.progress(0, 'Reading robots.txt');
  const robots = await readRobots(start.origin, fetchOptions);
  options.progress(0, 'Looking for a sitemap');
  const fromSitemap = await readSitemapUrls(start.origin, robots, fetchOptions);

  const queue: string[] = [];
  const seen = new Set<string>();
  const skipped: SkippedPage[] = [];
  const skip = (url: string, reason: string) => {
    if (skipped.length < MAX_SKIPPED_LISTED) skipped.push({ url, reason });
  };
  // Robots rules are matched in the website worker, a page's links in one call.
  const enqueue = async (raws: readonly string[]) => {
    const candidates: { url: string; path: string }[] = [];
    for (const raw of raws) {
      const url = normaliseUrl(raw, start.href);
      if (!url || seen.has(url) || queue.length + candidates.length >= MAX_QUEUE) continue;
      seen.add(url);
      const parsed = new URL(url);
      if (parsed.origin !== origin) continue;
      const extension = SKIPPED_EXTENSIONS.exec(parsed.pathname)?.[0];
      if (extension) skip(url, `Not an HTML page (${extension.toLowerCase()} file)`);
      else candidates.push({ url, path: parsed.pathname + parsed.search });
    }
    if (candidates.length === 0) return;
    const allowed =
      robots.rules.length === 0
        ? candidates.map(() => true)
        : await workerServices().website.allowedPaths(
            undefined,
            robots,
            candidates.map((candidate) => candidate.path),
          );
    candidates.forEach(({ url }, index) => {
      if (allowed[index]) queue.push(url);
      else skip(url, 'Disallowed by robots.txt');
    });
  };
  await enqueue([start.href, ...fromSitemap]);

  const pages: ParsedPage[] = [];
  let firstRead = true;
  while (queue.length > 0 && pages.length < options.maxPages) {
    const batch = queue.splice(0, Math.min(MAX_CONCURRENT_REQUESTS, options.maxPages - pages.length));
    // Only the address the user named may redirect anywhere (and is refused after if it left the site).
    const outcomes = await Promise.all(
      batch.map((url) => fetchText(url, url === start.href ? { ...fetchOptions, redirects: 'follow' } : fetchOptions)),
    );
    for (const [index, outcome] of outcomes.entries()) {
      const url = batch[index];
      if (!outcome.ok) {
        if (firstRead && pages.length === 0 && outcome.failure) {
          if (outcome.failure === 'cors') throw new ApiError(502, CRAWL_BLOCKED_MESSAGE);
          throw new ApiError(422, `${outcome.reason}. ${FIRST_PAGE_ADVICE[outcome.failure]}`);
        }
        skip(url, outcome.reason);
        continue;
      }
      const parsed = await workerServices().website.parseHtml(
        undefined,
        outcome.text,
        outcome.finalUrl,
        'crawl',
        outcome.status,
        new Date().toISOString(),
      );
      if (pages.length < options.maxPages) pages.push(parsed);
      await enqueue(parsed.page.links.filter((link) => link.internal).map((link) => link.href));
      options.progress(pages.length, `Read ${pages.length} of at most ${options.maxPages} pages`);
    }
    firstRead = false;
  }
  if (pages.length === 0) {
    const reason = skipped[0]?.reason ?? 'nothing to read';
    throw new ApiError(422, `No page of ${host} could be read (${reason}). Check the address, or upload saved pages.`);
  }
  return { pages, skipped, sitemapUsed: fromSitemap.length > 0 };
}
