import { describe, expect, it } from 'vitest';
import type { Cluster, ClusteringResult, Keyword, SearchIntent, Topic } from '@/contract';
import {
  buildClusterMap,
  buildDistribution,
  buildHeatmap,
  buildOpportunityScatter,
  buildRadar,
  buildTopicTreemap,
  buildTrends,
  buildVisualizations,
  intentShare,
  keywordProfile,
  lastTwelveMonths,
  quadrantOf,
  seasonalProfile,
  sharedTermNeighbours,
} from '@workers/visualizations';
import { figureOrigin } from '@workers/visualizations/origin';
import { forceLayout, initialPositions, normalise } from '@workers/visualizations/layout';

let ids = 0;
function keyword(text: string, figures: Partial<Keyword> = {}): Keyword {
  ids += 1;
  return {
    id: `k${ids}`,
    text,
    search_volume: 100,
    competition: 'LOW',
    cpc_low: 1,
    cpc_high: 3,
    difficulty: 30,
    opportunity_score: 50,
    intent: 'informational',
    data_source: 'enhanced_mock',
    estimated_fields: ['search_volume', 'difficulty', 'cpc_low', 'cpc_high', 'competition'],
    metric_sources: {},
    sources: [],
    source_label: 'Estimated',
    expanded: false,
    expanded_from: null,
    variants: [],
    similarity: 1,
    clicks: null,
    impressions: null,
    ctr: null,
    position: null,
    url: null,
    ...figures,
  };
}

function cluster(
  id: string,
  name: string,
  keywords: Keyword[],
  topicId = `t-${id}`,
  intent: SearchIntent = 'informational',
): Cluster {
  const volumes = keywords.flatMap((k) => (k.search_volume === null ? [] : [k.search_volume]));
  const difficulties = keywords.flatMap((k) => (k.difficulty === null ? [] : [k.difficulty]));
  return {
    id,
    name,
    keywords,
    keyword_count: keywords.length,
    total_volume: volumes.length ? volumes.reduce((a, b) => a + b, 0) : null,
    avg_cpc: 2,
    avg_difficulty: difficulties.length ? difficulties.reduce((a, b) => a + b, 0) / difficulties.length : null,
    avg_opportunity: 50,
    total_clicks: null,
    total_impressions: null,
    intent,
    terms: name.toLowerCase().split(' '),
    edited: false,
    topic_id: topicId,
  };
}

function resultOf(clusters: Cluster[], topics?: Topic[]): ClusteringResult {
  const ownTopics =
    topics ??
    clusters.map((c) => ({
      id: c.topic_id,
      name: c.name,
      cluster_ids: [c.id],
      total_volume: c.total_volume,
      keyword_count: c.keyword_count,
      terms: c.terms,
    }));
  return {
    id: 'r1',
    name: 'Coffee',
    project_id: null,
    total_keywords: clusters.reduce((n, c) => n + c.keyword_count, 0),
    total_clusters: clusters.length,
    total_unclustered: 0,
    total_search_volume: null,
    total_clicks: null,
    total_impressions: null,
    processing_time: 1,
    seo_data_source: 'enhanced_mock',
    metrics_sources: [],
    expanded_keywords: 0,
    duplicates_merged: 0,
    skipped_keywords: 0,
    semantic: false,
    settings: {
      similarity_threshold: 0.5,
      topic_threshold: 0.5,
      min_cluster_size: 1,
      max_cluster_size: 50,
      location: 'US',
      language: 'en',
      get_seo_data: true,
      expand_keywords: false,
    },
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    clusters,
    topics: ownTopics,
    unclustered_keywords: [],
  };
}

