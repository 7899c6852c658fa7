import type { Page } from 'playwright-core';
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
  expectNoSeriousA11yViolations,
  nextFrames,
  PHONE,
  settledShot,
  waitForIdle,
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
  'fresh coffee beans delivery',
  'cold brew recipe',
  'cold brew coffee ratio',
  'how to make cold brew',
  'cold brew at home',
  'christmas coffee gifts',
  'coffee gift set christmas',
  'coffee grinder',
  'best coffee grinder',
  'burr coffee grinder',
  'manual coffee grinder',
  'latte art tutorial',
  'how to do latte art',
  'latte art pitcher',
  'coffee shop near me',
  'coffee shops open now',
];

const TYPES = [
  { button: 'Cluster Map', caption: /^Cluster map: \d+ clusters/ },
  { button: 'Heatmap', caption: /^Search volume by/ },
  { button: 'Opportunity Scatter', caption: 'Opportunity: search volume against difficulty' },
  { button: 'Trends', caption: /^Monthly search volume per cluster/ },
  { button: 'Performance Radar', caption: /^Performance radar/ },
  { button: 'Distribution', caption: 'Keywords by difficulty' },
] as const;

async function clusterWithSeoData(page: Page, keywords: readonly string[]): Promise<void> {
  await waitForTab(page);
  await enterKeywords(page, keywords);
  await page.getByText('Get SEO Data', { exact: true }).click();
  await runClustering(page);
  await dismissToasts(page);
}

async function openVisualizations(page: Page): Promise<void> {
  await page.getByRole('tab', { name: /^Advanced Visualizations/ }).click();
  await page.getByRole('heading', { name: 'Advanced Visualizations' }).waitFor();
}

/** Waits for a chart's caption and its canvas (ECharts draws into a canvas once loaded). */
async function waitForChart(page: Page, caption: string | RegExp): Promise<void> {
  const figure = page.locator('figure').filter({ has: page.locator('figcaption').getByText(caption) });
  await figure.first().locator('canvas').first().waitFor({ timeout: 60_000 });
}

/** The stored cluster map (as the route saved it), read from IndexedDB, to know where bubbles are. */
type MapNode = { id: string; name: string; x: number; y: number };

async function storedMapNodes(page: Page): Promise<MapNode[]> {
  return page.evaluate(
    () =>
      new Promise<MapNode[]>((resolve, reject) => {
        const open = indexedDB.open('topicwise');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('derived_results').objectStore('derived_results').getAll();
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            const record = (request.result as { kind: string; payload: unknown }[]).find(
              (row) => row.kind === 'visualization:interactive_cluster_map',
            );
            const payload = record?.payload as { data: { map_data: { nodes: MapNode[] } } } | undefined;
            open.result.close();
            resolve(payload?.data.map_data.nodes ?? []);
          };
        };
      }),
  );
}

/** Clicks the bubble of the cluster map's first node: the option maps 0..100 into the grid (axes -4..104). */
async function clickFirstBubble(page: Page): Promise<string> {
  const nodes = await storedMapNodes(page);
  expect(nodes.length).toBeGreaterThan(0);
  const node = nodes[0];
  const canvasBox = page.locator('figure').first().getByRole('img').first();
  const box = await canvasBox.boundingBox();
  if (!box) throw new Error('The cluster map has no box');
  const grid = { left: 8, right: 8, top: 36, bottom: 8 };
  const x = grid.left + ((node.x + 4) / 108) * (box.width - grid.left - grid.right);
  const y = grid.top + (1 - (node.y + 4) / 108) * (box.height - grid.top - grid.bottom);
  await canvasBox.click({ position: { x, y } });
  return node.name;
}

