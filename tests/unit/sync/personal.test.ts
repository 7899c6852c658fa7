import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type ProjectRecord, type TopicwiseDatabase } from '@/db';
import { personalDatabase, syncRound, syncTargets } from '@/api/sync/databases';
import { parseServerUrl } from '@/api/sync/engine';
import { personalDatabase as serverPersonalDatabase } from '../../../scripts/sync/workspace.mjs';
import { PASSWORD, startTestServer, type TestServer } from './server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function device(): Promise<TopicwiseDatabase> {
  const db = openDatabase(`personal-${crypto.randomUUID()}`);
  await db.open();
  return db;
}

const credentials = (username: string) => ({ url: server.url, username, password: PASSWORD });
const targets = (username: string, workspace: string | null) =>
  syncTargets(credentials(username), workspace, personalDatabase(username));

const STAMP = '2026-01-01T00:00:00.000Z';
const project = (name: string) =>
  ({
    id: crypto.randomUUID(),
    name,
    description: null,
    created_at: STAMP,
    updated_at: STAMP,
  }) as unknown as ProjectRecord;

async function addResult(db: TopicwiseDatabase, name: string): Promise<string> {
  const id = crypto.randomUUID();
  await db.transaction('rw', [db.clustering_results, db.clusters], async () => {
    await db.clustering_results.add({ id, name, project_id: null, created_at: STAMP, updated_at: STAMP } as never);
    await db.clusters.add({
      id: crypto.randomUUID(),
      result_id: id,
      rank: 0,
      name: 'espresso',
      keywords: [],
      created_at: STAMP,
      updated_at: STAMP,
    } as never);
  });
  return id;
}

const onServer = async (database: string, docId: string) => {
  const response = await fetch(new URL(`${database}/${encodeURIComponent(docId)}`, server.url), {
    headers: { authorization: server.adminAuth },
  });
  return response.status === 200;
};

describe('the personal database (couch_peruser)', () => {
  it('is named as couch_peruser names it, here and on the embedded server', () => {
    expect(personalDatabase('ana')).toBe('userdb-616e61');
    for (const name of ['ana', 'Zoë', '李雷', 'a.b-c_d'])
      expect(personalDatabase(name)).toBe(serverPersonalDatabase(name));
  });

  it('a URL without a workspace syncs the personal database only', () => {
    expect(parseServerUrl('http://127.0.0.1:5984/')).toEqual({ url: 'http://127.0.0.1:5984/', database: null });
    expect(parseServerUrl('http://127.0.0.1:5984/team')).toEqual({ url: 'http://127.0.0.1:5984/', database: 'team' });
    expect(targets('ana', null).map(({ remote, takesNewRecords }) => [remote.database, takesNewRecords])).toEqual([
      ['userdb-616e61', true],
    ]);
  });

  it('carries a result made outside any workspace to the same user’s other device, not to the workspace', async () => {
    const [laptop, phone] = [await device(), await device()];
    const resultId = await addResult(laptop, 'Made alone');
    await syncRound(laptop, targets('ana', null));
    expect(await onServer(personalDatabase('ana'), `clustering_results:${resultId}`)).toBe(true);
    expect(await onServer('team', `clustering_results:${resultId}`)).toBe(false);

    await syncRound(phone, targets('ana', 'team'));
    expect(await phone.clustering_results.get(resultId)).toMatchObject({ name: 'Made alone' });
    expect(await phone.clusters.where('result_id').equals(resultId).count()).toBe(1);

    // Another member of the workspace does not see it.
    const colleague = await device();
    await syncRound(colleague, targets('ben', 'team'));
    expect(await colleague.clustering_results.get(resultId)).toBeUndefined();
  });

  it('with a workspace chosen, new records go to the workspace and personal ones stay personal', async () => {
    const [laptop, phone] = [await device(), await device()];
    const resultId = await addResult(laptop, 'Personal');
    await syncRound(laptop, targets('ana', null));
    await syncRound(phone, targets('ana', 'team'));

    const shared = project('Shared with the team');
    await phone.projects.add(shared);
    const cluster = await phone.clusters.where('result_id').equals(resultId).first();
    await phone.clusters.update(cluster!.id, { name: 'ristretto' });
    await syncRound(phone, targets('ana', 'team'));
    expect(await onServer('team', `projects:${shared.id}`)).toBe(true);
    expect(await onServer(personalDatabase('ana'), `projects:${shared.id}`)).toBe(false);
    expect(await onServer('team', `clusters:${cluster!.id}`)).toBe(false);

    await syncRound(laptop, targets('ana', null));
    expect(await laptop.clusters.get(cluster!.id)).toMatchObject({ name: 'ristretto' });
    expect(await laptop.projects.get(shared.id)).toBeUndefined();
  });
});
