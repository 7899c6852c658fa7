import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import type { ClusterRequest, ClusteringResult } from '@/contract';
import { db } from '@/db/database';
import { UPLOAD_NOT_FOUND } from '@/api/local/handlers/uploads';
import { ApiError } from '@/contract/errors';
import { local } from '@/api/local/router';
import { setWorkerServices, workerServices } from '@/api/local/workers';
import { isPacked, unpackKeywords } from '@workers/clustering/packedKeywords';
import { rejectionOf, resetLocalState } from './api/support';

beforeEach(resetLocalState);
afterEach(() => setWorkerServices(undefined));

/** A keyword list as the engine reads it: the page sends it packed. */
const readable = (args: unknown[]) => args.map((arg) => (isPacked(arg) ? unpackKeywords(arg) : arg));

/** The engine's real prepare and cluster, recording the keywords and options each is given. */
function recordEngineCalls() {
  const engine = workerServices().clustering;
  const calls: { prepare: unknown[][]; cluster: unknown[][] } = { prepare: [], cluster: [] };
  setWorkerServices({
    clustering: {
      prepare: (signal, ...args) => {
        calls.prepare.push(readable(args));
        return engine.prepare(signal, ...args);
      },
      cluster: (signal, ...args) => {
        calls.cluster.push(readable(args.slice(0, 2)));
        return engine.cluster(signal, ...args);
      },
    },
  });
  return calls;
}

