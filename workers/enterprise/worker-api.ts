import { renderReportPdf } from './pdf';
import { buildReport, reportRows, topClusters } from './report';

/**
 * Reports (content, CSV rows, branded PDF) and the dashboard's cluster ranking; the main thread
 * loads the same object when there is no worker.
 */
export const enterpriseWorkerApi = { buildReport, reportRows, topClusters, renderReportPdf };

export type EnterpriseWorkerApi = typeof enterpriseWorkerApi;
