import { describe, expect, it } from 'vitest';
import { ClusteringCancelledError } from '../../workers/clustering/control';
import { clusterKeywords, resolveOptions } from '../../workers/clustering/engine';
import { DEFAULT_OPTIONS, type ClusteringResult, type KeywordInput } from '../../workers/clustering/types';
import { loadWordVectorsFromDisk } from '../../workers/clustering/vectors.node.ts';
import { generateKeywords } from '../bench/generator';

const texts = (list: string[]): KeywordInput[] => list.map((text) => ({ text }));

/** Input index → cluster id ('' when unclustered), over every merged line. */
function assignment(result: ClusteringResult): Map<number, string> {
  const out = new Map<number, string>();
  for (const c of result.clusters)
    for (const k of c.keywords) for (const i of [k.input_index, ...k.merged_indexes]) out.set(i, c.id);
  for (const u of result.unclustered) for (const i of [u.input_index, ...u.merged_indexes]) out.set(i, '');
  return out;
}

function accountedOnce(result: ClusteringResult): number[] {
  const all = [...result.clusters.flatMap((c) => c.keywords), ...result.unclustered].flatMap((k) => [
    k.input_index,
    ...k.merged_indexes,
  ]);
  return all.sort((a, b) => a - b);
}

const SAMPLE = texts([
  'running shoes',
  'best running shoes',
  'running shoes for women',
  'trail running shoes',
  'cheap running shoes',
  'running shoes sale',
  'laptop',
  'gaming laptop',
  'best gaming laptop',
  'cheap gaming laptop',
  'gaming laptop deals',
  'how to bake sourdough bread',
  'sourdough bread recipe',
  'easy sourdough bread',
  'sourdough starter',
  'car insurance',
  'cheap car insurance',
  'car insurance quotes',
  'best car insurance',
  'weather tomorrow',
]);

