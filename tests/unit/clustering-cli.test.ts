import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../workers/clustering/cli-args';
import { parseCsv, parseNumber, parseTxt } from '../../workers/clustering/cli-input';
import { toCliCsv, toCliJson } from '../../workers/clustering/cli-output';
import { clusterKeywords } from '../../workers/clustering/engine';

const run = promisify(execFile);
const fixture = (name: string) => readFileSync(join(__dirname, '../fixtures/clustering', name), 'utf8');

describe('clustering CLI', () => {
  it('parses and validates arguments', () => {
    expect(
      parseArgs([
        '--input',
        'k.txt',
        '--threshold',
        '0.5',
        '--min',
        '3',
        '--max',
        '0',
        '--language',
        'de',
        '--format',
        'csv',
      ]),
    ).toEqual({
      input: 'k.txt',
      format: 'csv',
      vectors: true,
      options: { similarity_threshold: 0.5, min_cluster_size: 3, max_cluster_size: 0, language: 'de' },
    });
    expect(() => parseArgs([])).toThrow(/--input is required/);
    expect(() => parseArgs(['--input', 'k.txt', '--threshold', '2'])).toThrow(/--threshold/);
    expect(() => parseArgs(['--input', 'k.txt', '--max', '1'])).toThrow(/--max/);
    expect(() => parseArgs(['--input', 'k.txt', '--format', 'xml'])).toThrow(/--format/);
    expect(() => parseArgs(['--input', 'k.txt', '--bogus'])).toThrow(/Unknown argument/);
    expect(() => parseArgs(['--input', 'k.txt', '--language', 'xx'])).toThrow(
      /--language must be one of en, de, fr, es, it, nl, pt/,
    );
    expect(parseArgs(['--input', 'k.txt', '--location', 'br']).options.location).toBe('BR');
  });

  it('reads text files and keyword-tool CSV exports', () => {
    expect(parseTxt('\uFEFFa\r\n\r\n  b  \n')).toEqual([{ text: 'a' }, { text: 'b' }]);
    const semrush = parseCsv(fixture('semrush-positions.csv'));
    expect(semrush.map((k) => k.text)).toEqual(['best running shoes', 'running shoes for women', 'shoes, running']);
    expect(semrush[0]).toMatchObject({ search_volume: 12000, difficulty: 55, cpc: 1.2 });
    expect(semrush[0].urls).toEqual([
      { url: 'https://www.runnersworld.com/gear/best-shoes', position: 3 },
      { url: 'https://www.nike.com/running', position: 5 },
    ]);
    const gsc = parseCsv(fixture('search-console.csv'));
    expect(gsc).toEqual([
      { text: 'running shoes', search_volume: 4500 },
      { text: 'best trail shoes', search_volume: 900 },
    ]);
    expect(parseCsv('term,other\nfoo,1\n')[0].text).toBe('foo');
    expect([parseNumber('1,200'), parseNumber('1.5K'), parseNumber('1K – 10K'), parseNumber('n/a')]).toEqual([
      1200,
      1500,
      3162,
      undefined,
    ]);
  });

  it('prints the exact JSON shape with every distinct keyword once', async () => {
    const input = parseTxt('running shoes\nRunning Shoes\nshoes running\nbest running shoes\nlaptop\nzebra crossing\n');
    const json = toCliJson(await clusterKeywords(input));
    expect(Object.keys(json)).toEqual(['clusters', 'unclustered', 'stats']);
    json.clusters.forEach((c) => expect(Object.keys(c)).toEqual(['name', 'keywords']));
    const listed = [...json.clusters.flatMap((c) => c.keywords), ...json.unclustered].sort();
    expect(listed).toEqual(['best running shoes', 'laptop', 'running shoes', 'shoes running', 'zebra crossing']);
    expect(toCliCsv(json).split('\r\n')[0]).toBe('cluster,keyword');
  });

  it('runs end to end and fails with exit code 1 on bad input', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tw-cli-'));
    const file = join(dir, 'k.txt');
    writeFileSync(file, 'cheap flights\ncheap flight\ncheap flights to paris\nflights to paris\nbanana bread recipe\n');
    const cli = ['tsx', 'workers/clustering/cli.ts'];
    const { stdout } = await run('npx', [...cli, '--input', file, '--no-vectors'], { cwd: join(__dirname, '../..') });
    const out = JSON.parse(stdout) as { clusters: { keywords: string[] }[]; unclustered: string[] };
    expect([...out.clusters.flatMap((c) => c.keywords), ...out.unclustered].sort()).toEqual([
      'banana bread recipe',
      'cheap flight',
      'cheap flights',
      'cheap flights to paris',
      'flights to paris',
    ]);
    await expect(
      run('npx', [...cli, '--input', join(dir, 'missing.txt')], { cwd: join(__dirname, '../..') }),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Cannot read input file') });
  }, 60_000);

  it('runs as `npm run cluster` does (cached bundle) and still finds the word vectors', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tw-cli-'));
    const file = join(dir, 'k.txt');
    writeFileSync(file, 'cheap flights\ncheap flights to paris\nbanana bread recipe\nbanana bread\n');
    const { stdout } = await run('node', ['scripts/cluster.mjs', '--input', file], { cwd: join(__dirname, '../..') });
    const out = JSON.parse(stdout) as {
      clusters: { keywords: string[] }[];
      unclustered: string[];
      stats: { semantic: boolean };
    };
    expect(out.stats.semantic).toBe(true);
    expect([...out.clusters.flatMap((c) => c.keywords), ...out.unclustered]).toHaveLength(4);
  }, 60_000);
});
