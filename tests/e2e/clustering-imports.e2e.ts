import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLUSTERING_TAB, csvLines, exportFile, keywordRowText, runClustering, waitForTab } from './clustering-helpers';
import {
  DESKTOP,
  PHONE,
  dismissToasts,
  expectNoSeriousA11yViolations,
  shot,
  waitForStable,
  waitForToast,
  withApp,
} from './support';

const FIXTURES = resolve('tests/fixtures/imports');
const PROBE = 'cold brew coffee ratio';

type FileSpec = string | { name: string; mimeType: string; buffer: Buffer };

async function upload(page: Page, file: FileSpec): Promise<void> {
  await page
    .getByLabel('Keyword file (.csv or .txt)')
    .setInputFiles(typeof file === 'string' ? resolve(FIXTURES, file) : file);
}

/**
 * Each fixture's layout label, and what the probe keyword's row shows from the file: its volume
 * and the file it came from (null for exports without figures, such as Search Console's).
 */
const FORMATS = [
  {
    file: 'keyword-planner.csv',
    label: 'Keyword Planner',
    volume: '9.9K',
    source: 'Google Keyword Planner (keyword-planner.csv)',
  },
  { file: 'search-console-queries.csv', label: 'Search Console Queries', volume: null, source: null },
  { file: 'search-console-query-page.csv', label: 'Search Console Queries + Pages', volume: null, source: null },
  {
    file: 'semrush-keyword-magic.csv',
    label: 'Semrush Keyword Magic',
    volume: '9.9K',
    source: 'Semrush (semrush-keyword-magic.csv)',
  },
  {
    file: 'semrush-positions.csv',
    label: 'Semrush Positions',
    volume: '9.9K',
    source: 'Semrush (semrush-positions.csv)',
  },
  {
    file: 'ahrefs-keywords-explorer.csv',
    label: 'Ahrefs Keywords Explorer',
    volume: '8.3K',
    source: 'Ahrefs (ahrefs-keywords-explorer.csv)',
  },
  {
    file: 'ahrefs-organic-keywords-utf16.csv',
    label: 'Ahrefs Organic Keywords',
    volume: '8.3K',
    source: 'Ahrefs (ahrefs-organic-keywords-utf16.csv)',
  },
  { file: 'moz-keywords.csv', label: 'Moz Keyword Explorer', volume: '7.9K', source: 'Moz (moz-keywords.csv)' },
  { file: 'plain-list.txt', label: 'Keyword list', volume: null, source: null },
];

