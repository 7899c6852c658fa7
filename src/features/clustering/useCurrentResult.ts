import { startTransition, useCallback, useEffect, useState } from 'react';
import { api } from '@/api/client';
import type { ClusteringResult } from '@/api/contract';
import { ApiError } from '@/api/errors';

export type CurrentResult =
  | { status: 'loading' }
  | { status: 'ready'; result: ClusteringResult | null };

/**
 * The current clustering result (the latest run, with its edits), read from the store so it
 * survives a reload. A run or an edit hands its fresh result to `replace` instead of re-reading.
 */
export function useCurrentResult(): { current: CurrentResult; replace: (result: ClusteringResult) => void } {
  const [current, setCurrent] = useState<CurrentResult>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    api
      .get('/api/results/current')
      .then((result) => {
        if (live) startTransition(() => setCurrent((state) => (state.status === 'loading' ? { status: 'ready', result } : state)));
      })
      .catch((error: unknown) => {
        // 404 is the normal "no run yet"; anything else is logged and shown as the empty state.
        if (!(error instanceof ApiError && error.status === 404)) console.warn('Could not load the current clustering result:', error);
        if (live) setCurrent((state) => (state.status === 'loading' ? { status: 'ready', result: null } : state));
      });
    return () => {
      live = false;
    };
  }, []);

  const replace = useCallback((result: ClusteringResult) => setCurrent({ status: 'ready', result }), []);

  return { current, replace };
}
