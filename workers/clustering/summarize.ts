// Turns cluster labels into the result: metrics per cluster, its name and tying terms,
// each member's similarity to its cluster, and the nearest cluster of each unclustered
// keyword. Output order is deterministic: clusters by volume, size, then first input.
import type { LexicalFeatures } from './features';
import { dominantIntent } from './intent';
import type { NeighbourGraph } from './neighbours';
import type { GroupSums } from './centroids';
import { calibrate, type SimilarityModel } from './similarity';
import type { SearchIntent } from '@/contract/types/clustering';
import type { Cluster, ClusteredKeyword, OutputKeyword, UnclusteredKeyword } from './types';
import { figureTotals, type KeywordFigureSet } from '../figures';

export interface UniqueKeyword {
  out: OutputKeyword;
  /** Figures of each of `out.variants`: the totals count every spelling once. */
  variantFigures: KeywordFigureSet[];
  intent: SearchIntent;
  stems: string[];
  surfaces: string[];
}

const MAX_TERMS = 4;

function mean(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

export interface SummaryInput {
  items: readonly UniqueKeyword[];
  owner: Int32Array;
  sums: GroupSums;
  minSize: number;
  model: SimilarityModel;
  graph: NeighbourGraph;
}

/** The terms shared by many of `members` (at least 30%, at least 2 keywords): why they are together. */
export function clusterTerms(
  members: readonly number[],
  items: readonly UniqueKeyword[],
  idfOf: (stem: string) => number,
): string[] {
  // Per stem, the keywords holding it (each once: `last` is the last one counted). The surface forms
  // are counted afterwards for the few stems kept, not in a map per stem of every cluster.
  const count = new Map<string, { keywords: number; last: number }>();
  for (const i of members) {
    for (const s of items[i].stems) {
      const c = count.get(s);
      if (!c) count.set(s, { keywords: 1, last: i });
      else if (c.last !== i) {
        c.keywords++;
        c.last = i;
      }
    }
  }
  const need = members.length === 1 ? 1 : Math.max(2, Math.ceil(members.length * 0.3));
  const shared: [string, number][] = [];
  for (const [s, c] of count) if (c.keywords >= need) shared.push([s, c.keywords]);
  // Both orders are total (stems and forms are distinct), so they do not depend on the maps' order.
  return shared
    .sort((a, b) => b[1] - a[1] || idfOf(b[0]) - idfOf(a[0]) || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_TERMS)
    .map(([s]) => {
      const forms = new Map<string, number>();
      for (const i of members) {
        const it = items[i];
        for (let k = 0; k < it.stems.length; k++)
          if (it.stems[k] === s) forms.set(it.surfaces[k], (forms.get(it.surfaces[k]) ?? 0) + 1);
      }
      // The most frequent form, the first in code-unit order on a tie.
      let best = s;
      let bestCount = 0;
      for (const [form, c] of forms) {
        if (c > bestCount || (c === bestCount && form < best)) {
          best = form;
          bestCount = c;
        }
      }
      return best;
    });
}

export function idfLookup(lexical: LexicalFeatures): (stem: string) => number {
  const ids = new Map<string, number>();
  lexical.wordVocab.forEach((f, id) => ids.set(f, id));
  return (stem) => {
    const id = ids.get(stem);
    return id === undefined ? 0 : lexical.wordIdf[id];
  };
}

/** A cluster before topics are grouped. */
export type SummarizedCluster = Omit<Cluster, 'topic' | 'method'>;

export interface Summary {
  clusters: SummarizedCluster[];
  /** Keyword indexes of each cluster (same order as `clusters`). */
  members: number[][];
  unclustered: UnclusteredKeyword[];
}

export function summarize(input: SummaryInput): Summary {
  const { items, owner, sums, minSize, model, graph } = input;
  const idfOf = idfLookup(model.lexical);
  const groups = new Map<number, number[]>();
  owner.forEach((head, i) => {
    const list = groups.get(head);
    if (list) list.push(i);
    else groups.set(head, [i]);
  });

  // Mean similarity of a member to the other members, from the group's summed vectors.
  const memberSimilarities = (members: readonly number[]): number[] => {
    if (members.length === 1) return [1];
    sums.load(owner[members[0]]);
    return members.map((i) =>
      calibrate((sums.keywordWithLoaded(i) - sums.self(i)) / (members.length - 1), model.curve),
    );
  };
  const similarityTo = (i: number, members: readonly number[]): number =>
    calibrate(sums.totalForKeyword(i, owner[members[0]]) / members.length, model.curve);

  const built: { cluster: Omit<SummarizedCluster, 'id'>; first: number; members: number[] }[] = [];
  for (const members of groups.values()) {
    if (members.length < minSize) continue;
    const sims = memberSimilarities(members);
    const kws: ClusteredKeyword[] = members.map((i, t) => ({ ...items[i].out, similarity: round(sims[t], 4) }));
    const order = members
      .map((_, t) => t)
      .sort(
        (a, b) =>
          (kws[b].search_volume ?? -1) - (kws[a].search_volume ?? -1) ||
          sims[b] - sims[a] ||
          kws[a].input_index - kws[b].input_index,
      );
    const hasVolume = kws.some((k) => (k.search_volume ?? 0) > 0);
    const nameAt = hasVolume
      ? order[0]
      : members.map((_, t) => t).sort((a, b) => sims[b] - sims[a] || kws[a].input_index - kws[b].input_index)[0];
    built.push({
      // A fold, not Math.min(...): a cluster with no maximum size can outgrow the arguments' stack.
      first: kws.reduce((least, k) => Math.min(least, k.input_index), Infinity),
      members,
      cluster: {
        name: kws[nameAt].text,
        keywords: order.map((t) => kws[t]),
        ...figureTotals([...kws, ...members.flatMap((i) => items[i].variantFigures)]),
        intent: dominantIntent(members.map((i) => items[i].intent)),
        terms: clusterTerms(members, items, idfOf),
        cohesion: round(mean(sims), 4),
      },
    });
  }
  built.sort(
    (a, b) =>
      (b.cluster.total_volume ?? 0) - (a.cluster.total_volume ?? 0) ||
      b.members.length - a.members.length ||
      a.first - b.first,
  );
  const clusters: SummarizedCluster[] = built.map((b, t) => ({ id: `c${t + 1}`, ...b.cluster }));
  const clusterOf = new Int32Array(items.length).fill(-1);
  built.forEach((b, t) => b.members.forEach((i) => (clusterOf[i] = t)));

  const unclustered: UnclusteredKeyword[] = [];
  for (let i = 0; i < items.length; i++) {
    if (clusterOf[i] >= 0) continue;
    let best = -1;
    let bestSim = 0;
    const tried = new Set<number>();
    for (let e = graph.ptr[i]; e < graph.ptr[i + 1]; e++) {
      const c = clusterOf[graph.nbr[e]];
      if (c < 0 || tried.has(c)) continue;
      tried.add(c);
      const sim = similarityTo(i, built[c].members);
      if (sim > bestSim || (sim === bestSim && best >= 0 && c < best)) {
        best = c;
        bestSim = sim;
      }
    }
    unclustered.push({
      ...items[i].out,
      nearest_cluster_id: best >= 0 ? clusters[best].id : null,
      nearest_cluster_name: best >= 0 ? clusters[best].name : null,
      similarity: round(bestSim, 4),
    });
  }
  unclustered.sort((a, b) => a.input_index - b.input_index);
  return { clusters, members: built.map((b) => b.members), unclustered };
}
