// Waits on what a user would see or on a real state, never on the clock. This module imports no
// test runner, so scripts outside Vitest (tests/bench) can use it too; support.ts re-exports it.
//
// Functions sent to the page stay free of named inner functions: tsx (the benchmarks) compiles
// with keepNames and would wrap them in a `__name` helper that the page does not have.
import type { Locator, Page } from 'playwright-core';

export interface WaitOptions {
  /** Milliseconds before the wait fails; 10 s unless told. */
  timeout?: number;
}

const DEFAULT_TIMEOUT = 10_000;

const TOAST = '[data-scope=toast][data-part=root]';
const OPEN_TOAST_CLOSE = `${TOAST}[data-state=open] [data-scope=toast][data-part=close-trigger]`;

/** Resolves after the page has rendered `count` more frames: work an event scheduled has then been committed. */
export async function nextFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(async (frames) => {
    for (let i = 0; i < frames; i += 1) await new Promise((done) => requestAnimationFrame(done));
  }, count);
}

/** Resolves when the main thread has an idle period (no pending tasks), as `requestIdleCallback` sees it. */
export async function waitForIdle(page: Page, { timeout = DEFAULT_TIMEOUT }: WaitOptions = {}): Promise<void> {
  const idle = await page.evaluate(
    (limit) =>
      new Promise<boolean>((done) => {
        // The `timeout` option runs the callback anyway when time is up; didTimeout tells which happened.
        requestIdleCallback((deadline) => done(!deadline.didTimeout), { timeout: limit });
      }),
    timeout,
  );
  if (!idle) throw new Error(`The main thread was not idle within ${timeout} ms (${await busyWith(page)})`);
}

/** What may keep a page from idling: the frames it drew in a second, and the animations running. */
async function busyWith(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const started = performance.now();
    let frames = 0;
    while (performance.now() - started < 1000) {
      // A page that draws no frame (hidden) still answers.
      const drawn = await Promise.race([
        new Promise<boolean>((done) => requestAnimationFrame(() => done(true))),
        new Promise<boolean>((done) => setTimeout(() => done(false), 250)),
      ]);
      if (!drawn) break;
      frames += 1;
    }
    const running = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => (animation.effect as KeyframeEffect | null)?.target?.outerHTML.slice(0, 100) ?? 'a script');
    return `${frames} frames drawn in a second; ${running.length} animations running${running.length > 0 ? `: ${running.slice(0, 3).join(' ; ')}` : ''}`;
  });
}

export interface AnimationWaitOptions extends WaitOptions {
  /**
   * Only wait for the animations running when the wait starts. By default the wait lasts until no
   * finite animation runs for two frames in a row, so animations started meanwhile (a toast that
   * slides in a frame after it mounts) are waited for too.
   */
  onlyCurrent?: boolean;
}

/** The animations' state in the page; an argument of `locator.evaluate`, so it must be plain data. */
interface SettleArgs {
  timeout: number;
  onlyCurrent: boolean;
  /** Look at every animation of the document, not only the element's subtree. */
  wholeDocument: boolean;
}

/** Runs in the page: resolves to null once settled, else to a description of what still runs. */
async function settleAnimations(root: Element, args: SettleArgs): Promise<string | null> {
  const deadline = performance.now() + args.timeout;
  let quietFrames = 0;
  let running: Animation[] = [];
  while (performance.now() < deadline) {
    const all = args.wholeDocument ? root.ownerDocument.getAnimations() : root.getAnimations({ subtree: true });
    running = all.filter(
      (a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)),
    );
    if (running.length === 0) {
      quietFrames += 1;
      if (args.onlyCurrent || quietFrames >= 2) return null;
      await new Promise((done) => requestAnimationFrame(done));
      continue;
    }
    quietFrames = 0;
    // The race only bounds the wait by the deadline; `finished` is what normally ends it.
    await Promise.race([
      Promise.allSettled(running.map((a) => a.finished)),
      new Promise((done) => setTimeout(done, Math.max(0, deadline - performance.now()))),
    ]);
    if (args.onlyCurrent && running.every((a) => a.playState !== 'running')) return null;
  }
  return (
    running
      .map((a) =>
        a instanceof CSSAnimation ? a.animationName : a instanceof CSSTransition ? a.transitionProperty : 'animation',
      )
      .join(', ') || 'animations kept starting'
  );
}

/**
 * Waits until the finite CSS animations and transitions of `target` (an element and its subtree,
 * or the whole document for a page) have finished. Infinite ones (spinners, striped progress bars)
 * are ignored: they never end.
 */
export async function waitForAnimations(target: Page | Locator, options: AnimationWaitOptions = {}): Promise<void> {
  const { timeout = DEFAULT_TIMEOUT, onlyCurrent = false } = options;
  const isPage = 'goto' in target;
  const root = isPage ? target.locator(':root') : target;
  const args: SettleArgs = { timeout, onlyCurrent, wholeDocument: isPage };
  const stillRunning = await root.evaluate(settleAnimations, args, { timeout });
  if (stillRunning !== null) throw new Error(`Animations still running after ${timeout} ms: ${stillRunning}`);
}

