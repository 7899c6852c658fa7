import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORAGE_FULL } from '../../src/contract/errors';
import { CLUSTERING_TAB, enterKeywords, runClustering, waitForTab } from './clustering-helpers';
import { LONG_TASK_BUDGET_MS, expectWithinBudget, observeLongTasks, takeLongTasks } from './longTasks';
import { nextFrames, shot, waitForIdle, waitForToast, withApp } from './support';

/** The console line Chromium writes for a script the test blocked. */
const BLOCKED_LOAD = 'net::ERR_FAILED';
const START_FAILED = /could not start: reload the page; if it keeps happening, clear the site data/;

async function uploadText(page: Page, name: string, text: string): Promise<void> {
  await page
    .getByLabel('Keyword file (.csv or .txt)')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
}

const numberedLines = (count: number) => Array.from({ length: count }, (_, i) => `keyword number ${i}`).join('\n');

describe('Keyword Clustering tab: limits and worker faults', () => {
  it('ends a run with a clear message when the clustering worker cannot load', async () => {
    await withApp({ path: CLUSTERING_TAB, allowErrors: [BLOCKED_LOAD] }, async ({ page }) => {
      await page.route('**/clustering.worker-*.js', (route) => route.abort());
      await waitForTab(page);
      await enterKeywords(page, ['seo tools', 'seo software', 'keyword research']);
      await page.getByRole('button', { name: 'Cluster keywords' }).click();
      const toast = await waitForToast(page, 'Clustering failed', { timeout: 30_000 });
      expect(await toast.innerText()).toMatch(new RegExp(`clustering engine ${START_FAILED.source}`));
      await page.getByTestId('run-progress').waitFor({ state: 'detached' });
      await shot(page, 'clustering-worker-blocked');
    });
  });

  it('ends an upload with a clear message when the file reader cannot load', async () => {
    await withApp({ path: CLUSTERING_TAB, allowErrors: [BLOCKED_LOAD] }, async ({ page }) => {
      await page.route('**/imports.worker-*.js', (route) => route.abort());
      await waitForTab(page);
      await uploadText(page, 'list.txt', numberedLines(20));
      const toast = await waitForToast(page, 'Upload failed', { timeout: 30_000 });
      expect(await toast.innerText()).toMatch(new RegExp(`file reader ${START_FAILED.source}`));
      await page.getByRole('button', { name: 'Upload file' }).and(page.locator(':not([data-loading])')).waitFor();
    });
  });

  it('refuses a file over the run limit with how to split it, and keeps nothing selected', async () => {
    await withApp({ path: CLUSTERING_TAB }, async ({ page }) => {
      await waitForTab(page);
      await uploadText(page, 'huge.txt', numberedLines(150_000));
      const toast = await waitForToast(page, 'Upload failed', { timeout: 30_000 });
      expect(await toast.innerText()).toContain(
        'This file has 150,000 lines; a run takes at most 100,000 keywords. ' +
          'Split it into files of 100,000 lines or fewer and upload them one at a time.',
      );
      expect(await page.getByTestId('upload-summary').count()).toBe(0);
    });
  });

  it('forgets an upload whose stored import is gone once a run reports it', async () => {
    await withApp({ path: CLUSTERING_TAB }, async ({ page }) => {
      await waitForTab(page);
      await uploadText(page, 'list.txt', numberedLines(20));
      await page.getByTestId('upload-summary').waitFor();
      // As when the import was pruned, or the site data partly cleared, since the file was chosen.
      await page.evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open('topicwise');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const transaction = open.result.transaction('keyword_imports', 'readwrite');
              transaction.objectStore('keyword_imports').clear();
              transaction.oncomplete = () => {
                open.result.close();
                resolve();
              };
            };
          }),
      );
      await page.getByRole('button', { name: 'Cluster keywords' }).click();
      const toast = await waitForToast(page, 'Clustering failed');
      expect(await toast.innerText()).toContain('Uploaded file not found: upload it again');
      await page.getByTestId('upload-summary').waitFor({ state: 'detached' });
      await page.reload();
      await waitForTab(page);
      // The remembered upload is read from storage after the tab renders: let that settle first.
      await waitForIdle(page);
      await nextFrames(page);
      expect(await page.getByTestId('upload-summary').count()).toBe(0);
    });
  });

  it('shows a run as it is stored, and goes back to the stored result when the device is full', async () => {
    await withApp({ path: CLUSTERING_TAB }, async ({ page }) => {
      await waitForTab(page);
      await enterKeywords(page, ['espresso machine', 'best espresso machine', 'cheap espresso machine']);
      await runClustering(page);
      const results = page.getByTestId('results');
      await results.getByText('Clustering of 3 keywords').waitFor();
      // From now on the browser refuses to store a run, as a full device does.
      await page.evaluate(() => {
        const add = IDBObjectStore.prototype.add;
        IDBObjectStore.prototype.add = function (this: IDBObjectStore, ...args: Parameters<typeof add>) {
          if (this.name === 'clustering_results')
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          return add.apply(this, args);
        };
      });
      await page.mouse.move(1, 1);
      await page.getByText('Clustering completed!').waitFor({ state: 'detached', timeout: 30_000 });
      await enterKeywords(page, ['trail shoes', 'best trail shoes', 'cheap trail shoes', 'trail shoes sale']);
      await page.getByRole('button', { name: 'Cluster keywords' }).click();
      const toast = await waitForToast(page, 'Clustering failed');
      expect(await toast.innerText()).toContain(STORAGE_FULL);
      await page.getByTestId('run-progress').waitFor({ state: 'detached' });
      await results.getByText('Clustering of 3 keywords').waitFor();
      expect(await results.getByText('Clustering of 4 keywords').count()).toBe(0);
      await shot(page, 'clustering-storage-full');
    });
  });

  it('asks before the page is closed while a run on screen is still being stored', async () => {
    await withApp({ path: CLUSTERING_TAB }, async ({ page }) => {
      await waitForTab(page);
      await enterKeywords(page, ['espresso machine', 'best espresso machine', 'cheap espresso machine']);
      // The store is held as the result appears, as a slow disk or a 100,000-keyword result would (about
      // 20 s to write in Chromium 150): a transaction made in the same task as the result's render
      // comes before the run's write, which IndexedDB then runs after it.
      await page.evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open('topicwise');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const database = open.result;
              const held = window as unknown as { releaseStore?: () => void };
              const observer = new MutationObserver(() => {
                if (!document.querySelector('[data-testid=results]')) return;
                observer.disconnect();
                const store = database.transaction('clustering_results', 'readwrite').objectStore('clustering_results');
                let holding = true;
                const keep = () => {
                  if (holding) store.get('held by the test').onsuccess = keep;
                };
                keep();
                held.releaseStore = () => {
                  holding = false;
                };
              });
              observer.observe(document.body, { childList: true, subtree: true });
              resolve();
            };
          }),
      );
      await page.getByRole('button', { name: 'Cluster keywords' }).click();
      await page.getByTestId('results').getByText('Clustering of 3 keywords').waitFor();
      const asked = page.waitForEvent('dialog');
      await page.close({ runBeforeUnload: true });
      const dialog = await asked;
      expect(dialog.type()).toBe('beforeunload');
      await dialog.dismiss();
      expect(await page.getByText('Clustering completed!').count()).toBe(0);

      await page.evaluate(() => (window as unknown as { releaseStore: () => void }).releaseStore());
      await waitForToast(page, 'Clustering completed!');
      const leavingAsks = await page.evaluate(() => {
        const leaving = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(leaving);
        return leaving.defaultPrevented;
      });
      expect(leavingAsks).toBe(false);
    });
  });

  it('cancels an upload under way and keeps what was there', async () => {
    await withApp({ path: CLUSTERING_TAB }, async ({ page }) => {
      await waitForTab(page);
      await uploadText(page, 'big.txt', numberedLines(100_000));
      // Cancelled as soon as it can be: a fast host reads and stores the 100,000 lines in about a
      // second, and a screenshot taken first let the upload finish before the click.
      await page.getByRole('button', { name: 'Cancel upload' }).click();
      await waitForToast(page, 'Upload cancelled');
      await shot(page, 'clustering-upload-cancel');
      await page.getByRole('button', { name: 'Cancel upload' }).waitFor({ state: 'detached' });
      expect(await page.getByTestId('upload-summary').count()).toBe(0);
    });
  });

  it('runs 100,000 typed keywords within the long-task budget', async () => {
    await withApp({ path: CLUSTERING_TAB }, async ({ page }) => {
      await waitForTab(page);
      await observeLongTasks(page);
      await paste(page, numberedLines(100_000));
      await waitForPageText(page, '100,000 keywords entered');
      await takeLongTasks(page);
      await page.evaluate(() => {
        const buttons = [...document.querySelectorAll('button')];
        buttons.find((button) => button.textContent?.includes('Cluster keywords'))?.click();
      });
      await page.waitForFunction(() => document.body.textContent?.includes('Saving results'), null, {
        timeout: 120_000,
        polling: 250,
      });
      const untilSaving = await takeLongTasks(page);
      await waitForPageText(page, 'Clustering completed!');
      const runTasks = [...untilSaving, ...(await takeLongTasks(page))];
      expectWithinBudget('100,000 typed keywords, click to result', runTasks, LONG_TASK_BUDGET_MS.runAt100k);
    });
  }, 180_000);

  it('refuses 200,000 pasted lines at once and disables the run, within the long-task budget', async () => {
    await withApp({ path: CLUSTERING_TAB }, async ({ page }) => {
      await waitForTab(page);
      await observeLongTasks(page);
      await paste(page, numberedLines(200_000));
      // Playwright's text and role engines read the 3 MB text themselves (seconds of main-thread work
      // that would be counted as the app's), so this test looks and types with plain DOM calls.
      await waitForPageText(
        page,
        'Too many keywords: you entered 200,000; a run takes at most 100,000. ' +
          'Cluster them in parts of 100,000 lines or fewer.',
      );
      await nextFrames(page);
      const onPaste = await takeLongTasks(page);
      const runDisabled = await page.evaluate(() =>
        [...document.querySelectorAll('button')].some(
          (button) => button.textContent?.includes('Cluster keywords') && button.disabled,
        ),
      );
      expect(runDisabled).toBe(true);
      await shot(page, 'clustering-over-limit');
      await page.getByLabel('Keywords (one per line)').evaluate((area: HTMLTextAreaElement) => {
        area.focus();
        area.setSelectionRange(area.value.length, area.value.length);
      });
      await page.keyboard.type('abc');
      await waitForPageText(page, 'you entered 200,000;');
      await nextFrames(page);
      const onTyping = await takeLongTasks(page);
      expectWithinBudget(
        '200,000 pasted lines and 3 keystrokes',
        [...onPaste, ...onTyping],
        LONG_TASK_BUDGET_MS.pasteAt200k,
      );
    });
  });
});

function waitForPageText(page: Page, text: string): Promise<unknown> {
  return page.waitForFunction((wanted) => document.body.textContent?.includes(wanted), text, { timeout: 120_000 });
}

/** Puts text in the keyword area as a paste does: one input event (Playwright's fill times out on 3 MB). */
async function paste(page: Page, text: string): Promise<void> {
  await page.getByLabel('Keywords (one per line)').evaluate((area, value) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setValue?.call(area, value);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}
