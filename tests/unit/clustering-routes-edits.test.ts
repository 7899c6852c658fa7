import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import type { Cluster, ClusteringResult } from '@/contract';
import { local } from '@/api/local/router';
import { db } from '@/db/database';
import { resetLocalState } from './api/support';

beforeEach(resetLocalState);

const KEYWORDS = [
  'espresso machine',
  'best espresso machine',
  'cheap espresso machine',
  'espresso machine reviews',
  'home espresso machine',
  'coffee beans online',
  'buy coffee beans',
  'organic coffee beans',
  'best coffee beans',
  'cold brew recipe',
  'cold brew coffee ratio',
  'how to make cold brew',
  'cold brew at home',
  'latte art',
  'decaf',
];

async function run(): Promise<ClusteringResult> {
  const project = await api.post('/api/projects', { name: 'Coffee' });
  return api.post('/api/cluster', { keywords: KEYWORDS, get_seo_data: true, project_id: project.id });
}

const clusterWith = (result: ClusteringResult, text: string): Cluster => {
  const found = result.clusters.find((cluster) => cluster.keywords.some((keyword) => keyword.text === text));
  if (!found) throw new Error(`no cluster holds ${text}`);
  return found;
};

async function csvOf(resultId: string): Promise<string> {
  return (await api.get(`/api/export/${resultId}?format=csv`)).content;
}

function expectConsistent(result: ClusteringResult): void {
  expect(result.total_clusters).toBe(result.clusters.length);
  expect(result.total_unclustered).toBe(result.unclustered_keywords.length);
  expect(
    result.clusters.reduce((sum, cluster) => sum + cluster.keywords.length, 0) + result.unclustered_keywords.length,
  ).toBe(result.total_keywords);
  for (const cluster of result.clusters) {
    expect(cluster.keyword_count).toBe(cluster.keywords.length);
    // Merged variants count with their own volume.
    const volumes = cluster.keywords
      .flatMap((keyword) => [keyword, ...(keyword.variant_keywords ?? [])])
      .flatMap((keyword) => (keyword.search_volume === null ? [] : [keyword.search_volume]));
    expect(cluster.total_volume).toBe(volumes.length === 0 ? null : volumes.reduce((sum, volume) => sum + volume, 0));
  }
}

describe('PUT /api/results/{id}/clusters/{clusterId} (rename)', () => {
  it('renames, persists, marks the cluster edited and shows in the export', async () => {
    const result = await run();
    const cluster = clusterWith(result, 'espresso machine');
    const edited = await api.put(`/api/results/${result.id}/clusters/${cluster.id}`, {
      name: '  Espresso   machines ',
    });
    expect(edited.clusters.find((c) => c.id === cluster.id)).toMatchObject({ name: 'Espresso machines', edited: true });
    await expect(api.get('/api/results/current')).resolves.toEqual(edited);
    expect(await csvOf(result.id)).toContain(',Espresso machines,espresso machine,');
    expect(edited.updated_at > result.updated_at).toBe(true);
  });

  it.each([
    [{ name: '' }, 400, 'Cluster name is required'],
    [{ name: 'x'.repeat(201) }, 400, 'Cluster name must be 200 characters or fewer'],
    [{}, 400, 'Cluster name is required'],
  ])('rejects %j', async (body, status, detail) => {
    const result = await run();
    const cluster = result.clusters[0];
    await expect(local.request('PUT', `/api/results/${result.id}/clusters/${cluster.id}`, body)).rejects.toMatchObject({
      response: { status, data: { detail } },
    });
    await expect(api.get(`/api/results/${result.id}`)).resolves.toEqual(result);
  });

  it('is a 404 for an unknown result or cluster', async () => {
    const result = await run();
    await expect(api.put(`/api/results/nope/clusters/${result.clusters[0].id}`, { name: 'x' })).rejects.toMatchObject({
      response: { status: 404, data: { detail: 'Clustering result not found' } },
    });
    await expect(api.put(`/api/results/${result.id}/clusters/nope`, { name: 'x' })).rejects.toMatchObject({
      response: { status: 404, data: { detail: 'Cluster not found: nope' } },
    });
  });
});

