/**
 * Enterprise → Team of a synced workspace (issue 23), two users on the sync test server: ana (owner)
 * creates a Collaboration workspace and invites ben as editor; ana's Team view lists both with their
 * roles, she makes ben a viewer there (through the collaboration layer's role route) and the audit
 * log says who changed what; ben's device sees the new role after sync, without a role picker. Axe
 * on both, desktop and phone screenshots.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../unit/sync/server';
import { connect, createAndInvite, waitSynced } from './collaboration-helpers';
import {
  dismissToasts,
  expectNoSeriousA11yViolations,
  openApp,
  PHONE,
  settledShot,
  waitForToast,
  withApp,
} from './support';

const WORKSPACE = 'Coffee team';

/** Switches to the Enterprise tab through the tab list: a reload would drop the sync password. */
async function openEnterpriseTeam(page: Page, workspaceOption: string): Promise<void> {
  await page.getByRole('tab', { name: 'Enterprise', exact: true }).click();
  await page.getByRole('heading', { name: 'Enterprise', exact: true }).waitFor();
  const picker = page.getByRole('combobox', { name: 'Workspace', exact: true });
  await picker.locator('option', { hasText: workspaceOption }).waitFor({ state: 'attached', timeout: 30_000 });
  await picker.selectOption({ label: workspaceOption });
  await page.getByText(`${WORKSPACE}. Members and roles as the sync server enforces them`).waitFor();
}

const roleOf = (card: Locator, role: string) =>
  card.getByTestId('member-role').filter({ hasText: new RegExp(`^${role}$`) });

const memberCard = (page: Page, name: string) =>
  page.getByTestId('member-card').filter({ has: page.getByText(name, { exact: true }) });

describe('Enterprise team of a synced workspace', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ana: 'owner' });
  });
  afterAll(() => server.close());

  it('lists both members with their roles; the owner changes a role and the audit log shows it', async () => {
    await withApp({ path: '/?tab=collaboration' }, async (a) => {
      await a.page.getByRole('heading', { name: 'Team Collaboration' }).waitFor();
      await connect(a.page, server, 'ana');
      await createAndInvite(a.page, WORKSPACE, 'ben', 'editor');

      const b = await openApp({ path: '/?tab=collaboration' });
      try {
        await connect(b.page, server, 'ben');
        await b.page.getByRole('listitem', { name: WORKSPACE }).waitFor({ timeout: 30_000 });
        await waitSynced(b.page);

        // Ana's Team view: both members, from the sync layer, with their roles and permissions.
        await openEnterpriseTeam(a.page, `${WORKSPACE} (synced, owner)`);
        const ana = memberCard(a.page, 'ana');
        const ben = memberCard(a.page, 'ben');
        await roleOf(ana, 'owner').waitFor();
        await roleOf(ben, 'editor').waitFor();
        await ben.getByText('+2 more').waitFor();
        expect(await a.page.getByTestId('member-card').count()).toBe(2);
        expect(await ana.getByRole('combobox').count()).toBe(0);
        await a.page.getByText('Total members').locator('..').getByText('2', { exact: true }).waitFor();
        await expectNoSeriousA11yViolations(a.page, 'enterprise team, synced workspace');

        await a.page.getByRole('combobox', { name: 'Role of ben' }).selectOption('viewer');
        await waitForToast(a.page, 'Role changed');
        await roleOf(ben, 'viewer').waitFor();
        await ben.getByText('Comment and chat').waitFor();
        expect(await ben.getByText(/more$/).count()).toBe(0);
        const entry = a.page.getByRole('row').filter({ hasText: 'role.changed: ben' });
        await entry.getByText('Role changed from editor to viewer').waitFor();
        await entry.getByRole('cell', { name: 'ana', exact: true }).waitFor();
        await dismissToasts(a.page);
        await expectNoSeriousA11yViolations(a.page, 'enterprise team after a role change');
        await settledShot(a.page, 'enterprise-team-synced-desktop', true);
        await waitSynced(a.page);

        // Ben's device: the new role arrives through sync; a viewer gets no role picker.
        await b.page.getByRole('button', { name: /^Sync/ }).click();
        const dialog = b.page.getByRole('dialog', { name: 'Sync' });
        await dialog.getByRole('button', { name: 'Sync now' }).click();
        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await openEnterpriseTeam(b.page, `${WORKSPACE} (synced, viewer)`);
        await roleOf(memberCard(b.page, 'ben'), 'viewer').waitFor({ timeout: 30_000 });
        await roleOf(memberCard(b.page, 'ana'), 'owner').waitFor();
        expect(await b.page.getByRole('combobox', { name: /^Role of/ }).count()).toBe(0);
        await b.page.setViewportSize(PHONE);
        await dismissToasts(b.page);
        const overflow = await b.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(b.page, 'enterprise team, phone');
        await settledShot(b.page, 'enterprise-team-synced-phone', true);
      } finally {
        await b.close();
      }
    });
  });
});
