import { startTransition, useCallback, useMemo, useState } from 'react';
import { api } from '@/api/client';
import type { ClusteringResult } from '@/api/contract';
import { notifyError } from '@/components/notify';
import { toaster } from '@/components/ui/toaster';

const EDIT_ERROR = { title: 'Edit failed', description: 'The change was not saved' };

export interface ResultEdits {
  /** True while an edit is being saved. */
  saving: boolean;
  rename: (clusterId: string, name: string) => Promise<boolean>;
  move: (keywordIds: string[], toClusterId: string | null) => Promise<boolean>;
  merge: (clusterIds: string[]) => Promise<boolean>;
  split: (clusterId: string, keywordIds: string[], name: string) => Promise<boolean>;
}

/** Rename, move, merge and split, stored with the result (so exports and other tabs see them). */
export function useResultEdits(resultId: string, onResult: (result: ClusteringResult) => void): ResultEdits {
  const [saving, setSaving] = useState(false);
  const base = `/api/results/${encodeURIComponent(resultId)}` as const;

  const apply = useCallback(
    async (send: () => Promise<ClusteringResult>, done: string): Promise<boolean> => {
      setSaving(true);
      try {
        const next = await send();
        // As after a run: render the result in slices, and the (synchronously rendered) toast after.
        startTransition(() => onResult(next));
        window.setTimeout(() => toaster.create({ id: 'cluster-edit', type: 'success', title: done }));
        return true;
      } catch (error) {
        notifyError(error, EDIT_ERROR);
        return false;
      } finally {
        setSaving(false);
      }
    },
    [onResult],
  );

  const actions = useMemo(
    () => ({
      rename: (clusterId: string, name: string) =>
        apply(() => api.put(`${base}/clusters/${encodeURIComponent(clusterId)}`, { name }), 'Cluster renamed'),
      move: (keywordIds: string[], toClusterId: string | null) =>
        apply(
          () => api.post(`${base}/move`, { keyword_ids: keywordIds, to_cluster_id: toClusterId }),
          keywordIds.length === 1 ? 'Keyword moved' : 'Keywords moved',
        ),
      merge: (clusterIds: string[]) =>
        apply(() => api.post(`${base}/merge`, { cluster_ids: clusterIds }), 'Clusters merged'),
      split: (clusterId: string, keywordIds: string[], name: string) =>
        apply(
          () => api.post(`${base}/split`, { cluster_id: clusterId, keyword_ids: keywordIds, name }),
          'Cluster split',
        ),
    }),
    [apply, base],
  );

  return { saving, ...actions };
}
