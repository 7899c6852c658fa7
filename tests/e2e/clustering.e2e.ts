import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateKeywords } from '../bench/generator';
import {
  allTexts,
  CLUSTERING_TAB,
  csvLines,
  enterKeywords,
  exportFile,
  keywordRowText,
  runClustering,
  shownText,
  tabCount,
  waitForTab,
} from './clustering-helpers';
import {
  DESKTOP,
  dismissToasts,
  expectNoSeriousA11yViolations,
  nextFrames,
  PHONE,
  readTable,
  scrollElementToTop,
  settledShot,
  shot,
  waitForAnimations,
  withApp,
} from './support';

const scrollToResults = (page: Page) => scrollElementToTop(page.getByRole('heading', { name: 'Results' }));

/** The keyword draft as stored on the device (the text area is saved 400 ms after the last change). */
async function storedDraft(page: Page): Promise<unknown> {
  const settings = await readTable<{ key: string; value: unknown }>(page, 'settings');
  return settings.find((s) => s.key === 'clustering_draft')?.value;
}

/** Clicks `button`, answers the prompt it opens (null dismisses it), and waits for the page to go on. */
async function answerPrompt(page: Page, button: string, answer: string | null): Promise<void> {
  const opened = page.waitForEvent('dialog');
  const clicked = page.getByRole('button', { name: button }).click();
  const dialog = await opened;
  expect(dialog.type()).toBe('prompt');
  await (answer === null ? dialog.dismiss() : dialog.accept(answer));
  await clicked;
  await nextFrames(page);
}

async function waitForCount(page: Page, name: 'Clusters' | 'Unclustered', expected: number): Promise<void> {
  await expect.poll(() => tabCount(page, name), { timeout: 5000 }).toBe(expected);
}

