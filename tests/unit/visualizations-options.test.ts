import { describe, expect, it } from 'vitest';
import type { ClusterMapData, HeatmapMatrix, OpportunityScatterData, ScatterKeyword } from '@/contract';
import {
  clusterMapOption,
  clusterMapSummary,
  mapGroups,
  OTHER_TOPICS,
} from '@/features/visualizations/options/clusterMap';
import { distributionOption, distributionSummary } from '@/features/visualizations/options/distribution';
import { heatmapOption, heatmapSummary } from '@/features/visualizations/options/heatmap';
import { opportunityOption, opportunitySummary, quadrantSeries } from '@/features/visualizations/options/opportunity';
import { radarSummary } from '@/features/visualizations/options/radar';
import { monthLabel } from '@/features/visualizations/options/text';
import { trendsOption, trendsSummary } from '@/features/visualizations/options/trends';

type Series = { name?: string; type?: string; data?: unknown[]; large?: boolean };
const seriesOf = (option: { series?: unknown }) => option.series as Series[];

const map: ClusterMapData['map_data'] = {
  nodes: Array.from({ length: 12 }, (_, i) => ({
    id: `c${i}`,
    name: `cluster ${i}`,
    x: i * 8,
    y: 100 - i * 8,
    total_volume: i === 0 ? null : i * 100,
    keyword_count: i + 1,
    intent: i % 2 === 0 ? 'informational' : 'commercial',
    topic_id: `t${i}`,
    topic_name: `topic ${i}`,
    avg_difficulty: 30,
  })),
  links: [{ source: 'c1', target: 'c2', similarity: 0.8 }],
  topics: Array.from({ length: 12 }, (_, i) => ({ id: `t${i}`, name: `topic ${i}`, cluster_count: 1 })),
  metadata: { total_clusters: 12, total_keywords: 78, layout: 'similarity', layout_note: null },
};

describe('cluster map option', () => {
  it('colours the 7 largest topics and folds the rest into a grey Other topics', () => {
    const groups = mapGroups(map, 'topic');
    expect([...groups.keys()]).toHaveLength(8);
    expect(groups.get(OTHER_TOPICS)).toHaveLength(5);
    const other = seriesOf(clusterMapOption(map, 'topic')).find((s) => s.name === OTHER_TOPICS) as {
      itemStyle: { color: string };
    };
    expect(other.itemStyle.color).toBe('#a1a1aa');
    expect([...mapGroups(map, 'intent').keys()]).toEqual(['Informational', 'Commercial']);
  });

  it('draws one bubble per cluster carrying its id, and the similarity lines with gaps', () => {
    const series = seriesOf(clusterMapOption(map, 'intent'));
    expect(series[0]).toMatchObject({ type: 'line', name: 'Similar clusters' });
    expect(series[0].data).toEqual([[8, 92], [16, 84], '-']);
    const bubbles = series.slice(1).flatMap((s) => s.data as { id: string; symbolSize: number }[]);
    expect(bubbles.map((b) => b.id).sort()).toEqual(map.nodes.map((n) => n.id).sort());
    const sizes = new Map(bubbles.map((b) => [b.id, b.symbolSize]));
    expect(sizes.get('c11')).toBeGreaterThan(sizes.get('c1') ?? 0);
    expect(clusterMapSummary(map).rows[0][0]).toBe('cluster 11');
  });
});

describe('heatmap option', () => {
  const matrix: HeatmapMatrix = {
    row_labels: ['a', 'b'],
    column_labels: ['informational', 'commercial'],
    cells: [
      [0, 0, 10],
      [1, 1, 5],
    ],
    max: 10,
    rows_left_out: 0,
  };
  it('scales the colour legend to the largest cell and fills the summary with zeros', () => {
    const option = heatmapOption(matrix, 'Intent') as { visualMap: { max: number } };
    expect(option.visualMap.max).toBe(10);
    expect(heatmapSummary(matrix, 'Cluster')).toEqual({
      columns: ['Cluster', 'Informational', 'Commercial'],
      rows: [
        ['a', 10, 0],
        ['b', 0, 5],
      ],
    });
  });
});

