import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkFileMeta,
  decodeBytes,
  importKeywordFile,
  MAX_FILE_BYTES,
  parseKeywordFile,
  type ImportOutcome,
} from '@workers/imports';

const FIXTURES = join(__dirname, '../fixtures/imports');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));
const utf8 = (text: string) => new TextEncoder().encode(text);

function failure(outcome: ImportOutcome): { code: string; message: string } {
  if (outcome.ok) throw new Error('expected the import to fail');
  return outcome.error;
}

describe('files refused before reading', () => {
  it('accepts only .csv and .txt by name', () => {
    for (const name of ['keywords.xlsx', 'keywords.pdf', 'keywords', 'keywords.csv.exe']) {
      expect(failure(parseKeywordFile(utf8('latte art'), name))).toEqual({
        code: 'unsupported_type',
        message: 'Unsupported file type: only .csv and .txt files are accepted',
      });
    }
    expect(parseKeywordFile(utf8('latte art'), 'KEYWORDS.TXT').ok).toBe(true);
  });

  it('refuses files over 50 MB from their size alone', () => {
    expect(() => checkFileMeta('big.csv', MAX_FILE_BYTES + 1)).toThrow('File is larger than the 50 MB limit');
    expect(() => checkFileMeta('big.csv', MAX_FILE_BYTES)).not.toThrow();
    const big = new Uint8Array(MAX_FILE_BYTES + 1);
    expect(failure(parseKeywordFile(big, 'big.csv'))).toEqual({
      code: 'too_large',
      message: 'File is larger than the 50 MB limit',
    });
  });

  it('says an empty file is empty, also when it only holds whitespace or a BOM', () => {
    const expected = {
      code: 'empty_file',
      message: 'The file is empty: add one keyword per line or export a keyword report as CSV',
    };
    expect(failure(parseKeywordFile(fixture('empty.csv'), 'empty.csv'))).toEqual(expected);
    expect(failure(parseKeywordFile(utf8('\n \r\n\t\n'), 'blank.txt'))).toEqual(expected);
    expect(failure(parseKeywordFile(new Uint8Array([0xef, 0xbb, 0xbf]), 'bom.csv'))).toEqual(expected);
  });
});

describe('content that is not keyword text', () => {
  it('rejects binary data', () => {
    const error = failure(parseKeywordFile(fixture('binary.csv'), 'binary.csv'));
    expect(error.code).toBe('binary');
    expect(error.message).toMatch(/binary data, not text/);
  });

  it('tells the user to save an Excel workbook as CSV', () => {
    const workbook = {
      code: 'binary',
      message: 'The file is an Excel workbook, not CSV text: in Excel use File > Save As > CSV, then upload that file',
    };
    expect(failure(parseKeywordFile(fixture('workbook-xlsx-renamed.csv'), 'keywords.csv'))).toEqual(workbook);
    // Any zip under an .xlsx name is a workbook too (the name is all there is to go on).
    expect(failure(parseKeywordFile(fixture('workbook-renamed.csv'), 'keywords.xlsx.csv'))).toEqual(workbook);
  });

  it('calls any other zip a zip archive, and says to unzip it', () => {
    const zip = {
      code: 'binary',
      message:
        'The file is a zip archive, not CSV text: unzip it and upload the CSV file inside ' +
        '(a Search Console export holds Queries.csv)',
    };
    expect(failure(parseKeywordFile(fixture('search-console-export-zip.csv'), 'performance.csv'))).toEqual(zip);
    expect(failure(parseKeywordFile(fixture('workbook-renamed.csv'), 'keywords.csv'))).toEqual(zip);
  });

  it('rejects UTF-8 text with NUL bytes or mostly control characters', () => {
    expect(failure(parseKeywordFile(utf8('latte art\nflat\u0000white\n'), 'a.csv')).code).toBe('binary');
    expect(failure(parseKeywordFile(utf8('a\u0001\u0002\u0003\u0004b\u0005\u0006'), 'a.txt')).code).toBe('binary');
  });

  it('explains a table without a keyword column', () => {
    expect(failure(parseKeywordFile(fixture('not-a-keyword-file.csv'), 'not-a-keyword-file.csv'))).toEqual({
      code: 'no_keyword_column',
      message:
        'No keyword column found: the file needs a column such as Keyword, Query or Top queries, or one keyword per line',
    });
  });

  it('says so when a known layout has no usable rows', () => {
    const error = failure(
      parseKeywordFile(utf8('Top queries,Clicks,Impressions,CTR,Position\n,3,40,7.5%,4.1\n'), 'Queries.csv'),
    );
    expect(error.code).toBe('no_keywords');
  });

  it("answers an unforeseen failure with the spec's generic upload text", () => {
    expect(failure(parseKeywordFile(null as unknown as Uint8Array, 'a.csv'))).toEqual({
      code: 'read_failed',
      message: 'Failed to process file',
    });
  });

  it('throws KeywordImportError with the same code from the throwing entry point', () => {
    expect(() => importKeywordFile(fixture('binary.csv'), 'binary.csv')).toThrow(
      expect.objectContaining({ name: 'KeywordImportError', code: 'binary' }),
    );
  });
});

