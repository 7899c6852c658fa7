/** The plan catalogue served by GET /pricing/plans (also read by tests that check the pricing screen). */
import type { PricingPlan, PricingTier } from '../../contract';

const FOUNDERS_DISCOUNT = 0.5;

/** Whole cents, so 12 × 14.50 − 145 comes out as 29 and not 28.999999. */
const money = (value: number) => Math.round(value * 100) / 100;

function pricing(monthly: number, annual: number): PricingPlan['pricing'] {
  const foundersMonthly = money(monthly * FOUNDERS_DISCOUNT);
  const foundersAnnual = money(annual * FOUNDERS_DISCOUNT);
  return {
    monthly,
    annual,
    annual_savings: money(12 * monthly - annual),
    founders_monthly: foundersMonthly,
    founders_annual: foundersAnnual,
    founders_annual_savings: money(12 * foundersMonthly - foundersAnnual),
  };
}

/** Plan features follow the spec's comparison table (000 §6). Enterprise's annual saving, $1,200, is the largest. */
export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    tier: 'starter',
    name: 'Starter',
    description: 'For freelancers and small sites getting started with keyword clustering.',
    is_popular: false,
    is_enterprise: false,
    keyword_limit: 1000,
    features: ['Basic keyword clustering (1K keywords)', 'Basic competitor analysis', 'Standard visualizations'],
    pricing: pricing(29, 290),
  },
  {
    tier: 'professional',
    name: 'Professional',
    description: 'For SEO professionals and growing teams who need the full toolkit.',
    is_popular: true,
    is_enterprise: false,
    keyword_limit: 10000,
    features: [
      'Advanced keyword clustering (10K keywords)',
      'Full competitor analysis',
      'Advanced visualizations',
      'Content strategy tools',
      'Outreach campaigns (up to 100 contacts)',
      'Priority support',
    ],
    pricing: pricing(99, 990),
  },
  {
    tier: 'enterprise',
    name: 'Enterprise',
    description: 'For agencies and enterprises running SEO at scale.',
    is_popular: false,
    is_enterprise: true,
    keyword_limit: -1,
    features: [
      'Unlimited keyword clustering',
      'Unlimited outreach campaigns',
      'Team collaboration',
      'Advanced analytics',
      'Custom integrations',
      'API access',
      'Everything in Professional',
    ],
    pricing: pricing(499, 4788),
  },
];

export const PRICING_TIERS: readonly PricingTier[] = PRICING_PLANS.map((plan) => plan.tier);
