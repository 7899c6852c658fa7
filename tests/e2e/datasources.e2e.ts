import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type AppSession,
  DESKTOP,
  dismissToasts,
  expectNoSeriousA11yViolations,
  PHONE,
  settledShot,
  waitForToast,
  withApp,
} from './support';

type Viewport = { width: number; height: number };

const FIXTURES = resolve('tests/fixtures/search-console/en');

/** The English fixture sheets zipped as Search Console's Export → Download CSV writes them. */
function searchConsoleZip(): Buffer {
  const files: Record<string, Uint8Array> = {};
  for (const name of readdirSync(FIXTURES)) files[name] = new Uint8Array(readFileSync(resolve(FIXTURES, name)));
  return Buffer.from(zipSync(files));
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function withDataSources(viewport: Viewport, body: (session: AppSession) => Promise<void>): Promise<void> {
  await withApp({ path: '/?tab=datasources', viewport }, async (session) => {
    await session.page.getByRole('heading', { name: 'Advanced Data Sources' }).waitFor();
    await body(session);
  });
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('Advanced Data Sources on %s', (name, viewport) => {
  it('imports a Search Console zip and shows the real totals and the striking-distance list', async () => {
    await withDataSources(viewport, async ({ page }) => {
      const panel = section(page, 'Search Console');
      await panel.getByRole('textbox', { name: 'Property' }).fill('sc-domain:acme-shoes.com');
      await panel.getByRole('textbox', { name: 'Brand terms (optional)' }).fill('acme');
      await panel.getByRole('combobox', { name: 'Analysis period' }).selectOption('30d');
      await panel.getByLabel('Import your Search Console export').setInputFiles({
        name: 'acme-shoes.com-Performance-on-Search-2024-04-10.zip',
        mimeType: 'application/zip',
        buffer: searchConsoleZip(),
      });
      await waitForToast(page, 'Search Console export imported');
      const result = panel.getByTestId('search-console-result');
      await result.getByText('Imported from your Search Console export (2024-03-11 to 2024-04-09)').waitFor();
      // Dates.csv, last 30 days: 385 clicks, 21,675 impressions, CTR 1.78%, position 6.5.
      await expect.poll(() => result.getByText('385', { exact: true }).count()).toBeGreaterThan(0);
      expect(await result.getByText('21,675', { exact: true }).isVisible()).toBe(true);
      expect(await result.getByText('1.78%', { exact: true }).isVisible()).toBe(true);
      expect(await result.getByText('Estimated', { exact: true }).count()).toBe(0);

      const striking = result.getByRole('region', { name: /^Striking-distance queries/ });
      await striking.getByText('best trail running shoes').first().waitFor();
      expect(await striking.getByText('cheap running shoes').count()).toBe(0);
      // The HTML-looking query is shown as text, never run.
      await striking.getByPlaceholder('Search...').fill('script');
      await striking.getByText('<script>alert(1)</script> shoes').first().waitFor();
      await striking.getByPlaceholder('Search...').fill('');
      // The export neutralises formula-looking cells (spec 002: CSV injection).
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        result.getByRole('button', { name: 'Export all queries (CSV)' }).click(),
      ]);
      const csv = readFileSync(await download.path(), 'utf8');
      expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
      expect(csv).toMatch(/^\uFEFFQuery,Position,/);
      await dismissToasts(page);
      await settledShot(page, `datasources-search-console-${name}`, true);
      await expectNoSeriousA11yViolations(page, 'Search Console result');
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);

      await result.getByRole('button', { name: "Forget this property's imports" }).click();
      await waitForToast(page, 'Imports forgotten');
      await result.getByText(/^Mock data enabled/).waitFor();
    });
  });

  it('labels Bing research figures Estimated and runs a comprehensive analysis', async () => {
    await withDataSources(viewport, async ({ page }) => {
      const bing = section(page, 'Bing Ads Research');
      const research = bing.getByRole('button', { name: 'Research Keywords' });
      expect(await research.isDisabled()).toBe(true);
      await bing.getByRole('textbox', { name: 'Seed keywords (one per line)' }).fill('trail shoes\n\nrunning shoes');
      await bing.getByRole('combobox', { name: 'Target location' }).selectOption('UK');
      await research.click();
      const result = bing.getByTestId('bing-result');
      await result.waitFor();
      expect(await result.getByText('Estimated', { exact: true }).count()).toBeGreaterThan(3);
      expect(await result.getByRole('row').count()).toBe(11);

      const comprehensive = section(page, 'Comprehensive Multi-Source Analysis');
      const run = comprehensive.getByRole('button', { name: 'Run Comprehensive Analysis' });
      await comprehensive
        .getByRole('textbox', { name: 'Keywords (one per line)' })
        .fill('how to clean running shoes\nbuy trail shoes');
      expect(await run.isDisabled()).toBe(true);
      await comprehensive.getByRole('textbox', { name: 'Website property' }).fill('acme-shoes.com');
      await run.click();
      const report = comprehensive.getByTestId('comprehensive-result');
      await report.getByText('Search Console (estimated: nothing imported)').waitFor();
      expect(await report.getByText('SERP features (predicted from the query)').isVisible()).toBe(true);
      expect(await report.getByText(/% confidence$/).count()).toBeGreaterThan(1);
      expect(await report.getByText(/^Expected impact:/).count()).toBeGreaterThan(0);
      await settledShot(page, `datasources-bing-comprehensive-${name}`, true);
      await expectNoSeriousA11yViolations(page, 'Bing and comprehensive results');
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    });
  });
});

