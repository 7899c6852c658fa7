import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { INSTALL_DISMISSED_SETTING } from '../../src/app/installPrompt';
import {
  baseUrl,
  DESKTOP,
  escapeRegExp,
  expectNoSeriousA11yViolations,
  nextFrames,
  PHONE,
  readTable,
  shot,
  settledShot,
  waitForToast,
  withApp,
} from './support';

/** Spec 000 §2, verbatim: the sixteen tabs in order. */
const TABS = [
  { value: 'clustering', label: 'Keyword Clustering' },
  { value: 'competitive', label: 'Competitor Analysis' },
  { value: 'datasources', label: 'Advanced Data Sources' },
  { value: 'visualizations', label: 'Advanced Visualizations' },
  { value: 'content-strategy', label: 'Content Strategy' },
  { value: 'learning-center', label: 'Learning Center' },
  { value: 'chat', label: 'Community Chat' },
  { value: 'ai-automation', label: 'AI & Automation', badge: 'AI' },
  { value: 'enterprise', label: 'Enterprise' },
  { value: 'industries', label: 'Industry Libraries' },
  { value: 'performance', label: 'Performance' },
  { value: 'data-export-import', label: 'Data Export/Import' },
  { value: 'advanced-analytics', label: 'Advanced Analytics' },
  { value: 'collaboration', label: 'Collaboration' },
  { value: 'outreach', label: 'Outreach Campaigns' },
  { value: 'pricing', label: 'Pricing' },
] as const;

const labelOf = (value: string) => TABS.find((t) => t.value === value)?.label ?? value;
const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** Waits until the visible section of `value` has loaded, and checks it is not the load-failure fallback. */
async function expectSectionShown(page: Page, value: string): Promise<void> {
  const label = labelOf(value);
  await page.waitForFunction((t) => document.title === t, `${label} | Topicwise`);
  expect(new URL(page.url()).searchParams.get('tab')).toBe(value);
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('heading').first().waitFor();
  await expect(page.getByText('Failed to load component').count()).resolves.toBe(0);
}

/** Sends a one-finger drag through Chromium's input pipeline (trusted touch events). */
async function drag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  steps = 8,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  for (let i = 1; i <= steps; i++) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Dispatches a synthetic install prompt whose user choice is `outcome`. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<void> {
  await page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    event.prompt = () => Promise.resolve();
    event.userChoice = Promise.resolve({ outcome: choice, platform: 'web' });
    window.dispatchEvent(event);
  }, outcome);
}

async function analyticsEvents(page: Page, name: string): Promise<unknown[]> {
  return (await readTable<{ event: string }>(page, 'analytics_events')).filter((e) => e.event === name);
}

/** How many times the app asked for the API status (the request log is written in batches). */
async function statusRequests(page: Page): Promise<number> {
  return (await readTable<{ route: string }>(page, 'request_log')).filter((e) => e.route === 'GET /api/api-status')
    .length;
}

/** The page's clock as the request log writes it, to find the requests made after a step. */
const pageNow = (page: Page) => page.evaluate(() => new Date().toISOString());

/** Requests to `method path` the app logged since `since` (the log is written about a second after a request). */
async function loggedSince(page: Page, since: string, method: string, path: string): Promise<number> {
  const log = await readTable<{ method: string; path: string; created_at: string }>(page, 'request_log');
  return log.filter((e) => e.method === method && e.path === path && e.created_at >= since).length;
}

/**
 * Offers an install the banner must ignore (it was dismissed), and waits until the app has read the
 * stored dismissal: the banner's decision is made then, so its absence afterwards means something.
 */
async function offerIgnoredInstall(page: Page): Promise<void> {
  const since = await pageNow(page);
  await offerInstall(page, 'dismissed');
  const read = () => loggedSince(page, since, 'GET', `/api/settings/${INSTALL_DISMISSED_SETTING}`);
  await expect.poll(read, { timeout: 5000 }).toBeGreaterThan(0);
  await nextFrames(page);
}

/**
 * A pass-through server in front of the app whose sw.js can be changed, so a test can publish a
 * "new version" of the service worker.
 */
