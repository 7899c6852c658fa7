import 'fake-indexeddb/auto';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Cluster, ClusteringResult, ExportFile, Keyword, UploadKeywordsResponse } from '@/contract';
import { local } from '@/api/local/router';
import { IMPORT_MESSAGES } from '@workers/imports/limits';
import { parseArgs } from '@/cli/args';
import type { FileSource } from '@/cli/source';
import { layoutName, metricsFound } from '@/cli/source';
import { PARALLEL_MIN_KEYWORDS } from '@workers/clustering/neighbours';
import { generateKeywords } from '../bench/generator';
import { resetLocalState } from './api/support';

const run = promisify(execFile);
const root = join(__dirname, '../..');
const importFixture = (name: string) => join(root, 'tests/fixtures/imports', name);

type CliJson = ClusteringResult & { source: FileSource };

/** `npm run cluster` as a user runs it: the cached bundle in a fresh process (killed if it hangs). */
async function cli(...argv: string[]): Promise<string> {
  const { stdout } = await run('node', ['scripts/cluster.mjs', ...argv], {
    cwd: root,
    timeout: 100_000,
    maxBuffer: 1 << 28,
  });
  return stdout;
}

/** The app's path for the same file: upload, cluster the upload, export. */
async function appExport(name: string, format: 'json' | 'csv'): Promise<string> {
  const file = new File([readFileSync(importFixture(name))], name);
  const upload = (await local.request('POST', '/api/upload-keywords', { file })) as UploadKeywordsResponse;
  const result = (await local.request('POST', '/api/cluster', {
    keywords: [],
    import_ids: [upload.import_id],
  })) as ClusteringResult;
  const exported = (await local.request('GET', `/api/export/${result.id}?format=${format}`)) as ExportFile;
  return exported.content;
}

/** Ids, timestamps and timing differ between two runs of the same file; everything else must not. */
const VARYING = /^(id|nearest_cluster_id|topic_id|topic|cluster_ids|created_at|updated_at|processing_time)$/;
const withoutVarying = (json: string): unknown =>
  JSON.parse(json, (key: string, value: unknown) => (VARYING.test(key) ? undefined : value));

const allKeywords = (result: ClusteringResult): Keyword[] => [
  ...result.clusters.flatMap((cluster) => cluster.keywords),
  ...result.unclustered_keywords,
];

/**
 * A Keyword Planner export read on its own (UTF-16LE, two title lines, tab separated): its keywords
 * and volumes, a keyword listed twice in other letter case once (its first row), as the import keeps it.
 */
function plannerRows(name: string): { keyword: string; volume: number }[] {
  const lines = new TextDecoder('utf-16le')
    .decode(readFileSync(importFixture(name)))
    .split('\r\n')
    .slice(2);
  const header = lines[0].split('\t');
  const seen = new Set<string>();
  const rows: { keyword: string; volume: number }[] = [];
  for (const line of lines.slice(1).filter((text) => text !== '')) {
    const cells = line.split('\t');
    const keyword = cells[header.indexOf('Keyword')];
    if (seen.has(keyword.toLowerCase())) continue;
    seen.add(keyword.toLowerCase());
    rows.push({ keyword, volume: Number(cells[header.indexOf('Avg. monthly searches')]) });
  }
  return rows;
}

beforeEach(resetLocalState);

