import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLUSTERING_TAB, tabCount, uploadGeneratedKeywords, waitForTab } from './clustering-helpers';
import { DESKTOP, shot, waitForAnimations, waitForScrollSettled, withApp } from './support';

const N = 10_000;

/** Waits until the progress bar's text differs from `previous`; null once the bar is gone. */
async function nextProgressText(page: Page, previous: string): Promise<string | null> {
  const next = await page.waitForFunction(
    (before) => {
      const text = document.querySelector('[data-testid=run-progress]')?.textContent ?? null;
      return text === before ? false : { text };
    },
    previous,
    { polling: 'raf', timeout: 120_000 },
  );
  // (waitForFunction only resolves on a truthy value, so `false` never arrives here.)
  const value = await next.jsonValue();
  return value ? value.text : null;
}

describe('Keyword Clustering tab at 10,000 keywords', () => {
  it('runs with a moving progress bar, stays scrollable, and a cancelled rerun keeps the result', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
      await waitForTab(page);
      await uploadGeneratedKeywords(page, N);

      await page.getByRole('button', { name: 'Cluster keywords' }).click();
      const progress = page.getByTestId('run-progress');
      await progress.waitFor();
      const seen = new Set<string>();
      let shotTaken = false;
      // Reads the bar each time its text changes, until it goes away with the run.
      for (let text = await progress.textContent(); text !== null; text = await nextProgressText(page, text)) {
        const percent = text.match(/(\d+)%/)?.[1];
        if (percent) seen.add(percent);
        if (!shotTaken && seen.size >= 2) {
          // The bar scrolls itself into view smoothly; its width animates with each step.
          await waitForScrollSettled(page);
          await waitForAnimations(page, { onlyCurrent: true });
          await shot(page, 'clustering-desktop-progress');
          shotTaken = true;
        }
      }
      await page.getByText('Clustering completed!').waitFor({ timeout: 120_000 });
      expect(seen.size, `progress values seen: ${[...seen].join(', ')}`).toBeGreaterThanOrEqual(2);
      expect(await page.getByTestId('result-totals').innerText()).toMatch(/Keywords\s+(9,\d{3}|10,000)\n/); // spelling variants are merged
      const clusters = await tabCount(page, 'Clusters');
      expect(clusters).toBeGreaterThan(100);

      // Virtualised: a few cards in the DOM, and the last one reachable by scrolling.
      expect(await page.getByTestId('cluster-card').count()).toBeLessThan(40);
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
      await waitForScrollSettled(page);
      await expect.poll(() => page.getByTestId('cluster-card').count()).toBeGreaterThan(0);
      await page.getByRole('tab', { name: /^Unclustered \(/ }).click();
      await page.getByTestId('unclustered-row').first().waitFor();
      expect(await page.getByTestId('unclustered-row').count()).toBeLessThan(60);
      await page.getByRole('tab', { name: /^Clusters \(/ }).click();

      // One step tighter: the same settings again would take the worker's kept result at once.
      const totals = await page.getByTestId('result-totals').innerText();
      await page.getByRole('slider', { name: 'Similarity threshold' }).press('ArrowRight');
      await page.getByRole('button', { name: 'Cluster keywords' }).click();
      await progress.waitFor();
      await progress.getByRole('button', { name: 'Cancel' }).click();
      await page.getByText('Clustering cancelled').waitFor();
      await progress.waitFor({ state: 'detached' });
      expect(await page.getByTestId('result-totals').innerText()).toBe(totals);
      expect(await tabCount(page, 'Clusters')).toBe(clusters);
    });
  });
});
