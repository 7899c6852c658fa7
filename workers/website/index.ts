/** The website extraction core: parse pages, sitemaps and Screaming Frog exports; extract keywords. */
export { parseHtml } from './parse';
export { normaliseUrl, hostOf } from './urls';
export { extractSite, MAX_KEYWORDS } from './extract';
export { parseSitemap } from './sitemap';
export { looksLikeSitemap } from './looksLikeSitemap';
export { parseScreamingFrog, readScreamingFrog, looksLikeScreamingFrog, ScreamingFrogError } from './screamingFrog';
export { parseRobots, isAllowed, ALLOW_ALL, CRAWLER_AGENT } from './robots';
export type * from './types';
