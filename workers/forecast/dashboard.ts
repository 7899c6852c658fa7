/**
 * The executive dashboard (spec 002 §2.4, §9: performance, roi, trends): one widget per metric,
 * built from the other tools' answers. A widget's confidence is the share of its figures that are
 * measured rather than estimated or defaulted (written rule, 0..100).
 */
import type {
  DashboardMetric,
  DashboardWidget,
  PerformanceResponse,
  PredictiveResponse,
  RoiResponse,
} from '@/contract/types/advancedAnalytics';

const number = (v: number | null, digits = 0) =>
  v === null || !Number.isFinite(v) ? 'no data' : v.toLocaleString('en-US', { maximumFractionDigits: digits });

export function performanceWidget(p: PerformanceResponse): DashboardWidget {
  const measured = p.clusters.filter((c) => !c.volume_estimated).length;
  const top = [...p.clusters].sort((a, b) => b.volume - a.volume).slice(0, 8);
  return {
    id: 'performance',
    title: 'Cluster performance',
    size: 'large',
    type: 'chart',
    metric: 'performance',
    confidence_score: p.clusters.length > 0 ? Math.round((measured / p.clusters.length) * 100) : 0,
    figures: [
      { label: 'Keywords', value: number(p.total_keywords) },
      { label: 'Clusters', value: number(p.clusters.length) },
      { label: 'Search volume / month', value: number(p.total_volume) },
      { label: 'Gaining / losing clusters', value: `${p.gaining.length} / ${p.losing.length}` },
    ],
    insights: p.insights.slice(0, 3),
    recommendations: p.recommendations.slice(0, 3),
    chart: { labels: top.map((c) => c.name), values: top.map((c) => c.volume) },
  };
}

export function roiWidget(r: RoiResponse): DashboardWidget {
  const measured = r.keywords.filter((k) => !k.volume_estimated && !k.cpc_estimated).length;
  return {
    id: 'roi',
    title: 'Return on investment',
    size: 'medium',
    type: 'table',
    metric: 'roi',
    confidence_score: r.keywords.length > 0 ? Math.round((measured / r.keywords.length) * 100) : 0,
    figures: [
      { label: 'Monthly revenue at target', value: number(r.summary.monthly_revenue, 2) },
      { label: 'Monthly budget', value: number(r.budget_data.monthly_budget, 2) },
      { label: 'ROI %', value: number(r.summary.roi_percentage, 1) },
      {
        label: 'Payback month',
        value: r.summary.payback_month === null ? 'not within 24 months' : String(r.summary.payback_month),
      },
    ],
    insights: r.insights.slice(0, 3),
    recommendations: r.recommendations.slice(0, 3),
    chart: null,
  };
}

export function trendsWidget(f: PredictiveResponse): DashboardWidget {
  const history = f.series?.history.slice(-12) ?? [];
  const confidence =
    f.model_performance?.coverage && f.model_performance.coverage.total > 0
      ? Math.round((f.model_performance.coverage.inside / f.model_performance.coverage.total) * 100)
      : 0;
  return {
    id: 'trends',
    title: f.series ? `Trend: ${f.series.label}` : 'Trends',
    size: 'large',
    type: 'chart',
    metric: 'trends',
    confidence_score: confidence,
    figures: [
      { label: 'Model', value: f.model_performance?.model_label ?? 'no monthly history' },
      { label: 'Accuracy (100 − sMAPE)', value: number(f.model_performance?.accuracy_score ?? null, 1) },
      {
        label: 'Band coverage',
        value: f.model_performance?.coverage
          ? `${f.model_performance.coverage.inside} of ${f.model_performance.coverage.total}`
          : 'not measured',
      },
      {
        label: `Median forecast, month ${f.horizon_months}`,
        value: number(f.forecast[f.forecast.length - 1]?.p50 ?? null),
      },
    ],
    insights: f.insights.slice(0, 3),
    recommendations: f.recommendations.slice(0, 3),
    chart: {
      labels: [...history.map((h) => h.month), ...f.forecast.map((p) => p.month)],
      values: [...history.map((h) => h.value), ...f.forecast.map((p) => p.p50)],
    },
  };
}

export function orderWidgets(
  widgets: Record<DashboardMetric, DashboardWidget | null>,
  metrics: readonly DashboardMetric[],
) {
  return metrics.map((m) => widgets[m]).filter((w): w is DashboardWidget => w !== null);
}