const espresso = cluster('c1', 'espresso machine', [
  keyword('espresso machine', { search_volume: 5000, difficulty: 20 }),
  keyword('best espresso machine', { search_volume: 2000, difficulty: 60, intent: 'commercial' }),
]);
const beans = cluster('c2', 'coffee beans', [
  keyword('coffee beans', { search_volume: 800, difficulty: 10 }),
  keyword('organic coffee beans', { search_volume: 50, difficulty: 70 }),
]);
const grinder = cluster('c3', 'espresso grinder', [
  keyword('espresso grinder', { search_volume: 300, difficulty: null }),
]);
const xmas = cluster('c4', 'christmas coffee gifts', [keyword('christmas coffee gifts', { search_volume: 1200 })]);

describe('cluster map', () => {
  it('places every cluster in 0..100, the same way every time, and says when it fell back to shared words', () => {
    const result = resultOf([espresso, beans, grinder, xmas]);
    const first = buildClusterMap(result, null);
    expect(buildClusterMap(result, null)).toEqual(first);
    expect(first.map_data.nodes).toHaveLength(4);
    for (const node of first.map_data.nodes) {
      expect(node.x).toBeGreaterThanOrEqual(0);
      expect(node.x).toBeLessThanOrEqual(100);
      expect(node.y).toBeGreaterThanOrEqual(0);
      expect(node.y).toBeLessThanOrEqual(100);
    }
    expect(first.map_data.metadata).toMatchObject({ total_clusters: 4, total_keywords: 6, layout: 'shared_terms' });
    expect(first.map_data.metadata.layout_note).toMatch(/words clusters share/);
    expect(first.figure_origin).toBe('estimated');
  });

  it('pulls similar clusters together: linked pairs end up closer than unlinked ones', () => {
    const clusters = Array.from({ length: 12 }, (_, i) => cluster(`c${i}`, `cluster ${i}`, [keyword(`kw ${i}`)]));
    const neighbours = new Map(
      clusters.map((c, i) => [c.id, i % 2 === 0 ? [{ id: clusters[i + 1].id, similarity: 0.95 }] : []]),
    );
    const map = buildClusterMap(resultOf(clusters), { neighbours });
    expect(map.map_data.metadata.layout).toBe('similarity');
    expect(map.map_data.links).toHaveLength(6);
    const at = new Map(map.map_data.nodes.map((n) => [n.id, n]));
    const distance = (a: string, b: string) => Math.hypot(at.get(a)!.x - at.get(b)!.x, at.get(a)!.y - at.get(b)!.y);
    const linked = [0, 2, 4, 6, 8, 10].map((i) => distance(`c${i}`, `c${i + 1}`));
    const unlinked = [0, 2, 4, 6, 8].map((i) => distance(`c${i + 1}`, `c${i + 2}`));
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean(linked)).toBeLessThan(mean(unlinked));
  });

  it('lays out 2,000 clusters quickly and deterministically', () => {
    const clusters = Array.from({ length: 2000 }, (_, i) =>
      cluster(`c${i}`, `topic ${i % 50} item ${i}`, [keyword(`kw ${i}`)]),
    );
    const started = performance.now();
    const map = buildClusterMap(resultOf(clusters), null);
    const elapsed = performance.now() - started;
    expect(map.map_data.nodes).toHaveLength(2000);
    expect(new Set(map.map_data.nodes.map((n) => `${n.x},${n.y}`)).size).toBeGreaterThan(1900);
    console.log(`cluster map layout of 2,000 clusters: ${Math.round(elapsed)} ms`);
  });

  it('keeps the clusters of one topic near each other', () => {
    const clusters = Array.from({ length: 30 }, (_, i) => cluster(`c${i}`, `c${i}`, [keyword(`k${i}`)], `t${i % 3}`));
    const topics: Topic[] = [0, 1, 2].map((t) => ({
      id: `t${t}`,
      name: `Topic ${t}`,
      cluster_ids: clusters.filter((c) => c.topic_id === `t${t}`).map((c) => c.id),
      total_volume: 1000,
      keyword_count: 10,
      terms: [],
    }));
    const map = buildClusterMap(resultOf(clusters, topics), { neighbours: new Map() });
    const centre = (t: string) => {
      const nodes = map.map_data.nodes.filter((n) => n.topic_id === t);
      return {
        x: nodes.reduce((s, n) => s + n.x, 0) / nodes.length,
        y: nodes.reduce((s, n) => s + n.y, 0) / nodes.length,
      };
    };
    const spread = (t: string) => {
      const c = centre(t);
      const nodes = map.map_data.nodes.filter((n) => n.topic_id === t);
      return nodes.reduce((s, n) => s + Math.hypot(n.x - c.x, n.y - c.y), 0) / nodes.length;
    };
    const between = Math.hypot(centre('t0').x - centre('t1').x, centre('t0').y - centre('t1').y);
    expect(spread('t0')).toBeLessThan(between);
    expect(map.map_data.nodes.find((n) => n.id === 'c0')?.topic_name).toBe('Topic 0');
  });

  it('finds neighbours by shared words, ignoring words most clusters share', () => {
    const neighbours = sharedTermNeighbours([espresso, beans, grinder, xmas]);
    expect(neighbours.get('c1')?.[0]?.id).toBe('c3');
    expect(neighbours.get('c4')?.map((n) => n.id)).toEqual(['c2']); // 'coffee'
    expect(neighbours.get('c1')?.map((n) => n.id)).not.toContain('c4');
  });

  it('lays out one node and none without failing', () => {
    expect(normalise(forceLayout(initialPositions([0]), []))).toEqual([{ x: 50, y: 50 }]);
    expect(normalise([])).toEqual([]);
  });
});

