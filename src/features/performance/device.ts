/**
 * What the browser tells about this device and page: storage, memory, long main-thread tasks, web
 * vitals and the service worker's caches. Loaded with the Performance tab, never at start-up: the
 * observers ask for buffered entries, so what happened before the tab opened is still read.
 */
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';

export type WebVitalName = 'LCP' | 'INP' | 'CLS';

export type WebVital = { name: WebVitalName; value: number; rating: Metric['rating'] };

export type LongTask = { start_ms: number; duration_ms: number };

export type DeviceFigures = {
  storage: { used: number; quota: number } | null;
  persisted: boolean | null;
  /** Chrome only (performance.memory): the JS heap in use and its limit, bytes. */
  memory: { used: number; limit: number } | null;
  /** Which entry type the long tasks come from, or null where the browser reports neither. */
  long_task_source: 'long-animation-frame' | 'longtask' | null;
  /** Long tasks of the last LONG_TASK_WINDOW_MS, newest last. */
  long_tasks: LongTask[];
  vitals: WebVital[];
};

/** Long tasks counted over the last five minutes. */
export const LONG_TASK_WINDOW_MS = 5 * 60_000;
const KEPT_LONG_TASKS = 500;

const longTasks: LongTask[] = [];
const vitals = new Map<WebVitalName, WebVital>();
let longTaskSource: DeviceFigures['long_task_source'] = null;
let started = false;

function observeLongTasks(): void {
  if (typeof PerformanceObserver === 'undefined') return;
  const supported = PerformanceObserver.supportedEntryTypes ?? [];
  // Long animation frames say more (rendering included); long tasks where they are not reported.
  const type = supported.includes('long-animation-frame')
    ? 'long-animation-frame'
    : supported.includes('longtask')
      ? 'longtask'
      : null;
  if (!type) return;
  longTaskSource = type;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push({ start_ms: entry.startTime, duration_ms: entry.duration });
    if (longTasks.length > KEPT_LONG_TASKS) longTasks.splice(0, longTasks.length - KEPT_LONG_TASKS);
  }).observe({ type, buffered: true });
}

function observeVitals(): void {
  const keep = (metric: Metric) => {
    if (metric.name === 'LCP' || metric.name === 'INP' || metric.name === 'CLS')
      vitals.set(metric.name, { name: metric.name, value: metric.value, rating: metric.rating });
  };
  onLCP(keep, { reportAllChanges: true });
  onINP(keep, { reportAllChanges: true });
  onCLS(keep, { reportAllChanges: true });
}

/** Starts the observers once per page (the first time the tab opens). */
export function startDeviceObservers(): void {
  if (started) return;
  started = true;
  observeLongTasks();
  observeVitals();
}

interface ChromeMemory {
  usedJSHeapSize: number;
  jsHeapSizeLimit: number;
}

function memory(): DeviceFigures['memory'] {
  const reported = (performance as Performance & { memory?: ChromeMemory }).memory;
  return reported && reported.jsHeapSizeLimit > 0
    ? { used: reported.usedJSHeapSize, limit: reported.jsHeapSizeLimit }
    : null;
}

export async function readDeviceFigures(): Promise<DeviceFigures> {
  const storageApi = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  const [estimate, persisted] = await Promise.all([
    storageApi?.estimate ? storageApi.estimate().catch(() => null) : null,
    storageApi?.persisted ? storageApi.persisted().catch(() => null) : null,
  ]);
  const since = performance.now() - LONG_TASK_WINDOW_MS;
  return {
    storage:
      estimate && typeof estimate.usage === 'number' && typeof estimate.quota === 'number'
        ? { used: estimate.usage, quota: estimate.quota }
        : null,
    persisted,
    memory: memory(),
    long_task_source: longTaskSource,
    long_tasks: longTasks.filter((task) => task.start_ms >= since),
    vitals: [...vitals.values()],
  };
}

/** Asks the browser to keep this site's data under storage pressure; resolves with whether it agreed. */
export async function requestPersistence(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  return navigator.storage.persist();
}

/** Workbox's precache holds the app itself and is never cleared from here. */
const isPrecache = (name: string) => name.startsWith('workbox-precache');

export type RuntimeCache = { name: string; entries: number };

/** The service worker's runtime caches (word vectors, dictionaries), with their entry counts. */
export async function runtimeCaches(): Promise<RuntimeCache[] | null> {
  if (typeof caches === 'undefined') return null;
  const names = (await caches.keys()).filter((name) => !isPrecache(name));
  return Promise.all(names.map(async (name) => ({ name, entries: (await (await caches.open(name)).keys()).length })));
}

/** Deletes the runtime caches (never the precache); resolves with their names. */
export async function clearRuntimeCaches(): Promise<string[]> {
  if (typeof caches === 'undefined') return [];
  const names = (await caches.keys()).filter((name) => !isPrecache(name));
  await Promise.all(names.map((name) => caches.delete(name)));
  return names;
}
