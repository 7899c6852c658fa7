import { describe, expect, it } from 'vitest';
import { zipSync, strToU8 } from 'fflate';
import { readSearchConsoleFile } from '@workers/searchconsole/read';
import { weightedPosition } from '@workers/searchconsole/analyse';
import { SEARCH_CONSOLE_LANGUAGES } from '@workers/imports/searchConsoleHeaders';
import { normaliseProperty, foreignHost } from '@workers/searchconsole/property';
import { choosePeriod, parseIsoDate } from '@workers/searchconsole/dates';
import { bufferOf, claimUncompressedSize, fixtureBytes, fixtureZip } from './datasources-support';

const PROPERTY = 'acme-shoes.com';

async function readOk(bytes: Uint8Array, name: string, property = PROPERTY) {
  const outcome = await readSearchConsoleFile(bufferOf(bytes), name, property);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome;
}

describe('Search Console export layouts and languages', () => {
  it('reads the English zip: every sheet, figures as written', async () => {
    const { data, reads } = await readOk(await fixtureZip('en'), 'acme-shoes.com-Performance-on-Search.zip');
    expect(data.language).toBe('English');
    expect([...data.sheets].sort()).toEqual(
      ['countries', 'dates', 'devices', 'filters', 'pages', 'queries', 'search_appearance'].sort(),
    );
    expect(reads.find((read) => read.sheet === 'queries')?.rows).toBe(12);
    expect(data.queries[0]).toEqual({
      query: 'acme running shoes',
      clicks: 420,
      impressions: 3000,
      ctr: 0.14,
      position: 1.4,
    });
    expect(data.dates).toHaveLength(100);
    expect(data.dates[0]).toMatchObject({ date: '2024-01-01', clicks: 10, impressions: 300 });
    expect(data.filters).toContainEqual(['Date', 'Last 3 months']);
    expect(data.countries[0].name).toBe('United States');
    expect(data.search_appearance[0].name).toBe('Review snippet');
  });

  it.each([
    ['fr', 'French', 'Requêtes.csv'],
    ['de', 'German', 'Suchanfragen.csv'],
    ['ja', 'Japanese', 'クエリ.csv'],
  ])('reads the %s zip with localised headers and numbers', async (folder, language, queriesFile) => {
    const { data } = await readOk(await fixtureZip(folder), `${folder}.zip`);
    expect(data.language).toBe(language);
    expect(data.queries.length).toBeGreaterThan(2);
    expect(data.pages.length).toBe(4);
    expect(data.dates).toHaveLength(100);
    const alone = await readOk(await fixtureBytes(`${folder}/${queriesFile}`), queriesFile);
    expect(alone.data.sheets).toEqual(['queries']);
    expect(alone.data.queries).toEqual(data.queries);
  });

  it('reads French and German numbers: thousands separators, "14,00 %", "1,4"', async () => {
    for (const [folder, file] of [
      ['fr', 'Requêtes.csv'],
      ['de', 'Suchanfragen.csv'],
    ]) {
      const { data } = await readOk(await fixtureBytes(`${folder}/${file}`), file);
      expect(data.queries[0]).toEqual({
        query: 'acme running shoes',
        clicks: 420,
        impressions: 3000,
        ctr: 0.14,
        position: 1.4,
      });
    }
  });

  it('reads query+page exports from the API (fractions) and from Sheets (tabs, percentages)', async () => {
    for (const file of ['query-pages-api.csv', 'query-pages-sheets.csv']) {
      const { data } = await readOk(await fixtureBytes(file), file);
      expect(data.sheets).toEqual(['query_pages']);
      expect(data.query_pages).toHaveLength(5);
      expect(data.query_pages[0]).toMatchObject({
        query: 'best trail running shoes',
        page: 'https://www.acme-shoes.com/trail',
        clicks: 70,
        impressions: 2500,
        position: 5.2,
      });
      expect(data.query_pages[0].ctr).toBeCloseTo(0.028, 4);
    }
  });

  it('keeps formula-looking and HTML queries as plain text', async () => {
    const { data } = await readOk(await fixtureBytes('en/Queries.csv'), 'Queries.csv');
    expect(data.queries.map((row) => row.query)).toContain('=HYPERLINK("http://evil.example","x")');
    expect(data.queries.map((row) => row.query)).toContain('<script>alert(1)</script> shoes');
  });

  it('says a lone Queries.csv does not name its site', async () => {
    const { notes } = await readOk(await fixtureBytes('en/Queries.csv'), 'Queries.csv');
    expect(notes.join(' ')).toMatch(/does not name its site/);
  });
});

