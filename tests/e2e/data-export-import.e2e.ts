import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectWithinBudget, LONG_TASK_BUDGET_MS, observeLongTasks, takeLongTasks } from './longTasks';
import { CLUSTERING_TAB, csvLines, enterKeywords, readDownload, runClustering, waitForTab } from './clustering-helpers';
import {
  DESKTOP,
  dismissToasts,
  expectNoSeriousA11yViolations,
  PHONE,
  settledShot,
  waitForToast,
  withApp,
} from './support';

const KEYWORDS = [
  'espresso machine',
  'best espresso machine',
  'cold brew recipe',
  'how to make cold brew',
  'buy coffee beans',
];
const TAB = '/?tab=data-export-import';

const BAD_CSV = [
  'keyword,search_volume,competition,cpc,category,intent',
  'french press,900,Low,0.80,Coffee,commercial',
  'pour over,lots,Low,0.5,Coffee,informational',
  '=HYPERLINK("http://evil"),10,High,1,Coffee,commercial',
  'aeropress,100,Extreme,1,Coffee,commercial',
].join('\n');

/** Rows of the replicated tables a restore must bring back, read straight from IndexedDB. */
async function storedRows(page: Page): Promise<Record<string, unknown[]>> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('topicwise');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const read = (name: string) =>
      new Promise<unknown[]>((resolve) => {
        const request = db.transaction(name).objectStore(name).getAll();
        request.onsuccess = () => resolve(request.result as unknown[]);
      });
    const rows = {
      projects: await read('projects'),
      clustering_results: await read('clustering_results'),
      clusters: await read('clusters'),
    };
    db.close();
    return rows;
  });
}

async function downloadFromJob(page: Page, name: RegExp) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).first().click(),
  ]);
  return { name: download.suggestedFilename(), content: await readDownload(download) };
}

async function startExport(page: Page, source: string, format: string) {
  await page.getByLabel('Data source', { exact: true }).selectOption({ label: source });
  await page.getByLabel('Format', { exact: true }).selectOption({ label: format });
  await page.getByRole('button', { name: 'Start Export' }).click();
  await waitForToast(page, 'Export Started');
}