async function startUpdatableOrigin(): Promise<{
  url: string;
  publishNewVersion: () => void;
  close: () => Promise<void>;
}> {
  let swSuffix = '';
  const server = createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(baseUrl() + (req.url ?? '/'));
      let body = Buffer.from(await upstream.arrayBuffer());
      if (req.url?.startsWith('/sw.js')) body = Buffer.concat([body, Buffer.from(swSuffix)]);
      res.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      });
      res.end(body);
    })().catch(() => {
      res.writeHead(502);
      res.end();
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    publishNewVersion: () => {
      swSuffix += `\n// next version ${Date.now()}\n`;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Topicwise' });

async function openDrawer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await drawer(page).waitFor();
  // Chakra's dialog locks page scrolling while it is open.
  await page.waitForFunction(() => getComputedStyle(document.body).overflow === 'hidden');
}

async function expectDrawerClosed(page: Page): Promise<void> {
  await drawer(page).waitFor({ state: 'hidden' });
  await page.waitForFunction(() => getComputedStyle(document.body).overflow !== 'hidden');
}

/**
 * Starts recording the CSS rules the page inserts (Chakra inserts a component's styles at its first
 * render), once the toaster has drawn its style samples and removed them (src/components/ui/toaster.tsx).
 */
async function recordInsertedStyleRules(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[data-scope=toast][data-part=group]').count()).toBe(1);
  await page.evaluate(() => {
    const inserted: string[] = [];
    (window as unknown as { insertedRules: string[] }).insertedRules = inserted;
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      inserted.push(rule);
      return insertRule.call(this, rule, index);
    };
  });
}

/** The rules recorded since recordInsertedStyleRules that style the toast showing `title`. */
function toastRulesInsertedSince(page: Page, title: string): Promise<string[]> {
  return page
    .locator('[data-scope=toast][data-part=root]')
    .filter({ hasText: title })
    .evaluate((toast) => {
      const classes = new Set(
        [toast, ...toast.querySelectorAll('*')].flatMap((element) =>
          [...element.classList].filter((name) => name.startsWith('css-')),
        ),
      );
      const inserted = (window as unknown as { insertedRules: string[] }).insertedRules;
      return inserted.filter((rule) => [...classes].some((name) => rule.includes(`.${name}`)));
    });
}

describe('shell on desktop', () => {
  it('shows the header, the data-source indicator and every tab from the tab list', async () => {
    await withApp({ viewport: DESKTOP }, async ({ page }) => {
      // The shell renders as a transition, in slices that may end after the load event.
      await page.getByRole('heading', { level: 1, name: 'Topicwise' }).waitFor();
      await page.getByText('SEO Intelligence Platform').first().waitFor();
      await page.getByText('Enhanced Mock Data').waitFor();
      await page.getByText('Competitive Intelligence').waitFor();

      const tabs = page.getByRole('tab');
      await expect(tabs.allTextContents()).resolves.toEqual(TABS.map((t) => t.label + ('badge' in t ? t.badge : '')));
      await expectSectionShown(page, 'clustering');
      await shot(page, 'shell-desktop');
      await expectNoSeriousA11yViolations(page, 'the desktop shell');

      for (const tab of [...TABS.slice(1), TABS[0]]) {
        await page.getByRole('tab', { name: startsWith(tab.label) }).click();
        await expectSectionShown(page, tab.value);
        await expect(
          page.getByRole('tab', { name: startsWith(tab.label) }).getAttribute('aria-selected'),
        ).resolves.toBe('true');
      }
    });
  });

  it('moves between tabs with the keyboard', async () => {
    await withApp({ path: '/?tab=competitive', viewport: DESKTOP }, async ({ page }) => {
      await expectSectionShown(page, 'competitive');
      const focusedTab = () =>
        page.evaluate(() =>
          document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.textContent : null,
        );
      await page.getByRole('tab', { name: startsWith('Competitor Analysis') }).focus();
      await expect.poll(focusedTab).toMatch(/^Competitor Analysis/);
      await page.keyboard.press('ArrowRight');
      await expect.poll(focusedTab).toMatch(/^Advanced Data Sources/);
      await page.keyboard.press('Enter');
      await expectSectionShown(page, 'datasources');
    });
  });

  it('lets a feature switch tabs through navigateToTab', async () => {
    await withApp({ viewport: DESKTOP }, async ({ page }) => {
      await expectSectionShown(page, 'clustering');
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('topicwise:navigate', { detail: 'industries' })));
      await expectSectionShown(page, 'industries');
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('topicwise:navigate', { detail: 'no-such-tab' })));
      // The listener runs during dispatch; whatever it changed is committed within two frames.
      await nextFrames(page);
      await expectSectionShown(page, 'industries');
    });
  });

  it('reloads the API status when the page becomes visible again', async () => {
    await withApp({ viewport: DESKTOP }, async ({ page }) => {
      await page.getByText('Enhanced Mock Data').waitFor();
      await expect.poll(() => statusRequests(page), { timeout: 5000 }).toBe(1);
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect.poll(() => statusRequests(page), { timeout: 5000 }).toBe(2);
    });
  });

  it('presets every tab from ?tab= and falls back to clustering for unknown values', async () => {
    await withApp({ path: '/?tab=pricing', viewport: DESKTOP }, async ({ page }) => {
      for (const tab of TABS) {
        await page.goto(`${baseUrl()}/?tab=${tab.value}`);
        await expectSectionShown(page, tab.value);
        const selected = page.getByRole('tablist', { name: 'Tabs' }).getByRole('tab', { selected: true });
        await expect(selected.textContent()).resolves.toMatch(startsWith(tab.label));
      }
      for (const bad of ['nope', 'PRICING', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '']) {
        await page.goto(`${baseUrl()}/?tab=${bad}`);
        await expectSectionShown(page, 'clustering');
      }
      await page.goto(`${baseUrl()}/`);
      await expectSectionShown(page, 'clustering');
    });
  });

  it('precaches the shell and every lazy chunk in the service worker', async () => {
    await withApp({ viewport: DESKTOP }, async ({ page }) => {
      const chunks = new Set<string>();
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (path.startsWith('/assets/')) chunks.add(path.slice(1));
      });
      await page.reload();
      for (const tab of TABS) {
        await page.getByRole('tab', { name: startsWith(tab.label) }).click();
        await expectSectionShown(page, tab.value);
      }
      const sw = await (await fetch(`${baseUrl()}/sw.js`)).text();
      const precached = new Set([...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]));
      expect(precached.has('index.html')).toBe(true);
      expect(precached.has('manifest.webmanifest')).toBe(true);
      expect(chunks.size).toBeGreaterThan(0);
      for (const chunk of chunks) expect(precached, `${chunk} is precached`).toContain(chunk);
      // When the build is on this disk, every file it emitted under assets/ must be precached too.
      const dist = resolve(process.env.E2E_DIST ?? 'dist', 'assets');
      if (!process.env.E2E_BASE_URL && existsSync(dist)) {
        for (const file of readdirSync(dist))
          expect(precached, `assets/${file} is precached`).toContain(`assets/${file}`);
      }
      const manifest = (await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json()) as {
        icons: { src: string; purpose?: string }[];
      };
      expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
      for (const icon of manifest.icons) {
        const response = await fetch(`${baseUrl()}/${icon.src}`);
        expect(response.headers.get('content-type')).toBe('image/png');
      }
    });
  });

  it('shows the fallback with Reload Page when a section fails to load', async () => {
    await withApp(
      {
        path: '/?tab=clustering',
        viewport: DESKTOP,
        allowErrors: [
          'Failed to fetch dynamically imported module',
          'net::ERR_FAILED',
          'Failed to load resource',
          'The above error occurred',
        ],
      },
      async ({ page }) => {
        await expectSectionShown(page, 'clustering');
        await page.route('**/assets/PricingTab-*.js', (route) => route.abort());
        await page.getByRole('tab', { name: startsWith('Pricing') }).click();
        await page.getByText('Failed to load component').waitFor();
        await page.unroute('**/assets/PricingTab-*.js');
        await page.getByRole('button', { name: 'Reload Page' }).click();
        await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
      },
    );
  });
});

