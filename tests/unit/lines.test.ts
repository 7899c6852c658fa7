import { describe, expect, it } from 'vitest';
import { countLines, splitLines } from '@/lib/lines';

describe('splitLines', () => {
  it('splits on every line ending, trims and drops empty lines', () => {
    expect(splitLines('  seo tools \r\n\r\nkeyword research\rlink building\n\n   \n')).toEqual([
      'seo tools',
      'keyword research',
      'link building',
    ]);
  });

  it('returns nothing for blank input', () => {
    expect(splitLines('')).toEqual([]);
    expect(splitLines(' \n\t\n ')).toEqual([]);
  });

  it('keeps duplicates, inner spaces, emoji, CJK, RTL and markup as typed', () => {
    const text = 'best  coffee\nbest  coffee\n☕ coffee\n咖啡豆\nقهوة عربية\n<script>alert(1)</script>';
    expect(splitLines(text)).toEqual([
      'best  coffee',
      'best  coffee',
      '☕ coffee',
      '咖啡豆',
      'قهوة عربية',
      '<script>alert(1)</script>',
    ]);
  });

  it('keeps a 10,000-character line whole', () => {
    const long = 'a'.repeat(10_000);
    expect(splitLines(`x\n${long}\n`)).toEqual(['x', long]);
  });
});

describe('countLines', () => {
  it('agrees with splitLines', () => {
    for (const text of ['', 'a', 'a\n', '\n\na\r\n b \rc', '  \n \r\n', 'one\ntwo\nthree']) {
      expect(countLines(text)).toBe(splitLines(text).length);
    }
  });
});
