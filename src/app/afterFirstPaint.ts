/**
 * Work the first paint does not need (the header's status badges, the sync status, the service
 * worker) waits until the page has loaded, the visible tab's section has been shown and the browser
 * is idle, so it does not compete with that section for the main thread and the network while a
 * phone is still drawing it (the idle moment while the section's code downloads is not enough: the
 * status would fetch the local adapter, 150 kB, alongside it).
 */

/** Long enough for a phone on a slow network; a section that never shows must not hold the rest back. */
const SECTION_WAIT_MS = 8_000;

let sectionShown: () => void = () => {};
const firstSection = new Promise<void>((resolve) => (sectionShown = resolve));

/** Called once the page's first section has rendered (or failed to): LazyTab. */
export function markFirstSectionShown(): void {
  sectionShown();
}

export function whenIdleAfterLoad(run: () => void): () => void {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
  let handle: number | undefined;
  let cancelled = false;
  const schedule = () => {
    if (cancelled) return;
    const wait = window.setTimeout(sectionShown, SECTION_WAIT_MS);
    void firstSection.then(() => {
      window.clearTimeout(wait);
      if (!cancelled) handle = idle(run);
    });
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
