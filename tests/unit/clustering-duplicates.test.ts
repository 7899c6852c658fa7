// Issue 19: near-duplicate keywords are merged without losing anything: the keyword is its
// highest-volume spelling, every spelling keeps its own figures, totals count each once, exports
// list every spelling, and edits carry the variants along.
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import type { ClusteringResult, Keyword } from '@/contract';
import { db } from '@/db/database';
import { clusterKeywords } from '@workers/clustering/engine';
import { resetLocalState } from './api/support';

beforeEach(resetLocalState);

const allKeywords = (result: ClusteringResult): Keyword[] => [
  ...result.clusters.flatMap((cluster) => cluster.keywords),
  ...result.unclustered_keywords,
];

const csvRows = (content: string) =>
  Papa.parse<Record<string, string>>(content.slice(1), { header: true, skipEmptyLines: true }).data;

async function uploadVariants(): Promise<ClusteringResult> {
  const name = 'keyword-planner-variants.csv';
  const file = new File([readFileSync(join(__dirname, '../fixtures/imports', name))], name);
  const upload = await api.post('/api/upload-keywords', { file });
  return api.post('/api/cluster', { keywords: [], import_ids: [upload.import_id] });
}

describe('the engine merges duplicates into their highest-volume spelling', () => {
  it('heads with the highest volume, the first spelling on a tie, each spelling with its own figures', async () => {
    const result = await clusterKeywords(
      [
        { text: 'state scholarship up', search_volume: 500, cpc: 1 },
        { text: 'up scholarship states', search_volume: 500_000, cpc: 2 },
        { text: 'Up Scholarship States', search_volume: 10 },
        { text: 'essay example', search_volume: 90 },
        { text: 'essay examples', search_volume: 90 },
        { text: 'essay samples', search_volume: 40 },
      ],
      { min_cluster_size: 1 },
    );
    const keywords = [...result.clusters.flatMap((c) => c.keywords), ...result.unclustered];
    const up = keywords.find((k) => k.variants.includes('state scholarship up'));
    expect(up).toMatchObject({
      text: 'up scholarship states',
      search_volume: 500_000,
      cpc: 2,
      input_index: 1,
      variant_indexes: [0],
      merged_indexes: [0, 2],
    });
    expect(keywords.find((k) => k.text.startsWith('essay example'))).toMatchObject({
      text: 'essay example',
      variants: ['essay examples'],
    });
    const total = result.clusters.reduce((sum, c) => sum + (c.total_volume ?? 0), 0);
    const unclustered = result.unclustered.reduce((sum, k) => sum + (k.search_volume ?? 0), 0);
    // Every spelling once: the exact duplicate's 10 is the same keyword, not counted again.
    expect(total + unclustered).toBe(500 + 500_000 + 90 + 90 + 40);
    expect(result.stats.duplicates_merged).toBe(3);
  });
});

describe('stored results keep every spelling', () => {
  it('totals equal the file’s volume; the CSV has one row per keyword with variant_of', async () => {
    const result = await uploadVariants();
    expect(result.total_search_volume).toBe(240_520);
    const clustered = result.clusters.reduce((sum, cluster) => sum + (cluster.total_volume ?? 0), 0);
    const loose = result.unclustered_keywords.reduce(
      (sum, k) =>
        sum + (k.search_volume ?? 0) + (k.variant_keywords ?? []).reduce((s, v) => s + (v.search_volume ?? 0), 0),
      0,
    );
    expect(clustered + loose).toBe(240_520);
    const up = allKeywords(result).find((keyword) => keyword.text === 'up scholarship states');
    expect(up).toMatchObject({ search_volume: 49_500, variants: ['state scholarship up', 'up state scholarships'] });
    expect(up?.variant_keywords?.[0]).toMatchObject({
      text: 'state scholarship up',
      search_volume: 500,
      cpc_low: 0.45,
      cpc_high: 1.8,
      competition: 'LOW',
      data_source: 'imported',
    });
    expect(result.duplicates_merged).toBe(8);

    const rows = csvRows((await api.get(`/api/export/${result.id}?format=csv`)).content);
    expect(rows).toHaveLength(27);
    expect(rows.filter((row) => row.variant_of !== '')).toHaveLength(8);
    expect(rows.reduce((sum, row) => sum + Number(row.search_volume), 0)).toBe(240_520);
    const json = JSON.parse((await api.get(`/api/export/${result.id}?format=json`)).content) as ClusteringResult;
    expect(allKeywords(json).flatMap((k) => [k, ...(k.variant_keywords ?? [])])).toHaveLength(27);
  });

  it('moves and splits carry the variants and their volume', async () => {
    const result = await uploadVariants();
    const from = result.clusters.find((c) => c.keywords.some((k) => k.text === 'up scholarship states'))!;
    const moving = from.keywords.find((k) => k.text === 'up scholarship states')!;
    const to = result.clusters.find((c) => c.id !== from.id)!;
    const moved = await api.post(`/api/results/${result.id}/move`, { keyword_ids: [moving.id], to_cluster_id: to.id });
    const target = moved.clusters.find((c) => c.id === to.id)!;
    expect(target.keywords.find((k) => k.id === moving.id)?.variant_keywords).toEqual(moving.variant_keywords);
    expect(target.total_volume).toBe((to.total_volume ?? 0) + 49_500 + 500 + 1300);
    expect(moved.total_search_volume).toBe(240_520);

    const split = await api.post(`/api/results/${result.id}/split`, {
      cluster_id: to.id,
      keyword_ids: [moving.id],
      name: 'UP scholarships',
    });
    expect(split.clusters.find((c) => c.name === 'UP scholarships')).toMatchObject({
      keyword_count: 1,
      total_volume: 51_300,
    });

    const unclustered = await api.post(`/api/results/${result.id}/move`, {
      keyword_ids: [moving.id],
      to_cluster_id: null,
    });
    expect(unclustered.unclustered_keywords.find((k) => k.id === moving.id)?.variants).toHaveLength(2);
    const rows = csvRows((await api.get(`/api/export/${result.id}?format=csv`)).content);
    expect(rows.find((row) => row.keyword === 'state scholarship up')).toMatchObject({
      cluster: '(unclustered)',
      variant_of: 'up scholarship states',
    });
    expect(rows).toHaveLength(27);
  });

  it('a result stored before variants kept figures still exports their spellings', async () => {
    const result = await uploadVariants();
    const stored = await db.clusters.where('result_id').equals(result.id).toArray();
    await db.clusters.bulkPut(
      stored.map((cluster) => ({
        ...cluster,
        keywords: cluster.keywords.map(({ variant_keywords: _dropped, ...keyword }) => keyword),
      })),
    );
    const rows = csvRows((await api.get(`/api/export/${result.id}?format=csv`)).content);
    const variant = rows.find((row) => row.keyword === 'state scholarship up');
    expect(variant).toMatchObject({ variant_of: 'up scholarship states', search_volume: '', source: '' });
  });

  it('max_cluster_size 0 is no maximum; the screen’s range still holds otherwise', async () => {
    const keywords = Array.from({ length: 60 }, (_, i) => `cheap flights to city${i}`);
    const result = await api.post('/api/cluster', { keywords, max_cluster_size: 0, min_cluster_size: 5 });
    expect(result.settings.max_cluster_size).toBe(0);
    await expect(api.post('/api/cluster', { keywords, max_cluster_size: 51 })).rejects.toMatchObject({
      response: { status: 400 },
    });
  });
});
