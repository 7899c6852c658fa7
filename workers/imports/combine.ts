import type { ImportedKeyword, MetricName, RankingUrl } from './types';

export const METRICS: MetricName[] = [
  'search_volume',
  'cpc',
  'cpc_low',
  'cpc_high',
  'difficulty',
  'competition',
  'competition_index',
  'intent',
  'clicks',
  'impressions',
  'ctr',
  'position',
];

/** Same URL twice keeps its best (lowest) position; the list is ordered best first. */
export function unionUrls(a: RankingUrl[] | undefined, b: RankingUrl[] | undefined): RankingUrl[] | undefined {
  if (!b?.length) return a;
  if (!a?.length) return b;
  const best = new Map<string, RankingUrl>();
  for (const entry of [...a, ...b]) {
    const seen = best.get(entry.url);
    if (!seen || (entry.position !== undefined && (seen.position === undefined || entry.position < seen.position))) {
      best.set(entry.url, entry);
    }
  }
  return [...best.values()].sort((x, y) => (x.position ?? Infinity) - (y.position ?? Infinity));
}

function setMetric<K extends MetricName>(target: ImportedKeyword, name: K, value: ImportedKeyword[K]): void {
  target[name] = value;
}

/**
 * Folds `incoming` into `target`: a metric target lacks is taken, one it has is kept (first
 * non-empty wins), except position, where the best rank is the truth. Returns the metrics taken.
 */
export function foldKeyword(target: ImportedKeyword, incoming: ImportedKeyword): MetricName[] {
  const taken: MetricName[] = [];
  for (const name of METRICS) {
    const value = incoming[name];
    if (value === undefined) continue;
    const current = target[name];
    const better = name === 'position' && typeof current === 'number' && (value as number) < current;
    if (current === undefined || better) {
      setMetric(target, name, value);
      taken.push(name);
    }
  }
  // Monthly figures come as a set from one file: the first file's set is kept whole.
  if (!target.monthly_searches && incoming.monthly_searches) target.monthly_searches = incoming.monthly_searches;
  const urls = unionUrls(target.urls, incoming.urls);
  if (urls) target.urls = urls;
  if (incoming.serp_features?.length) {
    target.serp_features = [...new Set([...(target.serp_features ?? []), ...incoming.serp_features])];
  }
  return taken;
}
