import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer, type SiteServer } from '../fixtures/website/siteServer';
import {
  dismissToasts,
  DESKTOP,
  expectNoSeriousA11yViolations,
  PHONE,
  settledShot,
  waitForToast,
  withApp,
} from './support';

const fixture = (path: string) => resolve('tests/fixtures', path);

async function attachPair(
  page: Page,
  theirs = fixture('competitor/semrush-positions-theirs.csv'),
  yours = fixture('competitor/semrush-positions-yours.csv'),
) {
  await page.getByLabel('Competitor URL').fill('beanhub.example');
  await page.getByLabel('Ranking export of competitor 1').setInputFiles(theirs);
  await page.getByLabel('Ranking export of your site').setInputFiles(yours);
  await expect.poll(() => page.getByTestId('attached-rankings').count(), { timeout: 20_000 }).toBe(2);
}

const gapTypeOf = (page: Page, keyword: string) =>
  page.getByTestId('gap-row').filter({ hasText: keyword }).getByRole('cell').nth(1).textContent();

let site: SiteServer;
beforeAll(async () => {
  site = await startSiteServer(4216, { cors: true });
});
afterAll(() => site.close());

describe('Competitor Analysis', () => {
  it('finds each gap type from a Semrush Positions pair and turns gaps into content opportunities', async () => {
    await withApp({ path: '/?tab=competitive', viewport: DESKTOP }, async ({ page }) => {
      await page.getByTestId('competitor-prompt').waitFor();
      await page.getByRole('button', { name: 'Analyze Competitor' }).click();
      await waitForToast(page, 'Please enter a competitor website URL');
      await dismissToasts(page);
      await settledShot(page, 'competitive-before-desktop');

      await attachPair(page);
      const started = Date.now();
      await page.getByRole('button', { name: 'Analyze Competitor' }).click();
      await page.getByTestId('competitor-results').waitFor({ timeout: 60_000 });
      console.log(
        `Competitor analysis (fixture pair, with opportunities): ${((Date.now() - started) / 1000).toFixed(2)} s`,
      );
      expect(await gapTypeOf(page, 'nitro cold brew')).toBe('Missing');
      expect(await gapTypeOf(page, 'cold brew ratio')).toBe('Underperforming');
      expect(await gapTypeOf(page, 'cold brew maker review')).toBe('Opportunity');
      expect(await gapTypeOf(page, 'cold brew tea bags')).toBe('Unknown');
      await expect(page.getByTestId('gap-row').count()).resolves.toBe(6);
      await expect(
        page
          .getByText(/an export limit/)
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      // Both counts named: opportunity-type gaps versus content opportunities (pages).
      const totals = await page.getByTestId('competitor-totals').innerText();
      expect(totals).toMatch(/Opportunity-type gaps\s+\d+/);
      expect(totals).toMatch(/Content opportunities\s+\d+/);
      expect(await page.getByTestId('competitor-summary').count()).toBe(1);
      expect(await page.getByTestId('competitor-summary').innerText()).toContain('beanhub.example');
      // Every gap as CSV: formula-safe, with type, positions, volumes and scores.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: /^Export all 6 gaps \(CSV\)$/ }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('keyword-gaps-beanhub.example.csv');
      const csv = readFileSync(await download.path(), 'utf8');
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(csv.startsWith('\uFEFFkeyword,gap_type,search_volume,volume_origin,competitor_position')).toBe(true);
      expect(lines).toHaveLength(7);
      expect(lines.find((line) => line.startsWith('nitro cold brew,'))).toMatch(
        /^nitro cold brew,Missing,\d+,imported,/,
      );
      const opportunity = page.getByTestId('content-opportunity').first();
      await expect(opportunity.getByText('High priority').isVisible()).resolves.toBe(true);
      await expectNoSeriousA11yViolations(page, 'competitor results');
      await settledShot(page, 'competitive-desktop', true);
      await opportunity.getByRole('button', { name: 'Add to clustering' }).click();
      await waitForToast(page, /Added \d+ keywords? to clustering/);
    });
  });

  it('refuses a Keyword Planner file attached as rankings, on a phone', async () => {
    await withApp({ path: '/?tab=competitive', viewport: PHONE }, async ({ page }) => {
      await page.getByTestId('competitor-prompt').waitFor();
      await page.getByLabel('Ranking export of competitor 1').setInputFiles(fixture('imports/keyword-planner.csv'));
      await waitForToast(page, 'This looks like a Keyword Planner file; attach an Organic Positions export');
      await dismissToasts(page);
      await attachPair(page);
      await page.getByRole('button', { name: 'Analyze Competitor' }).click();
      await page.getByTestId('competitor-results').waitFor({ timeout: 60_000 });
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
      await settledShot(page, 'competitive-phone', true);
      await page.getByRole('heading', { name: 'Keyword gaps' }).scrollIntoViewIfNeeded();
      await settledShot(page, 'competitive-phone-gaps');
    });
  });

  it('analyses 10,000-row exports on both sides and opens every gap with Show all', async () => {
    const header = readFileSync(fixture('competitor/semrush-positions-theirs.csv'), 'utf8').split('\n')[0];
    const rows = (offset: number) =>
      Array.from({ length: 10_000 }, (_, i) => {
        const n = i + offset;
        return `keyword number ${n} topic ${n % 97},${(n % 30) + 1},${(n % 30) + 1},${100 + (n % 5000)},${n % 90},0.5,https://x.example/${n}/,1,0.1,1,0.1,1000,"[1]",2026-05-14,"",informational,Organic`;
      }).join('\n');
    const dir = mkdtempSync(join(tmpdir(), 'topicwise-competitor-'));
    writeFileSync(join(dir, 'theirs-10k.csv'), `${header}\n${rows(5000)}\n`);
    writeFileSync(join(dir, 'yours-10k.csv'), `${header}\n${rows(0)}\n`);
    await withApp({ path: '/?tab=competitive', viewport: DESKTOP }, async ({ page }) => {
      await page.getByTestId('competitor-prompt').waitFor();
      await attachPair(page, join(dir, 'theirs-10k.csv'), join(dir, 'yours-10k.csv'));
      const started = Date.now();
      await page.getByRole('button', { name: 'Analyze Competitor' }).click();
      await page.getByTestId('competitor-results').waitFor({ timeout: 120_000 });
      console.log(
        `Competitor analysis of two 10,000-row exports in the browser: ${((Date.now() - started) / 1000).toFixed(2)} s`,
      );
      await expect(page.getByTestId('gap-row').count()).resolves.toBe(10);
      await page.getByRole('button', { name: /^Show all [\d,]+ gaps$/ }).click();
      await page.getByRole('heading', { name: 'All keyword gaps' }).waitFor();
    });
  });

  it('without an export crawls the competitor and shows estimated opportunity gaps, never positions', async () => {
    const noise = ['Failed to load resource'];
    await withApp({ path: '/?tab=competitive', viewport: DESKTOP, allowErrors: noise }, async ({ page }) => {
      await page.getByTestId('competitor-prompt').waitFor();
      await page.getByLabel('Competitor URL').fill(`${site.url}/`);
      await page.getByLabel('Your keywords (optional, one per line)').fill('cold brew\n<script>alert(1)</script>');
      await page.getByRole('button', { name: 'Analyze Competitor' }).click();
      await page.getByTestId('competitor-results').waitFor({ timeout: 60_000 });
      const rows = page.getByTestId('gap-row');
      await expect(rows.count()).resolves.toBeGreaterThan(0);
      const first = rows.first();
      expect(await first.getByRole('cell').nth(1).textContent()).toBe('Opportunity');
      expect(await first.getByRole('cell').nth(3).textContent()).toBe('Not known');
      await expect(first.getByText('Estimated').isVisible()).resolves.toBe(true);
      await expect(rows.filter({ hasText: /^cold brew$/ }).count()).resolves.toBe(0);
      await expect(page.getByText('Not known', { exact: true }).first().isVisible()).resolves.toBe(true);
      await settledShot(page, 'competitive-crawled-desktop', true);
    });
  });
});
