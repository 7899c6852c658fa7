/** Two users on the sync test server for the Collaboration and Chat e2e tests (issue 21). */
import type { Page } from 'playwright-core';
import { PASSWORD, type TestServer } from '../unit/sync/server';
import { dismissToasts, waitForToast } from './support';

export const syncButton = (page: Page) => page.getByRole('button', { name: /^Sync/ });

export async function connect(page: Page, server: TestServer, username: string): Promise<void> {
  await syncButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Sync' });
  await dialog.getByLabel('Server URL').fill(`${server.url}team`);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await dialog
    .getByTestId('sync-status')
    .getByText(/^Synced/)
    .waitFor({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export async function waitSynced(page: Page): Promise<void> {
  try {
    await syncButton(page)
      .and(page.getByRole('button', { name: /Synced/ }))
      .waitFor({ timeout: 30_000 });
  } catch (error) {
    // Say what the panel says instead of only that it did not say Synced.
    await syncButton(page).click();
    const status = await page.getByRole('dialog', { name: 'Sync' }).innerText();
    throw new Error(`Not synced: ${status}`, { cause: error });
  }
}

/** Switches tab through the tab list, without a reload (the password is kept in memory only). */
export async function openTab(page: Page, tab: 'collaboration' | 'chat'): Promise<void> {
  await page.getByRole('tab', { name: tab === 'chat' ? 'Community Chat' : 'Collaboration' }).click();
  await page.getByRole('heading', { name: tab === 'chat' ? 'Community Chat' : 'Team Collaboration' }).waitFor();
}

/** On the Collaboration tab: creates a workspace on the server and invites `member` with `role`. */
export async function createAndInvite(page: Page, name: string, member: string, role: string): Promise<void> {
  await page.getByText('The workspace is created on the sync server, with you as its owner.').waitFor();
  await page.getByRole('textbox', { name: 'Workspace name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create Workspace' }).click();
  await waitForToast(page, 'Workspace Created');
  await page.getByRole('listitem', { name }).getByText('Shared through sync').waitFor();
  await page.getByRole('textbox', { name: 'Invite by username' }).fill(member);
  await page.getByRole('combobox', { name: 'Role of the new member' }).selectOption(role);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await waitForToast(page, 'Member Invited');
  await page.getByRole('cell', { name: member, exact: true }).waitFor();
  await dismissToasts(page);
  await waitSynced(page);
}

/**
 * A change made by a client that ignores the app's own checks: `patch` is written over the row whose
 * `field` is `value` (or `row` is added), with its outbox row, straight into IndexedDB, so only the
 * server's validation stands in the way; then Sync now pushes it.
 */
export async function writeBehindTheAppsBack(
  page: Page,
  table: string,
  target: { field: string; value: string; patch: Record<string, unknown> } | { row: Record<string, unknown> },
): Promise<void> {
  await page.evaluate(
    ({ table, target }) =>
      new Promise<void>((done, fail) => {
        const open = indexedDB.open('topicwise');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction([table, 'outbox'], 'readwrite');
          const store = tx.objectStore(table);
          const write = (row: Record<string, unknown>) => {
            store.put(row);
            tx.objectStore('outbox').put({
              id: `${table}:${String(row.id)}`,
              table_name: table,
              record_id: String(row.id),
              op: 'put',
              queued_at: new Date().toISOString(),
            });
          };
          if ('row' in target) write(target.row);
          else {
            const all = store.getAll();
            all.onsuccess = () => {
              const row = (all.result as Record<string, unknown>[]).find(
                (entry) => entry[target.field] === target.value,
              );
              if (row) write({ ...row, ...target.patch });
              else fail(new Error(`no ${table} row with ${target.field} = ${target.value}`));
            };
          }
          tx.oncomplete = () => {
            db.close();
            done();
          };
          tx.onerror = () => fail(tx.error);
        };
      }),
    { table, target },
  );
  await syncButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Sync' });
  await dialog.getByRole('button', { name: 'Sync now' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
}
