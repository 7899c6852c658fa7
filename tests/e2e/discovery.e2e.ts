import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLUSTERING_TAB, enterKeywords, runClustering, waitForTab } from './clustering-helpers';
import {
  clusterTenThousand,
  expectStepsWithinBudget,
  LONG_TASK_BUDGET_MS,
  startTaskTrace,
  stopTaskTrace,
} from './longTasks';
import {
  DESKTOP,
  dismissToasts,
  escapeRegExp,
  expectNoSeriousA11yViolations,
  nextFrames,
  PHONE,
  settledShot,
  waitForIdle,
  withApp,
} from './support';

type Viewport = { width: number; height: number };

/** First run: two clusters. Second run: the first grows, and a new topic (heat pump grants) appears. */
const FIRST_RUN = [
  'mortgage rates today',
  '30 year mortgage rates',
  'mortgage rate calculator',
  'christmas gift ideas',
  'christmas gifts for dad',
  'christmas gifts for mum',
];
const SECOND_RUN = [
  ...FIRST_RUN,
  'mortgage rates forecast',
  'mortgage rates chart',
  'jumbo mortgage rates',
  'mortgage rates history',
  'heat pump grant',
  'heat pump grant eligibility',
  'heat pump grant application',
];

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const section = (page: Page): Locator => page.getByRole('region', { name: 'Trend discovery from your data' });

/** Runs clustering and clears its toast, so the next run's completion is not mistaken for this one's. */
async function cluster(page: Page, keywords: readonly string[]) {
  await enterKeywords(page, keywords);
  await runClustering(page);
  await dismissToasts(page);
}

/** A screenshot with the view's first card in sight (on a phone the summary tiles fill the screen). */
async function shotOfView(page: Page, cards: Locator, name: string) {
  await cards.first().scrollIntoViewIfNeeded();
  await settledShot(page, name);
}

/** Chooses a discovery view and waits until its analysis is shown. */
async function openView(page: Page, label: string, cardTestId: string) {
  await section(page).getByRole('tab', { name: label }).click();
  await section(page).getByRole('button', { name: 'Run Discovery Analysis' }).waitFor();
  await section(page)
    .getByRole('group', { name: new RegExp(`summary$`, 'i') })
    .waitFor();
  const cards = section(page).getByTestId(cardTestId);
  await cards.first().waitFor();
  return cards;
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('Enhanced Cluster Discovery on %s', (name, viewport: Viewport) => {
  it('discovers trends, seasons, votes, emerging topics and alerts from two clustering runs', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport }, async ({ page }) => {
      await waitForTab(page);
      await cluster(page, FIRST_RUN);
      await cluster(page, SECOND_RUN);

      await page.goto(page.url().replace(/\?.*$/, '?tab=industries'));
      await page.getByRole('heading', { name: 'Enhanced Cluster Discovery' }).waitFor();
      await expect.poll(() => section(page).isVisible()).toBe(true);

      // Trending: the cluster that grew between the runs comes first, computed from the runs.
      const trending = await openView(page, 'Trending', 'discovery-trending');
      const first = trending.first();
      expect(await first.getByRole('heading').innerText()).toMatch(/mortgage/i);
      expect(await first.innerText()).toContain('From your runs');
      expect(await first.innerText()).toContain('Accelerating');
      const chips = first.getByRole('list', { name: /^Keywords of / }).getByRole('listitem');
      expect(await chips.count()).toBeLessThanOrEqual(5);
      // Library clusters fill the list, each with its Estimated badge.
      const estimated = trending.filter({ has: page.getByText('Estimated', { exact: true }) });
      expect(await estimated.count()).toBeGreaterThan(0);
      await shotOfView(page, trending, `discovery-${name}-trending`);
      expect(await pageWidth(page), 'nothing overflows sideways').toBeLessThanOrEqual(viewport.width);

      // An industry keeps only its clusters: the mortgage cluster (matched to Finance by its keywords) stays.
      await section(page).getByLabel('Industry').selectOption({ label: 'Finance & Banking' });
      await expect
        .poll(async () => new Set((await trending.allInnerTexts()).map((text) => text.includes('Finance & Banking'))))
        .toEqual(new Set([true]));
      expect(await trending.first().getByRole('heading').innerText()).toMatch(/mortgage/i);
      await section(page).getByLabel('Industry').selectOption({ label: 'All industries' });
      await expect.poll(() => trending.filter({ hasText: /christmas/i }).count()).toBe(1);

      // Seasonal: the christmas cluster, estimated from the seasonal-terms lexicon.
      const seasonal = await openView(page, 'Seasonal', 'discovery-seasonal');
      const christmas = seasonal.filter({ hasText: /christmas/i }).first();
      expect(await christmas.innerText()).toContain('Nov, Dec');
      expect(await christmas.getByText('Estimated', { exact: true }).isVisible()).toBe(true);
      expect(await christmas.innerText()).toContain('Not measured');
      await shotOfView(page, seasonal, `discovery-${name}-seasonal`);

      // Community: upvote a cluster; the count and the pressed state follow, and a second click withdraws.
      const community = await openView(page, 'Community', 'discovery-community');
      const card = community.first();
      const title = await card.getByRole('heading').innerText();
      // The accessible name is built from the button's hidden and visible text; spacing may vary.
      const voteButton = (count: number) =>
        section(page).getByRole('button', {
          name: new RegExp(`^Upvote ${escapeRegExp(title)} \\(\\s*${count}\\s*upvotes\\)$`),
        });
      await voteButton(0).click();
      const upvoted = voteButton(1);
      await upvoted.waitFor();
      expect(await upvoted.getAttribute('aria-pressed')).toBe('true');
      expect(await section(page).getByTestId('discovery-community').first().innerText()).toContain('100');
      await shotOfView(page, section(page).getByTestId('discovery-community'), `discovery-${name}-community`);
      // A pressed vote button is its own colour state: white on green.600 was 3.29:1.
      await expectNoSeriousA11yViolations(page, `an upvoted community card on ${name}`);
      await upvoted.click();
      await voteButton(0).waitFor();

      // Emerging: the words new in the second run.
      const emerging = await openView(page, 'Emerging', 'discovery-emerging');
      expect((await emerging.allInnerTexts()).join('\n')).toMatch(/heat pump/);
      const heatPump = emerging.filter({ hasText: /heat pump/ }).first();
      expect(await heatPump.innerText()).toMatch(/From your runs|Estimated/);
      await shotOfView(page, emerging, `discovery-${name}-emerging`);

      // Alerts: raised from the accelerating cluster, with urgency and expiry.
      const alerts = await openView(page, 'Alerts', 'discovery-alert');
      const texts = (await alerts.allInnerTexts()).join('\n');
      expect(texts).toMatch(/mortgage.* is accelerating/i);
      expect(texts).toMatch(/urgency/i);
      expect(texts).toMatch(/expires/);
      await shotOfView(page, alerts, `discovery-${name}-alerts`);

      // Run Discovery Analysis loads the chosen view again.
      const run = section(page).getByRole('button', { name: 'Run Discovery Analysis' });
      await run.click();
      await expect.poll(() => run.isEnabled()).toBe(true);
      await section(page).getByTestId('discovery-alert').first().waitFor();
      await dismissToasts(page);
      expect(await pageWidth(page), 'nothing overflows sideways').toBeLessThanOrEqual(viewport.width);
      await expectNoSeriousA11yViolations(page, `the discovery views on ${name}`);
    });
  });
});

