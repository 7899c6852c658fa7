import type { ChartCluster, ChartKeyword, ChartSource } from './source';

/** Every clustered keyword of a result (charts describe the clusters; unclustered keywords are not drawn). */
export function* clusteredKeywords(result: Pick<ChartSource, 'clusters'>): Generator<ChartKeyword> {
  for (const cluster of result.clusters) yield* cluster.keywords;
}

/** The middle of a keyword's CPC range, or the one end it has; null without one. */
export function keywordCpc(keyword: Pick<ChartKeyword, 'cpc_low' | 'cpc_high'>): number | null {
  const { cpc_low: low, cpc_high: high } = keyword;
  if (low !== null && high !== null) return (low + high) / 2;
  return low ?? high;
}

/** Clusters by known volume (largest first), then by size, then by name: a stable order for "top N". */
export function byVolume(a: ChartCluster, b: ChartCluster): number {
  return (
    (b.total_volume ?? -1) - (a.total_volume ?? -1) || b.keyword_count - a.keyword_count || a.name.localeCompare(b.name)
  );
}

export const round = (value: number, places = 0) => Math.round(value * 10 ** places) / 10 ** places;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
