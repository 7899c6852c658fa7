import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestServer, type TestServer } from '../unit/sync/server';
import { allTexts, CLUSTERING_TAB, enterKeywords, runClustering, waitForTab } from './clustering-helpers';
import { dismissToasts, openApp, openSecondTab, PHONE, settledShot, withApp, type AppSession } from './support';
import { COFFEE_KEYWORDS as KEYWORDS } from '../fixtures/coffeeKeywords';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ vic: 'viewer' });
});
afterAll(() => server.close());

const syncButton = (page: Page) => page.getByRole('button', { name: /^Sync/ });

async function connect(page: Page, username: string, remember = false): Promise<void> {
  await syncButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Sync' });
  await dialog.getByLabel('Server URL').fill(`${server.url}team`);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(PASSWORD);
  if (remember) await dialog.getByText('Remember on this device').click();
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await dialog
    .getByTestId('sync-status')
    .getByText(/^Synced/)
    .waitFor({ timeout: 30_000 });
  // Signed in, the profile's name is the server's user name.
  await dialog.getByText(`Signed in: your name is the server's user name, ${username}.`, { exact: false }).waitFor();
  expect(await dialog.getByLabel('Display name').inputValue()).toBe(username);
}

async function closePanel(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Sync' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog', { name: 'Sync' }).waitFor({ state: 'hidden' });
}

const firstCard = (page: Page) => page.getByTestId('cluster-card').first();
const clusterNames = (page: Page) => allTexts(page.getByTestId('cluster-name'));

async function renameCluster(page: Page, from: string, to: string): Promise<void> {
  const card = page.getByTestId('cluster-card').filter({ hasText: from }).first();
  await card.getByRole('button', { name: `Rename ${from}` }).click();
  const input = card.getByLabel('Cluster name');
  await input.fill(to);
  await input.press('Enter');
  await page.getByTestId('cluster-name').getByText(to, { exact: true }).waitFor();
}

/** Chromium logs each request made while offline as a console error; those are the fault under test. */
const OFFLINE_REQUESTS = ['ERR_INTERNET_DISCONNECTED'];

async function otherDevice(): Promise<AppSession> {
  return openApp({ path: CLUSTERING_TAB, allowErrors: OFFLINE_REQUESTS });
}

