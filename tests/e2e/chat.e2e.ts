/**
 * Community Chat (issue 21): one device first (a notes channel, sending, editing, announcements,
 * 120 messages paged 100 at a time), then two users on the sync test server.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../unit/sync/server';
import { connect, createAndInvite, openTab, waitSynced, writeBehindTheAppsBack } from './collaboration-helpers';
import {
  dismissToasts,
  expectNoSeriousA11yViolations,
  openApp,
  PHONE,
  readTable,
  settledShot,
  waitForToast,
  withApp,
} from './support';

const CHAT_TAB = '/?tab=chat';
const HOSTILE = '<b>bold?</b><script>window.__pwned=1</script> 咖啡 مرحبا 😀 ' + 'y'.repeat(300);

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const messages = (page: Page) => page.getByTestId('chat-message');

async function startNotes(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Community Chat' }).waitFor();
  await page.getByText('No channels yet').waitFor();
  await page.getByRole('button', { name: 'Start a notes channel' }).click();
  await page.getByRole('region', { name: 'Messages in Notes on this device' }).waitFor();
}

/** Writes `count` older messages straight into the app's database, as sync would bring them. */
async function seedMessages(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (total) =>
      new Promise<void>((done, fail) => {
        const open = indexedDB.open('topicwise');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('workspaces').objectStore('workspaces').getAll();
          read.onsuccess = () => {
            const workspaceId = (read.result as { id: string }[])[0].id;
            const tx = db.transaction('chat_messages', 'readwrite');
            const start = Date.now() - 3 * 3_600_000;
            for (let index = 0; index < total; index += 1) {
              const at = new Date(start + index * 1000).toISOString();
              tx.objectStore('chat_messages').put({
                id: `seed-${index}`,
                workspace_id: workspaceId,
                author: 'you',
                message: `Seeded message ${index + 1}`,
                message_type: 'user',
                edited_at: null,
                removed_by: null,
                removed_reason: null,
                created_at: at,
                updated_at: at,
              });
            }
            tx.oncomplete = () => {
              db.close();
              done();
            };
            tx.onerror = () => fail(tx.error);
          };
        };
      }),
    count,
  );
}

