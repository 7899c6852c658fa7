import { describe, expect, it } from 'vitest';
import { importKeywordFile, parseKeywordFile, summarizeImport } from '@workers/imports';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('a stray quote', () => {
  const good = Array.from({ length: 100 }, (_, i) => `keyword ${i + 1},${(i + 1) * 10}`);

  it('costs only its own line: the rows after it are read and the line is reported', () => {
    const csv = ['Keyword,Search Volume', '"broken keyword,200', ...good].join('\n') + '\n';
    const result = importKeywordFile(utf8(csv), 'broken.csv');
    expect(result.keywords).toHaveLength(100);
    expect(result.keywords[0]).toEqual({ keyword: 'keyword 1', search_volume: 10 });
    expect(result.skipped_reasons).toEqual([{ reason: 'Malformed row (unbalanced quotes)', count: 1, lines: [2] }]);
  });

  it('also when a later quote closes it lines below', () => {
    const csv = ['Keyword,Search Volume', '"broken keyword,200', ...good.slice(0, 3), 'say "hi",5'].join('\r\n');
    const result = importKeywordFile(utf8(csv), 'broken.csv');
    expect(result.keywords.map((k) => k.keyword)).toEqual(['keyword 1', 'keyword 2', 'keyword 3', 'say "hi"']);
    expect(result.skipped_reasons).toEqual([{ reason: 'Malformed row (unbalanced quotes)', count: 1, lines: [2] }]);
  });

  it('reports each broken line and keeps counting lines correctly after it', () => {
    const csv = ['Keyword,Search Volume', 'latte,1', '"a,2', 'b,3', '"c,4', 'd,5'].join('\n');
    const result = importKeywordFile(utf8(csv), 'broken.csv');
    expect(result.keywords.map((k) => k.keyword)).toEqual(['latte', 'b', 'd']);
    expect(result.skipped_reasons).toEqual([{ reason: 'Malformed row (unbalanced quotes)', count: 2, lines: [3, 5] }]);
  });
});

describe('keyword cells', () => {
  it('keeps a long Search Console query (up to 500 characters) and counts longer ones as skipped', () => {
    const long = `why does my build fail with ${'error code 0x80070005 access denied '.repeat(9)}`.trim();
    expect(long.length).toBeGreaterThan(300);
    const tooLong = 'x'.repeat(501);
    const csv = `Top queries,Clicks,Impressions,CTR,Position\n${long},1,40,2.5%,9.1\n${tooLong},0,3,0%,50\n`;
    const result = importKeywordFile(utf8(csv), 'Queries.csv');
    expect(result.keywords.map((k) => k.keyword)).toEqual([long]);
    expect(result.skipped_reasons).toEqual([{ reason: 'Keyword longer than 500 characters', count: 1, lines: [3] }]);
  });

  it('removes bidirectional embedding, override and isolate controls so a keyword cannot pose as another', () => {
    const csv = 'Keyword,Search Volume\n\u202eexe.gnp coffee,10\nlatte\u2066 art\u2069,20\n\u200fقهوة,30\n';
    const keywords = importKeywordFile(utf8(csv), 'a.csv').keywords.map((k) => k.keyword);
    expect(keywords).toEqual(['exe.gnp coffee', 'latte art', '\u200fقهوة']);
  });
});

describe('Keyword Planner total rows', () => {
  it('skips them as totals, not as empty keywords', () => {
    const planner = [
      'Keyword Stats 2026-06-09 at 21_25_18',
      'June 1, 2025 - May 31, 2026',
      'Keyword\tCurrency\tAvg. monthly searches\tCompetition\tCompetition (indexed value)',
      'All\tUSD\t41200\t\t',
      '\tUSD\t41200\t\t',
      'cold brew coffee ratio\tUSD\t9900\tLow\t6',
    ].join('\r\n');
    const bytes = new Uint8Array([0xff, 0xfe, ...Buffer.from(planner, 'utf16le')]);
    const result = importKeywordFile(bytes, 'Keyword Stats 2026-06-09 at 21_25_18.csv');
    expect(result.keywords.map((k) => k.keyword)).toEqual(['cold brew coffee ratio']);
    expect(result.skipped_reasons).toEqual([{ reason: 'Total row (not a keyword)', count: 2, lines: [4, 5] }]);
  });
});

describe('damaged and unusual encodings', () => {
  it('keeps UTF-8 text with one invalid byte as UTF-8, replacing that byte only, and says which line', () => {
    const bytes = new Uint8Array([
      ...utf8('Keyword,Search Volume\ncafé crème,10\nlatte '),
      0xff,
      ...utf8(' art,20\nflat white,30\n'),
    ]);
    const result = importKeywordFile(bytes, 'keywords.csv');
    expect(result.encoding).toBe('utf-8');
    expect(result.keywords.map((k) => k.keyword)).toEqual(['café crème', 'latte \ufffd art', 'flat white']);
    expect(result.warnings).toEqual([
      {
        code: 'invalid_utf8',
        message: '1 line has bytes that are not valid UTF-8; they show as \ufffd',
        lines: [3],
      },
    ]);
    expect(summarizeImport(result)).toBe(
      'Keyword CSV, 3 keywords; 1 line has bytes that are not valid UTF-8; they show as \ufffd',
    );
  });

  it('has no warnings for a clean file', () => {
    expect(importKeywordFile(utf8('latte art\n'), 'a.txt').warnings).toBeUndefined();
  });

  it('recognises UTF-16 Chinese and Japanese text without a byte order mark', () => {
    // Few ASCII characters (only the line breaks and spaces leave NULs): a Chinese or Japanese list.
    const text = '水出しコーヒーの作り方\n手冲咖啡 比例\nフレンチプレス\n';
    for (const [encoding, bytes] of [
      ['utf-16le', Buffer.from(text, 'utf16le')],
      ['utf-16be', Buffer.from(text, 'utf16le').swap16()],
    ] as const) {
      const result = importKeywordFile(new Uint8Array(bytes), 'keywords.csv');
      expect(result.encoding).toBe(encoding);
      expect(result.keywords.map((k) => k.keyword)).toEqual([
        '水出しコーヒーの作り方',
        '手冲咖啡 比例',
        'フレンチプレス',
      ]);
    }
  });

  it('explains a table thousands of columns wide instead of calling every row blank', () => {
    const header = Array.from({ length: 5000 }, (_, i) => `c${i}`).join(',');
    const row = Array.from({ length: 5000 }, (_, i) => String(i)).join(',');
    expect(parseKeywordFile(utf8(`${header}\n${row}\n`), 'wide.csv')).toEqual({
      ok: false,
      error: {
        code: 'no_keyword_column',
        message:
          'The file is a table 5,000 columns wide, not a keyword list: upload a file with one keyword per row, ' +
          'in a column such as Keyword, Query or Top queries',
      },
    });
  });
});
