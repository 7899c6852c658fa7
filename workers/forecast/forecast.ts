/**
 * A monthly forecast with its track record (FPP3 ch. 5 and 8): the smoothing models a series is
 * long enough for and the seasonal-naive benchmark are backtested on the same rolling origins;
 * the one with the lowest mean absolute error is used (a model must beat the benchmark), scored by
 * MAE, MASE and sMAPE. The 80 % interval (P10-P90) comes from the empirical distribution of the
 * backtest's h-step errors, and its coverage is measured out of sample: each backtest forecast is
 * checked against a band built only from errors known before its origin.
 * Below 12 points nothing is backtested, no accuracy is claimed and no band is drawn.
 */
import { aicc, fitModel, MIN_SEASONAL_POINTS, modelsFor, type ModelType, SEASON } from './models';

/** Fewer points than this: no backtest, no accuracy, no band. */
export const MIN_BACKTEST_POINTS = 12;
/** Rolling origins kept (the most recent ones). */
export const DEFAULT_ORIGINS = 12;
/** Errors needed at one horizon to use that horizon's own quantiles; fewer pool all horizons. */
const MIN_ERRORS_PER_HORIZON = 8;
/** Errors needed before a band is built at all (coverage checks and the final band). */
export const MIN_BAND_ERRORS = 5;
/** The smallest training window of a backtest for each model. */
const MIN_TRAIN: Record<ModelType, number> = { ses: 3, holt: 6, holt_winters: MIN_SEASONAL_POINTS, seasonal_naive: 3 };

export interface BacktestScore {
  model: ModelType;
  mae: number;
  /** MAE over the in-sample one-step seasonal-naive MAE; null when that is 0 (a flat series). */
  mase: number | null;
  /** Symmetric MAPE in percent (0..200); a month where both actual and forecast are 0 counts 0. */
  smape: number;
  forecasts: number;
}

export interface BacktestPoint {
  origin: number;
  h: number;
  actual: number;
  forecast: number;
}

export interface Coverage {
  inside: number;
  total: number;
}

export interface ForecastPoint {
  month: string;
  p10: number | null;
  p50: number;
  p90: number | null;
}

export interface ForecastOutcome {
  model: ModelType;
  params: Record<string, number>;
  /** Models tried, in order, with why any was left out. */
  notes: string[];
  scores: BacktestScore[];
  benchmark: BacktestScore | null;
  chosen: BacktestScore | null;
  /** 1 - SSE/SST of the one-step backtest forecasts; null with too few or constant actuals. */
  r_squared: number | null;
  /** 100 - sMAPE, bounded to 0..100; null below 12 points. */
  accuracy_score: number | null;
  coverage: Coverage | null;
  /** The chosen model's backtest forecasts, for the track-record chart. */
  backtest: BacktestPoint[];
  /** Forecasts after the last point, in steps 1..horizon. */
  points: { p10: number | null; p50: number; p90: number | null }[];
  /** AICc of each smoothing model fitted to the whole series, where defined. */
  aicc: Partial<Record<ModelType, number>>;
}

export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

const finite = (value: number, fallback = 0) => (Number.isFinite(value) ? value : fallback);

/** Forecasts of `type` from every origin in `origins`, h = 1..horizon where the actual exists. */
export function rollingOrigin(
  y: readonly number[],
  type: ModelType,
  origins: readonly number[],
  horizon: number,
): BacktestPoint[] {
  const points: BacktestPoint[] = [];
  for (const origin of origins) {
    const model = fitModel(type, y.slice(0, origin));
    const steps = Math.min(horizon, y.length - origin);
    model.forecast(steps).forEach((forecast, i) => {
      points.push({ origin, h: i + 1, actual: y[origin + i], forecast: finite(forecast) });
    });
  }
  return points;
}

/** In-sample one-step MAE of the seasonal naive (naive below two seasons): MASE's scale. */
export function naiveScale(y: readonly number[]): number {
  const lag = y.length > SEASON ? SEASON : 1;
  let sum = 0;
  for (let t = lag; t < y.length; t++) sum += Math.abs(y[t] - y[t - lag]);
  return y.length > lag ? sum / (y.length - lag) : 0;
}

export function score(model: ModelType, points: readonly BacktestPoint[], scale: number): BacktestScore {
  let absolute = 0;
  let symmetric = 0;
  for (const p of points) {
    const error = Math.abs(p.actual - p.forecast);
    absolute += error;
    const denominator = Math.abs(p.actual) + Math.abs(p.forecast);
    symmetric += denominator === 0 ? 0 : (200 * error) / denominator;
  }
  const count = Math.max(points.length, 1);
  const mae = absolute / count;
  return { model, mae, mase: scale > 0 ? mae / scale : null, smape: symmetric / count, forecasts: points.length };
}

/** The error quantiles at horizon h: its own errors when there are enough, else all errors scaled by √h. */
export function errorBand(
  points: readonly BacktestPoint[],
  h: number,
): { q10: number; q50: number; q90: number } | null {
  if (points.length < MIN_BAND_ERRORS) return null;
  const own = points.filter((p) => p.h === h).map((p) => p.actual - p.forecast);
  const errors =
    own.length >= MIN_ERRORS_PER_HORIZON
      ? own
      : points.map((p) => ((p.actual - p.forecast) / Math.sqrt(p.h)) * Math.sqrt(h));
  const sorted = [...errors].sort((a, b) => a - b);
  return { q10: quantile(sorted, 0.1), q50: quantile(sorted, 0.5), q90: quantile(sorted, 0.9) };
}

