/**
 * Work the first paint does not need (the header's status badges, the sync status, the service
 * worker) waits until the page has loaded and the browser is idle, so it does not compete with the
 * visible tab for the main thread and the network while a phone is still drawing it.
 */
export function whenIdleAfterLoad(run: () => void): () => void {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
  let handle: number | undefined;
  let cancelled = false;
  const schedule = () => {
    if (!cancelled) handle = idle(run);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (handle !== undefined) cancelIdle(handle);
  };
}

/** A promise form of `whenIdleAfterLoad` for one-off reads. */
export const idleAfterLoad = (): Promise<void> => new Promise((resolve) => void whenIdleAfterLoad(resolve));
