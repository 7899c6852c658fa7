import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  importKeywordFile,
  parseKeywordFile,
  summarizeImport,
  type ImportResult,
  type ImportedKeyword,
} from '@workers/imports';

const FIXTURES = join(__dirname, '../fixtures/imports');

function load(name: string): ImportResult {
  return importKeywordFile(readFileSync(join(FIXTURES, name)), name);
}

function find(result: ImportResult, keyword: string): ImportedKeyword {
  const found = result.keywords.find((k) => k.keyword === keyword);
  if (!found) throw new Error(`${keyword} not imported from ${result.file_name}`);
  return found;
}

/** The fixture's twelve months, June 2025 to May 2026. */
const PLANNER_MONTHS = [
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
];
const months = (searches: number[]) => searches.map((count, i) => ({ month: PLANNER_MONTHS[i], searches: count }));

describe('Google Keyword Planner export (UTF-16 LE, tabs, two title lines)', () => {
  const result = load('keyword-planner.csv');

  it('is detected from the header after the title lines', () => {
    expect(result.format).toEqual({ id: 'keyword-planner', tool: 'Google Keyword Planner', label: 'Keyword Planner' });
    expect(result.encoding).toBe('utf-16le');
    expect(result.delimiter).toBe('\t');
    expect(result.rows).toBe(31);
    expect(result.keywords).toHaveLength(31);
    expect(result.skipped).toBe(0);
    expect(result.keywords[0].keyword).toBe('how to make cold brew coffee');
  });

  it('reads volume, competition level and index, and the top-of-page bid range', () => {
    expect(find(result, 'cold brew concentrate')).toEqual({
      keyword: 'cold brew concentrate',
      search_volume: 8100,
      competition: 'HIGH',
      competition_index: 81,
      cpc_low: 0.62,
      cpc_high: 2.15,
      monthly_searches: months([5705, 7043, 7043, 5705, 5705, 4649, 4649, 4649, 5705, 5705, 5705, 7043]),
    });
    expect(find(result, 'moka pot coffee')).toMatchObject({ competition: 'MEDIUM', competition_index: 58 });
  });

  it('leaves metrics out where the planner gives none', () => {
    expect(find(result, 'cold brew ratio for 1 gallon')).toEqual({
      keyword: 'cold brew ratio for 1 gallon',
      search_volume: 390,
      monthly_searches: months([275, 339, 339, 339, 275, 224, 224, 183, 183, 224, 275, 339]),
    });
  });

  it("reads the 'Searches: <Mon YYYY>' columns as searches per month, oldest first", () => {
    for (const keyword of result.keywords) {
      expect(keyword.monthly_searches?.map((entry) => entry.month)).toEqual(PLANNER_MONTHS);
    }
  });
});

describe('Search Console exports', () => {
  it('reads Queries.csv with percentage CTR and average position', () => {
    const result = load('search-console-queries.csv');
    expect(result.format).toEqual({
      id: 'search-console-queries',
      tool: 'Google Search Console',
      label: 'Search Console Queries',
    });
    expect(result.keywords).toHaveLength(26);
    expect(find(result, 'cold brew coffee ratio')).toEqual({
      keyword: 'cold brew coffee ratio',
      clicks: 1842,
      impressions: 12904,
      ctr: 0.1427,
      position: 2.1,
    });
    expect(find(result, 'coffee ratio calculator, grams').clicks).toBe(18);
  });

  it('reads query + page exports: one keyword per query, its pages as ranking URLs, clicks summed', () => {
    const result = load('search-console-query-page.csv');
    expect(result.format.id).toBe('search-console-pages');
    expect(result.format.label).toBe('Search Console Queries + Pages');
    expect(result.rows).toBe(27);
    expect(result.duplicates).toBe(5);
    expect(result.keywords).toHaveLength(22);
    const ratio = find(result, 'cold brew coffee ratio');
    expect(ratio.urls).toEqual([
      { url: 'https://www.brewguide.example/cold-brew-guide/', position: 1.9 },
      { url: 'https://www.brewguide.example/coffee-ratio-calculator/', position: 6.3 },
    ]);
    expect(ratio.position).toBe(1.9);
    expect(ratio.clicks).toBe(1634 + 208);
    expect(ratio.impressions).toBe(11208 + 1696);
    expect(ratio.ctr).toBeCloseTo(1842 / 12904, 5);
  });
});

