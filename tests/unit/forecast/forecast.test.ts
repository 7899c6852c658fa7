import { describe, expect, it } from 'vitest';
import { holtFit, holtWintersFit, sesFit, seasonalNaiveFit, fitModel } from '@workers/forecast/models';
import { bandCoverage, forecastValues, naiveScale, quantile, score } from '@workers/forecast/forecast';
import { prepareSeries } from '@workers/forecast/series';

/** A seeded normal generator (mulberry32 + Box-Muller), so the noise test is repeatable. */
function normal(seed: number) {
  let a = seed;
  const uniform = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(uniform() || 1e-12)) * Math.cos(2 * Math.PI * uniform());
}

const allFinite = (values: readonly (number | null)[]) => values.every((v) => v === null || Number.isFinite(v));

describe('models reproduce hand computations', () => {
  it('SES with alpha 0.5 on 10, 12, 11: levels 10, 11, 11', () => {
    const model = sesFit([10, 12, 11], 0.5);
    expect(model.fitted).toEqual([10, 10, 11]);
    expect(model.forecast(2)).toEqual([11, 11]);
    expect(model.sse).toBe(4);
  });

  it('SES with alpha 0.3 on 3, 5, 9, 20: hand-computed levels', () => {
    // l1 = .3·5 + .7·3 = 3.6; l2 = .3·9 + .7·3.6 = 5.22; l3 = .3·20 + .7·5.22 = 9.654
    const model = sesFit([3, 5, 9, 20], 0.3);
    expect(model.fitted[3]).toBeCloseTo(5.22, 10);
    expect(model.forecast(1)[0]).toBeCloseTo(9.654, 10);
  });

  it("Holt's method continues an exact straight line", () => {
    const model = holtFit([10, 12, 14, 16, 18], 0.4, 0.2);
    expect(model.forecast(3).map((v) => Math.round(v * 1e9) / 1e9)).toEqual([20, 22, 24]);
    expect(model.sse).toBeCloseTo(0, 10);
  });

  it('Holt with alpha 0.5, beta 0.5 on 1, 3, 4: hand-computed', () => {
    // l0=1 b0=2; t=1: fit 3, l=3 b=2; t=2: fit 5, l=.5·4+.5·5=4.5, b=.5·1.5+.5·2=1.75
    const model = holtFit([1, 3, 4], 0.5, 0.5);
    expect(model.fitted).toEqual([1, 3, 5]);
    expect(model.forecast(2)).toEqual([6.25, 8]);
  });

  it('additive Holt-Winters reproduces trend plus season exactly', () => {
    const season = [5, -3, 2, 0, -4, 1, 3, -2, 0, 4, -1, -5];
    const y = Array.from({ length: 36 }, (_, t) => 100 + 2 * t + season[t % 12]);
    const model = holtWintersFit(y, 0.3, 0.1, 0.2);
    const ahead = model.forecast(12);
    ahead.forEach((v, i) => expect(v).toBeCloseTo(100 + 2 * (36 + i) + season[(36 + i) % 12], 6));
  });

  it('seasonal naive repeats last season; naive below one season', () => {
    const y = Array.from({ length: 24 }, (_, t) => t % 12);
    expect(seasonalNaiveFit(y).forecast(3)).toEqual([0, 1, 2]);
    expect(seasonalNaiveFit([4, 5, 6]).forecast(2)).toEqual([6, 6]);
  });
});

describe('metrics', () => {
  it('MAE, MASE and sMAPE by hand', () => {
    const points = [
      { origin: 1, h: 1, actual: 10, forecast: 8 },
      { origin: 2, h: 1, actual: 0, forecast: 0 },
      { origin: 3, h: 1, actual: 20, forecast: 24 },
    ];
    const s = score('ses', points, 2);
    expect(s.mae).toBe(2);
    expect(s.mase).toBe(1);
    // (200·2/18 + 0 + 200·4/44) / 3
    expect(s.smape).toBeCloseTo((400 / 18 + 800 / 44) / 3, 10);
    expect(score('ses', points, 0).mase).toBeNull();
  });

  it('quantile interpolates', () => {
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(quantile([0, 10], 0.1)).toBe(1);
  });

  it('naive scale uses the season lag past one season', () => {
    expect(naiveScale([1, 2, 4])).toBe(1.5);
  });
});

