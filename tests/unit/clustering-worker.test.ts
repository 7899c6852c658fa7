import { describe, expect, it, vi } from 'vitest';
import { loadWordVectorsFromDisk } from '../../workers/clustering/vectors.node.ts';
import { createClusteringApi } from '../../workers/clustering/worker-api';
import { generateKeywords } from '../bench/generator';

describe('clustering worker API', () => {
  it('loads the word vectors once, lazily, and only for English', async () => {
    const load = vi.fn(loadWordVectorsFromDisk);
    const api = createClusteringApi(load);
    expect(load).not.toHaveBeenCalled();
    await api.cluster([{ text: 'günstige flüge' }, { text: 'flüge günstig buchen' }], { language: 'de' });
    expect(load).not.toHaveBeenCalled();
    const first = await api.cluster([{ text: 'car insurance' }, { text: 'auto insurance' }]);
    await api.cluster([{ text: 'laptop' }]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first.stats.semantic).toBe(true);
  });

  it('falls back to lexical similarity when the vectors cannot be loaded, and retries later', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(loadWordVectorsFromDisk);
    const api = createClusteringApi(load);
    expect((await api.cluster([{ text: 'a b' }, { text: 'a c' }])).stats.semantic).toBe(false);
    expect(await api.preloadVectors()).toBe(true);
  });

  it('forwards progress and cancels a running job', async () => {
    const api = createClusteringApi(loadWordVectorsFromDisk);
    const stages: string[] = [];
    const job = api.cluster(generateKeywords(5000, 9), {}, (p) => {
      if (!stages.includes(p.stage)) stages.push(p.stage);
      if (p.stage === 'neighbours') api.cancel();
    });
    await expect(job).rejects.toMatchObject({ name: 'ClusteringCancelledError' });
    expect(stages).toContain('neighbours');
    const after = await api.cluster([{ text: 'still works' }, { text: 'still working' }]);
    expect(after.stats.unique_keywords).toBe(1);
  });

  it('cancels one run by its id while another run in the same worker completes', async () => {
    const api = createClusteringApi(loadWordVectorsFromDisk);
    let cancelled = false;
    // The larger run is still going when the smaller one reaches its neighbour search and cancels it.
    const other = api.cluster(generateKeywords(6000, 5), {}, undefined, 2);
    const kept = api.cluster(
      generateKeywords(2000, 4),
      {},
      (p) => {
        if (!cancelled && p.stage === 'neighbours') {
          cancelled = true;
          api.cancel(2);
        }
      },
      1,
    );
    await expect(other).rejects.toMatchObject({ name: 'ClusteringCancelledError' });
    expect((await kept).stats.input_keywords).toBe(2000);
    expect(cancelled).toBe(true);
  });
});
