/**
 * Seasonal patterns (spec 001 §3 Seasonal pattern) of the latest run's clusters.
 *
 * Imported monthly volumes (at least 12 months): the mean of each calendar month over the last
 * `historical_months`; peak months are those at least 20 % above the yearly mean (the highest month
 * at least), low months at least 20 % below it (the lowest at least); average_increase is the peak
 * months' mean over the yearly mean, in percent. A cluster whose busiest month is less than 20 %
 * above the mean has no seasonal pattern. Confidence: 0.5 + 0.45 × years covered / 2, lowered by a
 * fifth when a second year peaks in another month.
 *
 * Without months: the written lexicon of seasonal terms; the share of the cluster's keywords that
 * name the event sets the confidence (0.3 to 0.6), and there is no measured increase.
 */
import type { Cluster } from '@/contract/types/clustering';
import { MONTH_NAMES } from '@/contract/vocabulary';
import { calendarMonth, mean, monthlySeries } from './monthly';
import { SEASONAL_LEXICON, type SeasonalTerm } from './seasonalLexicon';
import { contentWords, round } from './text';
import type { IndustryNamer, SeasonalPattern } from './types';

const SEASONAL_SWING = 0.2;
const MIN_MONTHS = 12;
export const HIGH_CONFIDENCE = 0.8;

/** 'YYYY-MM' of the first of `months` (1-12) strictly after `today`'s month, or in it when it is one. */
export function nextPeak(months: readonly number[], today: Date): string {
  const year = today.getUTCFullYear();
  const current = today.getUTCMonth() + 1;
  for (let ahead = 0; ahead < 12; ahead += 1) {
    const month = ((current - 1 + ahead) % 12) + 1;
    if (months.includes(month))
      return `${year + Math.floor((current - 1 + ahead) / 12)}-${String(month).padStart(2, '0')}`;
  }
  return `${year}-${String(current).padStart(2, '0')}`;
}

function seasonName(peaks: readonly number[]): string {
  const seasons: [string, number[]][] = [
    ['Winter', [12, 1, 2]],
    ['Spring', [3, 4, 5]],
    ['Summer', [6, 7, 8]],
    ['Autumn', [9, 10, 11]],
  ];
  const found = seasons.find(([, months]) => peaks.every((month) => months.includes(month)));
  return found ? `${found[0]} peak` : `Peaks in ${peaks.map((month) => MONTH_NAMES[month - 1]).join(', ')}`;
}

function fromMonths(cluster: Cluster, months: number, namer: IndustryNamer, today: Date): SeasonalPattern | null {
  const series = monthlySeries(cluster.keywords, months);
  if (series.length < MIN_MONTHS) return null;
  const byMonth = new Map<number, number[]>();
  for (const point of series)
    byMonth.set(calendarMonth(point.month), [...(byMonth.get(calendarMonth(point.month)) ?? []), point.searches]);
  const monthly = [...byMonth].map(([month, values]) => ({ month, value: mean(values) }));
  const yearly = mean(monthly.map((entry) => entry.value));
  if (yearly <= 0) return null;
  const top = monthly.reduce((best, entry) => (entry.value > best.value ? entry : best));
  const bottom = monthly.reduce((worst, entry) => (entry.value < worst.value ? entry : worst));
  if (top.value < yearly * (1 + SEASONAL_SWING)) return null;
  const peaks = monthly
    .filter((entry) => entry.value >= yearly * (1 + SEASONAL_SWING))
    .map((entry) => entry.month)
    .sort((a, b) => a - b);
  const lows = monthly
    .filter((entry) => entry.value <= yearly * (1 - SEASONAL_SWING) || entry === bottom)
    .map((entry) => entry.month)
    .sort((a, b) => a - b);
  const peakMean = mean(monthly.filter((entry) => peaks.includes(entry.month)).map((entry) => entry.value));
  const yearsAgree = peaksAgreeAcrossYears(series);
  const confidence = (0.5 + 0.45 * Math.min(1, series.length / 24)) * (yearsAgree ? 1 : 0.8);
  return {
    cluster_name: cluster.name,
    industry: namer(cluster.keywords.map((keyword) => keyword.text)),
    seasonal_type: seasonName(peaks),
    peak_months: peaks,
    low_months: lows,
    average_increase: round((peakMean / yearly - 1) * 100, 1),
    next_peak_prediction: nextPeak(peaks, today),
    confidence_score: round(confidence, 2),
    basis: 'imported',
    basis_note: `Imported monthly volumes, ${series[0].month} to ${series[series.length - 1].month} (${series.length} months)`,
  };
}

/** Whether each 12-month window of the series (counted back from its last month) peaks in the same calendar month. */
function peaksAgreeAcrossYears(series: readonly { month: string; searches: number }[]): boolean {
  const peaks = new Set<number>();
  for (let end = series.length; end - 12 >= 0; end -= 12) {
    const year = series.slice(end - 12, end);
    const busiest = year.reduce((best, point) => (point.searches > best.searches ? point : best));
    peaks.add(calendarMonth(busiest.month));
  }
  return peaks.size <= 1;
}

function matchesTerm(words: readonly string[], term: string): boolean {
  const wanted = contentWords(term);
  if (wanted.length === 0) return false;
  for (let start = 0; start + wanted.length <= words.length; start += 1)
    if (wanted.every((word, offset) => words[start + offset] === word)) return true;
  return false;
}

function fromLexicon(cluster: Cluster, namer: IndustryNamer, today: Date): SeasonalPattern | null {
  const keywordWords = cluster.keywords.map((keyword) => contentWords(keyword.text));
  let best: { entry: SeasonalTerm; share: number } | null = null;
  for (const entry of SEASONAL_LEXICON) {
    const hits = keywordWords.filter((words) => entry.terms.some((term) => matchesTerm(words, term))).length;
    const share = keywordWords.length === 0 ? 0 : hits / keywordWords.length;
    if (hits > 0 && (!best || share > best.share)) best = { entry, share };
  }
  if (!best) return null;
  const { entry, share } = best;
  return {
    cluster_name: cluster.name,
    industry: namer(cluster.keywords.map((keyword) => keyword.text)),
    seasonal_type: entry.seasonal_type,
    peak_months: [...entry.peak_months],
    low_months: [...entry.low_months],
    average_increase: null,
    next_peak_prediction: nextPeak(entry.peak_months, today),
    confidence_score: round(0.3 + 0.3 * share, 2),
    basis: 'estimated',
    basis_note: `${Math.round(share * 100)}% of its keywords name ${entry.seasonal_type.toLowerCase()} (seasonal-terms lexicon; no monthly volumes imported)`,
  };
}

export interface SeasonalInput {
  clusters: readonly Cluster[];
  historicalMonths: number;
  namer: IndustryNamer;
  today: Date;
}

export function discoverSeasonal(input: SeasonalInput): SeasonalPattern[] {
  return input.clusters
    .map(
      (cluster) =>
        fromMonths(cluster, input.historicalMonths, input.namer, input.today) ??
        (monthlySeries(cluster.keywords).length >= MIN_MONTHS ? null : fromLexicon(cluster, input.namer, input.today)),
    )
    .filter((pattern): pattern is SeasonalPattern => pattern !== null)
    .sort((a, b) => b.confidence_score - a.confidence_score || a.cluster_name.localeCompare(b.cluster_name));
}
