// Sync benchmark: a clustering result shaped like a 10,000-keyword run (1,250 clusters of 8
// keywords, 1,000 unclustered in 2 chunks) pushed from one device to the embedded server in memory
// and pulled onto a second device; then one cluster rename, timed from the edit until the second
// device, waiting on a long poll as the live engine does, has stored it; then PouchDB's own
// replicator copies the server database into a PouchDB memory database and the documents are
// compared with what was pushed. IndexedDB is fake-indexeddb in Node, slower than a browser's, so
// these are upper bounds for the data layer.
import 'fake-indexeddb/auto';
import { openDatabase, type TopicwiseDatabase } from '../../src/db';
import { CouchDatabase } from '../../src/api/sync/http';
import { createRequire } from 'node:module';
import { emptyPullReport, pull, pullBatch } from '../../src/api/sync/pull';
import { push } from '../../src/api/sync/push';
import { PASSWORD, startTestServer } from '../unit/sync/server';
import { generateKeywords } from './generator';
import type { Benchmark } from './types';

const CLUSTER_SIZE = 8;
const STAMP = '2026-03-01T00:00:00.000Z';

async function device(name: string): Promise<TopicwiseDatabase> {
  const db = openDatabase(`bench-${name}-${crypto.randomUUID()}`);
  await db.open();
  return db;
}

const keyword = (text: string, volume: number) => ({
  id: crypto.randomUUID(),
  text,
  search_volume: volume,
  competition: 'LOW',
  cpc_low: 0.4,
  cpc_high: 1.2,
  difficulty: 30,
  opportunity_score: 55,
  intent: 'informational',
  data_source: 'estimated',
  clicks: null,
  impressions: null,
  ctr: null,
  position: null,
  url: null,
  variants: [],
  similarity: 0.8,
});

async function writeResult(db: TopicwiseDatabase, total: number): Promise<string> {
  const texts = generateKeywords(total).map((item) => item.text);
  const resultId = crypto.randomUUID();
  const clustered = texts.slice(0, total - 1000);
  const clusters: Record<string, unknown>[] = [];
  for (let start = 0; start < clustered.length; start += CLUSTER_SIZE) {
    const members = clustered.slice(start, start + CLUSTER_SIZE).map((text, i) => keyword(text, 100 + i));
    clusters.push({
      id: crypto.randomUUID(),
      result_id: resultId,
      rank: clusters.length,
      name: members[0].text,
      keywords: members,
      total_volume: 1000,
      created_at: STAMP,
      updated_at: STAMP,
    });
  }
  const unclustered = texts.slice(total - 1000).map((text) => keyword(text, 10));
  const chunks = [0, 500].map((start, rank) => ({
    id: crypto.randomUUID(),
    result_id: resultId,
    rank,
    keywords: unclustered.slice(start, start + 500),
    created_at: STAMP,
    updated_at: STAMP,
  }));
  await db.transaction('rw', [db.clustering_results, db.clusters, db.unclustered_chunks], async () => {
    await db.clustering_results.add({
      id: resultId,
      name: 'Bench',
      project_id: null,
      total_keywords: total,
      created_at: STAMP,
      updated_at: STAMP,
    } as never);
    await db.clusters.bulkAdd(clusters as never);
    await db.unclustered_chunks.bulkAdd(chunks as never);
  });
  return resultId;
}

const since = (start: number) => Math.round(performance.now() - start);

const bench: Benchmark = {
  name: 'sync',
  async run(emit) {
    const server = await startTestServer();
    try {
      const remote = (user: string) =>
        new CouchDatabase({ url: server.url, username: user, password: PASSWORD }, 'team');
      const [a, b] = [await device('a'), await device('b')];
      const resultId = await writeResult(a, 10_000);
      let start = performance.now();
      const pushed = await push(a, remote('ana'));
      emit({ bench: 'sync', step: 'first push, 10,000-keyword result', documents: pushed.pushed, ms: since(start) });
      start = performance.now();
      const pulled = await pull(b, remote('ben'));
      const clusters = await b.clusters.where('result_id').equals(resultId).count();
      emit({
        bench: 'sync',
        step: 'first pull onto a second device',
        documents: pulled.applied,
        clusters,
        ms: since(start),
      });

      const first = await a.clusters.where('result_id').equals(resultId).first();
      // The second device waits on a long poll, as the engine does while both are online.
      const waiting = pullBatch(b, remote('ben'), emptyPullReport(), { longpollMs: 10_000 });
      start = performance.now();
      const now = new Date().toISOString();
      await a.transaction('rw', [a.clusters, a.clustering_results], async () => {
        await a.clusters.update(first!.id, { name: 'Renamed', updated_at: now });
        await a.clustering_results.update(resultId, { updated_at: now });
      });
      const edit = await push(a, remote('ana'));
      const pushMs = since(start);
      await waiting;
      // A long poll answers at the first change: the result's rows and manifest may take another batch.
      while ((await b.clusters.get(first!.id))?.name !== 'Renamed') await pull(b, remote('ben'));
      emit({
        bench: 'sync',
        step: 'incremental sync of one cluster rename, edit to visible on the other device',
        pushed: edit.pushed,
        push_ms: pushMs,
        visible_ms: since(start),
        target_ms: 2000,
      });

      const require = createRequire(import.meta.url);
      const PouchDB = require('pouchdb-node');
      PouchDB.plugin(require('pouchdb-adapter-memory'));
      const copy = new PouchDB(`bench-interop-${crypto.randomUUID()}`, { adapter: 'memory' });
      start = performance.now();
      await copy.replicate.from(new PouchDB(`${server.url}team`, { auth: { username: 'ana', password: PASSWORD } }));
      const replicateMs = since(start);
      const clustersHere = await a.clusters.where('result_id').equals(resultId).toArray();
      let unchanged = 0;
      for (const cluster of clustersHere) {
        const doc = await copy.get(`clusters:${cluster.id}`);
        const { sync_rev: _rev, ...record } = cluster as typeof cluster & { sync_rev?: string };
        if (JSON.stringify(doc.record) === JSON.stringify(record)) unchanged += 1;
      }
      emit({
        bench: 'sync',
        step: "PouchDB's replicator copies the server database into a PouchDB memory database",
        documents: (await copy.info()).doc_count,
        clusters_read_back_unchanged: `${unchanged}/${clustersHere.length}`,
        ms: replicateMs,
      });
    } finally {
      await server.close();
    }
  },
};

export default bench;
