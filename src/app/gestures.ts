/** Touch gesture rules of the small-screen shell (spec 000 §2, §9); pure, so they are unit-tested. */

export const SWIPE_THRESHOLD_PX = 50;
export const PULL_TO_REFRESH_THRESHOLD_PX = 60;

export interface Point {
  x: number;
  y: number;
}

export type SwipeDirection = 'left' | 'right';

/** A swipe is more than 50 px sideways and more sideways than up or down. */
export function classifySwipe(start: Point, end: Point): SwipeDirection | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}

/** How far a touch that began at the top of the page pulls down (0 when it is not a pull). */
export function pullDistance(start: Point, current: Point): number {
  const dy = current.y - start.y;
  return dy > 0 && dy > Math.abs(current.x - start.x) ? dy : 0;
}

export function isPullToRefresh(distance: number): boolean {
  return distance > PULL_TO_REFRESH_THRESHOLD_PX;
}

/**
 * Whether a touch starting on `target` belongs to the page content itself rather than to a control
 * that handles its own drags: text fields, sliders, and anything that scrolls sideways.
 */
export function ownsHorizontalDrag(target: EventTarget | null, boundary: Element): boolean {
  for (let el = target instanceof Element ? target : null; el && el !== boundary; el = el.parentElement) {
    if (el.matches('input, textarea, select, [contenteditable="true"], [role="slider"], [data-no-swipe]')) return true;
    if (el.scrollWidth > el.clientWidth) {
      const overflow = getComputedStyle(el).overflowX;
      if (overflow === 'auto' || overflow === 'scroll') return true;
    }
  }
  return false;
}
