import 'fake-indexeddb/auto';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import { db } from '@/db/database';
import { CSV_HEADER } from '@/api/local/handlers/exports';
import { localDate } from '@/lib/download-name';
import { resetLocalState } from './api/support';

beforeEach(resetLocalState);

const KEYWORDS = [
  'espresso machine',
  'best espresso machine',
  'cheap espresso machine',
  'espresso machine reviews',
  'cold brew recipe',
  'cold brew coffee ratio',
  'how to make cold brew',
  '=HYPERLINK("https://evil.example","click")',
  '+cmd coffee',
  '@SUM(1) coffee',
  '-2+3 coffee',
  'café, "crème" ☕',
];

function parseCsv(content: string): Record<string, string>[] {
  expect(content.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<Record<string, string>>(content.slice(1), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe('GET /api/export/{resultId}', () => {
  it('CSV: one row per keyword with topic, cluster, figures, source and intent; unclustered rows included', async () => {
    const result = await api.post('/api/cluster', { keywords: KEYWORDS, get_seo_data: true, name: 'Coffee: Q4 plan' });
    const file = await api.get(`/api/export/${result.id}?format=csv`);
    expect(file.mime_type).toBe('text/csv;charset=utf-8');
    expect(file.file_name).toBe(`topicwise-clusters-coffee-q4-plan-${localDate(result.created_at)}.csv`);
    expect(file.content.split('\r\n')[0]).toBe(`\uFEFF${CSV_HEADER.join(',')}`);
    expect(file.content.replace(/\r\n/g, '')).not.toMatch(/[^\r]\n/);
    const rows = parseCsv(file.content);
    expect(rows).toHaveLength(result.total_keywords);
    const espresso = result.clusters.find((cluster) =>
      cluster.keywords.some((keyword) => keyword.text === 'espresso machine'),
    )!;
    const keyword = espresso.keywords.find((k) => k.text === 'espresso machine')!;
    expect(rows.find((row) => row.keyword === 'espresso machine')).toEqual({
      topic: result.topics.find((topic) => topic.id === espresso.topic_id)!.name,
      cluster: espresso.name,
      keyword: 'espresso machine',
      variant_of: '',
      search_volume: String(keyword.search_volume),
      cpc_low: String(keyword.cpc_low),
      cpc_high: String(keyword.cpc_high),
      competition: keyword.competition,
      difficulty: String(keyword.difficulty),
      opportunity_score: String(keyword.opportunity_score),
      intent: keyword.intent,
      source: 'Estimated',
      estimated_figures: 'search_volume; cpc_low; cpc_high; competition; difficulty',
      expanded: 'no',
      // Typed keywords have no Search Console figures: empty cells, never an estimate.
      clicks: '',
      impressions: '',
      ctr: '',
      position: '',
      url: '',
      method: 'similarity',
      // No ranking export and no crawl: no existing page known for the cluster.
      cluster_url: '',
      cluster_url_source: '',
    });
    for (const unclustered of result.unclustered_keywords) {
      expect(
        rows.find((row) => row.keyword === unclustered.text || row.keyword === `'${unclustered.text}`)?.cluster,
      ).toBe('(unclustered)');
    }
  });

  it('CSV: maps each cluster to its existing page, from a ranking URL or a crawled page', async () => {
    const result = await api.post('/api/cluster', { keywords: KEYWORDS, min_cluster_size: 1 });
    const espresso = result.clusters.find((cluster) => cluster.keywords.some((k) => k.text === 'espresso machine'))!;
    const url = 'https://shop.example/espresso-machine';
    await db.crawled_pages.add({
      id: url,
      url,
      host: 'shop.example',
      source: 'crawl',
      status: 200,
      title: 'Espresso machine guide',
      meta_description: null,
      headings: [],
      links: [],
      word_count: 800,
      noindex: false,
      canonical: null,
      crawled_at: '2026-01-01T00:00:00.000Z',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    const rows = parseCsv((await api.get(`/api/export/${result.id}?format=csv`)).content);
    const row = rows.find((r) => r.cluster === espresso.name)!;
    expect(row.cluster_url).toBe('https://shop.example/espresso-machine');
    expect(row.cluster_url_source).toBe('crawled page');
  });

  it('CSV: formula-looking keywords and cluster names are neutralised, commas and quotes survive', async () => {
    const result = await api.post('/api/cluster', { keywords: KEYWORDS, min_cluster_size: 1 });
    const rows = parseCsv((await api.get(`/api/export/${result.id}?format=csv`)).content);
    const cells = rows.flatMap((row) => [row.cluster, row.keyword]);
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    const texts = rows.map((row) => row.keyword);
    expect(texts).toEqual(
      expect.arrayContaining([
        `'=HYPERLINK("https://evil.example","click")`,
        "'+cmd coffee",
        "'@SUM(1) coffee",
        "'-2+3 coffee",
        'café, "crème" ☕',
      ]),
    );
  });

  it('JSON: the clustering result exactly as the contract defines it (GET /api/results/{id})', async () => {
    const result = await api.post('/api/cluster', { keywords: KEYWORDS, get_seo_data: true });
    const file = await api.get(`/api/export/${result.id}?format=json`);
    expect(file.mime_type).toBe('application/json');
    expect(file.file_name).toBe(
      `topicwise-clusters-clustering-of-${result.total_keywords}-keywords-${localDate(result.created_at)}.json`,
    );
    expect(JSON.parse(file.content)).toEqual(await api.get(`/api/results/${result.id}`));
  });

  it('defaults to CSV, rejects other formats and unknown results', async () => {
    const result = await api.post('/api/cluster', { keywords: KEYWORDS });
    expect((await api.get(`/api/export/${result.id}`)).file_name.endsWith('.csv')).toBe(true);
    await expect(api.get(`/api/export/${result.id}?format=xlsx`)).rejects.toMatchObject({
      response: { status: 400, data: { detail: 'format must be csv or json' } },
    });
    await expect(api.get('/api/export/missing?format=csv')).rejects.toMatchObject({
      response: { status: 404, data: { detail: 'Clustering result not found' } },
    });
  });
});
