import { estimateKeywordMetrics, estimateMany, expandKeywords } from './index';

/** What the estimates worker exposes; the main thread loads the same object when there is no worker. */
export const estimatesWorkerApi = { estimateKeywordMetrics, estimateMany, expandKeywords };

export type EstimatesWorkerApi = typeof estimatesWorkerApi;
