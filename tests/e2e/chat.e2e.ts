/**
 * Community Chat (issue 21): one device first (a notes channel, sending, editing, announcements,
 * 120 messages paged 100 at a time), then two users on the sync test server.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dismissToasts, expectNoSeriousA11yViolations, PHONE, settledShot, waitForToast, withApp } from './support';

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