describe('Keyword Clustering tab: paste, run, export, reload', () => {
  it('clusters 300 pasted keywords, exports CSV and JSON, and keeps the result after a reload', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
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
      const toast = await page
        .locator('[data-scope=toast][data-part=root]')
        .filter({ hasText: 'Clustering completed!' })
        .innerText();
      expect(toast).toMatch(/\d+ clusters from 300 keywords\. Basic clustering performed/);
      const totals = await page.getByTestId('result-totals').innerText();
      expect(totals).toMatch(/Keywords\s+300/);
      expect(totals).toMatch(/Process time\s+[\d.]+ s/);
      const clusterCount = await tabCount(page, 'Clusters');
      expect(clusterCount).toBeGreaterThan(5);
      await dismissToasts(page);
      await scrollToResults(page);
      await shot(page, 'clustering-desktop-results');

      const csv = await exportFile(page, 'CSV');
      expect(csv.name).toMatch(/^topicwise-clusters-.+-\d{4}-\d{2}-\d{2}\.csv$/);
      expect([...csv.content.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = csvLines(csv.content);
      expect(lines[0].startsWith('topic,cluster,keyword,variant_of,search_volume')).toBe(true);
      expect(lines.length - 1).toBe(300);
      // The formula cell is neutralised with a leading apostrophe (and quoted for its commas).
      expect(lines.some((line) => line.includes(`"'=HYPERLINK(""http://evil.example"",""click"")"`))).toBe(true);

      const json = await exportFile(page, 'JSON');
      expect(json.name).toMatch(/^topicwise-clusters-.+\.json$/);
      const parsed = JSON.parse(json.content.toString('utf8')) as {
        total_keywords: number;
        clusters: { name: string; topic_id: string }[];
        topics: { id: string; name: string; cluster_ids: string[] }[];
      };
      expect(parsed.total_keywords).toBe(300);
      expect(parsed.clusters.length).toBe(clusterCount);
      expect(parsed.topics.flatMap((topic) => topic.cluster_ids)).toHaveLength(clusterCount);
      expect(parsed.topics.length).toBeLessThan(clusterCount);

      // Grouped by topic, each topic's header comes before its clusters.
      await page.getByText(/^Group by topic/).click();
      const header = page.getByTestId('topic-header').first();
      await header.waitFor();
      expect(await header.innerText()).toContain(parsed.topics[0].name);
      await shot(page, 'clustering-desktop-topics');
      await page.getByText(/^Group by topic/).click();
      await header.waitFor({ state: 'detached' });

      const firstName = await shownText(page.getByTestId('cluster-name').first());
      const typed = await page.getByLabel('Keywords (one per line)').inputValue();
      await expect.poll(() => storedDraft(page), { timeout: 5000 }).toBe(typed);
      await page.reload();
      await page.getByTestId('cluster-name').first().waitFor();
      expect(await shownText(page.getByTestId('cluster-name').first())).toBe(firstName);
      expect(await tabCount(page, 'Clusters')).toBe(clusterCount);
      expect(await page.getByLabel('Keywords (one per line)').inputValue()).toContain(keywords[0]);
      await expectNoSeriousA11yViolations(page, 'clustering tab with results');
    });
  });

  it('creates a project from a prompt, ignores an empty answer, and shows its counts after a run', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
      await waitForTab(page);
      const project = page.getByLabel('Project');

      await answerPrompt(page, 'Add project', '   ');
      expect(await project.locator('option').count()).toBe(1);

      await answerPrompt(page, 'Add project', null);
      expect(await project.locator('option').count()).toBe(1);

      await answerPrompt(page, 'Add project', '  Coffee shop site ');
      await page.getByText('Project created').waitFor();
      await page.getByTestId('project-counts').getByText('0 keywords · 0 clusters').waitFor();
      expect(await project.locator('option:checked').innerText()).toBe('Coffee shop site');
      // Only this answer made a project: a late one from the empty answers would show up by now.
      expect(await project.locator('option').count()).toBe(2);

      await enterKeywords(
        page,
        generateKeywords(40, 3).map((k) => k.text),
      );
      await runClustering(page);
      expect(await page.getByTestId('result-name').innerText()).toBe('Coffee shop site');
      await page
        .getByTestId('project-counts')
        .getByText(/^40 keywords · \d+ clusters$/)
        .waitFor();
      await page.reload();
      await page
        .getByTestId('project-counts')
        .getByText(/^40 keywords · \d+ clusters$/)
        .waitFor();
      expect(await project.locator('option:checked').innerText()).toBe('Coffee shop site');

      await answerPrompt(page, 'Add project', 'x'.repeat(101));
      const failure = page.locator('[data-scope=toast][data-part=root]').filter({ hasText: 'Project creation failed' });
      await failure.waitFor();
      expect(await failure.innerText()).toContain('Project name must be 100 characters or fewer');
    });
  });

  it('renames a cluster and moves a keyword, by keyboard-reachable controls, and the export has both edits', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
      await waitForTab(page);
      await enterKeywords(
        page,
        generateKeywords(80, 11).map((k) => k.text),
      );
      await runClustering(page);
      await dismissToasts(page);

      const card = page.getByTestId('cluster-card').first();
      const oldName = await shownText(card.getByTestId('cluster-name'));
      await card.getByRole('button', { name: `Rename ${oldName}` }).click();
      const nameInput = card.getByLabel('Cluster name');
      await nameInput.fill('Renamed <b>cluster</b>');
      await nameInput.press('Enter');
      await page.getByText('Cluster renamed').waitFor();
      await card.getByTestId('cluster-name').getByText('Renamed <b>cluster</b>', { exact: true }).waitFor();
      expect(await shownText(card)).toContain('Edited');

      const moved = await shownText(card.getByTestId('keyword-text').first());
      await card.getByRole('checkbox', { name: moved }).check();
      await card.getByRole('button', { name: 'Edit Renamed <b>cluster</b>' }).press('Enter');
      await page.getByRole('menuitem', { name: 'Move selected keywords…' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByLabel('Move to').selectOption({ label: 'Unclustered' });
      await waitForAnimations(dialog);
      await settledShot(page, 'clustering-desktop-move-dialog');
      await dialog.getByRole('button', { name: 'Move', exact: true }).click();
      await page.getByText('Keyword moved').waitFor();
      await dialog.waitFor({ state: 'detached' });
      const row = await keywordRowText(page, moved);
      expect(row).toContain('Nearest:');

      const lines = csvLines((await exportFile(page, 'CSV')).content);
      expect(lines.some((line) => line.includes(',Renamed <b>cluster</b>,'))).toBe(true);
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
      expect(
        lines.some(
          (line) => line.startsWith(`,(unclustered),${moved},`) || line.startsWith(`,(unclustered),"${moved}"`),
        ),
      ).toBe(true);
      expect(lines.some((line) => line.split(',')[1] === oldName)).toBe(false);
    });
  });

  it('merges two clusters and splits keywords into a new one', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
      await waitForTab(page);
      await enterKeywords(
        page,
        generateKeywords(80, 13).map((k) => k.text),
      );
      await runClustering(page);
      await dismissToasts(page);
      const before = await tabCount(page, 'Clusters');

      const first = page.getByTestId('cluster-card').first();
      const name = await shownText(first.getByTestId('cluster-name'));
      await first.getByRole('button', { name: `Edit ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Merge with another cluster…' }).click();
      // The picker is searchable: typing narrows it to matching clusters, the choice follows.
      const second = await shownText(page.getByTestId('cluster-card').nth(1).getByTestId('cluster-name'));
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Find a cluster to merge with').fill(second);
      await expect
        .poll(() => dialog.getByLabel('Merge with', { exact: true }).locator('option:checked').innerText())
        .toContain(second);
      await dialog.getByLabel('Find a cluster to merge with').fill('zzz-no-such-cluster');
      expect(await dialog.getByRole('button', { name: 'Merge', exact: true }).isDisabled()).toBe(true);
      await dialog.getByLabel('Find a cluster to merge with').fill(second);
      await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
      await page.getByText('Clusters merged').waitFor();
      await waitForCount(page, 'Clusters', before - 1);

      const merged = page.getByTestId('cluster-card').first();
      const texts = await allTexts(merged.getByTestId('keyword-text'));
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
      expect(await allTexts(splitCard.getByTestId('keyword-text'))).toEqual(texts.slice(0, 2));
    });
  });

  it('expands keywords with SEO data on, marking the added ones and their estimates', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
      await waitForTab(page);
      const expand = page.getByRole('checkbox', { name: 'Expand Keywords' });
      expect(await expand.isDisabled()).toBe(true);
      await enterKeywords(page, ['running shoes', 'standing desk', 'web hosting']);
      await page.getByText('Get SEO Data', { exact: true }).click();
      expect(await expand.isDisabled()).toBe(false);
      await page.getByText('Expand Keywords', { exact: true }).click();
      await runClustering(page);
      const toast = await page
        .locator('[data-scope=toast][data-part=root]')
        .filter({ hasText: 'Clustering completed!' })
        .innerText();
      expect(toast).toContain('Enhanced mock data used: figures are deterministic estimates, marked Estimated.');
      expect(toast).not.toContain('credentials');
      expect(
        Number(
          (await page.getByTestId('result-totals').innerText()).match(/Keywords\s+([\d,]+)/)?.[1].replace(/,/g, ''),
        ),
      ).toBeGreaterThan(3);
      expect(await page.getByTestId('result-name').locator('..').innerText()).toMatch(/added by expansion/);
      const rows = page.getByTestId('keyword-row').filter({ hasText: 'Expanded' });
      await rows.first().waitFor();
      expect(await rows.first().innerText()).toContain('Estimated');
      await page.getByText('Get SEO Data', { exact: true }).click();
      expect(await expand.isDisabled()).toBe(true);
      expect(await expand.isChecked()).toBe(false);
    });
  });

  it('shows HTML and script keywords as text, never running them', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
      await waitForTab(page);
      const hostile = [
        '<img src=x onerror="window.__xss=1">',
        '<script>window.__xss=2</script>',
        'café ☕ 咖啡 قهوة',
        'a'.repeat(10_000),
      ];
      await enterKeywords(page, [...hostile, ...generateKeywords(20, 5).map((k) => k.text)]);
      await runClustering(page);
      for (const text of hostile.slice(0, 3)) expect(await keywordRowText(page, text)).toContain(text);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(await page.locator('[data-testid=results] img, [data-testid=results] script').count()).toBe(0);
      // The 10,000-character line is not clustered, and the result says so.
      await page
        .getByTestId('results')
        .getByText('1 line skipped (over 200 characters or no letters or digits)', { exact: false })
        .waitFor();
    });
  });

  it('lays the tab out on a phone, with results', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: PHONE }, async ({ page }) => {
      await waitForTab(page);
      await shot(page, 'clustering-phone-setup');
      await enterKeywords(
        page,
        generateKeywords(120, 21).map((k) => k.text),
      );
      await page.getByText('Get SEO Data', { exact: true }).click();
      await runClustering(page);
      await dismissToasts(page);
      await scrollToResults(page);
      await shot(page, 'clustering-phone-results');
      await scrollElementToTop(page.getByTestId('cluster-card').first());
      await shot(page, 'clustering-phone-cards');
      await dismissToasts(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousA11yViolations(page, 'clustering tab on a phone');
    });
  });
});
