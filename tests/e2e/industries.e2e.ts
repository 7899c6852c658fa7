import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseIndustryLibrary } from '../../workers/industries';
import { type AppSession, DESKTOP, expectNoSeriousA11yViolations, PHONE, settledShot, withApp } from './support';

type Viewport = { width: number; height: number };

/** The bundled library the local adapter serves: expectations are read from it, not copied. */
const library = parseIndustryLibrary(JSON.parse(readFileSync(resolve('public/data/industry-library.json'), 'utf8')));
const industryNamed = (name: string) => {
  const industry = library.industries.find((i) => i.name === name);
  if (!industry) throw new Error(`No industry ${name} in the library`);
  return industry;
};

const industryCards = (page: Page): Locator => page.getByTestId('industry-card');
const trendingCards = (page: Page): Locator => page.getByTestId('trending-cluster');
const clusterCards = (page: Page): Locator => page.getByTestId('industry-cluster');
const clusterCard = (page: Page, name: string): Locator =>
  clusterCards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const activeTab = (page: Page) => new URL(page.url()).searchParams.get('tab');

/** Opens the Industry Libraries tab, waits for its heading, and runs `body` (see withApp). */
async function withIndustries(viewport: Viewport, body: (session: AppSession) => Promise<void>): Promise<void> {
  await withApp({ path: '/?tab=industries', viewport }, async (session) => {
    await session.page.getByRole('heading', { name: 'Enhanced Cluster Discovery' }).waitFor();
    await body(session);
  });
}

async function waitForLibrary(page: Page) {
  await industryCards(page).first().waitFor();
  await trendingCards(page).first().waitFor();
}

