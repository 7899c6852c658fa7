import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { strToU8 } from 'fflate';
import { api } from '@/api/client';
import { setWorkerServices } from '@/api/local/workers';
import { resetLocalState } from './api/support';
import { fixtureBytes, fixtureZip } from './datasources-support';

const PROPERTY = 'sc-domain:acme-shoes.com';
const path = (domain: string, query = '') =>
  `/api/advanced-data-sources/search-console/${encodeURIComponent(domain)}${query}` as const;

const importFile = (bytes: Uint8Array, fileName: string, property = PROPERTY) =>
  api.post('/api/advanced-data-sources/search-console/import', {
    file: new Blob([bytes as BlobPart]),
    file_name: fileName,
    property,
  });

const detail = (message: RegExp | string) => ({
  response: { status: 400, data: { detail: typeof message === 'string' ? message : expect.stringMatching(message) } },
});

beforeEach(async () => {
  await resetLocalState();
  setWorkerServices(undefined);
});

describe('Search Console import and analysis', () => {
  it('imports the zip and answers totals from Dates.csv for the period asked', async () => {
    const imported = await importFile(await fixtureZip('en'), 'acme-shoes.com-Performance.zip');
    expect(imported.property).toBe('acme-shoes.com');
    expect(imported.message).toMatch(/^Imported .*12 queries.* for acme-shoes\.com \(English headers\)/);
    expect(imported.period).toEqual({ start: '2024-01-01', end: '2024-04-09', days: 100 });

    const month = await api.get(path('https://www.acme-shoes.com/', '?date_range=30d'));
    expect(month.data_source).toBe('search_console_export');
    expect(month.summary).toMatchObject({
      total_clicks: 385,
      total_impressions: 21675,
      average_position: 6.5,
      total_queries: 12,
    });
    expect(month.summary.average_ctr).toBeCloseTo((385 / 21675) * 100, 2);
    expect(month.note).toBe('Imported from your Search Console export (2024-03-11 to 2024-04-09)');
    expect(month.period_note).toMatch(/query list is for the whole export/);

    const quarter = await api.get(path(PROPERTY, '?date_range=90d'));
    expect(quarter.summary).toMatchObject({ total_clicks: 1171, total_impressions: 51525 });

    const year = await api.get(path(PROPERTY, '?date_range=365d'));
    expect(year.summary.total_clicks).toBe(1295);
    expect(year.period_note).toMatch(/Your import covers 2024-01-01 to 2024-04-09, 100 days, not the last year/);

    expect(month.data.queries).toHaveLength(10);
    expect(month.data.queries[0]).toEqual({
      query: 'acme running shoes',
      clicks: 420,
      impressions: 3000,
      ctr: 14,
      position: 1.4,
    });
  });

  it('lists striking-distance queries without the brand the user names', async () => {
    await importFile(await fixtureZip('en'), 'en.zip');
    const result = await api.get(path(PROPERTY, '?date_range=30d&brand=acme'));
    const striking = result.opportunities.filter((row) => row.striking_distance).map((row) => row.query);
    expect(striking).toContain('best trail running shoes');
    expect(striking).toContain('marathon shoes 2024');
    expect(striking).not.toContain('cheap running shoes');
    expect(striking.some((query) => query.startsWith('acme'))).toBe(false);
    expect(result.brand_terms).toEqual(['acme']);
  });

  it('reports cannibalisation once a query+page export is added, keeping the zip sheets', async () => {
    await importFile(await fixtureZip('en'), 'en.zip');
    await importFile(await fixtureBytes('query-pages-api.csv'), 'query-pages-api.csv');
    const result = await api.get(path(PROPERTY));
    expect(result.has_query_pages).toBe(true);
    expect(result.cannibalisation.map((row) => row.query)).toEqual(['best trail running shoes']);
    expect(result.cannibalisation_total).toBe(1);
    expect(result.summary.total_queries).toBe(12);
    expect(result.imports.map((item) => item.file_name).sort()).toEqual(['en.zip', 'query-pages-api.csv']);
  });

  it('reads a French export the same way', async () => {
    await importFile(await fixtureZip('fr'), 'fr.zip');
    const result = await api.get(path(PROPERTY, '?date_range=30d'));
    expect(result.summary.total_clicks).toBe(385);
    expect(result.data.queries[0].query).toBe('acme running shoes');
  });

  it('estimates, labelled, when nothing is imported for the property', async () => {
    const first = await api.get(path('example.org'));
    const second = await api.get(path('example.org'));
    expect(first.data_source).toBe('estimated');
    expect(first.note).toMatch(/^Mock data enabled/);
    expect(first.data.queries.length).toBeGreaterThan(0);
    expect(second.summary).toEqual(first.summary);
  });

  it('refuses a Queries.csv of another property, a foreign zip, a missing or bad property, a 50 MB file', async () => {
    await expect(importFile(await fixtureZip('en'), 'en.zip', 'other.org')).rejects.toMatchObject(
      detail(/This export is for acme-shoes\.com, not other\.org/),
    );
    await expect(importFile(strToU8('hello'), 'notes.txt')).rejects.toMatchObject(detail(/not a Search Console sheet/));
    await expect(importFile(await fixtureZip('en'), 'en.zip', '  ')).rejects.toMatchObject(
      detail('Please enter a domain to analyze'),
    );
    await expect(api.get(path('<b>x</b>'))).rejects.toMatchObject(detail(/is not a site/));
    await expect(api.get(path(PROPERTY, '?date_range=2y'))).rejects.toMatchObject(detail(/date_range must be one of/));
    const big = new Blob([new Uint8Array(50 * 1024 * 1024)]);
    await expect(
      api.post('/api/advanced-data-sources/search-console/import', {
        file: big,
        file_name: 'big.zip',
        property: PROPERTY,
      }),
    ).rejects.toMatchObject(detail(/the limit is 50\.0 MB/));
  });

  it('forgets a property’s imports', async () => {
    await importFile(await fixtureZip('en'), 'en.zip');
    expect(await api.delete(path(PROPERTY))).toEqual({ deleted: 1 });
    expect((await api.get(path(PROPERTY))).data_source).toBe('estimated');
  });
});

