import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { CSV_BOM, csvCell, neutraliseFormula, toCsv } from '@/lib/csv';
import { downloadName, slugify } from '@/lib/download-name';

describe('csvCell', () => {
  it('quotes cells holding commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('writes numbers as numbers and missing values as empty cells', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(0.41)).toBe('0.41');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it.each(['=SUM(1+1)', '+cmd', '-2+3 coffee', '@SUM(A1)', '\tTAB', '\rCR'])(
    'neutralises the formula-looking cell %j',
    (text) => {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
      expect(csvCell(text).replace(/^"|"$/g, '').startsWith("'")).toBe(true);
    },
  );

  it.each([
    '\uFF1DSUM(1+1)',
    '\uFF0Bcmd',
    '\uFF0D2+3',
    '\uFF20SUM(A1)',
    '\u200B=1+1',
    '\u200E\u200F+cmd',
    '\u2060-2',
    '\uFEFF@SUM(A1)',
    '\u200D\uFF1D1',
    '\u200C\tTAB',
  ])('neutralises the full-width or invisibly prefixed formula cell %j', (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it('leaves invisible characters before ordinary text alone', () => {
    expect(neutraliseFormula('\u200Bcoffee')).toBe('\u200Bcoffee');
    expect(neutraliseFormula('\uFEFF')).toBe('\uFEFF');
    expect(neutraliseFormula('coffee \uFF1D good')).toBe('coffee \uFF1D good');
  });

  it('leaves ordinary text, HTML, emoji, CJK and RTL text alone', () => {
    for (const text of ['coffee = good', '<script>alert(1)</script>', 'café ☕', '咖啡', 'قهوة'])
      expect(neutraliseFormula(text)).toBe(text);
  });
});

describe('toCsv', () => {
  it('starts with a UTF-8 BOM, ends lines with CRLF and round-trips through a CSV parser', () => {
    const rows = [
      ['a,b', 'say "hi"', 3],
      ['=1+1', null, 'two\nlines'],
    ];
    const text = toCsv(['x', 'y', 'z'], rows);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.slice(1).split('\r\n')[0]).toBe('x,y,z');
    const parsed = Papa.parse<string[]>(text.slice(1).trimEnd(), { newline: '\r\n' }).data;
    expect(parsed).toEqual([
      ['x', 'y', 'z'],
      ['a,b', 'say "hi"', '3'],
      ["'=1+1", '', 'two\nlines'],
    ]);
  });

  it('encodes the BOM as EF BB BF in UTF-8', () => {
    const bytes = new TextEncoder().encode(toCsv(['keyword'], [['café']]));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('download names', () => {
  it('slugs names in any script and keeps them short', () => {
    expect(slugify('Coffee Shop: Q4 plan!')).toBe('coffee-shop-q4-plan');
    expect(slugify('Café crème')).toBe('cafe-creme');
    expect(slugify('東京 ラーメン')).toBe('東京-ラーメン');
    expect(slugify('<script>')).toBe('script');
    expect(slugify('!!!')).toBe('untitled');
    expect(Array.from(slugify('a'.repeat(500))).length).toBeLessThanOrEqual(60);
  });

  it('carries the prefix, the name and the local date', () => {
    const iso = new Date(2026, 10, 22, 12).toISOString();
    expect(downloadName('topicwise-clusters', 'Coffee shop', iso, 'csv')).toBe(
      'topicwise-clusters-coffee-shop-2026-11-22.csv',
    );
  });
});
