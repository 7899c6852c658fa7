/**
 * KPI cards for a period against the previous period of the same length. Search Console figures
 * come from the imported Dates rows (the period ends at the last imported date); clustering
 * figures compare the latest run with the latest run one period earlier; ranking figures compare
 * the latest own ranking export with the latest one a period earlier. Missing data says so.
 */
import type { Kpi, Trend } from '@/contract/types/advancedAnalytics';
import type { ScDateRow } from '@/contract/types/datasources';

export interface RunFigures {
  created_at: string;
  total_keywords: number;
  total_clusters: number;
  total_volume: number | null;
  avg_opportunity: number | null;
}

export interface RankingSnapshot {
  created_at: string;
  file_name: string;
  positions: number[];
}

export interface KpiInput {
  days: number;
  now: string;
  dates: readonly ScDateRow[];
  runs: readonly RunFigures[];
  rankings: readonly RankingSnapshot[];
}

const DAY = 86_400_000;
const round1 = (v: number) => Math.round(v * 10) / 10;

function change(current: number, previous: number | null): { trend: Trend | null; change_percentage: number | null } {
  if (previous === null) return { trend: null, change_percentage: null };
  const trend: Trend = current > previous * 1.01 ? 'up' : current < previous * 0.99 ? 'down' : 'flat';
  if (previous === 0) return { trend: current === 0 ? 'flat' : trend, change_percentage: null };
  return { trend, change_percentage: round1(((current - previous) / previous) * 100) };
}

function kpi(
  metric_name: string,
  unit: string,
  source: string,
  current: number | null,
  previous: number | null,
  noData: string,
): Kpi {
  if (current === null || !Number.isFinite(current)) {
    return {
      metric_name,
      current_value: null,
      unit,
      trend: null,
      change_percentage: null,
      source,
      no_data: noData,
      estimated: false,
    };
  }
  return {
    metric_name,
    current_value: round1(current),
    unit,
    ...change(current, previous),
    source,
    no_data: null,
    estimated: false,
  };
}

function searchConsoleKpis(days: number, dates: readonly ScDateRow[]): Kpi[] {
  const byDate = new Map(dates.map((row) => [row.date, row]));
  const sorted = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  const last = sorted.length > 0 ? Date.parse(sorted[sorted.length - 1].date) : NaN;
  const window = (from: number) =>
    sorted.filter((row) => {
      const t = Date.parse(row.date);
      return t > last - (from + 1) * days * DAY && t <= last - from * days * DAY;
    });
  const totals = (rows: readonly ScDateRow[]) => {
    if (rows.length === 0) return null;
    const clicks = rows.reduce((s, r) => s + r.clicks, 0);
    const impressions = rows.reduce((s, r) => s + r.impressions, 0);
    const weighted = rows.reduce((s, r) => s + r.position * r.impressions, 0);
    return {
      clicks,
      impressions,
      ctr: impressions > 0 ? (clicks / impressions) * 100 : null,
      position: impressions > 0 ? weighted / impressions : null,
      days: rows.length,
    };
  };
  const now = Number.isNaN(last) ? null : totals(window(0));
  const before = Number.isNaN(last) ? null : totals(window(1));
  const lastDate = sorted.length > 0 ? sorted[sorted.length - 1].date : '';
  const source = now
    ? `Search Console Dates, ${now.days} day${now.days === 1 ? '' : 's'} up to ${lastDate}${before ? '' : '; no earlier period imported'}`
    : 'Search Console Dates';
  const noData = 'No Search Console export with dates: import one in Advanced Data Sources.';
  return [
    kpi('Clicks', 'clicks', source, now?.clicks ?? null, before?.clicks ?? null, noData),
    kpi('Impressions', 'impressions', source, now?.impressions ?? null, before?.impressions ?? null, noData),
    kpi('CTR', '%', source, now?.ctr ?? null, before?.ctr ?? null, noData),
    kpi('Average position', 'position', source, now?.position ?? null, before?.position ?? null, noData),
  ];
}

/** The latest run and the latest one at least a period older: the two the clustering KPIs compare. */
export function comparedRuns<R extends { created_at: string }>(runs: readonly R[], days: number, nowIso: string) {
  const sorted = [...runs].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const cutoff = Date.parse(nowIso) - days * DAY;
  return { latest: sorted[0] ?? null, earlier: sorted.find((run) => Date.parse(run.created_at) <= cutoff) ?? null };
}

function clusteringKpis(days: number, nowIso: string, runs: readonly RunFigures[]): Kpi[] {
  const { latest, earlier } = comparedRuns(runs, days, nowIso);
  const source = latest
    ? `Clustering run of ${latest.created_at.slice(0, 10)}${earlier ? ` against ${earlier.created_at.slice(0, 10)}` : '; no run before this period'}`
    : 'Clustering history';
  const noData = 'No clustering run yet: run clustering first.';
  return [
    kpi(
      'Keywords tracked',
      'keywords',
      source,
      latest?.total_keywords ?? null,
      earlier?.total_keywords ?? null,
      noData,
    ),
    kpi('Clusters', 'clusters', source, latest?.total_clusters ?? null, earlier?.total_clusters ?? null, noData),
    kpi(
      'Total search volume',
      'searches/month',
      source,
      latest?.total_volume ?? null,
      earlier?.total_volume ?? null,
      latest ? 'The latest run has no search volumes: import figures or turn on Get SEO Data.' : noData,
    ),
    kpi(
      'Average opportunity',
      'score',
      source,
      latest?.avg_opportunity ?? null,
      earlier?.avg_opportunity ?? null,
      latest ? 'The latest run has no opportunity scores (they need volumes).' : noData,
    ),
  ];
}

function rankingKpis(days: number, nowIso: string, rankings: readonly RankingSnapshot[]): Kpi[] {
  const sorted = [...rankings].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const latest = sorted[0] ?? null;
  const cutoff = Date.parse(nowIso) - days * DAY;
  const earlier = sorted.find((r) => Date.parse(r.created_at) <= cutoff) ?? null;
  const within = (r: RankingSnapshot | null, top: number) =>
    r ? r.positions.filter((p) => p >= 1 && p <= top).length : null;
  const source = latest
    ? `Your ranking export ${latest.file_name}${earlier ? ` against ${earlier.file_name}` : '; no export before this period'}`
    : 'Your ranking exports';
  const noData = 'No ranking export of your own site: attach one in Competitor Analysis.';
  return [
    kpi('Keywords in the top 3', 'keywords', source, within(latest, 3), within(earlier, 3), noData),
    kpi('Keywords in the top 10', 'keywords', source, within(latest, 10), within(earlier, 10), noData),
  ];
}

export function computeKpis(input: KpiInput): Kpi[] {
  return [
    ...searchConsoleKpis(input.days, input.dates),
    ...clusteringKpis(input.days, input.now, input.runs),
    ...rankingKpis(input.days, input.now, input.rankings),
  ];
}
