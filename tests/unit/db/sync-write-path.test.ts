import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEVICE_ONLY_TABLES,
  markRemote,
  openDatabase,
  REPLICATED_TABLES,
  type ProjectRecord,
  type TopicwiseDatabase,
} from '@/db';

const project = (id: string, name: string): ProjectRecord =>
  ({
    id,
    name,
    description: null,
    settings: {},
    total_keywords: 0,
    total_clusters: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  }) as unknown as ProjectRecord;

async function freshDb(): Promise<TopicwiseDatabase> {
  const db = openDatabase(`write-path-${crypto.randomUUID()}`);
  await db.open();
  return db;
}

describe('tables', () => {
  it('are each either replicated or device-only, never both or neither', async () => {
    const db = await freshDb();
    const declared = [...REPLICATED_TABLES, ...DEVICE_ONLY_TABLES];
    expect(new Set(declared).size).toBe(declared.length);
    expect(db.tables.map((table) => table.name).sort()).toEqual([...declared].sort());
  });
});

describe('the sync write path', () => {
  it('queues every write of a replicated table in the outbox, one row per record however often it changes', async () => {
    const db = await freshDb();
    await db.projects.add(project('p1', 'Bakery'));
    for (let i = 0; i < 5; i += 1) await db.projects.update('p1', { name: `Bakery ${i}` });
    await db.settings.put({ key: 'theme', value: 'dark', created_at: 'x', updated_at: 'x' });
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ id: 'projects:p1', table_name: 'projects', record_id: 'p1', op: 'put' }),
    ]);
  });

  it('stamps missing timestamps on write', async () => {
    const db = await freshDb();
    await db.cluster_votes.put({
      id: 'k|u',
      cluster_key: 'k',
      user_id: 'u',
      vote: 1,
      updated_at: '2026-02-02T00:00:00.000Z',
    });
    await db.analyses.put({ id: 'a1', subject: 'example.com', payload: {}, created_at: '2026-02-03T00:00:00.000Z' });
    expect(await db.cluster_votes.get('k|u')).toMatchObject({ created_at: '2026-02-02T00:00:00.000Z' });
    expect(await db.analyses.get('a1')).toMatchObject({ updated_at: '2026-02-03T00:00:00.000Z' });
  });

  it('leaves a tombstone with the last server revision for every delete, whichever API deletes', async () => {
    const db = await freshDb();
    await db.projects.bulkAdd([project('p1', 'A'), project('p2', 'B'), project('p3', 'C')]);
    await db.transaction('rw', db.projects, (tx) => {
      markRemote(tx);
      return db.projects.update('p1', { sync_rev: '3-abc' } as Partial<ProjectRecord>);
    });
    await db.projects.delete('p1');
    await db.projects.where('name').equals('B').delete();
    await db.projects.clear();
    const tombstones = await db.tombstones.orderBy('id').toArray();
    expect(tombstones.map((row) => [row.record_id, row.sync_rev])).toEqual([
      ['p1', '3-abc'],
      ['p2', undefined],
      ['p3', undefined],
    ]);
    expect((await db.outbox.toArray()).map((row) => [row.record_id, row.op])).toEqual([
      ['p1', 'delete'],
      ['p2', 'delete'],
      ['p3', 'delete'],
    ]);
  });

  it('writes nothing to the outbox when the write fails, since it shares the transaction', async () => {
    const db = await freshDb();
    await expect(
      db.transaction('rw', db.projects, async () => {
        await db.projects.add(project('p1', 'A'));
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(await db.outbox.count()).toBe(0);
  });

  it('lets the replicator apply server documents without queueing them again', async () => {
    const db = await freshDb();
    await db.transaction('rw', db.projects, async (tx) => {
      markRemote(tx);
      await db.projects.put(project('p1', 'From the server'));
      await db.projects.delete('p1');
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.tombstones.count()).toBe(0);
  });
});

describe('adds of freshly minted ids (markFreshIds, the save of a clustering run)', () => {
  const at = new Date('2026-03-01T00:00:00.000Z');
  const cluster = (id: string, rank: number, stamped: boolean) => ({
    id,
    result_id: 'r-new',
    rank,
    name: `cluster ${rank}`,
    keywords: [{ id: `k${rank}`, text: `keyword ${rank}` }],
    ...(stamped && { created_at: '2026-02-01T00:00:00.000Z', updated_at: '2026-02-01T00:00:00.000Z' }),
  });

  /**
   * A database of its own with its own copy of the db modules (nowIso's clock starts afresh, so two
   * runs stamp alike): an old result whose rows are deleted (tombstones and outbox deletes), then a
   * new result written as saveResult writes it, its transaction marked fresh or not.
   */
  async function saveThrough(fresh: boolean) {
    vi.resetModules();
    const { openDatabase, markFreshIds } = await import('@/db');
    const db = openDatabase(`fresh-${crypto.randomUUID()}`);
    await db.open();
    const old = [cluster('c-old-1', 0, true), cluster('c-old-2', 1, false)];
    await db.clusters.bulkAdd(old as never);
    await db.clusters.bulkDelete(['c-old-1', 'c-old-2']);
    const clusters = Array.from({ length: 30 }, (_, rank) => cluster(`c-${rank}`, rank, rank % 3 !== 0));
    await db.transaction('rw', [db.clustering_results, db.clusters, db.unclustered_chunks], async (transaction) => {
      if (fresh) markFreshIds(transaction);
      await db.clustering_results.add({ id: 'r-new', name: 'Run' } as never);
      await Promise.all([
        db.clusters.bulkAdd(clusters.slice(0, 12) as never),
        db.clusters.bulkAdd(clusters.slice(12) as never),
      ]);
      await db.unclustered_chunks.add({ id: 'u-1', result_id: 'r-new', rank: 0, keywords: [] } as never);
    });
    const tables = {
      outbox: await db.outbox.orderBy('id').toArray(),
      tombstones: await db.tombstones.orderBy('id').toArray(),
      clusters: await db.clusters.orderBy('id').toArray(),
      results: await db.clustering_results.toArray(),
      chunks: await db.unclustered_chunks.toArray(),
    };
    db.close();
    return tables;
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.resetModules();
  });

  it('leaves the outbox, the tombstones and the rows exactly as the general write path does', async () => {
    const general = await saveThrough(false);
    const fresh = await saveThrough(true);
    expect(fresh).toEqual(general);
    // What both hold: a put queued per new row, the old rows' deletes and tombstones untouched.
    expect(fresh.outbox).toHaveLength(2 + 30 + 1 + 1);
    expect(fresh.outbox.filter((row) => row.op === 'delete').map((row) => row.record_id)).toEqual([
      'c-old-1',
      'c-old-2',
    ]);
    expect(fresh.tombstones.map((row) => row.record_id)).toEqual(['c-old-1', 'c-old-2']);
    // A row written without times is stamped on write (nowIso: this clock, a ms apart per write).
    expect(fresh.clusters.find((row) => row.id === 'c-0')?.created_at).toMatch(/^2026-03-01T00:00:00/);
  });

  it('still clears the tombstone of a record put back in a fresh transaction, and of an add in any other', async () => {
    vi.resetModules();
    const { openDatabase, markFreshIds } = await import('@/db');
    const db = openDatabase(`fresh-${crypto.randomUUID()}`);
    await db.open();
    await db.clusters.bulkAdd([cluster('c-1', 0, true), cluster('c-2', 1, true)] as never);
    await db.clusters.bulkDelete(['c-1', 'c-2']);
    await db.transaction('rw', db.clusters, async (transaction) => {
      markFreshIds(transaction);
      await db.clusters.put(cluster('c-1', 0, true) as never);
    });
    expect((await db.tombstones.toArray()).map((row) => row.record_id)).toEqual(['c-2']);
    await db.clusters.add(cluster('c-2', 1, true) as never);
    expect(await db.tombstones.count()).toBe(0);
    db.close();
  });
});
