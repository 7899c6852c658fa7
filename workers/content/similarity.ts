// How close two clusters are: the clustering engine's calibrated similarity when its relations
// are available, else the overlap of their shared terms (the fallback says so on screen).
import type { Cluster } from '@/api/types/clustering';
import type { LinkBasis } from '@/api/types/content';
import type { ClusterRelations } from '../clustering/relate';
import { rankedKeywords } from './plan';
import { contentTokens } from './text';

export type ClusterSimilarity = {
  basis: LinkBasis;
  /** 0..1 */
  between(a: string, b: string): number;
  /** The most similar other clusters, best first. */
  neighbours(id: string): { id: string; similarity: number }[];
};

/** Terms that say what a cluster is about: the engine's shared terms and its top keywords' words. */
export function clusterTerms(cluster: Cluster): Set<string> {
  const words = rankedKeywords(cluster)
    .slice(0, 3)
    .flatMap((keyword) => contentTokens(keyword.text));
  return new Set([...cluster.terms.flatMap(contentTokens), ...words]);
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / (a.size + b.size - shared);
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

function fromSharedTerms(clusters: readonly Cluster[]): ClusterSimilarity {
  const terms = new Map(clusters.map((cluster) => [cluster.id, clusterTerms(cluster)]));
  // An inverted index keeps this near-linear: only clusters sharing a term are compared.
  const byTerm = new Map<string, string[]>();
  for (const [id, set] of terms) for (const term of set) byTerm.set(term, [...(byTerm.get(term) ?? []), id]);
  const between = (a: string, b: string) => jaccard(terms.get(a) ?? new Set(), terms.get(b) ?? new Set());
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

export function clusterSimilarity(clusters: readonly Cluster[], relations: ClusterRelations | null): ClusterSimilarity {
  return relations ? fromRelations(relations) : fromSharedTerms(clusters);
}
