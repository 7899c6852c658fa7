import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { local } from '@/api/local/router';
import { setWorkerServices } from '@/api/local/workers';
import { resetLocalState } from './api/support';

beforeEach(resetLocalState);
afterEach(() => setWorkerServices(undefined));

describe('POST /api/cluster/prepare', () => {
  it("loads the engine's word vectors ahead of a run, once per call", async () => {
    let loads = 0;
    setWorkerServices({ clustering: { preloadVectors: async () => ((loads += 1), true) } });
    expect(await local.request('POST', '/api/cluster/prepare', undefined)).toEqual({ vectors: true });
    expect(loads).toBe(1);
  });

  it('says when the vectors cannot load (the run then goes lexical) instead of failing', async () => {
    // Node has no page to fetch the vectors from: the engine's own fallback, not an override.
    expect(await local.request('POST', '/api/cluster/prepare', undefined)).toEqual({ vectors: false });
  });
});
