/**
 * Content Strategy tab in Chromium: the Gate without a result; after a clustering, each tool
 * (calendar with capacity and .ics, internal linking, gaps, performance, technical SEO, briefs as
 * Markdown and PDF, the dashboard), on desktop and phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLUSTERING_TAB, enterKeywords, readDownload, runClustering, waitForTab } from './clustering-helpers';
import {
  clusterTenThousand,
  expectStepsWithinBudget,
  LONG_TASK_BUDGET_MS,
  startTaskTrace,
  stopTaskTrace,
} from './longTasks';
import { pdfToText } from './pdfText';
import {
  DESKTOP,
  dismissToasts,
  expectNoSeriousA11yViolations,
  nextFrames,
  PHONE,
  settledShot,
  waitForAnimations,
  waitForIdle,
  withApp,
} from './support';

const CONTENT_TAB = '/?tab=content-strategy';

const KEYWORDS = [
  'espresso machine',
  'best espresso machine',
  'cheap espresso machine',
  'espresso machine reviews',
  'home espresso machine',
  'espresso machine with grinder',
  'coffee beans online',
  'buy coffee beans',
  'organic coffee beans',
  'best coffee beans',
  'fresh coffee beans',
  'cold brew recipe',
  'how to make cold brew',
  'cold brew coffee ratio',
  'cold brew at home',
  'milk frother',
  'best milk frother',
  'handheld milk frother',
  'coffee grinder',
  'burr coffee grinder',
  'best coffee grinder',
  'coffee shop near me',
  'coffee shops near me open now',
  '<b>latte</b> art',
];

/** Runs a clustering with estimated SEO data, then opens the Content Strategy tab. */
async function clusterThenOpen(page: Page): Promise<void> {
  await waitForTab(page);
  await enterKeywords(page, KEYWORDS);
  await page.getByText('Get SEO Data', { exact: true }).click();
  await runClustering(page);
  await dismissToasts(page);
  // Through the tab bar on desktop (no reload: the tab reads the run the clustering tab just stored);
  // by URL on phones, where the tab bar is a drawer.
  const tab = page.getByRole('tab', { name: /^Content Strategy/ });
  if (await tab.isVisible()) await tab.click();
  else await page.goto(page.url().replace(/\?.*$/, '') + CONTENT_TAB);
  await page.getByRole('heading', { name: 'Content Strategy', exact: true }).waitFor();
  await page.getByText('Total entries').waitFor({ timeout: 30_000 });
}

async function openTool(page: Page, name: string, ready: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByText(ready, { exact: true }).first().waitFor({ timeout: 30_000 });
}

/** Crawled pages written straight into the app's database, as the website crawler would store them. */
async function seedCrawledPages(page: Page, records: object[]): Promise<void> {
  await page.evaluate(
    (rows) =>
      new Promise<void>((done, fail) => {
        const open = indexedDB.open('topicwise');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('crawled_pages', 'readwrite');
          for (const row of rows) tx.objectStore('crawled_pages').put(row);
          tx.oncomplete = () => {
            db.close();
            done();
          };
          tx.onerror = () => fail(tx.error);
        };
      }),
    records,
  );
}

const crawled = (url: string, fields: object) => ({
  id: url,
  url,
  host: 'shop.example',
  source: 'crawl',
  status: 200,
  title: 'Page',
  meta_description: 'A page of the shop.',
  headings: [{ level: 1, text: 'Page' }],
  links: [],
  word_count: 900,
  noindex: false,
  canonical: null,
  crawled_at: '2026-11-20T10:00:00.000Z',
  ...fields,
});

/**
 * An element whose own text is `text`, found by the browser's XPath engine: Playwright's text
 * engine reads every element's text in script, which on a 10,000-keyword page was itself a 120 ms
 * task, measured as the page's.
 */
const exactText = (page: Page, text: string) =>
  page.locator(`xpath=//*[normalize-space(text())=${JSON.stringify(text)}]`).first();

