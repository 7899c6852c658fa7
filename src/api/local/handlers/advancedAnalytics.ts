/**
 * Advanced Analytics (spec 002 §2.4, §7): the handlers gather the user's data (the current
 * clustering result and its history, Search Console imports, ranking exports) and the forecast
 * worker computes. Keyword text without a result gets the deterministic estimates, flagged.
 */
import {
  ANALYTICS_PERIODS,
  DASHBOARD_METRICS,
  DEFAULT_ANALYTICS_PERIOD,
  PERIOD_DAYS,
  ROI_DEFAULTS,
  type AnalyticsDataSource,
  type AnalyticsPeriod,
  type BudgetData,
  type DashboardMetric,
  type DashboardResponse,
  type PerformanceResponse,
  type PredictiveResponse,
  type RoiResponse,
} from '../../../contract/types/advancedAnalytics';
import type { ClusteringResult } from '../../../contract/types/clustering';
import type { ScDateRow, ScQueryRow } from '../../../contract/types/datasources';
import { ApiError, CANCELLED_STATUS } from '../../../contract/errors';
import type { JsonObject } from '../../../contract/json';
import { db } from '@/db/database';
import { nowIso } from '@/db/records';
import { inferIntent } from '@workers/clustering/intent';
import { foldKeyword, fromResultKeyword, fromText, type AnalyticsKeyword } from '@workers/forecast/keywords';
import { clusterChanges, groupPerformance, intentShare, performanceInsights } from '@workers/forecast/performance';
import { budgetProblems, ROI_FORMULAS } from '@workers/forecast/roi';
import { orderWidgets, performanceWidget, roiWidget, trendsWidget } from '@workers/forecast/dashboard';
import type { RankingExport } from '@workers/forecast/competitive';
import { comparedRuns } from '@workers/forecast/kpis';
import { currentResultId, loadResult } from '../clustering/store';
import { PAYLOADS, readPayloadOrSkip } from '../payloads';
import type { RouteModule } from '../types';
import { bodyObject } from '../validate';
import { RunCancelledError, workerServices } from '../workers';
import { SEARCH_CONSOLE_KIND } from './datasourcesSearchConsole';

export const ANALYTICS_CANCELLED = 'Analysis cancelled';
/** Keyword text analysed without a result, at most. */
const MAX_TEXT_KEYWORDS = 5000;

export function periodOf(raw: unknown): AnalyticsPeriod {
  if (raw === undefined || raw === null || raw === '') return DEFAULT_ANALYTICS_PERIOD;
  if (typeof raw === 'string' && (ANALYTICS_PERIODS as readonly string[]).includes(raw)) return raw as AnalyticsPeriod;
  throw new ApiError(400, `period must be one of ${ANALYTICS_PERIODS.join(', ')}`);
}

function textList(raw: unknown, label: string): string[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string'))
    throw new ApiError(400, `${label} must be a list of text lines`);
  return raw as string[];
}

