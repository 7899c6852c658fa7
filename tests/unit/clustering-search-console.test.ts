/**
 * Search Console figures reach the result: clicks, impressions, CTR, position and the ranking URL
 * are kept on each keyword as the file gave them, summed per cluster and per result (also after
 * edits), exported, and never used as search volume.
 */
import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Cluster, ClusteringResult, ExportFile, Keyword, UploadKeywordsResponse } from '@/contract';
import { local } from '@/api/local/router';
import { clusterKeywords } from '@workers/clustering';
import { resetLocalState } from './api/support';

beforeEach(resetLocalState);

/** The local adapter, typed for this file's few routes. */
function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return local.request(method, path, body) as Promise<T>;
}

const cluster = (body: object) => request<ClusteringResult>('POST', '/api/cluster', body);
const edit = (path: string, body: object) => request<ClusteringResult>('POST', path, body);
const exportAs = (id: string, format: 'csv' | 'json') =>
  request<ExportFile>('GET', `/api/export/${id}?format=${format}`);

const QUERIES = 'search-console-queries.csv';
const QUERY_PAGE = 'search-console-query-page.csv';
const SEARCH_CONSOLE = 'Google Search Console';

async function fixtureText(name: string): Promise<string> {
  return readFile(new URL(`../fixtures/imports/${name}`, import.meta.url), 'utf8');
}

async function upload(name: string, text?: string) {
  const file = new File([text ?? (await fixtureText(name))], name);
  return request<UploadKeywordsResponse>('POST', '/api/upload-keywords', { file });
}

async function runUpload(name: string, options: { get_seo_data?: boolean } = {}): Promise<ClusteringResult> {
  const uploaded = await upload(name);
  return cluster({ keywords: [], import_ids: [uploaded.import_id], ...options });
}

const allKeywords = (result: ClusteringResult): Keyword[] => [
  ...result.clusters.flatMap((cluster) => cluster.keywords),
  ...result.unclustered_keywords,
];

const byText = (result: ClusteringResult, text: string): Keyword => {
  const found = allKeywords(result).find((keyword) => keyword.text === text);
  if (!found) throw new Error(`missing ${text}`);
  return found;
};

