/**
 * Hourly roll-ups of the request log (table `perf_rollups`). The log keeps its newest 5,000
 * entries, a few hours of busy use; each complete hour is folded into one row per route, kept 30
 * days, so a week's summary and the trends survive the bounded log. Periods the log still holds
 * are read from the raw entries (exact percentiles); older hours from the roll-ups (percentiles
 * read from each hour's histogram).
 */
import type { RequestLogEntry, SummarySource } from '../../../contract/types/performance';
import type { TopicwiseDatabase } from '@/db/database';
import type { PerfRollupRecord } from '@/db/records';
import type { RequestLog } from '../middleware/requestLog';
import { addEntry, emptyTally, hourOf, mergeTally, type RouteTally } from './figures';

export const ROLLUP_RETENTION_DAYS = 30;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The log's own bound (createRequestLog's persistLimit): the most a period can read raw. */
const LOG_READ_LIMIT = 5000;

const rollupId = (hour: string, route: string) => `${hour}|${route}`;

/** Folds every complete hour the log holds since the newest roll-up into roll-ups; drops roll-ups past 30 days. */
export async function rollUp(database: TopicwiseDatabase, log: RequestLog, now: number = Date.now()): Promise<void> {
  await log.flush();
  const currentHour = hourOf(now);
  const newest = await database.perf_rollups.orderBy('hour').last();
  // The newest rolled hour again: entries flushed just after the hour turned may have joined it.
  const from = newest?.hour ?? '';
  const entries = await database.request_log.where('created_at').between(from, currentHour, true, false).toArray();
  const tallies = new Map<string, RouteTally & { hour: string }>();
  for (const entry of entries) {
    const hour = hourOf(entry.created_at);
    const id = rollupId(hour, entry.route);
    let tally = tallies.get(id);
    if (!tally) tallies.set(id, (tally = { ...emptyTally(entry.route), hour }));
    addEntry(tally, entry);
  }
  const cutoff = new Date(now - ROLLUP_RETENTION_DAYS * DAY_MS).toISOString();
  await database.transaction('rw', database.perf_rollups, async () => {
    const existing = await database.perf_rollups.bulkGet([...tallies.keys()]);
    // A roll-up made while the log still held more of its hour stays: the log only loses entries.
    const rows: PerfRollupRecord[] = [...tallies.entries()]
      .filter(([, tally], index) => tally.count >= (existing[index]?.count ?? 0))
      .map(([id, tally]) => ({ id, ...tally }));
    await database.perf_rollups.bulkPut(rows);
    await database.perf_rollups.where('hour').below(cutoff).delete();
  });
}

export interface PeriodTallies {
  /** Per route, the figures of the period. */
  tallies: Map<string, RouteTally>;
  /** Per route, every duration, when the whole period came from the raw log; else null. */
  durations: Map<string, number[]> | null;
  source: SummarySource;
  /** The raw entries read (newest first), for figures by time such as the trends' days. */
  entries: RequestLogEntry[];
  /** The roll-ups used for the hours the log no longer holds. */
  rollups: PerfRollupRecord[];
}

/**
 * Everything requested from `since` (ISO) until now: raw log entries, and roll-ups for the hours
 * before the log's oldest entry.
 */
export async function periodTallies(
  database: TopicwiseDatabase,
  log: RequestLog,
  since: string,
  now: number = Date.now(),
): Promise<PeriodTallies> {
  await rollUp(database, log, now);
  const entries = await log.query(since, LOG_READ_LIMIT);
  const oldest = await database.request_log.orderBy('created_at').first();
  const logStart = oldest?.created_at ?? new Date(now).toISOString();
  const rollups =
    logStart > since
      ? await database.perf_rollups.where('hour').between(hourOf(since), hourOf(logStart), true, false).toArray()
      : [];
  const tallies = new Map<string, RouteTally>();
  const tallyOf = (route: string) => {
    let tally = tallies.get(route);
    if (!tally) tallies.set(route, (tally = emptyTally(route)));
    return tally;
  };
  for (const rollup of rollups) mergeTally(tallyOf(rollup.route), rollup);
  const durations = rollups.length === 0 ? new Map<string, number[]>() : null;
  for (const entry of entries) {
    addEntry(tallyOf(entry.route), entry);
    if (durations) {
      const list = durations.get(entry.route) ?? [];
      list.push(entry.duration_ms);
      durations.set(entry.route, list);
    }
  }
  return { tallies, durations, source: rollups.length === 0 ? 'log' : 'log+rollups', entries, rollups };
}
