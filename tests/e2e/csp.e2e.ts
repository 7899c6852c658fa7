import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TAB_VALUES } from '../../src/lib/navigation';
import { enterKeywords, runClustering, tabCount } from './clustering-helpers';
import { baseUrl, dismissToasts, expectNoSeriousA11yViolations, withApp } from './support';

/** What the app's page carries: the policy is a meta tag, so it holds whatever headers the host sends. */
async function servedPolicy(): Promise<string> {
  const html = await (await fetch(`${baseUrl()}/`)).text();
  return html.match(/http-equiv="Content-Security-Policy"\s+content="([^"]+)"/)?.[1] ?? '';
}

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Collects every CSP violation of the page, from before the app's first script runs. */
async function collectViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile }),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations?: Violation[] }).cspViolations ?? []);

const KEYWORDS = [
  'espresso machine',
  'best espresso machine',
  'cheap espresso machine',
  'coffee beans online',
  'buy coffee beans',
  'organic coffee beans',
  'cold brew recipe',
  'how to make cold brew',
  'latte art',
];

describe('Content-Security-Policy', () => {
  it('is served with the build and forbids inline scripts, plugins and foreign origins', async () => {
    const policy = await servedPolicy();
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('lets every tab, the service worker, the workers and a clustering run work without a violation', async () => {
    await withApp({}, async ({ page }) => {
      await collectViolations(page);
      for (const tab of TAB_VALUES) {
        await page.goto(`${baseUrl()}/?tab=${tab}`);
        await page.getByRole('tabpanel').getByRole('heading').first().waitFor();
        expect(await violations(page), `violations on ${tab}`).toEqual([]);
      }
      // Served by 'self' and controlling the page: precaching passed through the policy too. It is
      // registered a few seconds after a page loads, so it controls the pages loaded after that.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

      // The clustering engine and the import parser are module workers.
      await page.goto(`${baseUrl()}/?tab=clustering`);
      await enterKeywords(page, KEYWORDS);
      await runClustering(page);
      expect(await tabCount(page, 'Clusters')).toBeGreaterThan(0);
      // Charts export PNGs as data: URLs; the policy lets the page show one.
      const shown = await page.evaluate(async () => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 4;
        const image = new Image();
        image.src = canvas.toDataURL('image/png');
        return image.decode().then(
          () => true,
          () => false,
        );
      });
      expect(shown).toBe(true);
      expect(await violations(page)).toEqual([]);
      // The accessibility checks of the other e2e files inject axe-core under the same policy.
      await dismissToasts(page);
      await expectNoSeriousA11yViolations(page, 'clustering tab under the CSP');
      expect(await violations(page)).toEqual([]);
    });
  });

  it('refuses an inline script, and the check above would see it', async () => {
    await withApp({ allowErrors: ['Executing inline script violates'] }, async ({ page }) => {
      await collectViolations(page);
      await page.goto(`${baseUrl()}/?tab=pricing`);
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.inlineRan = true';
        document.body.append(script);
      });
      await expect
        .poll(() => violations(page))
        .toContainEqual(expect.objectContaining({ directive: 'script-src-elem' }));
      expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
    });
  });
});
