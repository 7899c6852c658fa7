import { analyseAlerts, analyseEmerging, analyseSeasonal, analyseTrending } from './analyse';

/** What the discovery worker exposes; the main thread loads the same object when there is no worker. */
export const discoveryWorkerApi = { analyseTrending, analyseSeasonal, analyseEmerging, analyseAlerts };

export type DiscoveryWorkerApi = typeof discoveryWorkerApi;
