import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import type { ClusteringResult } from '@/contract';
import { onChange, type Change } from '@/api/local/changes';
import { RESULT_CHANGED } from '@/api/local/handlers/results';
import { local } from '@/api/local/router';
import { CHANGES_CHANNEL, type CrossTabChange } from '@/lib/crossTab';
import { rejectionOf, resetLocalState } from './api/support';

beforeEach(resetLocalState);

const KEYWORDS = [
  'espresso machine',
  'best espresso machine',
  'cheap espresso machine',
  'coffee beans online',
  'buy coffee beans',
  'organic coffee beans',
  'cold brew recipe',
  'how to make cold brew',
  'cold brew at home',
  'latte art',
];

const run = (): Promise<ClusteringResult> => api.post('/api/cluster', { keywords: KEYWORDS });

const conflict = { response: { status: 409, data: { detail: RESULT_CHANGED } } };

/** A second tab of the app, as far as the channel is concerned: another channel object of the same name. */
let otherTab: BroadcastChannel | undefined;
afterEach(() => {
  otherTab?.close();
  otherTab = undefined;
});

function listenAsOtherTab(): CrossTabChange[] {
  const heard: CrossTabChange[] = [];
  otherTab = new BroadcastChannel(CHANGES_CHANNEL);
  otherTab.onmessage = (event: MessageEvent<CrossTabChange>) => heard.push(event.data);
  return heard;
}

describe('an edit of a result changed in another tab', () => {
  it('is refused with 409 and leaves the other tab’s rename in place', async () => {
    const shown = await run();
    const [first, second] = shown.clusters;
    // Tab A renames, on the version it shows.
    const afterA = await api.put(`/api/results/${shown.id}/clusters/${first.id}`, {
      name: 'Named in tab A',
      expected_updated_at: shown.updated_at,
    });
    // Tab B still shows the earlier version and renames the same cluster.
    const fromB = api.put(`/api/results/${shown.id}/clusters/${first.id}`, {
      name: 'Named in tab B',
      expected_updated_at: shown.updated_at,
    });
    expect(await rejectionOf(fromB)).toMatchObject(conflict);
    await expect(api.get(`/api/results/${shown.id}`)).resolves.toEqual(afterA);

    // On the latest version, B's edit goes through.
    const afterB = await api.put(`/api/results/${shown.id}/clusters/${second.id}`, {
      name: 'Named in tab B',
      expected_updated_at: afterA.updated_at,
    });
    expect(afterB.clusters.find((cluster) => cluster.id === first.id)?.name).toBe('Named in tab A');
    expect(afterB.clusters.find((cluster) => cluster.id === second.id)?.name).toBe('Named in tab B');
  });

  it('refuses move, merge and split on an old version, changing nothing', async () => {
    const shown = await run();
    const latest = await api.put(`/api/results/${shown.id}/clusters/${shown.clusters[0].id}`, { name: 'Renamed' });
    const [a, b] = latest.clusters;
    const stale = { expected_updated_at: shown.updated_at };
    const edits = [
      api.post(`/api/results/${shown.id}/move`, { keyword_ids: [a.keywords[0].id], to_cluster_id: null, ...stale }),
      api.post(`/api/results/${shown.id}/merge`, { cluster_ids: [a.id, b.id], ...stale }),
      api.post(`/api/results/${shown.id}/split`, {
        cluster_id: a.id,
        keyword_ids: [a.keywords[0].id],
        name: 'Split off',
        ...stale,
      }),
    ];
    expect(edits.length).toBeGreaterThan(0);
    for (const edit of edits) expect(await rejectionOf(edit)).toMatchObject(conflict);
    await expect(api.get(`/api/results/${shown.id}`)).resolves.toEqual(latest);
  });

  it('still accepts an edit that names no version, and refuses a version that is not text', async () => {
    const shown = await run();
    const path = `/api/results/${shown.id}/clusters/${shown.clusters[0].id}` as const;
    await expect(api.put(path, { name: 'No version named' })).resolves.toMatchObject({ id: shown.id });
    await expect(local.request('PUT', path, { name: 'x', expected_updated_at: 5 })).rejects.toMatchObject({
      response: { status: 400 },
    });
  });
});

describe('changes between tabs', () => {
  it('tells the other tabs which result changed, once the edit is committed', async () => {
    const shown = await run();
    const heard = listenAsOtherTab();
    await api.put(`/api/results/${shown.id}/clusters/${shown.clusters[0].id}`, { name: 'Renamed' });
    await expect.poll(() => heard).toContainEqual({ source: 'clustering_results', kind: 'edited', ids: [shown.id] });
  });

  it('hands another tab’s change to the listeners here, marked as coming from another tab', async () => {
    const seen: Change[] = [];
    const stop = onChange((change) => {
      seen.push(change);
    });
    try {
      listenAsOtherTab();
      otherTab?.postMessage({ source: 'clustering_results', kind: 'created', ids: ['run-in-tab-b'] });
      otherTab?.postMessage({ source: 'not-a-store', kind: 'created' });
      await expect
        .poll(() => seen)
        .toEqual([{ source: 'clustering_results', kind: 'created', ids: ['run-in-tab-b'], fromOtherTab: true }]);
    } finally {
      stop();
    }
  });
});
