/**
 * Keyword and cluster figures, one definition for the engine (its CLI output), the estimators and
 * the app's stored results: the opportunity formula and the cluster totals.
 */
import type { FigureTotals } from '@/contract/types/clustering';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Opportunity 0..100: how worthwhile a keyword is to target, used for estimated and
 * imported metrics alike.
 *
 *   V = min(1, log10(volume + 1) / 5)          volume score, 100,000+/month = 1
 *   E = 1 - difficulty / 100                   ease
 *   C = min(1, log10(1 + cpc) / log10(21))     commercial value, $20+ = 1
 *   opportunity = round(100 × E × (0.35 + 0.65 × (0.75·V + 0.25·C)))
 *
 * Ease multiplies everything: an unwinnable keyword is no opportunity however big.
 * A missing or invalid figure counts as volume 0, cpc 0, difficulty 50 (unknown).
 */
export function opportunityScore(volume: number, difficulty: number, cpc: number): number {
  const safeVolume = Number.isFinite(volume) ? Math.max(0, volume) : 0;
  const safeDifficulty = Number.isFinite(difficulty) ? clamp(difficulty, 0, 100) : 50;
  const safeCpc = Number.isFinite(cpc) ? Math.max(0, cpc) : 0;
  const v = Math.min(1, Math.log10(safeVolume + 1) / 5);
  const e = 1 - safeDifficulty / 100;
  const c = Math.min(1, Math.log10(1 + safeCpc) / Math.log10(21));
  return Math.round(100 * e * (0.35 + 0.65 * (0.75 * v + 0.25 * c)));
}

/** One keyword's figures; null or undefined when not known. */
export interface KeywordFigureSet {
  search_volume?: number | null;
  cpc?: number | null;
  difficulty?: number | null;
  opportunity?: number | null;
  /** Search Console clicks and impressions: measured traffic, summed apart from search volume. */
  clicks?: number | null;
  impressions?: number | null;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

const isKnown = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const known = (values: readonly (number | null | undefined)[]) => values.filter(isKnown);

function mean(values: readonly (number | null | undefined)[], places: number): number | null {
  const present = known(values);
  return present.length === 0 ? null : round(present.reduce((sum, value) => sum + value, 0) / present.length, places);
}

/** A running sumKnown, for a pass that reads several figures from each row without an array per figure. */
export class KnownSum {
  private sum = 0;
  private any = false;

  add(value: number | null | undefined): void {
    if (!isKnown(value)) return;
    this.sum += value;
    this.any = true;
  }

  /** The sum of the known values added, in the order added; null when none was known. */
  get value(): number | null {
    return this.any ? this.sum : null;
  }
}

/** Sum of the known values, or null when none is known. */
export function sumKnown(values: readonly (number | null | undefined)[]): number | null {
  const total = new KnownSum();
  for (const value of values) total.add(value);
  return total.value;
}

/** A cluster's totals from its keywords' figures. */
export function figureTotals(keywords: readonly KeywordFigureSet[]): FigureTotals {
  return {
    total_volume: sumKnown(keywords.map((keyword) => keyword.search_volume)),
    avg_cpc: mean(
      keywords.map((keyword) => keyword.cpc),
      2,
    ),
    avg_difficulty: mean(
      keywords.map((keyword) => keyword.difficulty),
      1,
    ),
    avg_opportunity: mean(
      keywords.map((keyword) => keyword.opportunity),
      1,
    ),
    total_clicks: sumKnown(keywords.map((keyword) => keyword.clicks)),
    total_impressions: sumKnown(keywords.map((keyword) => keyword.impressions)),
  };
}
