// Sum vectors of groups. The pair similarity is a weighted sum of dot products, so the
// total similarity over all member pairs of two groups is the same weighting of the dot
// products of their summed vectors: average linkage without visiting member pairs.
import type { SparseRows } from './features';
import type { SimilarityModel } from './similarity';

interface SparseSum {
  idx: Int32Array;
  val: Float32Array;
}

function row(rows: SparseRows, i: number): SparseSum {
  return { idx: rows.idx.subarray(rows.ptr[i], rows.ptr[i + 1]), val: rows.val.subarray(rows.ptr[i], rows.ptr[i + 1]) };
}

/** Index of the first entry ≥ target in idx[from..). */
function lowerBound(idx: Int32Array, target: number, from: number): number {
  let lo = from;
  let hi = idx.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (idx[mid] < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function sparseDot(a: SparseSum, b: SparseSum): number {
  if (a.idx.length > b.idx.length) [a, b] = [b, a];
  let sum = 0;
  if (a.idx.length * 8 < b.idx.length) {
    // Very uneven sizes (a keyword against a big group): binary search the long side.
    let at = 0;
    for (let k = 0; k < a.idx.length; k++) {
      at = lowerBound(b.idx, a.idx[k], at);
      if (at === b.idx.length) break;
      if (b.idx[at] === a.idx[k]) sum += a.val[k] * b.val[at];
    }
    return sum;
  }
  let p = 0;
  let q = 0;
  while (p < a.idx.length && q < b.idx.length) {
    const x = a.idx[p];
    const y = b.idx[q];
    if (x === y) sum += a.val[p++] * b.val[q++];
    else if (x < y) p++;
    else q++;
  }
  return sum;
}

function sparseAdd(a: SparseSum, b: SparseSum): SparseSum {
  const idx = new Int32Array(a.idx.length + b.idx.length);
  const val = new Float32Array(idx.length);
  let p = 0;
  let q = 0;
  let o = 0;
  while (p < a.idx.length || q < b.idx.length) {
    const x = p < a.idx.length ? a.idx[p] : 2147483647;
    const y = q < b.idx.length ? b.idx[q] : 2147483647;
    if (x === y) {
      idx[o] = x;
      val[o++] = a.val[p++] + b.val[q++];
    } else if (x < y) {
      idx[o] = x;
      val[o++] = a.val[p++];
    } else {
      idx[o] = y;
      val[o++] = b.val[q++];
    }
  }
  return { idx: idx.subarray(0, o), val: val.subarray(0, o) };
}

export class GroupSums {
  private readonly words: SparseSum[];
  private readonly chars: SparseSum[];
  private readonly sem: Float32Array | null;
  private readonly dim: number;
  private readonly wordAcc: Float32Array;
  private readonly charAcc: Float32Array;
  private loaded = -1;

  constructor(private readonly model: SimilarityModel) {
    this.wordAcc = new Float32Array(model.lexical.wordVocab.length);
    this.charAcc = new Float32Array(model.lexical.charSpace);
    const { n, lexical } = model;
    this.words = Array.from({ length: n }, (_, i) => row(lexical.words, i));
    this.chars = Array.from({ length: n }, (_, i) => row(lexical.chars, i));
    this.dim = model.dim;
    this.sem = model.semantic && model.weights.semantic > 0 ? model.semantic.slice() : null;
  }

  /** Sum of pair similarities between the groups headed by a and b. */
  total(a: number, b: number): number {
    const { weights } = this.model;
    let s = weights.word * sparseDot(this.words[a], this.words[b]) + weights.char * sparseDot(this.chars[a], this.chars[b]);
    if (this.sem) {
      const dim = this.dim;
      let d = 0;
      for (let k = 0; k < dim; k++) d += this.sem[a * dim + k] * this.sem[b * dim + k];
      s += weights.semantic * d;
    }
    return s;
  }

  /** Sum of similarities of keyword i to every member of group g (i itself included if a member). */
  totalForKeyword(i: number, g: number): number {
    const { lexical, weights, semantic } = this.model;
    let s = weights.word * sparseDot(row(lexical.words, i), this.words[g]) + weights.char * sparseDot(row(lexical.chars, i), this.chars[g]);
    if (this.sem && semantic) {
      const dim = this.dim;
      let d = 0;
      for (let k = 0; k < dim; k++) d += semantic[i * dim + k] * this.sem[g * dim + k];
      s += weights.semantic * d;
    }
    return s;
  }

  /** Similarity of keyword i with itself (1 when every part of it is non-empty). */
  self(i: number): number {
    const { lexical, weights, semantic } = this.model;
    const w = row(lexical.words, i);
    const c = row(lexical.chars, i);
    let s = weights.word * sparseDot(w, w) + weights.char * sparseDot(c, c);
    if (this.sem && semantic) {
      const dim = this.dim;
      let d = 0;
      for (let k = 0; k < dim; k++) d += semantic[i * dim + k] ** 2;
      s += weights.semantic * d;
    }
    return s;
  }

  /**
   * Scatters group g's sums into dense accumulators, after which `totalWithLoaded(d)`
   * costs one pass over d's own sums: cheap for the many neighbours of a grown group.
   */
  load(g: number): void {
    this.unload();
    const w = this.words[g];
    for (let k = 0; k < w.idx.length; k++) this.wordAcc[w.idx[k]] = w.val[k];
    const c = this.chars[g];
    for (let k = 0; k < c.idx.length; k++) this.charAcc[c.idx[k]] = c.val[k];
    this.loaded = g;
  }

  /** Same as total(loaded, d). */
  totalWithLoaded(d: number): number {
    const { weights } = this.model;
    const w = this.words[d];
    let word = 0;
    for (let k = 0; k < w.idx.length; k++) word += this.wordAcc[w.idx[k]] * w.val[k];
    const c = this.chars[d];
    let chr = 0;
    for (let k = 0; k < c.idx.length; k++) chr += this.charAcc[c.idx[k]] * c.val[k];
    let s = weights.word * word + weights.char * chr;
    if (this.sem) {
      const dim = this.dim;
      const a = this.loaded * dim;
      let dot = 0;
      for (let k = 0; k < dim; k++) dot += this.sem[a + k] * this.sem[d * dim + k];
      s += weights.semantic * dot;
    }
    return s;
  }

  private unload(): void {
    if (this.loaded < 0) return;
    const w = this.words[this.loaded];
    for (let k = 0; k < w.idx.length; k++) this.wordAcc[w.idx[k]] = 0;
    const c = this.chars[this.loaded];
    for (let k = 0; k < c.idx.length; k++) this.charAcc[c.idx[k]] = 0;
    this.loaded = -1;
  }

  /** Adds group b's sums into group a. */
  merge(a: number, b: number): void {
    this.unload();
    this.words[a] = sparseAdd(this.words[a], this.words[b]);
    this.chars[a] = sparseAdd(this.chars[a], this.chars[b]);
    if (this.sem) {
      const dim = this.dim;
      for (let k = 0; k < dim; k++) this.sem[a * dim + k] += this.sem[b * dim + k];
    }
  }
}
