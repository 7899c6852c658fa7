import * as Comlink from 'comlink';
import * as core from './core';

/**
 * The Advanced Data Sources files and analyses off the main thread: Search Console exports (zip
 * or CSV, fflate loaded on first zip), Keyword Planner and Semrush exports, the Search Console
 * analysis. Errors in files come back as data with a message for the user.
 */
const api = { ...core };

export type DataSourcesWorkerApi = typeof api;

Comlink.expose(api);