describe('heatmap', () => {
  it('sums volume per cluster × intent and × Semrush difficulty band when topics are not grouped', () => {
    const heat = buildHeatmap(resultOf([espresso, beans]));
    expect(heat.row_kind).toBe('cluster');
    expect(heat.by_intent.row_labels).toEqual(['espresso machine', 'coffee beans']);
    expect(heat.by_intent.cells).toContainEqual([0, 0, 5000]);
    expect(heat.by_intent.cells).toContainEqual([1, 0, 2000]);
    expect(heat.by_intent.max).toBe(5000);
    expect(heat.by_difficulty.column_labels[0]).toBe('Very easy (0–14)');
    // coffee beans: difficulty 10 → very easy, 70 → hard
    expect(heat.by_difficulty.cells).toContainEqual([0, 1, 800]);
    expect(heat.by_difficulty.cells).toContainEqual([4, 1, 50]);
  });

  it('uses topics as rows when topics group several clusters', () => {
    const grouped = [
      { ...espresso, topic_id: 'coffee' },
      { ...grinder, topic_id: 'coffee' },
      { ...beans, topic_id: 'beans' },
    ];
    const topics: Topic[] = [
      { id: 'coffee', name: 'Espresso', cluster_ids: ['c1', 'c3'], total_volume: 7300, keyword_count: 3, terms: [] },
      { id: 'beans', name: 'Beans', cluster_ids: ['c2'], total_volume: 850, keyword_count: 2, terms: [] },
    ];
    const heat = buildHeatmap(resultOf(grouped, topics));
    expect(heat.row_kind).toBe('topic');
    expect(heat.by_intent.row_labels).toEqual(['Espresso', 'Beans']);
    expect(heat.by_intent.cells).toContainEqual([0, 0, 5300]);
  });
});

describe('opportunity scatter', () => {
  it('places keywords with both figures, splits at the median volume and difficulty 50', () => {
    const data = buildOpportunityScatter(resultOf([espresso, beans, grinder]));
    expect(data.points).toHaveLength(4);
    expect(data.keywords_left_out).toBe(1);
    expect(data.volume_split).toBe(1400);
    expect(data.difficulty_split).toBe(50);
    expect(data.quadrant_counts).toEqual({ 'Quick wins': 1, 'Big bets': 1, 'Long tail': 1, 'Hard slogs': 1 });
    expect(data.points.find((p) => p.text === 'espresso machine')).toMatchObject({ quadrant: 'Quick wins', cpc: 2 });
  });

  it('names the quadrants', () => {
    expect(quadrantOf(1000, 10, 500)).toBe('Quick wins');
    expect(quadrantOf(1000, 50, 500)).toBe('Big bets');
    expect(quadrantOf(10, 49, 500)).toBe('Long tail');
    expect(quadrantOf(10, 90, 500)).toBe('Hard slogs');
  });
});

