import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import { requestLog } from '@/api/local/middleware';
import {
  addEntry,
  emptyTally,
  percentileOfHistogram,
  percentileOfSorted,
  routeFigures,
} from '@/api/local/performance/figures';
import { rollUp } from '@/api/local/performance/rollups';
import type { RequestLogEntry } from '@/contract/types/performance';
import { db } from '@/db/database';
import { assessHealth } from '@/features/performance/health';
import type { DeviceFigures } from '@/features/performance/device';
import { recommend } from '@/features/performance/recommendations';
import { resetLocalState } from '../api/support';

const HOUR_MS = 3_600_000;

const entry = (
  at: number,
  route: string,
  duration: number,
  status = 200,
  cache: RequestLogEntry['cache'] = 'bypass',
): RequestLogEntry => ({
  id: crypto.randomUUID(),
  method: 'GET',
  route,
  path: route.slice(4),
  status,
  duration_ms: duration,
  cache,
  created_at: new Date(at).toISOString(),
});

const device = (overrides: Partial<DeviceFigures> = {}): DeviceFigures => ({
  storage: { used: 10, quota: 100 },
  persisted: true,
  memory: null,
  long_task_source: 'long-animation-frame',
  long_tasks: [],
  vitals: [],
  ...overrides,
});

beforeEach(resetLocalState);

describe('figures', () => {
  it('reads nearest-rank percentiles exactly, and from a histogram within its bucket', () => {
    const durations = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentileOfSorted(durations, 0.5)).toBe(50);
    expect(percentileOfSorted(durations, 0.95)).toBe(95);
    const tally = emptyTally('GET /x');
    for (const duration of durations) addEntry(tally, entry(0, 'GET /x', duration));
    expect(percentileOfHistogram(tally, 0.5)).toBe(50);
    expect(percentileOfHistogram(tally, 0.95)).toBe(100);
    expect(routeFigures(tally, durations)).toMatchObject({
      count: 100,
      avg_ms: 50.5,
      p50_ms: 50,
      p95_ms: 95,
      error_rate: 0,
    });
  });
});

describe('performance routes', () => {
  it('summarises a period from the log, and from hourly roll-ups once the log has dropped the entries', async () => {
    const now = Date.now();
    const old = [
      ...Array.from({ length: 40 }, (_, i) => entry(now - 30 * HOUR_MS + i, 'GET /api/slow', 1500)),
      ...Array.from({ length: 10 }, (_, i) => entry(now - 30 * HOUR_MS + 100 + i, 'GET /api/slow', 20, 500)),
    ];
    await db.request_log.bulkPut(old);
    await rollUp(db, requestLog, now);
    expect(await db.perf_rollups.count()).toBe(1);
    // The bounded log has dropped them; only the roll-up remains.
    await db.request_log.clear();
    await db.request_log.bulkPut([
      entry(now - 60_000, 'GET /api/fast', 4, 200, 'hit'),
      entry(now - 30_000, 'GET /api/fast', 6, 200, 'miss'),
    ]);

    const day = await api.get('/api/performance/summary?hours=24');
    expect(day).toMatchObject({
      total_requests: 2,
      source: 'log',
      percentiles_approximate: false,
      cache_hit_rate: 0.5,
    });
    const twoDays = await api.get('/api/performance/summary?hours=48');
    // The rolled-up 50, the 2 in the log, and the first summary call (the log records its own reads).
    expect(twoDays).toMatchObject({ total_requests: 53, source: 'log+rollups', percentiles_approximate: true });
    expect(twoDays.error_rate).toBeCloseTo(10 / 53);
    expect(twoDays.slow_endpoints[0]).toMatchObject({ endpoint: 'GET /api/slow' });
    expect(twoDays.routes.find((route) => route.route === 'GET /api/slow')?.p95_ms).toBe(1500);

    const trends = await api.get('/api/performance/trends?days=7');
    expect(trends.daily).toHaveLength(7);
    expect(trends.daily.reduce((sum, day) => sum + day.requests, 0)).toBeGreaterThanOrEqual(52);
    await expect(api.get('/api/performance/summary?hours=5')).rejects.toMatchObject({ status: 400 });
  });

  it('answers real-time metrics and clears the result cache', async () => {
    const now = Date.now();
    await db.request_log.bulkPut([entry(now - 10_000, 'GET /api/a', 100), entry(now - 20_000, 'GET /api/a', 300)]);
    const realTime = await api.get('/api/performance/metrics/real-time');
    expect(realTime.performance.avg_response_time_5min).toBeGreaterThan(0);
    expect(realTime.performance.requests_per_minute).toBeGreaterThanOrEqual(2);
    await api.get('/api/settings/theme').catch(() => undefined);
    const cleared = await api.post('/api/performance/cache/clear', { pattern: null });
    expect(cleared.message).toMatch(/^Cleared \d+ cached/);
    expect((await api.get('/api/performance/cache/statistics')).cache_size).toBe(0);
  });
});

describe('health and recommendations', () => {
  it('goes from healthy to warning to critical on written thresholds, listing the issues', () => {
    expect(assessHealth({ device: device(), error_rate: 0, sync_state: null })).toEqual({
      status: 'healthy',
      issues: [],
    });
    const warning = assessHealth({
      device: device({ storage: { used: 85, quota: 100 } }),
      error_rate: 0.06,
      sync_state: null,
    });
    expect(warning.status).toBe('warning');
    expect(warning.issues.map((issue) => issue.text)).toEqual(['Storage 85.0% full', '6.0% of requests failed']);
    const critical = assessHealth({
      device: device({ long_tasks: [{ start_ms: 0, duration_ms: 1200 }] }),
      error_rate: null,
      sync_state: 'error',
    });
    expect(critical.status).toBe('critical');
  });

  it('scores 100 with nothing to improve, and each measured trigger costs its weight', () => {
    expect(recommend({ summary: null, device: device(), local: null })).toEqual({ score: 100, items: [] });
    const result = recommend({
      summary: null,
      device: device({
        persisted: false,
        long_tasks: [{ start_ms: 0, duration_ms: 300 }],
        storage: { used: 90, quota: 100 },
      }),
      local: { workers_running: [], jobs_running: 0, stored_files: { files: 9, bytes: 1, older_than_3_days: 6 } },
    });
    expect(result.items.map((item) => item.priority)).toEqual(['high', 'medium', 'medium', 'low']);
    expect(result.score).toBe(100 - 15 - 8 - 8 - 3);
  });
});