describe('shell on a phone', () => {
  it('opens the drawer with all tabs, quick actions and footer, and closes it on Escape', async () => {
    await withApp({ viewport: PHONE }, async ({ page }) => {
      await expectSectionShown(page, 'clustering');
      await expect(page.getByRole('tab').first().isVisible()).resolves.toBe(false);
      await page.getByText('Enhanced Mock Data').waitFor();
      await shot(page, 'shell-phone');
      await expectNoSeriousA11yViolations(page, 'the phone shell');

      await openDrawer(page);
      const d = drawer(page);
      await d.getByText('SEO Intelligence Platform').waitFor();
      await settledShot(page, 'shell-phone-drawer');
      const items = d.getByRole('navigation', { name: 'All tabs' }).getByRole('button');
      await expect(items.allTextContents()).resolves.toEqual(TABS.map((t) => t.label + ('badge' in t ? t.badge : '')));
      for (const action of ['Quick Search', 'Notifications', 'Settings']) {
        await expect(d.getByRole('button', { name: startsWith(action) }).isVisible()).resolves.toBe(true);
      }
      await expect(d.getByRole('button', { name: startsWith('Notifications') }).textContent()).resolves.toContain('3');
      const logged: string[] = [];
      page.on('console', (msg) => logged.push(msg.text()));
      await d.getByRole('button', { name: startsWith('Quick Search') }).click();
      await expect.poll(() => logged.some((line) => line.includes('Quick Search'))).toBe(true);
      await d.getByText('Version 4.0+').waitFor();
      await d.getByText('All systems operational').waitFor();
      const width = await d.evaluate((el) => el.getBoundingClientRect().width);
      expect(width).toBeLessThanOrEqual(PHONE.width * 0.85 + 1);
      expect(width).toBeGreaterThan(250);
      await expectNoSeriousA11yViolations(page, 'the open drawer');

      await page.keyboard.press('Escape');
      await expectDrawerClosed(page);
    });
  });

  it('closes the drawer on an overlay click, a left swipe and the close button', async () => {
    await withApp({ viewport: PHONE }, async ({ page }) => {
      await expectSectionShown(page, 'clustering');

      await openDrawer(page);
      await page.mouse.click(PHONE.width - 15, PHONE.height / 2);
      await expectDrawerClosed(page);

      await openDrawer(page);
      await drag(page, { x: 60, y: 400 }, { x: 40, y: 400 });
      await expect(drawer(page).isVisible(), 'a 20 px swipe does not close').resolves.toBe(true);
      await drag(page, { x: 250, y: 400 }, { x: 120, y: 410 });
      await expectDrawerClosed(page);

      await openDrawer(page);
      await drawer(page).getByRole('button', { name: 'Close navigation menu' }).click();
      await expectDrawerClosed(page);
      await expectSectionShown(page, 'clustering');
    });
  });

  it('switches tab, closes and vibrates 10 ms when a tab is chosen in the drawer', async () => {
    await withApp({ viewport: PHONE }, async ({ page }) => {
      await expectSectionShown(page, 'clustering');
      await page.evaluate(() => {
        const calls: unknown[] = [];
        (window as unknown as { vibrations: unknown[] }).vibrations = calls;
        Object.defineProperty(navigator, 'vibrate', {
          configurable: true,
          value: (pattern: unknown) => calls.push(pattern) > 0,
        });
      });
      for (const value of ['enterprise', 'pricing', 'outreach'] as const) {
        await openDrawer(page);
        await drawer(page)
          .getByRole('button', { name: startsWith(labelOf(value)) })
          .click();
        await expectDrawerClosed(page);
        await expectSectionShown(page, value);
      }
      await expect(page.evaluate(() => (window as unknown as { vibrations: unknown[] }).vibrations)).resolves.toEqual([
        10, 10, 10,
      ]);
    });
  });

  it('switches tabs from the bottom bar', async () => {
    await withApp({ path: '/?tab=enterprise', viewport: PHONE }, async ({ page }) => {
      await expectSectionShown(page, 'enterprise');
      const bar = page.getByRole('navigation', { name: 'Quick tabs' });
      const expected = ['Clusters', 'Compete', 'Data', 'Charts', 'Content', 'Learn', 'Chat', 'AIAI'];
      await expect(bar.getByRole('button').allTextContents()).resolves.toEqual(expected);
      const targets = [
        ['Charts', 'visualizations'],
        ['Data', 'datasources'],
        ['Learn', 'learning-center'],
        ['Chat', 'chat'],
        ['AI', 'ai-automation'],
        ['Content', 'content-strategy'],
        ['Compete', 'competitive'],
        ['Clusters', 'clustering'],
      ] as const;
      for (const [label, value] of targets) {
        await bar.getByRole('button', { name: startsWith(label) }).click();
        await expectSectionShown(page, value);
        await expect(bar.getByRole('button', { name: startsWith(label) }).getAttribute('aria-current')).resolves.toBe(
          'page',
        );
      }
    });
  });

  it('swipes to the next and previous tab with a toast', async () => {
    // Swipes start on the tabs' headings: swipes that begin on inputs are ignored, and both tabs have forms.
    await withApp({ path: '/?tab=competitive', viewport: PHONE }, async ({ page }) => {
      await expectSectionShown(page, 'competitive');
      await drag(page, { x: 300, y: 170 }, { x: 280, y: 170 });
      // The touch events have been handled when drag() returns; a tab switch would show within two frames.
      await nextFrames(page);
      await expectSectionShown(page, 'competitive');

      await drag(page, { x: 320, y: 170 }, { x: 120, y: 190 });
      await expectSectionShown(page, 'datasources');
      await waitForToast(page, 'Switched to Advanced Data Sources');
      await shot(page, 'shell-phone-swipe-toast');
      await page.getByText('Switched to Advanced Data Sources').waitFor({ state: 'hidden', timeout: 4000 });

      await drag(page, { x: 80, y: 170 }, { x: 300, y: 160 });
      await expectSectionShown(page, 'competitive');
      await page.getByText('Switched to Competitor Analysis').waitFor();

      // A mostly vertical drag is a scroll, not a swipe.
      await drag(page, { x: 300, y: 600 }, { x: 220, y: 300 });
      await nextFrames(page);
      await expectSectionShown(page, 'competitive');
    });
  });

  it('refreshes the API status on a pull down of more than 60 px', async () => {
    await withApp({ viewport: PHONE }, async ({ page }) => {
      await expectSectionShown(page, 'clustering');
      await page.getByText('Enhanced Mock Data').waitFor();
      await recordInsertedStyleRules(page);
      await page.evaluate(() => {
        (window as unknown as { refreshes: number }).refreshes = 0;
        window.addEventListener('topicwise:refresh', () => (window as unknown as { refreshes: number }).refreshes++);
      });
      await drag(page, { x: 200, y: 300 }, { x: 205, y: 350 });
      await nextFrames(page);
      await expect(page.getByText('Refreshed!').count(), '50 px is not enough').resolves.toBe(0);

      await expect.poll(() => statusRequests(page), { timeout: 5000 }).toBe(1);
      await drag(page, { x: 200, y: 300 }, { x: 205, y: 400 });
      await page.getByText('Refreshed!').waitFor();
      await expect(
        toastRulesInsertedSince(page, 'Refreshed!'),
        'the first toast found its styles in place (a rule inserted now restyles the whole page)',
      ).resolves.toEqual([]);
      await expect(page.evaluate(() => (window as unknown as { refreshes: number }).refreshes)).resolves.toBe(1);
      await expect.poll(() => statusRequests(page), { timeout: 5000 }).toBe(2);
      await page.getByText('Refreshed!').waitFor({ state: 'hidden', timeout: 5000 });
    });
  });

  it('opens the Support Center and goes to each of its destinations', async () => {
    await withApp({ viewport: PHONE }, async ({ page }) => {
      await expectSectionShown(page, 'clustering');
      const destinations = [
        ['Education & Training', 'learning-center'],
        ['Contact Support', 'collaboration'],
        ['Community Chat', 'chat'],
      ] as const;
      for (const [option, value] of destinations) {
        await page.getByRole('button', { name: 'Support' }).click();
        const dialog = page.getByRole('dialog', { name: 'Support Center' });
        await dialog.getByText('How can we help you today?').waitFor();
        await dialog.getByText('Support typically responds within 2-4 hours during business hours.').waitFor();
        if (option === 'Contact Support') {
          await dialog.getByText('Send us a message - our admin team will respond quickly').waitFor();
          await settledShot(page, 'shell-support-dialog');
          await expectNoSeriousA11yViolations(page, 'the Support Center');
        }
        await dialog.getByRole('button', { name: startsWith(option) }).click();
        await dialog.waitFor({ state: 'hidden' });
        await expectSectionShown(page, value);
      }
    });
  });
});

