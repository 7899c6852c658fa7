import type { ScatterSeriesOption } from 'echarts/charts';
import type { ChartOption, ChartSummary } from '@/components/charts';
import type { OpportunityScatterData, QuadrantName, ScatterKeyword } from '@/contract';

export const QUADRANT_ORDER: readonly QuadrantName[] = ['Quick wins', 'Big bets', 'Long tail', 'Hard slogs'];

/** What each quadrant means, for the legend's readers and the summary. */
export const QUADRANT_MEANING: Record<QuadrantName, string> = {
  'Quick wins': 'above-median volume, difficulty under 50',
  'Big bets': 'above-median volume, difficulty 50 or more',
  'Long tail': 'below-median volume, difficulty under 50',
  'Hard slogs': 'below-median volume, difficulty 50 or more',
};

/** Past this many points ECharts draws a series in its large (fast, uniform-size) mode. */
const LARGE = 2_000;

/** The keywords of each series, in series order, so a brushed (series, index) finds its keyword. */
export function quadrantSeries(data: OpportunityScatterData): ScatterKeyword[][] {
  return QUADRANT_ORDER.map((quadrant) => data.points.filter((point) => point.quadrant === quadrant));
}

function cpcSize(cpc: number | null, largest: number): number {
  if (cpc === null || largest <= 0) return 6;
  return Math.round((6 + 18 * Math.sqrt(cpc / largest)) * 10) / 10;
}

/**
 * Difficulty (x) against search volume on a log scale (y), bubble area by CPC, with the quadrant
 * lines (difficulty 50, the median volume) and their names; the toolbox brush selects keywords.
 */
export function opportunityOption(data: OpportunityScatterData): ChartOption {
  const largestCpc = data.points.reduce((most, point) => Math.max(most, point.cpc ?? 0), 0);
  const split = Math.max(1, data.volume_split);
  const series = quadrantSeries(data).map((points, index): ScatterSeriesOption => ({
    type: 'scatter',
    name: `${QUADRANT_ORDER[index]} (${points.length})`,
    large: points.length > LARGE,
    largeThreshold: LARGE,
    symbolSize: points.length > LARGE ? 5 : undefined,
    dimensions: ['Difficulty', 'plotted', 'CPC ($)', 'Search volume'],
    encode: { x: 0, y: 1, tooltip: [3, 0, 2] },
    itemStyle: { opacity: 0.75 },
    data: points.map((point) => ({
      name: point.text,
      value: [point.difficulty, Math.max(1, point.search_volume), point.cpc ?? '-', point.search_volume],
      symbolSize: cpcSize(point.cpc, largestCpc),
    })),
    ...(index === 0
      ? {
          markLine: {
            silent: true,
            symbol: 'none',
            lineStyle: { type: 'dashed', color: '#52525b' },
            label: { show: false },
            data: [{ xAxis: data.difficulty_split }, { yAxis: split }],
          },
          markArea: {
            silent: true,
            itemStyle: { color: 'transparent' },
            label: { color: '#52525b', fontWeight: 'bold' },
            data: [
              [
                { name: 'Quick wins', coord: [0, split], label: { position: 'insideTopLeft' } },
                { coord: [data.difficulty_split, 'max'] },
              ],
              [
                { name: 'Big bets', coord: [data.difficulty_split, split], label: { position: 'insideTopRight' } },
                { coord: [100, 'max'] },
              ],
              [
                { name: 'Long tail', coord: [0, 'min'], label: { position: 'insideBottomLeft' } },
                { coord: [data.difficulty_split, split] },
              ],
              [
                { name: 'Hard slogs', coord: [data.difficulty_split, 'min'], label: { position: 'insideBottomRight' } },
                { coord: [100, split] },
              ],
            ],
          },
        }
      : {}),
  }));
  return {
    animation: data.points.length <= LARGE,
    tooltip: { trigger: 'item' },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 16, right: 24, top: 40, bottom: 32, containLabel: true },
    toolbox: { right: 0, bottom: 0, feature: { brush: { type: ['rect', 'polygon', 'clear'] } } },
    brush: { xAxisIndex: 0, throttleType: 'debounce', throttleDelay: 150 },
    xAxis: { type: 'value', name: 'Difficulty', nameLocation: 'middle', nameGap: 26, min: 0, max: 100 },
    yAxis: { type: 'log', name: 'Search volume (log)', nameLocation: 'end', min: 1 },
    series,
  };
}

export function opportunitySummary(data: OpportunityScatterData): ChartSummary {
  return {
    columns: ['Quadrant', 'Keywords', 'Meaning'],
    rows: QUADRANT_ORDER.map((quadrant) => [quadrant, data.quadrant_counts[quadrant], QUADRANT_MEANING[quadrant]]),
  };
}