describe('forecastValues', () => {
  it('the seasonal-naive benchmark wins on a pure seasonal series', () => {
    const pattern = [30, 42, 55, 61, 80, 95, 110, 104, 85, 60, 44, 35];
    const y = Array.from({ length: 36 }, (_, t) => pattern[t % 12]);
    const outcome = forecastValues(y, { horizon: 12 });
    expect(outcome.model).toBe('seasonal_naive');
    expect(outcome.benchmark?.mae).toBe(0);
    outcome.points.forEach((p, i) => expect(p.p50).toBe(pattern[i]));
  });

  it('the 80 % band covers about 80 % of a series with known noise', () => {
    const noise = normal(7);
    const y = Array.from({ length: 160 }, () => 500 + 40 * noise());
    const outcome = forecastValues(y, { horizon: 1, origins: 100 });
    expect(outcome.coverage).not.toBeNull();
    const rate = outcome.coverage!.inside / outcome.coverage!.total;
    expect(rate).toBeGreaterThan(0.68);
    expect(rate).toBeLessThan(0.92);
    const band = outcome.points[0];
    // σ = 40: the true 80 % interval is ±51; the empirical one should be near it.
    expect(band.p90! - band.p10!).toBeGreaterThan(70);
    expect(band.p90! - band.p10!).toBeLessThan(140);
  });

  it('3 points: no accuracy, no band, finite forecasts', () => {
    const outcome = forecastValues([5, 7, 6], { horizon: 6 });
    expect(outcome.accuracy_score).toBeNull();
    expect(outcome.coverage).toBeNull();
    expect(outcome.points.every((p) => p.p10 === null && Number.isFinite(p.p50))).toBe(true);
    expect(outcome.notes[0]).toMatch(/no accuracy or interval is claimed/);
  });

  it('identical values: flat forecast, no MASE or R², nothing infinite', () => {
    const outcome = forecastValues(Array(30).fill(120), { horizon: 12 });
    expect(outcome.points.every((p) => p.p50 === 120)).toBe(true);
    expect(outcome.chosen?.mase).toBeNull();
    expect(outcome.r_squared).toBeNull();
    expect(allFinite(outcome.points.flatMap((p) => [p.p10, p.p50, p.p90]))).toBe(true);
  });

  it('zeros and gaps: no NaN or Infinity anywhere', () => {
    const prepared = prepareSeries([
      { month: '2024-01', value: 0 },
      { month: '2024-02', value: 0 },
      { month: '2024-05', value: 30 },
      { month: '2024-06', value: Number.NaN },
      { month: '2024-07', value: 0 },
      ...Array.from({ length: 12 }, (_, i) => ({
        month: `2025-${String(i + 1).padStart(2, '0')}`,
        value: i % 3 === 0 ? 0 : 10,
      })),
    ]);
    expect(prepared.filled).toEqual([
      '2024-03',
      '2024-04',
      '2024-06',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
    ]);
    expect(prepared.values[2]).toBe(10);
    const outcome = forecastValues(prepared.values, { horizon: 12 });
    const figures = [
      ...outcome.points.flatMap((p) => [p.p10, p.p50, p.p90]),
      ...outcome.scores.flatMap((s) => [s.mae, s.mase, s.smape]),
      outcome.r_squared,
      outcome.accuracy_score,
    ];
    expect(allFinite(figures)).toBe(true);
    expect(outcome.points.every((p) => (p.p10 ?? 0) >= 0)).toBe(true);
  });

  it("Holt's trend wins on a noisy straight line", () => {
    const noise = normal(3);
    const y = Array.from({ length: 30 }, (_, t) => 100 + 10 * t + 2 * noise());
    const outcome = forecastValues(y, { horizon: 3 });
    expect(outcome.model).toBe('holt');
    expect(outcome.points[0].p50).toBeGreaterThan(380);
  });

  it('coverage counts only forecasts with earlier errors', () => {
    const points = Array.from({ length: 8 }, (_, i) => ({ origin: i + 10, h: 1, actual: 10 + (i % 2), forecast: 10 }));
    const coverage = bandCoverage(points);
    expect(coverage?.total).toBe(3);
  });

  it('fits every model type on short input without throwing', () => {
    for (const type of ['ses', 'holt', 'seasonal_naive'] as const)
      expect(fitModel(type, [1]).forecast(2)).toHaveLength(2);
  });
});