describe('POST /api/cluster/prepare', () => {
  it("loads the engine's word vectors ahead of a run, once per call", async () => {
    let loads = 0;
    setWorkerServices({ clustering: { preloadVectors: async () => ((loads += 1), true) } });
    expect(await local.request('POST', '/api/cluster/prepare', undefined)).toEqual({ vectors: true, prepared: false });
    expect(loads).toBe(1);
  });

  it('says when the vectors cannot load (the run then goes lexical) instead of failing', async () => {
    // Node has no page to fetch the vectors from: the engine's own fallback, not an override.
    expect(await local.request('POST', '/api/cluster/prepare', undefined)).toEqual({ vectors: false, prepared: false });
  });

  it("builds an uploaded list's model from the keywords and language its run gives the engine", async () => {
    const calls = recordEngineCalls();
    const bytes = await readFile(new URL('../fixtures/imports/semrush-keyword-magic.csv', import.meta.url));
    const upload = await api.post('/api/upload-keywords', { file: new File([bytes], 'semrush-keyword-magic.csv') });
    const request: ClusterRequest = { keywords: [], import_ids: [upload.import_id], get_seo_data: false };
    expect(await api.post('/api/cluster/prepare', request)).toEqual({ vectors: false, prepared: true });
    await api.post('/api/cluster', { ...request, similarity_threshold: 0.7, min_cluster_size: 3 });
    const [[prepared, preparedOptions, list]] = calls.prepare as [
      [unknown[], { language: string; location: string }, string],
    ];
    const [[clustered, runOptions]] = calls.cluster as [[unknown, { language: string; location: string }]];
    expect(prepared).toHaveLength(upload.count);
    // The run names the prepared list rather than posting it to the worker again.
    expect(clustered).toEqual({ list });
    expect([preparedOptions.language, preparedOptions.location]).toEqual([runOptions.language, runOptions.location]);
  });

  it('prepares typed keywords with the estimates and expansion the run adds', async () => {
    const calls = recordEngineCalls();
    const request: ClusterRequest = {
      keywords: ['running shoes\nbest running shoes\ntrail running shoes for women'],
      get_seo_data: true,
      expand_keywords: true,
      location: 'GB',
    };
    expect((await api.post('/api/cluster/prepare', request)).prepared).toBe(true);
    await api.post('/api/cluster', { ...request, similarity_threshold: 0.3 });
    const [[prepared, , list]] = calls.prepare as [[{ text: string; search_volume?: number }[], unknown, string]];
    expect(prepared.length).toBeGreaterThan(3);
    expect(prepared.every((keyword) => keyword.search_volume !== undefined)).toBe(true);
    expect(calls.cluster[0][0]).toEqual({ list });
  });

  it("a run after its list's preparation takes its keywords, and shows the same figures as a run without it", async () => {
    const calls = recordEngineCalls();
    const bytes = await readFile(new URL('../fixtures/imports/semrush-keyword-magic.csv', import.meta.url));
    const upload = await api.post('/api/upload-keywords', { file: new File([bytes], 'semrush-keyword-magic.csv') });
    const request: ClusterRequest = { keywords: [], import_ids: [upload.import_id], get_seo_data: true };
    const keywordsOf = (result: ClusteringResult) =>
      [...result.clusters.flatMap((cluster) => cluster.keywords), ...result.unclustered_keywords]
        // Their figures, not where the threshold put them.
        .map(({ text, search_volume, difficulty, cpc_low, data_source, metric_sources, sources, intent }) => ({
          text,
          search_volume,
          difficulty,
          cpc_low,
          data_source,
          metric_sources,
          sources,
          intent,
        }))
        .sort((a, b) => (a.text < b.text ? -1 : 1));
    const unprepared = keywordsOf(await api.post('/api/cluster', request));
    await api.post('/api/cluster/prepare', { ...request, similarity_threshold: 0.5 });
    // Another threshold reads the prepared keywords too: only their grouping changes.
    expect(keywordsOf(await api.post('/api/cluster', { ...request, similarity_threshold: 0.5 }))).toEqual(unprepared);
    expect(calls.cluster[1][0]).toEqual({ list: calls.prepare[0][2] });
    expect(calls.cluster[0][0]).toHaveLength((calls.prepare[0][0] as unknown[]).length);
  });

  it('a run with other files, typed keywords or figure settings than the prepared list reads its own', async () => {
    const calls = recordEngineCalls();
    const typed = 'running shoes\nbest running shoes\ntrail running shoes for women';
    await api.post('/api/cluster/prepare', { keywords: [typed], get_seo_data: true });
    await api.post('/api/cluster', { keywords: [typed], get_seo_data: false });
    await api.post('/api/cluster', { keywords: [`${typed}\nroad running shoes`], get_seo_data: true });
    const [withFigures, without, longer] = [calls.prepare[0][0], calls.cluster[0][0], calls.cluster[1][0]] as {
      search_volume?: number;
    }[][];
    expect(withFigures.every((keyword) => keyword.search_volume !== undefined)).toBe(true);
    expect(without.every((keyword) => keyword.search_volume === undefined)).toBe(true);
    expect(longer).toHaveLength(4);
    expect(without).not.toBe(withFigures);
  });

  it('a run sends the prepared list itself when the worker no longer has it (restarted since)', async () => {
    const engine = workerServices().clustering;
    const clustered: unknown[] = [];
    setWorkerServices({
      clustering: {
        // The worker that prepared the list is gone: this one never saw it.
        prepare: async () => true,
        cluster: (signal, ...args) => {
          clustered.push(readable(args.slice(0, 1))[0]);
          return engine.cluster(signal, ...args);
        },
      },
    });
    const typed = 'running shoes\nbest running shoes\ntrail running shoes for women';
    await api.post('/api/cluster/prepare', { keywords: [typed] });
    const result = await api.post('/api/cluster', { keywords: [typed] });
    expect(result.total_keywords).toBe(3);
    expect(clustered).toHaveLength(2);
    expect(clustered[0]).toEqual({ list: expect.any(String) });
    expect(clustered[1]).toHaveLength(3);
  });

  it('a run of a prepared upload deleted since is still refused', async () => {
    const bytes = await readFile(new URL('../fixtures/imports/semrush-keyword-magic.csv', import.meta.url));
    const upload = await api.post('/api/upload-keywords', { file: new File([bytes], 'semrush-keyword-magic.csv') });
    const request: ClusterRequest = { keywords: [], import_ids: [upload.import_id] };
    expect((await api.post('/api/cluster/prepare', request)).prepared).toBe(true);
    await db.keyword_imports.delete(upload.import_id);
    await expect(api.post('/api/cluster', request)).rejects.toMatchObject({ status: 404, detail: UPLOAD_NOT_FOUND });
  });

  it('refuses a request a run would refuse, with the same message', async () => {
    const error = await rejectionOf(api.post('/api/cluster/prepare', { keywords: [] }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, detail: 'No keywords provided' });
  });
});
