/**
 * Trend alerts (spec 001 §3 Trend alert), raised from the other analyses when their relevance
 * reaches the threshold (default 0.8):
 *
 *   trending:  relevance = (trend_score / 100 + confidence) / 2, for accelerating clusters;
 *   seasonal:  relevance = (confidence + proximity) / 2, proximity 1 when the peak is this month or
 *              next, 0.9 in two months, 0.75 in three, 0.5 later;
 *   emerging:  relevance = (emergence_score + confidence) / 2.
 *   Outside the user's industries (when named) relevance is multiplied by 0.9.
 *   urgency:   high at relevance 0.9 or a peak this month, medium at 0.85, else low.
 *   expires:   trending 7 days, emerging 30 days, seasonal at the end of the peak month.
 */
import { MONTH_NAMES } from '@/contract/vocabulary';
import { clusterKey, round } from './text';
import type {
  AlertUrgency,
  EmergingTopic,
  SeasonalPattern,
  TrendAlert,
  TrendAlertsResponse,
  TrendingDiscoveryCluster,
} from './types';

const DAY_MS = 86_400_000;
const OUTSIDE_INDUSTRIES = 0.9;

export interface AlertsInput {
  trending: readonly TrendingDiscoveryCluster[];
  seasonal: readonly SeasonalPattern[];
  emerging: readonly EmergingTopic[];
  threshold: number;
  /** Whether an industry is one of the user's (true for all when none is named). */
  isUserIndustry: (industry: string) => boolean;
  now: Date;
}

/** '+23%', '-8%', '+4.5%': whole percents from 10 on. */
function signed(value: number): string {
  const shown = Math.abs(value) < 10 ? round(value, 1) : Math.round(value);
  return `${shown > 0 ? '+' : ''}${shown}%`;
}
const sample = (keywords: readonly string[]) => keywords.slice(0, 3).join(', ');

function urgencyOf(relevance: number, peakThisMonth = false): AlertUrgency {
  if (relevance >= 0.9 || peakThisMonth) return 'high';
  return relevance >= 0.85 ? 'medium' : 'low';
}

/** Whole months from `now`'s month to a 'YYYY-MM' month. */
function monthsUntil(month: string, now: Date): number {
  const [year, number] = month.split('-').map(Number);
  return (year - now.getUTCFullYear()) * 12 + (number - 1 - now.getUTCMonth());
}

const proximity = (months: number) => (months <= 1 ? 1 : months === 2 ? 0.9 : months === 3 ? 0.75 : 0.5);

function trendingAlert(
  trend: TrendingDiscoveryCluster,
  now: Date,
): Omit<TrendAlert, 'relevance_score' | 'urgency'> & { raw: number } {
  const measure =
    trend.basis === 'imported'
      ? 'imported search volume'
      : trend.basis === 'computed'
        ? 'across your runs'
        : 'estimated';
  return {
    alert_id: `trending:${clusterKey(trend.name)}`,
    source: 'trending',
    title: `${trend.name} is accelerating`,
    description: `${signed(trend.search_volume_change)} ${measure}; trend score ${trend.trend_score}/100.`,
    recommendation: `Publish or refresh the page for this cluster while interest grows, starting with ${sample(trend.keywords)}.`,
    industry: trend.industry,
    estimated_impact: `${signed(trend.velocity)} per ${trend.velocity_unit}`,
    expires_at: new Date(now.getTime() + 7 * DAY_MS).toISOString(),
    basis: trend.basis,
    basis_note: trend.basis_note,
    raw: (trend.trend_score / 100 + trend.confidence_level) / 2,
  };
}

function seasonalAlert(
  pattern: SeasonalPattern,
  now: Date,
): Omit<TrendAlert, 'relevance_score' | 'urgency'> & { raw: number; peakNow: boolean } {
  const ahead = monthsUntil(pattern.next_peak_prediction, now);
  const [year, month] = pattern.next_peak_prediction.split('-').map(Number);
  const increase =
    pattern.average_increase === null
      ? 'a seasonal rise (not measured)'
      : `${signed(pattern.average_increase)} searches in peak months`;
  return {
    alert_id: `seasonal:${clusterKey(pattern.cluster_name)}`,
    source: 'seasonal',
    title: `${pattern.cluster_name} peaks in ${MONTH_NAMES[month - 1]}`,
    description: `${pattern.seasonal_type}: ${ahead <= 0 ? 'the peak is this month' : `the peak is ${ahead} month${ahead === 1 ? '' : 's'} away`}.`,
    recommendation:
      ahead <= 0
        ? 'The peak is under way: check these pages are live, linked and up to date now.'
        : `Have these pages live and linked before ${MONTH_NAMES[month - 1]} so they are indexed when searches rise.`,
    industry: pattern.industry,
    estimated_impact: increase,
    expires_at: new Date(Date.UTC(year, month, 1)).toISOString(),
    basis: pattern.basis,
    basis_note: pattern.basis_note,
    raw: (pattern.confidence_score + proximity(ahead)) / 2,
    peakNow: ahead <= 0,
  };
}

function emergingAlert(
  item: EmergingTopic,
  now: Date,
): Omit<TrendAlert, 'relevance_score' | 'urgency'> & { raw: number } {
  return {
    alert_id: `emerging:${clusterKey(item.topic)}`,
    source: 'emerging',
    title: `New topic: ${item.topic}`,
    description: `${item.predicted_timeline}. Competition: ${item.competition_level}.`,
    recommendation: `Cover it before others do: ${sample(item.related_keywords)}.`,
    industry: item.industry,
    estimated_impact:
      item.market_opportunity === null
        ? 'Search volume not known'
        : `${item.market_opportunity.toLocaleString('en-US')} searches/month`,
    expires_at: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
    basis: item.basis,
    basis_note: item.basis_note,
    raw: (item.emergence_score + item.confidence_level) / 2,
  };
}

export function raiseAlerts(input: AlertsInput): TrendAlert[] {
  const candidates = [
    ...input.trending
      .filter((trend) => trend.momentum === 'accelerating')
      .map((trend) => ({ ...trendingAlert(trend, input.now), peakNow: false })),
    ...input.seasonal.map((pattern) => seasonalAlert(pattern, input.now)),
    ...input.emerging.map((item) => ({ ...emergingAlert(item, input.now), peakNow: false })),
  ];
  const alerts: TrendAlert[] = [];
  for (const { raw, peakNow, ...alert } of candidates) {
    const relevance = round(raw * (input.isUserIndustry(alert.industry) ? 1 : OUTSIDE_INDUSTRIES), 2);
    if (relevance < input.threshold) continue;
    alerts.push({ ...alert, relevance_score: relevance, urgency: urgencyOf(relevance, peakNow) });
  }
  return alerts.sort((a, b) => b.relevance_score - a.relevance_score || a.alert_id.localeCompare(b.alert_id));
}

export function alertsResponse(alerts: TrendAlert[]): TrendAlertsResponse {
  const breakdown: Record<AlertUrgency, number> = { high: 0, medium: 0, low: 0 };
  for (const alert of alerts) breakdown[alert.urgency] += 1;
  const average =
    alerts.length === 0 ? 0 : alerts.reduce((sum, alert) => sum + alert.relevance_score, 0) / alerts.length;
  return {
    alerts,
    summary: { total_alerts: alerts.length, urgency_breakdown: breakdown },
    alert_metrics: { action_required: breakdown.high + breakdown.medium, average_relevance: round(average, 2) },
  };
}
