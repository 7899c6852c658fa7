// Average-linkage agglomeration restricted to the neighbour graph: only groups joined by
// an edge are merge candidates, but the linkage itself is the exact mean similarity over
// all member pairs (computed on demand), as in connectivity-constrained agglomerative
// clustering. Merges happen best-first while the mean stays at or above the threshold,
// never beyond the maximum size; pairs whose facets differ lose similarity (facets.ts) and a
// group only joins another whose cohesion its mean similarity comes close to. The merge
// order does not depend on the threshold, so a higher threshold stops earlier on the same
// path: it can only split, never merge more.
import type { RunControl } from './control';
import type { NeighbourGraph } from './neighbours';
import { GroupSums } from './centroids';
import { FacetSums, type Facets } from './facets';
import type { SimilarityModel } from './similarity';

/**
 * In a list where every keyword has a facet, a group takes in another only if their mean
 * similarity reaches this share of either group's own cohesion; scaled by the share of
 * keywords with a facet (see facets.ts), as chains around a shared head word are the
 * failure of such lists, while in lists of paraphrased requests the guard would split pages.
 */
const CORE_SHARE = 0.7;

/** Binary max-heap over typed arrays (millions of entries without garbage). */
class MaxHeap {
  private key = new Float64Array(1024);
  private a = new Int32Array(1024);
  private b = new Int32Array(1024);
  private stamp = new Float64Array(1024);
  size = 0;

  push(key: number, a: number, b: number, stamp: number): void {
    if (this.size === this.key.length) this.grow();
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.higher(key, a, b, p)) break;
      this.move(p, i);
      i = p;
    }
    this.key[i] = key;
    this.a[i] = a;
    this.b[i] = b;
    this.stamp[i] = stamp;
  }

  /** Removes the top; read it first with topKey/topA/topB/topStamp. */
  pop(): void {
    const last = --this.size;
    if (last === 0) return;
    const key = this.key[last];
    const a = this.a[last];
    const b = this.b[last];
    const stamp = this.stamp[last];
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= last) break;
      const r = l + 1;
      const c = r < last && this.higher(this.key[r], this.a[r], this.b[r], l) ? r : l;
      if (!this.higherAt(c, key, a, b)) break;
      this.move(c, i);
      i = c;
    }
    this.key[i] = key;
    this.a[i] = a;
    this.b[i] = b;
    this.stamp[i] = stamp;
  }

  topKey(): number {
    return this.key[0];
  }
  topA(): number {
    return this.a[0];
  }
  topB(): number {
    return this.b[0];
  }
  topStamp(): number {
    return this.stamp[0];
  }

  /** Higher key first; ties broken by the lower pair so the order is deterministic. */
  private higher(key: number, a: number, b: number, at: number): boolean {
    if (key !== this.key[at]) return key > this.key[at];
    if (a !== this.a[at]) return a < this.a[at];
    return b < this.b[at];
  }
  /** Whether the entry at `at` ranks above (key, a, b). */
  private higherAt(at: number, key: number, a: number, b: number): boolean {
    if (this.key[at] !== key) return this.key[at] > key;
    if (this.a[at] !== a) return this.a[at] < a;
    return this.b[at] < b;
  }
  private move(from: number, to: number): void {
    this.key[to] = this.key[from];
    this.a[to] = this.a[from];
    this.b[to] = this.b[from];
    this.stamp[to] = this.stamp[from];
  }
  private grow(): void {
    const size = this.key.length * 2;
    const key = new Float64Array(size);
    key.set(this.key);
    this.key = key;
    const a = new Int32Array(size);
    a.set(this.a);
    this.a = a;
    const b = new Int32Array(size);
    b.set(this.b);
    this.b = b;
    const stamp = new Float64Array(size);
    stamp.set(this.stamp);
    this.stamp = stamp;
  }
}

export interface LinkageInput {
  model: SimilarityModel;
  graph: NeighbourGraph;
  /** Raw-similarity threshold for merging. */
  threshold: number;
  /**
   * Raw similarity below which links are dropped: the same for every threshold (the
   * lowest the slider allows), so every threshold follows one merge sequence.
   */
  floor: number;
  /** 0 = no maximum. */
  maxSize: number;
  /** Groups that must stay together (SERP overlap); -1 for none. */
  initialGroup: Int32Array;
  /**
   * 1 for keywords with SERP data: two groups that both hold one never merge, since their
   * results already said whether they belong together (initialGroup).
   */
  hasSerp?: Uint8Array;
  /** Each keyword's facets, and the raw similarity a pair loses when its facets differ entirely. */
  facets?: Facets;
  facetPenalty?: number;
}

