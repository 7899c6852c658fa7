/**
 * Advanced Analytics over the user's own data, as a person gets there: a Keyword Planner export
 * with 36 months of searches (UTF-16, tab-separated) clustered, a Search Console export with dates
 * imported in Advanced Data Sources, a competitor's ranking export attached in the tab itself.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readDownload, runClustering } from './clustering-helpers';
import {
  baseUrl,
  DESKTOP,
  dismissToasts,
  expectNoSeriousA11yViolations,
  PHONE,
  SCREENSHOT_DIR,
  settledShot,
  waitForToast,
  withApp,
} from './support';

const FIXTURES = resolve('tests/fixtures/analytics');

function searchConsoleZip(): Buffer {
  const dir = resolve(FIXTURES, 'search-console');
  const files: Record<string, Uint8Array> = {};
  for (const name of readdirSync(dir)) files[name] = new Uint8Array(readFileSync(resolve(dir, name)));
  return Buffer.from(zipSync(files));
}

const tool = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Analytics tool' }).getByRole('button', { name, exact: true });

async function openAnalytics(page: Page) {
  await page.goto(`${baseUrl()}/?tab=advanced-analytics`);
  await page.getByRole('heading', { name: 'Advanced Analytics', level: 2 }).waitFor();
}

async function importData(page: Page) {
  await page
    .getByLabel('Keyword file (.csv or .txt)')
    .setInputFiles(resolve(FIXTURES, 'keyword-planner-36-months.csv'));
  await page
    .getByText(/keyword-planner-36-months\.csv/)
    .first()
    .waitFor({ timeout: 30_000 });
  await runClustering(page);
  await page.goto(`${baseUrl()}/?tab=datasources`);
  const panel = page.getByRole('region', { name: 'Search Console', exact: true });
  await panel.getByRole('textbox', { name: 'Property' }).fill('sc-domain:greenhose.example');
  await panel.getByLabel('Import your Search Console export').setInputFiles({
    name: 'greenhose.example-Performance-on-Search-2026-06-01.zip',
    mimeType: 'application/zip',
    buffer: searchConsoleZip(),
  });
  await waitForToast(page, 'Search Console export imported');
  await dismissToasts(page);
}

/** Charts enable their Download PNG once drawn; axe runs on drawn charts. */
const chartsDrawn = (page: Page) =>
  expect.poll(() => page.locator('button[disabled]', { hasText: 'Download PNG' }).count(), { timeout: 20_000 }).toBe(0);

const noBadFigures = async (page: Page) => {
  await chartsDrawn(page);
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/NaN|Infinity/);
};

