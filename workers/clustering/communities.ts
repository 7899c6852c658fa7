// Communities of a weighted graph by modularity (the Louvain method: Blondel et al., 2008, "Fast
// unfolding of communities in large networks"): nodes move to the neighbouring community that
// gains the most modularity, communities become nodes, and that repeats until nothing moves.
// `resolution` sets the size of communities (lower: fewer, larger ones). Nodes are visited in
// index order and ties go to the lower community, so the result is deterministic.

export interface WeightedGraph {
  /** Symmetric adjacency: neighbours of i are nbr[ptr[i]..ptr[i+1]) with weight w (> 0). */
  ptr: Int32Array;
  nbr: Int32Array;
  w: Float64Array;
}

const MAX_PASSES = 32;

/** One level: local moves; returns each node's community (renumbered 0..k-1) and whether any moved. */
function localMoves(
  graph: WeightedGraph,
  self: Float64Array,
  resolution: number,
): { community: Int32Array; moved: boolean } {
  const n = self.length;
  const degree = new Float64Array(n);
  let total = 0;
  for (let i = 0; i < n; i++) {
    degree[i] = self[i];
    for (let e = graph.ptr[i]; e < graph.ptr[i + 1]; e++) degree[i] += graph.w[e];
    total += degree[i];
  }
  const community = Int32Array.from({ length: n }, (_, i) => i);
  const tot = Float64Array.from(degree);
  if (total === 0) return { community, moved: false };
  const toCommunity = new Float64Array(n);
  // Communities next to the node being moved (at most n distinct), without a growing array.
  const touched = new Int32Array(n);
  let moved = false;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let changes = 0;
    for (let i = 0; i < n; i++) {
      const own = community[i];
      let nt = 0;
      for (let e = graph.ptr[i]; e < graph.ptr[i + 1]; e++) {
        const c = community[graph.nbr[e]];
        if (toCommunity[c] === 0) touched[nt++] = c;
        toCommunity[c] += graph.w[e];
      }
      tot[own] -= degree[i];
      // The gain of joining c: toCommunity[c] - (resolution * tot[c] * degree[i]) / total, written
      // out (no closure per node).
      const di = degree[i];
      let best = own;
      let bestGain = toCommunity[own] - (resolution * tot[own] * di) / total;
      for (let t = 0; t < nt; t++) {
        const c = touched[t];
        const g = toCommunity[c] - (resolution * tot[c] * di) / total;
        if (g > bestGain + 1e-12 || (Math.abs(g - bestGain) <= 1e-12 && c < best)) {
          best = c;
          bestGain = g;
        }
      }
      tot[best] += degree[i];
      for (let t = 0; t < nt; t++) toCommunity[touched[t]] = 0;
      toCommunity[own] = 0;
      if (best !== own) {
        community[i] = best;
        changes++;
        moved = true;
      }
    }
    if (changes === 0) break;
  }
  const renumber = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    if (!renumber.has(community[i])) renumber.set(community[i], renumber.size);
    community[i] = renumber.get(community[i]) as number;
  }
  return { community, moved };
}

/** The graph of communities: summed weights between them, and inside each (self). */
function aggregate(
  graph: WeightedGraph,
  self: Float64Array,
  community: Int32Array,
): { graph: WeightedGraph; self: Float64Array } {
  // A loop, not Math.max(...community): spreading 130,000 arguments overflows the stack.
  let k = 0;
  for (const c of community) if (c >= k) k = c + 1;
  const inner = new Float64Array(k);
  const links: Map<number, number>[] = Array.from({ length: k }, () => new Map());
  for (let i = 0; i < community.length; i++) {
    const a = community[i];
    inner[a] += self[i];
    for (let e = graph.ptr[i]; e < graph.ptr[i + 1]; e++) {
      const b = community[graph.nbr[e]];
      if (a === b) inner[a] += graph.w[e];
      else links[a].set(b, (links[a].get(b) ?? 0) + graph.w[e]);
    }
  }
  const ptr = new Int32Array(k + 1);
  const nbr: number[] = [];
  const w: number[] = [];
  links.forEach((map, a) => {
    for (const b of [...map.keys()].sort((x, y) => x - y)) {
      nbr.push(b);
      w.push(map.get(b) as number);
    }
    ptr[a + 1] = nbr.length;
  });
  return { graph: { ptr, nbr: Int32Array.from(nbr), w: Float64Array.from(w) }, self: inner };
}

/** Community of each node, numbered in order of each community's first node. */
export function communities(graph: WeightedGraph, n: number, resolution: number): Int32Array {
  const membership = Int32Array.from({ length: n }, (_, i) => i);
  let level = graph;
  let self: Float64Array = new Float64Array(n);
  for (;;) {
    const { community, moved } = localMoves(level, self, resolution);
    if (!moved) break;
    for (let i = 0; i < n; i++) membership[i] = community[membership[i]];
    ({ graph: level, self } = aggregate(level, self, community));
  }
  return membership;
}