describe('Community Chat on one device', () => {
  it('sends, edits and announces in a notes channel, renders typed text as text, and passes axe', async () => {
    await withApp({ path: CHAT_TAB }, async ({ page }) => {
      await startNotes(page);
      await page
        .getByTestId('local-only-note')
        .getByText(/connecting a sync server/)
        .waitFor();
      await page.getByText('Community guidelines').waitFor();
      await page.getByText(/edit your own messages within 15 minutes/).waitFor();
      const send = page.getByRole('button', { name: 'Send', exact: true });
      expect(await send.isDisabled()).toBe(true);
      await composer(page).press('Enter');
      await waitForToast(page, 'Message Required');

      await composer(page).fill(HOSTILE);
      await page.getByText(`${Array.from(HOSTILE).length}/1000`).waitFor();
      await composer(page).press('Enter');
      await waitForToast(page, 'Message Sent');
      const first = messages(page).first();
      await first.getByText(HOSTILE, { exact: true }).waitFor();
      expect(await first.getAttribute('data-own')).toBe('true');
      await first.getByText('Admin', { exact: true }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await composer(page).fill('line one');
      await composer(page).press('Shift+Enter');
      await composer(page).pressSequentially('line two');
      await composer(page).press('Enter');
      await messages(page).nth(1).getByText('line one\nline two', { exact: true }).waitFor();

      await messages(page).nth(1).getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('textbox', { name: 'Edit message' }).fill('line one, fixed');
      await messages(page).nth(1).getByRole('button', { name: 'Save' }).click();
      await waitForToast(page, 'Message Updated');
      await messages(page)
        .nth(1)
        .getByText(/edited/)
        .waitFor();

      await composer(page).fill('Team meeting at 10');
      await page.getByText('Post as announcement').click();
      await send.click();
      const announcement = messages(page).filter({ hasText: 'Team meeting at 10' });
      await announcement.getByText('Announcement', { exact: true }).waitFor();
      await waitForToast(page, 'Message Sent');
      // With the composer at the bottom of the window, the toasts leave Send free for the next message.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const box = await send.boundingBox();
      const atSend = await page.evaluate(
        (point) => point && document.elementFromPoint(point.x, point.y)?.closest('button')?.textContent,
        box && { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(atSend).toBe('Send');
      expect(await announcement.evaluate((node) => getComputedStyle(node).justifyContent)).toBe('center');

      await page.getByRole('region', { name: 'Community stats' }).getByText('Total messages').waitFor();
      await page
        .getByRole('region', { name: 'Members (1)' })
        .getByText(/last seen just now/)
        .waitFor();
      await dismissToasts(page);
      await expectNoSeriousA11yViolations(page, 'chat');
      await settledShot(page, 'chat-desktop');
    });
  });

  it('shows the last 100 of 120 messages and loads earlier ones, on a phone', async () => {
    await withApp({ path: CHAT_TAB, viewport: PHONE }, async ({ page }) => {
      await startNotes(page);
      await seedMessages(page, 120);
      await page.reload();
      await page.getByText('Seeded message 120').waitFor();
      await expect.poll(() => messages(page).count()).toBe(100);
      await page.getByText('Seeded message 21', { exact: true }).waitFor();
      expect(await page.getByText('Seeded message 20', { exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'Load earlier' }).click();
      await page.getByText('Seeded message 1', { exact: true }).waitFor();
      await expect.poll(() => messages(page).count()).toBe(120);
      expect(await page.getByRole('button', { name: 'Load earlier' }).count()).toBe(0);
      await composer(page).fill('From the phone');
      await composer(page).press('Enter');
      await waitForToast(page, 'Message Sent');
      await dismissToasts(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page, 'chat, phone');
      await settledShot(page, 'chat-phone');
    });
  });
});

/** Chromium logs each request made while offline as a console error; those are the fault under test. */
const OFFLINE_REQUESTS = ['ERR_INTERNET_DISCONNECTED'];

describe('Community Chat between two users on the sync server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ana: 'owner' });
  });
  afterAll(() => server.close());

  it('carries A’s message and edit to B, refuses B’s announcement in words, and delivers B’s offline message on reconnect', async () => {
    await withApp({ path: '/?tab=collaboration' }, async (a) => {
      await connect(a.page, server, 'ana');
      await createAndInvite(a.page, 'Chat team', 'ben', 'viewer');
      await openTab(a.page, 'chat');
      await composer(a.page).fill('Hello from Ana');
      await composer(a.page).press('Enter');
      await waitForToast(a.page, 'Message Sent');
      await waitSynced(a.page);

      const b = await openApp({ path: CHAT_TAB, viewport: PHONE, allowErrors: OFFLINE_REQUESTS });
      try {
        await connect(b.page, server, 'ben');
        const fromAna = messages(b.page).filter({ hasText: 'Hello from Ana' });
        await fromAna.waitFor({ timeout: 30_000 });
        expect(await fromAna.getAttribute('data-own')).toBeNull();
        await fromAna.getByText('Admin', { exact: true }).waitFor();
        expect(await b.page.getByText('Post as announcement').count()).toBe(0);

        const mine = messages(a.page).filter({ hasText: 'Hello from Ana' });
        await mine.getByRole('button', { name: 'Edit' }).click();
        await a.page.getByRole('textbox', { name: 'Edit message' }).fill('Hello from Ana, edited');
        await mine.getByRole('button', { name: 'Save' }).click();
        await waitForToast(a.page, 'Message Updated');
        const edited = messages(b.page).filter({ hasText: 'Hello from Ana, edited' });
        await edited.waitFor({ timeout: 30_000 });
        await edited
          .getByText(/edited/)
          .first()
          .waitFor();

        const [workspace] = await readTable<{ id: string }>(b.page, 'workspaces');
        const now = new Date().toISOString();
        await writeBehindTheAppsBack(b.page, 'chat_messages', {
          row: {
            id: 'forged-announcement',
            workspace_id: workspace.id,
            author: 'ben',
            message: 'Forged announcement',
            message_type: 'announcement',
            edited_at: null,
            removed_by: null,
            removed_reason: null,
            created_at: now,
            updated_at: now,
          },
        });
        const forged = messages(b.page).filter({ hasText: 'Forged announcement' });
        await forged.getByText('Not sent: Only admins post announcements.').waitFor({ timeout: 30_000 });
        await forged.getByRole('button', { name: 'Retry' }).waitFor();
        expect(await messages(a.page).filter({ hasText: 'Forged announcement' }).count()).toBe(0);

        await b.context.setOffline(true);
        await composer(b.page).fill('Typed offline by Ben');
        await composer(b.page).press('Enter');
        const offline = messages(b.page).filter({ hasText: 'Typed offline by Ben' });
        await offline.getByText(/Waiting to send/).waitFor();
        await dismissToasts(b.page);
        await expectNoSeriousA11yViolations(b.page, 'chat, member on a phone');
        await settledShot(b.page, 'chat-two-users-phone');
        await b.context.setOffline(false);
        await messages(a.page).filter({ hasText: 'Typed offline by Ben' }).waitFor({ timeout: 60_000 });
        await offline.getByText(/Waiting to send/).waitFor({ state: 'detached', timeout: 30_000 });
        await dismissToasts(a.page);
        await settledShot(a.page, 'chat-two-users-desktop');
      } finally {
        await b.close();
      }
    });
  });
});
