/**
 * Conservative / Realistic / Ambitious traffic scenarios (like Authoritas' low / medium / high and
 * SEOmonitor's goals) for the clusters' keywords. Each keyword climbs from its current position
 * (a ranking export or Search Console; outside the top 100 when unknown) to the scenario's target
 * at the climbing speed of climb.ts, stretched by difficulty. Probability and risk are written rules.
 */
import type { Scenario, ScenarioMonth } from '@/contract/types/advancedAnalytics';
import { type CtrCurveUsed, difficultyFactor, monthsToClimb, positionAt, seasonality } from './climb';
import type { AnalyticsKeyword } from './keywords';

export const SCENARIOS = [
  { name: 'Conservative', target: 8, base: 75 },
  { name: 'Realistic', target: 5, base: 50 },
  { name: 'Ambitious', target: 2, base: 25 },
] as const;

export const SCENARIO_RULE =
  'Probability = the scenario base (Conservative 75, Realistic 50, Ambitious 25) − 0.5 per point of mean difficulty above 50 − 20 × the share of keywords not at target within the horizon, kept within 5..95; risk low at 60 or more, medium at 35 or more, else high.';

export interface ScenarioInput {
  keywords: readonly AnalyticsKeyword[];
  ctr: CtrCurveUsed;
  /** Months projected, oldest first ('YYYY-MM'). */
  months: readonly string[];
  /** The volume forecast's band as a ratio of its median per month (P10/P50, P90/P50), when it has one. */
  band: readonly ({ low: number; high: number } | null)[];
}

const round1 = (v: number) => Math.round(v * 10) / 10;

export function keywordTarget(current: number | null, target: number): number {
  return current !== null && current < target ? Math.max(1, Math.round(current)) : target;
}

export function buildScenarios(input: ScenarioInput): Scenario[] {
  const { keywords, ctr, months, band } = input;
  const horizon = months.length;
  const meanDifficulty = keywords.length > 0 ? keywords.reduce((s, k) => s + k.difficulty, 0) / keywords.length : 50;
  const currentClicks = keywords.reduce((s, k) => s + k.volume * ctr.at(k.position ?? Infinity), 0);
  return SCENARIOS.map(({ name, target, base }) => {
    const plans = keywords.map((k) => {
      const goal = keywordTarget(k.position, target);
      const factor = difficultyFactor(k.difficulty);
      return { k, goal, factor, months: monthsToClimb(k.position, goal) * factor };
    });
    const late = plans.filter((p) => p.months > horizon).length;
    const projected: ScenarioMonth[] = months.map((month, i) => {
      const clicks = plans.reduce(
        (s, p) => s + p.k.volume * seasonality(p.k, month) * ctr.at(positionAt(p.k.position, p.goal, p.factor, i + 1)),
        0,
      );
      const ratio = band[i];
      return {
        month,
        clicks: Math.round(clicks),
        low: ratio ? Math.round(clicks * ratio.low) : null,
        high: ratio ? Math.round(clicks * ratio.high) : null,
      };
    });
    const lateShare = plans.length > 0 ? late / plans.length : 0;
    const probability = Math.round(
      Math.min(95, Math.max(5, base - 0.5 * Math.max(0, meanDifficulty - 50) - 20 * lateShare)),
    );
    const atHorizon = projected.length > 0 ? projected[projected.length - 1].clicks : 0;
    return {
      name,
      target_position: target,
      months_to_target: plans.length > 0 ? round1(plans.reduce((s, p) => s + p.months, 0) / plans.length) : 0,
      risk_level: probability >= 60 ? 'low' : probability >= 35 ? 'medium' : 'high',
      growth_rate: currentClicks >= 1 ? round1(((atHorizon - currentClicks) / currentClicks) * 100) : null,
      probability,
      current_clicks: Math.round(currentClicks),
      projected_volume: projected,
      rule: `Target position ${target} (or the current one when better); ${SCENARIO_RULE}`,
    };
  });
}
