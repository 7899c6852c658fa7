/**
 * Whether a job's page is still running it, told by the Web Locks API: a running job holds a lock
 * named after it for its whole life, and the browser releases the lock when that page closes,
 * reloads or crashes. A page in a background tab keeps its locks however much the browser throttles
 * its timers, so a job is never taken for interrupted because its heartbeat came late. Where the
 * API is missing (Node, the fake-indexeddb tests, old browsers) liveness falls back to the
 * heartbeat that the job writer then keeps (see recovery.ts).
 */

/** The lock a job holds while its page runs it (shared by every tab of the app). */
export const jobLockName = (id: string): string => `topicwise-job:${id}`;

const locks = (): LockManager | undefined =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : undefined;

/** Whether liveness is told by locks here; otherwise running jobs write heartbeats. */
export const hasJobLocks = (): boolean => locks() !== undefined;

/**
 * Takes the job's lock and resolves, once it is held, with the function that releases it; the
 * release is a no-op where there are no locks. A new job's lock is free, so this is prompt.
 */
export function holdJobLock(id: string): Promise<() => void> {
  const manager = locks();
  if (!manager) return Promise.resolve(() => {});
  return new Promise((resolveHeld, rejectHeld) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    manager
      .request(jobLockName(id), () => {
        resolveHeld(release);
        return released;
      })
      .catch(rejectHeld);
  });
}

/** The ids of the jobs whose lock some page holds; undefined where there are no locks. */
export async function jobsWithHeldLocks(): Promise<Set<string> | undefined> {
  const manager = locks();
  if (!manager) return undefined;
  const { held = [] } = await manager.query();
  const prefix = jobLockName('');
  return new Set(
    held.flatMap(({ name }) => (name !== undefined && name.startsWith(prefix) ? [name.slice(prefix.length)] : [])),
  );
}
