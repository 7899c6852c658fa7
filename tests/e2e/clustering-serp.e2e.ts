import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLUSTERING_TAB, csvLines, exportFile, runClustering, shownText, waitForTab } from './clustering-helpers';
import {
  dismissToasts,
  DESKTOP,
  expectNoSeriousA11yViolations,
  PHONE,
  settledShot,
  waitForToast,
  withApp,
} from './support';

const SERP = resolve('tests/fixtures/serp');

async function uploadKeywordsAndSerp(page: Page, serpFile: string): Promise<void> {
  await page.getByLabel('Keyword file (.csv or .txt)').setInputFiles(resolve(SERP, 'coffee-keywords.csv'));
  await page.getByTestId('upload-summary').getByText('coffee-keywords.csv', { exact: true }).waitFor();
  await page.getByLabel('SERP file (.csv, .txt or .json)').setInputFiles(resolve(SERP, serpFile));
  await page.getByTestId('serp-summary').getByText(serpFile, { exact: true }).waitFor();
}

/** The card of the cluster holding `keyword`, found through the search box as a person would. */
async function cardOf(page: Page, keyword: string) {
  await page.getByLabel('Find a keyword or cluster').fill(keyword);
  const card = page
    .getByTestId('cluster-card')
    .filter({ has: page.getByText(keyword, { exact: true }) })
    .first();
  await card.waitFor();
  return card;
}

describe('Keyword Clustering tab: SERP overlap', () => {
  it('groups by shared top-10 URLs from an Ahrefs SERP export and labels the cluster', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: DESKTOP, acceptDownloads: true }, async ({ page }) => {
      await waitForTab(page);
      await uploadKeywordsAndSerp(page, 'ahrefs-serp-overview.csv');
      expect(await page.getByTestId('serp-summary').innerText()).toContain(
        'Ahrefs SERP overview, 6 keywords, 60 results, 12 rows skipped',
      );
      // The setting's label and help say what it does.
      await page.getByText('SERP overlap: shared top-10 URLs').waitFor();
      await runClustering(page);
      expect(await page.getByTestId('serp-note').innerText()).toBe(
        'SERP data from ahrefs-serp-overview.csv: 6 keywords grouped by shared top-10 URLs (at least 4), the others by similarity',
      );
      const burr = await cardOf(page, 'conical burr grinder');
      expect(await shownText(burr.getByTestId('cluster-method'))).toMatch(/^(SERP overlap|Mixed)$/);
      const burrText = await shownText(burr);
      expect(burrText).toContain('best burr grinder');
      expect(burrText).toContain('burr coffee grinder');
      await page.getByLabel('Find a keyword or cluster').fill('');
      const grind = await cardOf(page, 'grind size for french press');
      expect(await shownText(grind.getByTestId('cluster-method'))).toBe('SERP overlap');
      expect(await shownText(grind)).toContain('how to grind coffee beans');
      // 'coffee grinder' shares only 2 of its 10 results with the burr grinders: kept apart.
      await page.getByLabel('Find a keyword or cluster').fill('');
      const tamper = await cardOf(page, 'espresso tamper');
      expect(await shownText(tamper.getByTestId('cluster-method'))).toBe('Similarity');
      await page.getByLabel('Find a keyword or cluster').fill('grind');
      await dismissToasts(page);
      await page.getByTestId('cluster-card').first().scrollIntoViewIfNeeded();
      await settledShot(page, 'clustering-serp-desktop');
      await expectNoSeriousA11yViolations(page, 'clustering tab with SERP data and method badges');
      const csv = csvLines((await exportFile(page, 'CSV')).content);
      // The method column, then the cluster's existing page and where it was found (none here).
      expect(csv[0].endsWith(',url,method,cluster_url,cluster_url_source')).toBe(true);
      expect(csv.find((line) => line.includes(',conical burr grinder,'))).toMatch(/,(serp|mixed),,$/);
      expect(csv.find((line) => line.includes(',coffee grinder,'))).not.toMatch(/,serp,,$/);
    });
  });

  it('reads a DataForSEO JSON on a phone, and refuses a keyword list given as SERP file with what to do', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: PHONE }, async ({ page }) => {
      await waitForTab(page);
      await page.getByLabel('SERP file (.csv, .txt or .json)').setInputFiles(resolve(SERP, 'serp-keyword-list.csv'));
      const toast = await waitForToast(page, 'SERP file not used');
      expect(await toast.innerText()).toContain('No URL column found');
      await dismissToasts(page, { timeout: 30_000 });
      await uploadKeywordsAndSerp(page, 'dataforseo-serp.json');
      expect(await page.getByTestId('serp-summary').innerText()).toContain('DataForSEO SERP API, 6 keywords');
      await page.getByTestId('serp-input').scrollIntoViewIfNeeded();
      await settledShot(page, 'clustering-serp-phone-input');
      await runClustering(page);
      const grind = await cardOf(page, 'how to grind coffee beans');
      expect(await shownText(grind.getByTestId('cluster-method'))).toBe('SERP overlap');
      await dismissToasts(page, { timeout: 30_000 });
      await grind.scrollIntoViewIfNeeded();
      await settledShot(page, 'clustering-serp-phone');
    });
  });
});
