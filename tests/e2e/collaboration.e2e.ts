/**
 * Collaboration tab (issue 21): the five tools on one device, then two users on the sync test
 * server (A creates a workspace, invites B as viewer, shares a result; B sees it and the server
 * refuses B's writes in words).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../unit/sync/server';
import { connect, createAndInvite, openTab, waitSynced, writeBehindTheAppsBack } from './collaboration-helpers';
import { CLUSTERING_TAB, enterKeywords, runClustering, waitForTab } from './clustering-helpers';
import {
  baseUrl,
  dismissToasts,
  expectNoSeriousA11yViolations,
  openApp,
  PHONE,
  settledShot,
  waitForToast,
  withApp,
} from './support';
import { COFFEE_KEYWORDS as KEYWORDS } from '../fixtures/coffeeKeywords';

const COLLABORATION_TAB = '/?tab=collaboration';
const HOSTILE = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script> Café 咖啡 مرحبا 😀';
const LONG_WORD = 'x'.repeat(600);

const tool = (page: Page, name: RegExp | string) =>
  page.getByRole('group', { name: 'Collaboration tool' }).getByRole('button', { name });

async function openCollaboration(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}${COLLABORATION_TAB}`);
  await page.getByRole('heading', { name: 'Team Collaboration' }).waitFor();
  await page.getByRole('heading', { name: 'Create Workspace' }).waitFor();
}

async function createWorkspace(page: Page, name: string, description = ''): Promise<void> {
  await page.getByRole('textbox', { name: 'Workspace name', exact: true }).fill(name);
  if (description) await page.getByRole('textbox', { name: 'Description', exact: true }).fill(description);
  await page.getByRole('button', { name: 'Create Workspace' }).click();
  await waitForToast(page, 'Workspace Created');
}

async function clusterCoffee(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}${CLUSTERING_TAB}`);
  await waitForTab(page);
  await enterKeywords(page, KEYWORDS);
  await runClustering(page);
}

describe('Collaboration on one device', () => {
  it('creates a workspace, shares a versioned result, comments, and lists activity and notifications', async () => {
    await withApp({ path: COLLABORATION_TAB }, async ({ page }) => {
      await page.getByRole('heading', { name: 'Team Collaboration' }).waitFor();
      await page
        .getByTestId('local-only-note')
        .getByText(/connecting a sync server/)
        .waitFor();
      await page.getByText('No Workspaces Found').waitFor();
      await page.getByText("You don't have access to any workspaces yet").waitFor();
      await expectNoSeriousA11yViolations(page, 'collaboration, empty');

      await page.getByRole('button', { name: 'Create Workspace' }).click();
      await waitForToast(page, 'Workspace Name Required');
      await page.getByText('Please enter a workspace name').first().waitFor();
      await createWorkspace(page, HOSTILE, `Notes ${LONG_WORD}`);
      const card = page.getByRole('listitem', { name: HOSTILE });
      await card.getByText('This device only').waitFor();
      await card.getByText('owner').waitFor();
      await card.getByText('1 member').waitFor();
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.getByText('Members (1)').waitFor();
      await page
        .getByText(/created the workspace/)
        .first()
        .waitFor();

      await tool(page, 'Sharing').click();
      await page.getByRole('button', { name: 'Share Result' }).click();
      await waitForToast(page, 'No Data to Share');

      await clusterCoffee(page);
      await openCollaboration(page);
      await tool(page, 'Sharing').click();
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Coffee clusters');
      await page.getByRole('combobox', { name: 'Permission level' }).selectOption('editor');
      await page.getByRole('button', { name: 'Share Result' }).click();
      await waitForToast(page, 'Content Shared');
      await page.getByRole('button', { name: 'Open Coffee clusters' }).click();
      await page.getByText('Read only').waitFor();
      await page.getByText('Clusters of version 1').waitFor();
      await page.getByRole('button', { name: 'Publish new version' }).click();
      await waitForToast(page, 'Version Published');
      await page.getByText('Clusters of version 2').waitFor();
      await page.getByRole('combobox', { name: 'Version', exact: true }).selectOption('1');
      await page.getByText('Clusters of version 1').waitFor();
      await page.getByRole('button', { name: 'Copy to my projects' }).click();
      await waitForToast(page, 'Copied to My Projects');
      await dismissToasts(page);
      await expectNoSeriousA11yViolations(page, 'shared item');
      await settledShot(page, 'collaboration-shared-item-desktop');

      await page.getByRole('button', { name: 'Comment on this item' }).click();
      await page.getByRole('heading', { name: 'Comments on Coffee clusters' }).waitFor();
      await page.getByRole('button', { name: 'Add Comment' }).click();
      await waitForToast(page, 'Comment Required');
      await page.getByRole('textbox', { name: 'Add a comment' }).fill(HOSTILE);
      await page.getByText(`${Array.from(HOSTILE).length}/2,000`).waitFor();
      await page.getByRole('button', { name: 'Add Comment' }).click();
      await waitForToast(page, 'Comment Added');
      const comment = page.getByTestId('comment').first();
      await comment.getByText(HOSTILE, { exact: true }).waitFor();
      await comment.getByRole('button', { name: 'Edit' }).click();
      await comment.getByLabel('Edit comment').fill('Second thoughts');
      await comment.getByRole('button', { name: 'Save' }).click();
      await waitForToast(page, 'Comment Updated');
      await page
        .getByTestId('comment')
        .getByText(/edited/)
        .waitFor();
      await page.getByRole('textbox', { name: 'Add a comment' }).fill('To delete');
      await page.getByRole('button', { name: 'Add Comment' }).click();
      await page
        .getByTestId('comment')
        .filter({ hasText: 'To delete' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page.getByTestId('comment').filter({ hasText: 'To delete' }).waitFor({ state: 'detached' });
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

      await tool(page, 'Notifications').click();
      await page.getByText('No Notifications').waitFor();
      await tool(page, 'Activity').click();
      for (const action of ['comment deleted', 'comment edited', 'item copied', 'version published', 'item shared'])
        await page.getByText(action, { exact: true }).first().waitFor();
      await dismissToasts(page);
      await expectNoSeriousA11yViolations(page, 'activity');
      await settledShot(page, 'collaboration-activity-desktop');
    });
  });

  it('fits a phone', async () => {
    await withApp({ path: COLLABORATION_TAB, viewport: PHONE }, async ({ page }) => {
      await page.getByRole('heading', { name: 'Team Collaboration' }).waitFor();
      await createWorkspace(page, 'Phone team', 'Checked on a 390 px screen');
      await page.getByText('Members (1)').waitFor();
      await dismissToasts(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page, 'collaboration, phone');
      await settledShot(page, 'collaboration-phone', true);
    });
  });
});

describe('Collaboration between two users on the sync server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ana: 'owner' });
  });
  afterAll(() => server.close());

  it('A creates a workspace, invites B as viewer and shares a result; B sees it, and the server refuses B’s edit of A’s comment in words', async () => {
    await withApp({ path: CLUSTERING_TAB }, async (a) => {
      await waitForTab(a.page);
      await enterKeywords(a.page, KEYWORDS);
      await runClustering(a.page);
      await openTab(a.page, 'collaboration');
      // Made before connecting: on this device only, then published.
      await createWorkspace(a.page, 'Device notes');
      await a.page.getByText(/connect a sync server \(Sync in the header\), then publish it here/).waitFor();
      await connect(a.page, server, 'ana');
      await a.page.getByRole('button', { name: 'Publish to the sync server' }).click();
      await waitForToast(a.page, 'Workspace Published');
      await a.page.getByRole('listitem', { name: 'Device notes' }).getByText('Shared through sync').waitFor();
      await a.page.getByText('ana published the workspace to the sync server').waitFor();
      await waitSynced(a.page);
      await createAndInvite(a.page, 'Coffee team', 'ben', 'viewer');
      await tool(a.page, 'Sharing').click();
      await a.page.getByRole('textbox', { name: 'Title', exact: true }).fill('Shared coffee');
      await a.page.getByRole('button', { name: 'Share Result' }).click();
      await waitForToast(a.page, 'Content Shared');
      await a.page.getByRole('button', { name: 'Open Shared coffee' }).click();
      await a.page.getByRole('button', { name: 'Comment on this item' }).click();
      await a.page.getByRole('textbox', { name: 'Add a comment' }).fill('Ana’s note for @ben');
      await a.page.getByRole('button', { name: 'Add Comment' }).click();
      await waitForToast(a.page, 'Comment Added');
      await waitSynced(a.page);

      const b = await openApp({ path: COLLABORATION_TAB });
      try {
        await connect(b.page, server, 'ben');
        const card = b.page.getByRole('listitem', { name: 'Coffee team' });
        await card.waitFor({ timeout: 30_000 });
        await card.getByText('viewer', { exact: true }).waitFor();
        await b.page.getByText(/You are a viewer here/).waitFor();
        expect(await b.page.getByRole('button', { name: 'Invite', exact: true }).count()).toBe(0);
        await tool(b.page, /^Notifications/).click();
        await b.page.getByText('You were added to a workspace').waitFor();
        await b.page.getByText('You were mentioned').waitFor();
        await b.page.getByRole('button', { name: 'Mark all read' }).click();
        await b.page.getByText('0 unread of 3').waitFor();

        await tool(b.page, 'Sharing').click();
        await b.page.getByText(/You are a viewer of this workspace: ask its owner or an admin/).waitFor();
        expect(await b.page.getByRole('button', { name: 'Share Result' }).count()).toBe(0);
        await b.page.getByRole('button', { name: 'Open Shared coffee' }).click();
        await b.page.getByText('Read only').waitFor();
        await b.page.getByText('Clusters of version 1').waitFor();
        expect(await b.page.getByRole('button', { name: 'Publish new version' }).count()).toBe(0);
        await b.page.getByRole('button', { name: 'Comment on this item' }).click();
        const comment = b.page.getByTestId('comment').filter({ hasText: 'Ana’s note' });
        await comment.waitFor();
        expect(await comment.getByRole('button', { name: 'Edit' }).count()).toBe(0);

        await writeBehindTheAppsBack(b.page, 'comments', {
          field: 'content',
          value: 'Ana’s note for @ben',
          patch: { content: 'Changed by ben' },
        });
        await b.page
          .getByText('The sync server refused this: Only its author edits a comment.')
          .waitFor({ timeout: 30_000 });
        await dismissToasts(b.page);
        await expectNoSeriousA11yViolations(b.page, 'collaboration, viewer');
        await settledShot(b.page, 'collaboration-viewer-refused-desktop');
        // A still has the comment as written.
        await a.page.getByTestId('comment').getByText('Ana’s note for @ben').waitFor();
      } finally {
        await b.close();
      }
    });
  });
});