async function currentResult(): Promise<ClusteringResult | null> {
  const id = await currentResultId();
  if (!id) return null;
  try {
    return await loadResult(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Every keyword of the result: clustered ones with their cluster, unclustered ones with none. */
function resultKeywords(result: ClusteringResult): AnalyticsKeyword[] {
  return [
    ...result.clusters.flatMap((cluster) => cluster.keywords.map((k) => fromResultKeyword(k, cluster))),
    ...result.unclustered_keywords.map((k) => fromResultKeyword(k, null)),
  ];
}

/** Keyword text, deduplicated, with the deterministic estimates (all flagged estimated). */
async function textKeywords(lines: readonly string[]): Promise<AnalyticsKeyword[]> {
  const seen = new Set<string>();
  const texts: string[] = [];
  for (const line of lines.flatMap((l) => l.split(/[\r\n\u2028\u2029]+/))) {
    const text = line.trim().slice(0, 200);
    const key = foldKeyword(text);
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    texts.push(text);
    if (texts.length >= MAX_TEXT_KEYWORDS) break;
  }
  if (texts.length === 0) return [];
  const estimates = await workerServices().estimates.estimateMany(undefined, texts, 'US');
  return texts.map((text, i) =>
    fromText(
      text,
      {
        search_volume: estimates[i].search_volume,
        cpc: (estimates[i].cpc_low + estimates[i].cpc_high) / 2,
        difficulty: estimates[i].difficulty,
      },
      inferIntent(foldKeyword(text)),
    ),
  );
}

/** The keywords to analyse: the current result's, else the keyword text sent. */
async function analysedKeywords(lines: readonly string[]) {
  const result = await currentResult();
  if (result && result.clusters.length > 0) return { result, keywords: resultKeywords(result) };
  return { result: null, keywords: await textKeywords(lines) };
}

function dataSourceOf(keywords: readonly AnalyticsKeyword[]): AnalyticsDataSource {
  if (keywords.length === 0) return 'none';
  const estimated = keywords.filter((k) => k.volume_estimated || k.cpc_estimated || k.difficulty_estimated).length;
  return estimated === 0 ? 'imported' : estimated === keywords.length ? 'estimated' : 'mixed';
}

async function searchConsoleData(): Promise<{ dates: ScDateRow[]; queries: ScQueryRow[]; files: number }> {
  const records = await db.source_imports.where('kind').equals(SEARCH_CONSOLE_KIND).toArray();
  records.sort((a, b) => a.created_at.localeCompare(b.created_at));
  const byDate = new Map<string, ScDateRow>();
  let queries: ScQueryRow[] = [];
  let files = 0;
  for (const record of records) {
    const data = readPayloadOrSkip(PAYLOADS.searchConsole, record, 'It is left out of Advanced Analytics.');
    if (!data) continue;
    files += 1;
    // A later import of the same day replaces the earlier one's figures.
    for (const row of data.dates) byDate.set(row.date, row);
    if (data.queries.length > 0) queries = data.queries;
  }
  return { dates: [...byDate.values()], queries, files };
}

async function rankingExports(kind: 'own-rankings' | 'competitor-rankings'): Promise<RankingExport[]> {
  const records = await db.source_imports.where('kind').equals(kind).toArray();
  return records.flatMap((record) => {
    const stored = readPayloadOrSkip(PAYLOADS.rankings, record, 'It is left out of Advanced Analytics.');
    return stored
      ? [{ id: record.id, file_name: stored.file_name, created_at: record.created_at, keywords: stored.keywords }]
      : [];
  });
}

/** Current positions from your own ranking export (latest), else Search Console queries. */
function withPositions(keywords: AnalyticsKeyword[], own: readonly RankingExport[], queries: readonly ScQueryRow[]) {
  const positions = new Map<string, number>();
  for (const q of queries) if (q.position >= 1) positions.set(foldKeyword(q.query), q.position);
  const latest = [...own].sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  for (const k of latest?.keywords ?? [])
    if (k.position !== null && k.position >= 1) positions.set(foldKeyword(k.keyword), k.position);
  return keywords.map((k) =>
    k.position !== null ? k : { ...k, position: positions.get(foldKeyword(k.keyword)) ?? null },
  );
}

async function cancellable<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
  try {
    if (signal?.aborted) throw new RunCancelledError();
    return await work();
  } catch (error) {
    throw error instanceof RunCancelledError ? new ApiError(CANCELLED_STATUS, ANALYTICS_CANCELLED) : error;
  }
}

const NO_DATA = 'Please run clustering analysis first or ensure you have keyword data';

function groupBy<T>(items: readonly T[], key: (item: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

async function performance(input: JsonObject): Promise<PerformanceResponse> {
  const period = periodOf(input.period);
  const { result, keywords } = await analysedKeywords(textList(input.keywords_data, 'keywords_data'));
  if (keywords.length === 0) throw new ApiError(400, NO_DATA);
  const byCluster = groupBy(keywords, (k) => k.cluster_id);
  const byTopic = groupBy(keywords, (k) => k.topic_id);
  const clusters = result
    ? result.clusters.map((c) => groupPerformance({ id: c.id, name: c.name, keywords: byCluster.get(c.id) ?? [] }))
    : [groupPerformance({ id: 'keywords', name: 'Your keywords', keywords })];
  const topics = result
    ? result.topics.map((t) => groupPerformance({ id: t.id, name: t.name, keywords: byTopic.get(t.id) ?? [] }))
    : [];
  let compared: PerformanceResponse['compared_with'] = null;
  let changes: ReturnType<typeof clusterChanges> = { gaining: [], losing: [] };
  if (result) {
    const earlier = (await db.clustering_results.toArray())
      .filter((r) => r.id !== result.id && r.created_at < result.created_at)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
    if (earlier) {
      const before = await loadResult(earlier.id);
      const shape = (r: ClusteringResult) => ({
        clusters: r.clusters.map((c) => ({
          name: c.name,
          keywords: c.keywords.map((k) => k.text),
          volume: c.total_volume ?? 0,
        })),
      });
      changes = clusterChanges(shape(result), shape(before));
      compared = { name: before.name, created_at: before.created_at };
    }
  }
  const { insights, recommendations } = performanceInsights(clusters, keywords);
  if (!compared && result) recommendations.push('Run clustering again later to see which clusters gain or lose.');
  return {
    analysis_type: 'performance',
    period,
    based_on: result
      ? `The current clustering result '${result.name}' (${keywords.length} keywords)${compared ? `, compared with the run of ${compared.created_at.slice(0, 10)}` : ''}; missing figures take the spec's defaults.`
      : `${keywords.length} keywords typed, with deterministic estimates (no clustering result).`,
    data_source: dataSourceOf(keywords),
    insights,
    recommendations,
    generated_at: nowIso(),
    clusters,
    topics,
    intent_share: intentShare(keywords),
    total_volume: keywords.reduce((s, k) => s + k.volume, 0),
    total_keywords: keywords.length,
    compared_with: compared,
    ...changes,
  };
}

async function predictive(input: JsonObject, signal?: AbortSignal): Promise<PredictiveResponse> {
  const asked = periodOf(input.period);
  const period: AnalyticsPeriod = asked === '7d' ? '30d' : asked;
  const [result, sc, own, runs] = await Promise.all([
    currentResult(),
    searchConsoleData(),
    rankingExports('own-rankings'),
    db.clustering_results.toArray(),
  ]);
  const keywords = withPositions(result ? resultKeywords(result) : [], own, sc.queries);
  const outcome = await workerServices().forecast.predict(signal, {
    period,
    series_id: typeof input.series_id === 'string' ? input.series_id : undefined,
    keywords,
    dates: sc.dates,
    runs: runs.map((r) => ({ created_at: r.created_at, total_volume: r.total_search_volume })),
    queries: sc.queries,
    now: nowIso(),
  });
  return { ...outcome, period: asked, generated_at: nowIso() };
}

function budgetOf(raw: unknown): BudgetData {
  const input = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const pick = (key: keyof BudgetData) => {
    const value = input[key];
    if (value === undefined || value === null) return ROI_DEFAULTS[key];
    return typeof value === 'number' ? value : Number.NaN;
  };
  const budget: BudgetData = {
    monthly_budget: pick('monthly_budget'),
    cost_per_click: pick('cost_per_click'),
    conversion_rate: pick('conversion_rate'),
    average_order_value: pick('average_order_value'),
  };
  const problems = budgetProblems(budget);
  if (problems.length > 0) throw new ApiError(400, problems.join(' '));
  return budget;
}

async function roi(input: JsonObject, signal?: AbortSignal): Promise<RoiResponse> {
  const period = periodOf(input.period);
  const budget = budgetOf(input.budget_data);
  const [{ result, keywords: raw }, sc, own] = await Promise.all([
    analysedKeywords(textList(input.keywords_data, 'keywords_data')),
    searchConsoleData(),
    rankingExports('own-rankings'),
  ]);
  if (raw.length === 0) throw new ApiError(400, NO_DATA);
  const keywords = withPositions(raw, own, sc.queries);
  const outcome = await workerServices().forecast.roi(signal, keywords, budget, sc.queries);
  const insights: string[] = [];
  const recommendations: string[] = [];
  const { summary } = outcome;
  insights.push(
    `At the target positions your keywords would bring about ${summary.monthly_clicks.toLocaleString('en-US')} clicks a month, worth ${summary.monthly_cost.toLocaleString('en-US')} as ads.`,
  );
  if (budget.conversion_rate === 0) insights.push('With a 0 % conversion rate no revenue is counted.');
  if (summary.roi_percentage !== null && summary.roi_percentage < 0) {
    recommendations.push('Revenue at target does not cover the budget: focus the budget on the top-priority keywords.');
  }
  if (outcome.rows.some((r) => r.volume_estimated)) {
    recommendations.push('Some volumes are estimated: import Keyword Planner figures to firm up the ROI.');
  }
  if (budget.monthly_budget === 0)
    insights.push('With a budget of 0 there is nothing to return on: ROI % and payback are not computed.');
  return {
    analysis_type: 'roi',
    period,
    based_on: `${result ? `The current clustering result '${result.name}'` : 'The keywords typed (estimated figures)'}: ${outcome.all} keywords, clicks through ${outcome.ctr_name}; your budget figures.`,
    data_source: dataSourceOf(keywords),
    insights,
    recommendations,
    generated_at: nowIso(),
    budget_data: budget,
    summary,
    keywords: outcome.rows,
    formulas: ROI_FORMULAS,
  };
}

function metricsOf(raw: unknown): DashboardMetric[] {
  if (raw === undefined || raw === null) return [...DASHBOARD_METRICS];
  if (!Array.isArray(raw)) throw new ApiError(400, `metrics must be a list of ${DASHBOARD_METRICS.join(', ')}`);
  const metrics = raw.filter((m): m is DashboardMetric => (DASHBOARD_METRICS as readonly unknown[]).includes(m));
  if (metrics.length === 0)
    throw new ApiError(400, `metrics must name at least one of ${DASHBOARD_METRICS.join(', ')}`);
  return [...new Set(metrics)];
}

async function dashboard(input: JsonObject, signal?: AbortSignal): Promise<DashboardResponse> {
  if (input.dashboard_type !== undefined && input.dashboard_type !== 'executive') {
    throw new ApiError(400, 'dashboard_type must be executive');
  }
  const period = periodOf(input.period);
  const metrics = metricsOf(input.metrics);
  const orNull = async <T>(work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) return null;
      throw error;
    }
  };
  const [perf, money, trends] = await Promise.all([
    metrics.includes('performance') ? orNull(() => performance({ period })) : null,
    metrics.includes('roi') ? orNull(() => roi({ period, budget_data: { ...ROI_DEFAULTS } }, signal)) : null,
    metrics.includes('trends') ? predictive({ period }, signal) : null,
  ]);
  const widgets = orderWidgets(
    {
      performance: perf && performanceWidget(perf),
      roi: money && roiWidget(money),
      trends: trends && trendsWidget(trends),
    },
    metrics,
  );
  const latest = (await db.clustering_results.orderBy('created_at').last())?.created_at ?? null;
  const sources = [perf, money, trends].filter((s) => s !== null).map((s) => s.data_source);
  return {
    dashboard_type: 'executive',
    period,
    generated_at: nowIso(),
    widgets_count: widgets.length,
    widgets,
    summary_stats: {
      total_widgets: widgets.length,
      refresh_rate: 'On demand (computed on this device)',
      export_formats: ['png', 'pdf'],
      sharing_enabled: false,
      data_freshness: latest
        ? `Latest clustering run ${latest.slice(0, 16).replace('T', ' ')} UTC`
        : 'No clustering run yet',
    },
    based_on: `The performance, ROI (default budget ${ROI_DEFAULTS.monthly_budget}) and trend tools over your data.`,
    data_source:
      sources.length === 0
        ? 'none'
        : sources.every((s) => s === 'imported')
          ? 'imported'
          : sources.every((s) => s === 'none')
            ? 'none'
            : 'mixed',
    insights: widgets.flatMap((w) => w.insights.slice(0, 1)),
    recommendations: widgets.flatMap((w) => w.recommendations.slice(0, 1)),
  };
}

async function kpis(period: AnalyticsPeriod) {
  const [sc, own, runs] = await Promise.all([
    searchConsoleData(),
    rankingExports('own-rankings'),
    db.clustering_results.toArray(),
  ]);
  const now = nowIso();
  const { latest, earlier } = comparedRuns(runs, PERIOD_DAYS[period], now);
  const compared = [latest, earlier].filter((run) => run !== null);
  const figures = await Promise.all(
    compared.map(async (run) => {
      // Only the two compared runs' clusters are read: each holds its keywords.
      const clusters = await db.clusters.where('result_id').equals(run.id).toArray();
      const scored = clusters.filter((c) => c.avg_opportunity !== null);
      const weight = scored.reduce((s, c) => s + c.keyword_count, 0);
      return {
        created_at: run.created_at,
        total_keywords: run.total_keywords,
        total_clusters: run.total_clusters,
        total_volume: run.total_search_volume,
        avg_opportunity:
          weight > 0 ? scored.reduce((s, c) => s + (c.avg_opportunity as number) * c.keyword_count, 0) / weight : null,
      };
    }),
  );
  const list = await workerServices().forecast.kpis(undefined, {
    days: PERIOD_DAYS[period],
    now,
    dates: sc.dates,
    runs: figures,
    rankings: own.map((r) => ({
      created_at: r.created_at,
      file_name: r.file_name,
      positions: r.keywords.flatMap((k) => (k.position === null ? [] : [k.position])),
    })),
  });
  const measured = list.filter((k) => k.current_value !== null).length;
  return {
    period,
    kpis: list,
    based_on: `${sc.files} Search Console import${sc.files === 1 ? '' : 's'}, ${runs.length} clustering run${runs.length === 1 ? '' : 's'} and ${own.length} ranking export${own.length === 1 ? '' : 's'} of your site.`,
    data_source: (measured > 0 ? 'imported' : 'none') as AnalyticsDataSource,
  };
}

export const advancedAnalyticsRoutes = {
  'GET /api/advanced-analytics/kpis': {
    handle: ({ query }) => kpis(periodOf(query.period)),
    cache: { ttlMs: 60_000, dependsOn: ['clustering_results', 'source_imports'] },
  },
  'POST /api/advanced-analytics/performance': {
    changes: [],
    handle: async ({ body, signal }) => cancellable(signal, () => performance(bodyObject(body))),
  },
  'POST /api/advanced-analytics/competitive': {
    changes: [],
    handle: async ({ body, signal }) =>
      cancellable(signal, async () => {
        const input = bodyObject(body);
        const period = periodOf(input.period);
        const lines = textList(input.competitors, 'competitors');
        if (lines.every((l) => l.trim() === ''))
          throw new ApiError(400, 'Please enter competitor domains for analysis');
        const [{ result, keywords }, competitor, own] = await Promise.all([
          analysedKeywords(textList(input.keywords_data, 'keywords_data')),
          rankingExports('competitor-rankings'),
          rankingExports('own-rankings'),
        ]);
        const outcome = await workerServices().forecast.competitive(signal, lines, [...competitor, ...own], keywords);
        if (outcome.domains.length === 0) {
          throw new ApiError(400, `No line is a domain: enter one domain per line, like example.com.`);
        }
        const withData = outcome.competitors.filter((c) => c.status === 'ranking_export');
        const missing = outcome.competitors.length - withData.length;
        const strongest = [...withData].sort(
          (a, b) => (b.keyword_overlap_percentage ?? 0) - (a.keyword_overlap_percentage ?? 0),
        )[0];
        return {
          analysis_type: 'competitive' as const,
          period,
          based_on: `${withData.length} of ${outcome.competitors.length} domains matched a ranking export (${competitor.length + own.length} stored); compared with ${keywords.length} keywords of ${result ? `'${result.name}'` : 'your text'}. Positions are never estimated.`,
          data_source: (withData.length > 0 ? 'imported' : 'none') as AnalyticsDataSource,
          insights: strongest
            ? [`${strongest.domain} overlaps most: ${strongest.keyword_overlap_percentage ?? 0} % of your keywords.`]
            : [],
          recommendations:
            missing > 0
              ? [
                  `Attach a ranking export (Semrush Organic Positions or Ahrefs Organic keywords) for ${missing} domain${missing === 1 ? '' : 's'} without one.`,
                ]
              : [],
          generated_at: nowIso(),
          competitors: outcome.competitors,
          rejected: outcome.rejected,
          our_keywords: keywords.length,
          truncated_message: outcome.truncated_message,
        };
      }),
  },
  'POST /api/advanced-analytics/predictive': {
    changes: [],
    handle: async ({ body, signal }) => cancellable(signal, () => predictive(bodyObject(body), signal)),
  },
  'POST /api/advanced-analytics/roi': {
    changes: [],
    handle: async ({ body, signal }) => cancellable(signal, () => roi(bodyObject(body), signal)),
  },
  'POST /api/advanced-analytics/custom-dashboard': {
    changes: [],
    handle: async ({ body, signal }) => cancellable(signal, () => dashboard(bodyObject(body), signal)),
  },
} satisfies RouteModule;
