import { roundToVolumeBucket } from './buckets';
import { marketFor, type Market } from './locations';
import { normalizeKeyword } from './normalize';
import { rngFor, type Rng } from './random';
import { keywordSignals, type KeywordSignals } from './signals';
import { opportunityScore } from '../figures';

export type Competition = 'LOW' | 'MEDIUM' | 'HIGH';

/** The spec's Keyword metrics (000 §3), estimated. Field names are the wire names. */
export interface KeywordMetricsEstimate {
  search_volume: number;
  cpc_low: number;
  cpc_high: number;
  competition: Competition;
  /** 0..100 */
  difficulty: number;
  /** 0..100 */
  opportunity_score: number;
  data_source: 'enhanced_mock';
}

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));
const cents = (value: number): number => Math.round(value * 100) / 100;

/** log10 of the typical US monthly volume for a query of this many words. */
function baseLogVolume(wordCount: number): number {
  const byLength = [4.3, 4.3, 3.5, 2.8, 2.3, 1.9];
  if (wordCount < byLength.length) return byLength[wordCount];
  return Math.max(1, 1.6 - 0.1 * (wordCount - 6));
}

function logVolumeShift(signals: KeywordSignals): number {
  let shift = 0;
  if (signals.isQuestion) shift -= 0.25;
  if (signals.isLocal) shift += 0.15;
  if (signals.isHeadTerm) shift += 0.2;
  return shift;
}

function logCpc(signals: KeywordSignals): number {
  let value = -0.1 + 0.12 * signals.commercial;
  if (signals.valueTier === 2) value += 1.1;
  else if (signals.valueTier === 1) value += 0.45;
  if (signals.isInformational) value -= 0.4;
  if (signals.isQuestion) value -= 0.2;
  if (signals.isLocal) value += 0.1;
  return value;
}

function competitionLevel(signals: KeywordSignals, noise: number): Competition {
  let index = 25 + 15 * signals.commercial + 15 * signals.valueTier + noise * 12;
  if (signals.isLocal) index += 10;
  if (signals.isInformational) index -= 20;
  if (signals.isQuestion) index -= 10;
  if (index < 34) return 'LOW';
  return index < 67 ? 'MEDIUM' : 'HIGH';
}

function difficultyScore(signals: KeywordSignals, volume: number, noise: number): number {
  let score = 4 + 8.5 * Math.log10(volume) + 8 * signals.valueTier + 3 * signals.commercial + noise * 7;
  if (signals.isHeadTerm) score += 12;
  if (signals.isQuestion) score -= 8;
  if (signals.wordCount >= 5) score -= 5;
  return Math.round(clamp(score, 1, 99));
}

/**
 * Deterministic, plausible metrics for a keyword with no imported figures. The
 * keyword's own noise is seeded from its normal form alone, so one keyword keeps
 * its character across markets and a bigger market always shows at least as much
 * volume; a small market-specific wobble is seeded from keyword + location.
 */
interface EstimateState {
  market: Market;
  signals: KeywordSignals;
  own: Rng;
  local: Rng;
  search_volume: number;
}

/** The volume part, first in every estimate so both entry points draw the same numbers. */
function volumeEstimate(keyword: string, location: string): EstimateState {
  const normalized = normalizeKeyword(keyword);
  const market = marketFor(location);
  const signals = keywordSignals(normalized);
  const own = rngFor(`kw|${normalized}`);
  const local = rngFor(`loc|${market.code}|${normalized}`);
  const usLogVolume = baseLogVolume(signals.wordCount) + logVolumeShift(signals) + own.normal() * 0.35;
  const localWobble = 1 + 0.1 * (2 * local.next() - 1);
  const search_volume = roundToVolumeBucket(10 ** usLogVolume * market.volume * localWobble);
  return { market, signals, own, local, search_volume };
}

/** Only the estimated monthly volume (equal to estimateKeywordMetrics(...).search_volume), for bulk totals. */
export function estimateSearchVolume(keyword: string, location = 'US'): number {
  return volumeEstimate(keyword, location).search_volume;
}

export function estimateKeywordMetrics(keyword: string, location = 'US'): KeywordMetricsEstimate {
  const { market, signals, own, local, search_volume } = volumeEstimate(keyword, location);

  const cpcWobble = 1 + 0.1 * (2 * local.next() - 1);
  const cpc_high = cents(clamp(10 ** (logCpc(signals) + own.normal() * 0.22) * market.cpc * cpcWobble, 0.05, 250));
  const cpc_low = Math.max(0.01, cents(cpc_high * (0.28 + 0.17 * own.next())));

  const competition = competitionLevel(signals, own.normal());
  const difficulty = difficultyScore(signals, search_volume, own.normal());
  return {
    search_volume,
    cpc_low,
    cpc_high,
    competition,
    difficulty,
    opportunity_score: opportunityScore(search_volume, difficulty, (cpc_low + cpc_high) / 2),
    data_source: 'enhanced_mock',
  };
}

/** Batch form for the worker, so a whole keyword list costs one message. */
export function estimateMany(keywords: readonly string[], location = 'US'): KeywordMetricsEstimate[] {
  return keywords.map((keyword) => estimateKeywordMetrics(keyword, location));
}