const sum = (values: (number | null)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

/** The totals a cluster must show: the sums of its keywords' figures. */
function expectTotalsOf(cluster: Cluster): void {
  expect(cluster.total_clicks).toBe(sum(cluster.keywords.map((keyword) => keyword.clicks)));
  expect(cluster.total_impressions).toBe(sum(cluster.keywords.map((keyword) => keyword.impressions)));
}

/** The fixture's own Clicks and Impressions columns, added up. */
async function fileTotals(name: string): Promise<{ clicks: number; impressions: number }> {
  const rows = Papa.parse<Record<string, string>>(await fixtureText(name), { header: true, skipEmptyLines: true });
  return {
    clicks: sum(rows.data.map((row) => Number(row.Clicks))),
    impressions: sum(rows.data.map((row) => Number(row.Impressions))),
  };
}

describe('Search Console figures on the result', () => {
  it('the upload says the file has metrics', async () => {
    expect(await upload(QUERIES)).toMatchObject({ has_metrics: true, format: { tool: SEARCH_CONSOLE } });
    const plain = await upload('list.txt', 'cold brew\nmoka pot\n');
    expect(plain.has_metrics).toBe(false);
  });

  it('each keyword keeps clicks, impressions, CTR and position, labelled with the file', async () => {
    const result = await runUpload(QUERIES);
    const keyword = byText(result, 'cold brew coffee ratio');
    const file = { tool: SEARCH_CONSOLE, file_name: QUERIES };
    expect(keyword).toMatchObject({
      clicks: 1842,
      impressions: 12904,
      ctr: 0.1427,
      position: 2.1,
      url: null,
      data_source: 'imported',
      estimated_fields: [],
      metric_sources: { clicks: file, impressions: file, ctr: file, position: file },
      source_label: `${SEARCH_CONSOLE} (${QUERIES})`,
    });
    expect(result.metrics_sources).toEqual([file]);
    expect(result.seo_data_source).toBe('imported');
  });

  it('impressions are never used as search volume', async () => {
    const result = await runUpload(QUERIES, { get_seo_data: false });
    expect(allKeywords(result).map((keyword) => keyword.search_volume)).toEqual(allKeywords(result).map(() => null));
    expect(result.total_search_volume).toBeNull();
    expect(result.clusters.length).toBeGreaterThan(0);
    for (const cluster of result.clusters) expect(cluster.total_volume).toBeNull();
  });

  it('with SEO data on, the volume is an estimate and the measured figures stay measured', async () => {
    const result = await runUpload(QUERIES, { get_seo_data: true });
    const keyword = byText(result, 'cold brew coffee ratio');
    expect(keyword.estimated_fields).toContain('search_volume');
    expect(keyword.metric_sources.clicks).toEqual({ tool: SEARCH_CONSOLE, file_name: QUERIES });
    expect(keyword).toMatchObject({ clicks: 1842, impressions: 12904, ctr: 0.1427, position: 2.1 });
    expect(keyword.source_label).toBe(`${SEARCH_CONSOLE} (${QUERIES}) + Estimated`);
  });

  it('the query-and-page export gives summed traffic and the best-ranking URL', async () => {
    const result = await runUpload(QUERY_PAGE);
    // Two pages rank for it: clicks and impressions add up, the best position's page is the URL.
    expect(byText(result, 'cold brew coffee ratio')).toMatchObject({
      clicks: 1634 + 208,
      impressions: 11208 + 1696,
      position: 1.9,
      url: 'https://www.brewguide.example/cold-brew-guide/',
      metric_sources: { url: { tool: SEARCH_CONSOLE, file_name: QUERY_PAGE } },
    });
    expect(byText(result, 'cold brew vs iced coffee')).toMatchObject({
      position: 8.3,
      url: 'https://www.brewguide.example/iced-coffee-recipes/',
    });
  });

  it('clusters and the result carry total clicks and impressions', async () => {
    const result = await runUpload(QUERIES);
    expect(result.clusters.length).toBeGreaterThan(1);
    for (const cluster of result.clusters) expectTotalsOf(cluster);
    const file = await fileTotals(QUERIES);
    expect(allKeywords(result)).toHaveLength(26);
    expect(result.total_clicks).toBe(file.clicks);
    expect(result.total_impressions).toBe(file.impressions);
    const stored = await request<ClusteringResult>('GET', `/api/results/${result.id}`);
    expect(stored.total_clicks).toBe(file.clicks);
    expect(stored.clusters.map((cluster) => cluster.total_clicks)).toEqual(
      result.clusters.map((cluster) => cluster.total_clicks),
    );
  });

  it('a run without Search Console figures has null totals, not zero', async () => {
    const result = await cluster({ keywords: ['cold brew ratio', 'cold brew coffee ratio', 'moka pot'] });
    expect(result).toMatchObject({ total_clicks: null, total_impressions: null });
    for (const cluster of result.clusters)
      expect(cluster).toMatchObject({ total_clicks: null, total_impressions: null });
    expect(allKeywords(result)[0]).toMatchObject({
      clicks: null,
      impressions: null,
      ctr: null,
      position: null,
      url: null,
    });
  });
});

describe('edits keep the totals right', () => {
  it('move, merge, split and move out recompute the clusters touched; the result total is unchanged', async () => {
    let result = await runUpload(QUERIES);
    const [first, second] = result.clusters;
    const moving = first.keywords[0];
    const path = `/api/results/${result.id}`;

    result = await edit(`${path}/move`, { keyword_ids: [moving.id], to_cluster_id: second.id });
    const target = result.clusters.find((cluster) => cluster.id === second.id) as Cluster;
    expect(target.total_clicks).toBe((second.total_clicks ?? 0) + (moving.clicks ?? 0));
    for (const cluster of result.clusters) expectTotalsOf(cluster);

    result = await edit(`${path}/merge`, { cluster_ids: [first.id, second.id] });
    const merged = result.clusters.find((cluster) => cluster.id === first.id) as Cluster;
    expect(merged.total_clicks).toBe((first.total_clicks ?? 0) + (second.total_clicks ?? 0));
    expect(merged.total_impressions).toBe((first.total_impressions ?? 0) + (second.total_impressions ?? 0));

    const splitOff = merged.keywords.slice(0, 2);
    result = await edit(`${path}/split`, {
      cluster_id: merged.id,
      keyword_ids: splitOff.map((keyword) => keyword.id),
      name: 'Split off',
    });
    const split = result.clusters.find((cluster) => cluster.name === 'Split off') as Cluster;
    expect(split.total_clicks).toBe(sum(splitOff.map((keyword) => keyword.clicks)));
    for (const cluster of result.clusters) expectTotalsOf(cluster);

    result = await edit(`${path}/move`, { keyword_ids: [split.keywords[0].id], to_cluster_id: null });
    for (const cluster of result.clusters) expectTotalsOf(cluster);
    const out = result.unclustered_keywords.find((keyword) => keyword.id === split.keywords[0].id);
    expect(out?.clicks).toBe(split.keywords[0].clicks);

    const file = await fileTotals(QUERIES);
    expect(result).toMatchObject({ total_clicks: file.clicks, total_impressions: file.impressions });
    const everywhere = [
      ...result.clusters.map((c) => c.total_clicks),
      ...result.unclustered_keywords.map((k) => k.clicks),
    ];
    expect(sum(everywhere)).toBe(file.clicks);
  });
});

describe('exports carry the figures', () => {
  it('CSV: clicks, impressions, ctr, position and url columns, UTF-8 with BOM', async () => {
    const result = await runUpload(QUERY_PAGE);
    const file = await exportAs(result.id, 'csv');
    expect(file.content.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<Record<string, string>>(file.content.slice(1), { header: true, skipEmptyLines: true });
    expect(rows.errors).toEqual([]);
    expect(rows.meta.fields).toEqual(expect.arrayContaining(['clicks', 'impressions', 'ctr', 'position', 'url']));
    const row = rows.data.find((entry) => entry.keyword === 'cold brew coffee ratio');
    expect(row).toMatchObject({
      clicks: '1842',
      impressions: '12904',
      ctr: '0.142746',
      position: '1.9',
      url: 'https://www.brewguide.example/cold-brew-guide/',
      search_volume: '',
    });
  });

  it('CSV: a hostile page cell is exported as text, not as a formula', async () => {
    const text =
      'query,page,clicks,impressions,ctr,position\ncold brew,=HYPERLINK("https://evil.example"),5,50,0.1,3\n';
    const uploaded = await upload('hostile-pages.csv', text);
    const result = await cluster({ keywords: [], import_ids: [uploaded.import_id] });
    const file = await exportAs(result.id, 'csv');
    const rows = Papa.parse<Record<string, string>>(file.content.slice(1), { header: true, skipEmptyLines: true });
    const url = rows.data.find((entry) => entry.keyword === 'cold brew')?.url ?? '';
    expect(url).not.toMatch(/^[=+\-@]/);
    expect(url).toContain('HYPERLINK');
  });

  it('JSON: keyword objects carry the fields, clusters and result their totals', async () => {
    const result = await runUpload(QUERIES);
    const file = await exportAs(result.id, 'json');
    const exported = JSON.parse(file.content) as ClusteringResult;
    expect(exported.total_clicks).toBe(result.total_clicks);
    expect(exported.clusters[0].total_impressions).toBe(result.clusters[0].total_impressions);
    expect(byText(exported, 'cold brew coffee ratio')).toMatchObject({
      clicks: 1842,
      impressions: 12904,
      ctr: 0.1427,
      position: 2.1,
      url: null,
    });
  });
});

describe('the engine keeps its cluster output in step', () => {
  it('its clusters carry click and impression totals, null since its input has no traffic', async () => {
    const { clusters } = await clusterKeywords([{ text: 'cold brew ratio' }, { text: 'cold brew coffee ratio' }], {
      similarity_threshold: 0.3,
    });
    expect(clusters[0]).toMatchObject({ total_clicks: null, total_impressions: null });
  });
});
