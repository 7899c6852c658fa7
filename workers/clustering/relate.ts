// How the clusters of a result relate, measured with the engine's own similarity (word and
// character TF-IDF plus word vectors in English): cluster-to-cluster similarity, how tight each
// cluster is, which keywords sit closer to another cluster, and sub-groups inside each cluster.
// Other areas (content briefs, the cluster map, AI suggestions) use it; it never changes a result.
import { GroupSums } from './centroids';
import { centroidGraph, centroidModel } from './centroidModel';
import { RunControl } from './control';
import { buildLexicalFeatures } from './features';
import { languageResources, resolveLanguage } from './languages';
import { semanticMatrix } from './semantic';
import {
  calibrate,
  HYBRID_CURVE,
  HYBRID_WEIGHTS,
  LEXICAL_CURVE,
  LEXICAL_WEIGHTS,
  PairScorer,
  rawThreshold,
  type SimilarityModel,
} from './similarity';
import { cachedStemmer, normalizeKeyword, type NormalizedText } from './text';
import { TOPIC_GRAPH, TOPIC_HYBRID_CURVE, TOPIC_LEXICAL_CURVE } from './topics';
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

const MAX_NEIGHBOURS = 10;
const MIN_NEIGHBOUR_SIMILARITY = 0.3;
/** Sub-groups join at this calibrated similarity: stricter than the slider's default page cut (0.7). */
const SUBGROUP_THRESHOLD = 0.8;
const MAX_SUBGROUPED = 200;

const round = (x: number) => Math.round(x * 1000) / 1000;

/** Exact average linkage of one cluster's keywords, stopped below `threshold` (raw). */
function subgroupsOf(members: readonly number[], model: SimilarityModel, threshold: number): number[][] {
  const m = members.length;
  if (m > MAX_SUBGROUPED) return [];
  if (m < 3) return members.map((_, t) => [t]);
  const scorer = new PairScorer(model);
  // total[a * m + b]: summed pair similarity between groups a and b (by their first index).
  const total = new Float64Array(m * m);
  for (let a = 0; a < m; a++) {
    scorer.load(members[a]);
    for (let b = a + 1; b < m; b++) total[a * m + b] = total[b * m + a] = scorer.score(members[b]);
  }
  const groups: (number[] | null)[] = members.map((_, t) => [t]);
  for (;;) {
    let bestA = -1;
    let bestB = -1;
    let best = threshold;
    for (let a = 0; a < m; a++) {
      const ga = groups[a];
      if (!ga) continue;
      for (let b = a + 1; b < m; b++) {
        const gb = groups[b];
        if (!gb) continue;
        const mean = total[a * m + b] / (ga.length * gb.length);
        if (mean >= best && (bestA < 0 || mean > best)) {
          best = mean;
          bestA = a;
          bestB = b;
        }
      }
    }
    if (bestA < 0) break;
    (groups[bestA] as number[]).push(...(groups[bestB] as number[]));
    groups[bestB] = null;
    for (let c = 0; c < m; c++) {
      total[bestA * m + c] += total[bestB * m + c];
      total[c * m + bestA] = total[bestA * m + c];
    }
  }
  return groups
    .filter((group): group is number[] => group !== null)
    .map((group) => group.sort((a, b) => a - b))
    .sort((a, b) => b.length - a.length || a[0] - b[0]);
}

export async function relateClusters(input: RelateInput, vectors?: WordVectors): Promise<ClusterRelations> {
  const language = resolveLanguage(input.language, input.location);
  const lang = languageResources(language);
  const stem = cachedStemmer(lang);
  const control = new RunControl();
  const texts: NormalizedText[] = [];
  const members: number[][] = input.clusters.map((cluster) =>
    cluster.keywords.map((keyword) => texts.push(normalizeKeyword(keyword, lang, stem)) - 1),
  );
  const lexical = await buildLexicalFeatures(texts, lang, stem, control);
  const semantic = vectors && language === 'en' ? await semanticMatrix(texts, vectors, control) : null;
  const model: SimilarityModel = {
    n: texts.length,
    lexical,
    semantic: semantic?.matrix ?? null,
    dim: semantic?.dim ?? 0,
    weights: semantic ? HYBRID_WEIGHTS : LEXICAL_WEIGHTS,
    curve: semantic ? HYBRID_CURVE : LEXICAL_CURVE,
  };
  const sums = new GroupSums(model);
  for (const list of members) for (const i of list.slice(1)) sums.merge(list[0], i);

  const present = members.map((_, c) => c).filter((c) => members[c].length > 0);
  const topicCurve = semantic ? TOPIC_HYBRID_CURVE : TOPIC_LEXICAL_CURVE;
  const centroids = centroidModel(
    model,
    present.map((c) => members[c]),
    topicCurve,
  );
  const graph = await centroidGraph(centroids, TOPIC_GRAPH, control);
  // Every graph neighbour is a candidate home for a cluster's keywords; the close ones are reported.
  const candidates: { cluster: number; similarity: number }[][] = members.map(() => []);
  present.forEach((c, p) => {
    for (let e = graph.ptr[p]; e < graph.ptr[p + 1]; e++) {
      candidates[c].push({ cluster: present[graph.nbr[e]], similarity: calibrate(graph.sim[e], topicCurve) });
    }
    candidates[c].sort((a, b) => b.similarity - a.similarity || a.cluster - b.cluster);
  });
  const neighbours = candidates.map((list) =>
    list.filter((n) => n.similarity >= MIN_NEIGHBOUR_SIMILARITY).slice(0, MAX_NEIGHBOURS),
  );

  const subgroupThreshold = rawThreshold(SUBGROUP_THRESHOLD, model.curve);
  const clusters = input.clusters.map((cluster, c): ClusterRelation => {
    const list = members[c];
    if (list.length === 0) return { id: cluster.id, cohesion: 0, neighbours: [], keywords: [], subgroups: [] };
    sums.load(list[0]);
    const keywords = list.map((i): KeywordFit => {
      const own =
        list.length === 1 ? 1 : calibrate((sums.keywordWithLoaded(i) - sums.self(i)) / (list.length - 1), model.curve);
      let bestOther = -1;
      let bestSimilarity = 0;
      for (const { cluster: d } of candidates[c]) {
        const similarity = calibrate(sums.totalForKeyword(i, members[d][0]) / members[d].length, model.curve);
        if (similarity > bestSimilarity) {
          bestSimilarity = similarity;
          bestOther = d;
        }
      }
      return {
        own: round(own),
        best_other_id: bestOther >= 0 ? input.clusters[bestOther].id : null,
        best_other: round(bestSimilarity),
      };
    });
    return {
      id: cluster.id,
      cohesion: round(keywords.reduce((sum, fit) => sum + fit.own, 0) / keywords.length),
      neighbours: neighbours[c].map((n) => ({ id: input.clusters[n.cluster].id, similarity: round(n.similarity) })),
      keywords,
      subgroups: subgroupsOf(list, model, subgroupThreshold),
    };
  });
  return { clusters, semantic: semantic !== null };
}