describe('opportunity option', () => {
  const point = (id: string, quadrant: ScatterKeyword['quadrant'], volume: number): ScatterKeyword => ({
    id,
    text: id,
    cluster_id: 'c',
    cluster_name: 'c',
    search_volume: volume,
    difficulty: 20,
    cpc: 1,
    intent: 'informational',
    quadrant,
  });
  const data: OpportunityScatterData = {
    points: [point('a', 'Quick wins', 1000), point('b', 'Long tail', 0), point('c', 'Quick wins', 2000)],
    keywords_left_out: 0,
    volume_split: 500,
    difficulty_split: 50,
    quadrant_counts: { 'Quick wins': 2, 'Big bets': 0, 'Long tail': 1, 'Hard slogs': 0 },
    figure_origin: 'estimated',
  };

  it('has one series per quadrant in a fixed order, matching the brush lookup', () => {
    const series = seriesOf(opportunityOption(data));
    expect(series.map((s) => s.name)).toEqual(['Quick wins (2)', 'Big bets (0)', 'Long tail (1)', 'Hard slogs (0)']);
    expect(quadrantSeries(data)[0].map((p) => p.id)).toEqual(['a', 'c']);
    // A volume of 0 is drawn at 1 on the log axis; the tooltip keeps the real figure.
    expect((series[2].data as { value: number[] }[])[0].value).toEqual([20, 1, 1, 0]);
    expect(opportunitySummary(data).rows[0]).toEqual(['Quick wins', 2, 'above-median volume, difficulty under 50']);
  });

  it('switches to the large mode past 2,000 keywords', () => {
    const many = { ...data, points: Array.from({ length: 2500 }, (_, i) => point(`k${i}`, 'Quick wins', 1000)) };
    expect(seriesOf(opportunityOption(many))[0].large).toBe(true);
  });
});

describe('trends, radar and distribution options', () => {
  it('labels months and dashes estimated lines', () => {
    expect(monthLabel('2026-03')).toBe('Mar 2026');
    const data = {
      months: ['2025-12', '2026-01'],
      series: [{ cluster_id: 'c', name: 'snow', values: [5, 7] }],
      trend_source: 'estimated' as const,
      note: '',
      figure_origin: 'estimated' as const,
    };
    const series = seriesOf(trendsOption(data)) as { lineStyle: { type: string } }[];
    expect(series[0].lineStyle.type).toBe('dashed');
    expect(trendsSummary(data)).toEqual({ columns: ['Cluster', 'Dec 2025', 'Jan 2026'], rows: [['snow', 5, 7]] });
  });

  it('gives the radar raw figures and the distribution bins to screen readers', () => {
    const summary = radarSummary({
      axes: ['Volume', 'CPC', 'Ease', 'Opportunity', 'Size', 'Intent share'],
      clusters: [{ cluster_id: 'c', name: 'c', scores: [1, 2, 3, 4, 5, 6], raw: [100, 1.5, null, 40, 3, 66.7] }],
      figure_origin: 'estimated',
    });
    expect(summary.rows[0]).toEqual(['c', 100, '$1.50', 'unknown', 40, 3, 66.7]);
    const bins = {
      difficulty: [{ label: '0–9', keywords: 2, search_volume: 30 }],
      volume: [{ label: '10–99', keywords: 1, search_volume: 50 }],
      without_difficulty: 0,
      without_volume: 0,
      average_difficulty: 5,
      median_volume: 50,
      figure_origin: 'imported' as const,
    };
    expect(distributionSummary(bins, 'volume').rows).toEqual([['10–99', 1, 50]]);
    expect(seriesOf(distributionOption(bins, 'difficulty'))[0].data).toEqual([2]);
  });
});
