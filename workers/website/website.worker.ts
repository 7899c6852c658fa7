import * as Comlink from 'comlink';
import { extractSite } from './extract';
import { parseHtml } from './parse';
import { readScreamingFrog } from './screamingFrog';
import { parseSitemap } from './sitemap';

/** The website core in its worker: HTML is parsed here, off the main thread and never into a document. */
const api = { parseHtml, extractSite, parseSitemap, readScreamingFrog };

export type WebsiteWorkerApi = typeof api;

Comlink.expose(api);
