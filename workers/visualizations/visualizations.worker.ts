import * as Comlink from 'comlink';
import { buildVisualizations } from './index';

/** Exposed with Comlink; declared once with defineWorker in src/api/local/workers.ts. */
const api = { buildVisualizations };

export type VisualizationsWorkerApi = typeof api;

Comlink.expose(api);
