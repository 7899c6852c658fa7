/**
 * Traffic at target positions, SEOmonitor-style (seomonitor.com forecasting documentation: goals
 * are reached by climbing about 10 positions a month outside the top 10 and one position a month
 * inside it). Clicks = volume × CTR(position) × seasonality; the CTR curve is the user's own,
 * fitted from Search Console (workers/searchconsole/ctr.ts) where it has fitted positions, else
 * the published Backlinko 2023 curve the app uses.
 */
import type { ScQueryRow } from '@/contract/types/datasources';
import { BACKLINKO_2023_SOURCE } from '../figures/ctr';
import { expectedCtr, fitCtrModel, publishedCtr, PUBLISHED_CURVE_NAME } from '../searchconsole/ctr';
import type { AnalyticsKeyword } from './keywords';
import { monthIndex } from './series';

/** A keyword with no known position is counted from here (outside the top 100). */
export const NOT_RANKING_POSITION = 100;
/** Beyond page two nobody is counted as clicking. */
const LAST_COUNTED_POSITION = 20;

export interface CtrCurveUsed {
  name: string;
  fitted_positions: number;
  source: string;
  at: (position: number) => number;
}

export function ctrCurve(queries: readonly Pick<ScQueryRow, 'clicks' | 'impressions' | 'position'>[]): CtrCurveUsed {
  const model = fitCtrModel(queries);
  const own = model.fitted_positions > 0;
  return {
    name: own
      ? `Your Search Console CTR curve (${model.fitted_positions} of 20 positions fitted)`
      : PUBLISHED_CURVE_NAME,
    fitted_positions: model.fitted_positions,
    source: own
      ? `Fitted from your Search Console queries; other positions from ${BACKLINKO_2023_SOURCE}`
      : BACKLINKO_2023_SOURCE,
    at: (position) =>
      !Number.isFinite(position) || position < 1 || position > LAST_COUNTED_POSITION + 0.5
        ? 0
        : own
          ? expectedCtr(model, position)
          : publishedCtr(position),
  };
}

/** Months to climb from one position to a better one by the rule above; 0 when already there. */
export function monthsToClimb(from: number | null, to: number): number {
  const start = from ?? NOT_RANKING_POSITION;
  if (start <= to) return 0;
  const outside = Math.max(0, start - Math.max(to, 10)) / 10;
  const inside = Math.max(0, Math.min(start, 10) - to);
  return outside + inside;
}

/** Harder keywords climb slower: difficulty above 50 stretches the time, up to double at 100. */
export function difficultyFactor(difficulty: number): number {
  return 1 + Math.max(0, Math.min(100, difficulty) - 50) / 50;
}

/**
 * Position after `month` months of climbing by the rule above, `factor` times slower (difficulty):
 * 10 positions a month down to the top 10, then one a month, stopping at the target.
 */
export function positionAt(from: number | null, to: number, factor: number, month: number): number {
  let position = from ?? NOT_RANKING_POSITION;
  let months = month / Math.max(1, factor);
  if (position > 10 && months > 0) {
    const step = Math.min(months * 10, position - Math.max(to, 10));
    position -= step;
    months -= step / 10;
  }
  if (position <= 10 && months > 0) position -= Math.min(months, Math.max(0, position - to));
  return position;
}

/**
 * The keyword's seasonality in a calendar month: that month's mean searches over the mean of all
 * its months (Keyword Planner's monthly columns); 1 without monthly data.
 */
export function seasonality(keyword: Pick<AnalyticsKeyword, 'monthly'>, month: string): number {
  const index = monthIndex(month);
  if (index === null || keyword.monthly.length === 0) return 1;
  const values = keyword.monthly.filter((m) => Number.isFinite(m.searches));
  const mean = values.reduce((s, m) => s + m.searches, 0) / Math.max(values.length, 1);
  const same = values.filter((m) => (monthIndex(m.month) ?? -1) % 12 === index % 12);
  if (mean <= 0 || same.length === 0) return 1;
  return same.reduce((s, m) => s + m.searches, 0) / same.length / mean;
}