describe('clustering CLI arguments', () => {
  it('parses and validates them with the app’s ranges', () => {
    expect(
      parseArgs(['--input', 'k.txt', '--threshold', '0.5', '--min', '3', '--max', '30', '--language', 'DE']),
    ).toEqual({
      input: 'k.txt',
      format: 'json',
      vectors: true,
      settings: { similarity_threshold: 0.5, min_cluster_size: 3, max_cluster_size: 30, language: 'de' },
    });
    expect(parseArgs(['--input', 'k.txt', '--topic-threshold', '0.3']).settings).toEqual({ topic_threshold: 0.3 });
    expect(() => parseArgs(['--input', 'k.txt', '--topic-threshold', '0'])).toThrow(
      /--topic-threshold must be a number from 0.1 to 1/,
    );
    expect(parseArgs(['--input', 'k.txt', '--location', 'br', '--format', 'csv', '--no-vectors'])).toMatchObject({
      format: 'csv',
      vectors: false,
      settings: { location: 'BR' },
    });
    expect(() => parseArgs([])).toThrow(/--input is required/);
    expect(() => parseArgs(['--input', 'k.txt', '--threshold', '2'])).toThrow(/--threshold/);
    expect(() => parseArgs(['--input', 'k.txt', '--min', '2.5'])).toThrow(/--min must be a whole number/);
    expect(() => parseArgs(['--input', 'k.txt', '--max', '1'])).toThrow(
      /--max must be a whole number from 2 to 50, or 0 for no maximum/,
    );
    expect(parseArgs(['--input', 'k.txt', '--max', '0', '--min', '5']).settings).toEqual({
      max_cluster_size: 0,
      min_cluster_size: 5,
    });
    expect(() => parseArgs(['--input', 'k.txt', '--max', '-0.5'])).toThrow(/--max must be a whole number/);
    expect(() => parseArgs(['--input', 'k.txt', '--min', '5', '--max', '3'])).toThrow(/smaller than --min/);
    expect(() => parseArgs(['--input', 'k.txt', '--format', 'xml'])).toThrow(/--format/);
    expect(() => parseArgs(['--input', 'k.txt', '--bogus'])).toThrow(/Unknown argument/);
    expect(() => parseArgs(['--input', 'k.txt', '--language', 'xx'])).toThrow(
      /--language must be one of en, de, fr, es, it, nl, pt/,
    );
    expect(() => parseArgs(['--input', 'k.txt', '--location', 'XX'])).toThrow(/--location must be one of US/);
  });

  it('names the layout without the tool and lists the figures a file carries', () => {
    expect(layoutName('Google Search Console', 'Search Console Queries')).toBe('Queries');
    expect(layoutName('Semrush', 'Semrush Positions')).toBe('Positions');
    expect(layoutName('Google Keyword Planner', 'Keyword Planner')).toBe('Keyword Planner');
    expect(layoutName('Plain list', 'Keyword list')).toBe('Keyword list');
    expect(
      metricsFound([
        { keyword: 'a', impressions: 10, clicks: 1 },
        { keyword: 'b', urls: [{ url: 'https://example.com/', position: 2 }] },
      ]),
    ).toEqual(['clicks', 'impressions', 'url']);
    expect(metricsFound([{ keyword: 'a' }])).toEqual([]);
  });
});

