import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/api/client';
import type { ClusteringResult } from '@/contract';
import { db } from '@/db/database';
import { useResultEdits } from '@/features/clustering/useResultEdits';

const run = (keywords: string[]) => api.post('/api/cluster', { keywords, similarity_threshold: 0.5 });

describe('an edit on a result another tab pruned', () => {
  it('shows the current result instead of failing with "Clustering result not found"', async () => {
    const pruned = await run(['espresso machine', 'espresso machines', 'espresso maker']);
    const current = await run(['milk frother', 'milk frothers', 'frothing milk']);
    // Another tab's runs pruned the result this tab still shows, and this tab missed the broadcast.
    await db.clustering_results.delete(pruned.id);
    const shown = vi.fn<(result: ClusteringResult) => void>();
    const { result } = renderHook(() => useResultEdits(pruned, shown));
    let closed = false;
    await act(async () => {
      closed = await result.current.rename(pruned.clusters[0].id, 'Espresso');
    });
    expect(closed).toBe(true);
    await vi.waitFor(() => expect(shown).toHaveBeenCalledWith(expect.objectContaining({ id: current.id })));
  });
});
