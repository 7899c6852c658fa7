import type { BillingCycle, PlanSelection, PricingPlan, PricingTier } from '@/contract';

export type { BillingCycle, PlanSelection } from '@/contract';

const TIERS: readonly string[] = ['starter', 'professional', 'enterprise'] satisfies PricingTier[];

function isTier(value: unknown): value is PricingTier {
  return typeof value === 'string' && TIERS.includes(value);
}

export interface DisplayedPrice {
  /** The price charged for the chosen cycle and pricing type. */
  amount: number;
  /** The regular price for the same cycle, shown struck through when founders pricing applies. */
  regularAmount: number;
  period: 'month' | 'year';
  /** What paying yearly saves against twelve monthly payments; only for the annual cycle. */
  annualSavings: number | null;
}

export function displayedPrice(plan: PricingPlan, cycle: BillingCycle, founders: boolean): DisplayedPrice {
  const p = plan.pricing;
  if (cycle === 'annual') {
    return {
      amount: founders ? p.founders_annual : p.annual,
      regularAmount: p.annual,
      period: 'year',
      annualSavings: founders ? p.founders_annual_savings : p.annual_savings,
    };
  }
  return {
    amount: founders ? p.founders_monthly : p.monthly,
    regularAmount: p.monthly,
    period: 'month',
    annualSavings: null,
  };
}

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** `$1,200` for whole amounts, `$24.50` when halving a price leaves cents. */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? wholeDollars.format(amount) : withCents.format(amount);
}

export function keywordLimitLabel(limit: number): string {
  return limit === -1 ? 'Unlimited keywords' : `Up to ${limit.toLocaleString('en-US')} keywords`;
}

/** The largest regular annual saving across plans: the figure in the 'Save up to' badge. */
export function maxAnnualSavings(plans: readonly PricingPlan[]): number {
  return plans.reduce((max, plan) => Math.max(max, plan.pricing.annual_savings), 0);
}

export function annualBadgeLabel(plans: readonly PricingPlan[]): string | null {
  const max = maxAnnualSavings(plans);
  return max > 0 ? `Save up to ${formatUsd(max)}/year` : null;
}

export function selectionFor(plan: PricingPlan, cycle: BillingCycle, founders: boolean): PlanSelection {
  return {
    tier: plan.tier,
    billing_cycle: cycle,
    is_founders: founders,
    price: displayedPrice(plan, cycle, founders).amount,
  };
}

/**
 * A card is the current plan only when choosing it would store the same selection: same
 * tier, billing cycle and pricing type. Moving Professional from monthly to annual billing
 * is a real change a user makes (it saves money), so that card must stay selectable rather
 * than show a disabled 'Current Plan'.
 */
export function isCurrentPlan(
  current: PlanSelection | null,
  plan: PricingPlan,
  cycle: BillingCycle,
  founders: boolean,
): boolean {
  return (
    current !== null &&
    current.tier === plan.tier &&
    current.billing_cycle === cycle &&
    current.is_founders === founders
  );
}

/** Reads a stored selection defensively: settings are untyped storage and may predate this shape. */
export function parseSelection(value: unknown): PlanSelection | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isTier(v.tier) || (v.billing_cycle !== 'monthly' && v.billing_cycle !== 'annual')) return null;
  if (typeof v.is_founders !== 'boolean' || typeof v.price !== 'number') return null;
  return { tier: v.tier, billing_cycle: v.billing_cycle, is_founders: v.is_founders, price: v.price };
}

export function describeSelection(plan: PricingPlan, selection: PlanSelection): string {
  const period = selection.billing_cycle === 'annual' ? 'year' : 'month';
  const pricing = selection.is_founders ? 'founders pricing' : 'regular pricing';
  return `${plan.name}, ${formatUsd(selection.price)}/${period} (${selection.billing_cycle} billing, ${pricing})`;
}
