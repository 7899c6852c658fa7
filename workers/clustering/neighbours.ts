// The sparse k-nearest-neighbour graph, built without comparing all pairs: candidates
// come from impact-ordered inverted indexes over word and character features (each
// posting list keeps only its strongest entries, so frequent words cost a bounded
// amount) and from sign-random-projection sorting of the word vectors; candidates are
// then scored exactly and each keyword keeps its k best.
import type { RunControl } from './control';
import type { SparseRows } from './features';
import { PairScorer, type SimilarityModel } from './similarity';

export interface NeighbourGraph {
  /** Symmetric adjacency: neighbours of i are nbr[ptr[i]..ptr[i+1]) with similarity sim. */
  ptr: Int32Array;
  nbr: Int32Array;
  sim: Float32Array;
}

export interface GraphParams {
  k: number;
  /** Exactly scored candidates per keyword from the lexical indexes. */
  lexicalCandidates: number;
  wordCap: number;
  charCap: number;
  /** Random-projection sort orders and neighbours taken on each side in each. */
  projections: number;
  window: number;
  /** Hubs (neighbours of very many keywords) keep only their strongest edges. */
  maxDegree: number;
  /** Items from which the search is shared with the pool's threads (PARALLEL_MIN_KEYWORDS unless told). */
  parallelFrom?: number;
}

export const GRAPH_PARAMS: GraphParams = {
  k: 8,
  lexicalCandidates: 12,
  wordCap: 64,
  charCap: 8,
  projections: 2,
  window: 3,
  maxDegree: 16,
};

export interface Postings {
  ptr: Int32Array;
  doc: Int32Array;
  w: Float32Array;
}

/**
 * The value a sort would put at `k` (Hoare's selection, in place): long posting lists (a word in
 * thousands of keywords) only need their cut, not their order.
 */
function kthSmallest(values: Float32Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i] < pivot) i++;
      while (values[j] > pivot) j--;
      if (i <= j) {
        const t = values[i];
        values[i++] = values[j];
        values[j--] = t;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return values[k];
  }
  return values[k];
}

/** Inverted index whose lists are ordered by weight and cut to `cap` entries. */
function invert(rows: SparseRows, n: number, space: number, cap: number): Postings {
  const df = new Int32Array(space + 1);
  for (let k = 0; k < rows.ptr[n]; k++) df[rows.idx[k] + 1]++;
  const start = new Int32Array(space + 1);
  for (let f = 0; f < space; f++) start[f + 1] = start[f] + df[f + 1];
  const fillAt = start.slice();
  const doc = new Int32Array(rows.ptr[n]);
  const w = new Float32Array(rows.ptr[n]);
  for (let i = 0; i < n; i++) {
    for (let k = rows.ptr[i]; k < rows.ptr[i + 1]; k++) {
      const at = fillAt[rows.idx[k]]++;
      doc[at] = i;
      w[at] = rows.val[k];
    }
  }
  const ptr = new Int32Array(space + 1);
  const outDoc = new Int32Array(Math.min(doc.length, space * cap));
  const outW = new Float32Array(outDoc.length);
  let o = 0;
  for (let f = 0; f < space; f++) {
    const a = start[f];
    const len = start[f + 1] - a;
    if (len <= cap) {
      for (let t = a; t < a + len; t++) {
        outDoc[o] = doc[t];
        outW[o++] = w[t];
      }
    } else {
      // Keep the `cap` heaviest entries (ties: first documents), in document order.
      const cut = kthSmallest(w.slice(a, a + len), len - cap);
      let above = 0;
      for (let t = a; t < a + len; t++) if (w[t] > cut) above++;
      let ties = cap - above;
      for (let t = a; t < a + len; t++) {
        if (w[t] > cut || (w[t] === cut && ties-- > 0)) {
          outDoc[o] = doc[t];
          outW[o++] = w[t];
        }
      }
    }
    ptr[f + 1] = o;
  }
  return { ptr, doc: outDoc.subarray(0, o), w: outW.subarray(0, o) };
}

