import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import type { ClusteringResult, Keyword } from '@/contract';
import { storedImports, UPLOAD_NOT_FOUND } from '@/api/local/handlers/uploads';
import { local } from '@/api/local/router';
import { db } from '@/db/database';
import { resetLocalState } from './api/support';

beforeEach(resetLocalState);

const fixture = async (name: string): Promise<File> => {
  const bytes = await readFile(new URL(`../fixtures/imports/${name}`, import.meta.url));
  return new File([bytes], name);
};

const allKeywords = (result: ClusteringResult): Keyword[] => [
  ...result.clusters.flatMap((cluster) => cluster.keywords),
  ...result.unclustered_keywords,
];

const byText = (result: ClusteringResult, text: string): Keyword => {
  const found = allKeywords(result).find((keyword) => keyword.text === text);
  if (!found) throw new Error(`missing ${text}`);
  return found;
};

async function storedCounts() {
  return { imports: await db.keyword_imports.count(), results: await db.clustering_results.count() };
}

describe('POST /api/upload-keywords', () => {
  it('parses a Semrush export, tells what was detected and keeps its figures', async () => {
    const upload = await api.post('/api/upload-keywords', { file: await fixture('semrush-keyword-magic.csv') });
    expect(upload.format).toMatchObject({
      id: 'semrush-keyword-magic',
      tool: 'Semrush',
      label: 'Semrush Keyword Magic',
    });
    expect(upload.count).toBe(upload.keywords.length);
    expect(upload.count).toBeGreaterThan(20);
    expect(upload.keywords).toContain('how to make cold brew coffee');
    expect(upload.summary).toMatch(/^Semrush Keyword Magic, \d+ keywords/);
    expect(upload.has_metrics).toBe(true);
    expect(upload.file_name).toBe('semrush-keyword-magic.csv');
    expect(await db.keyword_imports.get(upload.import_id)).toBeDefined();
  });

  it('reports reading progress up to 1', async () => {
    const fractions: number[] = [];
    await api.post(
      '/api/upload-keywords',
      { file: await fixture('keyword-planner.csv') },
      { onProgress: (p) => fractions.push(p.fraction) },
    );
    expect(fractions.at(-1)).toBe(1);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });

  it('accepts multipart form data, as a server would receive it', async () => {
    const form = new FormData();
    form.set('file', await fixture('plain-list.txt'));
    const upload = await local.request('POST', '/api/upload-keywords', form);
    expect(upload).toMatchObject({ format: { id: 'plain-list' }, has_metrics: false });
  });

  it('a run with the upload uses the imported figures as they are, labelled with tool and file', async () => {
    const upload = await api.post('/api/upload-keywords', { file: await fixture('semrush-keyword-magic.csv') });
    const result = await api.post('/api/cluster', {
      keywords: upload.keywords,
      import_ids: [upload.import_id],
      get_seo_data: false,
    });
    expect(result.seo_data_source).toBe('imported');
    expect(result.metrics_sources).toEqual([{ tool: 'Semrush', file_name: 'semrush-keyword-magic.csv' }]);
    const keyword = byText(result, 'how to make cold brew coffee');
    expect(keyword).toMatchObject({
      search_volume: 27100,
      difficulty: 52,
      cpc_low: 0.41,
      cpc_high: 0.41,
      intent: 'informational',
      data_source: 'imported',
      estimated_fields: [],
      source_label: 'Semrush (semrush-keyword-magic.csv)',
      metric_sources: { search_volume: { tool: 'Semrush', file_name: 'semrush-keyword-magic.csv' } },
    });
    expect(keyword.competition).toBe('LOW');
  });

  it('with SEO data on, estimates fill only what the files lack, and say so', async () => {
    const upload = await api.post('/api/upload-keywords', { file: await fixture('search-console-queries.csv') });
    const result = await api.post('/api/cluster', {
      keywords: [...upload.keywords, 'typed keyword nobody imported'],
      import_ids: [upload.import_id],
      get_seo_data: true,
    });
    expect(result.seo_data_source).toBe('enhanced_mock');
    const typed = byText(result, 'typed keyword nobody imported');
    expect(typed).toMatchObject({ data_source: 'enhanced_mock', source_label: 'Estimated' });
    // Search Console has clicks and impressions, not search volume: the volume is an estimate.
    const imported = byText(result, upload.keywords[0]);
    expect(imported.estimated_fields).toContain('search_volume');
    expect(imported.sources).toEqual([{ tool: 'Google Search Console', file_name: 'search-console-queries.csv' }]);
  });

  it('several uploads merge once, with provenance; an empty text area clusters the uploaded keywords', async () => {
    const first = await api.post('/api/upload-keywords', { file: await fixture('semrush-keyword-magic.csv') });
    const second = await api.post('/api/upload-keywords', { file: await fixture('semrush-positions.csv') });
    const result = await api.post('/api/cluster', { keywords: [], import_ids: [first.import_id, second.import_id] });
    const texts = allKeywords(result).map((keyword) => keyword.text.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
    const shared = byText(result, 'cold brew coffee ratio');
    expect(shared.sources.map((source) => source.file_name)).toEqual([
      'semrush-keyword-magic.csv',
      'semrush-positions.csv',
    ]);
    expect(shared.metric_sources.search_volume?.file_name).toBe('semrush-keyword-magic.csv');
  });

  it('a run right after an upload reads what was stored; once that upload is deleted, it is a 404', async () => {
    const upload = await api.post('/api/upload-keywords', { file: await fixture('semrush-keyword-magic.csv') });
    const [kept] = await storedImports([upload.import_id]);
    const record = await db.keyword_imports.get(upload.import_id);
    expect(kept).toEqual({ ...record, delimiter: null });
    await db.keyword_imports.delete(upload.import_id);
    await expect(api.post('/api/cluster', { keywords: [], import_ids: [upload.import_id] })).rejects.toMatchObject({
      response: { status: 404, data: { detail: UPLOAD_NOT_FOUND } },
    });
    expect(await db.clustering_results.count()).toBe(0);
  });

  it('a run naming a forgotten upload is a 404 and stores nothing', async () => {
    await expect(api.post('/api/cluster', { keywords: ['a'], import_ids: ['gone'] })).rejects.toMatchObject({
      response: { status: 404, data: { detail: 'Uploaded file not found: upload it again' } },
    });
    expect(await db.clustering_results.count()).toBe(0);
  });
});

describe('bad uploads get a clear 400 and change nothing', () => {
  const cases: [string, () => Promise<unknown>, string][] = [
    ['no file', async () => ({ file_name: 'x.csv' }), 'No file provided'],
    [
      'a wrong type',
      async () => ({ file: new File(['keyword\ncoffee'], 'keywords.xlsx') }),
      'Unsupported file type: only .csv and .txt files are accepted',
    ],
    [
      'an empty file',
      async () => ({ file: await fixture('empty.csv') }),
      'The file is empty: add one keyword per line or export a keyword report as CSV',
    ],
    [
      'binary content',
      async () => ({ file: await fixture('binary.csv') }),
      'The file contains binary data, not text: export the report as CSV (comma or tab separated) and upload that file',
    ],
    [
      'a file over 50 MB',
      async () => ({ file: new File([new Uint8Array(50 * 1024 * 1024 + 1)], 'huge.csv') }),
      'File is larger than the 50 MB limit',
    ],
    [
      'only unusable rows',
      async () => ({ file: new File(['!!!\n...\n'], 'punctuation.txt') }),
      'No keywords found in the file: every row was blank or unusable',
    ],
    [
      'only blank lines',
      async () => ({ file: new File(['\n\n   \n'], 'blank.txt') }),
      'The file is empty: add one keyword per line or export a keyword report as CSV',
    ],
  ];

  it.each(cases)('%s', async (_label, body, detail) => {
    await api.post('/api/upload-keywords', { file: await fixture('plain-list.txt') });
    await api.post('/api/cluster', { keywords: ['coffee beans', 'espresso'] });
    const before = await storedCounts();
    await expect(local.request('POST', '/api/upload-keywords', await body())).rejects.toMatchObject({
      response: { status: 400, data: { detail } },
    });
    expect(await storedCounts()).toEqual(before);
  });

  it('10,000-character lines and hostile cells are skipped or kept verbatim, never executed', async () => {
    const file = new File(
      [`${'x'.repeat(10_000)}\ncoffee beans\n<script>alert(1)</script> beans\n=SUM(1+1)\n`],
      'mixed.txt',
    );
    const upload = await api.post('/api/upload-keywords', { file });
    expect(upload.keywords).toEqual(['coffee beans', '<script>alert(1)</script> beans', '=SUM(1+1)']);
    expect(upload.skipped).toBe(1);
    expect(upload.summary).toBe('Keyword list, 3 keywords, 1 row skipped');
  });
});
