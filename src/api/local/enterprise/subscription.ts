/**
 * Plans and usage. The plans are the Pricing tab's (src/api/local/pricing.ts); the current plan is
 * the one chosen there (the `current_plan` setting), else Professional, the spec's default. Usage is
 * counted from this device's records over the billing period (the calendar month so far, UTC).
 * Nothing is billed on the device: the amount is the plan's list price.
 */
import { SETTING_KEYS } from '../../../contract/types/settings';
import type { BillingCycle, PlanSelection, PricingPlan, PricingTier } from '../../../contract/types/pricing';
import type { SubscriptionPlansResponse, UsageMetric, UsageResponse } from '../../../contract/types/enterprise';
import { db } from '@/db/database';
import { PRICING_PLANS } from '../pricing';

const DEFAULT_TIER: PricingTier = 'professional';

/** Outreach contacts per plan, as the plans' features state them ('Outreach campaigns (up to 100 contacts)'). */
const OUTREACH_CONTACTS: Record<PricingTier, number> = { starter: 0, professional: 100, enterprise: -1 };

export type CurrentPlan = { plan: PricingPlan; cycle: BillingCycle; chosen: boolean; price: number };

function isSelection(value: unknown): value is PlanSelection {
  if (typeof value !== 'object' || value === null) return false;
  const tier = (value as { tier?: unknown }).tier;
  return PRICING_PLANS.some((plan) => plan.tier === tier);
}

export async function currentPlan(): Promise<CurrentPlan> {
  const stored = (await db.settings.get(SETTING_KEYS.currentPlan))?.value;
  const selection = isSelection(stored) ? stored : null;
  const plan = PRICING_PLANS.find((p) => p.tier === (selection?.tier ?? DEFAULT_TIER)) ?? PRICING_PLANS[1];
  const cycle: BillingCycle = selection?.billing_cycle === 'annual' ? 'annual' : 'monthly';
  const price = selection && typeof selection.price === 'number' ? selection.price : plan.pricing.monthly;
  return { plan, cycle, chosen: selection !== null, price };
}

export async function subscriptionPlans(): Promise<SubscriptionPlansResponse> {
  const current = await currentPlan();
  return {
    plans: PRICING_PLANS.map((plan) => ({
      name: plan.name,
      tier: plan.tier,
      price_monthly: plan.pricing.monthly,
      annual_savings: plan.pricing.annual_savings,
      features: [...plan.features],
      recommended_for: plan.description,
      is_popular: plan.is_popular,
      is_current: plan.tier === current.plan.tier,
      keyword_limit: plan.keyword_limit,
    })),
    current_tier: current.plan.tier,
    billing_cycle: current.cycle,
    chosen_on_pricing: current.chosen,
  };
}

/** The calendar month holding `now`, in UTC. */
export function billingPeriod(now: Date): { start: string; end: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start: start.toISOString(), end: end.toISOString() };
}

/** Contacts stored by Outreach Campaigns (a deleted contact leaves only a tombstone). */
const contactCount = () => db.outreach_contacts.count();

export async function usage(workspaceId: string, now: Date): Promise<UsageResponse> {
  const period = billingPeriod(now);
  const current = await currentPlan();
  const [runs, requests, reports, contacts] = await Promise.all([
    db.clustering_results.where('created_at').between(period.start, period.end).toArray(),
    db.request_log.where('created_at').between(period.start, period.end).count(),
    db.report_runs.where('generated_at').between(period.start, period.end).count(),
    contactCount(),
  ]);
  const keywords = runs.reduce((sum, run) => sum + run.total_keywords, 0);
  const largest = runs.reduce((max, run) => Math.max(max, run.total_keywords), 0);
  const metrics: UsageMetric[] = [
    {
      key: 'keywords_processed',
      label: 'Keywords processed',
      value: keywords,
      limit: null,
      basis: 'Keywords of the clustering runs this month kept on this device (the last 20 runs are kept).',
    },
    {
      key: 'largest_run',
      label: 'Largest clustering run',
      value: largest,
      limit: current.plan.keyword_limit,
      basis: `The ${current.plan.name} plan clusters up to ${current.plan.keyword_limit === -1 ? 'any number of' : current.plan.keyword_limit.toLocaleString('en-US')} keywords per run.`,
    },
    {
      key: 'api_calls',
      label: 'Requests answered',
      value: requests,
      limit: null,
      basis: "Requests the app's local adapter answered this month (its log keeps the latest 5,000).",
    },
    {
      key: 'reports_generated',
      label: 'Reports generated',
      value: reports,
      limit: null,
      basis: 'Scheduled and on-demand reports generated on this device this month.',
    },
    {
      key: 'outreach_contacts',
      label: 'Outreach contacts',
      value: contacts ?? 0,
      limit: OUTREACH_CONTACTS[current.plan.tier],
      basis:
        contacts === null
          ? 'No outreach contacts are stored on this device.'
          : 'Contacts stored in Outreach Campaigns.',
    },
  ];
  return {
    workspace_id: workspaceId,
    period_start: period.start,
    period_end: period.end,
    current_tier: current.plan.tier,
    usage_metrics: {
      keywords_processed: keywords,
      api_calls: requests,
      reports_generated: reports,
      billing_amount: current.price,
    },
    metrics,
    billing_note: `List price of the ${current.plan.name} plan (${current.cycle === 'annual' ? 'per year' : 'per month'}). Billing is not done on this device.`,
  };
}