describe('install banner', () => {
  it('appears on the install prompt, and Later hides it for the next visits', async () => {
    await withApp({ viewport: PHONE }, async ({ page }) => {
      await expectSectionShown(page, 'clustering');
      await expect(page.getByText('Install Topicwise App').count()).resolves.toBe(0);
      await offerInstall(page, 'dismissed');
      await page.getByText('Install Topicwise App').waitFor();
      await page.getByText('Get faster access and offline capabilities by installing our app!').waitFor();
      await settledShot(page, 'shell-install-banner');
      await expectNoSeriousA11yViolations(page, 'the install banner');
      await page.getByRole('button', { name: 'Later' }).click();
      await page.getByText('Install Topicwise App').waitFor({ state: 'hidden' });

      await page.reload();
      await expectSectionShown(page, 'clustering');
      await offerIgnoredInstall(page);
      await expect(page.getByText('Install Topicwise App').count()).resolves.toBe(0);
    });
  });

  it('the close button also remembers the dismissal', async () => {
    await withApp({ viewport: DESKTOP }, async ({ page }) => {
      await expectSectionShown(page, 'clustering');
      await offerInstall(page, 'dismissed');
      await page.getByRole('button', { name: 'Close install banner' }).click();
      await page.getByText('Install Topicwise App').waitFor({ state: 'hidden' });
      await page.reload();
      await expectSectionShown(page, 'clustering');
      await offerIgnoredInstall(page);
      await expect(page.getByText('Install Topicwise App').count()).resolves.toBe(0);
    });
  });

  it('installing hides the banner and records one pwa_install event', async () => {
    await withApp({ viewport: DESKTOP }, async ({ page }) => {
      await expectSectionShown(page, 'clustering');
      await offerInstall(page, 'accepted');
      await page.getByRole('button', { name: 'Install', exact: true }).click();
      await page.getByText('Install Topicwise App').waitFor({ state: 'hidden' });
      await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
      await expect.poll(() => analyticsEvents(page, 'pwa_install')).toHaveLength(1);
    });
  });

  it('a prompt the user dismisses hides the banner without recording an install', async () => {
    await withApp({ viewport: DESKTOP }, async ({ page }) => {
      await expectSectionShown(page, 'clustering');
      await offerInstall(page, 'dismissed');
      await page.getByRole('button', { name: 'Install', exact: true }).click();
      await page.getByText('Install Topicwise App').waitFor({ state: 'hidden' });
      // An install record would be written when the choice is known, before the banner hides. A later
      // request (the status reload on visibility) that has reached the log shows the app is past it.
      const since = await pageNow(page);
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect.poll(() => loggedSince(page, since, 'GET', '/api/api-status'), { timeout: 5000 }).toBeGreaterThan(0);
      await expect(analyticsEvents(page, 'pwa_install')).resolves.toHaveLength(0);
    });
  });
});

