// Topics: groups of clusters one pillar page could cover. Each cluster is one item (its centroid,
// centroidModel.ts); the engine's neighbour graph links each to its 25 most similar clusters, and
// communities of that graph by modularity (communities.ts) are the topics. Clusters never merge.
// On CLINC150 (intents inside domains) this scored the domains better than continuing average
// linkage above the page threshold (ARI 0.40-0.43 against 0.33): linkage either chains everything or
// leaves domains in pieces, while modularity weighs a cluster's links against its degree.
// `topic_threshold` sets the modularity resolution: lower gives fewer, broader topics.
import { centroidGraph, centroidModel } from './centroidModel';
import { communities, type WeightedGraph } from './communities';
import type { RunControl } from './control';
import type { GraphParams, NeighbourGraph, NeighbourPool } from './neighbours';
import type { Curve, SimilarityModel } from './similarity';
import { clusterTerms, idfLookup, type SummarizedCluster, type UniqueKeyword } from './summarize';
import type { Topic } from '@/contract/types/clustering';
import type { LanguageCode } from '@/contract/vocabulary';
import { termLike, titleLike, topicName } from './topicName';
import { languageResources } from './languages';
import { sumKnown } from '../figures';

/**
 * Centroid cosines run higher than keyword pair similarities (averaging cancels the noise of single
 * words), so cluster-to-cluster similarity has its own curve to the 0..1 scale (relate.ts).
 */
export const TOPIC_HYBRID_CURVE: Curve = {
  at: [0, 0.1, 0.3, 0.5, 0.7, 0.9, 1],
  raw: [0, 0.04, 0.12, 0.2, 0.3, 0.45, 0.6],
};
export const TOPIC_LEXICAL_CURVE: Curve = {
  at: [0, 0.1, 0.3, 0.5, 0.7, 0.9, 1],
  raw: [0, 0.03, 0.08, 0.14, 0.22, 0.35, 0.5],
};

export const TOPIC_GRAPH: GraphParams = {
  k: 25,
  lexicalCandidates: 32,
  wordCap: 64,
  charCap: 8,
  projections: 2,
  window: 6,
  maxDegree: 75,
  // A centroid's search costs about ten keywords' (k 25 of 32 candidates and 24 by projection, not
  // 8 of 12 and 12), but sharing it has a fixed cost: with two threads the topics stage took
  // 0.32-0.36 s shared against 0.25-0.28 s alone for the 2,087 clusters of 10,000 keywords, and
  // 0.39 s against 0.40-0.46 s for the 3,966 of 20,000 (issue 28).
  parallelFrom: 3000,
};

/**
 * Slider → modularity resolution: 0.5 (the default) → 2, the best on CLINC150's domains; each 0.1
 * step multiplies it by 8^0.1 (0.1 → 0.87 for a few broad topics, 1.0 → 5.7 for narrow ones).
 */
export const resolution = (threshold: number) => 2 * 8 ** (Math.min(1, Math.max(0.1, threshold)) - 0.5);

/**
 * The centroid graph's positive similarities as community weights. Both passes keep exactly the
 * edges that are `> 0` (a NaN is no weight: `NaN <= 0` is false too, so a test of `<= 0` in one pass
 * would have written it past the arrays the other sized).
 */
export function positiveEdges(graph: NeighbourGraph): WeightedGraph {
  const ptr = new Int32Array(graph.ptr.length);
  let kept = 0;
  for (let e = 0; e < graph.ptr[graph.ptr.length - 1]; e++) if (graph.sim[e] > 0) kept++;
  const nbr = new Int32Array(kept);
  const w = new Float64Array(kept);
  let o = 0;
  for (let i = 0; i + 1 < graph.ptr.length; i++) {
    for (let e = graph.ptr[i]; e < graph.ptr[i + 1]; e++) {
      if (!(graph.sim[e] > 0)) continue;
      nbr[o] = graph.nbr[e];
      w[o++] = graph.sim[e];
    }
    ptr[i + 1] = o;
  }
  return { ptr, nbr, w };
}

