import { describe, expect, it, vi } from 'vitest';
import { loadWordVectorsFromDisk } from '../../workers/clustering/vectors.node.ts';
import { clusterKeywords } from '../../workers/clustering/engine';
import { createClusteringApi, KEYWORDS_PER_PART, type ResultPart } from '../../workers/clustering/worker-api';
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

  it('sends the result in parts that join into the whole result, in order', async () => {
    const api = createClusteringApi(loadWordVectorsFromDisk);
    const keywords = generateKeywords(6000, 4);
    const whole = await api.cluster(keywords);
    const parts: ResultPart[] = [];
    const rest = await api.cluster(keywords, {}, undefined, undefined, (part) => {
      parts.push(part);
    });
    expect(rest.clusters).toEqual([]);
    expect(rest.unclustered).toEqual([]);
    expect(rest.topics).toEqual(whole.topics);
    expect(parts.length).toBeGreaterThan(2);
    const clusters = parts.flatMap((part) => part.clusters ?? []);
    const unclustered = parts.flatMap((part) => part.unclustered ?? []);
    expect(clusters).toEqual(whole.clusters);
    expect(unclustered).toEqual(whole.unclustered);
    // A part of clusters stops at the first cluster that reaches the size; unclustered parts are cut at it.
    const largest = Math.max(...whole.clusters.map((cluster) => cluster.keywords.length));
    for (const part of parts) {
      const size = (part.clusters ?? []).reduce((sum, cluster) => sum + cluster.keywords.length, 0);
      expect(size).toBeLessThan(KEYWORDS_PER_PART + largest);
      expect(part.unclustered?.length ?? 0).toBeLessThanOrEqual(KEYWORDS_PER_PART);
    }
  });

  it('re-runs the same keywords with other settings on the kept model, with what a fresh worker gives', async () => {
    const keywords = generateKeywords(3000, 7);
    const kept = createClusteringApi(loadWordVectorsFromDisk);
    const first = await kept.cluster(keywords);
    const settings = { similarity_threshold: 0.6, min_cluster_size: 3, max_cluster_size: 12, serp_overlap: 2 };
    const rerun = await kept.cluster(keywords, settings);
    const fresh = await createClusteringApi(loadWordVectorsFromDisk).cluster(keywords, settings);
    // The kept model skipped the three stages that build it.
    expect(first.stats.seconds.neighbours).toBeGreaterThan(0);
    expect([rerun.stats.seconds.features, rerun.stats.seconds.semantic, rerun.stats.seconds.neighbours]).toEqual([
      0, 0, 0,
    ]);
    const { seconds: _rerunSeconds, ...rerunStats } = rerun.stats;
    const { seconds: _freshSeconds, ...freshStats } = fresh.stats;
    expect(rerunStats).toEqual(freshStats);
    expect(rerun.clusters).toEqual(fresh.clusters);
    expect(rerun.topics).toEqual(fresh.topics);
    expect(rerun.unclustered).toEqual(fresh.unclustered);
    expect(rerun.clusters).not.toEqual(first.clusters);
  });

  it('builds the model again for another list or another language', async () => {
    const api = createClusteringApi(loadWordVectorsFromDisk);
    const keywords = generateKeywords(3000, 8);
    await api.cluster(keywords);
    const edited = keywords.map((k, i) => (i === 10 ? { ...k, text: `${k.text} near me` } : k));
    const rerun = await api.cluster(edited);
    expect(rerun.stats.seconds.neighbours).toBeGreaterThan(0);
    // The lines both lists share are read from the first one's: the result is a fresh worker's.
    const fresh = await createClusteringApi(loadWordVectorsFromDisk).cluster(edited);
    expect([rerun.clusters, rerun.unclustered, rerun.topics]).toEqual([
      fresh.clusters,
      fresh.unclustered,
      fresh.topics,
    ]);
    expect((await api.cluster(edited, { language: 'de' })).stats.seconds.neighbours).toBeGreaterThan(0);
    // Back to the first list: one list is kept, the last one.
    expect((await api.cluster(keywords)).stats.seconds.neighbours).toBeGreaterThan(0);
  });

  it('reads every threshold and size from the linkage kept at the floor, as the linkage run at it gives', async () => {
    const keywords = generateKeywords(3000, 13);
    const vectors = await loadWordVectorsFromDisk();
    const api = createClusteringApi(async () => vectors);
    const settings = [
      { similarity_threshold: 0.7 },
      { similarity_threshold: 0.9 },
      { similarity_threshold: 0.1 },
      { similarity_threshold: 0.4, max_cluster_size: 8 },
      { similarity_threshold: 1 },
      { similarity_threshold: 0.5, max_cluster_size: 0 },
    ];
    const linkageSeconds: number[] = [];
    for (const options of settings) {
      const kept = await api.cluster(keywords, options);
      // No kept model: the linkage runs at the threshold itself (the command's way).
      const direct = await clusterKeywords(keywords, options, { vectors });
      expect([kept.clusters, kept.unclustered, kept.topics]).toEqual([
        direct.clusters,
        direct.unclustered,
        direct.topics,
      ]);
      linkageSeconds.push(kept.stats.seconds.linkage);
    }
    // The linkage ran once per maximum size (50, 8, none); the other runs read its log, with no linkage stage.
    expect(linkageSeconds.map((seconds) => seconds > 0)).toEqual([true, false, false, true, false, true]);
  });

  it('keeps nothing between runs when told not to (the command)', async () => {
    const api = createClusteringApi(loadWordVectorsFromDisk, undefined, { keepModels: false });
    const keywords = generateKeywords(3000, 14);
    expect(await api.prepare(keywords)).toBe(false);
    await api.cluster(keywords);
    const again = await api.cluster(keywords, { similarity_threshold: 0.8 });
    expect([again.stats.seconds.neighbours > 0, again.stats.seconds.linkage > 0]).toEqual([true, true]);
  });

  describe('a list prepared ahead of its run', () => {
    const keywords = generateKeywords(3000, 11);
    // Whether the run built any of what a prepared list keeps: the model, or its linkage at the floor.
    const built = (result: { stats: { seconds: Record<string, number> } }) =>
      (['features', 'semantic', 'neighbours', 'linkage'] as const).some((stage) => result.stats.seconds[stage] > 0);

    it('runs on the prepared model, with what a fresh worker gives', async () => {
      const api = createClusteringApi(loadWordVectorsFromDisk);
      expect(await api.prepare(keywords)).toBe(true);
      const result = await api.cluster(keywords, { similarity_threshold: 0.7 });
      expect(built(result)).toBe(false);
      const fresh = await createClusteringApi(loadWordVectorsFromDisk).cluster(keywords, { similarity_threshold: 0.7 });
      expect(built(fresh)).toBe(true);
      expect(result.clusters).toEqual(fresh.clusters);
      expect(result.unclustered).toEqual(fresh.unclustered);
    });

    it('joins a build under way, hearing its progress, instead of starting another', async () => {
      const api = createClusteringApi(loadWordVectorsFromDisk);
      const prepared = api.prepare(keywords);
      const stages: string[] = [];
      const result = await api.cluster(keywords, {}, (p) => {
        if (!stages.includes(p.stage)) stages.push(p.stage);
      });
      expect(await prepared).toBe(true);
      expect(stages).toEqual(['normalize', 'features', 'semantic', 'neighbours', 'linkage', 'summarize', 'topics']);
      expect(built(result)).toBe(false);
      expect(result.clusters).toEqual((await createClusteringApi(loadWordVectorsFromDisk).cluster(keywords)).clusters);
    });

    it('stops waiting when its run is cancelled, and keeps building for the next run', async () => {
      const api = createClusteringApi(loadWordVectorsFromDisk);
      const prepared = api.prepare(keywords);
      const cancelled = api.cluster(keywords, {}, (p) => {
        if (p.stage === 'features') api.cancel();
      });
      await expect(cancelled).rejects.toMatchObject({ name: 'ClusteringCancelledError' });
      expect(await prepared).toBe(true);
      expect(built(await api.cluster(keywords))).toBe(false);
    });

    it('gives way to another list prepared before it is built', async () => {
      const api = createClusteringApi(loadWordVectorsFromDisk);
      const first = api.prepare(keywords);
      // The first list's build has begun when the second arrives: the normalise stage yields first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const other = generateKeywords(2000, 12);
      const second = api.prepare(other);
      expect(await first).toBe(false);
      expect(await second).toBe(true);
      expect(built(await api.cluster(other))).toBe(false);
      expect(built(await api.cluster(keywords))).toBe(true);
    });

    it('runs with the options it was prepared with, so their run takes that result without running again', async () => {
      const options = { similarity_threshold: 0.8, max_cluster_size: 20 };
      const api = createClusteringApi(loadWordVectorsFromDisk);
      expect(await api.prepare(keywords, options)).toBe(true);
      const heard: string[] = [];
      const result = await api.cluster(keywords, options, (p) => heard.push(p.stage));
      expect(heard).toEqual([]);
      const fresh = await createClusteringApi(loadWordVectorsFromDisk).cluster(keywords, options);
      expect(result.clusters).toEqual(fresh.clusters);
      expect(result.unclustered).toEqual(fresh.unclustered);
      expect(result.topics).toEqual(fresh.topics);
    });

    it('runs afresh when the run’s options or figures differ from the prepared ones', async () => {
      const api = createClusteringApi(loadWordVectorsFromDisk);
      expect(await api.prepare(keywords, { similarity_threshold: 0.8 })).toBe(true);
      const stages = async (input: typeof keywords, options: { similarity_threshold: number }) => {
        const heard = new Set<string>();
        const result = await api.cluster(input, options, (p) => heard.add(p.stage));
        const fresh = await createClusteringApi(loadWordVectorsFromDisk).cluster(input, options);
        expect(result.clusters).toEqual(fresh.clusters);
        return [...heard];
      };
      expect(await stages(keywords, { similarity_threshold: 0.6 })).toContain('summarize');
      const louder = keywords.map((k, i) => (i === 0 ? { ...k, search_volume: (k.search_volume ?? 0) + 1000 } : k));
      expect(await stages(louder, { similarity_threshold: 0.8 })).toContain('summarize');
    });
  });
});
