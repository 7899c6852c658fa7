/**
 * Learning Center in Chromium: each panel (one open at a time), manuals generated in the worker in
 * English and Japanese (quick start and detailed), downloaded and read back with pdftotext against
 * the guide text; onboarding ticking after a real clustering run, "Show me", axe, phone shots.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GUIDE_BOOKS } from '../../workers/learning/guides';
import { COFFEE_KEYWORDS } from '../fixtures/coffeeKeywords';
import { enterKeywords, readDownload, runClustering, waitForTab } from './clustering-helpers';
import { pdfToText } from './pdfText';
import { DESKTOP, dismissToasts, expectNoSeriousA11yViolations, PHONE, settledShot, withApp } from './support';

const TAB = '/?tab=learning-center';
const squash = (text: string) => text.replace(/\s+/g, '');

async function openTab(page: Page) {
  await page.getByRole('heading', { name: 'Learning Center', level: 2 }).waitFor();
  await page.getByRole('heading', { name: 'Your learning' }).waitFor();
}

const panelHeading = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function generateManual(page: Page, type: 'quick_start' | 'detailed', language: 'en' | 'ja') {
  await page.getByLabel('Manual type').selectOption(type);
  await page.getByLabel('Language').selectOption(language);
  await page.getByRole('button', { name: 'Generate Manual' }).click();
  await page.getByText('Manual Ready!').waitFor({ timeout: 40_000 });
  await dismissToasts(page);
  const row = page.getByRole('table', { name: 'Manual jobs' }).getByRole('row').nth(1);
  await row.getByRole('button', { name: 'Download' }).waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^manual_[0-9a-f-]+\.pdf$/);
  const text = squash(pdfToText(await readDownload(download)));
  const book = GUIDE_BOOKS[language];
  expect(text).toContain(squash(book.title));
  expect(text).toContain(squash(book.subtitles[type]));
  expect(text).toContain(squash(book.labels.contents));
  for (const feature of Object.values(book.features)) {
    expect(text).toContain(squash(feature.title));
    expect(text).toContain(squash(feature.steps[0]));
    if (type === 'detailed') expect(text).toContain(squash(feature.tips[0]));
  }
  const size = await row.getByRole('cell').nth(3).innerText();
  expect(size).toMatch(/^[\d,.]+ KB$/);
}

describe('Learning Center on desktop', () => {
  it('opens one panel at a time and closes it', async () => {
    await withApp({ path: TAB, viewport: DESKTOP }, async ({ page }) => {
      await openTab(page);
      await page.getByRole('button', { name: 'View Best Practices' }).click();
      await panelHeading(page, 'Best Practices Guide').waitFor();
      await page.getByRole('heading', { name: 'Choosing a similarity threshold' }).waitFor();
      await page.getByRole('button', { name: 'Open Case Studies' }).click();
      await page.getByRole('heading', { name: 'How to reproduce' }).first().waitFor();
      expect(await panelHeading(page, 'Best Practices Guide').count()).toBe(0);
      expect(await page.getByText('Data: All 14 industries').count()).toBe(1);
      await settledShot(page, 'learning-center-case-studies-desktop', true);
      await page.getByRole('button', { name: 'Close', exact: true }).click();
      await page.getByRole('button', { name: 'View Case Studies' }).waitFor();
      await expectNoSeriousA11yViolations(page, 'learning center');
    });
  });

  it('generates quick start and detailed manuals in English and Japanese and their PDFs hold the guide text', async () => {
    await withApp({ path: TAB, viewport: DESKTOP, acceptDownloads: true }, async ({ page }) => {
      await openTab(page);
      await page.getByRole('button', { name: 'Open Manuals' }).click();
      await panelHeading(page, 'Platform Manuals').waitFor();
      // English is offered at once; the others once the supported languages have loaded.
      await expect
        .poll(() => page.getByLabel('Language').locator('option').allInnerTexts())
        .toEqual(['English (en)', '日本語 (ja)', 'Русский (ru)']);
      await generateManual(page, 'quick_start', 'en');
      await generateManual(page, 'detailed', 'en');
      await generateManual(page, 'quick_start', 'ja');
      await generateManual(page, 'detailed', 'ja');
      expect(await page.getByRole('table', { name: 'Manual jobs' }).getByRole('row').count()).toBe(5);

      await page.getByRole('button', { name: 'Read this manual here' }).click();
      await page.getByRole('article', { name: /Topicwise マニュアル/ }).waitFor();
      await settledShot(page, 'learning-center-manuals-desktop', true);
      await expectNoSeriousA11yViolations(page, 'manuals panel');
    });
  });

  it('ticks onboarding steps after a real clustering run, and Show me points at the clustering input', async () => {
    await withApp({ path: TAB, viewport: DESKTOP }, async ({ page }) => {
      await openTab(page);
      await page.getByRole('button', { name: 'Onboarding', exact: true }).click();
      const step = page.getByRole('listitem').filter({ hasText: 'Run your first clustering' });
      await step.getByText('To do').waitFor();

      await page.getByRole('button', { name: 'Show me: Import your first keywords' }).click();
      const tour = page.getByRole('dialog', { name: 'Paste keywords' });
      await tour.waitFor();
      await page.keyboard.press('ArrowRight');
      await page.getByRole('dialog', { name: 'Or upload a file' }).waitFor();
      await page.keyboard.press('Escape');
      await tour.waitFor({ state: 'detached' });

      await waitForTab(page);
      await enterKeywords(page, COFFEE_KEYWORDS);
      await runClustering(page);
      await dismissToasts(page);

      await page.goto(new URL(TAB, page.url()).href);
      await openTab(page);
      await page.getByRole('button', { name: 'Onboarding', exact: true }).click();
      const done = page.getByRole('listitem').filter({ hasText: 'Run your first clustering' });
      await done.getByText('Done', { exact: true }).waitFor();
      expect(await done.innerText()).toContain('1 clustering run stored');
      await page.getByRole('button', { name: 'Achievements', exact: true }).click();
      const earned = page.getByText('First clusters').locator('xpath=ancestor::div[contains(@class, "card__root")][1]');
      await earned.getByText('Earned', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Dashboard', exact: true }).click();
      await page.getByText('Recent achievements').waitFor();
      await settledShot(page, 'learning-center-dashboard-desktop', true);
    });
  });
});

describe('Learning Center on a phone', () => {
  it('shows the cards, the manuals panel and the onboarding list at 390 px', async () => {
    await withApp({ path: TAB, viewport: PHONE }, async ({ page }) => {
      await openTab(page);
      await settledShot(page, 'learning-center-phone');
      await page.getByRole('button', { name: 'Open Manuals' }).click();
      await panelHeading(page, 'Platform Manuals').waitFor();
      await page.getByText('No manuals yet.').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await settledShot(page, 'learning-center-manuals-phone', true);
      await page.getByRole('button', { name: 'Onboarding', exact: true }).click();
      await page.getByRole('list', { name: 'Onboarding checklist' }).waitFor();
      await expectNoSeriousA11yViolations(page, 'learning center on a phone');
    });
  });
});
