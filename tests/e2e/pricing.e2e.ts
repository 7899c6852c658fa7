import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PricingPlan } from '../../src/contract';
import { PRICING_PLANS } from '../../src/api/local/pricing';
import { formatUsd, keywordLimitLabel } from '../../src/features/pricing/pricingView';
import { type AppSession, DESKTOP, expectNoSeriousA11yViolations, PHONE, settledShot, withApp } from './support';

type Viewport = { width: number; height: number };

/** The plans exactly as GET /pricing/plans serves them: the expectations below are computed from these. */
const plans: readonly PricingPlan[] = PRICING_PLANS;
const byTier = (tier: PricingPlan['tier']) => {
  const plan = plans.find((p) => p.tier === tier);
  if (!plan) throw new Error(`No ${tier} plan in the plans route`);
  return plan;
};

const card = (page: Page, tier: string): Locator => page.getByTestId(`plan-${tier}`);
const priceOf = async (page: Page, tier: string) =>
  (await card(page, tier).getByTestId('plan-price').textContent())?.trim();

/** Opens the Pricing tab, waits for the plans, and runs `body` (see withApp). */
async function withPricing(viewport: Viewport, body: (session: AppSession) => Promise<void>): Promise<void> {
  await withApp({ path: '/?tab=pricing', viewport }, async (session) => {
    await session.page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
    await card(session.page, 'professional').waitFor();
    await body(session);
  });
}

async function choose(page: Page, option: 'Monthly' | 'Annual' | 'Regular' | 'Founders') {
  await page.locator('label', { hasText: new RegExp(`^${option}$`) }).click();
}