export interface Linkage {
  /** For each keyword, the id of its group: the group's first member index. */
  owner: Int32Array;
  /** Summed vectors of the final groups, by group id. */
  sums: GroupSums;
}

/**
 * The merges of a linkage in the order made: group `b[k]` went into group `a[k]` at mean similarity
 * `mean[k]`. Recorded at the floor, it holds the linkage of every threshold: the merge order does
 * not depend on the threshold, and a run at a higher one stops at the first merge below it.
 */
export interface MergeLog {
  a: number[];
  b: number[];
  mean: number[];
}

/** Each keyword's first group (SERP groups joined, others alone), their members, and their sums. */
function initialGroups(
  input: Pick<LinkageInput, 'model' | 'initialGroup'>,
  sums: GroupSums,
  facetSums?: FacetSums | null,
) {
  const n = input.model.n;
  const owner = new Int32Array(n);
  const members: number[][] = new Array(n);
  const groupHead = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const g = input.initialGroup[i];
    const head = g < 0 ? i : (groupHead.get(g) ?? i);
    if (g >= 0 && !groupHead.has(g)) groupHead.set(g, i);
    owner[i] = head;
    (members[head] ??= []).push(i);
    if (head !== i) {
      sums.merge(head, i);
      facetSums?.merge(head, i);
    }
  }
  return { owner, members };
}

/** Merges group b into group a in `owner` and `members`. */
function join(owner: Int32Array, members: number[][], a: number, b: number): void {
  for (const x of members[b]) owner[x] = a;
  for (const x of members[b]) members[a].push(x);
  members[b] = [];
}

/**
 * The linkage at `threshold` from a log recorded at the floor with the same input: its merges,
 * down to the first below the threshold.
 */
export function replayLinkage(
  input: Pick<LinkageInput, 'model' | 'initialGroup' | 'threshold'>,
  log: MergeLog,
): Linkage {
  const sums = new GroupSums(input.model);
  const { owner, members } = initialGroups(input, sums);
  for (let k = 0; k < log.mean.length && log.mean[k] >= input.threshold; k++) {
    sums.merge(log.a[k], log.b[k]);
    join(owner, members, log.a[k], log.b[k]);
  }
  return { owner, sums };
}

