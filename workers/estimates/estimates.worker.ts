import * as Comlink from 'comlink';
import { estimateKeywordMetrics, estimateMany, expandKeywords, opportunityScore } from './index';

const api = { estimateKeywordMetrics, estimateMany, expandKeywords, opportunityScore };

export type EstimatesWorkerApi = typeof api;

Comlink.expose(api);
