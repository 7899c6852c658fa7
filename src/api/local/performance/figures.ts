/**
 * Figures from request-log entries and hourly roll-ups: counts, means, percentiles, error and
 * cache-hit rates per route. Pure, so the summary, the trends and the tests share one arithmetic.
 */
import type { RequestLogEntry, RouteFigures } from '../../../contract/types/performance';

/**
 * Upper bounds (ms) of the duration histogram a roll-up keeps; the last bucket is open. Roughly
 * doubling, like Prometheus' default buckets, so p95 read from it is within a factor of two.
 */
export const HISTOGRAM_BOUNDS_MS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000] as const;

/** One route's figures over one hour: what is kept after the log has dropped the entries. */
export type RouteTally = {
  route: string;
  count: number;
  errors: number;
  sum_ms: number;
  max_ms: number;
  hits: number;
  misses: number;
  /** Counts per HISTOGRAM_BOUNDS_MS bucket, plus one for longer. */
  histogram: number[];
};

export const emptyTally = (route: string): RouteTally => ({
  route,
  count: 0,
  errors: 0,
  sum_ms: 0,
  max_ms: 0,
  hits: 0,
  misses: 0,
  histogram: new Array<number>(HISTOGRAM_BOUNDS_MS.length + 1).fill(0),
});

export function bucketOf(durationMs: number): number {
  const index = HISTOGRAM_BOUNDS_MS.findIndex((bound) => durationMs <= bound);
  return index === -1 ? HISTOGRAM_BOUNDS_MS.length : index;
}

/** Status 400 and above counts as an error, like Sentry's and Grafana's error rates (4xx and 5xx). */
export const isError = (status: number): boolean => status >= 400;

export function addEntry(tally: RouteTally, entry: RequestLogEntry): void {
  tally.count += 1;
  if (isError(entry.status)) tally.errors += 1;
  tally.sum_ms += entry.duration_ms;
  tally.max_ms = Math.max(tally.max_ms, entry.duration_ms);
  if (entry.cache === 'hit') tally.hits += 1;
  if (entry.cache === 'miss') tally.misses += 1;
  tally.histogram[bucketOf(entry.duration_ms)] += 1;
}

export function mergeTally(into: RouteTally, from: RouteTally): void {
  into.count += from.count;
  into.errors += from.errors;
  into.sum_ms += from.sum_ms;
  into.max_ms = Math.max(into.max_ms, from.max_ms);
  into.hits += from.hits;
  into.misses += from.misses;
  from.histogram.forEach((count, index) => (into.histogram[index] += count));
}

/** Nearest-rank percentile of sorted values (q in 0..1). */
export function percentileOfSorted(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1];
}

/** Percentile read from a histogram: the bucket's upper bound (the open bucket: the maximum seen). */
export function percentileOfHistogram(tally: RouteTally, q: number): number {
  if (tally.count === 0) return 0;
  const rank = Math.max(1, Math.ceil(q * tally.count));
  let seen = 0;
  for (let index = 0; index < tally.histogram.length; index += 1) {
    seen += tally.histogram[index];
    if (seen >= rank) return Math.min(HISTOGRAM_BOUNDS_MS[index] ?? tally.max_ms, tally.max_ms);
  }
  return tally.max_ms;
}

export const ratio = (part: number, whole: number): number => (whole === 0 ? 0 : part / whole);

/** A route's figures: exact percentiles from `durations` when given (all entries raw), else from the histogram. */
export function routeFigures(tally: RouteTally, durations: readonly number[] | null): RouteFigures {
  const sorted = durations ? [...durations].sort((a, b) => a - b) : null;
  const lookups = tally.hits + tally.misses;
  return {
    route: tally.route,
    count: tally.count,
    avg_ms: ratio(tally.sum_ms, tally.count),
    p50_ms: sorted ? percentileOfSorted(sorted, 0.5) : percentileOfHistogram(tally, 0.5),
    p95_ms: sorted ? percentileOfSorted(sorted, 0.95) : percentileOfHistogram(tally, 0.95),
    error_rate: ratio(tally.errors, tally.count),
    cache_hit_rate: lookups === 0 ? null : tally.hits / lookups,
  };
}

/** Start of the hour `time` falls in (UTC), as ISO. */
export function hourOf(time: string | number): string {
  const date = new Date(time);
  date.setUTCMinutes(0, 0, 0);
  return date.toISOString();
}

/** Local midnight of the day `now` falls in. */
export function startOfLocalDay(now: number): Date {
  const date = new Date(now);
  date.setHours(0, 0, 0, 0);
  return date;
}

/** YYYY-MM-DD of `time` in local time. */
export function localDate(time: string | number): string {
  const date = new Date(time);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
