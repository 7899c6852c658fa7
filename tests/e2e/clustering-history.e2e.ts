import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateKeywords } from '../bench/generator';
import { CLUSTERING_TAB, enterKeywords, shownText, waitForTab } from './clustering-helpers';
import {
  DESKTOP,
  dismissToasts,
  expectNoSeriousA11yViolations,
  nextFrames,
  PHONE,
  scrollElementToTop,
  settledShot,
  waitForFocus,
  withApp,
} from './support';

/** Starts a run from the keyboard (focus on the button, Enter) and waits for its result. */
async function runByKeyboard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cluster keywords' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText('Clustering completed!').waitFor({ timeout: 90_000 });
  await page.getByTestId('results').waitFor();
}

async function addProject(page: Page, name: string): Promise<void> {
  const opened = page.waitForEvent('dialog');
  const clicked = page.getByRole('button', { name: 'Add project' }).click();
  await (await opened).accept(name);
  await clicked;
  await page.getByText('Project created').waitFor();
}

const projectSelect = (page: Page) => page.getByLabel('Project', { exact: true });

describe('Keyword Clustering: run history and projects', () => {
  it('keeps "No project" chosen, reopens, compares, moves and deletes runs', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
      await waitForTab(page);
      await addProject(page, 'Coffee site');
      const keywords = generateKeywords(60, 5).map((k) => k.text);
      await enterKeywords(page, keywords.slice(0, 40));
      await runByKeyboard(page);
      // Keyboard users land on the results, not on <body>.
      await waitForFocus(page.getByRole('heading', { name: 'Results' }));
      expect(await page.getByTestId('result-name').innerText()).toBe('Coffee site');
      await dismissToasts(page);

      // "No project" sticks although the result on screen belongs to a project...
      await projectSelect(page).selectOption({ label: 'No project' });
      await nextFrames(page, 4);
      expect(await projectSelect(page).locator('option:checked').innerText()).toBe('No project');
      // ...and the next run is filed under no project.
      await enterKeywords(page, keywords);
      await runByKeyboard(page);
      expect(await page.getByTestId('result-name').innerText()).toBe('Clustering of 60 keywords');
      expect(await projectSelect(page).locator('option:checked').innerText()).toBe('No project');
      await dismissToasts(page);

      await page.getByRole('button', { name: 'Run history' }).click();
      const history = page.getByRole('region', { name: 'Run history' });
      const rows = history.getByTestId('run-row');
      await expect.poll(() => rows.count()).toBe(2);
      const newest = rows.nth(0);
      const older = rows.nth(1);
      expect(await newest.innerText()).toContain('Current');
      expect(await newest.innerText()).toContain('60 keywords');
      expect(await newest.innerText()).toContain('No keyword figures (basic clustering)');
      expect(await older.innerText()).toContain('Coffee site');
      expect(await older.innerText()).toContain('40 keywords');

      // Compare the two: the 20 new keywords are counted, clusters gained are listed.
      await scrollElementToTop(history);
      await older.getByRole('checkbox').check();
      await newest.getByRole('checkbox').check();
      await history.getByRole('button', { name: 'Compare 2 runs' }).click();
      const comparison = history.getByTestId('run-comparison');
      await comparison.waitFor();
      const compared = await comparison.innerText();
      expect(compared).toContain('20 keywords only in the newer run');
      expect(compared).toMatch(/Clusters gained\s+\d+/);
      expect(compared).toMatch(/Volume moved/);
      await scrollElementToTop(history);
      await settledShot(page, 'clustering-desktop-run-history');

      // Open the older run: it becomes the current result, read-write.
      await older.getByRole('button', { name: 'Open' }).click();
      await page.getByTestId('result-name').getByText('Coffee site', { exact: true }).waitFor();
      await waitForFocus(page.getByRole('heading', { name: 'Results' }));
      const card = page.getByTestId('cluster-card').first();
      const oldName = await shownText(card.getByTestId('cluster-name'));
      await card.getByRole('button', { name: `Rename ${oldName}` }).click();
      await card.getByLabel('Cluster name').fill('Reopened and renamed');
      await card.getByLabel('Cluster name').press('Enter');
      await page.getByText('Cluster renamed').waitFor();
      await expect.poll(() => rows.filter({ hasText: 'Edited' }).count()).toBe(1);
      expect(await rows.filter({ hasText: 'Current' }).innerText()).toContain('Coffee site');
      await page.reload();
      await waitForTab(page);
      await page.getByTestId('result-name').getByText('Coffee site', { exact: true }).waitFor();
      await page.getByText('Reopened and renamed').first().waitFor();

      // Move the run out of its project, then delete the other run (the current one stays).
      await page.getByRole('button', { name: 'Run history' }).click();
      await expect.poll(() => rows.count()).toBe(1);
      await rows
        .first()
        .getByLabel(/^Project of/)
        .selectOption({ label: 'No project' });
      await page.getByText('Run moved').waitFor();
      await expect.poll(() => rows.count()).toBe(0);
      await projectSelect(page).selectOption({ label: 'No project' });
      await expect.poll(() => rows.count()).toBe(2);
      page.once('dialog', (dialog) => void dialog.accept());
      await rows
        .filter({ hasText: '60 keywords' })
        .getByRole('button', { name: /^Delete/ })
        .click();
      await page.getByText('Run deleted').waitFor();
      await expect.poll(() => rows.count()).toBe(1);
      await dismissToasts(page);
      await expectNoSeriousA11yViolations(page, 'run history');
    });
  });

  it('shows the run history on a phone', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: PHONE }, async ({ page }) => {
      await waitForTab(page);
      await enterKeywords(
        page,
        generateKeywords(30, 9).map((k) => k.text),
      );
      await runByKeyboard(page);
      await dismissToasts(page);
      await page.getByRole('button', { name: 'Run history' }).click();
      const history = page.getByRole('region', { name: 'Run history' });
      await history.getByTestId('run-row').first().waitFor();
      await scrollElementToTop(history);
      await settledShot(page, 'clustering-phone-run-history');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
    });
  });
});
