// The fallback when the clustering engine's relations cannot be had: the same shape, measured with
// shared words only (Jaccard similarity of each keyword's topic terms). Weaker than the engine's
// similarity (no synonyms), so the optimizer says when it used this.
import type { ClusterRelation, ClusterRelations, RelateInput } from '@workers/clustering/relate';
import { jaccard, topicTerms } from './text';

/** Keywords sharing at least this much of their words fall in one stricter sub-group. */
const SUBGROUP_SIMILARITY = 0.5;
/** The engine lists neighbours at calibrated similarity ≥ 0.3; the lexical fallback does the same. */
const NEIGHBOUR_FLOOR = 0.3;
const MAX_NEIGHBOURS = 10;

const meanSimilarity = (terms: Set<string>, others: Set<string>[]) =>
  others.length ? others.reduce((sum, o) => sum + jaccard(terms, o), 0) / others.length : 0;

function subgroups(termSets: Set<string>[]): number[][] {
  const parent = termSets.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  for (let i = 0; i < termSets.length; i++)
    for (let j = i + 1; j < termSets.length; j++)
      if (jaccard(termSets[i], termSets[j]) >= SUBGROUP_SIMILARITY) parent[find(i)] = find(j);
  const groups = new Map<number, number[]>();
  termSets.forEach((_, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), i]));
  return [...groups.values()].sort((a, b) => b.length - a.length || a[0] - b[0]);
}

/**
 * Word overlap between two clusters' keywords relative to the overlap inside them: 1 when their
 * keywords are as alike across the two clusters as within each (one topic cut in two). Raw
 * Jaccard values are low for any keywords, so only the ratio is comparable with the engine's scale.
 */
function relativeSimilarity(a: Set<string>[], b: Set<string>[], ra: ClusterRelation, rb: ClusterRelation): number {
  let cross = 0;
  for (const x of a) for (const y of b) cross += jaccard(x, y);
  cross /= a.length * b.length;
  const inside = [ra, rb].filter((r) => r.keywords.length > 1).map((r) => r.cohesion);
  const reference = inside.length ? inside.reduce((s, c) => s + c, 0) / inside.length : 1;
  return Math.min(1, cross / Math.max(0.05, reference));
}

export function lexicalRelations(input: RelateInput): ClusterRelations {
  const termSets = input.clusters.map((c) => c.keywords.map((k) => new Set(topicTerms(k))));
  const clusterTerms = termSets.map((sets) => new Set(sets.flatMap((s) => [...s])));
  const clusters: ClusterRelation[] = input.clusters.map((cluster, ci) => {
    const keywords = termSets[ci].map((terms, ki) => {
      const peers = termSets[ci].filter((_, j) => j !== ki);
      const own = peers.length ? meanSimilarity(terms, peers) : 1;
      let best_other_id: string | null = null;
      let best_other = 0;
      input.clusters.forEach((other, oi) => {
        if (oi === ci || ![...terms].some((t) => clusterTerms[oi].has(t))) return;
        const similarity = meanSimilarity(terms, termSets[oi]);
        if (similarity > best_other) [best_other_id, best_other] = [other.id, similarity];
      });
      return { own, best_other_id, best_other };
    });
    const cohesion = keywords.reduce((sum, k) => sum + k.own, 0) / Math.max(1, keywords.length);
    return { id: cluster.id, cohesion, neighbours: [], keywords, subgroups: subgroups(termSets[ci]) };
  });
  clusters.forEach((relation, ci) => {
    relation.neighbours = input.clusters
      .flatMap((other, oi) => {
        if (oi === ci || ![...clusterTerms[ci]].some((t) => clusterTerms[oi].has(t))) return [];
        return [
          { id: other.id, similarity: relativeSimilarity(termSets[ci], termSets[oi], clusters[ci], clusters[oi]) },
        ];
      })
      .filter((n) => n.similarity >= NEIGHBOUR_FLOOR)
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, MAX_NEIGHBOURS);
  });
  return { clusters, semantic: false };
}
