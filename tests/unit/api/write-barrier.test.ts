import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { local } from '@/api/local/router';
import { holdRequestsUntilWritten } from '@/api/local/writeBarrier';
import { resetLocalState } from './support';

beforeEach(resetLocalState);

/** Whether `promise` has settled once every task queued so far (and a few after) has run. */
async function settledSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

describe('the write barrier (a result shown before it is stored)', () => {
  it('holds every request until the write settles', async () => {
    let finish = () => {};
    holdRequestsUntilWritten(new Promise<void>((resolve) => (finish = resolve)));
    const results = local.request('GET', '/api/results', undefined);
    expect(await settledSoon(results)).toBe(false);
    finish();
    await expect(results).resolves.toEqual({ results: [] });
  });

  it('lets requests go once a write fails: its own request reports the failure', async () => {
    let fail = () => {};
    holdRequestsUntilWritten(new Promise<void>((_, reject) => (fail = () => reject(new Error('Storage full')))));
    const results = local.request('GET', '/api/results', undefined);
    expect(await settledSoon(results)).toBe(false);
    fail();
    await expect(results).resolves.toBeDefined();
  });
});
