/**
 * Search Console figures on screen and in the export: upload the query-and-page export, run, read
 * each keyword's compact traffic line, the cluster and result totals, and the CSV's columns, on a
 * desktop and on a 390 px phone.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLUSTERING_TAB, exportFile, keywordRowText, runClustering, shownText, waitForTab } from './clustering-helpers';
import {
  DESKTOP,
  dismissToasts,
  expectNoSeriousA11yViolations,
  PHONE,
  scrollElementToTop,
  shot,
  withApp,
} from './support';

const FILE = 'search-console-query-page.csv';
const FIXTURE = resolve('tests/fixtures/imports', FILE);
const PROBE = 'cold brew coffee ratio';
/** The probe's two page rows summed (1,634 + 208 clicks, 11,208 + 1,696 impressions), its best position and page. */
const PROBE_LINE = '1,842 clicks · 12,904 impr. · 14.3% CTR · pos. 1.9';
const PROBE_PAGE = 'brewguide.example/cold-brew-guide/';

type Row = Record<string, string>;

const parseCsv = (text: string): Papa.ParseResult<Row> =>
  Papa.parse<Row>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });

/** The fixture's own columns, added up: what the result's totals must say. */
function fileTotals(): { clicks: number; impressions: number } {
  const rows = parseCsv(readFileSync(FIXTURE, 'utf8')).data;
  const total = (column: string) => rows.reduce((sum, row) => sum + Number(row[column]), 0);
  return { clicks: total('clicks'), impressions: total('impressions') };
}

const integer = (value: number) => value.toLocaleString('en-US');
const numberIn = (text: string, pattern: RegExp) => Number(text.match(pattern)?.[1].replace(/,/g, '') ?? Number.NaN);

async function uploadAndRun(page: Page): Promise<void> {
  await waitForTab(page);
  await page.getByLabel('Keyword file (.csv or .txt)').setInputFiles(FIXTURE);
  await page.getByTestId('upload-summary').getByText(FILE, { exact: true }).waitFor();
  await runClustering(page);
  await dismissToasts(page);
}

/** Each cluster card's header total equals the sum of its keywords' clicks and impressions. */
async function checkCardTotals(page: Page): Promise<void> {
  const card = page.getByTestId('cluster-card').first();
  const header = await shownText(card.getByTestId('cluster-traffic'));
  const lines = await card.getByTestId('keyword-traffic').allInnerTexts();
  expect(lines.length).toBeGreaterThan(1);
  const sum = (pattern: RegExp) => lines.reduce((total, line) => total + numberIn(line, pattern), 0);
  expect(header).toBe(`${integer(sum(/([\d,]+) clicks?/))} clicks · ${integer(sum(/([\d,]+) impr\./))} impressions`);
}

describe('Keyword Clustering tab: Search Console figures', () => {
  it('shows clicks, impressions, CTR, position and page per keyword, totals per cluster and result, and exports them', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
      await uploadAndRun(page);
      const row = await keywordRowText(page, PROBE);
      expect(row).toContain(PROBE_LINE);
      expect(row).toContain(PROBE_PAGE);
      expect(row).not.toContain('Vol ');
      expect(row).not.toContain('Estimated');

      const { clicks, impressions } = fileTotals();
      const totals = await page.getByTestId('result-totals').innerText();
      expect(totals).toMatch(new RegExp(`Clicks\\s+${integer(clicks)}\\b`));
      expect(totals).toMatch(new RegExp(`Impressions\\s+${integer(impressions)}\\b`));
      expect(totals).toMatch(/Total volume\s+–/);
      await scrollElementToTop(page.getByTestId('result-totals'));
      await shot(page, 'clustering-search-console-desktop-totals');
      await checkCardTotals(page);

      const csv = parseCsv((await exportFile(page, 'CSV')).content.toString('utf8'));
      expect(csv.errors).toEqual([]);
      expect(csv.meta.fields).toEqual(expect.arrayContaining(['clicks', 'impressions', 'ctr', 'position', 'url']));
      expect(csv.data.find((entry) => entry.keyword === PROBE)).toMatchObject({
        clicks: '1842',
        impressions: '12904',
        ctr: '0.142746',
        position: '1.9',
        url: `https://www.${PROBE_PAGE}`,
        search_volume: '',
      });
      expect(csv.data.reduce((sum, entry) => sum + Number(entry.clicks), 0)).toBe(clicks);

      await scrollElementToTop(page.getByTestId('cluster-card').first());
      await shot(page, 'clustering-search-console-desktop');
    });
  });

  it('keeps the traffic line readable on a 390 px phone', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: PHONE }, async ({ page }) => {
      await uploadAndRun(page);
      const card = page.getByTestId('cluster-card').first();
      await scrollElementToTop(card);
      await checkCardTotals(page);
      // The traffic line stays inside the card (the card clips what overflows); the source file is
      // named once in the summary, not on every row.
      const cardBox = await card.boundingBox();
      const right = (box: { x: number; width: number } | null) => (box ? box.x + box.width : Number.NaN);
      const row = card.getByTestId('keyword-row').first();
      expect(right(await row.getByTestId('keyword-traffic').boundingBox())).toBeLessThanOrEqual(right(cardBox));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await shot(page, 'clustering-search-console-phone');
      await scrollElementToTop(page.getByTestId('result-totals'));
      await shot(page, 'clustering-search-console-phone-totals');
      await expectNoSeriousA11yViolations(page, 'Search Console figures on a phone');
    });
  });
});
