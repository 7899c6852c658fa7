// How the clusters of a result relate, measured with the engine's own similarity (word and
// character TF-IDF plus word vectors in English): cluster-to-cluster similarity, how tight each
// cluster is, which keywords sit closer to another cluster, and sub-groups inside each cluster.
// Other areas (content briefs, the cluster map, AI suggestions) use it; it never changes a result.
import type { WordVectors } from './vectors';

export interface RelateInput {
  clusters: { id: string; keywords: string[] }[];
  language?: string;
  location?: string;
}

export interface KeywordFit {
  /** Calibrated mean similarity (0..1) to the other keywords of its own cluster; 1 for a cluster of one. */
  own: number;
  /** The other cluster it is most similar to, or null when none is near. */
  best_other_id: string | null;
  /** Calibrated mean similarity to that cluster's keywords, 0 when there is none. */
  best_other: number;
}

export interface ClusterRelation {
  id: string;
  /** Mean of its keywords' `own` similarity, 0..1. */
  cohesion: number;
  /** The most similar other clusters, best first: at most 10, each with calibrated similarity ≥ 0.3. */
  neighbours: { id: string; similarity: number }[];
  /** One per keyword, in the input order. */
  keywords: KeywordFit[];
  /**
   * Its keywords grouped at a stricter similarity (indexes into its keyword list), largest group
   * first; singletons included. Clusters over 200 keywords are not sub-grouped ([]).
   */
  subgroups: number[][];
}

export interface ClusterRelations {
  clusters: ClusterRelation[];
  /** Whether word vectors were used (else lexical similarity only). */
  semantic: boolean;
}

/** Not built yet: the engine issue (10) fills this in. */
export async function relateClusters(input: RelateInput, vectors?: WordVectors): Promise<ClusterRelations> {
  void vectors;
  throw new Error(`relateClusters is not built yet (${input.clusters.length} clusters)`);
}
