import type { ChartOption, ChartSummary } from '@/components/charts';
import type { HeatmapMatrix } from '@/contract';
import { capitalise } from './text';

/** Search volume per row × column, darker = more; the colour scale is the legend. */
export function heatmapOption(matrix: HeatmapMatrix, columnName: string): ChartOption {
  return {
    tooltip: { trigger: 'item' },
    grid: { left: 8, right: 16, top: 16, bottom: 72, containLabel: true },
    xAxis: {
      type: 'category',
      name: columnName,
      data: matrix.column_labels.map(capitalise),
      splitArea: { show: true },
      axisLabel: { interval: 0, hideOverlap: true },
    },
    yAxis: {
      type: 'category',
      data: [...matrix.row_labels],
      inverse: true,
      splitArea: { show: true },
      axisLabel: { width: 150, overflow: 'truncate' },
    },
    visualMap: {
      type: 'continuous',
      min: 0,
      max: Math.max(1, matrix.max),
      calculable: true,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      text: ['More searches', 'Fewer'],
    },
    series: [
      {
        type: 'heatmap',
        name: 'Search volume',
        data: matrix.cells.map((cell) => [...cell]),
        label: { show: matrix.row_labels.length <= 12 },
        emphasis: { itemStyle: { borderColor: '#27272a', borderWidth: 1 } },
      },
    ],
  };
}

/** One row per topic or cluster, one column per intent or band. */
export function heatmapSummary(matrix: HeatmapMatrix, rowName: string): ChartSummary {
  const values = matrix.row_labels.map(() => matrix.column_labels.map((): string | number => 0));
  for (const [column, row, volume] of matrix.cells) values[row][column] = volume;
  return {
    columns: [rowName, ...matrix.column_labels.map(capitalise)],
    rows: matrix.row_labels.map((label, row) => [label, ...values[row]]),
  };
}
