import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type ProjectRecord, type TopicwiseDatabase } from '@/db';
import { CouchDatabase } from '@/api/sync/http';
import { push } from '@/api/sync/push';
import { pull } from '@/api/sync/pull';
import { resolveConflict } from '@/api/sync/conflicts';
import { PASSWORD, startTestServer, type TestServer } from './server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ vic: 'viewer' });
});
afterAll(() => server.close());

const remote = (username = 'ana') => new CouchDatabase({ url: server.url, username, password: PASSWORD }, 'team');

async function device(): Promise<TopicwiseDatabase> {
  const db = openDatabase(`device-${crypto.randomUUID()}`);
  await db.open();
  return db;
}

const project = (id: string, name: string) =>
  ({
    id,
    name,
    description: 'beans',
    total_keywords: 0,
    total_clusters: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  }) as unknown as ProjectRecord;

describe('push and pull against the embedded CouchDB-compatible server', () => {
  it('carries a project from one device to another and its delete back', async () => {
    const [a, b] = [await device(), await device()];
    const id = crypto.randomUUID();
    await a.projects.add(project(id, 'Coffee'));
    expect(await push(a, remote())).toMatchObject({ pushed: 1, conflicts: 0 });
    expect(await a.outbox.count()).toBe(0);
    await pull(b, remote('ben'));
    expect(await b.projects.get(id)).toMatchObject({ name: 'Coffee', description: 'beans' });
    expect(await b.outbox.count()).toBe(0);

    await b.projects.delete(id);
    await push(b, remote('ben'));
    await pull(a, remote());
    expect(await a.projects.get(id)).toBeUndefined();
  });

  it('merges edits of different fields made on two devices offline', async () => {
    const [a, b] = [await device(), await device()];
    const id = crypto.randomUUID();
    await a.projects.add(project(id, 'Tea'));
    await push(a, remote());
    await pull(b, remote('ben'));
    await a.projects.update(id, { name: 'Green tea' });
    await b.projects.update(id, { description: 'leaves' });
    await push(a, remote());
    expect(await push(b, remote('ben'))).toMatchObject({ conflicts: 1 });
    await push(b, remote('ben'));
    await pull(a, remote());
    for (const db of [a, b])
      expect(await db.projects.get(id)).toMatchObject({ name: 'Green tea', description: 'leaves' });
    expect(await b.sync_conflicts.count()).toBe(0);
  });

  it('keeps both names of a project renamed on two devices until the user chooses', async () => {
    const [a, b] = [await device(), await device()];
    const id = crypto.randomUUID();
    await a.projects.add(project(id, 'Bakery'));
    await push(a, remote());
    await pull(b, remote('ben'));
    await a.projects.update(id, { name: 'Bakery UK' });
    await b.projects.update(id, { name: 'Bakery US' });
    await push(a, remote());
    await push(b, remote('ben'));
    const [conflict] = await b.sync_conflicts.toArray();
    expect(conflict).toMatchObject({
      status: 'open',
      fields: ['name'],
      mine: { name: 'Bakery US' },
      theirs: { name: 'Bakery UK' },
    });
    expect(await b.projects.get(id)).toMatchObject({ name: 'Bakery US' });

    await resolveConflict(b, conflict.id, 'mine');
    await push(b, remote('ben'));
    await pull(a, remote());
    expect(await a.projects.get(id)).toMatchObject({ name: 'Bakery US' });
    expect(await b.sync_conflicts.get(conflict.id)).toMatchObject({
      status: 'kept-mine',
      theirs: { name: 'Bakery UK' },
    });
  });

  it('shows a delete on one device against an edit on the other as a conflict', async () => {
    const [a, b] = [await device(), await device()];
    const id = crypto.randomUUID();
    await a.projects.add(project(id, 'Wine'));
    await push(a, remote());
    await pull(b, remote('ben'));
    await a.projects.delete(id);
    await b.projects.update(id, { name: 'Wine bars' });
    await push(a, remote());
    await pull(b, remote('ben'));
    const [conflict] = await b.sync_conflicts.toArray();
    expect(conflict).toMatchObject({ fields: ['deleted'], theirs: null, mine: { name: 'Wine bars' } });
    await resolveConflict(b, conflict.id, 'mine');
    await push(b, remote('ben'));
    await pull(a, remote());
    expect(await a.projects.get(id)).toMatchObject({ name: 'Wine bars' });
  });

  it('keeps a viewer’s change on the device, marked with the server’s reason', async () => {
    const db = await device();
    const id = crypto.randomUUID();
    await db.projects.add(project(id, 'Not mine to write'));
    expect(await push(db, remote('vic'))).toMatchObject({ refused: 1, pushed: 0 });
    expect(await db.projects.get(id)).toMatchObject({ name: 'Not mine to write' });
    expect((await db.outbox.get(`projects:${id}`))?.refused).toMatch(/viewer/);
  });

  it('coalesces 1,000 offline edits into one push', async () => {
    const [a, b] = [await device(), await device()];
    const id = crypto.randomUUID();
    await a.projects.add(project(id, 'Edit 0'));
    for (let i = 1; i <= 1000; i += 1) await a.projects.update(id, { name: `Edit ${i}` });
    expect(await a.outbox.count()).toBe(1);
    expect(await push(a, remote())).toMatchObject({ pushed: 1 });
    await pull(b, remote('ben'));
    expect(await b.projects.get(id)).toMatchObject({ name: 'Edit 1000' });
  });
});