/** Out-of-sample coverage: each forecast against the band from errors whose actuals came before its origin. */
export function bandCoverage(points: readonly BacktestPoint[]): Coverage | null {
  let inside = 0;
  let total = 0;
  for (const point of points) {
    const known = points.filter((p) => p.origin + p.h - 1 < point.origin);
    const band = errorBand(known, point.h);
    if (!band) continue;
    total += 1;
    if (point.actual >= point.forecast + band.q10 && point.actual <= point.forecast + band.q90) inside += 1;
  }
  return total > 0 ? { inside, total } : null;
}

function rSquared(points: readonly BacktestPoint[]): number | null {
  const oneStep = points.filter((p) => p.h === 1);
  if (oneStep.length < 8) return null;
  const mean = oneStep.reduce((s, p) => s + p.actual, 0) / oneStep.length;
  const sst = oneStep.reduce((s, p) => s + (p.actual - mean) ** 2, 0);
  if (sst === 0) return null;
  const sse = oneStep.reduce((s, p) => s + (p.actual - p.forecast) ** 2, 0);
  return 1 - sse / sst;
}

export interface ForecastOptions {
  horizon: number;
  /** Rolling origins to use (default 12). */
  origins?: number;
  /** Counts cannot go below 0: forecasts and bands are floored there. */
  nonNegative?: boolean;
}

export function forecastValues(y: readonly number[], options: ForecastOptions): ForecastOutcome {
  const horizon = Math.max(1, Math.floor(options.horizon));
  const floor = (v: number) => (options.nonNegative === false ? finite(v) : Math.max(0, finite(v)));
  const n = y.length;
  const notes: string[] = [];
  const fits = Object.fromEntries(
    modelsFor(n)
      .map((type) => [type, aicc(fitModel(type, y), n)] as const)
      .filter((entry) => entry[1] !== null),
  ) as Partial<Record<ModelType, number>>;

  if (n < MIN_BACKTEST_POINTS) {
    const byAicc = (Object.entries(fits) as [ModelType, number][]).sort((a, b) => a[1] - b[1])[0];
    const type: ModelType = byAicc ? byAicc[0] : n >= 2 ? 'ses' : 'seasonal_naive';
    notes.push(
      `Only ${n} month${n === 1 ? '' : 's'} of history: the model is chosen by AICc, nothing is backtested and no accuracy or interval is claimed (12 months are needed).`,
    );
    const model = fitModel(type, n > 0 ? y : [0]);
    return {
      model: type,
      params: model.params,
      notes,
      scores: [],
      benchmark: null,
      chosen: null,
      r_squared: null,
      accuracy_score: null,
      coverage: null,
      backtest: [],
      points: model.forecast(horizon).map((v) => ({ p10: null, p50: floor(v), p90: null })),
      aicc: fits,
    };
  }

  let candidates = modelsFor(n);
  const originCount = Math.max(1, options.origins ?? DEFAULT_ORIGINS);
  const startFor = (types: readonly ModelType[]) =>
    Math.max(...types.map((t) => MIN_TRAIN[t]), MIN_TRAIN.seasonal_naive, n - originCount);
  if (candidates.includes('holt_winters') && n - startFor(candidates) < 3) {
    candidates = candidates.filter((t) => t !== 'holt_winters');
    notes.push(`Holt-Winters needs ${MIN_SEASONAL_POINTS + 3} months to be backtested on 3 origins; it was left out.`);
  }
  const start = startFor(candidates);
  const origins = Array.from({ length: n - start }, (_, i) => start + i);
  const scale = naiveScale(y);
  const runs = [...candidates, 'seasonal_naive' as const].map((type) => {
    const points = rollingOrigin(y, type, origins, horizon);
    return { type, points, score: score(type, points, scale) };
  });
  const benchmark = runs[runs.length - 1];
  // The benchmark wins ties: a model has to beat it to be used.
  const chosen = runs.reduce((a, b) => (b.score.mae < a.score.mae - 1e-9 ? b : a), benchmark);
  if (chosen.type === 'seasonal_naive') {
    notes.push('No smoothing model beat the seasonal-naive benchmark in the backtest, so the benchmark is used.');
  }
  const final = fitModel(chosen.type, y);
  const points = final.forecast(horizon).map((forecast, i) => {
    const band = errorBand(chosen.points, i + 1);
    return band
      ? { p10: floor(forecast + band.q10), p50: floor(forecast + band.q50), p90: floor(forecast + band.q90) }
      : { p10: null, p50: floor(forecast), p90: null };
  });
  const smape = chosen.score.smape;
  return {
    model: chosen.type,
    params: final.params,
    notes,
    scores: runs.map((run) => run.score),
    benchmark: benchmark.score,
    chosen: chosen.score,
    r_squared: rSquared(chosen.points),
    accuracy_score: Math.round(Math.min(100, Math.max(0, 100 - smape)) * 10) / 10,
    coverage: bandCoverage(chosen.points),
    backtest: chosen.points,
    points,
    aicc: fits,
  };
}