describe('sync with CouchDB between two devices', () => {
  it('carries a project and a result across, merges offline edits and shows a concurrent rename as a conflict', async () => {
    await withApp({ path: CLUSTERING_TAB, allowErrors: OFFLINE_REQUESTS }, async (a) => {
      await waitForTab(a.page);
      await connect(a.page, 'ana');
      await settledShot(a.page, 'sync-panel-desktop');
      await closePanel(a.page);
      a.page.once('dialog', (dialog) => void dialog.accept('Coffee shop'));
      await a.page.getByRole('button', { name: 'Add project' }).click();
      await a.page.getByRole('option', { name: 'Coffee shop' }).waitFor({ state: 'attached' });
      await enterKeywords(a.page, KEYWORDS);
      await runClustering(a.page);
      await dismissToasts(a.page);
      await syncButton(a.page)
        .and(a.page.getByRole('button', { name: /Synced/ }))
        .waitFor();

      const b = await otherDevice();
      try {
        await waitForTab(b.page);
        await connect(b.page, 'ben', true);
        await closePanel(b.page);
        // The password is remembered: after a reload sync resumes without asking.
        await b.page.reload();
        await firstCard(b.page).waitFor({ timeout: 30_000 });
        expect((await clusterNames(b.page)).sort()).toEqual((await clusterNames(a.page)).sort());
        await b.page.getByRole('option', { name: 'Coffee shop' }).waitFor({ state: 'attached' });

        const [target] = await clusterNames(a.page);
        await a.context.setOffline(true);
        await b.context.setOffline(true);
        await renameCluster(a.page, target, 'Espresso (A)');
        await renameCluster(b.page, target, 'Espresso (B)');
        await syncButton(a.page)
          .and(a.page.getByRole('button', { name: /Offline/ }))
          .waitFor({ timeout: 30_000 });
        await a.context.setOffline(false);
        await syncButton(a.page)
          .and(a.page.getByRole('button', { name: /Synced/ }))
          .waitFor({ timeout: 30_000 });
        await b.context.setOffline(false);
        await syncButton(b.page)
          .and(b.page.getByRole('button', { name: /\d+ conflicts?/ }))
          .waitFor({ timeout: 30_000 });

        await syncButton(b.page).click();
        const conflicts = b.page.getByTestId('sync-conflict');
        const rename = conflicts.filter({ hasText: 'This device: Espresso (B)' });
        await rename.getByText('The server: Espresso (A)').waitFor();
        await settledShot(b.page, 'sync-conflict-desktop');
        // The rename also renamed the cluster's one-cluster topic on both sides; the topic's name
        // follows its cluster's, so the user sees one conflict, not two.
        expect(await conflicts.count()).toBe(1);
        await rename.getByRole('button', { name: 'Keep mine' }).click();
        await conflicts.first().waitFor({ state: 'detached' });
        await closePanel(b.page);
        await a.page
          .getByTestId('cluster-name')
          .getByText('Espresso (B)', { exact: true })
          .waitFor({ timeout: 30_000 });
      } finally {
        await b.close();
      }
    });
  });

  it('syncs from one tab of a browser: another tab shows what it pulls, and takes over when it closes', async () => {
    await withApp({ path: CLUSTERING_TAB }, async (a) => {
      await waitForTab(a.page);
      await enterKeywords(a.page, KEYWORDS);
      await runClustering(a.page);
      await dismissToasts(a.page);
      await connect(a.page, 'ana', true);
      await closePanel(a.page);
      const tabB = await openSecondTab(a, CLUSTERING_TAB);
      const fromTabB: string[] = [];
      tabB.on('request', (request) => {
        if (request.url().startsWith(server.url)) fromTabB.push(request.url());
      });
      await firstCard(tabB).waitFor();
      // It shows the syncing tab's state, not a sync of its own that never starts.
      await syncButton(tabB)
        .and(tabB.getByRole('button', { name: /Synced/ }))
        .waitFor();

      const other = await otherDevice();
      try {
        await waitForTab(other.page);
        await connect(other.page, 'ben');
        await closePanel(other.page);
        await firstCard(other.page).waitFor({ timeout: 30_000 });
        const [first, second] = await clusterNames(other.page);
        await renameCluster(other.page, first, 'Renamed on the other device');
        // Tab A pulls it; tab B shows it from the shared database without asking the server.
        await tabB.getByTestId('cluster-name').getByText('Renamed on the other device').waitFor({ timeout: 30_000 });
        expect(fromTabB, 'the second tab waits for the first one instead of syncing too').toEqual([]);

        await a.page.close();
        await renameCluster(other.page, second, 'Renamed after tab A closed');
        await tabB.getByTestId('cluster-name').getByText('Renamed after tab A closed').waitFor({ timeout: 30_000 });
        expect(fromTabB.length, 'the remaining tab took the sync over').toBeGreaterThan(0);
      } finally {
        await other.close();
      }
    });
  });

  it('shows a viewer why the server refused a change, keeps it on the device, and fits a phone', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: PHONE }, async ({ page }) => {
      await waitForTab(page);
      await connect(page, 'vic');
      await closePanel(page);
      page.once('dialog', (dialog) => void dialog.accept('Viewer project'));
      await page.getByRole('button', { name: 'Add project' }).click();
      await page.getByRole('option', { name: 'Viewer project' }).waitFor({ state: 'attached' });
      await syncButton(page).click();
      await page
        .getByTestId('sync-refused')
        .getByText(/Project kept on this device, not synced: You are a viewer/)
        .waitFor({ timeout: 30_000 });
      await settledShot(page, 'sync-panel-phone');
    });
  });

  it('keeps a local profile without a server, and says when the server refuses the password', async () => {
    // Chromium logs every 401 response in the console; this one is the answer under test.
    await withApp({ path: '/', allowErrors: ['401 (Unauthorized)'] }, async ({ page }) => {
      await syncButton(page).click();
      const dialog = page.getByRole('dialog', { name: 'Sync' });
      const name = dialog.getByLabel('Display name');
      expect(await name.inputValue()).toBe('Me');
      await name.fill('Zoë <b>李</b> 🌱');
      await dialog.getByRole('button', { name: 'Save name' }).click();
      await dialog.getByText('Name saved.').waitFor();
      await name.fill('   ');
      await dialog.getByRole('button', { name: 'Save name' }).click();
      await dialog.getByText('Display name is required').waitFor();
      await page.reload();
      await syncButton(page).click();
      expect(await dialog.getByLabel('Display name').inputValue()).toBe('Zoë <b>李</b> 🌱');
      await dialog.getByLabel('Server URL').fill(`${server.url}team`);
      await dialog.getByLabel('Username').fill('ana');
      await dialog.getByLabel('Password').fill('wrong password');
      await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
      await dialog.getByText(/^Signed out: the server refused the password/).waitFor();
    });
  });
});
