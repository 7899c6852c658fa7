/**
 * Routes of long-running jobs (exports, imports, manuals, crawls, reports). Each area starts its
 * own jobs with its own route; these read, cancel, download and clean them up. The spec's generic
 * job routes (002 §7) are aliases of the same handlers.
 */
import type { Job, JobDownload, JobList, JobsCleanupResponse } from '../types/jobs';

export interface JobsRoutes {
  /** Query: kind (filter), limit (default 50, at most 500). Newest first. */
  'GET /api/jobs': { request: undefined; response: JobList };
  /** 404 'Job not found'. */
  'GET /api/jobs/{id}': { request: undefined; response: Job };
  /** The cancelled job; 409 when it has already finished. */
  'POST /api/jobs/{id}/cancel': { request: undefined; response: Job };
  /** 409 until the job has completed; 404 when it has no file (or the file was cleaned up). */
  'GET /api/jobs/{id}/download': { request: undefined; response: JobDownload };
  /** Deletes files and finished jobs older than 7 days (also done when the app starts). */
  'DELETE /api/jobs/cleanup': { request: undefined; response: JobsCleanupResponse };

  'GET /api/data-jobs/{id}/status': { request: undefined; response: Job };
  'GET /api/export/download/{jobId}': { request: undefined; response: JobDownload };
  'DELETE /api/data-jobs/cleanup': { request: undefined; response: JobsCleanupResponse };
}
