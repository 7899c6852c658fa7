import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allTexts, enterKeywords, runClustering, shownText, tabCount, waitForTab } from './clustering-helpers';
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
  'cheap espresso machine',
  'espresso machine reviews',
  'home espresso machine',
  'espresso machine for beginners',
  'coffee beans online',
  'buy coffee beans',
  'organic coffee beans',
  'best coffee beans',
  'cold brew recipe',
  'cold brew coffee ratio',
  'how to make cold brew',
  'cold brew at home',
  'coffee shop near me',
  'what is a flat white',
];

/** Topics of one intent each, so two halves of any cluster share its intent. */
const INFORMATIONAL = [
  'cold brew recipe',
  'cold brew coffee recipe',
  'easy cold brew recipe',
  'cold brew concentrate recipe',
  'cold brew recipe at home',
  'latte art tutorial',
  'latte art for beginners',
  'latte art designs',
  'latte art techniques',
  'how to use a french press',
  'french press coffee ratio',
  'french press instructions',
  'french press brewing time',
];

const AI_TAB = '/?tab=ai-automation';

async function openAiTab(page: Page) {
  await page.goto(page.url().replace(/\?.*$/, '') + AI_TAB);
  await page.getByRole('heading', { name: 'AI & Automation' }).waitFor();
}

async function chooseMode(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'AI modes' }).getByRole('button', { name: label }).click();
}

/** Runs the analysis, checks the busy label, and waits for its basis sentence. */
async function runAnalysis(page: Page) {
  const run = page.getByRole('button', { name: /Run AI Analysis|Analyzing with AI/ });
  await run.click();
  await page.getByTestId('ai-basis').waitFor();
  expect(await run.isEnabled()).toBe(true);
  expect(await page.getByTestId('ai-basis').innerText()).toMatch(/^Based on /);
}

async function clusterFirst(page: Page, keywords: readonly string[] = KEYWORDS) {
  await waitForTab(page);
  await enterKeywords(page, keywords);
  await page.getByText('Get SEO Data', { exact: true }).click();
  await runClustering(page);
  await dismissToasts(page);
}

