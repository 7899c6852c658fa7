import { extractSite } from './extract';
import { parseHtml } from './parse';
import { readScreamingFrog } from './screamingFrog';
import { parseSitemap } from './sitemap';

/** The website core in its worker: HTML is parsed there, off the main thread and never into a document. */
export const websiteWorkerApi = { parseHtml, extractSite, parseSitemap, readScreamingFrog };

export type WebsiteWorkerApi = typeof websiteWorkerApi;