describe('Semrush exports', () => {
  it('reads Keyword Magic: intent, volume, KD, CPC and competitive density as competition', () => {
    const result = load('semrush-keyword-magic.csv');
    expect(result.format).toEqual({ id: 'semrush-keyword-magic', tool: 'Semrush', label: 'Semrush Keyword Magic' });
    expect(result.keywords).toHaveLength(30);
    expect(find(result, 'cold brew concentrate')).toEqual({
      keyword: 'cold brew concentrate',
      intent: 'commercial',
      search_volume: 8100,
      difficulty: 41,
      cpc: 1.12,
      competition: 'HIGH',
      competition_index: 78,
    });
    expect(find(result, 'burr grinder vs blade grinder')).toMatchObject({ competition: 'LOW', competition_index: 31 });
    expect(find(result, 'moka pot coffee')).toMatchObject({ competition: 'MEDIUM', competition_index: 58 });
    expect(find(result, 'cold brew ratio for 1 gallon').cpc).toBeUndefined();
  });

  it('reads Organic Research positions, folding the rows of one keyword into its ranking URLs', () => {
    const result = load('semrush-positions.csv');
    expect(result.format).toEqual({ id: 'semrush-positions', tool: 'Semrush', label: 'Semrush Positions' });
    expect(result.rows).toBe(31);
    expect(result.keywords).toHaveLength(26);
    expect(result.duplicates).toBe(5);
    const ratio = find(result, 'french press coffee ratio');
    expect(ratio).toMatchObject({
      search_volume: 14800,
      difficulty: 35,
      cpc: 0.28,
      intent: 'informational',
      position: 3,
    });
    expect(ratio.urls).toEqual([
      { url: 'https://www.brewguide.example/french-press-guide/', position: 3 },
      { url: 'https://www.brewguide.example/coffee-ratio-calculator/', position: 7 },
    ]);
    const sharing = result.keywords.filter((k) => k.urls?.some((u) => u.url.endsWith('/coffee-ratio-calculator/')));
    expect(sharing.length).toBeGreaterThanOrEqual(5);
  });
});

