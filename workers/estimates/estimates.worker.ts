import * as Comlink from 'comlink';
import { estimateKeywordMetrics, estimateMany, expandKeywords } from './index';

const api = { estimateKeywordMetrics, estimateMany, expandKeywords };

export type EstimatesWorkerApi = typeof api;

Comlink.expose(api);