describe('Advanced Visualizations tab', () => {
  it('shows the Gate without a clustering result', async () => {
    await withApp({ path: '/?tab=visualizations', viewport: DESKTOP }, async ({ page }) => {
      await page.getByText('No Clustering Data Available').waitFor();
      expect(await page.getByRole('button', { name: 'Cluster Map' }).count()).toBe(0);
      await settledShot(page, 'visualizations-desktop-gate');
      await page.getByRole('button', { name: 'Go to Clustering' }).click();
      await waitForTab(page);
    });
  });

  it('draws every chart from a run, opens a bubble, selects quick wins and builds the dashboard', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
      await clusterWithSeoData(page, KEYWORDS);
      await openVisualizations(page);

      // Cluster map first, by default.
      await waitForChart(page, TYPES[0].caption);
      expect(await page.getByRole('button', { name: 'Cluster Map' }).getAttribute('aria-pressed')).toBe('true');
      const counters = await page.getByTestId('visualization-counters').innerText();
      expect(counters).toMatch(/Total clusters\s+\d+/);
      expect(counters).toMatch(/Keywords analyzed\s+26/);
      expect(counters).not.toMatch(/Visualizations/);
      expect(counters).toMatch(/Data load time\s+[\d,]+ ms/);
      // Until the engine's relations land, the map says it fell back to shared words.
      const name = await clickFirstBubble(page);
      const panel = page.getByTestId('cluster-keywords');
      await panel.getByRole('heading', { name, exact: true }).waitFor();
      await settledShot(page, 'visualizations-desktop-cluster-map', true);

      for (const type of TYPES.slice(1)) {
        await page.getByRole('button', { name: type.button, exact: true }).click();
        await waitForChart(page, type.caption);
        await settledShot(page, `visualizations-desktop-${type.button.toLowerCase().replace(/ /g, '-')}`, true);
      }
      // Trends without imported months are labelled estimated.
      await page.getByRole('button', { name: 'Trends', exact: true }).click();
      await waitForChart(page, TYPES[3].caption);
      expect(await page.getByTestId('trend-note').innerText()).toMatch(/^Estimated: no monthly figures/);

      await page.getByRole('button', { name: 'Opportunity Scatter', exact: true }).click();
      await waitForChart(page, TYPES[2].caption);
      // The first quadrant with keywords in it.
      await page
        .getByRole('group', { name: 'Select a quadrant' })
        .getByRole('button', { name: /\([1-9][\d,]*\)$/ })
        .first()
        .click();
      const selected = page.getByTestId('selected-keywords');
      await selected.waitFor();
      await selected.getByRole('button', { name: 'Add to keyword list' }).click();
      await waitForToast(page, /Added \d+ keywords? to the keyword list/);
      await dismissToasts(page);

      await page.getByRole('button', { name: 'Distribution', exact: true }).click();
      await waitForChart(page, 'Keywords by difficulty');
      await page.getByRole('button', { name: 'Search volume', exact: true }).click();
      await waitForChart(page, 'Keywords by monthly search volume');

      await page.getByRole('button', { name: 'Generate Complete Dashboard' }).click();
      const dashboard = page.getByTestId('visualization-dashboard');
      await dashboard.waitFor();
      expect(await page.getByTestId('visualization-counters').innerText()).not.toMatch(/Visualizations/);
      for (const heading of [
        /^Cluster map: \d+ clusters mapped/,
        'Search volume heatmap',
        'Opportunity analysis',
        'Trend analysis',
        'Performance radar',
        'Topics, clusters and keywords',
      ]) {
        await dashboard.getByRole('heading', { name: heading }).waitFor();
      }
      expect(await dashboard.locator('canvas').count()).toBeGreaterThanOrEqual(6);
      await settledShot(page, 'visualizations-desktop-dashboard', true);
      await expectNoSeriousA11yViolations(page, 'visualizations dashboard');
    });
  });

  it('fits a phone', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: PHONE }, async ({ page }) => {
      await clusterWithSeoData(page, KEYWORDS);
      await page.goto(page.url().replace(/\?.*$/, '?tab=visualizations'));
      await waitForChart(page, TYPES[0].caption);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await settledShot(page, 'visualizations-phone-cluster-map', true);
      await page.getByRole('button', { name: 'Generate Complete Dashboard' }).click();
      await page.getByTestId('visualization-dashboard').waitFor();
      await settledShot(page, 'visualizations-phone-dashboard');
    });
  });

  it('draws every chart of a 10,000-keyword result with no main-thread task over 100 ms', async () => {
    await expectStepsWithinBudget('charts at 10,000 keywords', LONG_TASK_BUDGET_MS.tabsAt10k, (record) =>
      withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
        await clusterTenThousand(page);
        await dismissToasts(page);
        await waitForIdle(page, { timeout: 30_000 });
        // The first step opens the tab: its code, ECharts' and the cluster map's data load with it.
        await startTaskTrace(page);
        await openVisualizations(page);
        for (const type of TYPES) {
          if (type !== TYPES[0]) await startTaskTrace(page);
          await page.getByRole('button', { name: type.button, exact: true }).click();
          await waitForChart(page, type.caption);
          // Progressive rendering finishes over later frames: the tasks are collected once the page is idle.
          await nextFrames(page, 4);
          await waitForIdle(page, { timeout: 30_000 });
          record(type.button, await stopTaskTrace(page));
          if (type === TYPES[0]) await settledShot(page, 'visualizations-desktop-10k-cluster-map', true);
        }
        await startTaskTrace(page);
        await page.getByRole('button', { name: 'Generate Complete Dashboard' }).click();
        await page.getByTestId('visualization-dashboard').waitFor({ timeout: 120_000 });
        await nextFrames(page, 4);
        await waitForIdle(page, { timeout: 30_000 });
        record('Dashboard', await stopTaskTrace(page));
        await settledShot(page, 'visualizations-desktop-10k-dashboard');
      }),
    );
  }, 600_000);
});
