/**
 * Routes of long-running jobs over the functions in ../jobs: list, status, cancel, download and
 * cleanup, under /api/jobs and under the spec's generic names (002 §7).
 *
 * An area's own job routes are one line each in its handler module, with the factories below
 * (plus the key and its response type in its `src/contract/routes/<area>.ts`):
 *   'GET /api/data-jobs/exports': jobListRoute('export'),
 *   'GET /api/learning-center/manuals/jobs/{jobId}': jobStatusRoute('jobId'),
 *   'GET /api/learning-center/manuals/download/{jobId}': jobDownloadRoute('jobId'),
 * A write alias also names what it changes: `{ handle: jobCancelRoute('jobId'), changes: ['jobs'] }`.
 * A route whose spec names other fields (a manual job's job_id, file_size) maps the Job in its handler.
 */
import { cancelJob, cleanupJobs, downloadJob, findJobs, getJob } from '../jobs';
import type { Job, JobDownload, JobList, JobsCleanupResponse } from '../../../contract/types/jobs';
import type { RequestContext, RouteModule } from '../types';
import type { RouteKey } from '../../../contract';
import { queryInt } from '../validate';

type Request = Pick<RequestContext<RouteKey>, 'params' | 'query'>;

const DEFAULT_LIST_LIMIT = 50;
const MAX_LIST_LIMIT = 500;

/** Jobs newest first: of `kind`, or of the `kind` in the query when not given; query `limit`. */
export const jobListRoute =
  (kind?: string) =>
  async ({ query }: Request): Promise<JobList> => ({
    jobs: await findJobs(kind ?? (query.kind || undefined), queryInt(query.limit, DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT)),
  });

/** The job whose id is the path parameter `param`. */
export const jobStatusRoute =
  (param: string) =>
  ({ params }: Request): Promise<Job> =>
    getJob(params[param] ?? '');

export const jobCancelRoute =
  (param: string) =>
  ({ params }: Request): Promise<Job> =>
    cancelJob(params[param] ?? '');

export const jobDownloadRoute =
  (param: string) =>
  ({ params }: Request): Promise<JobDownload> =>
    downloadJob(params[param] ?? '');

export const jobsCleanupRoute = (): Promise<JobsCleanupResponse> => cleanupJobs();

export const jobsRoutes = {
  'GET /api/jobs': jobListRoute(),
  'GET /api/jobs/{id}': jobStatusRoute('id'),
  'POST /api/jobs/{id}/cancel': { handle: jobCancelRoute('id'), changes: ['jobs'] },
  'GET /api/jobs/{id}/download': jobDownloadRoute('id'),
  'DELETE /api/jobs/cleanup': { handle: jobsCleanupRoute, changes: ['jobs'] },

  'GET /api/data-jobs/{id}/status': jobStatusRoute('id'),
  'GET /api/export/download/{jobId}': jobDownloadRoute('jobId'),
  'DELETE /api/data-jobs/cleanup': { handle: jobsCleanupRoute, changes: ['jobs'] },
} satisfies RouteModule;