/**
 * Adds i's partial dot products with every keyword in its features' (capped) posting
 * lists into acc; newly touched keywords are appended to touched. Returns the count.
 */
function accumulate(
  i: number,
  rows: SparseRows,
  post: Postings,
  weight: number,
  acc: Float32Array,
  touched: Int32Array,
  count: number,
): number {
  let nt = count;
  for (let q = rows.ptr[i]; q < rows.ptr[i + 1]; q++) {
    const wq = rows.val[q] * weight;
    const f = rows.idx[q];
    for (let p = post.ptr[f]; p < post.ptr[f + 1]; p++) {
      const j = post.doc[p];
      if (j === i) continue;
      // The tiny constant keeps a touched keyword non-zero even if weights cancel.
      if (acc[j] === 0) touched[nt++] = j;
      acc[j] += wq * post.w[p] + 1e-9;
    }
  }
  return nt;
}

/** Deterministic xorshift PRNG with Box-Muller normals for the projections. */
export function gaussian(seed: number): () => number {
  let s = seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) + 0.5) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(next())) * Math.cos(2 * Math.PI * next());
}

/** Sign bits (hyperplanes) per projection code. */
const BITS = 12;

/**
 * The 12-bit code of row i: the signs of its dot products with the planes (stored by dimension,
 * byDim[d * 12 + b]). Twelve running sums in locals: each adds its terms in dimension order, as one
 * dot product at a time did (the same bits), but the CPU overlaps them instead of waiting on one.
 */
function projectionCode(sem: Float32Array, i: number, dim: number, byDim: Float32Array): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let s4 = 0;
  let s5 = 0;
  let s6 = 0;
  let s7 = 0;
  let s8 = 0;
  let s9 = 0;
  let s10 = 0;
  let s11 = 0;
  for (let d = 0, at = i * dim, p = 0; d < dim; d++, at++, p += BITS) {
    const x = sem[at];
    s0 += byDim[p] * x;
    s1 += byDim[p + 1] * x;
    s2 += byDim[p + 2] * x;
    s3 += byDim[p + 3] * x;
    s4 += byDim[p + 4] * x;
    s5 += byDim[p + 5] * x;
    s6 += byDim[p + 6] * x;
    s7 += byDim[p + 7] * x;
    s8 += byDim[p + 8] * x;
    s9 += byDim[p + 9] * x;
    s10 += byDim[p + 10] * x;
    s11 += byDim[p + 11] * x;
  }
  const bit = (s: number, place: number) => (s > 0 ? place : 0);
  return (
    bit(s0, 2048) +
    bit(s1, 1024) +
    bit(s2, 512) +
    bit(s3, 256) +
    bit(s4, 128) +
    bit(s5, 64) +
    bit(s6, 32) +
    bit(s7, 16) +
    bit(s8, 8) +
    bit(s9, 4) +
    bit(s10, 2) +
    bit(s11, 1)
  );
}

/** For each projection, an order of keywords by the signs of 12 random hyperplanes. */
function projectionOrders(sem: Float32Array, n: number, dim: number, count: number): Int32Array[] {
  const rand = gaussian(0x5eed);
  const orders: Int32Array[] = [];
  for (let p = 0; p < count; p++) {
    const planes = Float32Array.from({ length: BITS * dim }, rand);
    const byDim = new Float32Array(BITS * dim);
    for (let b = 0; b < BITS; b++) for (let d = 0; d < dim; d++) byDim[d * BITS + b] = planes[b * dim + d];
    const code = new Float64Array(n);
    for (let i = 0; i < n; i++) code[i] = projectionCode(sem, i, dim, byDim);
    // Sort (code, index) pairs packed into one number: a native numeric sort.
    const packed = new Float64Array(n);
    for (let i = 0; i < n; i++) packed[i] = code[i] * n + i;
    packed.sort();
    const order = Int32Array.from(packed, (x) => x % n);
    orders.push(order);
  }
  return orders;
}

/**
 * Without word vectors, keywords by their heaviest word (the rarest, by TF-IDF): keywords that share
 * it are likely neighbours.
 */
