// Forecast benchmark: the Advanced Analytics forecast (models, 12-origin backtest, band, coverage)
// on seasonal series of 12, 36 and 120 months, and ROI over 10,000 keywords.
import { ctrCurve } from '../../workers/forecast/climb';
import { forecastValues } from '../../workers/forecast/forecast';
import type { AnalyticsKeyword } from '../../workers/forecast/keywords';
import { computeRoi } from '../../workers/forecast/roi';
import type { Benchmark } from './types';

const series = (n: number) =>
  Array.from({ length: n }, (_, t) => 1000 + 10 * t + 300 * Math.sin((2 * Math.PI * t) / 12) + 40 * Math.sin(t * 1.7));

function time<T>(work: () => T): { ms: number; value: T } {
  const started = performance.now();
  const value = work();
  return { ms: Math.round((performance.now() - started) * 10) / 10, value };
}

const bench: Benchmark = {
  name: 'forecast',
  async run(emit) {
    for (const n of [12, 36, 120]) {
      const { ms, value } = time(() => forecastValues(series(n), { horizon: 12 }));
      emit({ bench: 'forecast', months: n, horizon: 12, model: value.model, ms, coverage: value.coverage });
    }
    const keywords: AnalyticsKeyword[] = Array.from({ length: 10_000 }, (_, i) => ({
      keyword: `keyword ${i}`,
      cluster_id: `c${i % 500}`,
      cluster_name: `cluster ${i % 500}`,
      topic_id: null,
      volume: 100 + (i % 900),
      volume_estimated: false,
      cpc: 1.2,
      cpc_estimated: false,
      difficulty: i % 100,
      difficulty_estimated: false,
      opportunity: 50,
      competition: 'Medium',
      intent: 'commercial',
      position: i % 3 === 0 ? null : 1 + (i % 60),
      clicks: null,
      impressions: null,
      monthly: [],
    }));
    const budget = { monthly_budget: 10000, cost_per_click: 3.5, conversion_rate: 2.8, average_order_value: 150 };
    const { ms } = time(() => computeRoi(keywords, budget, ctrCurve([])));
    emit({ bench: 'roi', keywords: keywords.length, ms });
  },
};

export default bench;
