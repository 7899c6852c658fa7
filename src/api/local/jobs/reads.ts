/** Reading jobs and their files for the routes: status, lists and downloads. */
import { ApiError } from '../../../contract/errors';
import type { Job, JobDownload, JobStatus } from '../../../contract/types/jobs';
import { ensureJobsStarted } from './startup';
import { listJobs, readJob, readJobFile } from './store';

const NOT_DOWNLOADABLE: Record<Exclude<JobStatus, 'completed'>, string> = {
  queued: 'The file is not ready yet: the job has not started. Try again when it has completed.',
  running: 'The file is not ready yet: the job is still running. Try again when it has completed.',
  failed: 'This job failed, so it has no file. Start it again.',
  cancelled: 'This job was cancelled, so it has no file. Start it again.',
};

/** 404 'Job not found'. */
export async function getJob(id: string): Promise<Job> {
  await ensureJobsStarted();
  return readJob(id);
}

/** Newest first, optionally of one kind. */
export async function findJobs(kind: string | undefined, limit: number): Promise<Job[]> {
  await ensureJobsStarted();
  return listJobs(kind, limit);
}

/** A completed job's file: 409 until then, 404 when it has none or it was cleaned up. */
export async function downloadJob(id: string): Promise<JobDownload> {
  const job = await getJob(id);
  if (job.status !== 'completed') throw new ApiError(409, NOT_DOWNLOADABLE[job.status]);
  if (!job.file_id) throw new ApiError(404, 'This job has no file to download.');
  const file = await readJobFile(job.file_id);
  if (!file) throw new ApiError(404, 'The file is no longer stored (files are kept for 7 days). Start the job again.');
  return { file_name: file.file_name, mime_type: file.mime_type, blob: file.blob };
}