function byHeaviestWord(words: SparseRows, n: number): Int32Array {
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let heaviest = -1;
    let weight = -1;
    for (let q = words.ptr[i]; q < words.ptr[i + 1]; q++) {
      if (words.val[q] > weight) {
        weight = words.val[q];
        heaviest = words.idx[q];
      }
    }
    // One number per keyword sorts natively: exact while (vocabulary + 1) * n stays below 2^53.
    keys[i] = (heaviest + 1) * n + i;
  }
  keys.sort();
  return Int32Array.from(keys, (key) => key % n);
}

/** What every part of the search shares: the capped indexes and the projection orders. */
export interface SearchIndex {
  words: Postings;
  chars: Postings;
  orders: Int32Array[];
  rank: Int32Array[];
  /**
   * The order keywords are searched in (`visit[p]` is the p-th, `place` the inverse): like keywords
   * side by side, so the rows a keyword's search reads (its candidates', the scores its neighbours
   * handed it) were just read by the keyword before it and are still in the CPU's cache. Each
   * keyword's neighbours are the same in any order; at 100,000 keywords this one took a quarter
   * (with word vectors) to a third (without) off the search's time (issue 28).
   */
  visit: Int32Array;
  place: Int32Array;
}

export function buildSearchIndex(model: SimilarityModel, params: GraphParams): SearchIndex {
  const { n, lexical, weights } = model;
  const semantic = model.semantic && weights.semantic > 0 ? model.semantic : null;
  const orders = semantic ? projectionOrders(semantic, n, model.dim, params.projections) : [];
  const rank = orders.map((order) => {
    const r = new Int32Array(n);
    order.forEach((i, at) => (r[i] = at));
    return r;
  });
  const visit = orders[0] ?? byHeaviestWord(lexical.words, n);
  const place = rank[0] ?? new Int32Array(n);
  if (!rank[0]) visit.forEach((i, p) => (place[i] = p));
  return {
    words: invert(lexical.words, n, lexical.wordVocab.length, params.wordCap),
    chars: invert(lexical.chars, n, lexical.charSpace, params.charCap),
    orders,
    rank,
    visit,
    place,
  };
}

/**
 * The k best neighbours of the keywords searched from..to-1 (SearchIndex.visit), row-major (-1 where
 * fewer were found).
 */
export interface NeighbourRows {
  from: number;
  to: number;
  nbr: Int32Array;
  sim: Float32Array;
}

/**
 * The search for a range of the search order (SearchIndex.visit). Each keyword's neighbours depend
 * only on the model and the index, never on the range or the order, so ranges searched on other
 * threads join into the same graph.
 */