/** With `log`, records its merges there (see MergeLog). */
export async function averageLinkage(input: LinkageInput, control: RunControl, log?: MergeLog): Promise<Linkage> {
  const { model, graph, threshold, floor, maxSize, facets, facetPenalty = 0 } = input;
  const n = model.n;
  const serp = new Uint8Array(n);
  const sums = new GroupSums(model);
  // Scaled by how much of the list is heads and modifiers (see facets.ts).
  const facetWeight = facets ? facetPenalty * facets.share ** 2 : 0;
  const facetSums = facets && facetWeight > 0 ? new FacetSums(facets) : null;
  const penalty = (a: number, b: number) =>
    facetSums ? facetWeight * facetSums.disagreement(a, b, size[a], size[b]) : 0;
  // The same when a is the group loaded into facetSums (the one just merged).
  const penaltyWithLoaded = (a: number, d: number) =>
    facetSums ? facetWeight * facetSums.disagreementWithLoaded(d, size[a], size[d]) : 0;
  const { owner, members } = initialGroups(input, sums, facetSums);
  for (let i = 0; i < n; i++) serp[owner[i]] |= input.hasSerp?.[i] ?? 0;
  const version = new Int32Array(n);
  // Adjacency by group head, kept lazily: entries may name merged-away groups; they are
  // resolved through `owner` (and de-duplicated) when the group merges next.
  const adj: number[][] = Array.from({ length: n }, () => []);
  const mark = new Int32Array(n).fill(-1);
  const heap = new MaxHeap();
  const size = new Int32Array(n);
  for (let i = 0; i < n; i++) size[owner[i]]++;
  const fits = (a: number, b: number) =>
    (maxSize <= 0 || size[a] + size[b] <= maxSize) && (serp[a] === 0 || serp[b] === 0);
  const usable = (a: number, b: number, sum: number) => fits(a, b) && sum >= floor * size[a] * size[b];
  // Mean similarity between the members of each group (0 for one keyword): a keyword must
  // be similar to a group's core, not to one member at its fringe, so no group grows as a
  // chain to the maximum size. The guard does not depend on the threshold.
  const coreShare = CORE_SHARE * (facets?.share ?? 0);
  const cohesion = new Float64Array(n);
  // Per group: the (penalised) similarity summed over its ordered member pairs, and over
  // its members with themselves; a merge adds twice the pair total it was offered with.
  const within = new Float64Array(n);
  const selfSum = new Float64Array(n);
  for (let i = 0; i < n; i++) selfSum[owner[i]] += sums.self(i);
  const updateCohesion = (a: number) => {
    const pairs = size[a] * (size[a] - 1);
    cohesion[a] = pairs > 0 ? (within[a] - selfSum[a]) / pairs : 0;
  };
  for (let i = 0; i < n; i++) {
    if (owner[i] !== i) continue;
    within[i] = size[i] > 1 ? sums.total(i, i) - penalty(i, i) : selfSum[i];
    updateCohesion(i);
  }
  const offer = (a: number, b: number, sum: number) => {
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    const mean = sum / (size[a] * size[b]);
    if (mean >= threshold && mean >= coreShare * Math.max(cohesion[a], cohesion[b]))
      heap.push(mean, lo, hi, version[lo] * 4294967296 + version[hi]);
  };

  for (let i = 0; i < n; i++) {
    const a = owner[i];
    for (let e = graph.ptr[i]; e < graph.ptr[i + 1]; e++) {
      const b = owner[graph.nbr[e]];
      // Each pair once, from its lower side (the graph is symmetric).
      if (a >= b) continue;
      const sum = (size[a] === 1 && size[b] === 1 ? graph.sim[e] : sums.total(a, b)) - penalty(a, b);
      if (!usable(a, b, sum)) continue;
      adj[a].push(b);
      adj[b].push(a);
      offer(a, b, sum);
    }
    if (control.due(i)) await control.tick(i);
  }

  let merges = 0;
  const found: number[] = [];
  const foundSum: number[] = [];
  while (heap.size > 0) {
    const mean = heap.topKey();
    const a = heap.topA();
    const b = heap.topB();
    const stamp = heap.topStamp();
    heap.pop();
    if (owner[a] !== a || owner[b] !== b || stamp !== version[a] * 4294967296 + version[b]) continue;
    if (!fits(a, b)) continue;
    // Merge b into a, then compute the exact sums to every neighbour of either. Links
    // that can never be used again are dropped: a neighbour too big to join, or one
    // below the floor (any later mean with it averages means below the floor).
    sums.merge(a, b);
    facetSums?.merge(a, b);
    join(owner, members, a, b);
    log?.a.push(a);
    log?.b.push(b);
    log?.mean.push(mean);
    within[a] += within[b] + 2 * mean * size[a] * size[b];
    selfSum[a] += selfSum[b];
    size[a] += size[b];
    size[b] = 0;
    serp[a] |= serp[b];
    updateCohesion(a);
    version[a]++;
    merges++;
    sums.load(a);
    facetSums?.load(a);
    mark[a] = merges;
    found.length = 0;
    foundSum.length = 0;
    for (let side = 0; side < 2; side++) {
      for (const x of side === 0 ? adj[a] : adj[b]) {
        const d = owner[x];
        if (mark[d] === merges) continue;
        mark[d] = merges;
        if (!fits(a, d)) continue;
        const sum = sums.totalWithLoaded(d) - penaltyWithLoaded(a, d);
        if (!usable(a, d, sum)) continue;
        found.push(d);
        foundSum.push(sum / size[d]);
      }
    }
    // a's list is read: it takes the links found (a new list per merge was garbage by the million).
    const next = adj[a];
    next.length = 0;
    for (let t = 0; t < found.length; t++) {
      next.push(found[t]);
      // foundSum is the mean per member of the neighbour; offer takes the pair total.
      offer(a, found[t], foundSum[t] * size[found[t]]);
    }
    adj[a] = next;
    adj[b] = [];
    if (control.due(merges)) await control.tick(merges);
  }
  return { owner, sums };
}