describe('POST /api/results/{id}/move', () => {
  it('moves keywords into another cluster and recomputes both clusters', async () => {
    const result = await run();
    const from = clusterWith(result, 'best coffee beans');
    const to = clusterWith(result, 'espresso machine');
    const moving = from.keywords.find((keyword) => keyword.text === 'best coffee beans');
    const edited = await api.post(`/api/results/${result.id}/move`, {
      keyword_ids: [moving!.id],
      to_cluster_id: to.id,
    });
    const target = edited.clusters.find((cluster) => cluster.id === to.id)!;
    expect(target.keywords.map((keyword) => keyword.text)).toContain('best coffee beans');
    expect(target.keyword_count).toBe(to.keyword_count + 1);
    expect(target.total_volume).toBe((to.total_volume ?? 0) + (moving!.search_volume ?? 0));
    expect(edited.clusters.find((cluster) => cluster.id === from.id)!.keyword_count).toBe(from.keyword_count - 1);
    expectConsistent(edited);
    const clusterName = target.name;
    expect(await csvOf(result.id)).toContain(`,${clusterName},best coffee beans,`);
  });

  it('moves keywords to the unclustered list with their old cluster as the nearest', async () => {
    const result = await run();
    const from = clusterWith(result, 'espresso machine');
    const keyword = from.keywords.find((k) => k.text === 'cheap espresso machine')!;
    const edited = await api.post(`/api/results/${result.id}/move`, { keyword_ids: [keyword.id], to_cluster_id: null });
    const moved = edited.unclustered_keywords.find((k) => k.id === keyword.id);
    expect(moved).toMatchObject({
      text: 'cheap espresso machine',
      nearest_cluster_id: from.id,
      nearest_cluster_name: from.name,
    });
    expect(edited.total_unclustered).toBe(result.total_unclustered + 1);
    expectConsistent(edited);
    expect(await csvOf(result.id)).toContain(',(unclustered),cheap espresso machine,');
  });

  it('deletes a cluster that a move empties, updates the project and leaves a tombstone', async () => {
    const result = await run();
    const smallest = [...result.clusters].sort((a, b) => a.keyword_count - b.keyword_count)[0];
    const target = result.clusters.find((cluster) => cluster.id !== smallest.id)!;
    const edited = await api.post(`/api/results/${result.id}/move`, {
      keyword_ids: smallest.keywords.map((keyword) => keyword.id),
      to_cluster_id: target.id,
    });
    expect(edited.clusters.map((cluster) => cluster.id)).not.toContain(smallest.id);
    expect(edited.total_clusters).toBe(result.total_clusters - 1);
    const [project] = await api.get('/api/projects');
    expect(project.total_clusters).toBe(edited.total_clusters);
    expect(await db.tombstones.where('[table_name+record_id]').equals(['clusters', smallest.id]).count()).toBe(1);
  });

  it('validates ids and changes nothing on error', async () => {
    const result = await run();
    const cluster = result.clusters[0];
    const keywordId = cluster.keywords[0].id;
    const cases: [unknown, number, string][] = [
      [{ keyword_ids: [], to_cluster_id: null }, 400, 'keyword_ids must name at least one id'],
      [{ keyword_ids: 'x', to_cluster_id: null }, 400, 'keyword_ids must be a list of ids'],
      [
        { keyword_ids: [keywordId], to_cluster_id: 5 },
        400,
        'to_cluster_id must be a cluster id, or null for unclustered',
      ],
      [{ keyword_ids: [keywordId, 'ghost'], to_cluster_id: null }, 404, 'Keyword not found: ghost'],
      [{ keyword_ids: [keywordId], to_cluster_id: 'ghost' }, 404, 'Cluster not found: ghost'],
    ];
    for (const [body, status, detail] of cases) {
      await expect(local.request('POST', `/api/results/${result.id}/move`, body)).rejects.toMatchObject({
        response: { status, data: { detail } },
      });
    }
    await expect(api.get(`/api/results/${result.id}`)).resolves.toEqual(result);
  });

  it("refuses another result's keywords", async () => {
    const first = await run();
    const second = await api.post('/api/cluster', { keywords: KEYWORDS });
    const foreign = first.clusters[0].keywords[0].id;
    await expect(
      api.post(`/api/results/${second.id}/move`, { keyword_ids: [foreign], to_cluster_id: null }),
    ).rejects.toMatchObject({
      response: { status: 404, data: { detail: `Keyword not found: ${foreign}` } },
    });
  });
});

