/**
 * What the jobs module does once in each page, before its first use: recovery, then cleanup; and
 * from then on it stops a job of this page that another tab cancelled.
 */
import { onChange } from '../changes';
import { activeJobs } from './activeJobs';
import { cleanupJobs } from './cleanup';
import { recoverInterruptedJobs } from './recovery';
import { isActive, readJob } from './store';

let started: Promise<void> | undefined;
let watching = false;

/**
 * Another tab's cancel is a committed change to the job's record, posted to every tab: the page
 * running the job stops it at once, without waiting for its next progress write.
 */
function stopJobsCancelledElsewhere(): void {
  if (watching) return;
  watching = true;
  onChange(async ({ source, ids, fromOtherTab }) => {
    if (source !== 'jobs' || !fromOtherTab) return;
    for (const id of ids ?? []) {
      if (!activeJobs.has(id)) continue;
      const job = await readJob(id).catch(() => undefined);
      if (!job || !isActive(job)) activeJobs.abort(id);
    }
  });
}

export function ensureJobsStarted(): Promise<void> {
  started ??= (async () => {
    stopJobsCancelledElsewhere();
    await recoverInterruptedJobs();
    await cleanupJobs();
  })().catch((error: unknown) => {
    // Try again on the next use rather than leaving the page without jobs.
    started = undefined;
    throw error;
  });
  return started;
}
