import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer, type SiteServer } from '../fixtures/website/siteServer';
import { LONG_TASK_BUDGET_MS, expectWithinBudget, observeLongTasks, takeLongTasks } from './longTasks';
import {
  dismissToasts,
  DESKTOP,
  expectNoSeriousA11yViolations,
  PHONE,
  settledShot,
  waitForToast,
  withApp,
} from './support';

/** The crawler reads a test site on this machine; one copy sends CORS headers, the other does not. */
let open: SiteServer;
let closed: SiteServer;
/** Answers every request with a redirect to itself, with CORS headers, so only the loop fails. */
let looping: Server;
const LOOPING_PORT = 4216;
/** Nothing listens here: the connection is refused. */
const REFUSED_PORT = 4217;
/**
 * A hostile site: a robots.txt whose wildcards make a backtracking matcher run for minutes on its
 * link of 50 a's, and a windows-1252 page that names its charset only in a <meta> tag.
 */
let hostile: Server;
const HOSTILE_PORT = 4218;
const HOSTILE_PAGES: Record<string, { type: string; body: Buffer }> = {
  '/robots.txt': {
    type: 'text/plain',
    body: Buffer.from(`User-agent: *\nDisallow: /${'*a'.repeat(30)}*b\nDisallow: /*/*/*/*/*/*/*.pdf$\n`),
  },
  '/': {
    type: 'text/html',
    body: Buffer.from(
      '<html><head><meta charset="windows-1252"><title>Caf\xe9 cr\xe8me guide</title></head><body>' +
        '<h1>Caf\xe9 cr\xe8me</h1><p>Caf\xe9 cr\xe8me at home: caf\xe9 cr\xe8me beans, caf\xe9 cr\xe8me cups.</p>' +
        `<a href="/${'a'.repeat(50)}">more</a></body></html>`,
      'latin1',
    ),
  },
};
beforeAll(async () => {
  open = await startSiteServer(4214, { cors: true });
  closed = await startSiteServer(4215, { cors: false });
  looping = createServer((request, response) => {
    response.writeHead(302, { location: request.url ?? '/', 'access-control-allow-origin': '*' });
    response.end();
  });
  await new Promise<void>((done) => looping.listen(LOOPING_PORT, '127.0.0.1', done));
  hostile = createServer((request, response) => {
    const page = HOSTILE_PAGES[request.url ?? '/'];
    response.writeHead(page ? 200 : 404, {
      'content-type': page?.type ?? 'text/plain',
      'access-control-allow-origin': '*',
    });
    response.end(page?.body ?? 'Not found');
  });
  await new Promise<void>((done) => hostile.listen(HOSTILE_PORT, '127.0.0.1', done));
});
afterAll(async () => {
  await open.close();
  await closed.close();
  await new Promise((done) => looping.close(done));
  await new Promise((done) => hostile.close(done));
});

/** A browser logs refused reads (CORS) and 404s of linked pages as console errors; they are the point here. */
const CRAWL_NOISE = ['blocked by CORS policy', 'Failed to load resource', 'net::ERR_FAILED'];
const fixture = (name: string) => resolve('tests/fixtures/website', name);

async function analyze(page: Page, url: string, maxPages?: number) {
  await page.getByLabel('Website URL').fill(url);
  if (maxPages !== undefined) await page.getByLabel('Max pages').fill(String(maxPages));
  await page.getByRole('button', { name: 'Analyze Website' }).click();
}