describe('trends', () => {
  it('sums imported monthly searches per cluster', () => {
    const withMonths = cluster('m1', 'snow boots', [
      keyword('snow boots', {
        monthly_searches: [
          { month: '2025-12', searches: 900 },
          { month: '2026-01', searches: 1000 },
        ],
      }),
      keyword('winter boots', { monthly_searches: [{ month: '2026-01', searches: 500 }] }),
    ]);
    const trends = buildTrends(resultOf([withMonths, beans]), '2026-11-24');
    expect(trends.trend_source).toBe('imported');
    expect(trends.months).toEqual(['2025-12', '2026-01']);
    expect(trends.series.find((s) => s.cluster_id === 'm1')?.values).toEqual([900, 1500]);
    expect(trends.series.find((s) => s.cluster_id === 'c2')?.values).toEqual([0, 0]);
    expect(trends.figure_origin).toBe('imported');
  });

  it('estimates a seasonal profile over the last 12 months when none were imported, keeping the average', () => {
    const trends = buildTrends(resultOf([espresso, xmas]), '2026-11-24');
    expect(trends.trend_source).toBe('estimated');
    expect(trends.note).toMatch(/^Estimated/);
    expect(trends.months).toEqual(lastTwelveMonths('2026-11-24'));
    expect(trends.months[0]).toBe('2025-11');
    expect(trends.months[11]).toBe('2026-10');
    const flat = trends.series.find((s) => s.cluster_id === 'c1');
    expect(new Set(flat?.values)).toEqual(new Set([7000]));
    const seasonal = trends.series.find((s) => s.cluster_id === 'c4')?.values ?? [];
    const december = seasonal[trends.months.indexOf('2025-12')];
    expect(december).toBe(Math.max(...seasonal));
    expect(seasonal.reduce((a, b) => a + b, 0) / 12).toBeCloseTo(1200, -1);
  });

  it('wraps the months across a year boundary', () => {
    expect(lastTwelveMonths('2026-01-05')).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
    ]);
  });

  it('shapes seasons by the words keywords use, and stays flat otherwise', () => {
    expect(keywordProfile('espresso machine')).toEqual(new Array(12).fill(1));
    expect(keywordProfile('halloween costume ideas')[9]).toBeGreaterThan(2);
    const profile = seasonalProfile([{ text: 'valentine gifts', search_volume: 100 }]);
    expect(profile.reduce((a, b) => a + b, 0)).toBeCloseTo(12);
  });
});

describe('radar', () => {
  it('scores the largest clusters on six axes, 0..100, with the raw figures', () => {
    const radar = buildRadar(resultOf([espresso, beans, grinder]));
    expect(radar.axes).toEqual(['Volume', 'CPC', 'Ease', 'Opportunity', 'Size', 'Intent share']);
    expect(radar.clusters.map((c) => c.cluster_id)).toEqual(['c1', 'c2', 'c3']);
    const top = radar.clusters[0];
    expect(top.scores[0]).toBe(100);
    expect(top.scores[2]).toBe(60); // ease = 100 - 40
    expect(top.scores[5]).toBe(50); // one of two keywords has the cluster's intent
    expect(top.raw).toEqual([7000, 2, 60, 50, 2, 50]);
    expect(radar.clusters.length).toBeGreaterThan(0);
    for (const c of radar.clusters) for (const s of c.scores) expect(s).toBeGreaterThanOrEqual(0);
    expect(intentShare({ intent: 'local', keywords: [] })).toBe(0);
  });
});

