import { describe, expect, it } from 'vitest';
import { readKeywordCsv } from '@workers/dataexchange/keywordCsv';
import { readKeywordCsvForStorage } from '@workers/dataexchange/keywordCsvForStorage';
import { heldKeywords } from '@workers/imports/stored';
import { MAX_FILE_BYTES } from '@workers/imports/limits';

const csv = (text: string) => new Blob([text], { type: 'text/csv' });
const HEADER = 'keyword,search_volume,competition,cpc,category,intent\n';

describe('readKeywordCsv (spec columns)', () => {
  it('keeps valid rows and lists every invalid row with its line and reason', async () => {
    const outcome = await readKeywordCsv(
      csv(
        HEADER +
          'espresso machine,1200,High,1.25,Coffee,commercial\n' +
          'cold brew,abc,Low,0.5,Coffee,informational\n' +
          '\n' +
          'moka pot,300,Extreme,0.4,Coffee,informational\n' +
          ',100,Low,1,Coffee,commercial\n' +
          'french press,500,Medium,one dollar,Coffee,commercial\n' +
          '=HYPERLINK("http://x"),10,Low,0.1,Coffee,informational\n',
      ),
      'keywords.csv',
    );
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.total_records).toBe(6);
    expect(outcome.valid_records).toBe(2);
    expect(outcome.keywords.map((keyword) => keyword.keyword)).toEqual(['espresso machine', '=HYPERLINK("http://x")']);
    expect(outcome.keywords[0]).toMatchObject({
      search_volume: 1200,
      competition: 'HIGH',
      cpc: 1.25,
      intent: 'commercial',
    });
    expect(outcome.validation_errors.map((error) => error.line)).toEqual([3, 5, 6, 7]);
    expect(outcome.validation_errors[0].reason).toMatch(/search_volume/);
    expect(outcome.validation_errors[1].reason).toMatch(/Low, Medium or High/);
    expect(outcome.validation_errors[3].reason).toMatch(/cpc/);
  });

  it('refuses a 10,000-character keyword as a row, not the file', async () => {
    const outcome = await readKeywordCsv(
      csv(`${HEADER}${'k'.repeat(10_000)},1,Low,1,x,commercial\nok keyword,1,Low,1,x,commercial\n`),
      'long.csv',
    );
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.valid_records).toBe(1);
    expect(outcome.validation_errors[0]).toMatchObject({ line: 2 });
    expect(outcome.validation_errors[0].reason).toMatch(/longer than/);
  });

  it('reads UTF-16 LE with a BOM and Latin-1 (Windows-1252) files', async () => {
    const text = `${HEADER}café crème,10,Low,1,x,commercial\n`;
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i += 1) {
      utf16[2 + i * 2] = text.charCodeAt(i) & 0xff;
      utf16[3 + i * 2] = text.charCodeAt(i) >> 8;
    }
    const fromUtf16 = await readKeywordCsv(new Blob([utf16]), 'utf16.csv');
    const latin1 = Uint8Array.from(text, (char) => char.charCodeAt(0));
    const fromLatin1 = await readKeywordCsv(new Blob([latin1]), 'latin1.csv');
    for (const outcome of [fromUtf16, fromLatin1]) {
      if (!outcome.ok) throw new Error(outcome.message);
      expect(outcome.keywords[0].keyword).toBe('café crème');
    }
  });

  it('keeps a multi-byte character split across read chunks whole', async () => {
    const rows = Array.from({ length: 60_000 }, (_, i) => `咖啡 ${i},${i},Low,1,x,commercial`).join('\n');
    const outcome = await readKeywordCsv(csv(HEADER + rows), 'cjk.csv');
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.valid_records).toBe(60_000);
    expect(outcome.keywords.every((keyword) => !keyword.keyword.includes('\uFFFD'))).toBe(true);
  });

  it('refuses a file of 50 MB + 1 byte before reading it, and a binary file named .csv', async () => {
    const tooBig = { size: MAX_FILE_BYTES + 1, slice: () => new Blob([]) } as unknown as Blob;
    expect(await readKeywordCsv(tooBig, 'big.csv')).toEqual({ ok: false, message: expect.stringMatching(/50 MB/) });
    const binary = new Uint8Array(4096).map((_, i) => (i % 3 === 0 ? 0 : i % 7));
    expect(await readKeywordCsv(new Blob([binary]), 'photo.csv')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/binary/),
    });
  });

  it('hands other layouts to the clustering importer, and says what is missing', async () => {
    const planner = await readKeywordCsv(
      csv('Keyword,Avg. monthly searches,Competition\nespresso,1000,High\n'),
      'planner.csv',
    );
    expect(planner).toMatchObject({ ok: true, keywords: [{ keyword: 'espresso', search_volume: 1000 }] });
    const missing = await readKeywordCsv(csv('search_volume,competition,cpc\n10,Low,1\n'), 'nothing.csv');
    expect(missing).toEqual({ ok: false, message: expect.stringMatching(/Missing required column: keyword/) });
  });
});

describe('readKeywordCsvForStorage', () => {
  it('reads what readKeywordCsv reads, its keywords as chunked text, and says whether any has figures', async () => {
    const text =
      HEADER +
      Array.from({ length: 2500 }, (_, i) => `espresso ☕ ${i},${i},Low,0.5,Coffee,commercial`).join('\n') +
      '\nbad,x,Low,1,c,commercial\n';
    const plain = await readKeywordCsv(csv(text), 'k.csv');
    const stored = await readKeywordCsvForStorage(csv(text), 'k.csv');
    if (!plain.ok || !stored.ok) throw new Error('the file should read');
    const { keywords, ...rest } = plain;
    expect(stored).toMatchObject({ ...rest, keyword_count: 2500, has_metrics: true });
    expect(stored.keyword_chunks).toHaveLength(2);
    expect([...heldKeywords(stored)]).toEqual(keywords);

    const names = await readKeywordCsvForStorage(csv('keyword\ncold brew\nmoka pot\n'), 'names.csv');
    expect(names).toMatchObject({ ok: true, keyword_count: 2, has_metrics: false });
    expect(await readKeywordCsvForStorage(csv('x'), 'k.xlsx')).toMatchObject({ ok: false });
  });
});
