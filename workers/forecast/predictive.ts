/**
 * The predictive tool: monthly series from what the user has (Keyword Planner monthly searches per
 * keyword summed per cluster and overall, Search Console Dates rolled up by month, the clustering
 * history's total volume per month), a backtested forecast of one of them, and traffic scenarios.
 */
import type {
  AnalyticsDataSource,
  AnalyticsPeriod,
  ForecastModelType,
  ModelPerformance,
  PredictiveResponse,
  SeriesOption,
} from '@/contract/types/advancedAnalytics';
import type { ScDateRow, ScQueryRow } from '@/contract/types/datasources';
import { ctrCurve } from './climb';
import { forecastValues } from './forecast';
import type { AnalyticsKeyword } from './keywords';
import { buildScenarios } from './scenarios';
import { addMonths, monthIndex, prepareSeries, type MonthPoint } from './series';

export const HORIZON_MONTHS: Record<AnalyticsPeriod, number> = { '7d': 3, '30d': 3, '90d': 6, '1y': 12 };

export const MODEL_LABELS: Record<ForecastModelType, string> = {
  ses: 'Simple exponential smoothing',
  holt: "Holt's linear trend",
  holt_winters: 'Additive Holt-Winters (12-month season)',
  seasonal_naive: 'Seasonal naive (benchmark)',
};

/** Clusters offered as their own series: the largest by volume with monthly data. */
const CLUSTER_SERIES = 10;

export interface PredictiveInput {
  period: AnalyticsPeriod;
  series_id?: string;
  keywords: readonly AnalyticsKeyword[];
  dates: readonly ScDateRow[];
  runs: readonly { created_at: string; total_volume: number | null }[];
  queries: readonly Pick<ScQueryRow, 'clicks' | 'impressions' | 'position'>[];
  now: string;
}

interface Candidate {
  option: SeriesOption;
  points: MonthPoint[];
}

function plannerSeries(keywords: readonly AnalyticsKeyword[], id: string, label: string): Candidate | null {
  const withMonths = keywords.filter((k) => k.monthly.length > 0);
  if (withMonths.length === 0) return null;
  const sums = new Map<string, number>();
  for (const k of withMonths) for (const m of k.monthly) sums.set(m.month, (sums.get(m.month) ?? 0) + m.searches);
  const points = [...sums.entries()].map(([month, value]) => ({ month, value }));
  return {
    option: {
      id,
      label,
      source: `Keyword Planner monthly searches of ${withMonths.length} keyword${withMonths.length === 1 ? '' : 's'}`,
      months: points.length,
    },
    points,
  };
}

const daysIn = (month: string) => {
  const index = monthIndex(month) ?? 0;
  return new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
};

/** Search Console days summed by month; months with fewer days than the calendar month are left out. */
function searchConsoleSeries(dates: readonly ScDateRow[], field: 'clicks' | 'impressions'): Candidate | null {
  const byDate = new Map(dates.map((row) => [row.date, row]));
  const months = new Map<string, { value: number; days: number }>();
  for (const row of byDate.values()) {
    const month = row.date.slice(0, 7);
    const entry = months.get(month) ?? { value: 0, days: 0 };
    entry.value += row[field];
    entry.days += 1;
    months.set(month, entry);
  }
  const complete = [...months.entries()].filter(([month, e]) => e.days >= daysIn(month));
  if (complete.length === 0) return null;
  return {
    option: {
      id: `sc-${field}`,
      label: `Search Console ${field}`,
      source: `Search Console Dates rolled up by month (${complete.length} complete months)`,
      months: complete.length,
    },
    points: complete.map(([month, e]) => ({ month, value: e.value })),
  };
}

