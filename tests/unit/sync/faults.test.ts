import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRequire } from 'node:module';
import { openDatabase, type ProjectRecord, type TopicwiseDatabase } from '@/db';
import { CouchDatabase, SyncError } from '@/api/sync/http';
import { push } from '@/api/sync/push';
import { checkpointKey, emptyPullReport, pull, pullBatch } from '@/api/sync/pull';
import { PASSWORD, startTestServer, type TestServer } from './server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => vi.unstubAllGlobals());

const remote = (username = 'ana', password = PASSWORD, timeoutMs?: number) =>
  new CouchDatabase({ url: server.url, username, password }, 'team', timeoutMs);

async function device(): Promise<TopicwiseDatabase> {
  const db = openDatabase(`faults-${crypto.randomUUID()}`);
  await db.open();
  return db;
}

const project = (name: string) =>
  ({
    id: crypto.randomUUID(),
    name,
    description: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  }) as unknown as ProjectRecord;

const STAMP = '2026-02-01T00:00:00.000Z';
const row = (resultId: string, rank: number) => ({
  id: crypto.randomUUID(),
  result_id: resultId,
  rank,
  keywords: [],
  created_at: STAMP,
  updated_at: STAMP,
});

/** Lets `count` requests through, then fails the rest the way `fail` says. */
function failAfter(count: number, fail: () => Promise<Response>): void {
  const real = globalThis.fetch;
  let seen = 0;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    seen += 1;
    return seen <= count ? real(input, init) : fail();
  });
}

describe('a clustering result', () => {
  it('never shows half-arrived on the other device, however the batches fall', async () => {
    const [a, b] = [await device(), await device()];
    const resultId = crypto.randomUUID();
    await a.clustering_results.add({
      id: resultId,
      name: 'Run',
      project_id: null,
      created_at: STAMP,
      updated_at: STAMP,
    } as never);
    await a.clusters.bulkAdd([row(resultId, 0), row(resultId, 1), row(resultId, 2)] as never);
    await a.unclustered_chunks.add(row(resultId, 0) as never);
    await push(a, remote(), 2);
    const report = emptyPullReport();
    for (;;) {
      const arrived = await pullBatch(b, remote('ben'), report, { batchSize: 1 });
      const result = await b.clustering_results.get(resultId);
      const clusters = await b.clusters.where('result_id').equals(resultId).count();
      expect([result ? 3 : 0, result ? 1 : 0]).toEqual([
        clusters,
        await b.unclustered_chunks.where('result_id').equals(resultId).count(),
      ]);
      if (arrived === 0) break;
    }
    expect(await b.clustering_results.get(resultId)).toBeDefined();
    expect(await b.sync_inbox.count()).toBe(0);
  });
});