describe('POST /api/results/{id}/merge', () => {
  it('merges clusters into the first, with a new name, and repoints nearest clusters', async () => {
    const result = await run();
    const a = clusterWith(result, 'espresso machine');
    const b = clusterWith(result, 'buy coffee beans');
    const edited = await api.post(`/api/results/${result.id}/merge`, {
      cluster_ids: [a.id, b.id],
      name: 'Coffee gear',
    });
    expect(edited.clusters.map((cluster) => cluster.id)).not.toContain(b.id);
    const merged = edited.clusters.find((cluster) => cluster.id === a.id)!;
    expect(merged).toMatchObject({
      name: 'Coffee gear',
      edited: true,
      keyword_count: a.keyword_count + b.keyword_count,
    });
    expect(merged.total_volume).toBe((a.total_volume ?? 0) + (b.total_volume ?? 0));
    expect(edited.total_clusters).toBe(result.total_clusters - 1);
    expect(edited.unclustered_keywords.length).toBeGreaterThan(0);
    for (const keyword of edited.unclustered_keywords) expect(keyword.nearest_cluster_id).not.toBe(b.id);
    expectConsistent(edited);
    const csv = await csvOf(result.id);
    expect(csv).toContain(',Coffee gear,buy coffee beans,');
    expect(csv).toContain(',Coffee gear,espresso machine,');
  });

  it('keeps the first name when none is given', async () => {
    const result = await run();
    const [a, b] = result.clusters;
    const edited = await api.post(`/api/results/${result.id}/merge`, { cluster_ids: [a.id, b.id] });
    expect(edited.clusters.find((cluster) => cluster.id === a.id)?.name).toBe(a.name);
  });

  it('needs two different clusters', async () => {
    const result = await run();
    const [a] = result.clusters;
    await expect(api.post(`/api/results/${result.id}/merge`, { cluster_ids: [a.id, a.id] })).rejects.toMatchObject({
      response: { status: 400, data: { detail: 'cluster_ids must name at least 2 different ids' } },
    });
    await expect(api.post(`/api/results/${result.id}/merge`, { cluster_ids: [a.id, 'ghost'] })).rejects.toMatchObject({
      response: { status: 404, data: { detail: 'Cluster not found: ghost' } },
    });
    await expect(api.get(`/api/results/${result.id}`)).resolves.toEqual(result);
  });
});