describe('Ahrefs exports', () => {
  it('reads Keywords Explorer: difficulty, volume, CPC in dollars and the first intent', () => {
    const result = load('ahrefs-keywords-explorer.csv');
    expect(result.format).toEqual({
      id: 'ahrefs-keywords-explorer',
      tool: 'Ahrefs',
      label: 'Ahrefs Keywords Explorer',
    });
    expect(result.keywords).toHaveLength(28);
    expect(find(result, 'espresso machine for home')).toEqual({
      keyword: 'espresso machine for home',
      search_volume: 12000,
      difficulty: 58,
      cpc: 1.8,
      intent: 'commercial',
    });
    expect(find(result, 'cold brew ratio for 1 gallon').cpc).toBeUndefined();
  });

  it('reads Site Explorer organic keywords written as UTF-16 with tabs, intents from true/false columns', () => {
    const result = load('ahrefs-organic-keywords-utf16.csv');
    expect(result.format).toEqual({ id: 'ahrefs-organic-keywords', tool: 'Ahrefs', label: 'Ahrefs Organic Keywords' });
    expect(result.encoding).toBe('utf-16le');
    expect(result.delimiter).toBe('\t');
    expect(result.rows).toBe(29);
    expect(result.keywords).toHaveLength(26);
    expect(find(result, 'gooseneck kettle')).toEqual({
      keyword: 'gooseneck kettle',
      search_volume: 7900,
      difficulty: 31,
      cpc: 0.9,
      intent: 'commercial',
      position: 17,
      urls: [{ url: 'https://www.brewguide.example/pour-over-guide/', position: 17 }],
    });
    expect(find(result, 'cold brew vs iced coffee').urls).toEqual([
      { url: 'https://www.brewguide.example/cold-brew-guide/', position: 9 },
      { url: 'https://www.brewguide.example/iced-coffee-recipes/', position: 12 },
    ]);
  });

  it('reads the same organic keywords export saved as UTF-8 with commas', () => {
    const text = new TextDecoder('utf-16le')
      .decode(readFileSync(join(FIXTURES, 'ahrefs-organic-keywords-utf16.csv')))
      .replace(/\t/g, ',');
    const result = importKeywordFile(new TextEncoder().encode(text), 'organic-keywords.csv');
    expect(result.format.id).toBe('ahrefs-organic-keywords');
    expect(result.encoding).toBe('utf-8');
    expect(result.keywords).toHaveLength(26);
  });

  it('converts a CPC column written in cents (API-based exports) to dollars', () => {
    const csv =
      '#,Keyword,Country,Difficulty,Volume,CPC,Parent Keyword\n1,espresso machine,us,60,12000,180,espresso machine\n2,coffee scale,us,28,4700,70,coffee scale\n';
    const result = importKeywordFile(new TextEncoder().encode(csv), 'ahrefs-api.csv');
    expect(result.keywords.map((k) => k.cpc)).toEqual([1.8, 0.7]);
    const labelled = importKeywordFile(
      new TextEncoder().encode('Keyword,Volume,Parent Keyword,CPC (cents)\nmoka pot,5300,moka pot,50\n'),
      'a.csv',
    );
    expect(labelled.keywords[0].cpc).toBe(0.5);
  });
});

describe('Moz Keyword Explorer export', () => {
  it('reads Moz volume buckets as their midpoint, difficulty and organic CTR', () => {
    const result = load('moz-keywords.csv');
    expect(result.format).toEqual({ id: 'moz-keyword-explorer', tool: 'Moz', label: 'Moz Keyword Explorer' });
    expect(result.keywords).toHaveLength(28);
    expect(find(result, 'cold brew coffee ratio')).toEqual({
      keyword: 'cold brew coffee ratio',
      search_volume: 7900,
      difficulty: 34,
      ctr: 0.73,
    });
    expect(find(result, 'burr grinder vs blade grinder').search_volume).toBe(1276);
  });
});

describe('plain lists and generic keyword sheets', () => {
  it('reads one keyword per line, merging case and spacing duplicates and dropping blank lines', () => {
    const result = load('plain-list.txt');
    expect(result.format).toEqual({ id: 'plain-list', tool: 'Plain list', label: 'Keyword list' });
    expect(result.delimiter).toBeNull();
    expect(result.rows).toBe(29);
    expect(result.duplicates).toBe(3);
    expect(result.skipped).toBe(0);
    expect(result.keywords).toHaveLength(26);
    expect(result.keywords.map((k) => k.keyword)).toContain('french press coffee ratio');
    expect(result.keywords.filter((k) => k.keyword.toLowerCase() === 'cold brew coffee ratio')).toHaveLength(1);
  });

  it('keeps commas inside keywords of a plain list', () => {
    const result = importKeywordFile(
      new TextEncoder().encode('coffee, cold brew\nlatte art\nflat white vs latte\n'),
      'list.txt',
    );
    expect(result.keywords.map((k) => k.keyword)).toEqual(['coffee, cold brew', 'latte art', 'flat white vs latte']);
  });

  it('skips a lone Keyword header above a list', () => {
    const result = importKeywordFile(new TextEncoder().encode('Keywords\r\nlatte art\r\nflat white\r\n'), 'list.csv');
    expect(result.format.id).toBe('plain-list');
    expect(result.keywords.map((k) => k.keyword)).toEqual(['latte art', 'flat white']);
  });

  it('takes the first column of a headerless table', () => {
    const result = importKeywordFile(
      new TextEncoder().encode('latte art;1200\nflat white;900\ncortado;450\n'),
      'table.csv',
    );
    expect(result.format.id).toBe('plain-list');
    expect(result.delimiter).toBe(';');
    expect(result.keywords.map((k) => k.keyword)).toEqual(['latte art', 'flat white', 'cortado']);
  });

  it('reads a hand-made sheet with recognisable column names', () => {
    const csv =
      'keyword;search volume;cpc;kd;competition;intent;url;position\nlatte art;1.200;0,85;22;0,4;Informational;https://a.example/latte;3\n';
    const result = importKeywordFile(new TextEncoder().encode(csv), 'sheet.csv');
    expect(result.format).toEqual({ id: 'keyword-csv', tool: 'CSV', label: 'Keyword CSV' });
    expect(result.keywords[0]).toEqual({
      keyword: 'latte art',
      search_volume: 1200,
      cpc: 0.85,
      difficulty: 22,
      competition: 'MEDIUM',
      competition_index: 40,
      intent: 'informational',
      position: 3,
      urls: [{ url: 'https://a.example/latte', position: 3 }],
    });
  });
});

