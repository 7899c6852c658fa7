// A similarity model whose items are groups of keywords: each group's word, character and
// word-vector rows are the unit-length sums of its members' rows (its centroid in each block).
// The neighbour graph and the linkage then run on groups as they do on keywords, so cluster-level
// similarity (topics, related clusters) uses the same measure as the keyword level, with centroid
// cosines instead of mean pair similarities: two broad clusters about one subject are close even
// when few of their keyword pairs are.
import type { RunControl } from './control';
import type { SparseRows } from './features';
import { buildNeighbourGraph, type GraphParams, type NeighbourGraph, type NeighbourPool } from './neighbours';
import { PairScorer, type Curve, type SimilarityModel } from './similarity';

function sumRows(rows: SparseRows, groups: readonly (readonly number[])[], space: number): SparseRows {
  const ptr = new Int32Array(groups.length + 1);
  // A group has at most its members' entries: typed arrays of that size, cut to what is used.
  let bound = 0;
  let largest = 0;
  for (const members of groups) {
    let entries = 0;
    for (const i of members) entries += rows.ptr[i + 1] - rows.ptr[i];
    bound += entries;
    largest = Math.max(largest, entries);
  }
  const idx = new Int32Array(bound);
  const val = new Float32Array(bound);
  // A dense accumulator with a list of the features touched: no hashing, no per-group allocation.
  const acc = new Float64Array(space);
  const touched = new Int32Array(largest);
  let o = 0;
  groups.forEach((members, g) => {
    let nt = 0;
    for (const i of members) {
      for (let k = rows.ptr[i]; k < rows.ptr[i + 1]; k++) {
        const f = rows.idx[k];
        if (acc[f] === 0) touched[nt++] = f;
        acc[f] += rows.val[k];
      }
    }
    const features = touched.subarray(0, nt).sort();
    let norm = 0;
    for (const f of features) norm += acc[f] * acc[f];
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (const f of features) {
      idx[o] = f;
      val[o++] = acc[f] * scale;
      acc[f] = 0;
    }
    ptr[g + 1] = o;
  });
  return { ptr, idx: idx.slice(0, o), val: val.slice(0, o) };
}

function sumSemantic(model: SimilarityModel, groups: readonly (readonly number[])[]): Float32Array | null {
  const { semantic, dim } = model;
  if (!semantic) return null;
  const out = new Float32Array(groups.length * dim);
  groups.forEach((members, g) => {
    const row = out.subarray(g * dim, (g + 1) * dim);
    for (const i of members) for (let d = 0; d < dim; d++) row[d] += semantic[i * dim + d];
    let norm = 0;
    for (let d = 0; d < dim; d++) norm += row[d] * row[d];
    if (norm > 0) {
      const scale = 1 / Math.sqrt(norm);
      for (let d = 0; d < dim; d++) row[d] *= scale;
    }
  });
  return out;
}

/** The model of `groups` (lists of keyword indexes of `model`), scored on `curve`. */
export function centroidModel(
  model: SimilarityModel,
  groups: readonly (readonly number[])[],
  curve: Curve,
): SimilarityModel {
  const { lexical } = model;
  return {
    n: groups.length,
    lexical: {
      ...lexical,
      words: sumRows(lexical.words, groups, lexical.wordVocab.length),
      chars: sumRows(lexical.chars, groups, lexical.charSpace),
    },
    semantic: sumSemantic(model, groups),
    dim: model.dim,
    weights: model.weights,
    curve,
  };
}

/** Below this many groups every pair is scored: the sampled candidates of large graphs could miss pairs. */
const EXACT_UP_TO = 600;

/** Each group's `params.k` most similar groups (exactly when there are few), as a symmetric graph. */
export async function centroidGraph(
  model: SimilarityModel,
  params: GraphParams,
  control: RunControl,
  /** Threads that share the search of a large graph (the engine's own pool). */
  pool?: NeighbourPool,
): Promise<NeighbourGraph> {
  const { n } = model;
  if (n > EXACT_UP_TO) return buildNeighbourGraph(model, params, control, pool);
  const scorer = new PairScorer(model);
  const best: { j: number; sim: number }[][] = [];
  for (let i = 0; i < n; i++) {
    scorer.load(i);
    const row: { j: number; sim: number }[] = [];
    for (let j = 0; j < n; j++) if (j !== i) row.push({ j, sim: scorer.score(j) });
    best.push(row.sort((a, b) => b.sim - a.sim || a.j - b.j).slice(0, params.k));
    if (control.due(i)) await control.tick(i);
  }
  const links = Array.from({ length: n }, () => new Map<number, number>());
  best.forEach((row, i) =>
    row.forEach(({ j, sim }) => {
      links[i].set(j, sim);
      links[j].set(i, sim);
    }),
  );
  const ptr = new Int32Array(n + 1);
  const nbr: number[] = [];
  const sim: number[] = [];
  links.forEach((map, i) => {
    for (const j of [...map.keys()].sort((a, b) => a - b)) {
      nbr.push(j);
      sim.push(map.get(j) as number);
    }
    ptr[i + 1] = nbr.length;
  });
  return { ptr, nbr: Int32Array.from(nbr), sim: Float32Array.from(sim) };
}
