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

/** How long the first section's code waits for a frame that a hidden page never paints. */
const HIDDEN_PAGE_WAIT_MS = 1_000;

let shellPainted: () => void = () => {};
const shellPaint = new Promise<void>((resolve) => (shellPainted = resolve));

/**
 * Called once the shell has committed its first screen (LazyTab's fallback): the next frame paints
 * it, and the timer after that frame's callback runs once that paint has been handed over.
 */
export function markShellCommitted(): void {
  window.requestAnimationFrame(() => window.setTimeout(shellPainted, 0));
  // A page opened in a background tab paints no frame until it is shown: its section loads anyway.
  window.setTimeout(shellPainted, HIDDEN_PAGE_WAIT_MS);
}

/**
 * Resolves after the shell's first paint. The first section's code is requested then, not while the
 * shell renders: its 70-80 kB would otherwise download before the page's first (and largest) paint
 * had happened, and Lighthouse counts every request started before that paint in its estimate.
 */
export const afterShellPaint = (): Promise<void> => shellPaint;

/**
 * The longest the work waits for an idle period once the section has shown. Without it, a page on a
 * busy machine could go without one: in CI a run's 'Clustering completed!' toast never showed in 90 s,
 * the result on screen, because the toaster (mounted from here) was still waiting.
 */
const IDLE_WAIT_MS = 2_000;

export function whenIdleAfterLoad(run: () => void): () => void {
  const idle = window.requestIdleCallback
    ? (callback: () => void) => window.requestIdleCallback(callback, { timeout: IDLE_WAIT_MS })
    : (callback: () => void) => window.setTimeout(callback, 1);
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