function historySeries(runs: PredictiveInput['runs']): Candidate | null {
  const byMonth = new Map<string, { at: string; value: number }>();
  for (const run of runs) {
    if (run.total_volume === null) continue;
    const month = run.created_at.slice(0, 7);
    const existing = byMonth.get(month);
    if (!existing || existing.at < run.created_at) byMonth.set(month, { at: run.created_at, value: run.total_volume });
  }
  if (byMonth.size < 3) return null;
  return {
    option: {
      id: 'history-volume',
      label: 'Clustering history: total volume',
      source: `The last run of each month in the clustering history (${byMonth.size} months)`,
      months: byMonth.size,
    },
    points: [...byMonth.entries()].map(([month, e]) => ({ month, value: e.value })),
  };
}

export function seriesCandidates(input: Pick<PredictiveInput, 'keywords' | 'dates' | 'runs'>): Candidate[] {
  const candidates: (Candidate | null)[] = [
    plannerSeries(input.keywords, 'planner-all', 'Search volume, all keywords'),
  ];
  const clusters = new Map<string, AnalyticsKeyword[]>();
  for (const k of input.keywords) {
    if (!k.cluster_id || k.monthly.length === 0) continue;
    clusters.set(k.cluster_id, [...(clusters.get(k.cluster_id) ?? []), k]);
  }
  const largest = [...clusters.entries()]
    .sort((a, b) => b[1].reduce((s, k) => s + k.volume, 0) - a[1].reduce((s, k) => s + k.volume, 0))
    .slice(0, CLUSTER_SERIES);
  for (const [id, keywords] of largest) {
    candidates.push(
      plannerSeries(keywords, `planner-cluster-${id}`, `Search volume, cluster '${keywords[0].cluster_name ?? id}'`),
    );
  }
  candidates.push(searchConsoleSeries(input.dates, 'clicks'), searchConsoleSeries(input.dates, 'impressions'));
  candidates.push(historySeries(input.runs));
  return candidates.filter((c): c is Candidate => c !== null);
}

const round = (v: number) => Math.round(v * 1000) / 1000;

