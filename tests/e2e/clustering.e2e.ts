import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateKeywords } from '../bench/generator';
import {
  CLUSTERING_TAB, csvLines, enterKeywords, exportFile, keywordRowText, runClustering, tabCount, waitForTab,
} from './clustering-helpers';
import { DESKTOP, expectNoSeriousA11yViolations, openApp, PHONE, shot } from './support';

async function scrollToResults(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Results' }).evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 100 }));
  await page.waitForTimeout(300);
}

/**
 * Dismisses the toasts and waits until they are gone (axe would otherwise judge the shell's toast
 * colours mid-animation; success toasts have no close button and leave after 4 s).
 */
async function closeToasts(page: Page): Promise<void> {
  const toasts = page.locator('[data-scope=toast][data-part=root]');
  await page.mouse.move(1, 1);
  for (let i = 0; i < 100 && (await toasts.count()) > 0; i += 1) {
    const close = page.locator('[data-scope=toast][data-part=close-trigger]');
    if ((await close.count()) > 0) await close.first().click({ timeout: 1000 }).catch(() => undefined);
    await page.waitForTimeout(100);
  }
}

async function waitForCount(page: Page, name: 'Clusters' | 'Unclustered', expected: number): Promise<void> {
  for (let i = 0; i < 50 && (await tabCount(page, name)) !== expected; i += 1) await page.waitForTimeout(100);
  expect(await tabCount(page, name)).toBe(expected);
}

