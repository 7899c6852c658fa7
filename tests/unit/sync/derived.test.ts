import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TopicwiseDatabase } from '@/db';
import { CouchDatabase } from '@/api/sync/http';
import { push } from '@/api/sync/push';
import { pull } from '@/api/sync/pull';
import { resolveConflict } from '@/api/sync/conflicts';
import { mergeRecords } from '@/api/sync/merge';
import { PASSWORD, startTestServer, type TestServer } from './server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const remote = (username: string) => new CouchDatabase({ url: server.url, username, password: PASSWORD }, 'team');

async function device(): Promise<TopicwiseDatabase> {
  const db = openDatabase(`derived-${crypto.randomUUID()}`);
  await db.open();
  return db;
}

const STAMP = '2026-01-01T00:00:00.000Z';
const topic = (id: string, name: string, clusterIds: string[]) => ({
  id,
  name,
  cluster_ids: clusterIds,
  total_volume: 10,
  keyword_count: 1,
  terms: [name],
});

/** A result of two clusters, each its own topic, as the clustering tab stores it. */
async function addResult(db: TopicwiseDatabase) {
  const resultId = crypto.randomUUID();
  const [espresso, latte] = [crypto.randomUUID(), crypto.randomUUID()];
  const cluster = (id: string, name: string, rank: number) => ({
    id,
    result_id: resultId,
    rank,
    name,
    terms: [name],
    keywords: [],
    topic_id: `t${rank + 1}`,
    created_at: STAMP,
    updated_at: STAMP,
  });
  await db.transaction('rw', [db.clustering_results, db.clusters], async () => {
    await db.clustering_results.add({
      id: resultId,
      name: 'Coffee',
      project_id: null,
      topics: [topic('t1', 'espresso', [espresso]), topic('t2', 'latte', [latte])],
      created_at: STAMP,
      updated_at: STAMP,
    } as never);
    await db.clusters.bulkAdd([cluster(espresso, 'espresso', 0), cluster(latte, 'latte', 1)] as never);
  });
  return { resultId, espresso, latte };
}

/** What the clustering tab's rename writes: the cluster, and the result whose one-cluster topic follows it. */
async function rename(db: TopicwiseDatabase, resultId: string, clusterId: string, name: string) {
  const now = new Date().toISOString();
  await db.transaction('rw', [db.clustering_results, db.clusters], async () => {
    await db.clusters.update(clusterId, { name, updated_at: now });
    const result = (await db.clustering_results.get(resultId))!;
    const topics = result.topics!.map((t) => (t.cluster_ids[0] === clusterId ? { ...t, name, terms: t.terms } : t));
    await db.clustering_results.put({ ...result, topics, updated_at: now });
  });
}

describe('fields derived from a cluster’s name', () => {
  it('merge: a topic renamed with its cluster on one side takes that side’s name', () => {
    const base = { topics: [topic('t1', 'espresso', ['c1'])] };
    const mine = { topics: [topic('t1', 'espresso bars', ['c1'])] };
    const theirs = { topics: [topic('t1', 'espresso', ['c1'])], name: 'Coffee 2' };
    expect(mergeRecords(base, mine, theirs)).toEqual({
      merged: { topics: [{ ...topic('t1', 'espresso bars', ['c1']), terms: ['espresso bars'] }], name: 'Coffee 2' },
      conflicts: [],
    });
    // A topic of several clusters has a name of its own: renamed on both sides, it is a conflict.
    const shared = (name: string) => ({ topics: [topic('t1', name, ['c1', 'c2'])] });
    expect(mergeRecords(shared('a'), shared('b'), shared('c')).conflicts).toEqual(['topics']);
  });

  it('a cluster renamed on two devices is one conflict, and its topic follows the name kept', async () => {
    const [a, b] = [await device(), await device()];
    const { resultId, espresso } = await addResult(a);
    await push(a, remote('ana'));
    await pull(b, remote('ben'));
    expect(await b.clustering_results.get(resultId)).toBeDefined();

    await rename(a, resultId, espresso, 'espresso bars');
    await rename(b, resultId, espresso, 'espresso shops');
    await push(a, remote('ana'));
    await push(b, remote('ben'));
    await push(b, remote('ben'));

    const open = await b.sync_conflicts.where('status').equals('open').toArray();
    expect(open.map((conflict) => [conflict.table_name, conflict.fields])).toEqual([['clusters', ['name']]]);

    await resolveConflict(b, open[0].id, 'mine');
    await push(b, remote('ben'));
    await pull(a, remote('ana'));
    for (const db of [a, b]) {
      expect(await db.clusters.get(espresso)).toMatchObject({ name: 'espresso shops' });
      const { topics } = (await db.clustering_results.get(resultId))!;
      expect(topics?.find((t) => t.id === 't1')).toMatchObject({ name: 'espresso shops' });
      expect(topics?.find((t) => t.id === 't2')).toMatchObject({ name: 'latte' });
    }
    expect(await a.sync_conflicts.where('status').equals('open').count()).toBe(0);
  });
});
