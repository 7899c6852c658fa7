import { describe, expect, it } from 'vitest';
import { communities } from '../../workers/clustering/communities';
import { clusterKeywords } from '../../workers/clustering/engine';
import { relateClusters } from '../../workers/clustering/relate';
import { positiveEdges, resolution } from '../../workers/clustering/topics';
import { loadWordVectorsFromDisk } from '../../workers/clustering/vectors.node';
import { reconcileTopics, legacyTopicId } from '@/api/local/clustering/topics';

const vectors = await loadWordVectorsFromDisk();

/** Three page-level groups about coffee brewing and three about car insurance. */
const KEYWORDS = [
  'cold brew coffee recipe',
  'how to make cold brew coffee',
  'cold brew coffee ratio',
  'french press coffee ratio',
  'how to use a french press',
  'french press brewing time',
  'pour over coffee technique',
  'pour over coffee ratio',
  'best pour over coffee maker',
  'cheap car insurance quotes',
  'car insurance quotes online',
  'compare car insurance quotes',
  'car insurance for new drivers',
  'young driver car insurance',
  'car insurance for teenage drivers',
  'car insurance claim process',
  'how to file a car insurance claim',
  'car insurance claim time limit',
];

describe('topics', () => {
  it('groups clusters into topics without merging them, every cluster in exactly one topic', async () => {
    const result = await clusterKeywords(
      KEYWORDS.map((text) => ({ text })),
      { similarity_threshold: 0.8, topic_threshold: 0.3 },
      { vectors },
    );
    expect(result.clusters.length).toBeGreaterThanOrEqual(4);
    const ids = result.topics.flatMap((topic) => topic.cluster_ids);
    expect([...ids].sort()).toEqual(result.clusters.map((cluster) => cluster.id).sort());
    for (const cluster of result.clusters) {
      expect(result.topics.find((topic) => topic.id === cluster.topic)?.cluster_ids).toContain(cluster.id);
    }
    const topicOf = (text: string) => result.clusters.find((c) => c.keywords.some((k) => k.text === text))?.topic;
    expect(topicOf('cold brew coffee ratio')).toBe(topicOf('pour over coffee ratio'));
    expect(topicOf('cheap car insurance quotes')).toBe(topicOf('car insurance claim process'));
    expect(topicOf('cold brew coffee ratio')).not.toBe(topicOf('cheap car insurance quotes'));
    const coffee = result.topics.find((topic) => topic.id === topicOf('cold brew coffee ratio'))!;
    expect(coffee.cluster_ids.length).toBeGreaterThan(1);
    expect(coffee.terms).toContain('coffee');
    expect(coffee.keyword_count).toBe(
      result.clusters.filter((c) => c.topic === coffee.id).reduce((sum, c) => sum + c.keywords.length, 0),
    );
  });

  it('are deterministic, and a higher topic threshold never gives fewer topics', async () => {
    const run = (topic_threshold: number) =>
      clusterKeywords(
        KEYWORDS.map((text) => ({ text })),
        { similarity_threshold: 0.8, topic_threshold },
        { vectors },
      );
    const [a, b] = [await run(0.5), await run(0.5)];
    expect(a.topics).toEqual(b.topics);
    const counts = [];
    for (const t of [0.1, 0.5, 1]) counts.push((await run(t)).topics.length);
    expect(counts[0]).toBeLessThanOrEqual(counts[1]);
    expect(counts[1]).toBeLessThanOrEqual(counts[2]);
  });

  it('maps the slider to a modularity resolution that grows with it', () => {
    expect(resolution(0.5)).toBeCloseTo(2);
    expect(resolution(0.1)).toBeLessThan(resolution(0.5));
    expect(resolution(1)).toBeGreaterThan(resolution(0.5));
  });
});

describe('positiveEdges', () => {
  it('keeps only the positive similarities, a NaN or a negative one in no list', () => {
    const graph = {
      ptr: Int32Array.from([0, 3, 5, 6]),
      nbr: Int32Array.from([1, 2, 2, 0, 2, 0]),
      sim: Float32Array.from([0.5, Number.NaN, -0.1, 0.5, 0.25, 0]),
    };
    const edges = positiveEdges(graph);
    expect([...edges.ptr]).toEqual([0, 1, 3, 3]);
    expect([...edges.nbr]).toEqual([1, 0, 2]);
    expect([...edges.w]).toEqual([0.5, 0.5, 0.25]);
  });
});

