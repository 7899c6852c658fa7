import { useEffect, useSyncExternalStore } from 'react';
import { api } from '@/api/client';
import type { ApiStatus } from '@/contract';
import { whenIdleAfterLoad } from './afterFirstPaint';

/**
 * The header's data-source status (spec 000 §4), kept here rather than in the App's state: only
 * the header's badges read it, so its arrival re-renders them alone, not the whole shell and the
 * open tab (about 17 ms of one task on this machine, four times that on a phone).
 */
let current: ApiStatus | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Asks for the status again (pull-to-refresh awaits it). Failures are silent (§8: console log
 * only) and keep the last known status.
 */
export function reloadApiStatus(): Promise<void> {
  return api.get('/api/api-status').then(
    (status) => {
      current = status;
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => console.log('API status could not be loaded', error),
  );
}

/** The status, loaded at start and whenever the page becomes visible again. */
export function useApiStatus(): ApiStatus | null {
  const status = useSyncExternalStore(subscribe, () => current);

  useEffect(() => {
    // The badges are not needed for the first paint: asking once the page has loaded and the
    // browser is idle keeps the local adapter's work off the first paint's path (the visible tab's
    // own data loads it anyway). The header keeps their line's height meanwhile.
    let unsubscribe: (() => void) | undefined;
    const cancelFirst = whenIdleAfterLoad(() => {
      void reloadApiStatus();
      // The badge follows the current result (a run, an opened run, an import); asked in a later
      // task, once the write that announced the change has committed.
      unsubscribe = api.subscribe(['clustering_results'], () => setTimeout(reloadApiStatus));
    });
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void reloadApiStatus();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      unsubscribe?.();
      cancelFirst();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  return status;
}
