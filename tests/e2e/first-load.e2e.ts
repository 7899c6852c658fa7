// The first load on a phone and the floating Support button. Layout shift is asserted here (it
// does not depend on the machine's speed); the timing figures of the first load (FCP, LCP, total
// blocking time) are measured by `npm run lighthouse`, not asserted in tests.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  dismissToasts,
  expectNoSeriousA11yViolations,
  nextFrames,
  PHONE,
  settledShot,
  waitForIdle,
  withApp,
} from './support';

interface Shift {
  value: number;
  sources: string[];
}

/** Starts collecting layout shifts before the app's first script runs (buffered from navigation). */
async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          if (!(node instanceof Element)) return node?.nodeName ?? '?';
          return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} ${(node.textContent ?? '').slice(0, 40)}`;
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);

/**
 * Scrolls the page from top to bottom, a third of a screen at a time (or, with `bottomOnly`, only
 * to the bottom), and lists the page's text,
 * buttons and links on screen (below the sticky header) whose boxes overlap the visible Support
 * button's box at any of those positions.
 */
async function coveredBySupport(page: Page, bottomOnly: boolean): Promise<string[]> {
  expect(await page.getByRole('button', { name: 'Support' }).count()).toBe(1);
  return page.evaluate(async (onlyTheBottom) => {
    const covered = new Set<string>();
    const step = Math.floor(window.innerHeight / 3);
    const first = onlyTheBottom ? document.documentElement.scrollHeight - window.innerHeight : 0;
    for (let top = Math.max(0, first); ; top += step) {
      window.scrollTo({ top });
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const support = [...document.querySelectorAll('button[aria-label="Support"]')].find(
        (element) => element.getBoundingClientRect().width > 0,
      );
      if (!support) throw new Error('No visible Support button');
      const button = support.getBoundingClientRect();
      const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const content = document.querySelectorAll('main p, main button, main a, main label, main h2, main h3, main li');
      for (const element of content) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.top < headerBottom || box.bottom > window.innerHeight) continue;
        if (box.left < button.right && button.left < box.right && box.top < button.bottom && button.top < box.bottom)
          covered.add((element.textContent ?? '').trim().slice(0, 60));
      }
      if (top + window.innerHeight >= document.documentElement.scrollHeight) break;
    }
    return [...covered];
  }, bottomOnly);
}

describe('First load', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    'shifts the layout by less than 0.01 (0.1 is good) while ?tab=clustering loads on a %s',
    async (name, viewport) => {
      await withApp({ path: '/', viewport }, async ({ page }) => {
        await observeLayoutShifts(page);
        await page.goto(page.url().replace(/\/?(\?.*)?$/, '/?tab=clustering'));
        await page.getByRole('button', { name: 'Cluster keywords' }).waitFor();
        // The last late part of the shell: the data-source badge, asked for once the page is idle.
        await page.getByTestId('api-status').getByText(/data/i).first().waitFor();
        await nextFrames(page, 4);
        await waitForIdle(page);
        const shifts = await layoutShifts(page);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        // Lighthouse's 'good' is under 0.1; with the late parts' space kept, this run shifts almost nothing.
        expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
        await settledShot(page, `first-load-${name}`);
      });
    },
  );
  it('does not move the page when the browser offers an install after the first paint', async () => {
    await withApp({ path: '/', viewport: PHONE }, async ({ page }) => {
      await observeLayoutShifts(page);
      await page.goto(page.url().replace(/\/?(\?.*)?$/, '/?tab=clustering'));
      await page.getByRole('button', { name: 'Cluster keywords' }).waitFor();
      await page.getByTestId('api-status').getByText(/data/i).first().waitFor();
      await waitForIdle(page);
      const before = (await layoutShifts(page)).length;
      await page.evaluate(() => {
        const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
        event.prompt = () => Promise.resolve();
        event.userChoice = Promise.resolve({ outcome: 'dismissed', platform: 'web' });
        window.dispatchEvent(event);
      });
      await page.getByText('Install Topicwise App').waitFor();
      await nextFrames(page, 4);
      const shifts = await layoutShifts(page);
      expect(shifts.slice(before), JSON.stringify(shifts)).toEqual([]);
      await settledShot(page, 'first-load-install-banner-phone');
      await expectNoSeriousA11yViolations(page, 'the floating install banner');
    });
  });
});

const CHART_KEYWORDS = [
  'espresso machine',
  'best espresso machine',
  'cheap espresso machine',
  'espresso machine reviews',
  'home espresso machine',
  'coffee beans online',
  'buy coffee beans',
  'organic coffee beans',
  'coffee beans subscription',
  'french press coffee',
  'how to use a french press',
  'french press ratio',
];

describe('The Support button', () => {
  // On a phone the button is in the header, so nothing can be under it wherever the page is scrolled;
  // from md up it floats (spec 000 §4) and the page's bottom padding lets the last lines scroll clear.
  it.each([
    ['phone', 'wherever the page is scrolled', PHONE, false],
    ['desktop', 'once the page is scrolled to the bottom', DESKTOP, true],
  ] as const)(
    'covers neither a chart’s Download PNG nor the data sources’ help text on a %s, %s',
    async (name, _where, viewport, bottomOnly) => {
      await withApp({ path: '/?tab=clustering', viewport }, async ({ page }) => {
        await page.getByRole('button', { name: 'Cluster keywords' }).waitFor();
        await page.getByLabel('Keywords (one per line)').fill(CHART_KEYWORDS.join('\n'));
        await page.getByText('Get SEO Data', { exact: true }).click();
        await page.getByRole('button', { name: 'Cluster keywords' }).click();
        await page.getByText('Clustering completed!').waitFor({ timeout: 90_000 });
        await dismissToasts(page);

        await page.goto(page.url().replace(/\?.*$/, '?tab=visualizations'));
        await page.getByRole('button', { name: 'Generate Complete Dashboard' }).click();
        await page.getByTestId('visualization-dashboard').locator('canvas').first().waitFor({ timeout: 60_000 });
        await waitForIdle(page);
        expect(await page.getByRole('button', { name: 'Download PNG' }).count()).toBeGreaterThan(1);
        expect(await coveredBySupport(page, bottomOnly)).toEqual([]);
        await settledShot(page, `support-button-charts-${name}`);

        await page.goto(page.url().replace(/\?.*$/, '?tab=datasources'));
        await page.getByRole('heading', { name: 'Advanced Data Sources' }).waitFor();
        await waitForIdle(page);
        expect(await coveredBySupport(page, bottomOnly)).toEqual([]);
        await settledShot(page, `support-button-datasources-${name}`);
        await expectNoSeriousA11yViolations(page, `data sources with the Support button on a ${name}`);
      });
    },
  );
});