describe('Bing Ads research', () => {
  it('gives deterministic estimated ideas, labelled', async () => {
    const body = { seed_keywords: ['trail shoes', ' ', 'trail shoes'], location: 'UK' as const };
    const first = await api.post('/api/advanced-data-sources/bing-ads/research', body);
    const second = await api.post('/api/advanced-data-sources/bing-ads/research', body);
    expect(first).toEqual(second);
    expect(first.data_source).toBe('estimated');
    expect(first.summary.total_keywords).toBe(first.data.keywords.length);
    expect(first.data.keywords.length).toBeGreaterThan(1);
    expect(first.data.keywords.every((keyword) => keyword.data_source === 'estimated')).toBe(true);
  });

  it('replaces estimates with an uploaded Keyword Planner export', async () => {
    const csv =
      'Keyword,Competition,Suggested bid,Avg. monthly searches\ntrail shoes,High,1.25,"12,100"\ntrail shoes women,Low,0.80,900\n';
    const imported = await api.post('/api/advanced-data-sources/bing-ads/import', {
      file: new Blob([csv]),
      file_name: 'KeywordPlanner.csv',
    });
    expect(imported.keywords).toBe(2);
    const result = await api.post('/api/advanced-data-sources/bing-ads/research', {
      seed_keywords: ['trail shoes'],
      location: 'US',
    });
    const seed = result.data.keywords.find((keyword) => keyword.keyword === 'trail shoes');
    expect(seed).toEqual({
      keyword: 'trail shoes',
      avg_monthly_searches: 12100,
      competition: 'High',
      suggested_bid: 1.25,
      data_source: 'microsoft_advertising_export',
    });
    expect(result.data.keywords.some((keyword) => keyword.keyword === 'trail shoes women')).toBe(true);
    expect(result.imported_keywords).toBe(2);
  });

  it('says what is missing', async () => {
    await expect(
      api.post('/api/advanced-data-sources/bing-ads/research', { seed_keywords: ['  '], location: 'US' }),
    ).rejects.toMatchObject(detail('Please enter seed keywords for research'));
    await expect(
      api.post('/api/advanced-data-sources/bing-ads/import', { file: new Blob(['a,b\n']), file_name: 'x.csv' }),
    ).rejects.toMatchObject(detail(/not a Keyword Planner export/));
  });
});

