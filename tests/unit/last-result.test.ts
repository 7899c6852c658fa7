import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import type { ClusteringResult } from '@/contract';
import { readResult } from '@/api/local/clustering/lastResult';
import { rejectionOf, resetLocalState } from './api/support';

beforeEach(resetLocalState);

const run = (): Promise<ClusteringResult> =>
  api.post('/api/cluster', {
    keywords: ['espresso machine', 'best espresso machine', 'cold brew recipe', 'how to make cold brew'],
  });

describe('readResult', () => {
  it('reads a result once while it is unchanged, and again after an edit', async () => {
    const result = await run();
    const first = await readResult(result.id);
    expect(await readResult(result.id)).toBe(first);
    const cluster = first.clusters[0];
    await api.put(`/api/results/${result.id}/clusters/${cluster.id}`, { name: 'Renamed cluster' });
    const edited = await readResult(result.id);
    expect(edited).not.toBe(first);
    expect(edited.clusters.map((c) => c.name)).toContain('Renamed cluster');
  });

  it('answers 404 for a result that does not exist', async () => {
    expect(await rejectionOf(readResult('missing'))).toMatchObject({ status: 404 });
  });
});