describe('communities (Louvain)', () => {
  /** Two triangles joined by one weak edge. */
  const edges: [number, number, number][] = [
    [0, 1, 1],
    [1, 2, 1],
    [0, 2, 1],
    [3, 4, 1],
    [4, 5, 1],
    [3, 5, 1],
    [2, 3, 0.1],
  ];
  const graph = () => {
    const lists: [number, number][][] = Array.from({ length: 6 }, () => []);
    for (const [a, b, w] of edges) {
      lists[a].push([b, w]);
      lists[b].push([a, w]);
    }
    const ptr = new Int32Array(7);
    lists.forEach((list, i) => (ptr[i + 1] = ptr[i] + list.length));
    return {
      ptr,
      nbr: Int32Array.from(lists.flat().map(([b]) => b)),
      w: Float64Array.from(lists.flat().map(([, w]) => w)),
    };
  };

  it('finds the two triangles', () => {
    const found = [...communities(graph(), 6, 1)];
    expect(found.slice(0, 3).every((c) => c === found[0])).toBe(true);
    expect(found.slice(3).every((c) => c === found[3])).toBe(true);
    expect(found[0]).not.toBe(found[3]);
  });

  it('joins them at a very low resolution and keeps isolated nodes alone', () => {
    const found = [...communities(graph(), 6, 0.01)];
    expect(new Set(found).size).toBe(1);
    const empty = { ptr: new Int32Array(4), nbr: new Int32Array(0), w: new Float64Array(0) };
    expect([...communities(empty, 3, 1)]).toEqual([0, 1, 2]);
  });

  it('takes a graph of 200,000 nodes (pairs), more than a spread call can pass', () => {
    const n = 200_000;
    const graph = {
      ptr: Int32Array.from({ length: n + 1 }, (_, i) => i),
      nbr: Int32Array.from({ length: n }, (_, i) => i ^ 1),
      w: new Float64Array(n).fill(1),
    };
    const found = communities(graph, n, 1);
    expect(found[0]).toBe(found[1]);
    expect(found[n - 2]).toBe(found[n - 1]);
    expect(new Set(found).size).toBe(n / 2);
  });
});

describe('relateClusters', () => {
  const clusters = [
    { id: 'brew', keywords: ['cold brew coffee recipe', 'cold brew coffee ratio', 'car insurance quotes online'] },
    { id: 'press', keywords: ['french press coffee ratio', 'how to use a french press', 'french press brewing time'] },
    { id: 'insurance', keywords: ['cheap car insurance quotes', 'compare car insurance quotes'] },
    { id: 'empty', keywords: [] },
  ];

  it('finds the keyword that sits closer to another cluster, and the nearest clusters', async () => {
    const relations = await relateClusters({ clusters, language: 'en' }, vectors);
    expect(relations.semantic).toBe(true);
    const brew = relations.clusters[0];
    expect(brew.keywords).toHaveLength(3);
    const misfit = brew.keywords[2];
    expect(misfit.best_other_id).toBe('insurance');
    expect(misfit.best_other).toBeGreaterThan(misfit.own);
    expect(brew.keywords[0].own).toBeGreaterThan(brew.keywords[2].own);
    for (const relation of relations.clusters) {
      const sims = relation.neighbours.map((n) => n.similarity);
      expect(sims).toEqual([...sims].sort((a, b) => b - a));
      expect(sims.every((x) => x >= 0.3 && x <= 1)).toBe(true);
      expect(relation.neighbours.map((n) => n.id)).not.toContain(relation.id);
    }
    expect(relations.clusters[3]).toEqual({ id: 'empty', cohesion: 0, neighbours: [], keywords: [], subgroups: [] });
  });

  it('sub-groups a cluster, every keyword once, largest group first', async () => {
    const relations = await relateClusters({ clusters, language: 'en' }, vectors);
    const groups = relations.clusters[0].subgroups;
    expect(groups.flat().sort()).toEqual([0, 1, 2]);
    expect(groups.find((group) => group.includes(2))).toEqual([2]);
    expect(groups[0]).toEqual([0, 1]);
  });

  it('works without word vectors (lexical only)', async () => {
    const relations = await relateClusters({ clusters, language: 'en' });
    expect(relations.semantic).toBe(false);
    expect(relations.clusters[0].keywords[2].best_other_id).toBe('insurance');
  });
});

describe('reconcileTopics (edits and older results)', () => {
  const cluster = (id: string, topic_id: string | undefined, total_volume: number | null, keyword_count = 2) => ({
    id,
    name: `name ${id}`,
    keyword_count,
    total_volume,
    terms: [id],
    topic_id,
  });
  const before = [
    { id: 't1', name: 'Coffee', cluster_ids: ['a', 'b'], total_volume: 300, keyword_count: 4, terms: ['coffee'] },
    { id: 't2', name: 'Tea', cluster_ids: ['c'], total_volume: 50, keyword_count: 2, terms: ['tea'] },
  ];

  it('drops a merged-away cluster and an emptied topic, recounts; a topic left with one cluster takes its name', () => {
    const after = reconcileTopics(before, [cluster('a', 't1', 200, 4)]);
    expect(after).toEqual([
      { id: 't1', name: 'name a', cluster_ids: ['a'], total_volume: 200, keyword_count: 4, terms: ['a'] },
    ]);
  });

  it('puts a split cluster in its parent topic', () => {
    const after = reconcileTopics(before, [
      cluster('a', 't1', 100),
      cluster('b', 't1', 200),
      cluster('a2', 't1', null, 1),
      cluster('c', 't2', 50),
    ]);
    expect(after[0]).toMatchObject({
      id: 't1',
      name: 'Coffee',
      cluster_ids: ['b', 'a', 'a2'],
      total_volume: 300,
      keyword_count: 5,
      terms: ['coffee'],
    });
  });

  it('gives each cluster of an older result a topic of its own', () => {
    const after = reconcileTopics(undefined, [cluster('x', undefined, 10), cluster('y', undefined, null)]);
    expect(after.map((topic) => topic.id)).toEqual([legacyTopicId('x'), legacyTopicId('y')]);
    expect(after[1]).toMatchObject({ name: 'name y', cluster_ids: ['y'], total_volume: null, terms: ['y'] });
  });
});