describe('SERP features and the comprehensive analysis', () => {
  it('predicts features, or reads them from a Semrush Positions export', async () => {
    const predicted = await api.post('/api/advanced-data-sources/serp-features', {
      keywords: ['how to clean running shoes'],
    });
    expect(predicted.data_source).toBe('predicted');
    const csv =
      'Keyword,Position,Search Volume,URL,SERP Features by Keyword\nhow to clean running shoes,3,900,https://a.com,"Featured snippet, Video"\n';
    await api.post('/api/advanced-data-sources/serp-features/import', {
      file: new Blob([csv]),
      file_name: 'positions.csv',
    });
    const imported = await api.post('/api/advanced-data-sources/serp-features', {
      keywords: ['how to clean running shoes'],
    });
    expect(imported.data_source).toBe('semrush_export');
    expect(imported.data.keywords[0].features).toEqual(['featured_snippet', 'video']);
    await expect(api.post('/api/advanced-data-sources/serp-features', { keywords: [] })).rejects.toMatchObject(
      detail('Please enter keywords to analyze SERP features'),
    );
  });

  it('names the sources it used and rates confidence by how much was imported', async () => {
    const request = {
      domain: 'acme-shoes.com',
      keywords: ['best trail running shoes', 'vegan running shoes'],
      include_search_console: true,
      include_bing_ads: true,
      include_serp_features: true,
    };
    const estimated = await api.post('/api/advanced-data-sources/comprehensive-analysis', request);
    expect(estimated.data_sources).toEqual([
      'Search Console (estimated: nothing imported)',
      'Bing Ads (estimated)',
      'SERP features (predicted from the query)',
    ]);
    const scEstimated = estimated.insights.find((insight) => insight.type === 'performance');
    // Estimated positions give no page-level advice, only the call to import.
    expect(estimated.insights.map((insight) => insight.type)).not.toContain('striking_distance');
    expect(estimated.recommendations[0].category).toBe('Data');
    await importFile(await fixtureZip('en'), 'en.zip');
    const real = await api.post('/api/advanced-data-sources/comprehensive-analysis', request);
    const scReal = real.insights.find((insight) => insight.type === 'performance');
    expect(real.data_sources[0]).toBe('Search Console (imported export)');
    expect(scReal?.confidence).toBeGreaterThan(scEstimated?.confidence ?? 100);
    expect(real.insights.map((insight) => insight.type)).toContain('striking_distance');
    expect(real.insights.find((insight) => insight.type === 'content_gap')?.message).toMatch(/1 of your 2 keywords/);
    expect(real.recommendations.length).toBeGreaterThan(0);
  });

  it('validates the comprehensive request with the spec message', async () => {
    await expect(
      api.post('/api/advanced-data-sources/comprehensive-analysis', {
        domain: ' ',
        keywords: ['a'],
        include_search_console: true,
        include_bing_ads: true,
        include_serp_features: true,
      }),
    ).rejects.toMatchObject(detail('Please enter both keywords and domain for comprehensive analysis'));
  });
});

describe('a lone Queries.csv of another property', () => {
  it('says whose queries they are when another property already has them', async () => {
    await importFile(await fixtureBytes('en/Queries.csv'), 'Queries.csv', 'acme-shoes.com');
    await expect(
      importFile(await fixtureBytes('en/Queries.csv'), 'Queries.csv', 'other-site.org'),
    ).rejects.toMatchObject(
      detail(/This Queries\.csv looks like acme-shoes\.com's, not other-site\.org's: 12 of its 12 queries/),
    );
    // The same property may import it again.
    await expect(
      importFile(await fixtureBytes('en/Queries.csv'), 'Queries.csv', 'acme-shoes.com'),
    ).resolves.toBeTruthy();
  });
});

describe('queries mapped to the current clustering result', () => {
  it("names each query's cluster", async () => {
    const result = await api.post('/api/cluster', {
      keywords: [
        'best trail running shoes',
        'trail running shoes',
        'trail running shoes women',
        'how to clean running shoes',
        'clean running shoes',
        'cleaning running shoes',
      ],
    });
    const trail = result.clusters.find((cluster) =>
      cluster.keywords.some((keyword) => keyword.text === 'best trail running shoes'),
    );
    await importFile(await fixtureZip('en'), 'en.zip');
    const analysis = await api.get(path(PROPERTY));
    expect(analysis.result_id).toBe(result.id);
    const row = analysis.opportunities.find((item) => item.query === 'best trail running shoes');
    expect(trail).toBeDefined();
    expect(row?.cluster_name).toBe(trail?.name);
    expect(row?.cluster_id).toBe(trail?.id);
    expect(analysis.opportunities.find((item) => item.query === 'cheap running shoes')?.cluster_name).toBeNull();
  });
});

describe('cancelling an import', () => {
  it('answers 499 and stores nothing', async () => {
    const controller = new AbortController();
    const pending = api.post(
      '/api/advanced-data-sources/search-console/import',
      { file: new Blob([(await fixtureZip('en')) as BlobPart]), file_name: 'en.zip', property: PROPERTY },
      { signal: controller.signal },
    );
    controller.abort();
    await expect(pending).rejects.toMatchObject({ response: { status: 499 } });
    expect((await api.get(path(PROPERTY))).data_source).toBe('estimated');
  });
});

describe('totals without Dates.csv', () => {
  it('come from Devices.csv, which splits all traffic, before the listed queries', async () => {
    await importFile(await fixtureBytes('en/Queries.csv'), 'Queries.csv');
    const queriesOnly = await api.get(path(PROPERTY));
    expect(queriesOnly.summary.total_clicks).toBe(1052);
    expect(queriesOnly.totals_from).toMatch(/^the queries listed/);
    expect(queriesOnly.period_note).toMatch(/no Dates\.csv/);
    await importFile(await fixtureBytes('en/Devices.csv'), 'Devices.csv');
    const withDevices = await api.get(path(PROPERTY));
    expect(withDevices.summary).toMatchObject({ total_clicks: 900, total_impressions: 13000, total_queries: 12 });
    expect(withDevices.totals_from).toMatch(/^Devices\.csv/);
  });
});