describe('clustering engine', () => {
  it('exports defaults matching the spec', () => {
    expect(DEFAULT_OPTIONS).toMatchObject({
      similarity_threshold: 0.7,
      min_cluster_size: 2,
      max_cluster_size: 20,
      language: 'en',
      location: 'US',
      serp_overlap: 4,
    });
    expect(resolveOptions({ similarity_threshold: 5, min_cluster_size: 0, max_cluster_size: 1 })).toMatchObject({
      similarity_threshold: 1,
      min_cluster_size: 1,
      max_cluster_size: 2,
    });
    expect(resolveOptions({ location: 'DE' }).language).toBe('de');
    expect(resolveOptions({ location: 'DE', language: 'fr' }).language).toBe('fr');
  });

  it('groups keywords by topic and names clusters by volume, else centrality', async () => {
    const input = SAMPLE.map((k) => (k.text === 'cheap car insurance' ? { ...k, search_volume: 5000 } : k));
    const result = await clusterKeywords(input);
    const of = assignment(result);
    const idx = (t: string) => input.findIndex((k) => k.text === t);
    expect(of.get(idx('best running shoes'))).toBe(of.get(idx('running shoes for women')));
    expect(of.get(idx('best gaming laptop'))).toBe(of.get(idx('cheap gaming laptop')));
    expect(of.get(idx('best running shoes'))).not.toBe(of.get(idx('best gaming laptop')));
    const insurance = result.clusters.find((c) => c.keywords.some((k) => k.text === 'car insurance quotes'));
    expect(insurance?.name).toBe('cheap car insurance');
    expect(insurance?.total_volume).toBe(5000);
    expect(insurance?.terms).toContain('insurance');
    expect(result.clusters[0].id).toBe('c1');
    const shoes = result.clusters.find((c) => c.keywords.some((k) => k.text === 'trail running shoes'));
    expect(shoes?.keywords.map((k) => k.text)).toContain(shoes?.name);
  });

  it('is deterministic', async () => {
    const input = generateKeywords(800, 7);
    const a = await clusterKeywords(input);
    const b = await clusterKeywords([...input]);
    const strip = (r: ClusteringResult) => JSON.stringify({ c: r.clusters, u: r.unclustered });
    expect(strip(a)).toBe(strip(b));
  });

  it('never merges more at a higher threshold (clusters only split)', async () => {
    const input = generateKeywords(600, 3);
    let previous: Map<number, string> | null = null;
    for (const t of [0.1, 0.3, 0.5, 0.6, 0.7, 0.8, 0.9, 1]) {
      const of = assignment(
        await clusterKeywords(input, { similarity_threshold: t, min_cluster_size: 1, max_cluster_size: 20 }),
      );
      if (previous) {
        // Every pair together at t was together at the lower threshold.
        const groups = new Map<string, number[]>();
        of.forEach((c, i) => groups.set(c, [...(groups.get(c) ?? []), i]));
        for (const members of groups.values()) {
          const before = new Set(members.map((i) => previous?.get(i)));
          expect(before.size).toBe(1);
        }
      }
      previous = of;
    }
  });

  it('respects the minimum and maximum cluster sizes', async () => {
    const input = generateKeywords(1500, 11);
    for (const [min, max] of [
      [2, 20],
      [3, 5],
      [1, 2],
      [5, 50],
    ]) {
      const result = await clusterKeywords(input, {
        min_cluster_size: min,
        max_cluster_size: max,
        similarity_threshold: 0.3,
      });
      for (const c of result.clusters) {
        expect(c.keywords.length).toBeGreaterThanOrEqual(min);
        expect(c.keywords.length).toBeLessThanOrEqual(max);
      }
    }
    const unlimited = await clusterKeywords(input, { max_cluster_size: 0, similarity_threshold: 0.1 });
    expect(Math.max(...unlimited.clusters.map((c) => c.keywords.length))).toBeGreaterThan(50);
  });

  it('puts keywords sharing at least N top-10 URLs together, whatever their words', async () => {
    const urls = (list: string[], from = 1) =>
      list.map((u, i) => ({ url: u.includes('://') ? u : `https://${u}`, position: from + i }));
    const input: KeywordInput[] = [
      { text: 'jaguar price', urls: urls(['a.com/x', 'b.com/y', 'c.com/z', 'd.com']) },
      { text: 'how fast is a big cat', urls: urls(['www.a.com/x/', 'http://b.com/y?ref=1', 'c.com/z', 'e.com']) },
      { text: 'unrelated words here', urls: urls(['a.com/x', 'b.com/y', 'f.com']) },
      { text: 'something else entirely', urls: urls(['a.com/x', 'b.com/y', 'c.com/z'], 11) },
    ];
    const result = await clusterKeywords(input, { serp_overlap: 3, similarity_threshold: 1 });
    expect(result.clusters).toHaveLength(1);
    expect(result.clusters[0].keywords.map((k) => k.text).sort()).toEqual(['how fast is a big cat', 'jaguar price']);
    expect(result.stats.serp_pairs).toBe(1);
    const two = await clusterKeywords(input, { serp_overlap: 2, similarity_threshold: 1 });
    expect(two.clusters[0].keywords).toHaveLength(3);
  });

  it('accounts for every keyword exactly once and merges duplicates into the first spelling', async () => {
    const input = texts([
      'Running Shoes',
      'running shoes',
      'shoes running',
      'running shoe',
      'laptop',
      'LAPTOP ',
      'best laptop',
      'zebra',
    ]);
    const result = await clusterKeywords(input, { min_cluster_size: 2 });
    expect(accountedOnce(result)).toEqual(input.map((_, i) => i));
    const shoes = [...result.clusters.flatMap((c) => c.keywords), ...result.unclustered].find(
      (k) => k.input_index === 0,
    );
    expect(shoes?.text).toBe('Running Shoes');
    expect(shoes?.variants).toEqual(['shoes running', 'running shoe']);
    expect(result.stats.duplicates_merged).toBe(4);
    expect(result.unclustered.find((u) => u.text === 'zebra')?.similarity).toBeGreaterThanOrEqual(0);
  });

  it('handles bad input: empty, whitespace, one keyword, huge lines, emoji/CJK/RTL, numbers', async () => {
    expect((await clusterKeywords([])).clusters).toEqual([]);
    const blank = await clusterKeywords(texts(['', '   ', '\t\n']));
    expect(blank.stats.unique_keywords).toBe(0);
    expect(blank.unclustered).toEqual([]);
    const one = await clusterKeywords(texts(['only keyword']));
    expect(one.unclustered.map((u) => u.text)).toEqual(['only keyword']);
    expect(one.unclustered[0].nearest_cluster_id).toBeNull();

    const long = 'seo '.repeat(2500);
    const odd = texts([
      long,
      `${long}x`,
      '🔥🔥🔥',
      '🔥 running shoes 🔥',
      '東京 ホテル',
      '東京 ホテル 安い',
      'מלון בתל אביב',
      'فندق في دبي',
      '12345',
      '2024',
      '12345',
      'running shoes',
    ]);
    const result = await clusterKeywords(odd, { min_cluster_size: 1 });
    expect(accountedOnce(result)).toEqual(odd.map((_, i) => i));
    const all = [...result.clusters.flatMap((c) => c.keywords), ...result.unclustered];
    expect(all.find((k) => k.input_index === 0)?.text).toHaveLength(long.trim().length);
    expect(all.find((k) => k.text === '12345')?.merged_indexes).toEqual([10]);
  });

  it('fills cluster metrics from keyword data', async () => {
    const input: KeywordInput[] = [
      {
        text: 'buy running shoes',
        search_volume: 1000,
        cpc: 2,
        difficulty: 40,
        competition: 0.5,
        intent: 'transactional',
      },
      { text: 'buy running shoes online', search_volume: 500, cpc: 1, difficulty: 20 },
    ];
    const [c] = (await clusterKeywords(input, { similarity_threshold: 0.3 })).clusters;
    expect(c).toMatchObject({
      name: 'buy running shoes',
      total_volume: 1500,
      avg_cpc: 1.5,
      avg_difficulty: 30,
      intent: 'transactional',
    });
    expect(c.avg_opportunity).toBeGreaterThan(0);
  });

  it('reports progress by stage and can be cancelled', async () => {
    const input = generateKeywords(3000, 5);
    const stages = new Set<string>();
    const result = await clusterKeywords(input, {}, { onProgress: (p) => stages.add(p.stage) });
    expect([...stages]).toEqual(['normalize', 'features', 'semantic', 'neighbours', 'linkage', 'summarize', 'topics']);
    expect(result.stats.seconds.total).toBeGreaterThan(0);
    const signal = { aborted: false };
    const run = clusterKeywords(
      input,
      {},
      {
        signal,
        onProgress: (p) => {
          if (p.stage === 'features') signal.aborted = true;
        },
      },
    );
    await expect(run).rejects.toBeInstanceOf(ClusteringCancelledError);
  });

  it('uses word vectors when given: meaning without shared words', async () => {
    const vectors = await loadWordVectorsFromDisk();
    const input = texts([
      'automobile insurance',
      'car insurance',
      'vehicle insurance',
      'chocolate cake recipe',
      'chocolate brownie recipe',
      'guitar lessons',
    ]);
    const result = await clusterKeywords(input, { similarity_threshold: 0.7 }, { vectors });
    expect(result.stats.semantic).toBe(true);
    const of = assignment(result);
    expect(of.get(0)).not.toBe('');
    expect(of.get(0)).toBe(of.get(1));
    expect(of.get(0)).not.toBe(of.get(3));
  });
});
