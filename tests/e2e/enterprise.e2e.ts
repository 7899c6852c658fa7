/**
 * Enterprise (spec 001 §2.8) in Chromium, as a person uses it: branding with a logo (and the logos,
 * colours and names it refuses), a weekly report with two sections generated now, its PDF read back
 * (text, logo, brand colour), the history after a reload, the plan chosen on the Pricing tab with
 * real usage, the team and the dashboard; axe on every view, desktop and phone screenshots.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillsWith, pdfText } from '../unit/enterprise/pdfText';
import { enterKeywords, readDownload, runClustering, waitForTab } from './clustering-helpers';
import {
  DESKTOP,
  dismissToasts,
  expectNoSeriousA11yViolations,
  PHONE,
  settledShot,
  waitForToast,
  withApp,
} from './support';

const KEYWORDS = [
  'espresso machine',
  'best espresso machine',
  'cheap espresso machine',
  'espresso machine reviews',
  'coffee beans online',
  'buy coffee beans',
  'organic coffee beans',
  'best coffee beans',
  'cold brew recipe',
  'how to make cold brew',
  'cold brew coffee ratio',
];

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#b91c1c"/><circle cx="20" cy="20" r="12" fill="#ffffff"/></svg>';
const SCRIPT_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
const BRAND = '#b91c1c';

async function openView(page: Page, name: string, ready: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.getByText(ready).first().waitFor({ timeout: 30_000 });
}

async function openEnterprise(page: Page): Promise<void> {
  await page.goto(page.url().replace(/\?.*$/, '') + '?tab=enterprise');
  await page.getByRole('heading', { name: 'Enterprise', exact: true }).waitFor();
  await page.getByRole('tab', { name: 'Team', exact: true }).waitFor();
}

async function chooseLogo(page: Page, name: string, mimeType: string, text: string): Promise<void> {
  await page.getByTestId('logo-input').setInputFiles({ name, mimeType, buffer: Buffer.from(text) });
}

describe('Enterprise on desktop', () => {
  it('brands a weekly report, generates it now, reads the PDF back and keeps it in the history after a reload', async () => {
    await withApp({ path: '/?tab=clustering', viewport: DESKTOP }, async ({ page }) => {
      await waitForTab(page);
      await enterKeywords(page, KEYWORDS);
      await page.getByText('Get SEO Data', { exact: true }).click();
      await runClustering(page);
      await dismissToasts(page);

      // The plan chosen on the Pricing tab is the subscription's current plan.
      await page.goto(page.url().replace(/\?.*$/, '') + '?tab=pricing');
      await page.getByTestId('plan-starter').getByRole('button', { name: 'Get Started' }).click();
      await page.getByText('Plan Selected').first().waitFor();
      await dismissToasts(page);

      await openEnterprise(page);
      await page.getByText('You (this device)').first().waitFor();
      expect(await page.getByTestId('member-card').first().textContent()).toContain('owner');
      await expectNoSeriousA11yViolations(page, 'team view');

      // Branding: refused logos say why; a plain SVG is converted and previewed.
      await openView(page, 'Branding', 'Company name');
      await chooseLogo(page, 'logo.png', 'image/png', 'I am a text file with an image name');
      await page.getByText('is not a PNG, JPEG or SVG image').waitFor();
      await chooseLogo(page, 'logo.svg', 'image/svg+xml', SCRIPT_SVG);
      await page.getByText('contains scripts, event handlers or embedded content').waitFor();
      await chooseLogo(page, 'logo.svg', 'image/svg+xml', LOGO_SVG);
      await page.getByTestId('branding-preview').locator('img').waitFor();
      await page.getByLabel('Company name').fill('Acme <b>SEO</b>');
      await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('blue');
      await page.getByRole('button', { name: 'Save branding' }).click();
      await page.getByText('Primary colour must be a hex colour').first().waitFor();
      await dismissToasts(page);
      await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill(BRAND);
      await page
        .getByText(/White text contrast 6\.\d:1/)
        .first()
        .waitFor();
      await page.getByLabel('Footer text').fill('Confidential: Acme SEO');
      await page.getByRole('button', { name: 'Save branding' }).click();
      await waitForToast(page, 'Branding saved');
      await page.getByText('Branding complete').waitFor();
      await page.getByText('Not configured').waitFor();
      await dismissToasts(page);
      await expectNoSeriousA11yViolations(page, 'branding view');
      await settledShot(page, 'enterprise-desktop-branding');
      await dismissToasts(page);

      // Reports: bad input is refused whole, then a weekly report with two sections.
      await openView(page, 'Reports', 'New scheduled report');
      await page.getByLabel('Report name').fill('n'.repeat(10_000));
      await page.getByLabel(/^Recipients/).fill('a@x.io, b@x.io, c@x.io, d@x.io, e@x.io, not-an-address');
      await page.getByRole('button', { name: 'Create report' }).click();
      const refusal = page.getByRole('alert').filter({ hasText: 'At most 5 recipients' });
      await refusal.waitFor();
      expect(await refusal.textContent()).toContain('(it has 10,000)');
      expect(await refusal.textContent()).toContain('Not an email address: "not-an-address"');
      expect(await page.getByTestId('report-card').count()).toBe(0);
      await dismissToasts(page);
      await page.getByLabel('Report name').fill('Weekly SEO report');
      await page.getByLabel(/^Recipients/).fill('ana@example.com\nben@example.com');
      await page.getByRole('button', { name: 'Create report' }).click();
      const card = page.getByTestId('report-card');
      await card.waitFor();
      expect(await card.textContent()).toContain('Weekly · PDF · Clustering summary, Top clusters');
      expect(await card.getByTestId('last-generated').textContent()).toBe('Last generated: Never');

      await card.getByRole('button', { name: 'Generate now' }).click();
      await waitForToast(page, 'Report generated');
      await page.getByTestId('report-history').waitFor();
      expect(await card.getByTestId('last-generated').textContent()).not.toContain('Never');
      await dismissToasts(page);
      await expectNoSeriousA11yViolations(page, 'reports view');
      await settledShot(page, 'enterprise-desktop-reports', true);

      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download', exact: true }).click(),
      ]);
      expect(pdf.suggestedFilename()).toMatch(/^topicwise-report-weekly-seo-report-\d{4}-\d{2}-\d{2}\.pdf$/);
      const pdfBytes = await readDownload(pdf);
      expect(pdfBytes.toString('latin1', 0, 5)).toBe('%PDF-');
      const reportText = pdfText(pdfBytes);
      expect(reportText).toContain('(Weekly SEO report)');
      expect(reportText).toContain('(Acme <b>SEO</b>)');
      expect(reportText).toContain('Confidential: Acme SEO');
      expect(reportText).toContain('/Subtype /Image');
      expect(fillsWith(reportText, BRAND)).toBe(true);

      const [eml] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Email draft (.eml)' }).click(),
      ]);
      const message = (await readDownload(eml)).toString('utf8');
      expect(message).toContain('X-Unsent: 1\r\n');
      expect(message).toContain('To: ana@example.com, ben@example.com\r\n');
      expect(message).toContain('Content-Disposition: attachment; filename="topicwise-report-weekly-seo-report');
      await dismissToasts(page);

      // After a reload the report and its history are still there.
      await page.reload();
      await page.getByRole('tab', { name: 'Reports', exact: true }).click();
      await page.getByTestId('report-history').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('report-history').textContent()).toContain('Weekly SEO report');
      expect(await page.getByTestId('report-history').textContent()).toContain('Generate now');

      // Subscription: the plan chosen on Pricing, and usage counted from this device's records.
      await openView(page, 'Subscription', 'Usage this billing period');
      await page.getByTestId('subscription-plan-starter').getByRole('button', { name: 'Current Plan' }).waitFor();
      expect(
        await page.getByTestId('subscription-plan-professional').getByRole('button', { name: 'Upgrade' }).count(),
      ).toBe(1);
      expect(await page.getByTestId('subscription-plan-starter').locator('li').count()).toBeLessThanOrEqual(4);
      expect(await page.getByTestId('usage-keywords_processed').textContent()).toContain(String(KEYWORDS.length));
      expect(await page.getByTestId('usage-reports_generated').textContent()).toMatch(/Reports generated1/);
      const requests = Number(
        (await page.getByTestId('usage-api_calls').textContent())?.match(/answered([\d,]+)/)?.[1],
      );
      expect(requests).toBeGreaterThan(0);
      expect(await page.getByTestId('usage-billing').textContent()).toContain('$29');
      await expectNoSeriousA11yViolations(page, 'subscription view');
      await settledShot(page, 'enterprise-desktop-subscription', true);

      // Dashboard: top clusters of the latest result, exported as a branded PDF.
      await openView(page, 'Dashboard', 'Top clusters by opportunity');
      await page.getByTestId('top-clusters').waitFor();
      await page.getByText('Reports this month').waitFor();
      await page.getByText('Estimated').first().waitFor();
      expect(await page.getByText(/uptime/i).count()).toBeLessThanOrEqual(1);
      await expectNoSeriousA11yViolations(page, 'dashboard view');
      const [dashboardPdf] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export PDF' }).click(),
      ]);
      const dashboardText = pdfText(await readDownload(dashboardPdf));
      expect(dashboardText).toContain('(Executive dashboard)');
      expect(dashboardText).toContain('/Subtype /Image');
      await settledShot(page, 'enterprise-desktop-dashboard', true);

      // The audit log lists what was done, newest first.
      await openView(page, 'Team', 'Audit log');
      await page.getByText('report.created: Weekly SEO report').waitFor();
      await page.getByText('branding.updated: Report branding').waitFor();
    });
  }, 180_000);
});

describe('Enterprise on a phone', () => {
  it('shows every view at 390 × 844 without an accessibility violation', async () => {
    await withApp({ path: '/?tab=enterprise', viewport: PHONE }, async ({ page }) => {
      await page.getByRole('heading', { name: 'Enterprise', exact: true }).waitFor();
      await page.getByText('You (this device)').first().waitFor({ timeout: 30_000 });
      await settledShot(page, 'enterprise-phone-team');
      await openView(page, 'Branding', 'Company name');
      await chooseLogo(page, 'logo.svg', 'image/svg+xml', LOGO_SVG);
      await page.getByTestId('branding-preview').locator('img').waitFor();
      await settledShot(page, 'enterprise-phone-branding', true);
      await expectNoSeriousA11yViolations(page, 'phone branding view');
      await openView(page, 'Reports', 'New scheduled report');
      await settledShot(page, 'enterprise-phone-reports', true);
      await expectNoSeriousA11yViolations(page, 'phone reports view');
      await openView(page, 'Subscription', 'Usage this billing period');
      await settledShot(page, 'enterprise-phone-subscription', true);
      await openView(page, 'Dashboard', 'Top clusters by opportunity');
      // After the view's transitions settle: axe reads colours mid-fade as low contrast.
      await settledShot(page, 'enterprise-phone-dashboard', true);
      await expectNoSeriousA11yViolations(page, 'phone dashboard view');
    });
  }, 120_000);
});
