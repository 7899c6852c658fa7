import type { ChartCluster, ChartSource } from './source';
import type { TrendAnalysisData, TrendSeries } from '@/contract/types/visualizations';
import { byVolume, clusteredKeywords } from './figures';
import { figureOrigin } from './origin';
import { seasonalProfile } from './seasonal';

/** Lines drawn: more than this many clusters on one chart cannot be told apart. */
export const TREND_CLUSTERS = 8;
/** Imported months shown at most (Keyword Planner exports 12, or up to 48 on request). */
export const TREND_MONTHS = 24;

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The 12 full months before the month of `today` ('YYYY-MM-DD' or ISO), oldest first. */
export function lastTwelveMonths(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: 12 }, (_, i) => {
    const offset = month - 12 + i - 1;
    const y = year + Math.floor(offset / 12);
    return monthKey(y, (((offset % 12) + 12) % 12) + 1);
  });
}

function importedMonths(clusters: readonly ChartCluster[]): string[] {
  const months = new Set<string>();
  for (const cluster of clusters)
    for (const keyword of cluster.keywords) for (const entry of keyword.monthly_searches ?? []) months.add(entry.month);
  return [...months].sort().slice(-TREND_MONTHS);
}

function importedSeries(cluster: ChartCluster, months: readonly string[]): TrendSeries {
  const at = new Map(months.map((month, i) => [month, i]));
  const values = new Array<number>(months.length).fill(0);
  for (const keyword of cluster.keywords) {
    for (const entry of keyword.monthly_searches ?? []) {
      const i = at.get(entry.month);
      if (i !== undefined) values[i] += entry.searches;
    }
  }
  return { cluster_id: cluster.id, name: cluster.name, values };
}

function estimatedSeries(cluster: ChartCluster, months: readonly string[]): TrendSeries {
  const profile = seasonalProfile(cluster.keywords);
  const average = cluster.total_volume ?? 0;
  return {
    cluster_id: cluster.id,
    name: cluster.name,
    values: months.map((month) => Math.round(average * profile[Number(month.slice(5, 7)) - 1])),
  };
}

export const ESTIMATED_TREND_NOTE =
  'Estimated: no monthly figures were imported, so each month is the average monthly volume shaped by a seasonal rule (events and seasons the keywords name). Import a Keyword Planner export with its monthly columns for real trends.';

/**
 * Monthly volume of the largest clusters: summed from the keywords' imported monthly figures
 * (Keyword Planner's `Searches: <Mon YYYY>` columns) when any were imported, else estimated.
 */
export function buildTrends(result: Pick<ChartSource, 'clusters'>, today: string): TrendAnalysisData {
  const top = [...result.clusters].sort(byVolume).slice(0, TREND_CLUSTERS);
  const months = importedMonths(result.clusters);
  if (months.length > 0) {
    return {
      months,
      series: top.map((cluster) => importedSeries(cluster, months)),
      trend_source: 'imported',
      note: `Monthly searches imported from Keyword Planner, ${months[0]} to ${months[months.length - 1]}.`,
      figure_origin: 'imported',
    };
  }
  const estimatedMonths = lastTwelveMonths(today);
  const origin = figureOrigin(clusteredKeywords(result), ['search_volume']);
  return {
    months: estimatedMonths,
    series: top.map((cluster) => estimatedSeries(cluster, estimatedMonths)),
    trend_source: 'estimated',
    note: ESTIMATED_TREND_NOTE,
    figure_origin: origin === 'imported' ? 'mixed' : origin === 'none' ? 'none' : 'estimated',
  };
}
