// Average-linkage agglomeration restricted to the neighbour graph: only groups joined by
// an edge are merge candidates, but the linkage itself is the exact mean similarity over
// all member pairs (computed on demand), as in connectivity-constrained agglomerative
// clustering. Merges happen best-first while the mean stays at or above the threshold,
// never beyond the maximum size. The merge order does not depend on the threshold, so a
// higher threshold stops earlier on the same path: it can only split, never merge more.
import type { RunControl } from './control';
import type { NeighbourGraph } from './neighbours';
import { GroupSums } from './centroids';
import type { SimilarityModel } from './similarity';

class MaxHeap {
  private key: number[] = [];
  private a: number[] = [];
  private b: number[] = [];
  private stamp: number[] = [];
  get size(): number {
    return this.key.length;
  }
  push(key: number, a: number, b: number, stamp: number): void {
    this.key.push(key);
    this.a.push(a);
    this.b.push(b);
    this.stamp.push(stamp);
    let i = this.key.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.before(i, p)) break;
      this.swap(i, p);
      i = p;
    }
  }
  pop(): { key: number; a: number; b: number; stamp: number } {
    const top = { key: this.key[0], a: this.a[0], b: this.b[0], stamp: this.stamp[0] };
    const last = this.key.length - 1;
    this.swap(0, last);
    this.key.pop();
    this.a.pop();
    this.b.pop();
    this.stamp.pop();
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < this.key.length && this.before(l, m)) m = l;
      if (r < this.key.length && this.before(r, m)) m = r;
      if (m === i) break;
      this.swap(i, m);
      i = m;
    }
    return top;
  }
  /** Higher key first; ties broken by the lower pair so the order is deterministic. */
  private before(i: number, j: number): boolean {
    if (this.key[i] !== this.key[j]) return this.key[i] > this.key[j];
    if (this.a[i] !== this.a[j]) return this.a[i] < this.a[j];
    return this.b[i] < this.b[j];
  }
  private swap(i: number, j: number): void {
    for (const arr of [this.key, this.a, this.b, this.stamp]) {
      const t = arr[i];
      arr[i] = arr[j];
      arr[j] = t;
    }
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
}

export interface Linkage {
  /** For each keyword, the id of its group: the group's first member index. */
  owner: Int32Array;
  /** Summed vectors of the final groups, by group id. */
  sums: GroupSums;
}

export async function averageLinkage(input: LinkageInput, control: RunControl): Promise<Linkage> {
  const { model, graph, threshold, floor, maxSize, initialGroup } = input;
  const n = model.n;
  const sums = new GroupSums(model);
  const owner = new Int32Array(n);
  const members: number[][] = new Array(n);
  const groupHead = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const g = initialGroup[i];
    const head = g < 0 ? i : (groupHead.get(g) ?? i);
    if (g >= 0 && !groupHead.has(g)) groupHead.set(g, i);
    owner[i] = head;
    (members[head] ??= []).push(i);
    if (head !== i) sums.merge(head, i);
  }
  const version = new Int32Array(n);
  // Adjacency by group head, kept lazily: entries may name merged-away groups; they are
  // resolved through `owner` (and de-duplicated) when the group merges next.
  const adj: number[][] = Array.from({ length: n }, () => []);
  const mark = new Int32Array(n).fill(-1);
  const heap = new MaxHeap();
  const fits = (a: number, b: number) => maxSize <= 0 || members[a].length + members[b].length <= maxSize;
  const usable = (a: number, b: number, sum: number) =>
    fits(a, b) && sum >= floor * members[a].length * members[b].length;
  const offer = (a: number, b: number, sum: number) => {
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    const mean = sum / (members[a].length * members[b].length);
    if (mean >= threshold) heap.push(mean, lo, hi, version[lo] * 4294967296 + version[hi]);
  };

  for (let i = 0; i < n; i++) {
    const a = owner[i];
    for (let e = graph.ptr[i]; e < graph.ptr[i + 1]; e++) {
      const b = owner[graph.nbr[e]];
      // Each pair once, from its lower side (the graph is symmetric).
      if (a >= b) continue;
      const sum = members[a].length === 1 && members[b].length === 1 ? graph.sim[e] : sums.total(a, b);
      if (!usable(a, b, sum)) continue;
      adj[a].push(b);
      adj[b].push(a);
      offer(a, b, sum);
    }
    await control.tick(i);
  }

  let merges = 0;
  while (heap.size > 0) {
    const top = heap.pop();
    const { a, b } = top;
    if (owner[a] !== a || owner[b] !== b || top.stamp !== version[a] * 4294967296 + version[b]) continue;
    if (!fits(a, b)) continue;
    // Merge b into a, then compute the exact sums to every neighbour of either. Links
    // that can never be used again are dropped: a neighbour too big to join, or one
    // below the floor (any later mean with it averages means below the floor).
    sums.merge(a, b);
    for (const x of members[b]) owner[x] = a;
    members[a].push(...members[b]);
    members[b] = [];
    version[a]++;
    merges++;
    sums.load(a);
    mark[a] = merges;
    const next: number[] = [];
    for (const list of [adj[a], adj[b]]) {
      for (const x of list) {
        const d = owner[x];
        if (mark[d] === merges) continue;
        mark[d] = merges;
        if (!fits(a, d)) continue;
        const sum = sums.totalWithLoaded(d);
        if (!usable(a, d, sum)) continue;
        next.push(d);
        adj[d].push(a);
        offer(a, d, sum);
      }
    }
    adj[a] = next;
    adj[b] = [];
    await control.tick(merges);
  }
  return { owner, sums };
}