/** A one-finger drag through Chromium's input pipeline (trusted touch events), as a pull-to-refresh. */
async function pullDown(page: Page, from: { x: number; y: number }, distance: number, steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x, y: from.y + (distance * i) / steps }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function chooseIndustry(page: Page, name: string) {
  await industryCards(page).filter({ hasText: name }).click();
  await page.getByRole('heading', { name, exact: true }).waitFor();
  await clusterCards(page).first().waitFor();
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('Industry Libraries on %s', (name, viewport) => {
  it('lists the industries and the trending clusters with their editorial descriptors, no invented figures', async () => {
    await withIndustries(viewport, async ({ page }) => {
      await waitForLibrary(page);

      expect(await industryCards(page).count()).toBe(library.industries.length);
      expect(library.industries.length).toBeGreaterThanOrEqual(12);
      for (const industry of library.industries) {
        const card = industryCards(page).filter({ hasText: industry.name });
        const keywords = industry.clusters.reduce((n, c) => n + c.keywords.length, 0);
        expect(await card.textContent()).toContain(`${industry.clusters.length} clusters · ${keywords} keywords`);
      }

      expect(await trendingCards(page).count()).toBe(10);
      const first = trendingCards(page).first();
      // Hand-written library clusters: the descriptor, never a trend score, change or volume a client could quote.
      expect(await first.getByTestId('trend-descriptor').innerText()).toMatch(/^(Rising|Steady|Declining) · .+/);
      expect(await first.getByText('Trend score').count()).toBe(0);
      expect(await first.innerText()).not.toMatch(/%|\/100/);
      // Spec 001 §9: at most 4 trending keywords shown, the rest counted.
      const chips = first.getByRole('list', { name: /^Keywords of / }).getByRole('listitem');
      expect(await chips.count()).toBe(5);
      expect(await chips.last().textContent()).toMatch(/^\+\d+ more$/);

      if (name === 'phone') {
        // Small screens show the first three trending clusters until asked for all of them.
        expect(await trendingCards(page).nth(3).isVisible()).toBe(false);
        await page.getByRole('button', { name: 'Show all 10 trending clusters' }).click();
        expect(await trendingCards(page).nth(9).isVisible()).toBe(true);
        await page.getByRole('button', { name: 'Show fewer trending clusters' }).click();
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await pageWidth(page), 'nothing overflows sideways').toBeLessThanOrEqual(viewport.width);
      await settledShot(page, `industries-${name}`);
      await expectNoSeriousA11yViolations(page, `the industries tab on ${name}`);
    });
  });

  it('opens an industry and shows its clusters with their keywords', async () => {
    await withIndustries(viewport, async ({ page }) => {
      await waitForLibrary(page);
      const finance = industryNamed('Finance & Banking');
      await chooseIndustry(page, finance.name);
      // The view starts at its top, below the sticky header, with the Back button in sight.
      const header = await page.getByRole('banner').boundingBox();
      const back = await page.getByRole('button', { name: 'All industries' }).boundingBox();
      expect(back && header && back.y >= header.y + header.height).toBe(true);
      await settledShot(page, `industries-${name}-clusters`);
      expect(await pageWidth(page), 'nothing overflows sideways').toBeLessThanOrEqual(viewport.width);

      expect(await clusterCards(page).count()).toBe(finance.clusters.length);
      const cluster = finance.clusters[0];
      const card = clusterCard(page, cluster.name);
      expect(await card.textContent()).toContain(cluster.description);
      expect(await card.textContent()).toContain(`${cluster.keywords.length} keywords`);
      expect(await card.textContent()).toContain(cluster.intent);
      const chips = card.getByRole('list', { name: `Keywords of ${cluster.name}` }).getByRole('listitem');
      expect(await chips.count()).toBe(6);
      await card.getByRole('button', { name: `Show all ${cluster.keywords.length} keywords` }).click();
      expect(await chips.allTextContents()).toEqual(cluster.keywords);
      expect(await card.getByRole('button', { name: `Import to Clustering: ${cluster.name}` }).isEnabled()).toBe(true);

      await expectNoSeriousA11yViolations(page, `an industry's clusters on ${name}`);

      await page.getByRole('button', { name: 'All industries' }).click();
      await industryCards(page).first().waitFor();
      expect(await clusterCards(page).count()).toBe(0);
    });
  });
});

describe('Industry Libraries', () => {
  it('is usable with the keyboard alone', async () => {
    await withIndustries(DESKTOP, async ({ page }) => {
      await waitForLibrary(page);
      const travel = industryNamed('Travel & Hospitality');
      const card = industryCards(page).filter({ hasText: travel.name });
      await card.focus();
      await page.keyboard.press('Enter');
      await clusterCards(page).first().waitFor();
      // Focus moves to the industry's heading, which replaced the grid.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(travel.name);
      await page.getByRole('button', { name: 'All industries' }).focus();
      await page.keyboard.press('Enter');
      await industryCards(page).first().waitFor();
      // ...and back to the card it came from.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-industry-id'))).toBe(travel.id);
    });
  });

  it('imports a cluster: the clustering text area gets its keywords after what was typed', async () => {
    await withApp({ path: '/?tab=clustering', viewport: DESKTOP }, async ({ page }) => {
      const typed = ['my own keyword', 'Plan a trip to Japan'];
      const textArea = page.getByRole('tabpanel').locator('textarea').first();
      await textArea.fill(typed.join('\n'));

      await page.getByRole('tab', { name: /^Industry Libraries/ }).click();
      await page.getByRole('heading', { name: 'Enhanced Cluster Discovery' }).waitFor();
      await waitForLibrary(page);
      const travel = industryNamed('Travel & Hospitality');
      const cluster = travel.clusters[1];
      await chooseIndustry(page, travel.name);
      await clusterCard(page, cluster.name)
        .getByRole('button', { name: `Import to Clustering: ${cluster.name}` })
        .click();

      await page.getByText(`Imported ${cluster.keywords.length} keywords from ${cluster.name}`).waitFor();
      await page.waitForFunction(() => new URL(location.href).searchParams.get('tab') === 'clustering');
      expect(activeTab(page)).toBe('clustering');
      await page.waitForFunction(
        (expected) => document.querySelector<HTMLTextAreaElement>('[role="tabpanel"] textarea')?.value === expected,
        [...typed, ...cluster.keywords].join('\n'),
      );

      // Importing it again adds nothing twice.
      await page.getByRole('tab', { name: /^Industry Libraries/ }).click();
      await waitForLibrary(page);
      await chooseIndustry(page, travel.name);
      await clusterCard(page, cluster.name)
        .getByRole('button', { name: `Import to Clustering: ${cluster.name}` })
        .click();
      await page.getByText(`Imported 0 keywords from ${cluster.name}`).waitFor();
      await page.waitForFunction(() => new URL(location.href).searchParams.get('tab') === 'clustering');
      await expect(textArea.inputValue()).resolves.toBe([...typed, ...cluster.keywords].join('\n'));
      // The clustering tab opens at its top, where the text area is.
      expect(await textArea.isVisible()).toBe(true);
      expect((await textArea.boundingBox())?.y).toBeLessThan(DESKTOP.height);
      await settledShot(page, 'industries-desktop-imported');
    });
  });

  it('imports a trending cluster into an empty text area', async () => {
    await withIndustries(PHONE, async ({ page }) => {
      await waitForLibrary(page);
      const first = trendingCards(page).first();
      const name = (await first.getByRole('heading').textContent())?.replace(/^\d+\.\s*/, '') ?? '';
      const cluster = library.industries.flatMap((i) => i.clusters).find((c) => c.name === name);
      if (!cluster) throw new Error(`Trending cluster ${name} is not in the library`);
      await first.getByRole('button', { name: `Import to Clustering: ${name}` }).click();
      await page.waitForFunction(() => new URL(location.href).searchParams.get('tab') === 'clustering');
      await page.waitForFunction(
        (expected) => document.querySelector<HTMLTextAreaElement>('[role="tabpanel"] textarea')?.value === expected,
        cluster.keywords.join('\n'),
      );
    });
  });

  it('shows the spec error with Retry when the library cannot be loaded', async () => {
    await withApp(
      { viewport: DESKTOP, path: '/?tab=pricing', allowErrors: ['Failed to load resource'] },
      async ({ page }) => {
        await page.route('**/data/industry-library.json', (route) => route.abort());
        await page.getByRole('tab', { name: /^Industry Libraries/ }).click();
        const alert = page.getByTestId('load-error').filter({ hasText: 'Failed to load industry data' });
        await alert.waitFor();
        await page.getByText('Please try again later').first().waitFor();
        await page.unroute('**/data/industry-library.json');
        await alert.getByRole('button', { name: 'Retry' }).click();
        await waitForLibrary(page);
        expect(await industryCards(page).count()).toBe(library.industries.length);
      },
    );
  });

  it('reloads the industry data on a pull-to-refresh', async () => {
    await withApp(
      { viewport: PHONE, path: '/?tab=pricing', allowErrors: ['Failed to load resource'] },
      async ({ page }) => {
        await page.route('**/data/industry-library.json', (route) => route.abort());
        await openDrawerAndChoose(page, 'Industry Libraries');
        await page.getByTestId('load-error').waitFor();
        await page.unroute('**/data/industry-library.json');
        await pullDown(page, { x: 200, y: 300 }, 120);
        await page.getByText('Refreshed!').waitFor();
        await waitForLibrary(page);
        expect(await industryCards(page).count()).toBe(library.industries.length);
      },
    );
  });
});

async function openDrawerAndChoose(page: Page, label: string) {
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .click();
  await page.getByRole('heading', { name: 'Enhanced Cluster Discovery' }).waitFor();
}
