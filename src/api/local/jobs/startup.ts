/** What the jobs module does once in each page, before its first use: recovery, then cleanup. */
import { cleanupJobs } from './cleanup';
import { recoverInterruptedJobs } from './recovery';

let started: Promise<void> | undefined;

export function ensureJobsStarted(): Promise<void> {
  started ??= (async () => {
    await recoverInterruptedJobs();
    await cleanupJobs();
  })().catch((error: unknown) => {
    // Try again on the next use rather than leaving the page without jobs.
    started = undefined;
    throw error;
  });
  return started;
}
