import type { ChartOption, ChartSummary } from '@/components/charts';
import type { TrendAnalysisData } from '@/contract';
import { monthLabel } from './text';

/** One line per cluster over the months; estimated lines are dashed. */
export function trendsOption(data: TrendAnalysisData): ChartOption {
  const estimated = data.trend_source === 'estimated';
  return {
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 16, right: 24, top: 40, bottom: 16, containLabel: true },
    xAxis: { type: 'category', data: data.months.map(monthLabel), boundaryGap: false },
    yAxis: { type: 'value', name: estimated ? 'Searches (estimated)' : 'Searches' },
    series: data.series.map((series) => ({
      type: 'line' as const,
      name: series.name,
      data: [...series.values],
      smooth: true,
      showSymbol: data.months.length <= 12,
      lineStyle: { type: estimated ? ('dashed' as const) : ('solid' as const) },
    })),
  };
}

export function trendsSummary(data: TrendAnalysisData): ChartSummary {
  return {
    columns: ['Cluster', ...data.months.map(monthLabel)],
    rows: data.series.map((series) => [series.name, ...series.values]),
  };
}