describe('a result’s manifest', () => {
  const manifestRev = async (resultId: string) =>
    (
      (await remote().request({ method: 'GET', path: encodeURIComponent(`clustering_results:${resultId}`) })) as {
        _rev: string;
      }
    )._rev;

  it('goes once per result version, after its rows, however many batches the rows take', async () => {
    const db = await device();
    const resultId = crypto.randomUUID();
    const rows = Array.from({ length: 7 }, (_, rank) => row(resultId, rank));
    await db.transaction('rw', [db.clustering_results, db.clusters], async () => {
      await db.clustering_results.add({
        id: resultId,
        name: 'Run',
        project_id: null,
        created_at: STAMP,
        updated_at: STAMP,
      } as never);
      await db.clusters.bulkAdd(rows as never);
    });
    expect(await push(db, remote(), 2)).toMatchObject({ pushed: 8 });
    expect(await manifestRev(resultId)).toMatch(/^1-/);

    await db.clusters.update(rows[0].id, { name: 'renamed', updated_at: new Date().toISOString() });
    await db.clusters.update(rows[5].id, { name: 'renamed too', updated_at: new Date().toISOString() });
    expect(await push(db, remote(), 1)).toMatchObject({ pushed: 3 });
    expect(await manifestRev(resultId)).toMatch(/^2-/);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('faults lose nothing', () => {
  it('server down mid-push: what reached it is settled, the rest waits and goes next time', async () => {
    const db = await device();
    await db.projects.bulkAdd([project('One'), project('Two')]);
    failAfter(1, () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(push(db, remote(), 1)).rejects.toMatchObject({ kind: 'offline' });
    expect(await db.outbox.count()).toBe(1);
    vi.unstubAllGlobals();
    expect(await push(db, remote())).toMatchObject({ pushed: 1 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('server down mid-pull: the checkpoint stays after the last batch written', async () => {
    const [a, b] = [await device(), await device()];
    await a.projects.bulkAdd([project('P1'), project('P2'), project('P3')]);
    await push(a, remote());
    failAfter(1, () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(pull(b, remote('ben'), 1)).rejects.toBeInstanceOf(SyncError);
    const checkpoint = (await b.sync_state.get(checkpointKey(remote('ben'))))?.value;
    expect(checkpoint).toBeDefined();
    vi.unstubAllGlobals();
    await pull(b, remote('ben'));
    expect(await b.projects.count()).toBeGreaterThanOrEqual(3);
  });

  it('a 500 or a body that is not JSON changes nothing and says so', async () => {
    const db = await device();
    await db.projects.add(project('Kept'));
    failAfter(0, () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })));
    await expect(push(db, remote())).rejects.toMatchObject({ kind: 'bad-response' });
    failAfter(0, () => Promise.resolve(Response.json({ error: 'internal', reason: 'boom' }, { status: 500 })));
    await expect(push(db, remote())).rejects.toMatchObject({
      kind: 'server',
      message: expect.stringMatching(/500: boom/),
    });
    expect(await db.outbox.count()).toBe(1);
  });

  it('a 401 after a password change signs out with words, and keeps the changes', async () => {
    const db = await device();
    await db.projects.add(project('Kept'));
    await expect(push(db, remote('ana', 'old-password'))).rejects.toMatchObject({
      kind: 'unauthorized',
      message: expect.stringMatching(/^Signed out: the server refused the password/),
    });
    expect(await db.outbox.count()).toBe(1);
  });

  it('a slow server times out instead of hanging', async () => {
    const db = await device();
    await db.projects.add(project('Kept'));
    vi.stubGlobal(
      'fetch',
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    await expect(push(db, remote('ana', PASSWORD, 50))).rejects.toMatchObject({ kind: 'timeout' });
    expect(await db.outbox.count()).toBe(1);
  });

  it('a document over the size limit stays on the device, marked, and the others go', async () => {
    const db = await device();
    const big = {
      id: crypto.randomUUID(),
      file_name: 'huge.csv',
      keywords: ['x'.repeat(9_000_000)],
      created_at: STAMP,
      updated_at: STAMP,
    };
    await db.keyword_imports.add(big as never);
    await db.projects.add(project('Small'));
    expect(await push(db, remote())).toMatchObject({ pushed: 1 });
    expect((await db.outbox.get(`keyword_imports:${big.id}`))?.refused).toMatch(/Too large to sync/);
  });

  it('hostile documents from the server are left out, not stored', async () => {
    const db = await device();
    const id = crypto.randomUUID();
    const docs = [
      {
        _id: `projects:${id}`,
        table: 'projects',
        record: { id: 'someone-else', name: 'x' },
        created_by: 'ana',
        updated_by: 'ana',
      },
      { _id: `settings:${id}`, table: 'settings', record: { id }, created_by: 'ana', updated_by: 'ana' },
      {
        _id: `clustering_results:${id}`,
        table: 'clustering_results',
        record: { id },
        created_by: 'ana',
        updated_by: 'ana',
      },
    ];
    await remote().request({ method: 'POST', path: '_bulk_docs', body: { docs } });
    const report = await pull(db, remote());
    expect(report.rejected).toBeGreaterThanOrEqual(3);
    expect(await db.projects.get('someone-else')).toBeUndefined();
    expect(await db.settings.count()).toBe(0);
  });
});

describe('interoperability', () => {
  it('PouchDB’s own replicator reads back what we pushed, unchanged', async () => {
    const db = await device();
    const record = project('Interop <b>bold</b> “quotes”');
    await db.projects.add(record);
    await push(db, remote());
    const require = createRequire(import.meta.url);
    const PouchDB = require('pouchdb-node');
    PouchDB.plugin(require('pouchdb-adapter-memory'));
    const local = new PouchDB(`interop-${crypto.randomUUID()}`, { adapter: 'memory' });
    const source = new PouchDB(`${server.url}team`, { auth: { username: 'ana', password: PASSWORD } });
    await local.replicate.from(source);
    const doc = await local.get(`projects:${record.id}`);
    expect(doc).toMatchObject({ table: 'projects', created_by: 'ana', updated_by: 'ana', record: { ...record } });

    // And back: an edit made in PouchDB, replicated to the server (new_edits:false), reaches us.
    await local.put({ ...doc, record: { ...doc.record, name: 'Edited in PouchDB' } });
    await local.replicate.to(source);
    await pull(db, remote());
    expect(await db.projects.get(record.id)).toMatchObject({ name: 'Edited in PouchDB' });
  });
});