export async function searchRange(
  model: SimilarityModel,
  params: GraphParams,
  index: SearchIndex,
  from: number,
  to: number,
  control?: RunControl,
  /** How many ranges the search was split into: progress counts this one for all (they run alike). */
  parts = 1,
): Promise<NeighbourRows> {
  const { n, lexical, weights } = model;
  const { words, chars, orders, rank, visit, place } = index;
  const acc = new Float32Array(n);
  const touched = new Int32Array(n);
  const seen = new Uint8Array(n);
  const scorer = new PairScorer(model);
  const k = params.k;
  const outNbr = new Int32Array((to - from) * k).fill(-1);
  const outSim = new Float32Array((to - from) * k);
  const cand: number[] = [];
  // A pair's score is the same bit for bit from either side (the same products summed in the same
  // feature order), and a pair is often a candidate of both keywords (always so for projection
  // neighbours): a keyword hands each candidate searched later in the range the pair's score (a list
  // per keyword, linked through `sentNext`), and that keyword reads it instead of scoring the pair again.
  // (Scanning the earlier keyword's candidates for it instead cost a tenth of the search.)
  const width = params.lexicalCandidates + orders.length * 2 * params.window;
  const sentFrom = new Int32Array((to - from) * width);
  const sentSim = new Float64Array((to - from) * width);
  const sentNext = new Int32Array((to - from) * width);
  const sentHead = new Int32Array(to - from).fill(-1);
  let sent = 0;
  // For the keyword being searched: 1 + the entry holding its score with j, 0 when none was sent.
  const received = new Int32Array(n);

  for (let p = from; p < to; p++) {
    const i = visit[p];
    let nt = accumulate(i, lexical.words, words, weights.word, acc, touched, 0);
    nt = accumulate(i, lexical.chars, chars, weights.char, acc, touched, nt);

    // Keep the best `limit` by partial score in a small sorted list (ties: lower index).
    cand.length = 0;
    const limit = params.lexicalCandidates;
    for (let t = 0; t < nt; t++) {
      const j = touched[t];
      const s = acc[j];
      const full = cand.length === limit;
      if (full) {
        const last = cand[limit - 1];
        if (s < acc[last] || (s === acc[last] && j > last)) continue;
      }
      let at = full ? limit - 1 : cand.length;
      if (!full) cand.push(j);
      while (at > 0 && (acc[cand[at - 1]] < s || (acc[cand[at - 1]] === s && cand[at - 1] > j))) {
        cand[at] = cand[at - 1];
        at--;
      }
      cand[at] = j;
    }
    for (const j of cand) seen[j] = 1;
    for (let p = 0; p < orders.length; p++) {
      const at = rank[p][i];
      for (let d = Math.max(0, at - params.window); d <= Math.min(n - 1, at + params.window); d++) {
        const j = orders[p][d];
        if (j !== i && !seen[j]) {
          seen[j] = 1;
          cand.push(j);
        }
      }
    }

    for (let t = 0; t < nt; t++) acc[touched[t]] = 0;

    scorer.load(i);
    for (let e = sentHead[p - from]; e >= 0; e = sentNext[e]) received[sentFrom[e]] = e + 1;
    // Insertion into a small sorted top-k list; ties go to the lower index.
    let filled = 0;
    const base = (p - from) * k;
    for (let c = 0; c < cand.length; c++) {
      const j = cand[c];
      seen[j] = 0;
      const s = received[j] > 0 ? sentSim[received[j] - 1] : scorer.score(j);
      const q = place[j];
      if (q > p && q < to) {
        sentFrom[sent] = i;
        sentSim[sent] = s;
        sentNext[sent] = sentHead[q - from];
        sentHead[q - from] = sent++;
      }
      if (s <= 0) continue;
      // A full list takes only a candidate that beats its last: else the k-th place held whichever
      // candidate was scored last.
      if (filled === k && (s < outSim[base + k - 1] || (s === outSim[base + k - 1] && j > outNbr[base + k - 1])))
        continue;
      let at = filled < k ? filled++ : k - 1;
      while (at > 0 && (outSim[base + at - 1] < s || (outSim[base + at - 1] === s && outNbr[base + at - 1] > j))) {
        outSim[base + at] = outSim[base + at - 1];
        outNbr[base + at] = outNbr[base + at - 1];
        at--;
      }
      outSim[base + at] = s;
      outNbr[base + at] = j;
    }
    for (let e = sentHead[p - from]; e >= 0; e = sentNext[e]) received[sentFrom[e]] = 0;
    if (control?.due(p - from)) await control.tick((p - from) * parts);
  }
  return { from, to, nbr: outNbr, sim: outSim };
}

/** A range of the search, everything it needs copied into one message for another thread. */
export interface NeighbourTask {
  model: SimilarityModel;
  params: GraphParams;
  index: SearchIndex;
  from: number;
  to: number;
}

/**
 * Threads beside the engine's own that search ranges of keywords (two Web Workers in the browser,
 * worker threads in Node). `size` 0 searches on the engine's thread alone.
 */
export interface NeighbourPool {
  readonly size: number;
  search(task: NeighbourTask): Promise<NeighbourRows>;
}

/** Below this many keywords a second thread costs more (copying the model) than it saves. */
export const PARALLEL_MIN_KEYWORDS = 4000;

/**
 * The graph, its search split into equal ranges: the engine's thread takes the first (reporting
 * progress and watching for cancel) while the pool's threads take the others.
 */