/** Waits until the element's box (position and size) is the same on three frames in a row. */
export async function waitForStable(locator: Locator, { timeout = DEFAULT_TIMEOUT }: WaitOptions = {}): Promise<void> {
  const stable = await locator.evaluate(
    async (el, limit) => {
      const deadline = performance.now() + limit;
      let last = '';
      let same = 0;
      while (performance.now() < deadline) {
        const box = JSON.stringify(el.getBoundingClientRect());
        same = box === last ? same + 1 : 0;
        last = box;
        if (same >= 2) return true;
        await new Promise((done) => requestAnimationFrame(done));
      }
      return false;
    },
    timeout,
    { timeout },
  );
  if (!stable) throw new Error(`The element kept moving or resizing for ${timeout} ms`);
}

/**
 * Waits until the window's scroll position is the same on three frames in a row (a smooth scroll
 * has ended, or a virtual list has stopped adjusting it).
 */
export async function waitForScrollSettled(page: Page, { timeout = DEFAULT_TIMEOUT }: WaitOptions = {}): Promise<void> {
  const settled = await page.evaluate(async (limit) => {
    const deadline = performance.now() + limit;
    let last = Number.NaN;
    let same = 0;
    while (performance.now() < deadline) {
      same = window.scrollY === last ? same + 1 : 0;
      last = window.scrollY;
      if (same >= 2) return true;
      await new Promise((done) => requestAnimationFrame(done));
    }
    return false;
  }, timeout);
  if (!settled) throw new Error(`The page kept scrolling for ${timeout} ms`);
}

/**
 * Scrolls the window so the element's top is `offset` pixels below the viewport's top (as far as
 * the page can scroll), then waits until the scroll position and the element have settled.
 */
export async function scrollElementToTop(locator: Locator, offset = 100, options: WaitOptions = {}): Promise<void> {
  const target = await locator.evaluate((el, gap) => {
    const top = Math.max(0, el.getBoundingClientRect().top + window.scrollY - gap);
    window.scrollTo({ top, behavior: 'instant' });
    return Math.min(top, document.documentElement.scrollHeight - window.innerHeight);
  }, offset);
  const page = locator.page();
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, target, {
    timeout: options.timeout ?? DEFAULT_TIMEOUT,
  });
  await waitForScrollSettled(page, options);
  await waitForStable(locator, options);
}

/** Waits until the element has the keyboard focus. */
export async function waitForFocus(locator: Locator, { timeout = DEFAULT_TIMEOUT }: WaitOptions = {}): Promise<void> {
  const element = await locator.elementHandle({ timeout });
  try {
    await locator.page().waitForFunction((el) => document.activeElement === el, element, { timeout });
  } finally {
    await element.dispose();
  }
}

/** Every toast on screen, including ones sliding out. */
export function toasts(page: Page): Locator {
  return page.locator(TOAST);
}

/**
 * Waits for a toast whose text contains `title` to be shown and to finish sliding in, and returns it
 * (the first match, when the same toast was shown twice).
 */
export async function waitForToast(
  page: Page,
  title: string | RegExp,
  { timeout = DEFAULT_TIMEOUT }: WaitOptions = {},
): Promise<Locator> {
  const toast = page.locator(`${TOAST}[data-state=open]`).filter({ hasText: title }).first();
  await toast.waitFor({ timeout });
  await waitForAnimations(toast, { timeout });
  await waitForStable(toast, { timeout });
  return toast;
}

/** Longer than a toast's 4 s on screen and its exit: a round of `dismissToasts` waits this long at most. */
const TOAST_ROUND_MS = 6_000;

/**
 * Moves the pointer onto the newest toast and out to a corner. A pointer over the toast group
 * pauses the toasts' timers, and zag's group ignores its mouseleave for a frame after a toast is
 * removed: one move out at that moment leaves the other toasts paused for good (a CI failure).
 */
async function leaveToasts(page: Page): Promise<void> {
  const box = await toasts(page)
    .first()
    .boundingBox({ timeout: 1000 })
    .catch(() => null);
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.move(1, 1);
}

/**
 * Closes every toast that has a close button, and waits for the others to time out, until none is
 * left (axe would otherwise judge toast colours mid-animation, and toasts cover the page).
 */
export async function dismissToasts(page: Page, { timeout = 15_000 }: WaitOptions = {}): Promise<void> {
  const deadline = Date.now() + timeout;
  for (let left = await toasts(page).count(); left > 0; left = await toasts(page).count()) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new Error(`${left} toast(s) still shown after ${timeout} ms`);
    await leaveToasts(page);
    const close = page.locator(OPEN_TOAST_CLOSE);
    if ((await close.count()) > 0) {
      // A stacked toast can sit behind another one; the next round tries again.
      await close
        .first()
        .click({ timeout: Math.min(1000, remaining) })
        .catch(() => undefined);
      await page.mouse.move(1, 1);
    }
    // One toast leaving (closed here or timed out) is the next state worth looking at; a round
    // without one leaves the toasts again.
    await page
      .waitForFunction(
        ([selector, count]) => document.querySelectorAll(selector).length < count,
        [TOAST, left] as const,
        { timeout: Math.max(1, Math.min(TOAST_ROUND_MS, deadline - Date.now())) },
      )
      .catch(() => undefined);
  }
}
