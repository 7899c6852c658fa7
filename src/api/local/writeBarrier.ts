/**
 * Writes whose data the screen already shows (a clustering run's result, shown as soon as it is
 * built: issue 28). Every request that comes meanwhile waits for them, so it reads what the screen
 * shows, and the write can wait until the page has drawn the result instead of sharing the main
 * thread with that render.
 */
let pending: Promise<void> | null = null;

/** Requests wait until `write` settles (a failed write too: its own request reports it). */
export function holdRequestsUntilWritten(write: Promise<unknown>): void {
  const settled = Promise.all([pending, write.catch(() => undefined)]).then(() => undefined);
  pending = settled;
  void settled.then(() => {
    if (pending === settled) pending = null;
  });
}

/** The writes requests wait for; null when there are none. */
export function pendingWrites(): Promise<void> | null {
  return pending;
}