describe('hostile keyword cells', () => {
  const outcome = parseKeywordFile(fixture('hostile.csv'), 'hostile.csv');
  if (!outcome.ok) throw new Error(outcome.error.message);
  const { result } = outcome;
  const keywords = result.keywords.map((k) => k.keyword);

  it('keeps HTML and script as plain text, never altered', () => {
    expect(keywords).toContain("<script>alert('xss')</script>");
    expect(keywords).toContain('<img src=x onerror=alert(1)>');
  });

  it('keeps formula-looking cells as text (the export neutralises them)', () => {
    expect(keywords).toContain('=HYPERLINK("https://evil.example","click me")');
    expect(keywords).toContain("+cmd|' /C calc'!A0");
    expect(keywords).toContain('@SUM(1+1)');
    expect(keywords).toContain('-2+3 coffee');
  });

  it('keeps emoji, CJK and right-to-left keywords intact', () => {
    expect(keywords).toEqual(
      expect.arrayContaining([
        'café ☕ near me',
        '咖啡 手冲 比例',
        'قهوة باردة',
        'קפה קר',
        'コーヒー 豆 おすすめ',
        '🍵 matcha latte recipe',
        '👩‍🍳 barista tips',
      ]),
    );
  });

  it('merges a full-width duplicate (NFKC) and cleans invisible characters', () => {
    expect(keywords.filter((k) => k.normalize('NFKC').toLowerCase() === 'café ☕ near me')).toHaveLength(1);
    expect(result.duplicates).toBe(1);
    expect(keywords).toContain('cold brew at home');
  });

  it('skips and counts bad rows with their reasons and line numbers', () => {
    expect(result.rows).toBe(19);
    expect(result.skipped).toBe(4);
    expect(result.skipped_reasons).toEqual([
      { reason: 'Empty keyword', count: 1, lines: [18] },
      { reason: 'Keyword has no letters, digits or symbols', count: 1, lines: [19] },
      { reason: 'Keyword longer than 500 characters', count: 1, lines: [20] },
      { reason: 'Malformed row (unbalanced quotes)', count: 1, lines: [22] },
    ]);
    expect(keywords.every((k) => k.length <= 500)).toBe(true);
  });

  it('skips a 10,000-character line in a plain list and keeps the rest', () => {
    const text = `latte art\n${'x'.repeat(10_000)}\nflat white\n`;
    const list = importKeywordFile(utf8(text), 'list.txt');
    expect(list.keywords.map((k) => k.keyword)).toEqual(['latte art', 'flat white']);
    expect(list.skipped_reasons).toEqual([{ reason: 'Keyword longer than 500 characters', count: 1, lines: [2] }]);
  });
});

