import { estimateSearchVolume } from '../estimates/metrics';
import { hashString } from '../estimates/random';
import { ClusterNotFoundError, IndustryNotFoundError } from './errors';
import type {
  ClusterImport,
  IndustryCluster,
  IndustryLibrary,
  IndustrySummary,
  LibraryCluster,
  LibraryIndustry,
  TrendGrowth,
  TrendMomentum,
  TrendingCluster,
} from './types';

/** Spec 000 §9: trending clusters limit for industries. */
export const DEFAULT_TRENDING_LIMIT = 10;
const MAX_TRENDING_LIMIT = 100;
/** The first pass keeps the list varied: at most this many clusters per industry. */
const PER_INDUSTRY_FIRST_PASS = 2;

const keywordCount = (industry: LibraryIndustry): number =>
  industry.clusters.reduce((sum, cluster) => sum + cluster.keywords.length, 0);

export function listIndustries(lib: IndustryLibrary): IndustrySummary[] {
  return lib.industries.map((industry) => ({
    id: industry.id,
    name: industry.name,
    description: industry.description,
    icon: industry.icon,
    cluster_count: industry.clusters.length,
    keyword_count: keywordCount(industry),
  }));
}

function withIndustry(industry: LibraryIndustry, cluster: LibraryCluster): IndustryCluster {
  return {
    ...cluster,
    keywords: [...cluster.keywords],
    industry_id: industry.id,
    industry_name: industry.name,
    keyword_count: cluster.keywords.length,
  };
}

export function industryClusters(lib: IndustryLibrary, industryId: string): IndustryCluster[] {
  const industry = lib.industries.find((candidate) => candidate.id === industryId);
  if (!industry) throw new IndustryNotFoundError(industryId);
  return industry.clusters.map((cluster) => withIndustry(industry, cluster));
}

export function findCluster(lib: IndustryLibrary, clusterId: string): IndustryCluster {
  for (const industry of lib.industries) {
    const cluster = industry.clusters.find((candidate) => candidate.id === clusterId);
    if (cluster) return withIndustry(industry, cluster);
  }
  throw new ClusterNotFoundError(clusterId);
}

/** POST /api/clusters/{id}/import: the cluster's keywords, ready to append to the text area. */
export function importCluster(lib: IndustryLibrary, clusterId: string): ClusterImport {
  const { keywords } = findCluster(lib, clusterId);
  return { keywords: [...keywords], keyword_count: keywords.length };
}

export interface TrendingOptions {
  /** Month 1-12 to rank seasonality against (the caller passes the current month); omitted, seasonality is ignored. */
  month?: number;
  /** Market for the estimated volumes (default US). */
  location?: string;
}

const GROWTH_BASE: Readonly<Record<TrendGrowth, number>> = { rising: 55, steady: 35, declining: 15 };
/** Estimated year-over-year change range, percent, per growth direction. */
const CHANGE_RANGE: Readonly<Record<TrendGrowth, [number, number]>> = {
  rising: [12, 40],
  steady: [-4, 8],
  declining: [-25, -6],
};

/** Estimated cluster volumes per cluster object and market; the library is immutable once loaded. */
const volumeCache = new WeakMap<LibraryCluster, Map<string, number>>();

function clusterVolume(cluster: LibraryCluster, location: string): number {
  const byLocation = volumeCache.get(cluster) ?? new Map<string, number>();
  volumeCache.set(cluster, byLocation);
  let volume = byLocation.get(location);
  if (volume === undefined) {
    volume = cluster.keywords.reduce((sum, keyword) => sum + estimateSearchVolume(keyword, location), 0);
    byLocation.set(location, volume);
  }
  return volume;
}

function seasonalLift(cluster: LibraryCluster, month: number | undefined): { lift: number; inSeason: boolean } {
  if (month === undefined) return { lift: 0, inSeason: false };
  const { peak_months: peaks, low_months: lows } = cluster.trend;
  if (peaks.includes(month)) return { lift: 30, inSeason: true };
  const next = (month % 12) + 1;
  if (peaks.includes(next)) return { lift: 15, inSeason: false };
  if (lows.includes(month)) return { lift: -15, inSeason: false };
  return { lift: 0, inSeason: false };
}

