import { ApiError } from '../../../contract/errors';
import type {
  CacheStatistics,
  PerformanceSummary,
  PerformanceTrends,
  RealTimeMetrics,
  TrendDay,
} from '../../../contract/types/performance';
import { DEFAULT_SUMMARY_HOURS, SLOW_ENDPOINTS_SHOWN, SUMMARY_PERIODS, TRENDS_DAYS } from '../../../contract/settings';
import { db } from '@/db/database';
import type { RouteModule } from '../types';
import { requestLog, resultCache } from '../middleware';
import { queryInt } from '../validate';
import { runningWorkerLabels } from '../workerBridge';
import {
  emptyTally,
  localDate,
  mergeTally,
  addEntry,
  ratio,
  routeFigures,
  startOfLocalDay,
  type RouteTally,
} from '../performance/figures';
import { periodTallies } from '../performance/rollups';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const THREE_DAYS_MS = 3 * 24 * HOUR_MS;

/** Cache entry ages, youngest first: the spec's cache_age_distribution buckets. */
const AGE_BUCKETS: readonly { label: string; below_ms: number }[] = [
  { label: '< 1 min', below_ms: MINUTE_MS },
  { label: '1-5 min', below_ms: 5 * MINUTE_MS },
  { label: '5-15 min', below_ms: 15 * MINUTE_MS },
  { label: '15-60 min', below_ms: HOUR_MS },
  { label: '> 1 hour', below_ms: Number.POSITIVE_INFINITY },
];

const isoAgo = (now: number, ms: number) => new Date(now - ms).toISOString();

function clearCache(pattern: string | null) {
  const cleared = resultCache.clear(pattern);
  const what = `${cleared} cached ${cleared === 1 ? 'entry' : 'entries'}`;
  return { message: pattern ? `Cleared ${what} matching ${pattern}` : `Cleared ${what}`, cleared };
}

function summaryHours(value: string | undefined): number {
  if (value === undefined) return DEFAULT_SUMMARY_HOURS;
  const hours = Number(value);
  if (!SUMMARY_PERIODS.some((period) => period.hours === hours))
    throw new ApiError(400, `hours must be one of ${SUMMARY_PERIODS.map((period) => period.hours).join(', ')}`);
  return hours;
}

async function summary(hours: number, now: number): Promise<PerformanceSummary> {
  const period = await periodTallies(db, requestLog, isoAgo(now, hours * HOUR_MS), now);
  const total = emptyTally('all');
  for (const tally of period.tallies.values()) mergeTally(total, tally);
  const routes = [...period.tallies.values()]
    .map((tally) => routeFigures(tally, period.durations?.get(tally.route) ?? null))
    .sort((a, b) => b.count - a.count);
  const lookups = total.hits + total.misses;
  return {
    hours,
    total_requests: total.count,
    avg_response_time: total.count === 0 ? null : total.sum_ms / total.count / 1000,
    error_rate: ratio(total.errors, total.count),
    cache_hit_rate: lookups === 0 ? null : total.hits / lookups,
    slow_endpoints: [...routes]
      .sort((a, b) => b.avg_ms - a.avg_ms)
      .slice(0, SLOW_ENDPOINTS_SHOWN)
      .map((route) => ({ endpoint: route.route, avg_time: route.avg_ms / 1000 })),
    routes,
    source: period.source,
    percentiles_approximate: period.durations === null,
  };
}

async function realTime(now: number): Promise<RealTimeMetrics> {
  const today = await periodTallies(db, requestLog, startOfLocalDay(now).toISOString(), now);
  const fiveMinutesAgo = isoAgo(now, 5 * MINUTE_MS);
  const minuteAgo = isoAgo(now, MINUTE_MS);
  const recent = today.entries.filter((entry) => entry.created_at >= fiveMinutesAgo);
  const cache = resultCache.stats();
  let totalToday = 0;
  for (const tally of today.tallies.values()) totalToday += tally.count;
  return {
    performance: {
      avg_response_time_5min:
        recent.length === 0 ? null : recent.reduce((sum, entry) => sum + entry.duration_ms, 0) / recent.length / 1000,
      requests_per_minute: recent.filter((entry) => entry.created_at >= minuteAgo).length,
      total_requests_today: totalToday,
    },
    cache: { hit_rate: cache.hit_rate, total_hits: cache.hits, total_misses: cache.misses },
    measured_at: new Date(now).toISOString(),
  };
}

