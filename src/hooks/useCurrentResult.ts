import { api } from '@/api/client';
import type { ClusteringResult } from '@/contract';
import { ApiError } from '@/contract/errors';
import { useEffect } from 'react';
import { useRemote, type RemoteControls } from './useRemote';

/** The current result, or null when there is none yet (404 is the normal "no run yet"). */
async function loadCurrentResult(): Promise<ClusteringResult | null> {
  try {
    return await api.get('/api/results/current');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The current clustering result (the latest run, with its edits), read from the store so it
 * survives a reload. Tabs that need one read it here (through Gate); the clustering tab hands a
 * fresh run or edit to `replace` instead of re-reading. A run or an edit in another tab or window
 * of the app, or on another device through sync, reloads it in the background, so no tab keeps
 * showing (and editing) an old version.
 */
export function useCurrentResult(): RemoteControls<ClusteringResult | null> {
  const remote = useRemote(loadCurrentResult, { refreshOnPull: true });
  const { refresh } = remote;
  useEffect(
    () =>
      api.subscribe(['clustering_results'], (change) => {
        if (change.external) refresh();
      }),
    [refresh],
  );
  return remote;
}