/** Rising clusters and clusters entering or in their season accelerate; declining or off-season ones cool. */
function momentumOf(growth: TrendGrowth, lift: number): TrendMomentum {
  if (lift < 0 || (growth === 'declining' && lift === 0)) return 'cooling';
  return growth === 'rising' || lift > 0 ? 'accelerating' : 'steady';
}

/**
 * Estimated trend figures for one cluster, all deterministic:
 *   trend_score = growth base (rising 55, steady 35, declining 15)
 *               + season (peak month +30, month before a peak +15, low month -15)
 *               + volume (0..9, from the keywords' estimated total volume)
 *               + a 0..9 tie-breaker seeded from the cluster id, clamped to 0..100;
 *   search_volume_change = a year-over-year percent within the growth direction's
 *               range, seeded from the cluster id.
 */
function trendFigures(industry: LibraryIndustry, cluster: LibraryCluster, options: TrendingOptions): TrendingCluster {
  const seed = hashString(`trend|${cluster.id}`);
  const volume = clusterVolume(cluster, options.location ?? 'US');
  const { lift, inSeason } = seasonalLift(cluster, options.month);
  const volumeBonus = Math.min(9, Math.max(0, (Math.log10(Math.max(volume, 1)) - 3) * 3));
  const score = Math.round(
    Math.min(100, Math.max(0, GROWTH_BASE[cluster.trend.growth] + lift + volumeBonus + (seed % 10))),
  );
  const [low, high] = CHANGE_RANGE[cluster.trend.growth];
  const change = low + ((seed >>> 8) % (high - low + 1));
  return {
    id: cluster.id,
    name: cluster.name,
    description: cluster.description,
    industry_id: industry.id,
    industry_name: industry.name,
    industry: industry.name,
    keywords: [...cluster.keywords],
    keyword_count: cluster.keywords.length,
    growth: cluster.trend.growth,
    momentum: momentumOf(cluster.trend.growth, lift),
    trend_score: score,
    search_volume_change: change,
    estimated_search_volume: volume,
    in_season: inSeason,
    peak_months: [...cluster.trend.peak_months],
    trend_note: cluster.trend.note,
    data_source: 'estimated',
  };
}

function normalizeLimit(limit: number): number {
  if (!Number.isFinite(limit)) return DEFAULT_TRENDING_LIMIT;
  return Math.min(MAX_TRENDING_LIMIT, Math.max(0, Math.floor(limit)));
}

function normalizeMonth(month: number | undefined): number | undefined {
  return month !== undefined && Number.isInteger(month) && month >= 1 && month <= 12 ? month : undefined;
}

/**
 * The library's clusters ranked by estimated trend score (ties by id), with at
 * most two per industry until every industry has had its turn, so the list is
 * varied. Same library, limit and options: same list.
 */
export function trendingClusters(
  lib: IndustryLibrary,
  limit = DEFAULT_TRENDING_LIMIT,
  options: TrendingOptions = {},
): TrendingCluster[] {
  const resolved: TrendingOptions = { ...options, month: normalizeMonth(options.month) };
  const ranked = lib.industries
    .flatMap((industry) => industry.clusters.map((cluster) => trendFigures(industry, cluster, resolved)))
    .sort((a, b) => b.trend_score - a.trend_score || a.id.localeCompare(b.id));
  const wanted = normalizeLimit(limit);
  const picked: TrendingCluster[] = [];
  const perIndustry = new Map<string, number>();
  for (const cluster of ranked) {
    if (picked.length >= wanted) break;
    const taken = perIndustry.get(cluster.industry_id) ?? 0;
    if (taken >= PER_INDUSTRY_FIRST_PASS) continue;
    perIndustry.set(cluster.industry_id, taken + 1);
    picked.push(cluster);
  }
  for (const cluster of ranked) {
    if (picked.length >= wanted) break;
    if (!picked.includes(cluster)) picked.push(cluster);
  }
  return picked.sort((a, b) => b.trend_score - a.trend_score || a.id.localeCompare(b.id));
}
