import type { BarSeriesOption } from 'echarts/charts';
import type { ChartOption } from '../types';

export interface BarSeriesInput {
  name: string;
  /** One value per category, in the categories' order; null where the figure is missing. */
  values: readonly (number | null)[];
}

export interface BarOptionInput {
  categories: readonly string[];
  series: readonly BarSeriesInput[];
  /** Bars grow left to right with the categories down the side, first on top: suits long names. */
  horizontal?: boolean;
  /** Names the value axis, e.g. 'Search volume'. */
  valueName?: string;
}

// Keyword and cluster names can be long; past this many pixels a horizontal bar's label ends in '…'.
const CATEGORY_LABEL_WIDTH = 160;

/** Bars for one or more series over shared categories. Pure: the input is copied, never kept or changed. */
export function barOption({ categories, series, horizontal = false, valueName }: BarOptionInput): ChartOption {
  const categoryAxis = {
    type: 'category' as const,
    data: [...categories],
    inverse: horizontal,
    axisLabel: horizontal ? { width: CATEGORY_LABEL_WIDTH, overflow: 'truncate' as const } : { hideOverlap: true },
  };
  const valueAxis = { type: 'value' as const, ...(valueName === undefined ? {} : { name: valueName }) };
  const withLegend = series.length > 1;
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { show: withLegend, top: 0 },
    grid: { left: 16, right: 24, top: withLegend ? 40 : 24, bottom: 16 },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: series.map((entry): BarSeriesOption => ({ type: 'bar', name: entry.name, data: [...entry.values] })),
  };
}