describe('layout edge cases', () => {
  it('never treats a keyword further down a plain list as a header', () => {
    const result = importKeywordFile(new TextEncoder().encode('latte art\nflat white\nkeyword\ncortado\n'), 'list.txt');
    expect(result.keywords.map((k) => k.keyword)).toEqual(['latte art', 'flat white', 'keyword', 'cortado']);
  });

  it('skips an Excel sep= hint line before the header', () => {
    const result = importKeywordFile(
      new TextEncoder().encode('sep=;\nKeyword;Search Volume\nlatte art;1200\n'),
      'excel.csv',
    );
    expect(result.format.id).toBe('keyword-csv');
    expect(result.keywords).toEqual([{ keyword: 'latte art', search_volume: 1200 }]);
  });

  it('reads a file whose first line is enormous line by line, reporting that line', () => {
    const text = `${'a'.repeat(5000)},1\nlatte art,2\nflat white,3\n`;
    const result = importKeywordFile(new TextEncoder().encode(text), 'odd.csv');
    expect(result.format.id).toBe('plain-list');
    expect(result.skipped_reasons).toEqual([{ reason: 'Keyword longer than 500 characters', count: 1, lines: [1] }]);
    expect(result.keywords.map((k) => k.keyword)).toEqual(['latte art,2', 'flat white,3']);
  });

  it('reports progress up to 1 on large files', () => {
    const rows = Array.from({ length: 12000 }, (_, i) => `keyword ${i},${i}`).join('\n');
    const progress: number[] = [];
    const result = importKeywordFile(new TextEncoder().encode(`Keyword,Search Volume\n${rows}`), 'big.csv', {
      onProgress: (f) => progress.push(f),
    });
    expect(result.keywords).toHaveLength(12000);
    expect(progress.length).toBeGreaterThanOrEqual(3);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
    const fromWorkerApi: number[] = [];
    expect(
      parseKeywordFile(new TextEncoder().encode(`Keyword,Search Volume\n${rows}`), 'big.csv', (f) =>
        fromWorkerApi.push(f),
      ).ok,
    ).toBe(true);
    expect(fromWorkerApi).toEqual(progress);
  });
});

describe('summary', () => {
  it('says what was detected, how many keywords and how many rows were skipped', () => {
    expect(summarizeImport(load('semrush-positions.csv'))).toBe('Semrush Positions, 26 keywords');
    expect(summarizeImport(load('hostile.csv'))).toBe('Keyword CSV, 14 keywords, 4 rows skipped');
    const many = {
      format: { id: 'semrush-positions' as const, tool: 'Semrush', label: 'Semrush Positions' },
      keywords: new Array(1234).fill({ keyword: 'x' }),
      skipped: 3,
    };
    expect(summarizeImport(many)).toBe('Semrush Positions, 1,234 keywords, 3 rows skipped');
    expect(summarizeImport({ ...many, keywords: [{ keyword: 'x' }], skipped: 1 })).toBe(
      'Semrush Positions, 1 keyword, 1 row skipped',
    );
  });
});
