import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  importKeywordFile,
  keywordKey,
  mergeImports,
  summarizeImports,
  toKeywordInput,
  toKeywordInputs,
  type ImportResult,
  type MergedKeyword,
} from '@workers/imports';
import { cleanKeyword } from '@workers/imports/keyword';

const FIXTURES = join(__dirname, '../fixtures/imports');
const load = (name: string): ImportResult => importKeywordFile(readFileSync(join(FIXTURES, name)), name);

function find(keywords: MergedKeyword[], keyword: string): MergedKeyword {
  const found = keywords.find((k) => k.keyword === keyword);
  if (!found) throw new Error(`${keyword} missing`);
  return found;
}

describe('mergeImports', () => {
  const planner = load('keyword-planner.csv');
  const positions = load('semrush-positions.csv');
  const console = load('search-console-query-page.csv');
  const ahrefs = load('ahrefs-organic-keywords-utf16.csv');
  const merged = mergeImports([planner, positions, console, ahrefs]);

  it('lists each keyword once across files', () => {
    const keys = merged.keywords.map((k) => k.keyword.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    const union = new Set([planner, positions, console, ahrefs].flatMap((r) => r.keywords.map((k) => k.keyword)));
    expect(merged.keywords).toHaveLength(union.size);
    expect(merged.merged_across_files).toBeGreaterThan(20);
    expect(merged.files.map((f) => [f.file_name, f.format.label, f.keywords])).toEqual([
      ['keyword-planner.csv', 'Keyword Planner', 31],
      ['semrush-positions.csv', 'Semrush Positions', 26],
      ['search-console-query-page.csv', 'Search Console Queries + Pages', 22],
      ['ahrefs-organic-keywords-utf16.csv', 'Ahrefs Organic Keywords', 26],
    ]);
  });

  it('takes each metric from the first file that has it and records where it came from', () => {
    const ratio = find(merged.keywords, 'french press coffee ratio');
    expect(ratio.search_volume).toBe(14800);
    expect(ratio.metric_sources.search_volume).toEqual({
      tool: 'Google Keyword Planner',
      file_name: 'keyword-planner.csv',
    });
    expect(ratio.cpc).toBe(0.28);
    expect(ratio.difficulty).toBe(35);
    expect(ratio.metric_sources.difficulty).toEqual({ tool: 'Semrush', file_name: 'semrush-positions.csv' });
    expect(ratio.clicks).toBe(1044 + 166);
    expect(ratio.metric_sources.clicks).toEqual({
      tool: 'Google Search Console',
      file_name: 'search-console-query-page.csv',
    });
    expect(ratio.sources).toEqual([
      { tool: 'Google Keyword Planner', file_name: 'keyword-planner.csv' },
      { tool: 'Semrush', file_name: 'semrush-positions.csv' },
      { tool: 'Google Search Console', file_name: 'search-console-query-page.csv' },
      { tool: 'Ahrefs', file_name: 'ahrefs-organic-keywords-utf16.csv' },
    ]);
  });

  it('unites ranking URLs keeping each URL at its best position', () => {
    const ratio = find(merged.keywords, 'cold brew coffee ratio');
    expect(ratio.urls).toEqual([
      { url: 'https://www.brewguide.example/cold-brew-guide/', position: 1.9 },
      { url: 'https://www.brewguide.example/coffee-ratio-calculator/', position: 6.3 },
    ]);
    expect(ratio.position).toBe(1.9);
    expect(ratio.metric_sources.position?.tool).toBe('Google Search Console');
  });

  it('matches keywords regardless of case, spacing and character width', () => {
    const a = importKeywordFile(
      new TextEncoder().encode('Keyword,Volume,Keyword Difficulty,Intent\nLatte  Art,1200,22,Informational\n'),
      'semrush.csv',
    );
    const b = importKeywordFile(new TextEncoder().encode('ｌａｔｔｅ art\nflat white\n'), 'list.txt');
    const result = mergeImports([a, b]);
    expect(result.keywords.map((k) => k.keyword)).toEqual(['Latte Art', 'flat white']);
    expect(result.keywords[0].sources.map((s) => s.file_name)).toEqual(['semrush.csv', 'list.txt']);
    expect(result.merged_across_files).toBe(1);
  });

  it('does not change the results it merges', () => {
    const before = JSON.stringify([planner, positions, console, ahrefs]);
    mergeImports([planner, positions, console, ahrefs]);
    expect(JSON.stringify([planner, positions, console, ahrefs])).toBe(before);
  });

  it('summarises several files', () => {
    const text = summarizeImports([planner, positions], mergeImports([planner, positions]));
    expect(text.split('\n')).toEqual([
      'Keyword Planner, 31 keywords',
      'Semrush Positions, 26 keywords',
      '32 unique keywords in total (25 keywords in more than one file)',
    ]);
  });
});

describe('toKeywordInput', () => {
  it('gives the engine volume, CPC from the bid range and 0..1 competition, never ranking URLs as a SERP', () => {
    expect(
      toKeywordInput({
        keyword: 'cold brew',
        search_volume: 9900,
        cpc_low: 0.21,
        cpc_high: 0.87,
        competition: 'LOW',
        competition_index: 6,
      }),
    ).toEqual({ text: 'cold brew', search_volume: 9900, cpc: 0.54, competition: 0.06 });
    expect(toKeywordInput({ keyword: 'a', competition: 'HIGH', cpc: 1.2, cpc_low: 0.1, intent: 'commercial' })).toEqual(
      {
        text: 'a',
        cpc: 1.2,
        competition: 0.8,
        intent: 'commercial',
      },
    );
    expect(
      toKeywordInput({
        keyword: 'b',
        difficulty: 40,
        urls: [{ url: 'https://a.example/', position: 2 }, { url: 'https://b.example/' }],
      }),
    ).toEqual({ text: 'b', difficulty: 40 });
  });

  it('never passes Search Console impressions off as search volume', () => {
    const [input] = toKeywordInputs(load('search-console-queries.csv').keywords);
    expect(input).toEqual({ text: 'cold brew coffee ratio' });
  });
});

describe('keywordKey and cleanKeyword', () => {
  const fullKey = (keyword: string) => keyword.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  const fullClean = (keyword: string) =>
    keyword
      .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/[\p{Cc}\u200b\u2028\u2029\ufeff]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const samples = [
    'Coffee Beans',
    '  coffee beans  ',
    'coffee  beans',
    'coffee\tbeans',
    'coffee\u00a0beans',
    'coffee\u2028beans',
    'coffee\u200bbeans',
    '\u202egnp.exe',
    'ＣＯＦＦＥＥ beans',
    'ﬁne roast',
    'Café crème',
    'カフェ ラテ',
    'قهوة عربية',
    '☕ near me',
    '<script>alert(1)</script>',
    '=SUM(A1)',
    'x'.repeat(10_000),
    '',
    ' ',
  ];

  it("give the full rules' result, on their short way for plain text as on the long way", () => {
    for (const sample of samples) {
      expect(keywordKey(sample)).toBe(fullKey(sample));
      const cleaned = cleanKeyword(sample, 20_000);
      expect(cleaned.ok ? cleaned.keyword : '').toBe(fullClean(sample).replace(/^[^\p{L}\p{N}\p{S}]*$/u, ''));
    }
  });
});
