import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import type { RequestLogEntry } from '@/contract';
import { requestLog } from '@/api/local/middleware';
import { createRequestLog } from '@/api/local/middleware/requestLog';
import { createResultCache } from '@/api/local/middleware/resultCache';
import { local } from '@/api/local/router';
import { openDatabase, type TopicwiseDatabase } from '@/db/database';
import { resetLocalState } from './support';

beforeEach(resetLocalState);

function entry(n: number): RequestLogEntry {
  return {
    id: `id-${String(n).padStart(3, '0')}`,
    method: 'GET',
    route: 'GET /api/projects',
    path: '/api/projects',
    status: 200,
    duration_ms: n,
    cache: 'bypass',
    created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
  };
}

describe('request log', () => {
  it('keeps only the newest entries in memory and in the table', async () => {
    const database = openDatabase('request-log-bound');
    const log = createRequestLog(database, { memoryLimit: 5, persistLimit: 8 });
    for (let n = 1; n <= 20; n += 1) log.record(entry(n));
    expect(log.recent().map((e) => e.duration_ms)).toEqual([20, 19, 18, 17, 16]);
    await log.flush();
    const stored = await database.request_log.orderBy('created_at').toArray();
    expect(stored.map((e) => e.duration_ms)).toEqual([13, 14, 15, 16, 17, 18, 19, 20]);
    for (let n = 21; n <= 23; n += 1) log.record(entry(n));
    await log.flush();
    expect(await database.request_log.count()).toBe(8);
    database.close();
  });

  it('writes pending entries in one batch after the delay, without being asked', async () => {
    const database = openDatabase('request-log-batch');
    const log = createRequestLog(database, { flushDelayMs: 5 });
    log.record(entry(1));
    log.record(entry(2));
    await expect.poll(() => database.request_log.count()).toBe(2);
    database.close();
  });

  it('never fails when the table cannot be written, and answers queries from memory', async () => {
    const failing = () => Promise.reject(new Error('QuotaExceededError'));
    const broken = {
      request_log: {
        bulkPut: failing,
        count: failing,
        where: () => ({ aboveOrEqual: () => ({ reverse: () => ({ limit: () => ({ toArray: failing }) }) }) }),
      },
    } as unknown as TopicwiseDatabase;
    const log = createRequestLog(broken, { memoryLimit: 3 });
    for (let n = 1; n <= 4; n += 1) log.record(entry(n));
    await expect(log.flush()).resolves.toBeUndefined();
    const since = new Date(Date.UTC(2026, 0, 1, 0, 0, 3)).toISOString();
    expect((await log.query(since, 10)).map((e) => e.duration_ms)).toEqual([4, 3]);
  });

  it('records every request through the router: method, route key, status, duration, cache outcome', async () => {
    await api.post('/api/projects', { name: 'Logged' });
    await local.request('GET', '/api/nope').catch(() => undefined);
    await api.post('/api/projects', { name: '' }).catch(() => undefined);
    await api.get('/api/settings/theme');
    await api.get('/api/settings/theme');

    const { entries, total } = await api.get('/api/performance/requests');
    expect(total).toBe(5);
    expect(entries.map((e) => [e.method, e.route, e.path, e.status, e.cache])).toEqual([
      ['GET', 'GET /api/settings/{key}', '/api/settings/theme', 200, 'hit'],
      ['GET', 'GET /api/settings/{key}', '/api/settings/theme', 200, 'miss'],
      ['POST', 'POST /api/projects', '/api/projects', 400, 'bypass'],
      ['GET', 'GET /api/nope', '/api/nope', 404, 'bypass'],
      ['POST', 'POST /api/projects', '/api/projects', 200, 'bypass'],
    ]);
    for (const e of entries) {
      expect(e.duration_ms).toBeGreaterThanOrEqual(0);
      expect(Date.parse(e.created_at)).not.toBeNaN();
    }
  });

  it('filters the persisted log by hours and limits it', async () => {
    await requestLog.reset();
    const old = { ...entry(1), id: 'old', created_at: new Date(Date.now() - 3 * 3_600_000).toISOString() };
    requestLog.record(old);
    for (let n = 0; n < 3; n += 1) await api.get('/api/api-status');
    const lastHour = await api.get('/api/performance/requests?hours=1');
    expect(lastHour.entries.map((e) => e.id)).not.toContain('old');
    expect(lastHour.total).toBe(3);
    const day = await api.get('/api/performance/requests?hours=24&limit=2');
    expect(day.total).toBe(2);
    const all = await api.get('/api/performance/requests?hours=24&limit=100');
    expect(all.entries.map((e) => e.id)).toContain('old');
  });
});