describe('Keyword Clustering tab: file imports', () => {
  it('detects every fixture layout and shows its figures, unbadged, in the results', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
      await waitForTab(page);
      for (const { file, label, volume, source } of FORMATS) {
        await upload(page, file);
        const summary = page.getByTestId('upload-summary');
        await summary.getByText(file, { exact: true }).waitFor();
        expect(await summary.innerText(), file).toMatch(new RegExp(`${label.replace(/[+]/g, '\\+')}, \\d+ keywords`));
        await runClustering(page);
        const row = await keywordRowText(page, PROBE);
        expect(row, file).not.toContain('Estimated');
        if (volume) expect(row, file).toContain(`Vol ${volume}`);
        else expect(row, file).not.toContain('Vol ');
        if (source) {
          // Named once, in the summary, not on every row.
          expect(row, file).not.toContain(source);
          expect(await page.getByTestId('results').innerText(), file).toContain(`(from ${file})`);
        }
        // Competition nobody measured is left out, never shown as UNKNOWN.
        expect(row, file).not.toContain('UNKNOWN');
        if (file === 'semrush-positions.csv') await shot(page, 'clustering-desktop-upload');
      }
    });
  });

  it('skips rows with figures no export can hold, and no total shows Infinity or NaN', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
      await waitForTab(page);
      const csv = [
        'Keyword,Volume,CPC,Position',
        'espresso machine,90500,1.20,3',
        'espresso machines,1000,1.10,4',
        `overflowing volume,${'9'.repeat(400)},1.00,4`,
        'exponent volume,1e308,1.00,5',
        'milk frother,12100,0.80,9',
        'milk frothers,500,0.70,12',
      ].join('\n');
      await upload(page, { name: 'overflow.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      const summary = page.getByTestId('upload-summary');
      await summary.getByText('overflow.csv', { exact: true }).waitFor();
      expect(await summary.innerText()).toMatch(/4 keywords, 2 rows skipped/);
      await runClustering(page);
      const text = (await page.getByTestId('results').textContent()) ?? '';
      expect(text).not.toMatch(/∞|NaN|Infinity/);
    });
  });

  it('estimates only what the file lacks when Get SEO Data is on', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
      await waitForTab(page);
      await page.getByLabel('Keywords (one per line)').fill(`${PROBE}\nnitro cold brew at home`);
      await upload(page, 'semrush-keyword-magic.csv');
      await page.getByTestId('upload-summary').getByText('semrush-keyword-magic.csv').waitFor();
      await page.getByText('Get SEO Data', { exact: true }).click();
      expect(await page.getByRole('checkbox', { name: 'Expand Keywords' }).isDisabled()).toBe(false);
      await runClustering(page);
      const imported = await keywordRowText(page, PROBE);
      expect(imported).toContain('Vol 9.9K');
      expect(imported).not.toContain('Estimated');
      const estimated = await keywordRowText(page, 'nitro cold brew at home');
      expect(estimated).toContain('Estimated');
      // The text area took precedence: only its two keywords were clustered, not the file's.
      expect(await page.getByTestId('result-totals').innerText()).toMatch(/Keywords\s+2\b/);
    });
  });

  it('rejects binary, empty and wrongly named files with the spec message and keeps what was there', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: DESKTOP, allowErrors: [] }, async ({ page }) => {
      await waitForTab(page);
      await upload(page, 'semrush-positions.csv');
      const summary = page.getByTestId('upload-summary');
      await summary.getByText('semrush-positions.csv').waitFor();
      await runClustering(page);
      const before = await page.getByTestId('result-totals').innerText();

      const bad: FileSpec[] = [
        'binary.csv',
        'empty.csv',
        {
          name: 'keywords.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: Buffer.from('PK\u0003\u0004 not a csv'),
        },
      ];
      for (const file of bad) {
        await upload(page, file);
        const toast = await waitForToast(page, 'Upload failed');
        await shot(page, 'clustering-desktop-upload-error');
        await toast.locator('[data-scope=toast][data-part=close-trigger]').click();
        await page
          .locator('[data-scope=toast][data-part=root]')
          .filter({ hasText: 'Upload failed' })
          .first()
          .waitFor({ state: 'detached' });
        expect(await summary.innerText()).toContain('semrush-positions.csv');
        expect(await page.getByTestId('result-totals').innerText()).toBe(before);
      }
      await page.reload();
      await summary.getByText('semrush-positions.csv').waitFor();
      await page.getByTestId('result-totals').waitFor();
      expect(await page.getByTestId('result-totals').innerText()).toBe(before);
    });
  });

  // Issue 19: merged spellings lost their volume and were left out of the export.
  it('shows merged variants with their own volume, totals the whole file and exports every keyword', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
      await waitForTab(page);
      await upload(page, 'keyword-planner-variants.csv');
      await page.getByTestId('upload-summary').getByText('keyword-planner-variants.csv', { exact: true }).waitFor();
      await runClustering(page);
      // The file's 27 keywords sum to 240,520 searches a month; the result counts every one.
      expect(await page.getByTestId('result-totals').innerText()).toMatch(/Total volume\s+240\.5K/);

      const head = 'up scholarship states';
      expect(await keywordRowText(page, head)).toContain('Vol 49.5K');
      const row = page.getByTestId('keyword-row').filter({ has: page.getByTestId('keyword-text').getByText(head) });
      const toggle = row.getByRole('button', { name: `2 variants of ${head}` });
      expect(await toggle.innerText()).toBe('+2 variants');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      const list = row.getByRole('list', { name: `Variants of ${head}` });
      expect(await list.isVisible()).toBe(false);
      await toggle.click();
      await list.waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const items = await list.getByRole('listitem').allInnerTexts();
      expect(items.map((item) => item.replace(/\s+/g, ' '))).toEqual([
        'state scholarship up Vol 500',
        'up state scholarships Vol 1.3K',
      ]);
      // The run's toast fades while axe measures it; the variants are what is checked here.
      await dismissToasts(page);
      await expectNoSeriousA11yViolations(page, 'expanded variants');
      await row.scrollIntoViewIfNeeded();
      await shot(page, 'clustering-desktop-variants');

      const { content } = await exportFile(page, 'CSV');
      const lines = csvLines(content);
      expect(lines[0].split(',').slice(0, 5)).toEqual(['topic', 'cluster', 'keyword', 'variant_of', 'search_volume']);
      expect(lines).toHaveLength(1 + 27);
      const variant = lines.find((line) => line.split(',')[2] === 'state scholarship up')?.split(',');
      expect(variant?.slice(3, 5)).toEqual([head, '500']);

      await page.setViewportSize(PHONE);
      await row.scrollIntoViewIfNeeded();
      await waitForStable(row);
      expect(await list.isVisible()).toBe(true);
      await shot(page, 'clustering-phone-variants');
    });
  });
});