describe('Keyword Clustering tab: paste, run, export, reload', () => {
  it('clusters 300 pasted keywords, exports CSV and JSON, and keeps the result after a reload', async () => {
    const s = await openApp({ path: CLUSTERING_TAB, viewport: DESKTOP });
    const { page } = s;
    const keywords = generateKeywords(300, 7).map((k) => k.text);
    keywords[5] = '=HYPERLINK("http://evil.example","click")';

    await waitForTab(page);
    const run = page.getByRole('button', { name: 'Cluster keywords' });
    expect(await run.isDisabled()).toBe(true);
    const empty = page.getByText('No clusters yet');
    await empty.waitFor();
    expect(await page.getByLabel('Setup status').innerText()).toContain('Keywords entered: none');
    await shot(page, 'clustering-desktop-empty', true);

    await enterKeywords(page, keywords);
    await page.getByText('300 keywords entered').waitFor();
    expect(await page.getByLabel('Setup status').innerText()).toContain('Keywords entered: 300 keywords');
    expect(await run.isDisabled()).toBe(false);

    await runClustering(page);
    const toast = await page.locator('[data-scope=toast][data-part=root]').filter({ hasText: 'Clustering completed!' }).innerText();
    expect(toast).toMatch(/\d+ clusters from 300 keywords\. Basic clustering performed/);
    const totals = await page.getByTestId('result-totals').innerText();
    expect(totals).toMatch(/Keywords\s+300/);
    expect(totals).toMatch(/Process time\s+[\d.]+ s/);
    const clusterCount = await tabCount(page, 'Clusters');
    expect(clusterCount).toBeGreaterThan(5);
    await closeToasts(page);
    await scrollToResults(page);
    await shot(page, 'clustering-desktop-results');

    const csv = await exportFile(page, 'CSV');
    expect(csv.name).toMatch(/^topicwise-clusters-.+-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...csv.content.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvLines(csv.content);
    expect(lines[0].startsWith('cluster,keyword,search_volume')).toBe(true);
    expect(lines.length - 1).toBe(300);
    // The formula cell is neutralised with a leading apostrophe (and quoted for its commas).
    expect(lines.some((line) => line.includes(`"'=HYPERLINK(""http://evil.example"",""click"")"`))).toBe(true);

    const json = await exportFile(page, 'JSON');
    expect(json.name).toMatch(/^topicwise-clusters-.+\.json$/);
    const parsed = JSON.parse(json.content.toString('utf8')) as { total_keywords: number; clusters: { name: string }[] };
    expect(parsed.total_keywords).toBe(300);
    expect(parsed.clusters.length).toBe(clusterCount);

    const firstName = await page.getByTestId('cluster-name').first().innerText();
    await page.waitForTimeout(500); // the draft is saved after a 400 ms pause
    await page.reload();
    await page.getByTestId('cluster-name').first().waitFor();
    expect(await page.getByTestId('cluster-name').first().innerText()).toBe(firstName);
    expect(await tabCount(page, 'Clusters')).toBe(clusterCount);
    expect(await page.getByLabel('Keywords (one per line)').inputValue()).toContain(keywords[0]);
    await expectNoSeriousA11yViolations(page, 'clustering tab with results');
    await s.close();
  });

  it('creates a project from a prompt, ignores an empty answer, and shows its counts after a run', async () => {
    const s = await openApp({ path: CLUSTERING_TAB, viewport: DESKTOP });
    const { page } = s;
    await waitForTab(page);
    const project = page.getByLabel('Project');

    page.once('dialog', (dialog) => void dialog.accept('   '));
    await page.getByRole('button', { name: 'Add project' }).click();
    await page.waitForTimeout(300);
    expect(await project.locator('option').count()).toBe(1);

    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('button', { name: 'Add project' }).click();
    await page.waitForTimeout(300);
    expect(await project.locator('option').count()).toBe(1);

    page.once('dialog', (dialog) => {
      expect(dialog.type()).toBe('prompt');
      void dialog.accept('  Coffee shop site ');
    });
    await page.getByRole('button', { name: 'Add project' }).click();
    await page.getByText('Project created').waitFor();
    await page.getByTestId('project-counts').getByText('0 keywords · 0 clusters').waitFor();
    expect(await project.locator('option:checked').innerText()).toBe('Coffee shop site');

    await enterKeywords(page, generateKeywords(40, 3).map((k) => k.text));
    await runClustering(page);
    expect(await page.getByTestId('result-name').innerText()).toBe('Coffee shop site');
    await page.getByTestId('project-counts').getByText(/^40 keywords · \d+ clusters$/).waitFor();
    await page.reload();
    await page.getByTestId('project-counts').getByText(/^40 keywords · \d+ clusters$/).waitFor();
    expect(await project.locator('option:checked').innerText()).toBe('Coffee shop site');

    page.once('dialog', (dialog) => void dialog.accept('x'.repeat(101)));
    await page.getByRole('button', { name: 'Add project' }).click();
    const failure = page.locator('[data-scope=toast][data-part=root]').filter({ hasText: 'Project creation failed' });
    await failure.waitFor();
    expect(await failure.innerText()).toContain('Project name must be 100 characters or fewer');
    await s.close();
  });

  it('renames a cluster and moves a keyword, by keyboard-reachable controls, and the export has both edits', async () => {
    const s = await openApp({ path: CLUSTERING_TAB, viewport: DESKTOP });
    const { page } = s;
    await waitForTab(page);
    await enterKeywords(page, generateKeywords(80, 11).map((k) => k.text));
    await runClustering(page);
    await closeToasts(page);

    const card = page.getByTestId('cluster-card').first();
    const oldName = await card.getByTestId('cluster-name').innerText();
    await card.getByRole('button', { name: `Rename ${oldName}` }).click();
    const nameInput = card.getByLabel('Cluster name');
    await nameInput.fill('Renamed <b>cluster</b>');
    await nameInput.press('Enter');
    await page.getByText('Cluster renamed').waitFor();
    await card.getByTestId('cluster-name').getByText('Renamed <b>cluster</b>', { exact: true }).waitFor();
    expect(await card.innerText()).toContain('Edited');

    const moved = await card.getByTestId('keyword-text').first().innerText();
    await card.getByRole('checkbox', { name: moved }).check();
    await card.getByRole('button', { name: 'Edit Renamed <b>cluster</b>' }).press('Enter');
    await page.getByRole('menuitem', { name: 'Move selected keywords…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByLabel('Move to').selectOption({ label: 'Unclustered' });
    await page.waitForTimeout(400); // the dialog's opening animation
    await shot(page, 'clustering-desktop-move-dialog');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByText('Keyword moved').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = await keywordRowText(page, moved);
    expect(row).toContain('Nearest:');

    const lines = csvLines((await exportFile(page, 'CSV')).content);
    expect(lines.some((line) => line.startsWith('Renamed <b>cluster</b>,'))).toBe(true);
    // ... and back from the unclustered list, with its nearest cluster offered first.
    await page.getByRole('tab', { name: /^Unclustered \(/ }).click();
    await page.getByLabel('Find a keyword or cluster').fill(moved);
    await page.getByRole('button', { name: `Move ${moved} to a cluster` }).click();
    const back = page.getByRole('dialog');
    expect(await back.getByLabel('Move to').locator('option:checked').innerText()).toBe('Renamed <b>cluster</b>');
    await back.getByRole('button', { name: 'Move', exact: true }).click();
    await back.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Unclustered (0)' }).waitFor();
    await page.getByRole('tab', { name: /^Clusters \(/ }).click();
    await page.getByLabel('Find a keyword or cluster').fill('');
    expect(await keywordRowText(page, moved)).not.toContain('Nearest:');
    expect(lines.some((line) => line.startsWith(`(unclustered),${moved},`) || line.startsWith(`(unclustered),"${moved}"`))).toBe(true);
    expect(lines.some((line) => line.startsWith(`${oldName},`))).toBe(false);
    await s.close();
  });

  it('merges two clusters and splits keywords into a new one', async () => {
    const s = await openApp({ path: CLUSTERING_TAB, viewport: DESKTOP });
    const { page } = s;
    await waitForTab(page);
    await enterKeywords(page, generateKeywords(80, 13).map((k) => k.text));
    await runClustering(page);
    await closeToasts(page);
    const before = await tabCount(page, 'Clusters');

    const first = page.getByTestId('cluster-card').first();
    const name = await first.getByTestId('cluster-name').innerText();
    await first.getByRole('button', { name: `Edit ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Merge with another cluster…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Merge', exact: true }).click();
    await page.getByText('Clusters merged').waitFor();
    await waitForCount(page, 'Clusters', before - 1);

    const merged = page.getByTestId('cluster-card').first();
    const texts = await merged.getByTestId('keyword-text').allInnerTexts();
    expect(texts.length).toBeGreaterThan(2);
    await merged.getByRole('checkbox', { name: texts[0] }).check();
    await merged.getByRole('checkbox', { name: texts[1] }).check();
    await merged.getByText('2 keywords selected').waitFor();
    await merged.getByRole('button', { name: `Edit ${name}` }).click();
    const split = page.getByRole('menuitem', { name: 'Split selected into a new cluster…' });
    await split.and(page.locator(':not([data-disabled])')).waitFor();
    await split.click();
    await page.getByRole('dialog').getByLabel('New cluster name').fill('Split off');
    await page.getByRole('dialog').getByRole('button', { name: 'Split', exact: true }).click();
    await page.getByText('Cluster split').waitFor();
    await waitForCount(page, 'Clusters', before);
    await page.getByLabel('Find a keyword or cluster').fill('Split off');
    const splitCard = page.getByTestId('cluster-card').filter({ hasText: 'Split off' });
    await splitCard.waitFor();
    expect(await splitCard.getByTestId('keyword-text').allInnerTexts()).toEqual(texts.slice(0, 2));
    await s.close();
  });

  it('expands keywords with SEO data on, marking the added ones and their estimates', async () => {
    const s = await openApp({ path: CLUSTERING_TAB, viewport: DESKTOP });
    const { page } = s;
    await waitForTab(page);
    const expand = page.getByRole('checkbox', { name: 'Expand Keywords' });
    expect(await expand.isDisabled()).toBe(true);
    await enterKeywords(page, ['running shoes', 'standing desk', 'web hosting']);
    await page.getByText('Get SEO Data', { exact: true }).click();
    expect(await expand.isDisabled()).toBe(false);
    await page.getByText('Expand Keywords', { exact: true }).click();
    await runClustering(page);
    const toast = await page.locator('[data-scope=toast][data-part=root]').filter({ hasText: 'Clustering completed!' }).innerText();
    expect(toast).toContain('Enhanced mock data used (real API ready when you add credentials)');
    expect(Number((await page.getByTestId('result-totals').innerText()).match(/Keywords\s+([\d,]+)/)?.[1].replace(/,/g, ''))).toBeGreaterThan(3);
    expect(await page.getByTestId('result-name').locator('..').innerText()).toMatch(/added by expansion/);
    const rows = page.getByTestId('keyword-row').filter({ hasText: 'Expanded' });
    await rows.first().waitFor();
    expect(await rows.first().innerText()).toContain('Estimated');
    await page.getByText('Get SEO Data', { exact: true }).click();
    expect(await expand.isDisabled()).toBe(true);
    expect(await expand.isChecked()).toBe(false);
    await s.close();
  });

  it('shows HTML and script keywords as text, never running them', async () => {
    const s = await openApp({ path: CLUSTERING_TAB, viewport: DESKTOP });
    const { page } = s;
    await waitForTab(page);
    const hostile = ['<img src=x onerror="window.__xss=1">', '<script>window.__xss=2</script>', 'café ☕ 咖啡 قهوة', 'a'.repeat(10_000)];
    await enterKeywords(page, [...hostile, ...generateKeywords(20, 5).map((k) => k.text)]);
    await runClustering(page);
    for (const text of hostile.slice(0, 3)) expect(await keywordRowText(page, text)).toContain(text);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('[data-testid=results] img, [data-testid=results] script').count()).toBe(0);
    // The 10,000-character line is not clustered, and the result says so.
    await page.getByTestId('results').getByText('1 line skipped (over 200 characters or no letters or digits)', { exact: false }).waitFor();
    await s.close();
  });

  it('lays the tab out on a phone, with results', async () => {
    const s = await openApp({ path: CLUSTERING_TAB, viewport: PHONE });
    const { page } = s;
    await waitForTab(page);
    await shot(page, 'clustering-phone-setup');
    await enterKeywords(page, generateKeywords(120, 21).map((k) => k.text));
    await page.getByText('Get SEO Data', { exact: true }).click();
    await runClustering(page);
    await closeToasts(page);
    await scrollToResults(page);
    await shot(page, 'clustering-phone-results');
    await page.getByTestId('cluster-card').first().evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 100 }));
    await page.waitForTimeout(300);
    await shot(page, 'clustering-phone-cards');
    await closeToasts(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousA11yViolations(page, 'clustering tab on a phone');
    await s.close();
  });
});
