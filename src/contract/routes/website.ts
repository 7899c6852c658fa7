/** Website Crawler (spec 000 §7, 001 §2.1 and §3): crawl a site, or read saved pages, and extract keywords. */
import type { AnalyzeUploadedPagesRequest, AnalyzeWebsiteRequest, WebsiteAnalysis } from '../types/website';

export interface WebsiteRoutes {
  /**
   * Crawls the site as a 'crawl' job (same host, robots.txt, sitemap, 2 requests at a time) and
   * waits for it; progress and cancel: third argument of api.post. 502 when the browser may not
   * read the site (no CORS headers).
   */
  'POST /api/analyze-website': { request: AnalyzeWebsiteRequest; response: WebsiteAnalysis };
  /** The same extraction over saved .html pages, a sitemap.xml or a Screaming Frog 'Internal - HTML' export. */
  'POST /api/analyze-website/pages': { request: AnalyzeUploadedPagesRequest; response: WebsiteAnalysis };
  /** The latest website analysis, or 404 when there is none. */
  'GET /api/analyze-website/latest': { request: undefined; response: WebsiteAnalysis };
}
