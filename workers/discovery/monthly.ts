/** Imported monthly volumes (Keyword Planner's 'Searches: <Mon YYYY>' columns) summed over a cluster. */
import type { Keyword, MonthlySearches } from '@/contract/types/clustering';

/** The cluster's searches per month, oldest first, over the last `months` months that have data. */
export function monthlySeries(keywords: readonly Keyword[], months = Infinity): MonthlySearches[] {
  const totals = new Map<string, number>();
  for (const keyword of keywords)
    for (const { month, searches } of keyword.monthly_searches ?? [])
      if (/^\d{4}-(0[1-9]|1[0-2])$/.test(month) && Number.isFinite(searches) && searches >= 0)
        totals.set(month, (totals.get(month) ?? 0) + searches);
  const series = [...totals]
    .map(([month, searches]) => ({ month, searches }))
    .sort((a, b) => a.month.localeCompare(b.month));
  return Number.isFinite(months) ? series.slice(-months) : series;
}

export const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** Least-squares slope of the values against their index (change per step). */
export function slope(values: readonly number[]): number {
  const n = values.length;
  if (n < 2) return 0;
  const meanX = (n - 1) / 2;
  const meanY = mean(values);
  let numerator = 0;
  let denominator = 0;
  values.forEach((value, index) => {
    numerator += (index - meanX) * (value - meanY);
    denominator += (index - meanX) ** 2;
  });
  return numerator / denominator;
}

/** The calendar month (1-12) of a 'YYYY-MM' month. */
export const calendarMonth = (month: string): number => Number(month.slice(5, 7));