describe('Content Strategy tab', () => {
  it('shows the Gate without a clustering result and sends the user to clustering', async () => {
    await withApp({ path: CONTENT_TAB, viewport: DESKTOP }, async ({ page }) => {
      await page.getByText('No Clustering Data Available').waitFor();
      await settledShot(page, 'content-strategy-gate-desktop');
      await page.getByRole('button', { name: 'Go to Clustering' }).click();
      await waitForTab(page);
      expect(new URL(page.url()).searchParams.get('tab')).toBe('clustering');
    });
  });

  it('plans, links, finds gaps, briefs and exports on desktop', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
      await clusterThenOpen(page);
      const cards = page.getByRole('list', { name: 'Next calendar entries' }).getByRole('listitem');
      expect(await cards.count()).toBeGreaterThan(0);
      expect(await cards.count()).toBeLessThanOrEqual(8);
      // The keyword '<b>latte</b> art' is text, never markup.
      expect(await page.locator('b', { hasText: 'latte' }).count()).toBe(0);
      await settledShot(page, 'content-strategy-calendar-desktop', true);
      await expectNoSeriousA11yViolations(page, 'content calendar');

      // Capacity: one page a week from a chosen Monday.
      await page.getByRole('spinbutton', { name: 'Pages per week' }).fill('1');
      await page.getByLabel('Start date').fill('2027-01-04');
      await page.getByRole('button', { name: 'Update Calendar' }).click();
      await cards.first().getByText('Mon, Jan 4, 2027').waitFor();
      if ((await cards.count()) > 1) await cards.nth(1).getByText('Mon, Jan 11, 2027').waitFor();

      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(csv.suggestedFilename()).toBe('content-calendar-2027-01-04.csv');
      const calendarText = (await readDownload(csv)).toString('utf8');
      expect(calendarText).toMatch(/^\uFEFFplanned_date,title,priority/);
      // Get SEO Data was on: every row says its volume and opportunity are estimates.
      expect(calendarText.split('\r\n')[1]).toMatch(/,estimated$/);

      const [ics] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download .ics' }).click(),
      ]);
      expect(ics.suggestedFilename()).toBe('content-calendar-2027-01-04.ics');
      const icsText = (await readDownload(ics)).toString('utf8');
      expect(icsText.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(icsText).toContain('DTSTART;VALUE=DATE:20270104');
      expect(icsText.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

      // A calendar row's View opens that page's brief.
      const firstTitle = await cards.first().getByRole('paragraph').first().innerText();
      await page.getByRole('button', { name: 'View' }).first().click();
      await page.getByRole('heading', { name: 'Content Briefs' }).waitFor();
      await page.getByRole('heading', { level: 4, name: firstTitle }).waitFor({ timeout: 30_000 });

      await openTool(page, 'Internal Linking', 'Link suggestions');
      // Before the engine's topics and relations land, this small list may have no pair close enough to link.
      const links = page.getByRole('list', { name: 'Top link suggestions' }).getByRole('listitem');
      await links
        .first()
        .or(page.getByText(/^No links to suggest/))
        .first()
        .waitFor();
      expect(await links.count()).toBeLessThanOrEqual(10);
      await settledShot(page, 'content-strategy-linking-desktop', true);

      await openTool(page, 'Content Gaps', 'Content gaps');
      await page.getByText('every cluster counts as a gap', { exact: false }).waitFor();

      await openTool(page, 'Performance', 'No performance data to track yet');
      await page.getByText('Search Console', { exact: false }).first().waitFor();

      await openTool(page, 'Technical SEO', 'Checklist');
      await waitForAnimations(page);
      await expectNoSeriousA11yViolations(page, 'technical SEO checklist');

      await openTool(page, 'Content Briefs', 'Download Markdown');
      await settledShot(page, 'content-strategy-brief-desktop', true);
      const [markdown] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Markdown' }).click(),
      ]);
      expect(markdown.suggestedFilename()).toMatch(/^brief-.+\.md$/);
      expect((await readDownload(markdown)).toString('utf8')).toMatch(/^# /);
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(pdf.suggestedFilename()).toMatch(/^brief-.+\.pdf$/);
      const pdfBytes = await readDownload(pdf);
      expect(pdfBytes.toString('latin1').startsWith('%PDF-')).toBe(true);
      const title = await page.getByRole('heading', { level: 4 }).first().innerText();
      expect(pdfToText(pdfBytes).replace(/\s+/g, ' ')).toContain(title.split(':')[0]);

      await openTool(page, 'Generate Complete Dashboard', 'Content calendar');
      await page.getByRole('region', { name: 'Internal linking' }).waitFor();
      await page.getByRole('region', { name: 'Performance' }).getByText('not imported').waitFor();
      await settledShot(page, 'content-strategy-dashboard-desktop', true);
      await expectNoSeriousA11yViolations(page, 'content strategy dashboard');
    });
  });

  it('audits crawled pages and counts the clusters they cover', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
      await clusterThenOpen(page);
      await seedCrawledPages(page, [
        crawled('https://shop.example/espresso-machine', {
          title: 'Espresso machines for every kitchen and budget, compared and reviewed by baristas',
          headings: [{ level: 1, text: 'Espresso machine' }],
        }),
        crawled('https://shop.example/grinders', {
          title: 'Coffee grinder',
          meta_description: null,
          headings: [],
          word_count: 120,
          links: [{ href: 'https://shop.example/old', anchor: 'old page', internal: true }],
        }),
        crawled('https://shop.example/old', { status: 404, title: null }),
      ]);
      await openTool(page, 'Technical SEO', 'Technical SEO issues');
      await page
        .getByRole('cell', { name: 'Broken internal link' })
        .or(page.getByText('Broken internal link'))
        .first()
        .waitFor();
      await page.getByText('Title too long', { exact: false }).first().waitFor();
      await waitForAnimations(page);
      await settledShot(page, 'content-strategy-technical-desktop', true);
      await expectNoSeriousA11yViolations(page, 'technical SEO audit');

      await openTool(page, 'Content Gaps', 'Clusters with a page');
      await page.getByText('2 indexable pages', { exact: false }).waitFor();
      await settledShot(page, 'content-strategy-gaps-desktop', true);
    });
  });

  it('fits a phone screen', async () => {
    await withApp({ path: CLUSTERING_TAB, viewport: PHONE }, async ({ page }) => {
      await clusterThenOpen(page);
      await settledShot(page, 'content-strategy-calendar-phone', true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await openTool(page, 'Internal Linking', 'Link suggestions');
      await settledShot(page, 'content-strategy-linking-phone');
      await openTool(page, 'Content Briefs', 'Download Markdown');
      await settledShot(page, 'content-strategy-brief-phone');
      await openTool(page, 'Generate Complete Dashboard', 'Content calendar');
      await settledShot(page, 'content-strategy-dashboard-phone');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousA11yViolations(page, 'content strategy on a phone');
    });
  });

  it('opens every tool of a 10,000-keyword result with no main-thread task over 100 ms', async () => {
    await expectStepsWithinBudget('content tools at 10,000 keywords', LONG_TASK_BUDGET_MS.tabsAt10k, (record) =>
      withApp({ path: CLUSTERING_TAB, viewport: DESKTOP }, async ({ page }) => {
        await clusterTenThousand(page);
        await dismissToasts(page);
        await waitForIdle(page, { timeout: 30_000 });
        await startTaskTrace(page);
        await page.getByRole('tab', { name: /^Content Strategy/ }).click();
        await page.getByRole('heading', { name: 'Content Strategy', exact: true }).waitFor();
        await exactText(page, 'Total entries').waitFor({ timeout: 60_000 });
        await nextFrames(page, 4);
        await waitForIdle(page, { timeout: 30_000 });
        record('Content calendar', await stopTaskTrace(page));
        for (const [tool, ready] of [
          ['Internal Linking', 'Link suggestions'],
          ['Content Gaps', 'Content gaps'],
          ['Performance', 'No performance data to track yet'],
          ['Technical SEO', 'Checklist'],
          ['Content Briefs', 'Download Markdown'],
          ['Generate Complete Dashboard', 'Content calendar'],
        ] as const) {
          await startTaskTrace(page);
          await page.getByRole('button', { name: tool, exact: true }).click();
          await exactText(page, ready).waitFor({ timeout: 60_000 });
          await nextFrames(page, 4);
          await waitForIdle(page, { timeout: 30_000 });
          record(tool, await stopTaskTrace(page));
        }
        await settledShot(page, 'content-strategy-10k-dashboard-desktop', true);
      }),
    );
  }, 600_000);
});
