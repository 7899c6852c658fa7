import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import { ApiError } from '@/contract/errors';
import { db } from '@/db/database';
import { loadSerpData } from '@/api/local/clustering/serpData';
import type { ClusteringResult } from '@/contract';
import { clusterKeywords } from '@workers/clustering';
import { clusterMethod, normalizeUrl } from '@workers/clustering/serp';
import type { KeywordInput } from '@workers/clustering/types';
import { importSerpFile } from '@workers/imports/serpFile';
import { resetLocalState } from './api/support';

beforeEach(resetLocalState);

const SERP_DIR = new URL('../fixtures/serp/', import.meta.url);
const fixture = async (name: string): Promise<File> => new File([await readFile(new URL(name, SERP_DIR))], name);

/** The fixture's six result pages (tests/fixtures/serp/README.md) as engine input, plus keywords without SERP data. */
function inputs(extra: string[] = []): KeywordInput[] {
  const parsed = importSerpFile(readFileSync(new URL('serpapi-serp.json', SERP_DIR)), 'serpapi-serp.json');
  return [
    ...parsed.serps.map((serp) => ({ text: serp.keyword, urls: serp.results })),
    ...extra.map((text) => ({ text })),
  ];
}

const groups = (result: { clusters: { keywords: { text: string }[]; method: string }[] }) =>
  result.clusters
    .map(
      (cluster) =>
        `${cluster.method}: ${cluster.keywords
          .map((k) => k.text)
          .sort()
          .join(' | ')}`,
    )
    .sort();

describe('SERP overlap', () => {
  it('normalises URLs before counting shared ones', () => {
    expect(normalizeUrl('https://www.Grindlab.example:443/best/?utm_source=x&b=2&a=1#top')).toBe(
      'grindlab.example/best?a=1&b=2',
    );
    expect(normalizeUrl('http://grindlab.example/best/')).toBe('grindlab.example/best');
    expect(normalizeUrl('grindlab.example/Best')).toBe('grindlab.example/Best');
    expect(normalizeUrl('https://shop.example/p?srsltid=abc&gclid=1')).toBe('shop.example/p');
  });

  it('groups keywords sharing at least 4 of their top 10 URLs and keeps the others apart, however alike their words', async () => {
    // The loosest threshold: only the SERP data can keep 'coffee grinder' out of the burr grinders.
    const result = await clusterKeywords(inputs(), { similarity_threshold: 0.1 });
    expect(groups(result)).toEqual([
      'serp: best burr grinder | burr coffee grinder | conical burr grinder',
      'serp: grind size for french press | how to grind coffee beans',
    ]);
    expect(result.unclustered.map((k) => k.text)).toEqual(['coffee grinder']);
    expect(result.stats.serp_keywords).toBe(6);
    // The grind pages share exactly 4 (after normalisation): at 5 they part.
    const five = await clusterKeywords(inputs(), { similarity_threshold: 0.1, serp_overlap: 5 });
    expect(groups(five)).toEqual(['serp: best burr grinder | burr coffee grinder | conical burr grinder']);
    // At 2, 'coffee grinder' (2 shared with each burr page) joins them.
    const two = await clusterKeywords(inputs(), { serp_overlap: 2 });
    expect(groups(two)[0]).toBe(
      'serp: best burr grinder | burr coffee grinder | coffee grinder | conical burr grinder',
    );
  });

  it('falls back to similarity for keywords without SERP data, which may join a SERP group (mixed)', async () => {
    const result = await clusterKeywords(inputs(['espresso tamper', 'espresso tampers 58mm', 'burr grinders']), {
      similarity_threshold: 0.3,
    });
    const all = groups(result);
    expect(all).toContain('similarity: espresso tamper | espresso tampers 58mm');
    expect(all.find((g) => g.includes('best burr grinder'))).toMatch(/^mixed: .*burr grinders/);
    const withCoffee = result.clusters.find((c) => c.keywords.some((k) => k.text === 'coffee grinder'));
    expect(withCoffee?.keywords.map((k) => k.text) ?? []).not.toContain('best burr grinder');
  });

  it('labels a cluster by what tied its members', () => {
    const group = Int32Array.from([0, 0, -1, 1, -1]);
    expect(clusterMethod([0, 1], group)).toBe('serp');
    expect(clusterMethod([0, 1, 2], group)).toBe('mixed');
    expect(clusterMethod([2, 4], group)).toBe('similarity');
  });
});

