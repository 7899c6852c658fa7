import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLUSTERING_TAB, enterKeywords, runClustering, waitForTab } from './clustering-helpers';
import { DESKTOP, dismissToasts, PHONE, settledShot, waitForToast, withApp } from './support';

const SEARCH_CONSOLE = resolve('tests/fixtures/search-console/en');

function searchConsoleZip(): Buffer {
  const files: Record<string, Uint8Array> = {};
  for (const name of readdirSync(SEARCH_CONSOLE))
    files[name] = new Uint8Array(readFileSync(resolve(SEARCH_CONSOLE, name)));
  return Buffer.from(zipSync(files));
}

/** The queries of the Search Console fixture, as a user would paste them into the clustering tab. */
function searchConsoleQueries(): string[] {
  return readFileSync(resolve(SEARCH_CONSOLE, 'Queries.csv'), 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => (line.startsWith('"') ? line.slice(1, line.indexOf('"', 1)) : line.split(',')[0]));
}

const headerBadge = (page: Page) => page.getByTestId('api-status');

describe('Honest labels and one import for every tab', () => {
  it('labels an imported run as imported data (header, summary, toast), with Get SEO Data off', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
      await waitForTab(page);
      await headerBadge(page).getByText('Enhanced Mock Data').waitFor();
      await page.getByText('Get SEO Data', { exact: true }).click();
      await page
        .getByLabel('Keyword file (.csv or .txt)')
        .setInputFiles(resolve('tests/fixtures/imports/ahrefs-keywords-explorer.csv'));
      await page.getByTestId('upload-summary').getByText('ahrefs-keywords-explorer.csv').waitFor();
      // The file has figures: estimates are off unless asked for again.
      await expect.poll(() => page.getByRole('checkbox', { name: 'Get SEO Data' }).isChecked()).toBe(false);
      await runClustering(page);
      const toast = await waitForToast(page, 'Clustering completed!').then((found) => found.innerText());
      expect(toast).toContain('Imported data from ahrefs-keywords-explorer.csv used.');
      expect(toast.toLowerCase()).not.toContain('mock');
      expect(toast).not.toContain('credentials');
      const summary = await page.getByTestId('results').innerText();
      expect(summary).toContain('Imported data (from ahrefs-keywords-explorer.csv)');
      await headerBadge(page).getByText('Imported Data', { exact: true }).waitFor();
      expect(await headerBadge(page).getByText('Enhanced Mock Data').count()).toBe(0);
      await dismissToasts(page);
      await settledShot(page, 'trust-imported-run-desktop');
    });
  });

  it('a Search Console import in Advanced Data Sources reaches Content Strategy → Performance', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: PHONE }, async ({ page }) => {
      await waitForTab(page);
      await enterKeywords(page, searchConsoleQueries());
      await runClustering(page);
      await dismissToasts(page);

      await page.goto(page.url().replace(/\?.*$/, '') + '?tab=datasources');
      const panel = page.getByRole('region', { name: 'Search Console', exact: true });
      await panel.getByRole('textbox', { name: 'Property' }).fill('sc-domain:acme-shoes.com');
      const source = panel.getByTestId('search-console-source');
      expect(await source.innerText()).toContain('Mock data is enabled until you import');
      await panel.getByLabel('Import your Search Console export').setInputFiles({
        name: 'acme-shoes.com-Performance-on-Search-2024-04-10.zip',
        mimeType: 'application/zip',
        buffer: searchConsoleZip(),
      });
      await waitForToast(page, 'Search Console export imported');
      await source.getByText(/^Imported data \(from acme-shoes\.com-Performance-on-Search-2024-04-10\.zip\)/).waitFor();
      expect(await source.innerText()).not.toContain('Mock data');
      await dismissToasts(page);
      await source.scrollIntoViewIfNeeded();
      await settledShot(page, 'trust-search-console-imported-phone');

      await page.goto(page.url().replace(/\?.*$/, '') + '?tab=content-strategy');
      await page.getByRole('heading', { name: 'Content Strategy', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Performance', exact: true }).click();
      await page.getByText('Total clicks', { exact: true }).waitFor({ timeout: 30_000 });
      expect(await page.getByText('No performance data to track yet').count()).toBe(0);
      await page.getByText(/Measured figures from acme-shoes\.com-Performance-on-Search-2024-04-10\.zip/).waitFor();
      await settledShot(page, 'trust-performance-from-data-sources-phone');
    });
  });
});