describe('Advanced Analytics', () => {
  it('KPIs, forecast with band and backtest, ROI with defaults, competitors from a ranking export, dashboard', async () => {
    await withApp({ path: '/?tab=clustering', viewport: DESKTOP }, async ({ page }) => {
      await importData(page);
      await openAnalytics(page);

      // KPI cards: Search Console dates and the clustering run are real; no own ranking export says so.
      const kpis = page.getByRole('list', { name: 'KPI cards' });
      await kpis.getByText('Clicks', { exact: true }).waitFor();
      await kpis
        .getByText(/Search Console Dates, 30 days up to 2026-05-31/)
        .first()
        .waitFor();
      await kpis.getByText('No ranking export of your own site: attach one in Competitor Analysis.').first().waitFor();
      expect(await kpis.getByText('12', { exact: true }).count()).toBeGreaterThan(0);

      // Performance from the clustering result.
      await page.getByRole('button', { name: 'Run performance analysis' }).click();
      const performance = page.getByTestId('performance-result');
      await performance.waitFor();
      await performance.getByText(/Based on: The current clustering result/).waitFor();
      await expect(performance.getByRole('region', { name: 'Cluster performance' }).isVisible()).resolves.toBe(true);

      // Predictive: 36 months of Keyword Planner searches, backtested, with the band's coverage.
      await tool(page, 'Predictive').click();
      await page.getByRole('button', { name: 'Run forecast' }).click();
      const predictive = page.getByTestId('predictive-result');
      await predictive.waitFor({ timeout: 60_000 });
      await predictive
        .getByText(/Keyword Planner monthly searches of 12 keywords/)
        .first()
        .waitFor();
      await predictive.getByText(/actual inside the band \d+ of \d+ times/).waitFor();
      await predictive
        .getByRole('cell', { name: 'Seasonal naive (benchmark)' })
        .or(predictive.getByText(/Seasonal naive \(benchmark\) \(used\)/))
        .first()
        .waitFor();
      await predictive.getByRole('region', { name: 'Scenarios' }).waitFor();
      for (const name of ['Conservative', 'Realistic', 'Ambitious']) {
        await predictive.getByRole('cell', { name, exact: true }).waitFor();
      }
      await predictive
        .getByText(/The 7-day period/)
        .count()
        .then((n) => expect(n).toBe(0));
      await noBadFigures(page);
      await expectNoSeriousA11yViolations(page, 'predictive');
      await settledShot(page, 'advanced-analytics-forecast-desktop', true);

      // 7d asks for 30d.
      await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: '7 days' }).click();
      await page.getByRole('button', { name: 'Run forecast' }).click();
      await page.getByText('The 7-day period is too short for monthly data: the 30-day period is used.').waitFor();

      // ROI with the spec's defaults.
      await tool(page, 'ROI').click();
      expect(await page.getByLabel('Monthly budget').inputValue()).toBe('10000');
      expect(await page.getByLabel('Cost per click').inputValue()).toBe('3.5');
      expect(await page.getByLabel('Conversion rate (%)').inputValue()).toBe('2.8');
      expect(await page.getByLabel('Average order value').inputValue()).toBe('150');
      await page.getByRole('button', { name: 'Calculate ROI' }).click();
      const roi = page.getByTestId('roi-result');
      await roi.waitFor();
      const rows = roi.getByRole('region', { name: 'ROI per keyword' }).getByRole('row');
      expect(await rows.count()).toBe(11);
      await roi.getByText('Estimated revenue = clicks × conversion rate × average order value').waitFor();
      await noBadFigures(page);
      await settledShot(page, 'advanced-analytics-roi-desktop', true);

      // Bad budget figures.
      await page.getByLabel('Monthly budget').fill('-500');
      await page.getByRole('button', { name: 'Calculate ROI' }).click();
      await page.getByText('Monthly budget cannot be negative: enter 0 or more.').first().waitFor();
      await dismissToasts(page);
      await page.getByLabel('Monthly budget').fill('');
      await page.getByText('Not a number: 0 is used.').waitFor();
      await page.getByLabel('Conversion rate (%)').fill('0');
      await page.getByRole('button', { name: 'Calculate ROI' }).click();
      await roi.getByText('With a 0 % conversion rate no revenue is counted.').waitFor();
      await noBadFigures(page);

      // Competitive: required message, then a ranking export attached here.
      await tool(page, 'Competitive').click();
      await page.getByRole('button', { name: 'Analyze competitors' }).click();
      await page.getByText('Please enter competitor domains for analysis').waitFor();
      await page
        .getByLabel('Competitor domains (one per line)')
        .fill('https://www.rival-garden.example/\nno-export.example\n<img src=x onerror=alert(1)>');
      await page
        .getByLabel('Attach a ranking export')
        .setInputFiles(resolve(FIXTURES, 'rival-garden.example-organic.Positions-us-20260601.csv'));
      const competitive = page.getByTestId('competitive-result');
      await competitive.waitFor({ timeout: 30_000 });
      const table = competitive.getByRole('region', { name: 'Competitors' });
      const rival = table.getByRole('row').filter({ hasText: 'rival-garden.example' });
      await rival.getByText(/Ranking export rival-garden/).waitFor();
      // 5 of its 7 keywords are ours (12 keywords): overlap 41.7 %.
      expect(await rival.getByRole('cell').nth(2).innerText()).toBe('5');
      expect(await rival.getByRole('cell').nth(3).innerText()).toBe('2');
      expect(await rival.getByRole('cell').nth(5).innerText()).toBe('41.7 %');
      const missing = table.getByRole('row').filter({ hasText: 'no-export.example' });
      await missing.getByText('no ranking export').waitFor();
      await missing.getByRole('button', { name: 'Attach ranking export for no-export.example' }).waitFor();
      await competitive.getByText('<img src=x onerror=alert(1)>: not a domain (example.com)').waitFor();
      await expectNoSeriousA11yViolations(page, 'competitive');
      await settledShot(page, 'advanced-analytics-competitive-desktop', true);

      // 500 lines.
      await page
        .getByLabel('Competitor domains (one per line)')
        .fill(Array.from({ length: 500 }, (_, i) => `site-${i}.example`).join('\n'));
      await page.getByRole('button', { name: 'Analyze competitors' }).click();
      await page.getByText(/500 domains entered; the first 50 are analysed/).waitFor();

      // The executive dashboard and its exports.
      await tool(page, 'Dashboard').click();
      await page.getByRole('button', { name: 'Generate executive dashboard' }).click();
      const dashboard = page.getByTestId('dashboard-result');
      await dashboard.waitFor({ timeout: 60_000 });
      expect(await dashboard.getByTestId('dashboard-widget').count()).toBe(3);
      const [png] = await Promise.all([
        page.waitForEvent('download'),
        dashboard.getByRole('button', { name: 'Export PNG' }).click(),
      ]);
      const image = await readDownload(png);
      expect(image.subarray(1, 4).toString()).toBe('PNG');
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      writeFileSync(resolve(SCREENSHOT_DIR, 'advanced-analytics-dashboard-export.png'), image);
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        dashboard.getByRole('button', { name: 'Export PDF' }).click(),
      ]);
      expect((await readDownload(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
      await noBadFigures(page);
      await expectNoSeriousA11yViolations(page, 'dashboard');
      await settledShot(page, 'advanced-analytics-dashboard-desktop', true);

      await page.setViewportSize(PHONE);
      await tool(page, 'Predictive').click();
      await page.getByRole('button', { name: 'Run forecast' }).click();
      await page.getByTestId('predictive-result').waitFor({ timeout: 60_000 });
      await settledShot(page, 'advanced-analytics-forecast-phone', true);
    });
  });

  it('says what is missing when there is no data, on a phone', async () => {
    await withApp({ path: '/?tab=advanced-analytics', viewport: PHONE }, async ({ page }) => {
      const kpis = page.getByRole('list', { name: 'KPI cards' });
      await kpis.getByText('No clustering run yet: run clustering first.').first().waitFor();
      await page.getByRole('button', { name: 'Run performance analysis' }).click();
      await page.getByText('Please run clustering analysis first or ensure you have keyword data').waitFor();
      await page
        .getByLabel('Keywords (one per line)')
        .fill('garden hose\n<script>alert(1)</script>\n水管 花园\nخرطوم الحديقة');
      await page.getByRole('button', { name: 'Run performance analysis' }).click();
      await page
        .getByTestId('performance-result')
        .getByText(/4 keywords typed, with deterministic estimates/)
        .waitFor();
      await tool(page, 'Predictive').click();
      await page.getByRole('button', { name: 'Run forecast' }).click();
      await page.getByText('No monthly history to forecast yet.').waitFor();
      await noBadFigures(page);
      await expectNoSeriousA11yViolations(page, 'empty analytics');
      await settledShot(page, 'advanced-analytics-empty-phone', true);
    });
  });
});
