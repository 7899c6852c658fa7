import { useCallback, useEffect, useState } from 'react';
import { api } from '@/api/client';
import type { ApiStatus } from '@/contract';
import { whenIdleAfterLoad } from './afterFirstPaint';

/**
 * The header's data-source status (spec 000 §4): loaded at start and whenever the page becomes
 * visible again; `reload` serves pull-to-refresh. Failures are silent (§8: console log only) and
 * keep the last known status.
 */
export function useApiStatus(): { status: ApiStatus | null; reload: () => Promise<void> } {
  const [status, setStatus] = useState<ApiStatus | null>(null);

  const reload = useCallback(
    () =>
      api.get('/api/api-status').then(setStatus, (error: unknown) => {
        console.log('API status could not be loaded', error);
      }),
    [],
  );

  useEffect(() => {
    // The badges are not needed for the first paint: asking once the page has loaded and the
    // browser is idle keeps the local adapter's work off the first paint's path (the visible tab's
    // own data loads it anyway). The header keeps their line's height meanwhile.
    let unsubscribe: (() => void) | undefined;
    const cancelFirst = whenIdleAfterLoad(() => {
      void reload();
      // The badge follows the current result (a run, an opened run, an import); asked in a later
      // task, once the write that announced the change has committed.
      unsubscribe = api.subscribe(['clustering_results'], () => setTimeout(reload));
    });
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void reload();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      unsubscribe?.();
      cancelFirst();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [reload]);

  return { status, reload };
}
