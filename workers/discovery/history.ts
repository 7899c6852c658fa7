/**
 * The same cluster across the user's runs: matched by its normalised name, or else by the keywords
 * it shares with a cluster of an earlier run (most of the smaller cluster's keywords are in the
 * other), so a renamed or grown cluster keeps its history.
 */
import { clusterKey } from './text';
import type { DiscoveryRun, RunCluster } from './types';

/**
 * Share of the smaller cluster's keywords found in the other at which two clusters of different runs
 * are taken to be the same one (overlap coefficient, not Jaccard: a cluster that doubled is still itself).
 */
const SAME_CLUSTER_OVERLAP = 0.6;

export interface ClusterObservation {
  run_id: string;
  run_date: string;
  cluster: RunCluster;
}

export interface ClusterTrack {
  /** Observations oldest first; at most one per run. */
  observations: ClusterObservation[];
}

const keywordTexts = (cluster: RunCluster) => new Set(cluster.texts.map((text) => text.toLowerCase()));

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const value of a) if (b.has(value)) shared += 1;
  const smaller = Math.min(a.size, b.size);
  return smaller === 0 ? 0 : shared / smaller;
}

/** Runs sorted oldest first. */
export const byDate = (runs: readonly DiscoveryRun[]): DiscoveryRun[] =>
  [...runs].sort((a, b) => a.created_at.localeCompare(b.created_at));

export function trackClusters(runs: readonly DiscoveryRun[]): ClusterTrack[] {
  const tracks: (ClusterTrack & { key: string; texts: Set<string> })[] = [];
  const byKey = new Map<string, number>();
  const byKeyword = new Map<string, Set<number>>();
  for (const run of byDate(runs)) {
    const taken = new Set<number>();
    for (const cluster of run.clusters) {
      const key = clusterKey(cluster.name);
      const texts = keywordTexts(cluster);
      let index = byKey.get(key);
      if (index === undefined || taken.has(index)) index = closestTrack(texts, byKeyword, tracks, taken);
      const observation = { run_id: run.id, run_date: run.created_at, cluster };
      if (index === undefined) {
        index = tracks.length;
        tracks.push({ key, texts, observations: [observation] });
      } else {
        tracks[index].observations.push(observation);
        tracks[index].texts = texts;
      }
      taken.add(index);
      byKey.set(key, index);
      for (const text of texts) byKeyword.set(text, (byKeyword.get(text) ?? new Set()).add(index));
    }
  }
  return tracks.map(({ observations }) => ({ observations }));
}

function closestTrack(
  texts: ReadonlySet<string>,
  byKeyword: ReadonlyMap<string, ReadonlySet<number>>,
  tracks: readonly { texts: ReadonlySet<string> }[],
  taken: ReadonlySet<number>,
): number | undefined {
  const candidates = new Set<number>();
  for (const text of texts) for (const index of byKeyword.get(text) ?? []) if (!taken.has(index)) candidates.add(index);
  let best: { index: number; share: number } | undefined;
  for (const index of candidates) {
    const share = overlap(texts, tracks[index].texts);
    if (share >= SAME_CLUSTER_OVERLAP && (!best || share > best.share)) best = { index, share };
  }
  return best?.index;
}
