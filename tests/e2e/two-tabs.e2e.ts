import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLUSTERING_TAB, enterKeywords, runClustering, shownText, waitForTab } from './clustering-helpers';
import { dismissToasts, openSecondTab, shot, waitForToast, withApp, type AppSession } from './support';

const KEYWORDS = [
  'espresso machine',
  'best espresso machine',
  'cheap espresso machine',
  'espresso machine reviews',
  'coffee beans online',
  'buy coffee beans',
  'organic coffee beans',
  'best coffee beans',
  'cold brew recipe',
  'how to make cold brew',
  'cold brew at home',
];

const RESULT_CHANGED =
  'This clustering result was changed in another tab or window. The latest version is now shown; make your change again.';

/** Another tab of the same browser profile showing the clustering tab, once its first card is drawn. */
async function openOtherTab(session: AppSession, options: { missesBroadcasts?: boolean } = {}): Promise<Page> {
  const page = await openSecondTab(session, CLUSTERING_TAB, options);
  await page.getByTestId('cluster-card').first().waitFor();
  return page;
}

const firstCard = (page: Page) => page.getByTestId('cluster-card').first();
const firstName = (page: Page) => shownText(firstCard(page).getByTestId('cluster-name'));

async function renameFirstCluster(page: Page, name: string): Promise<void> {
  const card = firstCard(page);
  await card.getByRole('button', { name: `Rename ${await firstName(page)}` }).click();
  const input = card.getByLabel('Cluster name');
  await input.fill(name);
  await input.press('Enter');
}

describe('two tabs of the app', () => {
  it('show each other’s edits, and a rename on an old version is refused instead of overwriting', async () => {
    await withApp({ path: CLUSTERING_TAB }, async (session) => {
      const { page: tabA } = session;
      await waitForTab(tabA);
      await enterKeywords(tabA, KEYWORDS);
      await runClustering(tabA);
      await dismissToasts(tabA);
      const tabB = await openOtherTab(session);
      expect(await firstName(tabB)).toBe(await firstName(tabA));

      // A renames: B shows it without a reload.
      await renameFirstCluster(tabA, 'Renamed in tab A');
      await waitForToast(tabA, 'Cluster renamed');
      await firstCard(tabB).getByTestId('cluster-name').getByText('Renamed in tab A', { exact: true }).waitFor();

      // C shows that version but will not hear of A's next rename; its own rename must not overwrite A's.
      const tabC = await openOtherTab(session, { missesBroadcasts: true });
      expect(await firstName(tabC)).toBe('Renamed in tab A');
      await renameFirstCluster(tabA, 'Renamed again in tab A');
      await firstCard(tabB).getByTestId('cluster-name').getByText('Renamed again in tab A', { exact: true }).waitFor();
      expect(await firstName(tabC)).toBe('Renamed in tab A');

      await renameFirstCluster(tabC, 'Renamed in tab C');
      const refused = await waitForToast(tabC, 'Edit failed');
      expect(await refused.innerText()).toContain(RESULT_CHANGED);
      // C now shows the latest version, and nothing was overwritten.
      await firstCard(tabC).getByTestId('cluster-name').getByText('Renamed again in tab A', { exact: true }).waitFor();
      await shot(tabC, 'two-tabs-conflict');
      await tabA.reload();
      await firstCard(tabA).getByTestId('cluster-name').waitFor();
      expect(await firstName(tabA)).toBe('Renamed again in tab A');

      // On the version it now shows, C's rename goes through.
      await dismissToasts(tabC);
      await renameFirstCluster(tabC, 'Renamed in tab C');
      await waitForToast(tabC, 'Cluster renamed');
      await firstCard(tabC).getByTestId('cluster-name').getByText('Renamed in tab C', { exact: true }).waitFor();
    });
  });
});