describe('Data Export/Import tab', () => {
  it('exports CSV and JSON, imports a CSV with bad rows, backs up, clears and restores', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
      await waitForTab(page);
      await enterKeywords(page, KEYWORDS);
      await runClustering(page);
      await page.goto(new URL(TAB, page.url()).toString());
      await page.getByRole('heading', { name: 'Data Export/Import' }).waitFor();
      await page.getByText('No export jobs found.').waitFor();
      await page.getByText('No import jobs found.').waitFor();

      await page.getByRole('button', { name: 'Start Export' }).click();
      await waitForToast(page, 'Data Source Required');

      await startExport(page, 'Keywords', 'CSV');
      const toast = await waitForToast(page, 'Export Started');
      await expect(toast.innerText()).resolves.toMatch(/Job [0-9a-f-]{8}/);
      const csv = await downloadFromJob(page, /^Download topicwise-keywords-.*\.csv$/);
      expect(csv.content.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = csvLines(csv.content);
      expect(lines[0]).toBe(
        'keyword,search_volume,competition,cpc,category,intent,topic,difficulty,opportunity_score,estimated_figures',
      );
      expect(lines.length).toBe(KEYWORDS.length + 1);

      await dismissToasts(page);
      await startExport(page, 'Keywords', 'JSON');
      const json = await downloadFromJob(page, /^Download topicwise-keywords-.*\.json$/);
      const parsed = JSON.parse(json.content.toString('utf8')) as { keywords: { keyword: string }[] };
      expect(parsed.keywords.map((row) => row.keyword).sort()).toEqual([...KEYWORDS].sort());

      await page
        .getByLabel('Keyword CSV file')
        .setInputFiles({ name: 'bad-rows.csv', mimeType: 'text/csv', buffer: Buffer.from(BAD_CSV) });
      await page.getByTestId('import-file-info').filter({ hasText: 'bad-rows.csv' }).waitFor();
      await page.getByRole('button', { name: 'Import Keywords' }).click();
      await waitForToast(page, 'Imported 2/4 keywords successfully');
      const summary = page.getByTestId('validation-summary');
      await summary.getByText('Line 3: search_volume is not a number of searches: lots').waitFor();
      await summary.getByText(/Line 5: competition must be Low, Medium or High/).waitFor();

      await dismissToasts(page);
      await expectNoSeriousA11yViolations(page, 'data export/import tab');
      await settledShot(page, 'data-export-import-desktop', true);

      const before = await storedRows(page);
      expect(before.clusters.length).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Create backup' }).click();
      const backup = await downloadFromJob(page, /^Download topicwise-backup-.*\.zip$/);

      await page.evaluate(async () => {
        const db = await new Promise<IDBDatabase>((resolve) => {
          const open = indexedDB.open('topicwise');
          open.onsuccess = () => resolve(open.result);
        });
        const tx = db.transaction(['projects', 'clustering_results', 'clusters', 'unclustered_chunks'], 'readwrite');
        for (const name of ['projects', 'clustering_results', 'clusters', 'unclustered_chunks'])
          tx.objectStore(name).clear();
        await new Promise((resolve) => (tx.oncomplete = resolve));
        db.close();
      });
      expect((await storedRows(page)).clusters).toEqual([]);

      await page
        .getByLabel('Backup file to restore')
        .setInputFiles({ name: backup.name, mimeType: 'application/zip', buffer: backup.content });
      await page.getByRole('button', { name: 'Check backup (dry run)' }).click();
      await page
        .getByTestId('restore-plan')
        .getByText(/What Merge would do/)
        .waitFor();
      await page.getByRole('button', { name: 'Replace', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Replace' }).click();
      await waitForToast(page, 'Restore Complete');
      const after = await storedRows(page);
      expect(after).toEqual(before);
    });
  });

  it('fits a phone', async () => {
    await withApp({ path: TAB, viewport: PHONE }, async ({ page }) => {
      await page.getByRole('heading', { name: 'Data Export/Import' }).waitFor();
      await page.getByText('No export jobs found.').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousA11yViolations(page, 'data export/import tab, phone');
      await settledShot(page, 'data-export-import-phone', true);
    });
  });
});

describe('Data Export/Import at the limit', () => {
  it('imports a 50 MB keyword CSV in the worker without freezing the page', async () => {
    const lines = ['keyword,search_volume,competition,cpc,category,intent'];
    let size = lines[0].length + 1;
    for (let i = 0; ; i += 1) {
      // 90,000 distinct keywords repeated: a full file, and still within one clustering run.
      const line = `espresso grinder model ${i % 90_000} review,${(i * 37) % 50_000},Low,1.25,Coffee equipment and home barista gear,commercial`;
      if (size + line.length + 1 > 50 * 1024 * 1024 - 1024) break;
      lines.push(line);
      size += line.length + 1;
    }
    const path = join(tmpdir(), `topicwise-50mb-${process.pid}.csv`);
    writeFileSync(path, `${lines.join('\n')}\n`);
    try {
      await withApp({ path: TAB, viewport: DESKTOP }, async ({ page }) => {
        await page.getByRole('heading', { name: 'Data Export/Import' }).waitFor();
        await observeLongTasks(page);
        await page.getByLabel('Keyword CSV file').setInputFiles(path);
        await page.getByRole('button', { name: 'Import Keywords' }).click();
        await waitForToast(page, `Imported ${lines.length - 1}/${lines.length - 1} keywords successfully`, {
          timeout: 240_000,
        });
        expectWithinBudget(
          'import of a 50 MB keyword CSV',
          await takeLongTasks(page),
          LONG_TASK_BUDGET_MS.importAt50MB,
        );
      });
    } finally {
      rmSync(path, { force: true });
    }
  }, 300_000);
});
