/**
 * Return on investment per keyword, in the way AccuRanker and seoClarity value rankings: clicks
 * at a target position through the CTR curve, what the same clicks would cost as ads (clicks ×
 * CPC), and revenue from the conversion rate and order value. The monthly budget is shared among
 * keywords by the effort each needs (months to climb × difficulty weight) so ROI and payback differ
 * by keyword. All figures are per month at the target; payback simulates the climb month by month.
 */
import {
  ROI_MAX_AMOUNT,
  ROI_TOP_ROWS,
  type BudgetData,
  type RoiRow,
  type RoiSummary,
} from '@/contract/types/advancedAnalytics';
import { type CtrCurveUsed, difficultyFactor, monthsToClimb, positionAt } from './climb';
import type { AnalyticsKeyword } from './keywords';
import { keywordTarget } from './scenarios';

/** ROI uses the Realistic scenario's target position. */
export const ROI_TARGET_POSITION = 5;
/** Payback is looked for within this many months. */
export const PAYBACK_MONTHS = 24;

export const ROI_FORMULAS = [
  `Target position = ${ROI_TARGET_POSITION} (the Realistic scenario), or the current position when better`,
  'Clicks = search volume × CTR(target position)',
  'Estimated cost = clicks × CPC (what the same clicks would cost as ads; the keyword’s CPC, else your cost per click)',
  'Estimated revenue = clicks × conversion rate × average order value',
  'Budget share = monthly budget × effort ÷ total effort, effort = max(1, months to climb) × (0.5 + difficulty ÷ 100)',
  'ROI % = (revenue − budget share) ÷ budget share × 100',
  `Payback month = first month (up to ${PAYBACK_MONTHS}) when revenue so far, climbing month by month, covers the budget share so far`,
  'Priority = 100 × (0.6 × revenue ÷ the largest revenue + 0.4 × (1 − min(months to climb, 12) ÷ 12))',
];

/** Problems with the budget figures, each a sentence; empty when they can be used. */
export function budgetProblems(budget: BudgetData): string[] {
  const problems: string[] = [];
  const names: Record<keyof BudgetData, string> = {
    monthly_budget: 'Monthly budget',
    cost_per_click: 'Cost per click',
    conversion_rate: 'Conversion rate',
    average_order_value: 'Average order value',
  };
  for (const key of Object.keys(names) as (keyof BudgetData)[]) {
    const value = budget[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) problems.push(`${names[key]} must be a number.`);
    else if (value < 0) problems.push(`${names[key]} cannot be negative: enter 0 or more.`);
    else if (value > ROI_MAX_AMOUNT) problems.push(`${names[key]} is above 1,000,000,000: check the figure.`);
  }
  if (budget.conversion_rate > 100) problems.push('Conversion rate is a percentage: enter 0 to 100.');
  return problems;
}

const money = (v: number) => Math.round(v * 100) / 100;

interface Plan {
  k: AnalyticsKeyword;
  target: number;
  months: number;
  factor: number;
  clicks: number;
  cpc: number;
  cpcEstimated: boolean;
  revenuePerClick: number;
  effort: number;
}

function paybackMonth(plans: readonly Plan[], share: (p: Plan) => number, ctr: CtrCurveUsed): number | null {
  let revenue = 0;
  let spent = 0;
  for (let month = 1; month <= PAYBACK_MONTHS; month++) {
    for (const p of plans) {
      revenue += p.k.volume * ctr.at(positionAt(p.k.position, p.target, p.factor, month)) * p.revenuePerClick;
      spent += share(p);
    }
    if (spent > 0 && revenue >= spent) return month;
  }
  return null;
}

export function computeRoi(
  keywords: readonly AnalyticsKeyword[],
  budget: BudgetData,
  ctr: CtrCurveUsed,
): { rows: RoiRow[]; summary: RoiSummary; all: number } {
  const revenuePerClick = (budget.conversion_rate / 100) * budget.average_order_value;
  const plans: Plan[] = keywords.map((k) => {
    const target = keywordTarget(k.position, ROI_TARGET_POSITION);
    const factor = difficultyFactor(k.difficulty);
    const months = monthsToClimb(k.position, target) * factor;
    const ownCpc = !k.cpc_estimated;
    return {
      k,
      target,
      months,
      factor,
      clicks: k.volume * ctr.at(target),
      cpc: ownCpc ? k.cpc : budget.cost_per_click,
      cpcEstimated: !ownCpc,
      revenuePerClick,
      effort: Math.max(1, months) * (0.5 + k.difficulty / 100),
    };
  });
  const totalEffort = plans.reduce((s, p) => s + p.effort, 0);
  const share = (p: Plan) => (totalEffort > 0 ? (budget.monthly_budget * p.effort) / totalEffort : 0);
  const maxRevenue = Math.max(0, ...plans.map((p) => p.clicks * revenuePerClick));
  const rows: RoiRow[] = plans.map((p) => {
    const revenue = p.clicks * revenuePerClick;
    const allocated = share(p);
    return {
      keyword: p.k.keyword,
      search_volume: p.k.volume,
      volume_estimated: p.k.volume_estimated,
      current_position: p.k.position,
      target_position: p.target,
      clicks: Math.round(p.clicks),
      cpc: money(p.cpc),
      cpc_estimated: p.cpcEstimated,
      estimated_cost: money(p.clicks * p.cpc),
      estimated_revenue: money(revenue),
      roi_percentage: allocated > 0 ? Math.round(((revenue - allocated) / allocated) * 1000) / 10 : null,
      payback_month: allocated > 0 ? paybackMonth([p], () => allocated, ctr) : null,
      priority_score: Math.round(
        100 * (0.6 * (maxRevenue > 0 ? revenue / maxRevenue : 0) + 0.4 * (1 - Math.min(p.months, 12) / 12)),
      ),
    };
  });
  const monthlyRevenue = plans.reduce((s, p) => s + p.clicks * revenuePerClick, 0);
  const summary: RoiSummary = {
    keywords: rows.length,
    monthly_clicks: Math.round(plans.reduce((s, p) => s + p.clicks, 0)),
    monthly_cost: money(plans.reduce((s, p) => s + p.clicks * p.cpc, 0)),
    monthly_revenue: money(monthlyRevenue),
    roi_percentage:
      budget.monthly_budget > 0
        ? Math.round(((monthlyRevenue - budget.monthly_budget) / budget.monthly_budget) * 1000) / 10
        : null,
    payback_month: budget.monthly_budget > 0 ? paybackMonth(plans, share, ctr) : null,
    profitable_keywords: rows.filter((r) => (r.roi_percentage ?? 0) > 0).length,
  };
  const top = [...rows]
    .sort((a, b) => b.priority_score - a.priority_score || b.estimated_revenue - a.estimated_revenue)
    .slice(0, ROI_TOP_ROWS);
  return { rows: top, summary, all: rows.length };
}
