/** Pricing plans and the plan a user picked (spec 000 §3). Wire names are snake_case. */

export type PricingTier = 'starter' | 'professional' | 'enterprise';
export type BillingCycle = 'monthly' | 'annual';

export type PlanPricing = {
  monthly: number;
  annual: number;
  /** 12 × monthly − annual */
  annual_savings: number;
  founders_monthly: number;
  founders_annual: number;
  /** 12 × founders_monthly − founders_annual */
  founders_annual_savings: number;
};

export type PricingPlan = {
  tier: PricingTier;
  name: string;
  description: string;
  is_popular: boolean;
  is_enterprise: boolean;
  /** -1 means unlimited */
  keyword_limit: number;
  features: string[];
  pricing: PlanPricing;
};

export type PricingPlansResponse = { success: boolean; plans: PricingPlan[] };

/** The plan selection report; stored as the value of the `current_plan` setting. */
export type PlanSelection = {
  tier: PricingTier;
  billing_cycle: BillingCycle;
  is_founders: boolean;
  price: number;
};