describe('GET /pricing/plans', () => {
  it('serves plans whose figures match the spec', () => {
    expect(plans.map((p) => p.tier)).toEqual(['starter', 'professional', 'enterprise']);
    expect(plans.map((p) => p.keyword_limit)).toEqual([1000, 10000, -1]);
    expect(Math.max(...plans.map((p) => p.pricing.annual_savings))).toBe(1200);
    for (const p of plans) {
      expect(p.pricing.founders_monthly).toBe(p.pricing.monthly / 2);
      expect(p.pricing.founders_annual).toBe(p.pricing.annual / 2);
    }
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('Pricing on %s', (name, viewport) => {
  it('loads the plans and changes prices with the toggles', async () => {
    await withPricing(viewport, async ({ page }) => {
      for (const p of plans) {
        const c = card(page, p.tier);
        await c.getByRole('heading', { name: p.name }).waitFor();
        expect(await c.textContent()).toContain(keywordLimitLabel(p.keyword_limit));
        expect(await c.textContent()).toContain(p.features[0]);
        expect(await priceOf(page, p.tier)).toBe(formatUsd(p.pricing.monthly));
      }
      expect(await card(page, 'professional').textContent()).toContain('Most Popular');
      expect(await card(page, 'enterprise').textContent()).toContain('Enterprise');
      expect(await card(page, 'starter').getByRole('button', { name: 'Get Started' }).isEnabled()).toBe(true);
      expect(await page.getByText('Save up to').count()).toBe(0);
      await page.getByText('50% OFF').waitFor();

      await choose(page, 'Annual');
      await page.getByText('Save up to $1,200/year').waitFor();
      for (const p of plans) {
        expect(await priceOf(page, p.tier)).toBe(formatUsd(p.pricing.annual));
        expect(await card(page, p.tier).getByTestId('plan-savings').textContent()).toBe(
          `Save ${formatUsd(p.pricing.annual_savings)}/year`,
        );
      }
      await settledShot(page, `pricing-${name}-annual`);

      await choose(page, 'Founders');
      for (const p of plans) {
        expect(await priceOf(page, p.tier)).toBe(formatUsd(p.pricing.annual / 2));
        expect(await card(page, p.tier).getByTestId('plan-savings').textContent()).toBe(
          `Save ${formatUsd(p.pricing.founders_annual_savings)}/year`,
        );
      }

      await choose(page, 'Monthly');
      expect(await page.getByText('Save up to').count()).toBe(0);
      expect(plans.length).toBeGreaterThan(0);
      for (const p of plans) expect(await priceOf(page, p.tier)).toBe(formatUsd(p.pricing.monthly / 2));

      await choose(page, 'Regular');
      for (const p of plans) expect(await priceOf(page, p.tier)).toBe(formatUsd(p.pricing.monthly));
    });
  });

  it('stores the selected plan and keeps it current across a reload', async () => {
    await withPricing(viewport, async ({ page }) => {
      const professional = byTier('professional');

      await card(page, 'professional').getByRole('button', { name: 'Get Started' }).click();
      await page.getByText('Plan Selected').first().waitFor();
      const current = card(page, 'professional').getByRole('button', { name: 'Current Plan' });
      await current.waitFor();
      expect(await current.isDisabled()).toBe(true);
      expect(await card(page, 'starter').getByRole('button', { name: 'Get Started' }).isEnabled()).toBe(true);
      await settledShot(page, `pricing-${name}-selected`);

      // Another billing cycle is a different selection, so the card can be chosen again.
      await choose(page, 'Annual');
      expect(await card(page, 'professional').getByRole('button', { name: 'Get Started' }).isEnabled()).toBe(true);

      // Record whether the loading text appears while the plans load after the reload: it may last only a frame.
      await page.addInitScript(() => {
        const w = window as unknown as { sawPricingLoading?: boolean };
        new MutationObserver(() => {
          if (document.body?.textContent?.includes('Loading pricing information...')) w.sawPricingLoading = true;
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      await page.reload();
      await card(page, 'professional').getByRole('button', { name: 'Current Plan' }).waitFor();
      expect(await card(page, 'professional').getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true);
      expect(await priceOf(page, 'professional')).toBe(formatUsd(professional.pricing.monthly));
      expect(await page.evaluate(() => (window as unknown as { sawPricingLoading?: boolean }).sawPricingLoading)).toBe(
        true,
      );
    });
  });

  it('offers Contact Sales for Enterprise without pretending to send anything', async () => {
    await withPricing(viewport, async ({ page }) => {
      await card(page, 'enterprise').getByRole('button', { name: 'Contact Sales' }).click();
      const dialog = page.getByRole('dialog', { name: 'Contact Sales' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('nothing is sent from here');
      expect(await dialog.getByRole('link', { name: 'Draft email' }).getAttribute('href')).toMatch(/^mailto:/);
      await settledShot(page, `pricing-${name}-contact`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await page.getByRole('heading', { name: 'Need a Custom Solution?' }).waitFor();
    });
  });

  it('has the comparison table and an FAQ accordion, and passes axe', async () => {
    await withPricing(viewport, async ({ page }) => {
      const table = page.getByRole('table');
      for (const tier of ['Starter', 'Professional', 'Enterprise']) {
        await table.getByRole('columnheader', { name: tier }).waitFor();
      }
      const outreach = table.getByRole('row', { name: /Outreach campaigns/ });
      expect(await outreach.textContent()).toContain('Up to 100 contacts');
      expect(await table.getByRole('row', { name: /Keyword clustering/ }).textContent()).toMatch(/1K.*10K.*Unlimited/);

      const trial = page.getByRole('button', { name: 'Is there a free trial?' });
      expect(await trial.getAttribute('aria-expanded')).toBe('false');
      await trial.focus();
      await page.keyboard.press('Enter');
      expect(await trial.getAttribute('aria-expanded')).toBe('true');
      await page.getByText('14-day free trial, and no credit card').waitFor();

      // Nothing may widen the page: only the comparison table scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      if (name === 'phone') {
        const region = page.getByRole('region', { name: 'Feature comparison table' });
        const overflow = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
        expect(overflow).toBe(true);
        const boxes = await Promise.all(plans.map((p) => card(page, p.tier).boundingBox()));
        for (let i = 1; i < boxes.length; i++) {
          expect(boxes[i]!.y).toBeGreaterThan(boxes[i - 1]!.y + boxes[i - 1]!.height - 1);
          expect(Math.abs(boxes[i]!.x - boxes[0]!.x)).toBeLessThan(2);
        }
      }

      await expectNoSeriousA11yViolations(page, `pricing (${name})`);
      await settledShot(page, `pricing-${name}`);
      await page.getByRole('heading', { name: 'Feature Comparison' }).scrollIntoViewIfNeeded();
      await settledShot(page, `pricing-${name}-comparison`);
      await page.getByRole('heading', { name: 'Need a Custom Solution?' }).scrollIntoViewIfNeeded();
      await settledShot(page, `pricing-${name}-faq`);
    });
  });
});