describe('Advanced Data Sources bad input', () => {
  it('reads a Search Console sheet past a stray quote and an overflowing cell, and says what it left out', async () => {
    await withDataSources(DESKTOP, async ({ page }) => {
      const panel = section(page, 'Search Console');
      await panel.getByRole('textbox', { name: 'Property' }).fill('sc-domain:acme-shoes.com');
      const rows = Array.from({ length: 200 }, (_, i) => `acme query ${i},1,10,10%,3`);
      const csv = [
        'Top queries,Clicks,Impressions,CTR,Position',
        rows[0],
        '"acme broken,1,10,10%,3',
        `acme overflow,1,${'9'.repeat(400)},10%,3`,
        ...rows.slice(1),
      ].join('\n');
      await panel.getByLabel('Import your Search Console export').setInputFiles({
        name: 'Queries.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      const imported = await waitForToast(page, 'Search Console export imported');
      expect(await imported.textContent()).toContain('had an unbalanced quote and were left out (line 3)');
      const result = panel.getByTestId('search-console-result');
      await result.getByText(/Imported from your Search Console export/).waitFor();
      const text = (await result.textContent()) ?? '';
      expect(text).not.toMatch(/∞|NaN|Infinity/);
      expect(text).toContain('2,000');
    });
  });

  it('refuses an export of another property and a file that is not an export, saying what to do', async () => {
    await withDataSources(DESKTOP, async ({ page }) => {
      const panel = section(page, 'Search Console');
      expect(await panel.getByRole('button', { name: 'Analyze Performance' }).isDisabled()).toBe(true);
      await panel.getByRole('textbox', { name: 'Property' }).fill('other-site.org');
      await panel.getByLabel('Import your Search Console export').setInputFiles({
        name: 'export.zip',
        mimeType: 'application/zip',
        buffer: searchConsoleZip(),
      });
      const wrong = await waitForToast(page, 'Import Failed');
      expect(await wrong.textContent()).toContain('This export is for acme-shoes.com, not other-site.org');
      await dismissToasts(page);
      await panel.getByLabel('Import your Search Console export').setInputFiles({
        name: 'notes.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('name,age\nbob,3\n'),
      });
      const notExport = await waitForToast(page, 'Import Failed');
      expect(await notExport.textContent()).toContain('is not a Search Console sheet');
      await dismissToasts(page);

      // Nothing imported for the property: the spec's mock-data note, estimates labelled, the import action.
      await panel.getByRole('button', { name: 'Analyze Performance' }).click();
      const result = panel.getByTestId('search-console-result');
      await result.getByText(/^Mock data enabled/).waitFor();
      expect(await result.getByText('Estimated', { exact: true }).count()).toBeGreaterThanOrEqual(4);

      const serp = section(page, 'SERP Features');
      await serp.getByRole('textbox', { name: 'Keywords (one per line)' }).fill('   \n  ');
      expect(await serp.getByRole('button', { name: 'Analyze SERP Features' }).isDisabled()).toBe(true);
      await serp
        .getByRole('textbox', { name: 'Keywords (one per line)' })
        .fill('how to clean running shoes\nshoe repair near me');
      await serp.getByRole('button', { name: 'Analyze SERP Features' }).click();
      const serpResult = serp.getByTestId('serp-result');
      await serpResult.getByText('Predicted from the query').waitFor();
      expect(await serpResult.getByText('Featured snippet').isVisible()).toBe(true);
      await settledShot(page, 'datasources-bad-input-desktop', true);
    });
  });
});