describe('distribution', () => {
  it('counts keywords per difficulty band of ten and per volume band', () => {
    const data = buildDistribution(resultOf([espresso, beans, grinder]));
    expect(data.difficulty.map((bin) => bin.keywords)).toEqual([0, 1, 1, 0, 0, 0, 1, 1, 0, 0]);
    expect(data.difficulty[9].label).toBe('90–100');
    expect(data.without_difficulty).toBe(1);
    expect(data.volume.find((bin) => bin.label === '1K–9.9K')?.keywords).toBe(2);
    expect(data.median_volume).toBe(800);
    expect(data.average_difficulty).toBe(40);
  });
});

describe('topic treemap', () => {
  it('nests topics, clusters and keywords by volume, folding long tails', () => {
    const many = cluster(
      'big',
      'big cluster',
      Array.from({ length: 20 }, (_, i) => keyword(`long tail ${i}`, { search_volume: i + 1 })),
    );
    const tree = buildTopicTreemap(resultOf([espresso, many]));
    expect(tree.measure).toBe('volume');
    expect(tree.topics[0].name).toBe('espresso machine');
    expect(tree.topics[0].value).toBe(7000);
    const big = tree.topics[1].children?.[0];
    expect(big?.children).toHaveLength(9);
    expect(big?.children?.[8].name).toBe('12 more keywords');
    expect(big?.value).toBe(210);
  });

  it('folds small topics and clusters into one tile each', () => {
    const clusters = Array.from({ length: 45 }, (_, i) =>
      cluster(`c${i}`, `cluster ${i}`, [keyword(`kw ${i}`, { search_volume: 100 + i })], i < 15 ? 'shared' : `t${i}`),
    );
    const topics: Topic[] = [
      {
        id: 'shared',
        name: 'Shared',
        cluster_ids: clusters.slice(0, 15).map((c) => c.id),
        total_volume: null,
        keyword_count: 15,
        terms: [],
      },
      ...clusters.slice(15).map((c) => ({
        id: c.topic_id,
        name: c.name,
        cluster_ids: [c.id],
        total_volume: c.total_volume,
        keyword_count: 1,
        terms: [],
      })),
    ];
    const tree = buildTopicTreemap(resultOf(clusters, topics));
    expect(tree.total_topics).toBe(31);
    expect(tree.topics).toHaveLength(31);
    expect(tree.topics[0].name).toBe('Shared');
    expect(tree.topics[0].children).toHaveLength(13);
    expect(tree.topics[0].children?.[12].name).toBe('3 more clusters');
    const folded = buildTopicTreemap(
      resultOf([...clusters, cluster('x', 'extra', [keyword('x', { search_volume: 1 })])]),
    );
    expect(folded.topics.at(-1)?.name).toMatch(/^\d+ more topics$/);
  });

  it('sizes by keyword count when the result has no volumes', () => {
    const bare = cluster('b', 'bare', [keyword('a', { search_volume: null }), keyword('b', { search_volume: null })]);
    const tree = buildTopicTreemap(resultOf([bare]));
    expect(tree.measure).toBe('keywords');
    expect(tree.topics[0].value).toBe(2);
  });
});

describe('figure origin and the dispatcher', () => {
  it('tells imported, estimated, mixed and missing figures apart', () => {
    const imported = keyword('x', { estimated_fields: [] });
    const estimated = keyword('y');
    expect(figureOrigin([imported], ['search_volume'])).toBe('imported');
    expect(figureOrigin([estimated], ['search_volume'])).toBe('estimated');
    expect(figureOrigin([imported, estimated], ['search_volume'])).toBe('mixed');
    expect(figureOrigin([keyword('z', { search_volume: null })], ['search_volume'])).toBe('none');
  });

  it('builds only the charts asked for', () => {
    const out = buildVisualizations({
      result: resultOf([espresso]),
      charts: ['trend_analysis', 'topic_treemap'],
      neighbours: null,
      today: '2026-11-24',
    });
    expect(Object.keys(out).sort()).toEqual(['topic_treemap', 'trend_analysis']);
  });
});
