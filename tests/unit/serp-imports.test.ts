import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSerpFile, parseSerpFile, summarizeSerpImport, type SerpImportResult } from '@workers/imports/serpFile';
import { SERP_MESSAGES } from '@workers/imports/serpErrors';

const FIXTURES = join(__dirname, '../fixtures/serp');
const read = (name: string) => readFileSync(join(FIXTURES, name));
const load = (name: string): SerpImportResult => importSerpFile(read(name), name);

const urlsOf = (result: SerpImportResult, keyword: string) =>
  result.serps.find((serp) => serp.keyword === keyword)?.results.map((r) => `${r.position} ${r.url}`);

describe('SERP files', () => {
  it.each([
    ['ahrefs-serp-overview.csv', 'ahrefs-serp-overview', 'utf-16le'],
    ['semrush-serp.csv', 'semrush-serp', 'utf-8'],
    ['serp-keyword-position-url.csv', 'serp-csv', 'utf-8'],
    ['dataforseo-serp.json', 'dataforseo-json', 'utf-8'],
    ['serpapi-serp.json', 'serpapi-json', 'utf-8'],
  ])('reads %s as %s: six keywords, their ten organic results in rank order', (name, id, encoding) => {
    const result = load(name);
    expect(result.format.id).toBe(id);
    expect(result.encoding).toBe(encoding);
    expect(result.serps.map((s) => s.keyword)).toEqual([
      'best burr grinder',
      'burr coffee grinder',
      'conical burr grinder',
      'coffee grinder',
      'how to grind coffee beans',
      'grind size for french press',
    ]);
    expect(result.serps.every((s) => s.results.length === 10)).toBe(true);
    expect(urlsOf(result, 'best burr grinder')?.slice(0, 2)).toEqual([
      '1 https://www.grindlab.example/best-burr-grinders/',
      '2 https://beanreview.example/reviews/burr-grinders',
    ]);
  });

  it('leaves out what is not an organic top-10 result and says why', () => {
    const ahrefs = load('ahrefs-serp-overview.csv');
    const reasons = Object.fromEntries(ahrefs.skipped_reasons.map((r) => [r.reason, r.count]));
    expect(reasons).toEqual({
      'Not an organic result (ads, features and other result types do not count)': 6,
      'Ranked below 10 (only the top 10 count)': 6,
    });
    expect(summarizeSerpImport(ahrefs)).toBe('Ahrefs SERP overview, 6 keywords, 60 results, 12 rows skipped');
    // DataForSEO: the featured snippet and People also ask are not organic; rank_group is the organic rank.
    const dataForSeo = load('dataforseo-serp.json');
    expect(dataForSeo.skipped).toBe(12);
    expect(urlsOf(dataForSeo, 'coffee grinder')?.[3]).toBe('4 https://wiki.example/Coffee_grinder');
  });

  it('keeps emoji, CJK and RTL keywords and refuses HTML, formulas and 10,000-character cells row by row', () => {
    const result = load('serp-hostile.csv');
    expect(result.serps.map((s) => s.keyword)).toEqual([
      'café ☕ grinder',
      '咖啡研磨机',
      'مطحنة قهوة',
      '<script>alert(1)</script>',
    ]);
    const reasons = Object.fromEntries(result.skipped_reasons.map((r) => [r.reason, r.lines]));
    expect(reasons['Not a web address (http:// or https://, or a domain and path)']).toEqual([6, 7, 8]);
    expect(reasons['Keyword longer than 500 characters']).toEqual([9]);
    expect(result.skipped).toBe(5);
  });

  it.each([
    ['serp-truncated.json', 'bad_json'],
    ['serp-keyword-list.csv', 'not_serp'],
    ['serp-no-keyword.csv', 'no_keyword_column'],
  ] as const)('refuses %s with a message saying what to do (%s)', (name, code) => {
    const outcome = parseSerpFile(read(name), name);
    expect(outcome).toEqual({ ok: false, error: { code, message: SERP_MESSAGES[code] } });
  });

  it('refuses other file types and empty files before reading them', () => {
    expect(parseSerpFile(new Uint8Array([1]), 'serp.xlsx')).toMatchObject({
      ok: false,
      error: { code: 'unsupported_type' },
    });
    expect(parseSerpFile(new Uint8Array(), 'serp.csv')).toMatchObject({ ok: false, error: { code: 'empty_file' } });
    expect(parseSerpFile(new TextEncoder().encode('{"tasks": []}'), 'serp.json')).toMatchObject({
      ok: false,
      error: { code: 'bad_json' },
    });
  });
});
