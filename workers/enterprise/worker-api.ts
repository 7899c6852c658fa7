import { buildReport, reportRows, topClusters } from './report';

/** Reports and the dashboard's cluster ranking; the main thread loads the same object when there is no worker. */
export const enterpriseWorkerApi = { buildReport, reportRows, topClusters };

export type EnterpriseWorkerApi = typeof enterpriseWorkerApi;
