/**
 * A job whose page closed mid-run must not look as if it were still running. Running jobs write
 * a heartbeat (updated_at); a queued or running job that no page has touched for a while, and that
 * this page is not running, is marked failed. The wait leaves room for another open tab of the app
 * that is still running its jobs.
 */
import { db } from '@/db/database';
import type { JobRecord } from '@/db/jobRecords';
import { nowIso } from '@/db/records';
import { emitChange } from '../changes';
import { activeJobs } from './activeJobs';
import { ACTIVE_STATUSES } from './store';

/** How often a running job proves its page is still open. */
export const HEARTBEAT_MS = 5_000;
export const STALE_AFTER_MS = 30_000;
export const INTERRUPTED_MESSAGE = 'Interrupted: the app was closed or reloaded while this job ran. Start it again.';

/** Marks the interrupted jobs failed; resolves with how many there were. */
export function recoverInterruptedJobs(now: number = Date.now()): Promise<number> {
  const staleBefore = new Date(now - STALE_AFTER_MS).toISOString();
  return db.transaction('rw', db.jobs, async () => {
    const candidates = await db.jobs
      .where('status')
      .anyOf([...ACTIVE_STATUSES])
      .toArray();
    const interrupted = candidates.filter((job) => !activeJobs.has(job.id) && job.updated_at < staleBefore);
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