export function predict(input: PredictiveInput): Omit<PredictiveResponse, 'generated_at' | 'period'> {
  const horizon = HORIZON_MONTHS[input.period];
  const candidates = seriesCandidates(input);
  const ctr = ctrCurve(input.queries);
  const chosen = candidates.find((c) => c.option.id === input.series_id) ?? candidates[0] ?? null;
  const insights: string[] = [];
  const recommendations: string[] = [];
  let forecast: PredictiveResponse['forecast'] = [];
  let backtest: PredictiveResponse['backtest'] = [];
  let performance: ModelPerformance | null = null;
  let series: PredictiveResponse['series'] = null;
  const startMonth = input.now.slice(0, 7);
  let months = Array.from({ length: horizon }, (_, i) => addMonths(startMonth, i + 1));
  let band: ({ low: number; high: number } | null)[] = months.map(() => null);

  if (chosen) {
    const prepared = prepareSeries(chosen.points);
    series = {
      id: chosen.option.id,
      label: chosen.option.label,
      source: chosen.option.source,
      history: prepared.months.map((month, i) => ({ month, value: prepared.values[i] })),
      filled: prepared.filled,
    };
    const outcome = forecastValues(prepared.values, { horizon });
    const last = prepared.months[prepared.months.length - 1];
    months = outcome.points.map((_, i) => addMonths(last, i + 1));
    const tenth = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);
    forecast = outcome.points.map((p, i) => ({
      month: months[i],
      p10: tenth(p.p10),
      p50: tenth(p.p50) ?? 0,
      p90: tenth(p.p90),
    }));
    band = outcome.points.map((p) =>
      p.p10 !== null && p.p90 !== null && p.p50 > 0 ? { low: p.p10 / p.p50, high: p.p90 / p.p50 } : null,
    );
    backtest = outcome.backtest
      .filter((p) => p.h === 1)
      .map((p) => ({ month: prepared.months[p.origin], actual: p.actual, forecast: round(p.forecast) }));
    const notes = [...outcome.notes];
    if (prepared.filled.length > 0) {
      notes.push(
        `${prepared.filled.length} month${prepared.filled.length === 1 ? '' : 's'} missing in the data (${prepared.filled.slice(0, 3).join(', ')}${prepared.filled.length > 3 ? ', …' : ''}) filled by a straight line.`,
      );
    }
    performance = {
      model_type: outcome.model,
      model_label: MODEL_LABELS[outcome.model],
      accuracy_score: outcome.accuracy_score,
      r_squared: outcome.r_squared === null ? null : round(outcome.r_squared),
      mae: outcome.chosen ? round(outcome.chosen.mae) : null,
      mase: outcome.chosen?.mase == null ? null : round(outcome.chosen.mase),
      smape: outcome.chosen ? round(outcome.chosen.smape) : null,
      benchmark_mae: outcome.benchmark ? round(outcome.benchmark.mae) : null,
      benchmark_mase: outcome.benchmark?.mase == null ? null : round(outcome.benchmark.mase),
      benchmark_smape: outcome.benchmark ? round(outcome.benchmark.smape) : null,
      coverage: outcome.coverage,
      backtest_origins: new Set(outcome.backtest.map((p) => p.origin)).size,
      notes,
    };
    if (outcome.chosen && outcome.benchmark && outcome.model !== 'seasonal_naive') {
      const gain = outcome.benchmark.mae > 0 ? Math.round((1 - outcome.chosen.mae / outcome.benchmark.mae) * 100) : 0;
      insights.push(
        `${MODEL_LABELS[outcome.model]} beat the seasonal-naive benchmark by ${gain} % in mean absolute error.`,
      );
    }
    if (outcome.coverage) {
      insights.push(
        `The 80 % band held the actual ${outcome.coverage.inside} of ${outcome.coverage.total} times in the backtest.`,
      );
    }
    const first = forecast[0]?.p50 ?? 0;
    const lastValue = prepared.values[prepared.values.length - 1] ?? 0;
    if (lastValue > 0) {
      const change = Math.round(((first - lastValue) / lastValue) * 1000) / 10;
      insights.push(`Next month's median forecast is ${change >= 0 ? '+' : ''}${change} % against the last month.`);
    }
    if (prepared.values.length < 24) {
      recommendations.push(
        'Import a Keyword Planner export with 24 or more months of searches to let the seasonal model compete.',
      );
    }
  } else {
    recommendations.push(
      'No monthly history yet: import a Keyword Planner export with monthly searches (Searches: Mon YYYY columns) or a Search Console export with dates, then run clustering.',
    );
  }

  const scenarios = buildScenarios({ keywords: input.keywords, ctr, months, band });
  if (input.keywords.length === 0) recommendations.push('Run clustering to get traffic scenarios for your keywords.');
  if (input.keywords.length > 0 && input.keywords.every((k) => k.position === null)) {
    recommendations.push(
      'No current positions: attach your own ranking export or a Search Console export so scenarios start from where you rank (now counted from outside the top 100).',
    );
  }
  const estimatedVolumes = input.keywords.some((k) => k.volume_estimated);
  const data_source: AnalyticsDataSource =
    !chosen && input.keywords.length === 0
      ? 'none'
      : estimatedVolumes
        ? input.keywords.every((k) => k.volume_estimated)
          ? 'estimated'
          : 'mixed'
        : 'imported';
  return {
    analysis_type: 'predictive',
    period_used: input.period === '7d' ? '30d' : input.period,
    horizon_months: horizon,
    series_options: candidates.map((c) => c.option),
    series,
    forecast,
    backtest,
    model_performance: performance,
    scenarios,
    ctr_curve: { name: ctr.name, fitted_positions: ctr.fitted_positions, source: ctr.source },
    based_on: chosen
      ? `${chosen.option.source}; scenarios from ${input.keywords.length} keywords through ${ctr.name}.`
      : `No monthly history; scenarios from ${input.keywords.length} keywords through ${ctr.name}.`,
    data_source,
    insights,
    recommendations,
  };
}
