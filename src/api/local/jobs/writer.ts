/**
 * Writes one running job's state in order: progress (throttled, never going back), a heartbeat
 * while it runs where there are no Web Locks (see liveness.ts), then its final status. A write that
 * finds the job no longer running (cancelled here or in another tab, or marked interrupted) aborts
 * the work.
 */
import type { JsonValue } from '../../../contract/json';
import type { JobRecord } from '@/db/jobRecords';
import type { JobFile } from './kinds';
import { hasJobLocks } from './liveness';
import { HEARTBEAT_MS } from './recovery';
import { finishJob, patchActiveJob } from './store';

/** At most one progress write per this interval; the latest report always lands. */
export const PROGRESS_WRITE_MS = 250;

export interface JobWriter {
  markRunning(): Promise<JobRecord | undefined>;
  progress(fraction: number, message: string): void;
  complete(result: JsonValue, file: JobFile | undefined): Promise<void>;
  fail(message: string): Promise<void>;
  /** Ends the heartbeat (if any) and drops progress not yet written. */
  stop(): void;
}

export function createJobWriter(id: string, controller: AbortController): JobWriter {
  let queue: Promise<unknown> = Promise.resolve();
  let fraction = 0;
  let message = '';
  let lastWrite = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function enqueue<T>(write: () => Promise<T>): Promise<T> {
    const done = queue.then(write);
    // A failed progress write or heartbeat is made good by the next one.
    queue = done.catch(() => {});
    return done;
  }

  const patch = (changes: Parameters<typeof patchActiveJob>[1]) =>
    enqueue(async () => {
      const updated = await patchActiveJob(id, changes);
      if (!updated) controller.abort();
      return updated;
    });

  // With Web Locks the job's lock proves its page is open, and a cancel from another tab arrives as
  // a change (startup.ts): no timer, which a background tab would throttle.
  const heartbeat = hasJobLocks() ? undefined : setInterval(() => void patch({}), HEARTBEAT_MS);

  function writeProgress(): void {
    timer = undefined;
    lastWrite = Date.now();
    void patch({ progress: fraction, message });
  }

  function stop(): void {
    stopped = true;
    clearInterval(heartbeat);
    clearTimeout(timer);
  }

  return {
    markRunning: () => patch({ status: 'running', message: 'Starting' }),
    progress(next, text) {
      if (stopped || controller.signal.aborted || !Number.isFinite(next)) return;
      fraction = Math.max(fraction, Math.min(1, Math.max(0, next)));
      message = text;
      timer ??= setTimeout(writeProgress, Math.max(0, lastWrite + PROGRESS_WRITE_MS - Date.now()));
    },
    async complete(result, file) {
      stop();
      await enqueue(() => finishJob(id, { status: 'completed', progress: 1, message: 'Completed', result }, file));
    },
    async fail(reason) {
      stop();
      await enqueue(() => finishJob(id, { status: 'failed', message: reason }));
    },
    stop,
  };
}