describe('service worker updates', () => {
  it("shows 'App Updated!' when a new version waits, and Refresh activates it", async () => {
    const origin = await startUpdatableOrigin();
    try {
      await withApp({ viewport: DESKTOP }, async ({ page }) => {
        // A controllable clock (it runs at real speed until told otherwise) lets the test jump past
        // any auto-dismiss delay instead of sitting through it.
        await page.clock.install();
        await page.goto(`${origin.url}/?tab=pricing`);
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        await page.reload();
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
        const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
        expect(firstWorker).toBe(`${origin.url}/sw.js`);
        await expect(page.getByText('App Updated!').count()).resolves.toBe(0);

        origin.publishNewVersion();
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
        await waitForToast(page, 'App Updated!', { timeout: 30_000 });
        await shot(page, 'shell-app-updated');
        // The toast stays until the user acts (no auto-dismiss): a minute later it is still there.
        await page.clock.fastForward('01:00');
        await nextFrames(page);
        await expect(page.getByText('App Updated!').isVisible()).resolves.toBe(true);

        const reloaded = page.waitForEvent('load');
        await page.getByRole('button', { name: 'Refresh' }).click();
        await reloaded;
        await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
        const waiting = page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)));
        await expect(waiting).resolves.toBe(false);
        await expect(page.getByText('App Updated!').count()).resolves.toBe(0);
      });
    } finally {
      await origin.close();
    }
  });
});

describe('offline', () => {
  it('reloads offline once the service worker controls the page, and every tab still opens', async () => {
    await withApp({ path: '/?tab=clustering', viewport: DESKTOP }, async ({ page, context }) => {
      await expectSectionShown(page, 'clustering');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Topicwise' }).waitFor();
      await expectSectionShown(page, 'clustering');
      await page.getByText('Enhanced Mock Data').waitFor();
      for (const tab of TABS) {
        await page.getByRole('tab', { name: startsWith(tab.label) }).click();
        await expectSectionShown(page, tab.value);
      }
      await page.getByRole('tab', { name: startsWith('Pricing') }).click();
      await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
      await context.setOffline(false);
    });
  });
});
