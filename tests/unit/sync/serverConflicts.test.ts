import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type ProjectRecord, type TopicwiseDatabase } from '@/db';
import { CouchDatabase } from '@/api/sync/http';
import { push } from '@/api/sync/push';
import { pull } from '@/api/sync/pull';
import { resolveConflict } from '@/api/sync/conflicts';
import { storedSyncView } from '@/api/sync/status';
import { PASSWORD, startTestServer, type TestServer } from './server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const remote = (username = 'ana') => new CouchDatabase({ url: server.url, username, password: PASSWORD }, 'team');

async function device(): Promise<TopicwiseDatabase> {
  const db = openDatabase(`server-conflicts-${crypto.randomUUID()}`);
  await db.open();
  return db;
}

const project = (id: string, name: string) =>
  ({
    id,
    name,
    description: 'beans',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  }) as unknown as ProjectRecord;

/**
 * Two sibling revisions on top of the current one, written with new_edits:false as CouchDB's own
 * replication writes them: the server then holds the document in conflict.
 */
async function forkOnServer(id: string, edits: [Record<string, unknown>, Record<string, unknown>]) {
  const docId = `projects:${id}`;
  const current = (await remote().request({ method: 'GET', path: encodeURIComponent(docId) })) as {
    _rev: string;
    record: Record<string, unknown>;
  };
  const [generation, hash] = current._rev.split('-');
  const next = Number(generation) + 1;
  const docs = edits.map((edit, index) => {
    const branch = `${index === 0 ? 'a' : 'b'}${'0'.repeat(31)}`;
    return {
      ...current,
      _rev: `${next}-${branch}`,
      _revisions: { start: next, ids: [branch, hash] },
      record: { ...current.record, ...edit },
    };
  });
  await remote().request({ method: 'POST', path: '_bulk_docs', body: { docs, new_edits: false } });
  expect(await conflictsOnServer(id)).toHaveLength(1);
}

const conflictsOnServer = async (id: string) =>
  (
    (await remote().request({ method: 'GET', path: `${encodeURIComponent(`projects:${id}`)}?conflicts=true` })) as {
      _conflicts?: string[];
    }
  )._conflicts ?? [];

describe('conflicts the server itself holds (_conflicts)', () => {
  it('merges versions that changed different fields and removes the conflict on the server', async () => {
    const db = await device();
    const id = crypto.randomUUID();
    await db.projects.add(project(id, 'Coffee'));
    await push(db, remote());
    await forkOnServer(id, [{ name: 'Coffee shops' }, { description: 'roasted beans' }]);

    await pull(db, remote());
    expect(await db.projects.get(id)).toMatchObject({ name: 'Coffee shops', description: 'roasted beans' });
    expect(await db.sync_conflicts.count()).toBe(0);
    await push(db, remote());
    expect(await conflictsOnServer(id)).toEqual([]);

    const other = await device();
    await pull(other, remote('ben'));
    expect(await other.projects.get(id)).toMatchObject({ name: 'Coffee shops', description: 'roasted beans' });
  });

  it('shows versions that changed the same field in the Sync panel; the choice ends it on the server', async () => {
    const db = await device();
    const id = crypto.randomUUID();
    await db.projects.add(project(id, 'Tea'));
    await push(db, remote());
    await forkOnServer(id, [{ name: 'Green tea' }, { name: 'Black tea' }]);

    await pull(db, remote());
    const conflict = (await db.sync_conflicts.get(`projects:${id}`))!;
    expect(conflict).toMatchObject({ status: 'open', fields: ['name'] });
    expect([conflict.mine?.name, conflict.theirs?.name].sort()).toEqual(['Black tea', 'Green tea']);
    const view = await storedSyncView(db);
    expect(view.conflicts).toEqual([expect.objectContaining({ id: conflict.id, origin: 'server' })]);

    // Pulling again while the choice is open neither duplicates nor loses it.
    await pull(db, remote());
    expect(await db.sync_conflicts.where('status').equals('open').count()).toBe(1);

    await resolveConflict(db, conflict.id, 'mine');
    await push(db, remote());
    expect(await conflictsOnServer(id)).toEqual([]);
    const other = await device();
    await pull(other, remote('ben'));
    expect(await other.projects.get(id)).toMatchObject({ name: conflict.mine?.name });
    expect(await db.sync_conflicts.get(conflict.id)).toMatchObject({ status: 'kept-mine' });
  });

  it('keeps theirs: the server’s winner stays and the losing revision is deleted', async () => {
    const db = await device();
    const id = crypto.randomUUID();
    await db.projects.add(project(id, 'Wine'));
    await push(db, remote());
    await forkOnServer(id, [{ name: 'Red wine' }, { name: 'White wine' }]);
    await pull(db, remote());
    const conflict = (await db.sync_conflicts.get(`projects:${id}`))!;
    await resolveConflict(db, conflict.id, 'theirs');
    expect(await db.projects.get(id)).toMatchObject({ name: conflict.theirs?.name });
    await push(db, remote());
    expect(await conflictsOnServer(id)).toEqual([]);
    expect(await db.outbox.get(`projects:${id}`)).toBeUndefined();
  });
});
