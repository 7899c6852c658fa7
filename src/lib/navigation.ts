/**
 * Shell events that features may use without importing the shell (src/app): switching tabs and
 * hearing about a pull-to-refresh. Both travel as window CustomEvents, so the shell and a feature
 * never hold references to each other.
 */

/** The sixteen tab values (spec 000 §2), in order. */
export const TAB_VALUES = [
  'clustering',
  'competitive',
  'datasources',
  'visualizations',
  'content-strategy',
  'learning-center',
  'chat',
  'ai-automation',
  'enterprise',
  'industries',
  'performance',
  'data-export-import',
  'advanced-analytics',
  'collaboration',
  'outreach',
  'pricing',
] as const;

export type TabValue = (typeof TAB_VALUES)[number];

export const DEFAULT_TAB: TabValue = 'clustering';

const NAVIGATE_EVENT = 'topicwise:navigate';
const REFRESH_EVENT = 'topicwise:refresh';

export function isTabValue(value: unknown): value is TabValue {
  return typeof value === 'string' && (TAB_VALUES as readonly string[]).includes(value);
}

/** Asks the shell to show another tab. */
export function navigateToTab(value: TabValue): void {
  window.dispatchEvent(new CustomEvent<TabValue>(NAVIGATE_EVENT, { detail: value }));
}

/** Called by the shell; returns the unsubscribe function. */
export function onNavigateToTab(listener: (value: TabValue) => void): () => void {
  const handler = (event: Event) => {
    const value = (event as CustomEvent<unknown>).detail;
    if (isTabValue(value)) listener(value);
  };
  window.addEventListener(NAVIGATE_EVENT, handler);
  return () => window.removeEventListener(NAVIGATE_EVENT, handler);
}

/** Announced by the shell after a pull-to-refresh, so the visible tab can reload its data. */
export function announceRefresh(): void {
  window.dispatchEvent(new CustomEvent(REFRESH_EVENT));
}

/** For features (the industries tab reloads its data); returns the unsubscribe function. */
export function onRefresh(listener: () => void): () => void {
  window.addEventListener(REFRESH_EVENT, listener);
  return () => window.removeEventListener(REFRESH_EVENT, listener);
}
