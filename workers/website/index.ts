/** The website extraction core: parse pages, sitemaps and Screaming Frog exports; extract keywords. */
export { parseHtml, normaliseUrl, hostOf } from './parse';
export { extractSite, MAX_KEYWORDS } from './extract';
export { parseSitemap, looksLikeSitemap } from './sitemap';
export { parseScreamingFrog, readScreamingFrog, looksLikeScreamingFrog, ScreamingFrogError } from './screamingFrog';
export { parseRobots, isAllowed, ALLOW_ALL, CRAWLER_AGENT } from './robots';
export type * from './types';
