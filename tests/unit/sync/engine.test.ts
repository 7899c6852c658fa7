import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SyncEngine } from '@/api/sync/engine';
import { PASSWORD, startTestServer, until, type TestServer } from './server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => vi.unstubAllGlobals());

describe('the sync loop', () => {
  it('starts another round for a Sync now pressed while a round is under way, without waiting for the long poll', async () => {
    const engine = new SyncEngine();
    const real = globalThis.fetch;
    const teamInfo = `${server.url}team/`;
    let pressed = false;
    let longPollsAnswered = 0;
    /** How many long polls had come back when the next round began. */
    let answeredAtNextRound: number | null = null;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const longPoll = url.includes('feed=longpoll');
      if (pressed && url === teamInfo) answeredAtNextRound ??= longPollsAnswered;
      // The press lands while the first round reads the workspace's changes, after its push.
      if (!pressed && url.startsWith(`${teamInfo}_changes`) && !longPoll) {
        pressed = true;
        engine.syncNow();
      }
      const response = await real(input, init);
      if (longPoll) longPollsAnswered += 1;
      return response;
    });
    try {
      await engine.connect({ url: server.url, database: 'team', username: 'ana', password: PASSWORD, remember: false });
      await until(() => answeredAtNextRound !== null);
      expect(answeredAtNextRound, 'the second round began before any long poll came back').toBe(0);
    } finally {
      await engine.disconnect();
    }
  });
});
