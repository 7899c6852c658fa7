import { extractSite } from './extract';
import { parseHtml } from './parse';
import { readScreamingFrog } from './screamingFrog';
import { allowedPaths, parseRobots } from './robots';
import { parseSitemap } from './sitemap';

/**
 * The website core in its worker: HTML is parsed there, off the main thread and never into a document;
 * robots.txt is read and matched there too, so a hostile file costs the worker, not the page.
 */
export const websiteWorkerApi = { parseHtml, extractSite, parseSitemap, readScreamingFrog, parseRobots, allowedPaths };

export type WebsiteWorkerApi = typeof websiteWorkerApi;
