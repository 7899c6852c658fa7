import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import { emitChange, onChange, type Change } from '@/api/local/changes';
import { loadDerived, saveDerived } from '@/api/local/derived';
import { PAYLOADS, storedPayload } from '@/api/local/payloads';
import { db } from '@/db/database';
import { resetLocalState } from './support';

beforeEach(resetLocalState);

const KEYWORDS = [
  'espresso machine',
  'best espresso machine',
  'cheap espresso machine',
  'cold brew recipe',
  'how to make cold brew',
];

const run = () => api.post('/api/cluster', { keywords: KEYWORDS });

/** A stored chart holding `data`. */
const chart = (data: { [key: string]: number[] | number } = {}) =>
  storedPayload(PAYLOADS.chart, { source_updated_at: '', timestamp: '', data });

describe('results derived from a clustering result', () => {
  it('are stored per kind and result, fresh until their result changes', async () => {
    const result = await run();
    await saveDerived('heatmap', result.id, chart({ cells: [1, 2] }));
    await expect(loadDerived('heatmap', result.id, PAYLOADS.chart)).resolves.toMatchObject({
      payload: { data: { cells: [1, 2] } },
      stale: false,
    });
    await expect(loadDerived('content-calendar', result.id, PAYLOADS.chart)).resolves.toBeUndefined();
  });

  it('are marked stale, in the same transaction, when their result is edited', async () => {
    const result = await run();
    const other = await run();
    await saveDerived('heatmap', result.id, chart({ cells: [] }));
    await saveDerived('heatmap', other.id, chart({ cells: [] }));
    await api.put(`/api/results/${result.id}/clusters/${result.clusters[0].id}`, { name: 'Espresso machines' });
    await expect(loadDerived('heatmap', result.id, PAYLOADS.chart)).resolves.toMatchObject({ stale: true });
    await expect(loadDerived('heatmap', other.id, PAYLOADS.chart)).resolves.toMatchObject({ stale: false });
  });

  it('are fresh again once recomputed', async () => {
    const result = await run();
    await saveDerived('heatmap', result.id, chart({ v: 1 }));
    await api.post(`/api/results/${result.id}/merge`, {
      cluster_ids: result.clusters.slice(0, 2).map((cluster) => cluster.id),
    });
    await saveDerived('heatmap', result.id, chart({ v: 2 }));
    await expect(loadDerived('heatmap', result.id, PAYLOADS.chart)).resolves.toMatchObject({
      payload: { data: { v: 2 } },
      stale: false,
    });
    expect(await db.derived_results.count()).toBe(1);
  });

  it('are dropped when their result is pruned from the history', async () => {
    const first = await run();
    await saveDerived('heatmap', first.id, chart());
    for (let runs = 0; runs < 20; runs += 1) await run();
    expect(await db.clustering_results.get(first.id)).toBeUndefined();
    await expect(loadDerived('heatmap', first.id, PAYLOADS.chart)).resolves.toBeUndefined();
  });

  it('are left alone by a failed edit (the change and its invalidation roll back together)', async () => {
    const result = await run();
    await saveDerived('heatmap', result.id, chart());
    await api.put(`/api/results/${result.id}/clusters/no-such-cluster`, { name: 'x' }).catch(() => undefined);
    await expect(loadDerived('heatmap', result.id, PAYLOADS.chart)).resolves.toMatchObject({ stale: false });
  });
});

describe('change events', () => {
  it('name the source, what happened and which records: one event per result change', async () => {
    const seen: Change[] = [];
    const stop = onChange((change) => {
      if (change.source === 'clustering_results') seen.push(change);
    });
    try {
      const result = await run();
      await api.put(`/api/results/${result.id}/clusters/${result.clusters[0].id}`, { name: 'Renamed' });
      expect(seen).toEqual([
        { source: 'clustering_results', kind: 'created', ids: [result.id] },
        { source: 'clustering_results', kind: 'edited', ids: [result.id] },
      ]);
    } finally {
      stop();
    }
  });

  it('drop the cached reads that depend on the changed source, and only those', async () => {
    await api.put('/api/settings/theme', { value: 'light' });
    await api.get('/api/settings/theme');
    await api.get('/pricing/plans');
    await emitChange({ source: 'settings', kind: 'edited' });
    const stats = await api.get('/api/performance/cache');
    expect(stats.entries.map((entry) => entry.route)).toEqual(['GET /pricing/plans']);
  });

  it('from the keyword draft reach cached setting reads (the draft is stored as a setting)', async () => {
    await api.get('/api/settings/clustering_draft');
    await api.put('/api/keyword-draft', { text: 'new line' });
    await expect(api.get('/api/settings/clustering_draft')).resolves.toEqual({
      key: 'clustering_draft',
      value: 'new line',
    });
  });
});
