/** Website Crawler routes: a crawl job, or the same extraction over uploaded pages. */
import { ApiError, CANCELLED_STATUS } from '../../../contract/errors';
import { type AnalyzeUploadedPagesRequest, type AnalyzeWebsiteRequest } from '../../../contract/types/website';
import { isJsonObject } from '../../../contract/json';
import { CRAWL_MAX_PAGES } from '../../../contract/settings';
import type { RouteModule } from '../types';
import { bodyObject } from '../validate';
import { analysePages, latestAnalysis } from '../website/analysis';
import { awaitCrawl, crawlJobs } from '../website/crawlJob';
import { corsProxy } from '../website/proxy';
import { MAX_UPLOAD_CHARS, MAX_UPLOAD_FILES, readUploadedPages, UNKNOWN_PAGE_HOST } from '../website/uploads';
import { RunCancelledError } from '../workers';

const CRAWL_CANCELLED = 'Website analysis cancelled';

/** 'example.com/blog' becomes 'https://example.com/blog'; anything that is not a web address is refused. */
export function websiteUrl(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new ApiError(400, 'Please enter a website URL to analyze');
  const text = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new ApiError(400, `"${text.slice(0, 80)}" is not a website address: enter one like https://example.com`);
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    (!url.hostname.includes('.') && url.hostname !== 'localhost')
  ) {
    throw new ApiError(400, `"${text.slice(0, 80)}" is not a website address: enter one like https://example.com`);
  }
  url.hash = '';
  return url.href;
}

function maxPages(value: unknown): number {
  const { min, max } = CRAWL_MAX_PAGES;
  if (value === undefined || value === null) return CRAWL_MAX_PAGES.default;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new ApiError(400, `Max pages must be a whole number from ${min} to ${max}`);
  }
  return value;
}

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

function uploadedFiles(value: unknown): AnalyzeUploadedPagesRequest['files'] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new ApiError(400, 'Choose at least one saved page (.html), sitemap.xml or Screaming Frog export');
  }
  if (value.length > MAX_UPLOAD_FILES) throw new ApiError(413, `Upload at most ${MAX_UPLOAD_FILES} files at once`);
  return value.map((file) => {
    if (!isJsonObject(file) || typeof file.name !== 'string' || typeof file.text !== 'string') {
      throw new ApiError(400, 'Each file needs a name and its text');
    }
    if (file.text.length > MAX_UPLOAD_CHARS) throw new ApiError(413, `${file.name} is larger than 10 MB`);
    return { name: file.name, text: file.text };
  });
}

export const websiteRoutes = {
  'POST /api/analyze-website': {
    changes: ['jobs', 'crawled_pages', 'analyses'],
    handle: async ({ body, signal, onProgress }) => {
      const request = bodyObject(body) as Partial<AnalyzeWebsiteRequest>;
      const job = await crawlJobs.start({
        url: websiteUrl(request.url),
        max_pages: maxPages(request.max_pages),
        extract_paa: flag(request.extract_paa, true),
        extract_related: flag(request.extract_related, true),
        proxy: await corsProxy(),
      });
      try {
        return await awaitCrawl(job, signal, onProgress);
      } catch (error) {
        if (error instanceof RunCancelledError) throw new ApiError(CANCELLED_STATUS, CRAWL_CANCELLED);
        throw error;
      }
    },
  },

  'POST /api/analyze-website/pages': {
    changes: ['crawled_pages', 'analyses'],
    handle: async ({ body }) => {
      const request = bodyObject(body) as Partial<AnalyzeUploadedPagesRequest>;
      const startedAt = performance.now();
      const { pages, source } = await readUploadedPages(uploadedFiles(request.files));
      if (pages.length === 0) throw new ApiError(422, 'The files hold no page to read');
      const known = pages.find(({ page }) => page.host !== UNKNOWN_PAGE_HOST)?.page;
      return analysePages({
        url: known?.url ?? pages[0].page.url,
        host: known?.host ?? 'saved pages',
        pages,
        skipped: [],
        source,
        sitemapUsed: false,
        startedAt,
        options: { extract_paa: flag(request.extract_paa, true), extract_related: flag(request.extract_related, true) },
      });
    },
  },

  'GET /api/analyze-website/latest': {
    cache: { ttlMs: 60_000, dependsOn: ['analyses'] },
    handle: async () => {
      const latest = await latestAnalysis();
      if (!latest) throw new ApiError(404, 'No website analysis yet');
      return latest;
    },
  },
} satisfies RouteModule;