describe('npm run cluster', () => {
  it('clusters a plain .txt list with the word vectors, every keyword once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tw-cli-'));
    const file = join(dir, 'k.txt');
    writeFileSync(file, 'cheap flights\ncheap flight\ncheap flights to paris\nbanana bread recipe\nbanana bread\n');
    const out = JSON.parse(await cli('--input', file)) as CliJson;
    expect(out.semantic).toBe(true);
    expect(out.source).toMatchObject({ tool: 'Plain list', file: 'k.txt', rows: 5, keywords: 5, metrics: [] });
    const listed = allKeywords(out).flatMap((keyword) => [keyword.text, ...keyword.variants]);
    expect(listed.sort()).toEqual([
      'banana bread',
      'banana bread recipe',
      'cheap flight',
      'cheap flights',
      'cheap flights to paris',
    ]);
  }, 60_000);

  it('gives the same clusters on one thread and on three (worker threads share the neighbour search)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tw-cli-'));
    const file = join(dir, 'k.csv');
    const rows = generateKeywords(PARALLEL_MIN_KEYWORDS + 200).map((k) => `${k.text},${k.search_volume}`);
    writeFileSync(file, `Keyword,Search Volume\n${rows.join('\n')}\n`);
    const one = await cli('--input', file, '--threads', '1');
    const three = await cli('--input', file, '--threads', '3');
    expect(withoutVarying(three)).toEqual(withoutVarying(one));
  }, 120_000);

  it('fails with exit code 1 and the import core’s message', async () => {
    await expect(cli('--input', importFixture('missing.csv'))).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Cannot read input file'),
    });
    await expect(cli('--input', importFixture('binary.csv'))).rejects.toMatchObject({
      code: 1,
      stderr: `${IMPORT_MESSAGES.binary}\n`,
    });
    await expect(cli('--input', importFixture('plain-list.txt'), '--max', '51')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--max must be a whole number from 2 to 50, or 0 for no maximum'),
    });
  }, 60_000);

  // Issue 9: the CLI read files with its own parser (NULs from UTF-16, title and meta lines as
  // keywords, impressions as volume). Both paths now give the same export.
  it('gives the app’s keywords and figures for a UTF-16 Keyword Planner export', async () => {
    const fromCli = await cli('--input', importFixture('keyword-planner.csv'), '--no-vectors');
    expect(withoutVarying(fromCli)).toEqual({
      ...(withoutVarying(await appExport('keyword-planner.csv', 'json')) as object),
      source: expect.anything(),
    });
    const out = JSON.parse(fromCli) as CliJson;
    expect(out.source).toMatchObject({
      tool: 'Google Keyword Planner',
      layout: 'Keyword Planner',
      file: 'keyword-planner.csv',
      skipped: 0,
      metrics: expect.arrayContaining(['search_volume', 'cpc_low', 'cpc_high', 'competition']),
    });
    const texts = allKeywords(out).map((keyword) => keyword.text);
    expect(texts.some((text) => text.includes('\0') || /Keyword Stats|2025/.test(text))).toBe(false);
    expect(allKeywords(out).find((keyword) => keyword.text === 'how to make cold brew coffee')).toMatchObject({
      search_volume: 27100,
      cpc_low: 0.28,
      cpc_high: 1.06,
      competition: 'LOW',
    });
    // Both levels for a script: each cluster names its topic, and the topics list covers every cluster once.
    const json = JSON.parse(fromCli) as Omit<ClusteringResult, 'clusters'> & {
      clusters: (Cluster & { topic: string })[];
    };
    const topicIds = new Set(json.topics.map((topic) => topic.id));
    expect(json.clusters.every((cluster) => topicIds.has(cluster.topic) && cluster.topic === cluster.topic_id)).toBe(
      true,
    );
    expect(json.topics.flatMap((topic) => topic.cluster_ids).sort()).toEqual(json.clusters.map((c) => c.id).sort());
  }, 60_000);

  it('gives the app’s export for Search Console queries, impressions not used as volume', async () => {
    const fromCli = await cli('--input', importFixture('search-console-queries.csv'), '--no-vectors');
    expect(withoutVarying(fromCli)).toEqual({
      ...(withoutVarying(await appExport('search-console-queries.csv', 'json')) as object),
      source: expect.anything(),
    });
    const out = JSON.parse(fromCli) as CliJson;
    expect(out.source).toMatchObject({ tool: 'Google Search Console', layout: 'Queries' });
    expect(out.source.metrics).toEqual(expect.arrayContaining(['clicks', 'impressions', 'ctr', 'position']));
    expect(out.source.metrics).not.toContain('search_volume');
    expect(allKeywords(out).every((keyword) => keyword.search_volume === null)).toBe(true);
  }, 60_000);

  it('prints the app’s CSV export exactly for a Moz export', async () => {
    const fromCli = await cli('--input', importFixture('moz-keywords.csv'), '--no-vectors', '--format', 'csv');
    const fromApp = await appExport('moz-keywords.csv', 'csv');
    expect(fromCli).toBe(fromApp);
    expect(fromCli.startsWith('\uFEFFtopic,cluster,keyword,variant_of,search_volume')).toBe(true);
    const mozKeywords = readFileSync(importFixture('moz-keywords.csv'), 'utf8')
      .split(/\r?\n/)
      .slice(1)
      .filter((line) => line.trim() !== '')
      .map((line) => line.split(',')[0]);
    const exported = fromCli
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[2]);
    expect(exported.sort()).toEqual(mozKeywords.sort());
  }, 60_000);

  // Issue 19: merged duplicates kept the first spelling with only its own volume, and the CSV left
  // the other spellings out.
  it('round-trips a Keyword Planner export with variant spellings: every keyword and its volume', async () => {
    const rows = plannerRows('keyword-planner-variants.csv');
    const fileVolume = rows.reduce((sum, row) => sum + row.volume, 0);
    expect(fileVolume).toBe(240_520);

    const out = JSON.parse(
      await cli('--input', importFixture('keyword-planner-variants.csv'), '--no-vectors', '--max', '0'),
    ) as CliJson;
    expect(out.settings.max_cluster_size).toBe(0);
    expect(out.total_search_volume).toBe(fileVolume);
    const up = allKeywords(out).find((keyword) => keyword.variants.includes('state scholarship up'));
    expect(up).toMatchObject({ text: 'up scholarship states', search_volume: 49_500 });
    expect(up?.variant_keywords?.map((variant) => [variant.text, variant.search_volume])).toEqual([
      ['state scholarship up', 500],
      ['up state scholarships', 1300],
    ]);

    const csv = Papa.parse<Record<string, string>>(
      (await cli('--input', importFixture('keyword-planner-variants.csv'), '--no-vectors', '--format', 'csv')).slice(1),
      { header: true, skipEmptyLines: true },
    ).data;
    expect(csv.map((row) => row.keyword).sort()).toEqual(rows.map((row) => row.keyword).sort());
    expect(csv.reduce((sum, row) => sum + Number(row.search_volume), 0)).toBe(fileVolume);
    expect(csv.find((row) => row.keyword === 'state scholarship up')).toMatchObject({
      variant_of: 'up scholarship states',
      search_volume: '500',
      cpc_low: '0.45',
      competition: 'LOW',
      cluster: csv.find((row) => row.keyword === 'up scholarship states')?.cluster,
    });
    expect(csv.find((row) => row.keyword === 'up scholarship states')?.variant_of).toBe('');
    // A tie keeps the first spelling.
    expect(csv.find((row) => row.keyword === 'scholarship essay example')?.variant_of).toBe(
      'scholarship essay examples',
    );
  }, 60_000);
});
