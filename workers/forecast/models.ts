/**
 * Exponential smoothing models with additive errors, as in Hyndman & Athanasopoulos, *Forecasting:
 * Principles and Practice*, 3rd ed. (FPP3), chapter 8: simple exponential smoothing (ETS(A,N,N)),
 * Holt's linear trend (ETS(A,A,N)) and additive Holt-Winters (ETS(A,A,A)), plus the seasonal-naive
 * benchmark (FPP3 §5.2). Parameters are chosen by a grid search that minimises the one-step
 * squared error; initial states follow FPP3's classical heuristics so a hand computation matches.
 */

export type ModelType = 'ses' | 'holt' | 'holt_winters' | 'seasonal_naive';

export const SEASON = 12;
/** Holt-Winters needs two full seasons to set its seasonal indices and trend. */
export const MIN_SEASONAL_POINTS = 2 * SEASON;

export interface FittedModel {
  type: ModelType;
  /** Smoothing parameters used (empty for the benchmark). */
  params: Record<string, number>;
  /** One-step fitted values (NaN-free; the first value forecasts itself). */
  fitted: number[];
  /** Point forecasts 1..h steps after the last observation. */
  forecast: (h: number) => number[];
  /** Sum of squared one-step errors. */
  sse: number;
  /** Parameters plus initial states counted by AICc. */
  k: number;
}

const grid = (step: number) => {
  const values: number[] = [];
  for (let v = step; v < 1 - 1e-9; v += step) values.push(Math.round(v * 1000) / 1000);
  return values;
};

function sumSquares(y: readonly number[], fitted: readonly number[], from = 0): number {
  let sse = 0;
  for (let t = from; t < y.length; t++) sse += (y[t] - fitted[t]) ** 2;
  return sse;
}

/** SES with a given alpha: level l_t = αy_t + (1-α)l_{t-1}, l_0 = y_0. */
export function sesFit(y: readonly number[], alpha: number): FittedModel {
  let level = y[0];
  const fitted = [y[0]];
  for (let t = 1; t < y.length; t++) {
    fitted.push(level);
    level = alpha * y[t] + (1 - alpha) * level;
  }
  const last = level;
  return {
    type: 'ses',
    params: { alpha },
    fitted,
    forecast: (h) => Array.from({ length: h }, () => last),
    sse: sumSquares(y, fitted, 1),
    k: 2,
  };
}

/** Holt's linear trend: l_0 = y_0, b_0 = y_1 - y_0. */
export function holtFit(y: readonly number[], alpha: number, beta: number): FittedModel {
  let level = y[0];
  let trend = y.length > 1 ? y[1] - y[0] : 0;
  const fitted = [y[0]];
  for (let t = 1; t < y.length; t++) {
    fitted.push(level + trend);
    const previous = level;
    level = alpha * y[t] + (1 - alpha) * (level + trend);
    trend = beta * (level - previous) + (1 - beta) * trend;
  }
  const [l, b] = [level, trend];
  return {
    type: 'holt',
    params: { alpha, beta },
    fitted,
    forecast: (h) => Array.from({ length: h }, (_, i) => l + (i + 1) * b),
    sse: sumSquares(y, fitted, 2),
    k: 4,
  };
}

/**
 * Additive Holt-Winters with period m: trend from the mean change between the first two seasons,
 * level on that line at the end of the first season, seasonal indices as the first season's
 * deviations from the line.
 */
export function holtWintersFit(
  y: readonly number[],
  alpha: number,
  beta: number,
  gamma: number,
  m = SEASON,
): FittedModel {
  const mean = (from: number) => y.slice(from, from + m).reduce((s, v) => s + v, 0) / m;
  let trend = (mean(m) - mean(0)) / m;
  // The first season's mean sits at its middle; the level starts at its last month.
  const middle = (m - 1) / 2;
  const line = (t: number) => mean(0) + trend * (t - middle);
  let level = line(m - 1);
  const season = y.slice(0, m).map((v, t) => v - line(t));
  const fitted: number[] = y.slice(0, m).map((v) => v);
  for (let t = m; t < y.length; t++) {
    const s = season[t % m];
    fitted.push(level + trend + s);
    const [previousLevel, previousTrend] = [level, trend];
    level = alpha * (y[t] - s) + (1 - alpha) * (previousLevel + previousTrend);
    trend = beta * (level - previousLevel) + (1 - beta) * previousTrend;
    season[t % m] = gamma * (y[t] - previousLevel - previousTrend) + (1 - gamma) * s;
  }
  const [l, b, n] = [level, trend, y.length];
  const indices = [...season];
  return {
    type: 'holt_winters',
    params: { alpha, beta, gamma },
    fitted,
    forecast: (h) => Array.from({ length: h }, (_, i) => l + (i + 1) * b + indices[(n + i) % m]),
    sse: sumSquares(y, fitted, m),
    k: 3 + 2 + m - 1,
  };
}

/** Seasonal naive: each month repeats the same month a season earlier; naive (last value) below one season. */
export function seasonalNaiveFit(y: readonly number[], m = SEASON): FittedModel {
  const lag = y.length > m ? m : 1;
  const fitted = y.map((v, t) => (t >= lag ? y[t - lag] : v));
  const n = y.length;
  return {
    type: 'seasonal_naive',
    params: {},
    fitted,
    forecast: (h) => Array.from({ length: h }, (_, i) => y[n - lag + (i % lag)]),
    sse: sumSquares(y, fitted, lag),
    k: 0,
  };
}

/** AICc of an additive-error model from its one-step SSE (FPP3 §8.6); null when undefined. */
export function aicc(model: FittedModel, n: number): number | null {
  const k = model.k + 1;
  if (n - k - 1 <= 0) return null;
  const sigma = Math.max(model.sse / n, 1e-12);
  return n * Math.log(sigma) + 2 * k + (2 * k * (k + 1)) / (n - k - 1);
}

function best(candidates: FittedModel[]): FittedModel {
  return candidates.reduce((a, b) => (b.sse < a.sse - 1e-9 ? b : a));
}

/** Fits a model type with parameters chosen by grid search on one-step SSE. */
export function fitModel(type: ModelType, y: readonly number[]): FittedModel {
  if (type === 'seasonal_naive') return seasonalNaiveFit(y);
  if (type === 'ses') return best(grid(0.01).map((a) => sesFit(y, a)));
  if (type === 'holt') return best(grid(0.05).flatMap((a) => grid(0.05).map((b) => holtFit(y, a, b))));
  return best(grid(0.1).flatMap((a) => grid(0.1).flatMap((b) => grid(0.1).map((g) => holtWintersFit(y, a, b, g)))));
}

/** The model types a series of n points can fit: Holt needs 6 points for AICc, Holt-Winters two seasons. */
export function modelsFor(n: number): ModelType[] {
  const types: ModelType[] = ['ses'];
  if (n >= 6) types.push('holt');
  if (n >= MIN_SEASONAL_POINTS) types.push('holt_winters');
  return types;
}