describe('AI & Automation', () => {
  it('shows the gate without a clustering result', async () => {
    await withApp({ path: AI_TAB, viewport: DESKTOP }, async ({ page }) => {
      await page.getByText('No Clustering Data Available').waitFor();
      await page.getByRole('button', { name: 'Go to Clustering' }).click();
      await waitForTab(page);
    });
  });

  it('runs each mode on a real result (desktop)', async () => {
    await withApp({ path: '/?tab=clustering', viewport: DESKTOP }, async ({ page }) => {
      await clusterFirst(page);
      await openAiTab(page);

      await runAnalysis(page);
      await page.getByRole('region', { name: 'Optimization summary' }).waitFor();
      await settledShot(page, 'ai-desktop-optimization', true);

      await chooseMode(page, 'Anomaly Detection');
      await page.getByLabel('Sensitivity').selectOption('high');
      await runAnalysis(page);
      await page.getByRole('region', { name: 'Anomaly summary' }).waitFor();
      await settledShot(page, 'ai-desktop-anomalies', true);

      await chooseMode(page, 'Multi-language');
      await runAnalysis(page);
      const languages = page.getByTestId('ai-language');
      await languages.first().waitFor();
      expect(await languages.count()).toBe(4);
      const spanish = languages.filter({ hasText: 'Spanish (es)' });
      expect(await spanish.getByText('Estimated', { exact: true }).count()).toBeGreaterThan(0);
      expect(await spanish.getByRole('listitem').count()).toBe(3 + 2);
      await settledShot(page, 'ai-desktop-multilang', true);

      await chooseMode(page, 'Voice Search');
      await runAnalysis(page);
      const voice = page.getByTestId('ai-voice');
      await voice.first().waitFor();
      expect(await voice.count()).toBe(8);
      await settledShot(page, 'ai-desktop-voice', true);

      await chooseMode(page, 'AI Dashboard');
      await runAnalysis(page);
      const overview = page.getByRole('region', { name: 'AI overview' });
      await overview.waitFor();
      for (const label of [
        'AI optimization',
        'Automation opportunities',
        'Performance anomalies',
        'Multi-language potential',
        'Voice-search readiness',
      ])
        await overview.getByText(label).waitFor();
      await page.getByTestId('ai-recommendation').first().waitFor();
      await settledShot(page, 'ai-desktop-dashboard', true);
      await expectNoSeriousA11yViolations(page, 'AI dashboard');

      // The analyses are kept on the device: after a reload they show again without a run.
      await page.reload();
      await page.getByRole('heading', { name: 'AI & Automation' }).waitFor();
      await chooseMode(page, 'Voice Search');
      await page.getByTestId('ai-voice').first().waitFor();
      expect(await page.getByTestId('ai-voice').count()).toBe(8);
    });
  });

  it('applies a merge suggestion and the clustering tab shows one cluster fewer', async () => {
    await withApp({ path: '/?tab=clustering', viewport: DESKTOP }, async ({ page }) => {
      await clusterFirst(page, INFORMATIONAL);
      const before = await tabCount(page, 'Clusters');
      // Cut the first cluster in two: the halves are one topic, which the optimizer must see.
      const first = page.getByTestId('cluster-card').first();
      const name = await shownText(first.getByTestId('cluster-name'));
      const texts = await allTexts(first.getByTestId('keyword-text'));
      expect(texts.length).toBeGreaterThanOrEqual(4);
      await first.getByRole('checkbox', { name: texts[texts.length - 1] }).check();
      await first.getByRole('checkbox', { name: texts[texts.length - 2] }).check();
      await first.getByRole('button', { name: `Edit ${name}` }).click();
      const split = page.getByRole('menuitem', { name: 'Split selected into a new cluster…' });
      await split.and(page.locator(':not([data-disabled])')).waitFor();
      await split.click();
      await page.getByRole('dialog').getByLabel('New cluster name').fill('Split off');
      await page.getByRole('dialog').getByRole('button', { name: 'Split', exact: true }).click();
      await page.getByText('Cluster split').waitFor();
      await dismissToasts(page);
      expect(await tabCount(page, 'Clusters')).toBe(before + 1);

      await openAiTab(page);
      await runAnalysis(page);
      const merge = page
        .getByTestId('ai-optimization')
        .and(page.locator('[data-type=merge]'))
        .filter({ hasText: 'Split off' });
      await merge.waitFor();
      // Two halves of one topic are suggested, with the confidence such pairs earned on labelled
      // sets (shown from 50%), and the screen says what that confidence is based on.
      const confidence = await merge.getByText(/% confidence$/).innerText();
      expect(Number.parseInt(confidence, 10)).toBeGreaterThanOrEqual(50);
      expect(await page.getByTestId('ai-basis').innerText()).toMatch(
        /confidence is how often cluster pairs this similar were one intent in labelled query sets/,
      );
      const chips = await merge.getByTestId('keyword-chip').count();
      expect(chips).toBeGreaterThan(0);
      expect(chips).toBeLessThanOrEqual(5);
      await settledShot(page, 'ai-desktop-merge-suggestion');
      await merge.getByRole('button', { name: /^Apply/ }).click();
      await waitForToast(page, 'Clusters merged');
      await page.getByTestId('ai-basis').waitFor();
      await merge.waitFor({ state: 'detached' });

      await page.goto(page.url().replace(/\?.*$/, '') + '/?tab=clustering');
      await page.getByTestId('results').waitFor();
      expect(await tabCount(page, 'Clusters')).toBe(before);
      expect(await allTexts(page.getByTestId('cluster-name'))).not.toContain('Split off');
    });
  });

  it('works on a phone', async () => {
    await withApp({ path: '/?tab=clustering', viewport: PHONE }, async ({ page }) => {
      await clusterFirst(page);
      await openAiTab(page);
      await chooseMode(page, 'Voice Search');
      await runAnalysis(page);
      await page.getByTestId('ai-voice').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      await settledShot(page, 'ai-phone-voice');
      await chooseMode(page, 'Cluster Optimization');
      await runAnalysis(page);
      await settledShot(page, 'ai-phone-optimization');
    });
  });
});