describe('result cache through the contract', () => {
  it('counts a miss then hits for a cacheable GET, and reports entries, size and ages', async () => {
    await api.get('/pricing/plans');
    await api.get('/pricing/plans');
    await api.get('/pricing/plans');
    const stats = await api.get('/api/performance/cache');
    expect(stats).toMatchObject({ hits: 2, misses: 1, entry_count: 1 });
    expect(stats.hit_rate).toBeCloseTo(2 / 3);
    expect(stats.size_bytes).toBeGreaterThan(1000);
    expect(stats.entries[0]).toMatchObject({ key: 'GET /pricing/plans', route: 'GET /pricing/plans', hits: 2 });
    expect(stats.entries[0].age_ms).toBeGreaterThanOrEqual(0);
  });

  it('does not cache routes that did not opt in', async () => {
    await api.get('/api/projects');
    await api.get('/api/projects');
    expect(await api.get('/api/performance/cache')).toMatchObject({ hits: 0, misses: 0, entry_count: 0 });
  });

  it('caches per path, so different parameters are different entries', async () => {
    await api.get('/api/settings/a');
    await api.get('/api/settings/b');
    expect(await api.get('/api/performance/cache')).toMatchObject({ misses: 2, entry_count: 2 });
  });

  it('drops cached reads that depend on a source when a route changes it', async () => {
    await api.put('/api/settings/theme', { value: 'light' });
    await api.get('/api/settings/theme');
    await expect(api.get('/api/settings/theme')).resolves.toEqual({ key: 'theme', value: 'light' });
    await api.put('/api/settings/theme', { value: 'dark' });
    await expect(api.get('/api/settings/theme')).resolves.toEqual({ key: 'theme', value: 'dark' });
    expect(await api.get('/api/performance/cache')).toMatchObject({ hits: 1, misses: 2 });
  });

  it('a failed write still drops what depends on its sources (nothing stale can survive it)', async () => {
    await api.get('/api/settings/current_plan');
    await api.put('/api/settings/current_plan', { value: 'nonsense' }).catch(() => undefined);
    expect(await api.get('/api/performance/cache')).toMatchObject({ entry_count: 0 });
  });

  it('clears all entries with DELETE /api/performance/cache and keeps the counters', async () => {
    await api.get('/pricing/plans');
    await api.get('/api/api-status');
    await api.get('/api/api-status');
    await expect(api.delete('/api/performance/cache')).resolves.toEqual({
      message: 'Cleared 2 cached entries',
      cleared: 2,
    });
    expect(await api.get('/api/performance/cache')).toMatchObject({
      entry_count: 0,
      size_bytes: 0,
      hits: 1,
      misses: 2,
    });
    await api.get('/pricing/plans');
    expect(await api.get('/api/performance/cache')).toMatchObject({ misses: 3, entry_count: 1 });
  });
});

describe('result cache', () => {
  it('expires entries after their time to live', () => {
    let clock = 1_000;
    const cache = createResultCache({ now: () => clock });
    cache.set('GET /x', 'GET /x', ['projects'], { a: 1 }, 500, cache.generation(['projects']));
    expect(cache.get('GET /x')).toEqual({ value: { a: 1 } });
    clock += 499;
    expect(cache.stats().entries[0].age_ms).toBe(499);
    clock += 1;
    expect(cache.get('GET /x')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entry_count: 0 });
  });

  it('does not store a read that started before a change to one of its sources', () => {
    const cache = createResultCache();
    const sources = ['projects', 'settings'] as const;
    const generation = cache.generation(sources);
    cache.invalidateSource('settings');
    cache.set('GET /api/projects', 'GET /api/projects', sources, [], 60_000, generation);
    expect(cache.stats().entry_count).toBe(0);
    cache.set('GET /api/projects', 'GET /api/projects', sources, [], 60_000, cache.generation(sources));
    expect(cache.stats().entry_count).toBe(1);
  });

  it('drops only the entries that depend on the changed source', () => {
    const cache = createResultCache();
    cache.set('a', 'a', ['projects'], 1, 60_000, cache.generation(['projects']));
    cache.set('b', 'b', ['settings'], 2, 60_000, cache.generation(['settings']));
    cache.set('c', 'c', [], 3, 60_000, cache.generation([]));
    cache.invalidateSource('projects');
    expect(cache.stats().entries.map((e) => e.key)).toEqual(['b', 'c']);
  });

  it('evicts the oldest entries beyond its entry and byte bounds', () => {
    const byCount = createResultCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) byCount.set(key, key, [], key, 60_000, '');
    expect(byCount.stats().entries.map((e) => e.key)).toEqual(['b', 'c']);

    // Each one-letter string is 3 JSON characters (6 bytes); 40 letters are 42 characters (84 bytes).
    const bySize = createResultCache({ maxBytes: 100 });
    for (const key of ['a', 'b', 'c']) bySize.set(key, key, [], key, 60_000, '');
    bySize.set('big', 'big', [], 'x'.repeat(40), 60_000, '');
    expect(bySize.stats()).toMatchObject({ entry_count: 3, size_bytes: 96 });
    expect(bySize.stats().entries.map((e) => e.key)).toEqual(['b', 'c', 'big']);
    bySize.set('huge', 'huge', [], 'x'.repeat(100), 60_000, '');
    expect(bySize.stats().entries.map((e) => e.key)).toEqual(['b', 'c', 'big']);
  });

  it('returns copies, so a caller changing a result cannot change the cache', () => {
    const cache = createResultCache();
    cache.set('k', 'k', [], { list: [1] }, 60_000, '');
    const first = cache.get('k')?.value as { list: number[] };
    first.list.push(2);
    expect(cache.get('k')).toEqual({ value: { list: [1] } });
  });
});
