// Sum vectors of groups. The pair similarity is a weighted sum of dot products, so the
// total similarity over all member pairs of two groups is the same weighting of the dot
// products of their summed vectors: average linkage without visiting member pairs.
import type { SparseRows } from './features';
import { dot, type SimilarityModel } from './similarity';

/** A sparse vector as a slice [start, end) of idx/val, sorted by idx. */
interface Slice {
  idx: Int32Array;
  val: Float32Array;
  start: number;
  end: number;
}

/** Index of the first entry ≥ target in idx[from..end). */
function lowerBound(idx: Int32Array, target: number, from: number, end: number): number {
  let lo = from;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (idx[mid] < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function sparseDot(x: Slice, y: Slice): number {
  // The shorter first (a swap through locals: a destructured swap allocated an array per call).
  const a = x.end - x.start > y.end - y.start ? y : x;
  const b = a === x ? y : x;
  let sum = 0;
  if ((a.end - a.start) * 8 < b.end - b.start) {
    // Very uneven sizes (a keyword against a big group): binary search the long side.
    let at = b.start;
    for (let k = a.start; k < a.end; k++) {
      at = lowerBound(b.idx, a.idx[k], at, b.end);
      if (at === b.end) break;
      if (b.idx[at] === a.idx[k]) sum += a.val[k] * b.val[at];
    }
    return sum;
  }
  let p = a.start;
  let q = b.start;
  while (p < a.end && q < b.end) {
    const x = a.idx[p];
    const y = b.idx[q];
    if (x === y) sum += a.val[p++] * b.val[q++];
    else if (x < y) p++;
    else q++;
  }
  return sum;
}

/** Row i's dot product with itself, summed in the order sparseDot(row, row) sums it. */
function squaredNorm(rows: SparseRows, i: number): number {
  let sum = 0;
  for (let k = rows.ptr[i]; k < rows.ptr[i + 1]; k++) sum += rows.val[k] * rows.val[k];
  return sum;
}

/** a + b written into `out`'s room (enough for both): sets its end. */
function sparseAdd(a: Slice, b: Slice, out: Slice): void {
  const { idx, val } = out;
  let p = a.start;
  let q = b.start;
  let o = out.start;
  while (p < a.end || q < b.end) {
    const x = p < a.end ? a.idx[p] : 2147483647;
    const y = q < b.end ? b.idx[q] : 2147483647;
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
  out.end = o;
}

/** A merged group's sums: a slot of 2^size entries in one of the pool's shared arrays. */
interface Slot extends Slice {
  size: number;
}

/** Entries per shared array (one slot where a slot is larger). */
const CHUNK = 1 << 16;

/**
 * Room for merged groups' sums, by power-of-two capacity: a merge frees the two groups' old slots and
 * takes one, so the 70,000 merges of 100,000 keywords reuse a few thousand slots. Slots are carved
 * out of large shared arrays: a pair of typed arrays per slot cost the linkage a few percent.
 */
class BufferPool {
  private readonly free: Slot[][] = [];
  /** Per size, the shared arrays being carved and how far. */
  private readonly carving: { idx: Int32Array; val: Float32Array; used: number }[] = [];

  take(entries: number): Slot {
    const size = entries <= 16 ? 4 : 32 - Math.clz32(entries - 1);
    const slot = this.free[size]?.pop();
    if (slot) return slot;
    let chunk = this.carving[size];
    if (!chunk || chunk.used === chunk.idx.length) {
      const length = Math.max(CHUNK, 1 << size);
      chunk = this.carving[size] = { idx: new Int32Array(length), val: new Float32Array(length), used: 0 };
    }
    const start = chunk.used;
    chunk.used += 1 << size;
    return { idx: chunk.idx, val: chunk.val, start, end: start, size };
  }

  give(slot: Slot): void {
    (this.free[slot.size] ??= []).push(slot);
  }
}

/** Per-group sums of one block: merged groups own a slice; others read their feature row. */
class BlockSums {
  private readonly own: (Slot | undefined)[];
  private readonly pool = new BufferPool();
  readonly acc: Float32Array;

  constructor(
    private readonly rows: SparseRows,
    n: number,
    space: number,
  ) {
    this.own = new Array<Slot | undefined>(n);
    this.acc = new Float32Array(space);
  }

  get(g: number): Slice {
    return (
      this.own[g] ?? { idx: this.rows.idx, val: this.rows.val, start: this.rows.ptr[g], end: this.rows.ptr[g + 1] }
    );
  }

  merge(a: number, b: number): void {
    const x = this.own[a];
    const y = this.own[b];
    const sa = this.get(a);
    const sb = this.get(b);
    const slot = this.pool.take(sa.end - sa.start + sb.end - sb.start);
    sparseAdd(sa, sb, slot);
    this.own[a] = slot;
    this.own[b] = undefined;
    if (x) this.pool.give(x);
    if (y) this.pool.give(y);
  }

  /** Writes group g into the dense accumulator (value) or clears it (0). */
  scatter(g: number, on: boolean): void {
    const s = this.own[g];
    const idx = s ? s.idx : this.rows.idx;
    const val = s ? s.val : this.rows.val;
    const end = s ? s.end : this.rows.ptr[g + 1];
    for (let k = s ? s.start : this.rows.ptr[g]; k < end; k++) this.acc[idx[k]] = on ? val[k] : 0;
  }

  /** Dot product of group d with the scattered group. */
  gather(d: number): number {
    const s = this.own[d];
    const idx = s ? s.idx : this.rows.idx;
    const val = s ? s.val : this.rows.val;
    const end = s ? s.end : this.rows.ptr[d + 1];
    let sum = 0;
    for (let k = s ? s.start : this.rows.ptr[d]; k < end; k++) sum += this.acc[idx[k]] * val[k];
    return sum;
  }
}

export class GroupSums {
  private readonly words: BlockSums;
  private readonly chars: BlockSums;
  private readonly sem: Float32Array | null;
  private readonly dim: number;
  private loaded = -1;

  constructor(private readonly model: SimilarityModel) {
    const { n, lexical } = model;
    this.words = new BlockSums(lexical.words, n, lexical.wordVocab.length);
    this.chars = new BlockSums(lexical.chars, n, lexical.charSpace);
    this.dim = model.dim;
    this.sem = model.semantic && model.weights.semantic > 0 ? model.semantic.slice() : null;
  }

  private semDot(x: Float32Array, i: number, g: number): number {
    if (!this.sem) return 0;
    return dot(x, i * this.dim, this.sem, g * this.dim, this.dim);
  }

  /** Sum of pair similarities between the groups headed by a and b. */
  total(a: number, b: number): number {
    const { weights } = this.model;
    return (
      weights.word * sparseDot(this.words.get(a), this.words.get(b)) +
      weights.char * sparseDot(this.chars.get(a), this.chars.get(b)) +
      (this.sem ? weights.semantic * this.semDot(this.sem, a, b) : 0)
    );
  }

  /** Sum of similarities of keyword i to every member of group g (i itself included if a member). */
  totalForKeyword(i: number, g: number): number {
    const { lexical, weights, semantic } = this.model;
    const row = (rows: SparseRows): Slice => ({
      idx: rows.idx,
      val: rows.val,
      start: rows.ptr[i],
      end: rows.ptr[i + 1],
    });
    return (
      weights.word * sparseDot(row(lexical.words), this.words.get(g)) +
      weights.char * sparseDot(row(lexical.chars), this.chars.get(g)) +
      (this.sem && semantic ? weights.semantic * this.semDot(semantic, i, g) : 0)
    );
  }

  /** Similarity of keyword i with itself (1 when every part of it is non-empty). */
  self(i: number): number {
    const { lexical, weights, semantic } = this.model;
    let s = weights.word * squaredNorm(lexical.words, i) + weights.char * squaredNorm(lexical.chars, i);
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
    this.words.scatter(g, true);
    this.chars.scatter(g, true);
    this.loaded = g;
  }

  /** Same as totalForKeyword(i, loaded): keyword i's row against the scattered group. */
  keywordWithLoaded(i: number): number {
    const { lexical, weights, semantic } = this.model;
    const gatherRow = (rows: SparseRows, acc: Float32Array) => {
      let sum = 0;
      for (let k = rows.ptr[i]; k < rows.ptr[i + 1]; k++) sum += acc[rows.idx[k]] * rows.val[k];
      return sum;
    };
    return (
      weights.word * gatherRow(lexical.words, this.words.acc) +
      weights.char * gatherRow(lexical.chars, this.chars.acc) +
      (this.sem && semantic ? weights.semantic * this.semDot(semantic, i, this.loaded) : 0)
    );
  }

  /** Same as total(loaded, d). */
  totalWithLoaded(d: number): number {
    const { weights } = this.model;
    return (
      weights.word * this.words.gather(d) +
      weights.char * this.chars.gather(d) +
      (this.sem ? weights.semantic * this.semDot(this.sem, this.loaded, d) : 0)
    );
  }

  private unload(): void {
    if (this.loaded < 0) return;
    this.words.scatter(this.loaded, false);
    this.chars.scatter(this.loaded, false);
    this.loaded = -1;
  }

  /** Adds group b's sums into group a. */
  merge(a: number, b: number): void {
    this.unload();
    this.words.merge(a, b);
    this.chars.merge(a, b);
    if (this.sem) {
      const dim = this.dim;
      for (let k = 0; k < dim; k++) this.sem[a * dim + k] += this.sem[b * dim + k];
    }
  }
}
