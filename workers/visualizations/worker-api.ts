import { buildVisualizations } from './index';

/** What the chart builder worker exposes; the main thread loads the same object when there is no worker. */
export const visualizationsWorkerApi = { buildVisualizations };

export type VisualizationsWorkerApi = typeof visualizationsWorkerApi;