describe('decoding', () => {
  const text = 'Keyword\tVolume\ncafé crème\t10\n';

  it('reads UTF-8 with and without a BOM', () => {
    expect(decodeBytes(utf8(text))).toEqual({ text, encoding: 'utf-8' });
    expect(decodeBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]))).toEqual({ text, encoding: 'utf-8' });
  });

  it('reads UTF-16 LE and BE with a BOM', () => {
    const le = Buffer.from(text, 'utf16le');
    expect(decodeBytes(new Uint8Array([0xff, 0xfe, ...le]))).toEqual({ text, encoding: 'utf-16le' });
    const be = Buffer.from(le).swap16();
    expect(decodeBytes(new Uint8Array([0xfe, 0xff, ...be]))).toEqual({ text, encoding: 'utf-16be' });
  });

  it('recognises UTF-16 without a BOM from its NUL pattern', () => {
    const le = Buffer.from(text, 'utf16le');
    expect(decodeBytes(new Uint8Array(le))).toEqual({ text, encoding: 'utf-16le' });
    expect(decodeBytes(new Uint8Array(Buffer.from(le).swap16()))).toEqual({ text, encoding: 'utf-16be' });
  });

  it('falls back to Windows-1252 for bytes that are not UTF-8 (Excel on Windows)', () => {
    const bytes = new Uint8Array([...utf8('caf'), 0xe9, ...utf8(' cr'), 0xe8, ...utf8('me\n')]);
    expect(decodeBytes(bytes)).toEqual({ text: 'café crème\n', encoding: 'windows-1252' });
  });

  it('reads a Keyword Planner export with bucketed volumes and localised competition', () => {
    const planner = [
      'Keyword Stats 2026-06-09 at 21_25_18',
      '"1 de junio de 2025 - 31 de mayo de 2026"',
      'Keyword\tCurrency\tAvg. monthly searches\tCompetition\tCompetition (indexed value)\tTop of page bid (low range)\tTop of page bid (high range)',
      'cafetera italiana\tEUR\t1K – 10K\tAlto\t89\t0,31\t1,20',
      'cafetera de goteo\tEUR\t100 – 1K\tMedio\t\t\t',
    ].join('\r\n');
    const bytes = new Uint8Array([0xff, 0xfe, ...Buffer.from(planner, 'utf16le')]);
    const result = importKeywordFile(bytes, 'Keyword Stats 2026-06-09 at 21_25_18.csv');
    expect(result.format.id).toBe('keyword-planner');
    expect(result.keywords).toEqual([
      {
        keyword: 'cafetera italiana',
        search_volume: 5500,
        competition: 'HIGH',
        competition_index: 89,
        cpc_low: 0.31,
        cpc_high: 1.2,
      },
      { keyword: 'cafetera de goteo', search_volume: 550, competition: 'MEDIUM' },
    ]);
  });
});

describe('figures no export can hold', () => {
  const csv = [
    'Keyword,Volume,CPC,Position',
    'espresso machine,90500,1.20,3',
    `overflowing volume,${'9'.repeat(400)},1.00,4`,
    'exponent volume,1e308,1.00,5',
    'eleven billion,11000000000,1.00,6',
    'absurd cpc,100,25000,7',
    'position two hundred,100,1.00,200',
    'milk frother,12100,0.80,9',
  ].join('\n');

  it('refuses each such row with its reason and keeps the others', () => {
    const outcome = parseKeywordFile(utf8(csv), 'ranks.csv');
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(outcome.result.keywords.map((k) => k.keyword)).toEqual(['espresso machine', 'milk frother']);
    expect(outcome.result.skipped).toBe(5);
    expect(outcome.result.skipped_reasons).toEqual([
      expect.objectContaining({ reason: expect.stringMatching(/^A figure no export can hold/), count: 5 }),
    ]);
    const total = outcome.result.keywords.reduce((sum, k) => sum + (k.search_volume ?? 0), 0);
    expect(total).toBe(102_600);
  });
});