describe('Search Console refusals', () => {
  it('refuses a zip that is not a Search Console export', async () => {
    const zip = zipSync({ 'notes.txt': strToU8('hello'), 'data.csv': strToU8('a,b\n1,2\n') });
    const outcome = await readSearchConsoleFile(bufferOf(zip), 'other.zip', PROPERTY);
    expect(outcome).toMatchObject({ ok: false, message: expect.stringMatching(/not a Search Console export/) });
    expect(!outcome.ok && outcome.message).toMatch(/Export → Download CSV/);
  });

  it('refuses an Excel workbook', async () => {
    const zip = zipSync({ 'xl/workbook.xml': strToU8('<x/>') });
    const outcome = await readSearchConsoleFile(bufferOf(zip), 'book.xlsx', PROPERTY);
    expect(!outcome.ok && outcome.message).toMatch(/Excel workbook/);
  });

  it('refuses a zip bomb by its declared size, before inflating it', async () => {
    const bomb = claimUncompressedSize(await fixtureZip('en'), 250 * 1024 * 1024);
    const outcome = await readSearchConsoleFile(bufferOf(bomb), 'bomb.zip', PROPERTY);
    expect(!outcome.ok && outcome.message).toMatch(/more than 200\.0 MB/);
  });

  it('stops inflating a zip that unpacks to more than it declares', async () => {
    const rows = Array.from({ length: 60_000 }, (_, i) => `acme query ${i},1,10,10%,3.2`);
    const zip = zipSync({
      'Queries.csv': strToU8(['Top queries,Clicks,Impressions,CTR,Position', ...rows].join('\n')),
    });
    const liar = zip.slice();
    const view = new DataView(liar.buffer);
    for (let offset = 0; offset < liar.length - 4; offset += 1) {
      const signature = view.getUint32(offset, true);
      if (signature === 0x04034b50) view.setUint32(offset + 22, 300, true);
      if (signature === 0x02014b50) view.setUint32(offset + 24, 300, true);
    }
    const outcome = await readSearchConsoleFile(bufferOf(liar), 'liar.zip', PROPERTY);
    expect(!outcome.ok && outcome.message).toMatch(/unpacks to more than its files declare/);
  });

  it('refuses a zip holding one sheet twice instead of adding it up', async () => {
    const dates = await fixtureBytes('en/Dates.csv');
    const zip = zipSync({ 'Dates.csv': dates, 'copy/Dates.csv': dates });
    const outcome = await readSearchConsoleFile(bufferOf(zip), 'twice.zip', PROPERTY);
    expect(!outcome.ok && outcome.message).toMatch(/holds the dates sheet twice \(Dates\.csv and copy\/Dates\.csv\)/);
  });

  it('refuses a 50 MB file', async () => {
    const outcome = await readSearchConsoleFile(new ArrayBuffer(50 * 1024 * 1024), 'big.zip', PROPERTY);
    expect(!outcome.ok && outcome.message).toMatch(/50\.0 MB; the limit is 50\.0 MB/);
  });

  it('refuses an export whose pages belong to another property, and names it', async () => {
    const outcome = await readSearchConsoleFile(bufferOf(await fixtureZip('en')), 'en.zip', 'other-site.org');
    expect(!outcome.ok && outcome.message).toMatch(/This export is for acme-shoes\.com, not other-site\.org/);
  });

  it('refuses a CSV that is no Search Console sheet', async () => {
    const outcome = await readSearchConsoleFile(bufferOf(strToU8('name,age\nbob,3\n')), 'people.csv', PROPERTY);
    expect(!outcome.ok && outcome.message).toMatch(/people\.csv is not a Search Console sheet/);
  });
});