export async function buildNeighbourGraph(
  model: SimilarityModel,
  params: GraphParams,
  control: RunControl,
  pool?: NeighbourPool,
): Promise<NeighbourGraph> {
  const { n } = model;
  const index = buildSearchIndex(model, params);
  const helpers = pool && n >= (params.parallelFrom ?? PARALLEL_MIN_KEYWORDS) ? pool : null;
  const parts = 1 + (helpers?.size ?? 0);
  const bounds = Array.from({ length: parts + 1 }, (_, p) => Math.round((n * p) / parts));
  // The search reads no feature's text: the vocabulary's strings (tens of thousands, bigrams
  // included) are not copied to the other threads.
  const sent: SimilarityModel = helpers ? { ...model, lexical: { ...model.lexical, wordVocab: [] } } : model;
  const others = helpers
    ? bounds.slice(1, -1).map((from, p) => helpers.search({ model: sent, params, index, from, to: bounds[p + 2] }))
    : [];
  let own: NeighbourRows;
  try {
    own = await searchRange(model, params, index, 0, bounds[1], control, parts);
  } catch (error) {
    // Cancelled: the other ranges finish on their threads and are dropped.
    void Promise.allSettled(others);
    throw error;
  }
  const rows = [own, ...(await Promise.all(others))];
  const k = params.k;
  const nbr = new Int32Array(n * k);
  const sim = new Float32Array(n * k);
  for (const part of rows) {
    for (let p = part.from; p < part.to; p++) {
      const from = (p - part.from) * k;
      const to = index.visit[p] * k;
      for (let t = 0; t < k; t++) {
        nbr[to + t] = part.nbr[from + t];
        sim[to + t] = part.sim[from + t];
      }
    }
  }
  return symmetrize(n, k, nbr, sim, params.maxDegree);
}

const MAX_PACKED = 2 ** 21;
const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);

/**
 * A hub entry as one number that sorts ascending as the list should go: stronger first, ties by the
 * lower neighbour. The float's bits mapped to an unsigned order (the lower for the stronger), times n,
 * plus the neighbour: exact below 2^53, so for up to MAX_PACKED keywords.
 */
function hubKey(sim: number, nbr: number, n: number): number {
  // -0 and 0 are one value to the comparison this replaces, not two bit patterns.
  F32[0] = sim === 0 ? 0 : sim;
  const bits = U32[0];
  const order = bits & 0x80000000 ? ~bits >>> 0 : (bits | 0x80000000) >>> 0;
  return (0xffffffff - order) * n + nbr;
}

/** The similarity packed into a hub key. */
function hubSim(key: number, n: number): number {
  // Exact: key − its remainder is a multiple of n below 2^53.
  const order = 0xffffffff - (key - (key % n)) / n;
  U32[0] = order & 0x80000000 ? order & 0x7fffffff : ~order >>> 0;
  return F32[0];
}