function cacheStatistics(): CacheStatistics {
  const stats = resultCache.stats();
  const distribution: Record<string, number> = Object.fromEntries(AGE_BUCKETS.map((bucket) => [bucket.label, 0]));
  for (const entry of stats.entries) {
    const bucket = AGE_BUCKETS.find((candidate) => entry.age_ms < candidate.below_ms) ?? AGE_BUCKETS[0];
    distribution[bucket.label] += 1;
  }
  return {
    hit_rate: stats.hit_rate,
    cache_size: stats.entry_count,
    cache_hits: stats.hits,
    cache_misses: stats.misses,
    memory_usage_estimate: stats.size_bytes / 1024,
    cache_age_distribution: distribution,
  };
}

async function trends(days: number, now: number): Promise<PerformanceTrends> {
  const first = startOfLocalDay(now);
  first.setDate(first.getDate() - (days - 1));
  const period = await periodTallies(db, requestLog, first.toISOString(), now);
  const byDay = new Map<string, RouteTally>();
  const dayTally = (date: string) => {
    let tally = byDay.get(date);
    if (!tally) byDay.set(date, (tally = emptyTally(date)));
    return tally;
  };
  for (const rollup of period.rollups) mergeTally(dayTally(localDate(rollup.hour)), rollup);
  for (const entry of period.entries) addEntry(dayTally(localDate(entry.created_at)), entry);
  const daily: TrendDay[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const day = new Date(first);
    day.setDate(first.getDate() + offset);
    const tally = byDay.get(localDate(day.getTime())) ?? emptyTally('');
    const lookups = tally.hits + tally.misses;
    daily.push({
      date: localDate(day.getTime()),
      requests: tally.count,
      avg_response_ms: tally.count === 0 ? null : tally.sum_ms / tally.count,
      error_rate: ratio(tally.errors, tally.count),
      cache_hit_rate: lookups === 0 ? null : tally.hits / lookups,
    });
  }
  return { days, daily };
}

/** Raw middleware data, and the spec's performance calls (002 §7) computed from it. */
export const performanceRoutes = {
  'GET /api/performance/requests': async ({ query }) => {
    const hours = queryInt(query.hours, 24, 24 * 365);
    const limit = queryInt(query.limit, 500, 5000);
    const since = new Date(Date.now() - hours * HOUR_MS).toISOString();
    const entries = await requestLog.query(since, limit);
    return { entries, total: entries.length, since };
  },

  'GET /api/performance/cache': () => resultCache.stats(),

  'DELETE /api/performance/cache': { changes: [], handle: () => clearCache(null) },

  'POST /api/performance/cache/clear': {
    changes: [],
    handle: ({ body }) => {
      const pattern = typeof body?.pattern === 'string' && body.pattern.trim() !== '' ? body.pattern.trim() : null;
      return clearCache(pattern);
    },
  },

  'GET /api/performance/metrics/real-time': () => realTime(Date.now()),

  'GET /api/performance/summary': ({ query }) => summary(summaryHours(query.hours), Date.now()),

  'GET /api/performance/cache/statistics': () => cacheStatistics(),

  'GET /api/performance/trends': ({ query }) =>
    trends(Math.max(TRENDS_DAYS.min, queryInt(query.days, TRENDS_DAYS.default, TRENDS_DAYS.max)), Date.now()),

  'GET /api/performance/local-state': async () => {
    // Sizes and dates only: listing never reads the blobs' bytes.
    const files = await db.job_files.toArray();
    const cutoff = isoAgo(Date.now(), THREE_DAYS_MS);
    return {
      workers_running: runningWorkerLabels(),
      jobs_running: await db.jobs.where('status').anyOf(['queued', 'running']).count(),
      stored_files: {
        files: files.length,
        bytes: files.reduce((sum, file) => sum + file.size_bytes, 0),
        older_than_3_days: files.filter((file) => file.created_at < cutoff).length,
      },
    };
  },
} satisfies RouteModule;
