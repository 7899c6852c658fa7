import { readFileSync } from 'node:fs';
import type { Download, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { generateKeywords } from '../bench/generator';
import { toasts } from './waits';

export const CLUSTERING_TAB = '/?tab=clustering';

export async function readDownload(download: Download): Promise<Buffer> {
  return readFileSync(await download.path());
}

/** CSV lines without the BOM and the empty line after the last CRLF. */
export function csvLines(buffer: Buffer): string[] {
  return buffer
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '');
}

/**
 * What a person reads in one element of a cluster card, once it is scrolled into view. A card off
 * screen skips its rendering (content-visibility: auto in ClusterCard.tsx), and Chromium's
 * innerText reads '' inside it until a frame has been drawn with the card on screen.
 */
export async function shownText(locator: Locator): Promise<string> {
  await locator.scrollIntoViewIfNeeded();
  await expect.poll(() => locator.innerText(), { timeout: 5000 }).not.toBe('');
  return locator.innerText();
}

/**
 * The text of every match, cards off screen included: the page's text, not its rendering, which
 * content-visibility skips for cards off screen (see `shownText`).
 */
export function allTexts(locator: Locator): Promise<string[]> {
  return locator.allTextContents();
}

export async function waitForTab(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cluster keywords' }).waitFor();
}

export async function enterKeywords(page: Page, keywords: readonly string[]): Promise<void> {
  await page.getByLabel('Keywords (one per line)').fill(keywords.join('\n'));
}

/** Uploads `count` generated keywords (the benchmarks' seed) as a .txt file and waits for the upload summary. */
export async function uploadGeneratedKeywords(page: Page, count: number): Promise<void> {
  const list = generateKeywords(count, 99)
    .map((k) => k.text)
    .join('\n');
  await page
    .getByLabel('Keyword file (.csv or .txt)')
    .setInputFiles({ name: 'generated.txt', mimeType: 'text/plain', buffer: Buffer.from(list, 'utf8') });
  await page
    .getByTestId('upload-summary')
    .getByText(`Keyword list, ${count.toLocaleString('en-US')} keywords`)
    .waitFor({ timeout: 60_000 });
}

/** Clicks run and waits for the success toast and the results. */
export async function runClustering(page: Page): Promise<void> {
  // The last run's toast goes first (it has no close button; a pointer over it would pause it): a
  // run that ends while it is still up would be taken for done before it is, or reuse its toast
  // as it leaves, and the results read would be the last run's.
  const previous = toasts(page).filter({ hasText: 'Clustering completed!' });
  if ((await previous.count()) > 0) {
    await page.mouse.move(1, 1);
    await previous.first().waitFor({ state: 'detached', timeout: 30_000 });
  }
  await page.getByRole('button', { name: 'Cluster keywords' }).click();
  await page.getByText('Clustering completed!').waitFor({ timeout: 90_000 });
  await page.getByTestId('results').waitFor();
}

/** The number in a results tab label, 'Clusters (12)' → 12. */
export async function tabCount(page: Page, name: 'Clusters' | 'Unclustered'): Promise<number> {
  const text = await page.getByRole('tab', { name: new RegExp(`^${name} \\(`) }).innerText();
  return Number(text.match(/\(([\d,]+)\)/)?.[1].replace(/,/g, ''));
}

export async function exportFile(page: Page, format: 'CSV' | 'JSON'): Promise<{ name: string; content: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Export ${format}` }).click(),
  ]);
  return { name: download.suggestedFilename(), content: await readDownload(download) };
}

/** The text of a keyword's row, wherever the run put it (a cluster or the unclustered list). */
export async function keywordRowText(page: Page, text: string): Promise<string> {
  const search = page.getByLabel('Find a keyword or cluster');
  await search.fill(text);
  const places = [
    { tab: 'Clusters', row: 'keyword-row', text: 'keyword-text', empty: /^No cluster(s were formed| matches)/ },
    {
      tab: 'Unclustered',
      row: 'unclustered-row',
      text: 'unclustered-text',
      empty: /^(No unclustered keyword matches|Every keyword is in a cluster)/,
    },
  ];
  /** The row's text, or null while the filtered lists do not show it (yet). */
  const find = async (): Promise<string | null> => {
    for (const place of places) {
      await page.getByRole('tab', { name: new RegExp(`^${place.tab} \\(`) }).click();
      // Hidden panels are not in the accessibility tree: this is the one just chosen. Its virtual
      // list renders in a transition after the switch, so wait for rows or the empty text first.
      const panel = page.getByTestId('results').getByRole('tabpanel');
      await panel.getByTestId(place.row).or(panel.getByText(place.empty)).first().waitFor();
      const row = panel
        .getByTestId(place.row)
        .filter({ has: page.getByTestId(place.text).getByText(text, { exact: true }) });
      if ((await row.count()) > 0) return shownText(row.first());
    }
    return null;
  };
  const found: { row: string | null } = { row: null };
  await expect
    .poll(async () => (found.row = await find()), {
      timeout: 10_000,
      message: `Keyword not found in the results: ${text}`,
    })
    .not.toBeNull();
  await page.getByRole('tab', { name: /^Clusters \(/ }).click();
  await search.fill('');
  return found.row ?? '';
}
