/** Spec 002 §9: exported files and old job records are deleted after 7 days. */
import type { JobsCleanupResponse } from '../../../contract/types/jobs';
import { db } from '@/db/database';
import { emitChange } from '../changes';
import { isActive } from './store';
import { JOB_RETENTION_DAYS } from '../../../contract/settings';

export { JOB_RETENTION_DAYS };
const RETENTION_MS = JOB_RETENTION_DAYS * 24 * 60 * 60_000;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Deletes files, and finished jobs with their files, created more than 7 days ago. */
export function cleanupJobs(now: number = Date.now()): Promise<JobsCleanupResponse> {
  const cutoff = new Date(now - RETENTION_MS).toISOString();
  return db.transaction('rw', db.jobs, db.job_files, async () => {
    const oldJobs = await db.jobs.where('created_at').below(cutoff).toArray();
    const jobIds = oldJobs.filter((job) => !isActive(job)).map((job) => job.id);
    const fileIds = new Set([
      ...(await db.job_files.where('created_at').below(cutoff).primaryKeys()),
      ...(await db.job_files.where('job_id').anyOf(jobIds).primaryKeys()),
    ]);
    await db.job_files.bulkDelete([...fileIds]);
    await db.jobs.bulkDelete(jobIds);
    if (jobIds.length > 0) await emitChange({ source: 'jobs', kind: 'deleted', ids: jobIds });
    const deleted = `${plural(jobIds.length, 'job')} and ${plural(fileIds.size, 'file')}`;
    const message =
      jobIds.length + fileIds.size === 0
        ? `Nothing to clean up: no jobs or files older than ${JOB_RETENTION_DAYS} days.`
        : `Deleted ${deleted} older than ${JOB_RETENTION_DAYS} days.`;
    return { message, deleted_jobs: jobIds.length, deleted_files: fileIds.size };
  });
}
