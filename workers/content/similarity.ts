// How close two clusters are: the clustering engine's calibrated similarity when its relations
// are available, else the overlap of their shared terms (the fallback says so on screen).
import type { LinkBasis } from '@/contract/types/content';
import type { ClusterRelations } from '../clustering/relate';
import { rankedKeywords, type PlanCluster } from './plan';
import { contentTokens } from './text';

export type ClusterSimilarity = {
  basis: LinkBasis;
  /** 0..1 */
  between(a: string, b: string): number;
  /** The most similar other clusters, best first. */
  neighbours(id: string): { id: string; similarity: number }[];
};

/** Terms that say what a cluster is about: the engine's shared terms and its top keywords' words. */
export function clusterTerms(cluster: PlanCluster): Set<string> {
  const words = rankedKeywords(cluster)
    .slice(0, 3)
    .flatMap((keyword) => contentTokens(keyword.text));
  return new Set([...cluster.terms.flatMap(contentTokens), ...words]);
}

/**
 * Shared terms weighted by rarity (idf = ln(1 + clusters / clusters with the term)), over the
 * smaller set's weight (an overlap coefficient): a word every cluster has ('coffee' on a coffee
 * site) says little, and a narrow cluster wholly inside a broad one is closely related to it.
 */
export function weightedOverlap(a: ReadonlySet<string>, b: ReadonlySet<string>, idf: (term: string) => number): number {
  const weight = (set: ReadonlySet<string>) => [...set].reduce((sum, term) => sum + idf(term), 0);
  const smaller = Math.min(weight(a), weight(b));
  if (smaller === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += idf(term);
  return shared / smaller;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
const MAX_NEIGHBOURS = 10;

function fromRelations(relations: ClusterRelations): ClusterSimilarity {
  const pairs = new Map<string, number>();
  const lists = new Map<string, { id: string; similarity: number }[]>();
  for (const relation of relations.clusters) {
    lists.set(relation.id, relation.neighbours);
    for (const neighbour of relation.neighbours) {
      const key = pairKey(relation.id, neighbour.id);
      pairs.set(key, Math.max(pairs.get(key) ?? 0, neighbour.similarity));
    }
  }
  return {
    basis: 'similarity',
    between: (a, b) => pairs.get(pairKey(a, b)) ?? 0,
    neighbours: (id) => lists.get(id) ?? [],
  };
}

function fromSharedTerms(clusters: readonly PlanCluster[]): ClusterSimilarity {
  const terms = new Map(clusters.map((cluster) => [cluster.id, clusterTerms(cluster)]));
  // An inverted index keeps this near-linear: only clusters sharing a term are compared.
  const byTerm = new Map<string, string[]>();
  for (const [id, set] of terms)
    for (const term of set) {
      const holders = byTerm.get(term);
      if (holders) holders.push(id);
      else byTerm.set(term, [id]);
    }
  const idfOf = new Map([...byTerm].map(([term, holders]) => [term, Math.log(1 + clusters.length / holders.length)]));
  const idf = (term: string) => idfOf.get(term) ?? 0;
  const between = (a: string, b: string) => weightedOverlap(terms.get(a) ?? new Set(), terms.get(b) ?? new Set(), idf);
  return {
    basis: 'shared_terms',
    between,
    neighbours: (id) => {
      const candidates = new Set<string>();
      for (const term of terms.get(id) ?? []) for (const other of byTerm.get(term) ?? []) candidates.add(other);
      candidates.delete(id);
      return [...candidates]
        .map((other) => ({ id: other, similarity: between(id, other) }))
        .sort((a, b) => b.similarity - a.similarity || a.id.localeCompare(b.id))
        .slice(0, MAX_NEIGHBOURS);
    },
  };
}

export function clusterSimilarity(
  clusters: readonly PlanCluster[],
  relations: ClusterRelations | null,
): ClusterSimilarity {
  return relations ? fromRelations(relations) : fromSharedTerms(clusters);
}
