import { describe, expect, it } from 'vitest';
import type { PricingPlan } from '@/contract';
import {
  annualBadgeLabel,
  displayedPrice,
  formatUsd,
  isCurrentPlan,
  keywordLimitLabel,
  maxAnnualSavings,
  parseSelection,
  selectionFor,
} from '@/features/pricing/pricingView';

function plan(tier: PricingPlan['tier'], monthly: number, annual: number, keywordLimit: number): PricingPlan {
  return {
    tier,
    name: tier[0].toUpperCase() + tier.slice(1),
    description: `${tier} plan`,
    is_popular: tier === 'professional',
    is_enterprise: tier === 'enterprise',
    keyword_limit: keywordLimit,
    features: ['A feature'],
    pricing: {
      monthly,
      annual,
      annual_savings: monthly * 12 - annual,
      founders_monthly: monthly / 2,
      founders_annual: annual / 2,
      founders_annual_savings: (monthly * 12 - annual) / 2,
    },
  };
}

const starter = plan('starter', 49, 490, 1000);
const professional = plan('professional', 99, 990, 10000);
const enterprise = plan('enterprise', 499, 4788, -1);
const plans = [starter, professional, enterprise];

describe('displayedPrice', () => {
  it('shows the monthly price per month with no annual saving', () => {
    expect(displayedPrice(professional, 'monthly', false)).toEqual({
      amount: 99,
      regularAmount: 99,
      period: 'month',
      annualSavings: null,
    });
  });

  it('shows the annual price per year with the plan’s own saving', () => {
    expect(displayedPrice(professional, 'annual', false)).toEqual({
      amount: 990,
      regularAmount: 990,
      period: 'year',
      annualSavings: 198,
    });
  });

  it('uses the founders prices and savings when founders pricing is on', () => {
    expect(displayedPrice(professional, 'monthly', true).amount).toBe(49.5);
    const annual = displayedPrice(professional, 'annual', true);
    expect(annual.amount).toBe(495);
    expect(annual.regularAmount).toBe(990);
    expect(annual.annualSavings).toBe(99);
  });
});

describe('formatting', () => {
  it('formats whole dollars without cents and halves with cents', () => {
    expect(formatUsd(1200)).toBe('$1,200');
    expect(formatUsd(24.5)).toBe('$24.50');
    expect(formatUsd(0)).toBe('$0');
  });

  it('labels keyword limits, -1 as unlimited', () => {
    expect(keywordLimitLabel(1000)).toBe('Up to 1,000 keywords');
    expect(keywordLimitLabel(10000)).toBe('Up to 10,000 keywords');
    expect(keywordLimitLabel(-1)).toBe('Unlimited keywords');
  });

  it('derives the annual badge from the largest regular saving', () => {
    expect(maxAnnualSavings(plans)).toBe(1200);
    expect(annualBadgeLabel(plans)).toBe('Save up to $1,200/year');
    expect(annualBadgeLabel([])).toBeNull();
  });
});

describe('selection', () => {
  it('reports tier, billing cycle, founders flag and the price charged', () => {
    expect(selectionFor(professional, 'annual', true)).toEqual({
      tier: 'professional',
      billing_cycle: 'annual',
      is_founders: true,
      price: 495,
    });
  });

  it('marks a card current only for the same tier, cycle and pricing type', () => {
    const current = selectionFor(professional, 'monthly', false);
    expect(isCurrentPlan(current, professional, 'monthly', false)).toBe(true);
    expect(isCurrentPlan(current, professional, 'annual', false)).toBe(false);
    expect(isCurrentPlan(current, professional, 'monthly', true)).toBe(false);
    expect(isCurrentPlan(current, starter, 'monthly', false)).toBe(false);
    expect(isCurrentPlan(null, professional, 'monthly', false)).toBe(false);
  });

  it('reads back a stored selection and rejects malformed ones', () => {
    const stored = { tier: 'starter', billing_cycle: 'monthly', is_founders: false, price: 49 };
    expect(parseSelection(stored)).toEqual(stored);
    expect(parseSelection(null)).toBeNull();
    expect(parseSelection('professional')).toBeNull();
    expect(parseSelection({ ...stored, tier: 'platinum' })).toBeNull();
    expect(parseSelection({ ...stored, billing_cycle: 'weekly' })).toBeNull();
    expect(parseSelection({ ...stored, price: '49' })).toBeNull();
    expect(parseSelection({ ...stored, is_founders: 'no' })).toBeNull();
  });
});