describe('properties and periods', () => {
  it('normalises every property form to one host', () => {
    expect(normaliseProperty('sc-domain:Acme-Shoes.com')).toBe('acme-shoes.com');
    expect(normaliseProperty('https://www.acme-shoes.com/blog/')).toBe('acme-shoes.com');
    expect(normaliseProperty('acme-shoes.com')).toBe('acme-shoes.com');
    expect(normaliseProperty('<script>')).toBe('');
    expect(normaliseProperty('   ')).toBe('');
  });

  it('accepts subdomains of a domain property', () => {
    expect(foreignHost(['https://blog.acme-shoes.com/a', 'https://www.acme-shoes.com/'], 'acme-shoes.com')).toBeNull();
  });

  it('parses the date forms', () => {
    expect(parseIsoDate('2024-03-05')).toBe('2024-03-05');
    expect(parseIsoDate('2024/3/5')).toBe('2024-03-05');
    expect(parseIsoDate('05.03.2024')).toBe('2024-03-05');
    expect(parseIsoDate('2024-02-30')).toBeNull();
  });

  it('takes the last N days, or the whole export when it is not longer', () => {
    const dates = Array.from({ length: 92 }, (_, i) => ({
      date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
      clicks: 1,
      impressions: 10,
      ctr: 0.1,
      position: 5,
    }));
    expect(choosePeriod(dates, '90d')).toMatchObject({ shorter: false, period: { days: 92 } });
    expect(choosePeriod(dates, '30d')).toMatchObject({ shorter: false, period: { days: 30, end: '2024-04-01' } });
    expect(choosePeriod(dates, '365d')).toMatchObject({ shorter: true, period: { days: 92 } });
  });
});

describe('every interface language in the header table', () => {
  it.each(SEARCH_CONSOLE_LANGUAGES.map((language) => [language.language, language] as const))(
    'reads a %s Queries sheet and Dates sheet',
    async (_name, language) => {
      const metrics = [language.clicks[0], language.impressions[0], language.ctr[0], language.position[0]].join(',');
      const queries = `${language.queries[0]},${metrics}\nlaufschuhe,12,340,"3,53 %","4,2"\n`;
      const { data } = await readOk(strToU8(queries), language.queriesFile);
      expect(data.language).toBe(language.language);
      expect(data.queries).toEqual([{ query: 'laufschuhe', clicks: 12, impressions: 340, ctr: 0.0353, position: 4.2 }]);
      const dates = `${language.dates[0]},${metrics}\n2024-05-01,3,90,"3,33 %","5,0"\n`;
      const read = await readOk(strToU8(dates), 'Dates.csv');
      expect(read.data.dates).toEqual([{ date: '2024-05-01', clicks: 3, impressions: 90, ctr: 0.0333, position: 5 }]);
    },
  );
});

describe('a stray quote', () => {
  it('costs its own row, reported by line, not the rows after it', async () => {
    const rows = Array.from({ length: 200 }, (_, i) => `acme query ${i},1,10,10%,3`);
    const csv = ['Top queries,Clicks,Impressions,CTR,Position', rows[0], '"acme broken,1,10,10%,3', ...rows.slice(1)];
    const { data, notes } = await readOk(strToU8(csv.join('\n')), 'Queries.csv');
    expect(data.queries).toHaveLength(200);
    expect(notes).toContainEqual(
      expect.stringMatching(/^1 row\(s\) of the queries sheet had an unbalanced quote.*line 3/),
    );
  });
});

describe('impossible and missing figures', () => {
  it('leaves blank positions out of the average and rows with more clicks than impressions out of the data', async () => {
    const csv = [
      'Top queries,Clicks,Impressions,CTR,Position',
      'acme shoes,10,100,10%,3',
      'acme boots,5,100,5%,',
      'acme socks,5,100,5%,',
      'acme laces,300,150,200%,2',
    ].join('\n');
    const { data } = await readOk(strToU8(csv), 'Queries.csv');
    expect(data.queries.map((row) => row.query)).toEqual(['acme shoes', 'acme boots', 'acme socks']);
    expect(weightedPosition(data.queries)).toBe(3);
  });
});
