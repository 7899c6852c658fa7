// Robust statistics for the anomaly detector: the median and the median absolute deviation (MAD)
// are not dragged by the outliers they are meant to find, unlike the mean and standard deviation.

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The spread used for robust z-scores: 1.4826 × MAD (consistent with the standard deviation for
 * normal data). When more than half the values are equal the MAD is 0; then 1.2533 × the mean
 * absolute deviation from the median stands in (Iglewicz & Hoaglin, 1993, "How to Detect and
 * Handle Outliers"), and 0 only when every value is the same.
 */
export function robustSpread(values: readonly number[], centre: number): number {
  const deviations = values.map((v) => Math.abs(v - centre));
  const mad = median(deviations);
  if (mad > 0) return 1.4826 * mad;
  return (1.2533 * deviations.reduce((sum, d) => sum + d, 0)) / Math.max(1, deviations.length);
}

export function mean(values: readonly number[]): number {
  return values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : NaN;
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export const round = (value: number, digits = 2) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};
