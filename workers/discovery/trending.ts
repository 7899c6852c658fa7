/**
 * Trending clusters (spec 001 §3 Trending cluster): clusters of the latest run whose search volume
 * rose in the imported months, or whose keywords appear more (or gain imported volume) across the
 * user's runs. Library clusters fill the rest of the list, labelled as estimates.
 *
 *   search_volume_change: imported months: mean of the last 3 months vs the 3 before (or last vs
 *                         first month with fewer than 6); runs: the cluster in the latest run vs the
 *                         newest run older than the period (else its first run).
 *   velocity:             imported: least-squares slope per month as a percent of the mean;
 *                         runs: the change divided by the runs between the two.
 *   trend_score:          50 + change / 2, clamped to 0..100 (+100 % scores 100, -100 % scores 0).
 *   momentum:             accelerating at +10 % or more, cooling at -10 % or less, else steady.
 *   confidence_level:     imported: 0.5 + 0.45 × months / 24 (capped); runs: 0.5 + 0.1 per run, up to 0.9.
 */
import type { Cluster } from '@/contract/types/clustering';
import type { TrendingCluster as LibraryTrend } from '@/contract/types/industries';
import { byDate, trackClusters, type ClusterObservation } from './history';
import { mean, monthlySeries, slope } from './monthly';
import { clamp, percentChange, round } from './text';
import type { DiscoveryMomentum, DiscoveryRun, IndustryNamer, TrendingDiscoveryCluster } from './types';

/** Velocity (percent per step) from which a cluster counts as high-velocity. */
export const HIGH_VELOCITY = 20;
const MIN_IMPORTED_MONTHS = 3;

export interface TrendingInput {
  runs: readonly DiscoveryRun[];
  /** The latest run's clusters in full (their imported monthly volumes). */
  latest: readonly Cluster[];
  /** The library's estimated trending clusters, best first. */
  libraryTrends: readonly LibraryTrend[];
  limit: number;
  periodMs: number;
  namer: IndustryNamer;
  keepIndustry: (industry: string) => boolean;
}

export const momentumOf = (change: number): DiscoveryMomentum =>
  change >= 10 ? 'accelerating' : change <= -10 ? 'cooling' : 'steady';

export const trendScore = (change: number): number => Math.round(clamp(50 + change / 2, 0, 100));

const keywordTexts = (cluster: Cluster) => cluster.keywords.map((keyword) => keyword.text);

function fromImportedMonths(cluster: Cluster, namer: IndustryNamer): TrendingDiscoveryCluster | null {
  const series = monthlySeries(cluster.keywords, 24);
  if (series.length < MIN_IMPORTED_MONTHS) return null;
  const values = series.map((point) => point.searches);
  const [before, after] =
    values.length >= 6 ? [mean(values.slice(-6, -3)), mean(values.slice(-3))] : [values[0], values[values.length - 1]];
  const change = percentChange(before, after);
  if (change === null) return null;
  const base = mean(values);
  const first = series.find((point) => point.searches > 0) ?? series[0];
  return {
    name: cluster.name,
    industry: namer(keywordTexts(cluster)),
    momentum: momentumOf(change),
    trend_score: trendScore(change),
    velocity: round(base > 0 ? (slope(values) / base) * 100 : 0, 1),
    velocity_unit: 'month',
    search_volume_change: round(change, 1),
    keywords: keywordTexts(cluster),
    confidence_level: round(Math.min(0.95, 0.5 + 0.45 * Math.min(1, series.length / 24)), 2),
    first_detected: `${first.month}-01`,
    basis: 'imported',
    basis_note: `Imported monthly volumes, ${series[0].month} to ${series[series.length - 1].month} (${series.length} months)`,
  };
}

function fromRuns(
  observations: readonly ClusterObservation[],
  periodMs: number,
  namer: IndustryNamer,
): TrendingDiscoveryCluster | null {
  if (observations.length < 2) return null;
  const current = observations[observations.length - 1];
  const cutoff = Date.parse(current.run_date) - periodMs;
  const olderIndex = observations.findLastIndex((observation) => Date.parse(observation.run_date) <= cutoff);
  const baseIndex = olderIndex >= 0 ? olderIndex : 0;
  const baseline = observations[baseIndex];
  const [volumeBefore, volumeAfter] = [baseline.cluster.imported_volume, current.cluster.imported_volume];
  const byVolume = volumeBefore !== null && volumeAfter !== null && volumeBefore > 0;
  const before = byVolume ? volumeBefore : baseline.cluster.keyword_count;
  const after = byVolume ? volumeAfter : current.cluster.keyword_count;
  const change = percentChange(before, after) ?? 0;
  const steps = observations.length - 1 - baseIndex;
  const what = byVolume ? 'imported search volume' : 'keywords';
  const since = olderIndex >= 0 ? 'the run before the period' : 'its first run';
  return {
    name: current.cluster.name,
    industry: namer(current.cluster.texts),
    momentum: momentumOf(change),
    trend_score: trendScore(change),
    velocity: round(change / steps, 1),
    velocity_unit: 'run',
    search_volume_change: round(change, 1),
    keywords: [...current.cluster.texts],
    confidence_level: round(Math.min(0.9, 0.4 + 0.1 * observations.length), 2),
    first_detected: observations[0].run_date,
    basis: 'computed',
    basis_note: `Computed from your runs: ${before} → ${after} ${what} since ${since} (${baseline.run_date.slice(0, 10)}), ${observations.length} runs`,
  };
}

function fromLibrary(trend: LibraryTrend): TrendingDiscoveryCluster {
  return {
    name: trend.name,
    industry: trend.industry,
    momentum: trend.momentum,
    trend_score: trend.trend_score,
    velocity: round(trend.search_volume_change / 12, 1),
    velocity_unit: 'month',
    search_volume_change: trend.search_volume_change,
    keywords: [...trend.keywords],
    confidence_level: 0.3,
    first_detected: null,
    basis: 'estimated',
    basis_note: "Estimated from the industry library's editorial trend descriptor (not in your runs)",
  };
}

export function discoverTrending(input: TrendingInput): TrendingDiscoveryCluster[] {
  const runs = byDate(input.runs);
  const latest = runs[runs.length - 1];
  const measured: TrendingDiscoveryCluster[] = [];
  const fullById = new Map(input.latest.map((cluster) => [cluster.id, cluster]));
  if (latest) {
    for (const track of trackClusters(runs)) {
      const current = track.observations[track.observations.length - 1];
      if (current.run_id !== latest.id) continue;
      const full = fullById.get(current.cluster.id);
      const trend =
        (full && fromImportedMonths(full, input.namer)) ?? fromRuns(track.observations, input.periodMs, input.namer);
      if (trend && input.keepIndustry(trend.industry)) measured.push(trend);
    }
  }
  const names = new Set(measured.map((trend) => trend.name.toLowerCase()));
  const estimated = input.libraryTrends
    .filter((trend) => input.keepIndustry(trend.industry) && !names.has(trend.name.toLowerCase()))
    .map(fromLibrary);
  const ranked = measured.sort((a, b) => b.trend_score - a.trend_score || a.name.localeCompare(b.name));
  return [...ranked, ...estimated].slice(0, Math.max(0, input.limit));
}
