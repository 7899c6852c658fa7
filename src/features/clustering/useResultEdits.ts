import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '@/api/client';
import type { ClusteringResult } from '@/contract';
import { ApiError } from '@/contract/errors';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';

const EDIT_ERROR = { title: 'Edit failed', description: 'The change was not saved' };

/**
 * Each edit resolves true when its form can close: the edit was saved, or the result changed in
 * another tab and the latest version is now shown (the form's input no longer fits it); false when
 * the form stays open for the person to correct or retry.
 */
export interface ResultEdits {
  /** True while an edit is being saved. */
  saving: boolean;
  rename: (clusterId: string, name: string) => Promise<boolean>;
  move: (keywordIds: string[], toClusterId: string | null) => Promise<boolean>;
  merge: (clusterIds: string[]) => Promise<boolean>;
  split: (clusterId: string, keywordIds: string[], name: string) => Promise<boolean>;
}

/**
 * Rename, move, merge and split, stored with the result (so exports and other tabs see them). Each
 * edit names the version shown; when another tab or window changed the result since, the edit is
 * refused (409) and the latest version is shown, so nobody's change is silently overwritten.
 */
export function useResultEdits(
  result: Pick<ClusteringResult, 'id' | 'updated_at'>,
  onResult: (result: ClusteringResult) => void,
): ResultEdits {
  const [saving, setSaving] = useState(false);
  const base = `/api/results/${encodeURIComponent(result.id)}` as const;
  // The version on screen; an edit's answer moves it at once, before the new result has rendered.
  const shown = useRef(result.updated_at);
  useEffect(() => {
    shown.current = result.updated_at;
  }, [result.updated_at]);

  const showLatest = useCallback(
    async (path: `/api/results/${string}`) => {
      try {
        const latest = await api.get(path);
        shown.current = latest.updated_at;
        startTransition(() => onResult(latest));
      } catch (error) {
        console.warn('Could not reload the result:', error);
      }
    },
    [onResult],
  );

  const apply = useCallback(
    async (send: (expected: string) => Promise<ClusteringResult>, done: string): Promise<boolean> => {
      setSaving(true);
      try {
        const next = await send(shown.current);
        shown.current = next.updated_at;
        // As after a run: render the result in slices, and the (synchronously rendered) toast after.
        startTransition(() => onResult(next));
        window.setTimeout(() => toaster.create({ id: 'cluster-edit', type: 'success', title: done }));
        return true;
      } catch (error) {
        notifyError(error, EDIT_ERROR);
        if (!(error instanceof ApiError)) return false;
        // 409: another tab changed this result; 404: another tab's runs pruned it while this tab
        // missed the broadcast. Either way the version to show now is on the device.
        if (error.status === 409) await showLatest(base);
        else if (error.status === 404) await showLatest('/api/results/current');
        else return false;
        return true;
      } finally {
        setSaving(false);
      }
    },
    [base, onResult, showLatest],
  );

  const actions = useMemo(
    () => ({
      rename: (clusterId: string, name: string) =>
        apply(
          (expected) =>
            api.put(`${base}/clusters/${encodeURIComponent(clusterId)}`, { name, expected_updated_at: expected }),
          'Cluster renamed',
        ),
      move: (keywordIds: string[], toClusterId: string | null) =>
        apply(
          (expected) =>
            api.post(`${base}/move`, {
              keyword_ids: keywordIds,
              to_cluster_id: toClusterId,
              expected_updated_at: expected,
            }),
          keywordIds.length === 1 ? 'Keyword moved' : 'Keywords moved',
        ),
      merge: (clusterIds: string[]) =>
        apply(
          (expected) => api.post(`${base}/merge`, { cluster_ids: clusterIds, expected_updated_at: expected }),
          'Clusters merged',
        ),
      split: (clusterId: string, keywordIds: string[], name: string) =>
        apply(
          (expected) =>
            api.post(`${base}/split`, {
              cluster_id: clusterId,
              keyword_ids: keywordIds,
              name,
              expected_updated_at: expected,
            }),
          'Cluster split',
        ),
    }),
    [apply, base],
  );

  return { saving, ...actions };
}