describe('POST /api/results/{id}/split', () => {
  it('splits keywords into a new cluster shown right after the original', async () => {
    const result = await run();
    const cluster = clusterWith(result, 'espresso machine');
    const out = cluster.keywords.filter((keyword) => keyword.text.includes('best') || keyword.text.includes('cheap'));
    const edited = await api.post(`/api/results/${result.id}/split`, {
      cluster_id: cluster.id,
      keyword_ids: out.map((keyword) => keyword.id),
      name: 'Buying an espresso machine',
    });
    const index = edited.clusters.findIndex((c) => c.id === cluster.id);
    const created = edited.clusters[index + 1];
    expect(created).toMatchObject({ name: 'Buying an espresso machine', edited: true, keyword_count: out.length });
    expect(created.keywords.map((keyword) => keyword.id).sort()).toEqual(out.map((keyword) => keyword.id).sort());
    expect(edited.clusters[index].keyword_count).toBe(cluster.keyword_count - out.length);
    expect(edited.total_clusters).toBe(result.total_clusters + 1);
    expectConsistent(edited);
    expect(await csvOf(result.id)).toContain(',Buying an espresso machine,');
  });

  it('refuses to empty the cluster, keywords from elsewhere, and a missing name', async () => {
    const result = await run();
    const [a, b] = result.clusters;
    const cases: [unknown, number, string][] = [
      [
        { cluster_id: a.id, keyword_ids: a.keywords.map((k) => k.id), name: 'All' },
        400,
        'Leave at least one keyword in the cluster (to rename the whole cluster, rename it)',
      ],
      [
        { cluster_id: a.id, keyword_ids: [b.keywords[0].id], name: 'Other' },
        400,
        `Keyword is not in the cluster: ${b.keywords[0].text}`,
      ],
      [{ cluster_id: a.id, keyword_ids: [a.keywords[0].id], name: ' ' }, 400, 'Cluster name is required'],
      [{ cluster_id: 7, keyword_ids: [a.keywords[0].id], name: 'x' }, 400, 'cluster_id must be a cluster id'],
    ];
    for (const [body, status, detail] of cases) {
      await expect(local.request('POST', `/api/results/${result.id}/split`, body)).rejects.toMatchObject({
        response: { status, data: { detail } },
      });
    }
    await expect(api.get(`/api/results/${result.id}`)).resolves.toEqual(result);
    expect(await db.clusters.where('result_id').equals(result.id).count()).toBe(result.total_clusters);
  });
});

describe('large unclustered lists (stored in chunks)', () => {
  it('moves keywords in and out of a 1,200-keyword unclustered list, rewriting only the chunks touched', async () => {
    const words = [
      'alpha',
      'bravo',
      'charlie',
      'delta',
      'echo',
      'foxtrot',
      'golf',
      'hotel',
      'india',
      'juliet',
      'kilo',
      'lima',
    ];
    const keywords = Array.from({ length: 1200 }, (_, i) => `${words[i % 12]}${i} ${words[(i * 7) % 12]}x${i}`);
    const result = await api.post('/api/cluster', {
      keywords: [...keywords, ...KEYWORDS],
      similarity_threshold: 1,
      min_cluster_size: 2,
    });
    expect(result.total_unclustered).toBeGreaterThan(1000);
    const chunks = await db.unclustered_chunks.where('result_id').equals(result.id).toArray();
    expect(chunks.length).toBe(Math.ceil(result.total_unclustered / 500));

    const late = result.unclustered_keywords[result.unclustered_keywords.length - 3];
    const target = result.clusters[0];
    const moved = await api.post(`/api/results/${result.id}/move`, {
      keyword_ids: [late.id],
      to_cluster_id: target.id,
    });
    expect(moved.total_unclustered).toBe(result.total_unclustered - 1);
    expect(moved.clusters[0].keywords.at(-1)).toMatchObject({ id: late.id, text: late.text, similarity: null });
    expect(moved.clusters[0].keywords.at(-1)).not.toHaveProperty('nearest_cluster_id');
    const untouched = (await db.unclustered_chunks.where('result_id').equals(result.id).toArray()).filter(
      (chunk) => chunk.updated_at === result.updated_at,
    );
    expect(untouched.length).toBe(chunks.length - 1);

    const back = await api.post(`/api/results/${result.id}/move`, { keyword_ids: [late.id], to_cluster_id: null });
    expect(back.total_unclustered).toBe(result.total_unclustered);
    expect(back.unclustered_keywords.at(-1)).toMatchObject({
      id: late.id,
      nearest_cluster_id: target.id,
      nearest_cluster_name: target.name,
    });
    expect(back.clusters[0].keywords.map((keyword) => keyword.id)).toEqual(
      target.keywords.map((keyword) => keyword.id),
    );
    expectConsistent(back);
  });
});