describe('POST /api/upload-serp and POST /api/cluster with serp_import_ids', () => {
  it('uses the SERP file for the keyword file’s keywords and says which method grouped each cluster', async () => {
    const serp = await api.post('/api/upload-serp', { file: await fixture('ahrefs-serp-overview.csv') });
    expect(serp).toMatchObject({ format: { id: 'ahrefs-serp-overview', tool: 'Ahrefs' }, count: 6 });
    expect(serp.summary).toBe('Ahrefs SERP overview, 6 keywords, 60 results, 12 rows skipped');
    const keywords = await api.post('/api/upload-keywords', { file: await fixture('coffee-keywords.csv') });
    const result: ClusteringResult = await api.post('/api/cluster', {
      keywords: [],
      import_ids: [keywords.import_id],
      serp_import_ids: [serp.import_id],
    });
    expect(result.settings.serp_overlap).toBe(4);
    expect(result.serp_data).toEqual({ files: ['ahrefs-serp-overview.csv'], keywords_with_serp: 6, not_in_list: 0 });
    const burr = result.clusters.find((c) => c.keywords.some((k) => k.text === 'best burr grinder'));
    expect(burr?.method === 'serp' || burr?.method === 'mixed').toBe(true);
    expect(burr?.keywords.map((k) => k.text)).toEqual(
      expect.arrayContaining(['burr coffee grinder', 'conical burr grinder']),
    );
    expect(burr?.keywords.map((k) => k.text)).not.toContain('coffee grinder');
    const file = await api.get(`/api/export/${result.id}?format=csv`);
    expect(file.content.split('\r\n')[0]).toContain(',url,method,');
    expect(file.content).toMatch(/best burr grinder,.*,(serp|mixed),[^,\r\n]*,[^,\r\n]*\r\n/);
    const json = JSON.parse((await api.get(`/api/export/${result.id}?format=json`)).content) as ClusteringResult;
    expect(json.clusters.every((c) => ['serp', 'similarity', 'mixed'].includes(c.method ?? ''))).toBe(true);
  });

  it('reads SERP files once for the runs that follow, and still refuses one deleted since', async () => {
    const first = await api.post('/api/upload-serp', { file: await fixture('ahrefs-serp-overview.csv') });
    const second = await api.post('/api/upload-serp', { file: await fixture('serpapi-serp.json') });
    const both = [first.import_id, second.import_id];
    const read = await loadSerpData(both);
    expect(read.files).toEqual(['ahrefs-serp-overview.csv', 'serpapi-serp.json']);
    // The same files again: the pages parsed before, not parsed anew.
    expect(await loadSerpData(both)).toBe(read);
    const alone = await loadSerpData([second.import_id]);
    expect(alone).not.toBe(read);
    expect(alone.files).toEqual(['serpapi-serp.json']);
    const again = await loadSerpData(both);
    expect(again.files).toHaveLength(2);
    await db.source_imports.delete(first.import_id);
    // The files read last, one of them deleted since: refused, not answered from what was read.
    const gone = await loadSerpData(both).catch((e: unknown) => e);
    expect((gone as ApiError).status).toBe(404);
    expect((gone as ApiError).message).toBe('SERP file not found: upload it again');
  });

  it('refuses a file that is not a SERP with what to upload instead, and a wrong serp_overlap', async () => {
    const refused = await api
      .post('/api/upload-serp', { file: await fixture('serp-keyword-list.csv') })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(400);
    expect((refused as ApiError).message).toMatch(/^No URL column found: .*upload it as the keyword file instead\)$/);
    const wrong = await api.post('/api/cluster', { keywords: ['a'], serp_overlap: 11 }).catch((e: unknown) => e);
    expect((wrong as ApiError).message).toBe('serp_overlap must be a whole number from 1 to 10');
    const gone = await api
      .post('/api/cluster', { keywords: ['a'], serp_import_ids: ['nope'] })
      .catch((e: unknown) => e);
    expect((gone as ApiError).message).toBe('SERP file not found: upload it again');
  });
});
