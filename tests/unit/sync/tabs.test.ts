import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type ProjectRecord } from '@/db';
import { SyncEngine } from '@/api/sync/engine';
import { CouchDatabase } from '@/api/sync/http';
import { push } from '@/api/sync/push';
import { CHANGES_CHANNEL, type CrossTabChange } from '@/lib/crossTab';
import { PASSWORD, startTestServer, until, type TestServer } from './server';

/** navigator.locks with exclusive locks granted in request order, recording who holds one. */
class FakeLocks {
  holders = 0;
  maxHolders = 0;
  granted: string[] = [];
  private tail = Promise.resolve();

  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<void> {
    const turn = this.tail.then(async () => {
      if (options.signal?.aborted) throw options.signal.reason;
      this.holders += 1;
      this.maxHolders = Math.max(this.maxHolders, this.holders);
      this.granted.push(name);
      try {
        await callback();
      } finally {
        this.holders -= 1;
      }
    });
    this.tail = turn.catch(() => undefined);
    return turn;
  }
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => vi.unstubAllGlobals());

describe('two tabs of one browser', () => {
  it('only the tab holding the Web Lock syncs; the other hears the changes through the channel', async () => {
    const locks = new FakeLocks();
    vi.stubGlobal('navigator', { locks });
    const connection = { url: server.url, database: 'team', username: 'ana', password: PASSWORD, remember: true };
    const [first, second] = [new SyncEngine(), new SyncEngine()];
    await first.connect(connection);
    await second.connect(connection);
    await until(async () => (await first.status()).state === 'synced');
    // The waiting tab shows the syncing tab's state (it shares the database), not a sync that never starts.
    await until(async () => (await second.status()).state === 'synced');
    const [syncing, waiting] = [await first.status(), await second.status()];
    expect(waiting).toMatchObject({ message: 'Synced', last_synced_at: syncing.last_synced_at });
    expect(locks.holders).toBe(1);

    // Another device adds a project: the syncing tab stores it and tells the other tabs.
    const heard: CrossTabChange[] = [];
    const otherTab = new BroadcastChannel(CHANGES_CHANNEL);
    otherTab.onmessage = (event: MessageEvent<CrossTabChange>) => heard.push(event.data);
    const device = openDatabase(`tabs-${crypto.randomUUID()}`);
    await device.open();
    const project = {
      id: crypto.randomUUID(),
      name: 'From the phone',
      description: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    } as unknown as ProjectRecord;
    await device.projects.add(project);
    await push(device, new CouchDatabase({ url: server.url, username: 'ben', password: PASSWORD }, 'team'));
    await until(() => heard.some((change) => change.source === 'projects' && change.ids?.includes(project.id)));
    otherTab.close();

    // When the syncing tab goes, the waiting one takes over.
    await first.disconnect();
    await until(async () => (await second.status()).state === 'synced');
    expect(locks.maxHolders).toBe(1);
    expect(locks.granted).toEqual(['topicwise-sync', 'topicwise-sync']);
    await second.disconnect();
  });
});
