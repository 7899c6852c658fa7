import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLUSTERING_TAB, enterKeywords, runClustering, waitForTab } from './clustering-helpers';
import {
  DESKTOP,
  dismissToasts,
  expectNoSeriousA11yViolations,
  PHONE,
  settledShot,
  waitForToast,
  withApp,
} from './support';

const KEYWORDS = [
  'espresso machine',
  'best espresso machine',
  'cold brew recipe',
  'how to make cold brew',
  'buy coffee beans',
];
const HOUR_MS = 3_600_000;

const number = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).innerText()).replace(/[^\d.]/g, ''));

/** Requests three hours old, written straight into the stored request log: inside 6 hours, outside the last hour. */
async function seedOldRequests(page: Page, count: number) {
  await page.evaluate(
    async ({ count, at }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('topicwise');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction('request_log', 'readwrite');
      for (let i = 0; i < count; i += 1)
        tx.objectStore('request_log').put({
          id: `seed-${i}`,
          method: 'GET',
          route: 'GET /api/seeded',
          path: '/api/seeded',
          status: i % 10 === 0 ? 500 : 200,
          duration_ms: 5 + i,
          cache: 'bypass',
          created_at: new Date(at + i).toISOString(),
        });
      await new Promise((resolve) => (tx.oncomplete = resolve));
      db.close();
    },
    { count, at: Date.now() - 3 * HOUR_MS },
  );
}

async function openPerformance(page: Page) {
  await page.getByRole('tab', { name: /^Performance/ }).click();
  await page.getByRole('heading', { name: 'Performance Dashboard' }).waitFor();
  await page.getByTestId('performance-summary').waitFor();
}

describe('Performance tab', () => {
  it('shows real figures after a few requests; the period changes them; Clear All empties the cache', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
      await waitForTab(page);
      await enterKeywords(page, KEYWORDS);
      await runClustering(page);
      await seedOldRequests(page, 50);
      await dismissToasts(page);
      // The plans are a cached read that no write invalidates: the cache has an entry to clear.
      await page.getByRole('tab', { name: /^Pricing/ }).click();
      await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
      await openPerformance(page);

      expect(await number(page, 'tile-requests-today')).toBeGreaterThan(0);
      await expect(page.getByTestId('tile-response-time').innerText()).resolves.toMatch(/^\d+\.\d{3}s$/);
      await page.getByTestId('health-status').waitFor();
      await page.getByText('CPU usage').waitFor();
      await page.getByText('not available in browsers').first().waitFor();

      const summary = page.getByTestId('summary-total');
      const dayTotal = await number(page, 'summary-total');
      await page.getByLabel('Summary period').selectOption({ label: 'Last Hour' });
      await expect.poll(() => number(page, 'summary-total')).toBeLessThan(dayTotal);
      const hourTotal = await number(page, 'summary-total');
      await page.getByLabel('Summary period').selectOption({ label: 'Last 6 Hours' });
      await expect.poll(() => number(page, 'summary-total')).toBeGreaterThanOrEqual(hourTotal + 50);
      await page.getByRole('cell', { name: 'GET /api/seeded' }).waitFor();
      await expect(summary.isVisible()).resolves.toBe(true);
      await page.getByTestId('recommendation-score').waitFor();
      await page
        .getByText(/Requests per day, last 7 days/)
        .first()
        .waitFor();

      await expect.poll(() => number(page, 'cache-entries')).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Clear All' }).click();
      await waitForToast(page, /^Cache cleared: Cleared \d+ cached/);
      await expect.poll(() => number(page, 'cache-entries')).toBe(0);

      await dismissToasts(page);
      await expectNoSeriousA11yViolations(page, 'performance tab');
      await settledShot(page, 'performance-desktop', true);
    });
  });

  it('fits a phone', async () => {
    await withApp({ path: '/?tab=performance', viewport: PHONE }, async ({ page }) => {
      await page.getByRole('heading', { name: 'Performance Dashboard' }).waitFor();
      await page.getByTestId('performance-summary').waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousA11yViolations(page, 'performance tab, phone');
      await settledShot(page, 'performance-phone', true);
    });
  });
});