export interface TopicInput {
  model: SimilarityModel;
  items: readonly UniqueKeyword[];
  clusters: readonly SummarizedCluster[];
  /** Keyword indexes of each cluster. */
  members: readonly (readonly number[])[];
  /** Calibrated 0.1..1. */
  threshold: number;
  /** The list's language: which question words keep a keyword from naming its topic. */
  language: LanguageCode;
  /** Threads that share the clusters' neighbour search (at 100,000 keywords, 25,000+ clusters). */
  pool?: NeighbourPool;
}

const MAX_TOPIC_TERMS = 4;

/**
 * The terms that tie a topic's clusters together: the clusters' own terms that recur in at least two
 * of them (and 30% of them), most shared first; else the words many of its keywords share; else (a
 * tie by meaning alone, no word in common) the leading term of each of its largest clusters.
 */
function topicTerms(
  clusters: readonly SummarizedCluster[],
  members: readonly number[],
  items: readonly UniqueKeyword[],
  idfOf: (stem: string) => number,
): string[] {
  const count = new Map<string, number>();
  for (const cluster of clusters)
    for (const term of new Set(cluster.terms)) count.set(term, (count.get(term) ?? 0) + 1);
  const need = Math.max(2, Math.ceil(clusters.length * 0.3));
  const shared = [...count.entries()]
    .filter(([, n]) => n >= need)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_TOPIC_TERMS)
    .map(([term]) => term);
  if (shared.length > 0) return shared;
  const common = clusterTerms(members, items, idfOf);
  if (common.length > 0) return common;
  const leading = [...clusters]
    .sort((a, b) => b.keywords.length - a.keywords.length)
    .map((cluster) => cluster.terms[0])
    .filter((term): term is string => term !== undefined);
  return [...new Set(leading)].slice(0, MAX_TOPIC_TERMS);
}

/** Topics in output order (volume, then size, then first cluster) and each cluster's topic id. */
export async function groupTopics(
  input: TopicInput,
  control: RunControl,
): Promise<{ topics: Topic[]; topicOf: string[] }> {
  const { model, items, clusters, members } = input;
  const count = clusters.length;
  if (count === 0) return { topics: [], topicOf: [] };
  const curve = model.semantic ? TOPIC_HYBRID_CURVE : TOPIC_LEXICAL_CURVE;
  const centroids = centroidModel(model, members, curve);
  const graph = await centroidGraph(centroids, TOPIC_GRAPH, control, input.pool);
  const owner = communities(positiveEdges(graph), count, resolution(input.threshold));

  const byHead = new Map<number, number[]>();
  owner.forEach((head, c) => {
    const list = byHead.get(head);
    if (list) list.push(c);
    else byHead.set(head, [c]);
  });
  const idfOf = idfLookup(model.lexical);
  const { stopwords } = languageResources(input.language);
  const built = [...byHead.values()].map((list) => {
    const own = list.map((c) => clusters[c]);
    const terms = (
      own.length === 1
        ? own[0].terms
        : topicTerms(
            own,
            list.flatMap((c) => members[c]),
            items,
            idfOf,
          )
    ).filter((term) => termLike(term) && !stopwords.has(term));
    return {
      list,
      name:
        own.length === 1 && titleLike(own[0].name, input.language)
          ? own[0].name
          : topicName(own, terms, input.language),
      terms,
      total_volume: sumKnown(own.map((cluster) => cluster.total_volume)),
      keyword_count: own.reduce((sum, cluster) => sum + cluster.keywords.length, 0),
    };
  });
  built.sort(
    (a, b) =>
      (b.total_volume ?? 0) - (a.total_volume ?? 0) || b.keyword_count - a.keyword_count || a.list[0] - b.list[0],
  );
  const topicOf: string[] = new Array(count);
  const topics = built.map((topic, t): Topic => {
    const id = `t${t + 1}`;
    for (const c of topic.list) topicOf[c] = id;
    return {
      id,
      name: topic.name,
      cluster_ids: topic.list.map((c) => clusters[c].id),
      total_volume: topic.total_volume,
      keyword_count: topic.keyword_count,
      terms: topic.terms,
    };
  });
  return { topics, topicOf };
}
