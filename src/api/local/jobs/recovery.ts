/**
 * A job whose page closed mid-run must not look as if it were still running. With Web Locks a
 * running job holds its lock (liveness.ts): a queued or running job whose lock no page holds, and
 * that this page is not running, is marked failed at once, however long another tab has been in
 * the background. Without them running jobs write a heartbeat (updated_at), and a job that no page
 * has touched for a while is marked failed; the wait leaves room for another open tab of the app
 * that is still running its jobs.
 */
import { db } from '@/db/database';
import type { JobRecord } from '@/db/jobRecords';
import { nowIso } from '@/db/records';
import { emitChange } from '../changes';
import { activeJobs } from './activeJobs';
import { jobsWithHeldLocks } from './liveness';
import { ACTIVE_STATUSES } from './store';

/** Without Web Locks: how often a running job proves its page is still open. */
export const HEARTBEAT_MS = 5_000;
export const STALE_AFTER_MS = 30_000;
export const INTERRUPTED_MESSAGE = 'Interrupted: the app was closed or reloaded while this job ran. Start it again.';

/** Marks the interrupted jobs failed; resolves with how many there were. */
export async function recoverInterruptedJobs(now: number = Date.now()): Promise<number> {
  const staleBefore = new Date(now - STALE_AFTER_MS).toISOString();
  // Asked before the transaction, which must not wait on anything but the database. A job started
  // meanwhile took its lock before its record was written, so it is not among the candidates read.
  const held = await jobsWithHeldLocks();
  const alive = (job: JobRecord) => (held ? held.has(job.id) : job.updated_at >= staleBefore);
  return db.transaction('rw', db.jobs, async () => {
    const candidates = await db.jobs
      .where('status')
      .anyOf([...ACTIVE_STATUSES])
      .toArray();
    const interrupted = candidates.filter((job) => !activeJobs.has(job.id) && !alive(job));
    const stamp = nowIso();
    const failed = interrupted.map((job): JobRecord => ({
      ...job,
      status: 'failed',
      message: INTERRUPTED_MESSAGE,
      updated_at: stamp,
    }));
    await db.jobs.bulkPut(failed);
    const ids = interrupted.map((job) => job.id);
    if (ids.length > 0) await emitChange({ source: 'jobs', kind: 'edited', ids });
    return ids.length;
  });
}
