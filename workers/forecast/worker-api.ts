/** The analytics worker: forecasts, scenarios, ROI, competitors, performance and KPIs (pure). */
import { competitorFigures, parseDomains, type RankingExport } from './competitive';
import { ctrCurve } from './climb';
import { computeKpis, type KpiInput } from './kpis';
import type { AnalyticsKeyword } from './keywords';
import { predict, type PredictiveInput } from './predictive';
import { computeRoi } from './roi';
import type { BudgetData } from '@/contract/types/advancedAnalytics';
import type { ScQueryRow } from '@/contract/types/datasources';

export const forecastWorkerApi = {
  predict: (input: PredictiveInput) => predict(input),
  roi: (
    keywords: readonly AnalyticsKeyword[],
    budget: BudgetData,
    queries: readonly Pick<ScQueryRow, 'clicks' | 'impressions' | 'position'>[],
  ) => {
    const ctr = ctrCurve(queries);
    return { ...computeRoi(keywords, budget, ctr), ctr_name: ctr.name };
  },
  competitive: (lines: readonly string[], exports: readonly RankingExport[], ours: readonly AnalyticsKeyword[]) => {
    const parsed = parseDomains(lines);
    return { ...parsed, competitors: parsed.domains.map((domain) => competitorFigures(domain, exports, ours)) };
  },
  kpis: (input: KpiInput) => computeKpis(input),
};

export type ForecastWorkerApi = typeof forecastWorkerApi;