describe('Enhanced Cluster Discovery before any clustering run', () => {
  it('says the trends are library estimates and explains each empty view', async () => {
    await withApp({ path: '/?tab=industries', viewport: DESKTOP }, async ({ page }) => {
      await page.getByRole('heading', { name: 'Enhanced Cluster Discovery' }).waitFor();
      const trending = await openView(page, 'Trending', 'discovery-trending');
      await section(page).getByTestId('trending-no-history').waitFor();
      expect(await trending.count()).toBe(20);
      expect(await trending.filter({ has: page.getByText('Estimated', { exact: true }) }).count()).toBe(20);

      const empty = async (label: string, title: string) => {
        await section(page).getByRole('tab', { name: label }).click();
        await section(page).getByText(title).waitFor();
      };
      await empty('Seasonal', 'No seasonal pattern found');
      await empty('Community', 'No clusters to vote on yet');
      await empty('Emerging', 'No emerging topic yet');
      await empty('Alerts', 'No trend alerts');
      await expectNoSeriousA11yViolations(page, 'the empty discovery views');

      await section(page).getByRole('tab', { name: 'Community' }).click();
      await section(page).getByRole('button', { name: 'Go to Clustering' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('clustering');
    });
  });
});

describe('Enhanced Cluster Discovery at 10,000 keywords', () => {
  it('opens the tab and each discovery view with no main-thread task over 100 ms', async () => {
    await expectStepsWithinBudget('discovery views at 10,000 keywords', LONG_TASK_BUDGET_MS.tabsAt10k, (record) =>
      withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
        await clusterTenThousand(page);
        await dismissToasts(page);
        await waitForIdle(page, { timeout: 30_000 });
        await startTaskTrace(page);
        await page.getByRole('tab', { name: /^Industry Libraries/ }).click();
        await page.getByRole('heading', { name: 'Enhanced Cluster Discovery' }).waitFor();
        await section(page).getByTestId('discovery-trending').first().waitFor({ timeout: 60_000 });
        await nextFrames(page, 4);
        await waitForIdle(page, { timeout: 30_000 });
        record('Trending', await stopTaskTrace(page));
        for (const [view, card] of [
          ['Seasonal', 'discovery-seasonal'],
          ['Community', 'discovery-community'],
          ['Emerging', 'discovery-emerging'],
          ['Alerts', 'discovery-alert'],
        ] as const) {
          await startTaskTrace(page);
          await openView(page, view, card);
          await nextFrames(page, 4);
          await waitForIdle(page, { timeout: 30_000 });
          record(view, await stopTaskTrace(page));
        }
      }),
    );
  }, 600_000);
});
