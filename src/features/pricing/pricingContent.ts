/**
 * Static copy of the pricing screen: the comparison table tiers (spec 000 §6) and the FAQ
 * facts (spec 000 §2, §9). The plans themselves come from GET /pricing/plans.
 */

/** `true` = included, `false` = not included, a string = included with that limit or level. */
export type ComparisonValue = boolean | string;

export interface ComparisonRow {
  feature: string;
  starter: ComparisonValue;
  professional: ComparisonValue;
  enterprise: ComparisonValue;
}

export const COMPARISON_TIERS = ['Starter', 'Professional', 'Enterprise'] as const;

export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  {
    feature: 'Keyword clustering',
    starter: 'Basic, 1K keywords',
    professional: 'Advanced, 10K keywords',
    enterprise: 'Unlimited',
  },
  { feature: 'Competitor analysis', starter: 'Basic', professional: 'Full', enterprise: 'Full' },
  { feature: 'Visualizations', starter: 'Standard', professional: 'Advanced', enterprise: 'Advanced' },
  { feature: 'Content strategy tools', starter: false, professional: true, enterprise: true },
  { feature: 'Outreach campaigns', starter: false, professional: 'Up to 100 contacts', enterprise: 'Unlimited' },
  { feature: 'Team collaboration', starter: false, professional: false, enterprise: true },
  { feature: 'Advanced analytics', starter: false, professional: false, enterprise: true },
  { feature: 'Custom integrations', starter: false, professional: false, enterprise: true },
  { feature: 'API access', starter: false, professional: false, enterprise: true },
  { feature: 'Priority support', starter: false, professional: true, enterprise: true },
];

export interface FaqEntry {
  /** Stable, space-free key: the accordion derives element ids from it. */
  id: string;
  question: string;
  answer: string;
}

export const FAQ: readonly FaqEntry[] = [
  {
    id: 'free-trial',
    question: 'Is there a free trial?',
    answer: 'Yes. Every plan starts with a 14-day free trial, and no credit card is required to begin.',
  },
  {
    id: 'plan-changes',
    question: 'Can I change my plan later?',
    answer: 'Yes. Upgrades take effect immediately; downgrades apply at the start of your next billing cycle.',
  },
  {
    id: 'payment-methods',
    question: 'Which payment methods do you accept?',
    answer: 'All major credit and debit cards and PayPal. Enterprise customers can also pay by invoice.',
  },
];

export const SALES_EMAIL_SUBJECT = 'Topicwise Enterprise enquiry';
export const SALES_EMAIL_BODY =
  'Hello,\n\nI would like to discuss a Topicwise plan for our team.\n\nTeam size:\nKeywords per month:\nIntegrations we need:\n\nThank you.';