function symmetrize(n: number, k: number, nbr: Int32Array, sim: Float32Array, maxDegree: number): NeighbourGraph {
  const deg = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) {
    for (let t = 0; t < k; t++) {
      const j = nbr[i * k + t];
      if (j < 0) break;
      deg[i + 1]++;
      deg[j + 1]++;
    }
  }
  for (let i = 0; i < n; i++) deg[i + 1] += deg[i];
  const fill = deg.slice(0, n);
  const rawNbr = new Int32Array(deg[n]);
  const rawSim = new Float32Array(deg[n]);
  for (let i = 0; i < n; i++) {
    for (let t = 0; t < k; t++) {
      const j = nbr[i * k + t];
      if (j < 0) break;
      const s = sim[i * k + t];
      rawNbr[fill[i]] = j;
      rawSim[fill[i]++] = s;
      rawNbr[fill[j]] = i;
      rawSim[fill[j]++] = s;
    }
  }
  // Per keyword: distinct neighbours, strongest first, at most maxDegree (sorted in
  // place by insertion: lists are short). `kept` marks the (i, j) entries that stay.
  const kept = new Uint8Array(deg[n]);
  const keptBy = new Int32Array(n * maxDegree).fill(-1);
  const mark = new Int32Array(n).fill(-1);
  const before = (x: number, y: number) => rawSim[x] > rawSim[y] || (rawSim[x] === rawSim[y] && rawNbr[x] < rawNbr[y]);
  let hubKeys = new Float64Array(0);
  for (let i = 0; i < n; i++) {
    const a = deg[i];
    const b = deg[i + 1];
    if (b - a > 64 && n > MAX_PACKED) {
      // A hub of a list too long to pack: the library sort with a comparison.
      const order = Array.from({ length: b - a }, (_, t) => a + t).sort((x, y) =>
        before(x, y) ? -1 : before(y, x) ? 1 : 0,
      );
      const nbrs = order.map((x) => rawNbr[x]);
      const sims = order.map((x) => rawSim[x]);
      for (let t = 0; t < order.length; t++) {
        rawNbr[a + t] = nbrs[t];
        rawSim[a + t] = sims[t];
      }
    } else if (b - a > 64) {
      // A hub (in many keywords' lists): its long list by a native numeric sort of packed keys (the
      // comparison above, with its closures and arrays, was most of a 75-degree graph's time).
      if (hubKeys.length < b - a) hubKeys = new Float64Array(b - a);
      const keys = hubKeys.subarray(0, b - a);
      for (let x = a; x < b; x++) keys[x - a] = hubKey(rawSim[x], rawNbr[x], n);
      keys.sort();
      for (let t = 0; t < keys.length; t++) {
        rawNbr[a + t] = keys[t] % n;
        rawSim[a + t] = hubSim(keys[t], n);
      }
    } else {
      for (let x = a + 1; x < b; x++) {
        const j = rawNbr[x];
        const s = rawSim[x];
        let y = x;
        while (y > a && (rawSim[y - 1] < s || (rawSim[y - 1] === s && rawNbr[y - 1] > j))) {
          rawNbr[y] = rawNbr[y - 1];
          rawSim[y] = rawSim[y - 1];
          y--;
        }
        rawNbr[y] = j;
        rawSim[y] = s;
      }
    }
    let count = 0;
    for (let x = a; x < b && count < maxDegree; x++) {
      if (mark[rawNbr[x]] === i) continue;
      mark[rawNbr[x]] = i;
      kept[x] = 1;
      keptBy[i * maxDegree + count++] = rawNbr[x];
    }
  }
  // An edge stays when both ends keep it, so the graph is symmetric; a keyword's own k
  // best survive unless the other end is a hub with stronger ties. Who keeps i is read from
  // the transpose of keptBy (a scan of j's list per edge cost maxDegree steps: 75 for topics).
  const keeperAt = new Int32Array(n + 1);
  for (let t = 0; t < keptBy.length; t++) if (keptBy[t] >= 0) keeperAt[keptBy[t] + 1]++;
  for (let i = 0; i < n; i++) keeperAt[i + 1] += keeperAt[i];
  const keepers = new Int32Array(keeperAt[n]);
  const keeperFill = keeperAt.slice(0, n);
  for (let t = 0; t < keptBy.length; t++) if (keptBy[t] >= 0) keepers[keeperFill[keptBy[t]]++] = (t / maxDegree) | 0;
  mark.fill(-1);
  const ptr = new Int32Array(n + 1);
  const outNbr = new Int32Array(deg[n]);
  const outSim = new Float32Array(deg[n]);
  let o = 0;
  for (let i = 0; i < n; i++) {
    const start = o;
    for (let t = keeperAt[i]; t < keeperAt[i + 1]; t++) mark[keepers[t]] = i;
    for (let x = deg[i]; x < deg[i + 1]; x++) {
      if (!kept[x] || mark[rawNbr[x]] !== i) continue;
      // Insert in neighbour order.
      let y = o++;
      while (y > start && outNbr[y - 1] > rawNbr[x]) {
        outNbr[y] = outNbr[y - 1];
        outSim[y] = outSim[y - 1];
        y--;
      }
      outNbr[y] = rawNbr[x];
      outSim[y] = rawSim[x];
    }
    ptr[i + 1] = o;
  }
  return { ptr, nbr: outNbr.subarray(0, o), sim: outSim.subarray(0, o) };
}