describe('Website Crawler', () => {
  it('crawls a site that allows it, lists its keywords, and adds them to clustering', async () => {
    await withApp({ path: '/?tab=datasources', viewport: DESKTOP, allowErrors: CRAWL_NOISE }, async ({ page }) => {
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      await page.getByRole('heading', { name: 'Website Crawler' }).waitFor();
      await expect(page.getByRole('button', { name: 'Analyze Website' }).isDisabled()).resolves.toBe(true);
      await analyze(page, `${open.url}/`);
      const result = page.getByTestId('website-result');
      await result.getByRole('heading', { name: 'Website analysis: 127.0.0.1' }).waitFor({ timeout: 60_000 });
      const table = result.getByRole('table');
      await expect(table.getByText('cold brew', { exact: true }).first().isVisible()).resolves.toBe(true);
      await expect(result.getByText('Cold Brew Coffee Guide | Brew Lab').isVisible()).resolves.toBe(true);
      await expect(result.getByText('How long should cold brew steep?').isVisible()).resolves.toBe(true);
      expect(open.maxInFlight()).toBeLessThanOrEqual(2);
      // The site's hostile page (/grind-size/) was read as text: none of its scripts or handlers ran.
      expect(open.requested()).toContain('/grind-size/');
      expect(dialogs).toBe(0);
      await expect(page.evaluate(() => 'pwned' in window)).resolves.toBe(false);
      await result.getByRole('button', { name: 'cold brew equipment' }).click();
      await waitForToast(page, 'Added 1 keyword to clustering');
      await dismissToasts(page);
      await expectNoSeriousA11yViolations(page, 'crawler result');
      await settledShot(page, 'crawler-desktop', true);
      await result.getByRole('button', { name: 'Add to clustering' }).click();
      await page.waitForURL((url) => url.search.includes('tab=clustering'));
      const keywords = page.getByLabel('Keywords (one per line)');
      await expect.poll(() => keywords.inputValue(), { timeout: 15_000 }).toContain('cold brew equipment');
      expect((await keywords.inputValue()).split('\n')).toEqual(
        expect.arrayContaining(['cold brew equipment', 'cold brew']),
      );
    });
  });

  it('crawls 10 pages and shows the time it took', async () => {
    await withApp({ path: '/?tab=datasources', viewport: DESKTOP, allowErrors: CRAWL_NOISE }, async ({ page }) => {
      const started = Date.now();
      await analyze(page, `${open.url}/article-1/`, 10);
      const result = page.getByTestId('website-result');
      await result.getByRole('heading', { name: /Website analysis/ }).waitFor({ timeout: 60_000 });
      const tile = async (label: string) =>
        (await result.locator('dl').filter({ hasText: label }).textContent())?.replace(label, '');
      const wall = ((Date.now() - started) / 1000).toFixed(2);
      console.log(`10-page crawl: ${await tile('Crawl time')} reported, ${wall} s from click to result`);
      expect(await tile('Pages crawled')).toBe('10');
    });
  });

  it('says in one sentence when a site refuses, then reads saved pages instead', async () => {
    await withApp({ path: '/?tab=datasources', viewport: PHONE, allowErrors: CRAWL_NOISE }, async ({ page }) => {
      await page.getByRole('heading', { name: 'Website Crawler' }).waitFor();
      // A first crawl of the same host (another port) that works: its result must not pass for the refused one's.
      await analyze(page, `${open.url}/`, 2);
      const earlier = page.getByTestId('website-result');
      await earlier.getByRole('heading', { name: 'Website analysis: 127.0.0.1' }).waitFor({ timeout: 60_000 });
      await expect(page.getByTestId('previous-crawl-note').count()).resolves.toBe(0);
      await analyze(page, `${closed.url}/`);
      await page.getByText(/This site does not let a browser read its pages/).waitFor({ timeout: 60_000 });
      await earlier.getByRole('heading', { name: 'Previous analysis: 127.0.0.1' }).waitFor();
      const note = await page.getByTestId('previous-crawl-note').innerText();
      expect(note).toContain(`The crawl of ${closed.url}/ did not finish.`);
      expect(note).toMatch(/previous analysis, of 127\.0\.0\.1 on .*2\d{3}.*, not a result for that crawl/);
      await settledShot(page, 'crawler-blocked-phone', true);
      // The failure's toast says the same sentence; what must go is the panel's own message.
      await dismissToasts(page);
      await page
        .getByLabel('Saved pages, sitemap.xml or Screaming Frog export')
        .setInputFiles([fixture('home.html'), fixture('ratio.html')]);
      const result = page.getByTestId('website-result');
      // The earlier crawl's result has the same figures: the refusal going away is what says the upload's result is in.
      await page.getByText(/This site does not let a browser read its pages/).waitFor({ state: 'detached' });
      await result.getByRole('heading', { name: /^Website analysis: / }).waitFor();
      await result.getByText('Pages crawled').waitFor();
      await expect(result.getByText('cold brew ratio', { exact: true }).first().isVisible()).resolves.toBe(true);
      await expect(page.getByTestId('previous-crawl-note').count()).resolves.toBe(0);
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
      await settledShot(page, 'crawler-upload-phone', true);
      await expectNoSeriousA11yViolations(page, 'crawler upload');
      await page.reload();
      await page.getByTestId('website-result').getByText('Pages crawled').waitFor();
    });
  });

  it('tells a redirect loop, a refused connection and being offline apart from a CORS refusal', async () => {
    const noise = [...CRAWL_NOISE, 'ERR_TOO_MANY_REDIRECTS', 'ERR_CONNECTION_REFUSED', 'ERR_INTERNET_DISCONNECTED'];
    await withApp({ path: '/?tab=datasources', viewport: DESKTOP, allowErrors: noise }, async ({ page, context }) => {
      await page.getByRole('heading', { name: 'Website Crawler' }).waitFor();
      const cases = [
        { url: `http://127.0.0.1:${LOOPING_PORT}/`, says: /The redirects could not be followed/ },
        { url: `http://127.0.0.1:${REFUSED_PORT}/`, says: /The server could not be reached/ },
      ];
      for (const { url, says } of cases) {
        await analyze(page, url);
        await waitForToast(page, 'Website analysis failed');
        await page.getByText(says).first().waitFor();
        await expect(page.getByText(/This site does not let a browser read its pages/).count()).resolves.toBe(0);
        await dismissToasts(page);
      }
      // As a user who goes offline has the installed app: its service worker registered and active.
      // Cut off before that, the worker's own script fetch fails and Chromium logs it (one CI run).
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await context.setOffline(true);
      await analyze(page, `${open.url}/`);
      await waitForToast(page, 'Website analysis failed');
      await page
        .getByText(/This device is offline/)
        .first()
        .waitFor();
      await expect(page.getByText(/This site does not let a browser read its pages/).count()).resolves.toBe(0);
      await context.setOffline(false);
    });
  });

  it('crawls a hostile site: robots.txt wildcards answer at once and a windows-1252 page reads right', async () => {
    await withApp({ path: '/?tab=datasources', viewport: DESKTOP, allowErrors: CRAWL_NOISE }, async ({ page }) => {
      await page.getByRole('heading', { name: 'Website Crawler' }).waitFor();
      await observeLongTasks(page);
      await analyze(page, `http://127.0.0.1:${HOSTILE_PORT}/`, 3);
      const result = page.getByTestId('website-result');
      // With a backtracking matcher this froze the tab for minutes; the whole crawl now takes seconds.
      await result.getByRole('heading', { name: /Website analysis/ }).waitFor({ timeout: 30_000 });
      expectWithinBudget('hostile crawl, click to result', await takeLongTasks(page), LONG_TASK_BUDGET_MS.hostileCrawl);
      await expect(result.getByText('Café crème guide').first().isVisible()).resolves.toBe(true);
      await expect(page.getByText(/Caf\uFFFD/).count()).resolves.toBe(0);
    });
  });

  it('asks for a URL and refuses an address that is not a website', async () => {
    await withApp({ path: '/?tab=datasources', viewport: DESKTOP }, async ({ page }) => {
      await analyze(page, 'javascript:alert(1)');
      await waitForToast(page, 'Website analysis failed');
      await expect(
        page
          .getByText(/is not a website address/)
          .first()
          .isVisible(),
      ).resolves.toBe(true);
    });
  });
});
