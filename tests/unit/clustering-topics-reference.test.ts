// The topic stage's hot loops (communities, centroid sums, the exact centroid graph, summarize and
// groupTopics) against brute-force references, never the engine against itself: a check lost to a
// speed change (as the neighbour search's top-k check once was) shows here.
import { describe, expect, it } from 'vitest';
import { GroupSums } from '@workers/clustering/centroids';
import { centroidGraph, centroidModel } from '@workers/clustering/centroidModel';
import { communities, type WeightedGraph } from '@workers/clustering/communities';
import { RunControl } from '@workers/clustering/control';
import { buildLexicalFeatures, type SparseRows } from '@workers/clustering/features';
import { languageResources } from '@workers/clustering/languages';
import {
  calibrate,
  HYBRID_CURVE,
  HYBRID_WEIGHTS,
  LEXICAL_CURVE,
  LEXICAL_WEIGHTS,
  type SimilarityModel,
} from '@workers/clustering/similarity';
import { summarize, type UniqueKeyword } from '@workers/clustering/summarize';
import { cachedStemmer, normalizeKeyword } from '@workers/clustering/text';
import { groupTopics, resolution, TOPIC_GRAPH, TOPIC_LEXICAL_CURVE } from '@workers/clustering/topics';
import { generateKeywords, prng } from '../bench/generator';
import { completeGraph } from './clustering-support';

// ---------------------------------------------------------------------------------------------
// Communities: a dense, brute-force Louvain (every gain is a difference of whole modularities).

type Dense = number[][];

function toCsr(A: Dense, rand?: () => number): WeightedGraph {
  const n = A.length;
  const ptr = new Int32Array(n + 1);
  const nbr: number[] = [];
  const w: number[] = [];
  for (let i = 0; i < n; i++) {
    const row: number[] = [];
    for (let j = 0; j < n; j++) if (j !== i && A[i][j] > 0) row.push(j);
    if (rand) row.sort(() => rand() - 0.5); // any order of a node's neighbours
    for (const j of row) {
      nbr.push(j);
      w.push(A[i][j]);
    }
    ptr[i + 1] = nbr.length;
  }
  return { ptr, nbr: Int32Array.from(nbr), w: Float64Array.from(w) };
}

/** Modularity with resolution γ; A's diagonal holds a node's self weight (counted once in its degree). */
function modularity(A: Dense, c: ArrayLike<number>, gamma: number): number {
  const n = A.length;
  const k = A.map((row) => row.reduce((a, b) => a + b, 0));
  const T = k.reduce((a, b) => a + b, 0);
  if (T === 0) return 0;
  let q = 0;
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (c[i] === c[j]) q += A[i][j] - (gamma * k[i] * k[j]) / T;
  return q / T;
}

function referenceLouvain(A0: Dense, gamma: number): number[] {
  const n0 = A0.length;
  let membership = Array.from({ length: n0 }, (_, i) => i);
  let A = A0.map((r) => r.slice());
  for (;;) {
    const n = A.length;
    const T = A.flat().reduce((a, b) => a + b, 0);
    const c = Array.from({ length: n }, (_, i) => i);
    let moved = false;
    if (T > 0) {
      for (let pass = 0; pass < 32; pass++) {
        let changes = 0;
        for (let i = 0; i < n; i++) {
          const own = c[i];
          const cands = new Set<number>([own]);
          for (let j = 0; j < n; j++) if (j !== i && A[i][j] > 0) cands.add(c[j]);
          let best = own;
          let bestQ = modularity(A, c, gamma);
          for (const cc of [...cands].sort((a, b) => a - b)) {
            const trial = c.slice();
            trial[i] = cc;
            const q = modularity(A, trial, gamma);
            if (q > bestQ + 1e-10 || (Math.abs(q - bestQ) <= 1e-10 && cc < best)) {
              best = cc;
              bestQ = q;
            }
          }
          if (best !== own) {
            c[i] = best;
            changes++;
            moved = true;
          }
        }
        if (changes === 0) break;
      }
    }
    if (!moved) break;
    const renumber = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      if (!renumber.has(c[i])) renumber.set(c[i], renumber.size);
      c[i] = renumber.get(c[i])!;
    }
    const k = renumber.size;
    const B: Dense = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) B[c[i]][c[j]] += A[i][j];
    // Aggregation keeps every unit of weight.
    expect(B.flat().reduce((a, b) => a + b, 0)).toBeCloseTo(T, 9);
    membership = membership.map((m) => c[m]);
    A = B;
  }
  return membership;
}

function randomGraph(rand: () => number, n: number, p: number, integer: boolean): Dense {
  const A: Dense = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      if (rand() < p) A[i][j] = A[j][i] = integer ? 1 + Math.floor(rand() * 3) : 0.05 + rand();
  return A;
}

describe('communities against a brute-force Louvain', () => {
  const GAMMAS = [0.3, 0.87, 1, 2, 5.7];

  it('gives the same partition as dense Louvain with whole-modularity gains (random graphs)', () => {
    const rand = prng(7);
    let multiLevel = 0;
    for (let trial = 0; trial < 300; trial++) {
      const n = 2 + Math.floor(rand() * 13);
      const A = randomGraph(rand, n, 0.15 + rand() * 0.6, trial % 3 === 0);
      const gamma = GAMMAS[trial % GAMMAS.length];
      const got = [...communities(toCsr(A, rand), n, gamma)];
      const want = referenceLouvain(A, gamma);
      expect(got, `trial ${trial} γ=${gamma} A=${JSON.stringify(A)}`).toEqual(want);
      if (new Set(want).size < n - 1) multiLevel++;
    }
    expect(multiLevel).toBeGreaterThan(50);
  });

  it('numbers communities by first node and ends where no merge of two communities gains', () => {
    const rand = prng(11);
    for (let trial = 0; trial < 200; trial++) {
      const n = 3 + Math.floor(rand() * 14);
      const A = randomGraph(rand, n, 0.2 + rand() * 0.5, false);
      const gamma = GAMMAS[trial % GAMMAS.length];
      const got = [...communities(toCsr(A), n, gamma)];
      let next = 0;
      for (const c of got) {
        expect(c).toBeLessThanOrEqual(next);
        if (c === next) next++;
      }
      const q = modularity(A, got, gamma);
      // Not asserted: that no single node of the original graph could still move and gain. Louvain
      // without a refinement phase does not promise it after aggregation (8 such moves in 200 graphs).
      expect(q).toBeGreaterThanOrEqual(modularity(A, [...Array(n).keys()], gamma) - 1e-12);
      for (let a = 0; a < next; a++)
        for (let b = a + 1; b < next; b++) {
          const merged = got.map((c) => (c === b ? a : c));
          expect(modularity(A, merged, gamma), `merge ${a},${b} trial ${trial}`).toBeLessThanOrEqual(q + 1e-12);
        }
    }
  });

  it('finds two cliques joined by one weak edge, whatever the node numbering', () => {
    // At γ ≥ 2 splitting a 5- or 6-clique of this tiny graph genuinely scores higher (the node
    // joining K6 gains 5 − 2·25·5.05/50.1 < 0), so the two cliques are asked for at γ ≤ 1 only;
    // above, the result must be at least as modular as the two cliques.
    const rand = prng(3);
    for (const gamma of [0.3, 0.5, 1, 2, 4]) {
      for (let trial = 0; trial < 20; trial++) {
        const n = 11;
        const perm = [...Array(n).keys()].sort(() => rand() - 0.5);
        const A: Dense = Array.from({ length: n }, () => new Array<number>(n).fill(0));
        const side = (i: number) => (i < 5 ? 0 : 1);
        for (let i = 0; i < n; i++)
          for (let j = i + 1; j < n; j++) if (side(i) === side(j)) A[perm[i]][perm[j]] = A[perm[j]][perm[i]] = 1;
        A[perm[4]][perm[5]] = A[perm[5]][perm[4]] = 0.05;
        const got = communities(toCsr(A, rand), n, gamma);
        const cliques = [...Array(n).keys()].map((v) => side(perm.indexOf(v)));
        expect(modularity(A, got, gamma)).toBeGreaterThanOrEqual(modularity(A, cliques, gamma) - 1e-12);
        if (gamma > 1) continue;
        for (let i = 0; i < n; i++)
          for (let j = 0; j < n; j++) expect(got[perm[i]] === got[perm[j]]).toBe(side(i) === side(j));
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Centroid model: dense sums, then unit length.

async function model(texts: string[], semanticDim = 0, seed = 1): Promise<SimilarityModel> {
  const lang = languageResources('en');
  const stem = cachedStemmer(lang);
  const items = texts.map((text) => normalizeKeyword(text, lang, stem));
  const rand = prng(seed);
  let semantic: Float32Array | null = null;
  if (semanticDim > 0) {
    semantic = new Float32Array(texts.length * semanticDim);
    for (let i = 0; i < texts.length; i++) {
      if (i % 17 === 5) continue; // a zero row, as for keywords without known words
      let norm = 0;
      for (let d = 0; d < semanticDim; d++) norm += (semantic[i * semanticDim + d] = rand() * 2 - 1) ** 2;
      for (let d = 0; d < semanticDim; d++) semantic[i * semanticDim + d] /= Math.sqrt(norm);
    }
  }
  return {
    n: items.length,
    lexical: await buildLexicalFeatures(items, lang, stem, new RunControl()),
    semantic,
    dim: semanticDim,
    weights: semantic ? HYBRID_WEIGHTS : LEXICAL_WEIGHTS,
    curve: semantic ? HYBRID_CURVE : LEXICAL_CURVE,
  };
}

function denseRow(rows: SparseRows, i: number, space: number): Float64Array {
  const out = new Float64Array(space);
  for (let k = rows.ptr[i]; k < rows.ptr[i + 1]; k++) out[rows.idx[k]] += rows.val[k];
  return out;
}

function denseSum(rows: SparseRows, members: readonly number[], space: number): Float64Array {
  const out = new Float64Array(space);
  for (const i of members) for (let k = rows.ptr[i]; k < rows.ptr[i + 1]; k++) out[rows.idx[k]] += rows.val[k];
  const norm = Math.sqrt(out.reduce((a, b) => a + b * b, 0));
  if (norm > 0) for (let f = 0; f < space; f++) out[f] /= norm;
  return out;
}

function randomGroups(rand: () => number, n: number, maxSize: number): number[][] {
  const order = [...Array(n).keys()].sort(() => rand() - 0.5);
  const groups: number[][] = [];
  for (let at = 0; at < n;) {
    const size = 1 + Math.floor(rand() * maxSize);
    groups.push(order.slice(at, at + size));
    at += size;
  }
  return groups;
}

const dot = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let s = 0;
  for (let d = 0; d < a.length; d++) s += a[d] * b[d];
  return s;
};

describe('centroidModel against dense sums', () => {
  it('each group row is the unit-length dense sum of its members (words, chars, semantic)', async () => {
    const texts = generateKeywords(160, 5).map((k) => k.text);
    const m = await model(texts, 12);
    const rand = prng(19);
    const groups = randomGroups(rand, m.n, 9);
    groups.push([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]); // overlapping
    const c = centroidModel(m, groups, TOPIC_LEXICAL_CURVE);
    expect(c.n).toBe(groups.length);
    for (const [block, space] of [
      ['words', m.lexical.wordVocab.length],
      ['chars', m.lexical.charSpace],
    ] as const) {
      const rows = c.lexical[block];
      expect(rows.ptr[groups.length]).toBe(rows.idx.length);
      groups.forEach((members, g) => {
        const want = denseSum(m.lexical[block], members, space);
        const got = denseRow(rows, g, space);
        for (let k = rows.ptr[g] + 1; k < rows.ptr[g + 1]; k++) expect(rows.idx[k]).toBeGreaterThan(rows.idx[k - 1]);
        const nonzero = want.reduce((a, x) => a + (x !== 0 ? 1 : 0), 0);
        expect(rows.ptr[g + 1] - rows.ptr[g], `${block} entries of group ${g}`).toBe(nonzero);
        for (let f = 0; f < space; f++) expect(Math.abs(got[f] - want[f])).toBeLessThan(1e-6);
      });
    }
    groups.forEach((members, g) => {
      const want = new Float64Array(m.dim);
      for (const i of members) for (let d = 0; d < m.dim; d++) want[d] += m.semantic![i * m.dim + d];
      const norm = Math.sqrt(dot(want, want));
      for (let d = 0; d < m.dim; d++)
        expect(Math.abs(c.semantic![g * m.dim + d] - (norm > 0 ? want[d] / norm : 0))).toBeLessThan(1e-6);
    });
  });

  it('the exact centroid graph holds each group’s brute-force top k, symmetric, with its scores', async () => {
    for (const dim of [0, 10]) {
      const texts = generateKeywords(260, 9).map((k) => k.text);
      const m = await model(texts, dim, 4);
      const groups = randomGroups(prng(23 + dim), m.n, 5);
      const c = centroidModel(m, groups, TOPIC_LEXICAL_CURVE);
      const k = 6;
      const graph = await centroidGraph(c, { ...TOPIC_GRAPH, k }, new RunControl());
      const G = groups.length;
      const W = groups.map((g) => denseSum(m.lexical.words, g, m.lexical.wordVocab.length));
      const C = groups.map((g) => denseSum(m.lexical.chars, g, m.lexical.charSpace));
      const S = groups.map((_, g) => (c.semantic ? c.semantic.subarray(g * dim, (g + 1) * dim) : new Float32Array()));
      const score = (a: number, b: number) =>
        m.weights.word * dot(W[a], W[b]) + m.weights.char * dot(C[a], C[b]) + m.weights.semantic * dot(S[a], S[b]);
      const edges = new Map<string, number>();
      for (let i = 0; i < G; i++) {
        for (let e = graph.ptr[i]; e < graph.ptr[i + 1]; e++) {
          const j = graph.nbr[e];
          expect(j).not.toBe(i);
          expect(Math.abs(graph.sim[e] - score(i, j))).toBeLessThan(1e-5);
          edges.set(`${i},${j}`, graph.sim[e]);
        }
      }
      for (const key of edges.keys()) expect(edges.has(key.split(',').reverse().join(','))).toBe(true);
      for (let i = 0; i < G; i++) {
        const scored = [...Array(G).keys()].filter((j) => j !== i).map((j) => ({ j, s: score(i, j) }));
        scored.sort((a, b) => b.s - a.s || a.j - b.j);
        const kth = scored[k - 1].s;
        for (const { j, s } of scored) if (s > kth + 1e-5) expect(edges.has(`${i},${j}`), `${i}→${j}`).toBe(true);
        // i keeps k neighbours of its own, none worse than its k-th (beyond ties), plus those that chose it.
        const own = scored.filter(({ j }) => edges.has(`${i},${j}`));
        expect(own.length).toBeGreaterThanOrEqual(k);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Summarize: conservation, min size, brute-force member similarities and nearest clusters.

function itemsOf(texts: string[], volumes: (number | undefined)[]): UniqueKeyword[] {
  const lang = languageResources('en');
  const stem = cachedStemmer(lang);
  return texts.map((text, i) => {
    const t = normalizeKeyword(text, lang, stem);
    return {
      out: {
        text,
        variants: [],
        variant_indexes: [],
        input_index: i,
        merged_indexes: [],
        search_volume: volumes[i],
        opportunity: null,
      },
      variantFigures: [],
      intent: 'informational',
      stems: t.stems,
      surfaces: t.surfaces,
    } as UniqueKeyword;
  });
}

/** Raw pair similarity by dense dot products of the original rows. */
function pairScorer(m: SimilarityModel) {
  const W = Array.from({ length: m.n }, (_, i) => denseRow(m.lexical.words, i, m.lexical.wordVocab.length));
  const C = Array.from({ length: m.n }, (_, i) => denseRow(m.lexical.chars, i, m.lexical.charSpace));
  return (a: number, b: number) =>
    m.weights.word * dot(W[a], W[b]) +
    m.weights.char * dot(C[a], C[b]) +
    (m.semantic
      ? m.weights.semantic *
        dot(m.semantic.subarray(a * m.dim, (a + 1) * m.dim), m.semantic.subarray(b * m.dim, (b + 1) * m.dim))
      : 0);
}

describe('summarize against brute force', () => {
  it('every keyword once, min size kept, member and nearest similarities as the mean of pairs', async () => {
    const texts = generateKeywords(120, 13).map((k) => k.text);
    const m = await model(texts, 0);
    const sim = pairScorer(m);
    const rand = prng(29);
    const n = m.n;
    const withVolumes = itemsOf(
      texts,
      texts.map((_, i) => (i % 4 === 0 ? undefined : Math.floor(rand() * 1000))),
    );
    // Without volumes the order falls to size, then first keyword.
    const without = itemsOf(
      texts,
      texts.map(() => undefined),
    );
    // Full graph: the nearest cluster is then the brute-force best.
    const graph = completeGraph(n, sim);
    for (const [minSize, items] of [
      [1, withVolumes],
      [2, withVolumes],
      [3, without],
      [5, withVolumes],
      [1, without],
    ] as const) {
      const groups = randomGroups(prng(31 + minSize), n, 7);
      const owner = new Int32Array(n);
      const sums = new GroupSums(m);
      for (const g of groups) {
        const head = g[Math.floor(rand() * g.length)];
        for (const i of g) {
          owner[i] = head;
          if (i !== head) sums.merge(head, i);
        }
      }
      const s = summarize({ items, owner, sums, minSize, model: m, graph });
      const seen = [
        ...s.clusters.flatMap((c) => c.keywords.map((k) => k.input_index)),
        ...s.unclustered.map((k) => k.input_index),
      ].sort((a, b) => a - b);
      expect(seen).toEqual([...Array(n).keys()]);
      const big = groups.filter((g) => g.length >= minSize);
      expect(s.clusters.length).toBe(big.length);
      expect(s.members.map((x) => [...x].sort((a, b) => a - b)).sort((a, b) => a[0] - b[0])).toEqual(
        big.map((g) => [...g].sort((a, b) => a - b)).sort((a, b) => a[0] - b[0]),
      );
      s.clusters.forEach((cluster, t) => {
        const members = s.members[t];
        expect(cluster.keywords.length).toBe(members.length);
        expect(cluster.keywords.length).toBeGreaterThanOrEqual(minSize);
        for (const kw of cluster.keywords) {
          const i = kw.input_index;
          const want =
            members.length === 1
              ? 1
              : calibrate(
                  members.filter((j) => j !== i).reduce((a, j) => a + sim(i, j), 0) / (members.length - 1),
                  m.curve,
                );
          expect(Math.abs(kw.similarity - want), `member ${i}`).toBeLessThanOrEqual(6e-5);
        }
        if (t > 0) {
          const prev = s.clusters[t - 1];
          const key = (c: typeof cluster, ms: number[]) => [c.total_volume ?? 0, ms.length, -Math.min(...ms)];
          const [a, b] = [key(prev, s.members[t - 1]), key(cluster, members)];
          expect(a[0] > b[0] || (a[0] === b[0] && (a[1] > b[1] || (a[1] === b[1] && a[2] > b[2])))).toBe(true);
        }
      });
      for (const u of s.unclustered) {
        const i = u.input_index;
        let best = -1;
        let bestSim = 0;
        s.members.forEach((members, t) => {
          const v = calibrate(members.reduce((a, j) => a + sim(i, j), 0) / members.length, m.curve);
          if (v > bestSim + 1e-9) {
            best = t;
            bestSim = v;
          }
        });
        expect(Math.abs(u.similarity - bestSim), `unclustered ${i}`).toBeLessThanOrEqual(6e-5);
        if (best >= 0 && u.nearest_cluster_id !== s.clusters[best].id) {
          // Only a near tie may pick another cluster.
          const t = s.clusters.findIndex((c) => c.id === u.nearest_cluster_id);
          const v = calibrate(s.members[t].reduce((a, j) => a + sim(i, j), 0) / s.members[t].length, m.curve);
          expect(Math.abs(v - bestSim)).toBeLessThan(1e-6);
        }
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// groupTopics: topics are communities of the exact centroid graph.

describe('groupTopics against communities of the brute-force centroid graph', () => {
  it('every cluster in one topic, counts add up, topics = communities of positive centroid edges', async () => {
    const texts = generateKeywords(200, 17).map((k) => k.text);
    const m = await model(texts, 0);
    const items = itemsOf(
      texts,
      texts.map((_, i) => (i * 37) % 500),
    );
    const groups = randomGroups(prng(41), m.n, 6);
    const clusters = groups.map((g, t) => ({
      id: `c${t + 1}`,
      name: texts[g[0]],
      keywords: g.map((i) => ({ ...items[i].out, similarity: 1 })),
      total_volume: g.reduce((a, i) => a + (items[i].out.search_volume ?? 0), 0),
      avg_cpc: null,
      avg_difficulty: null,
      intent: 'informational',
      terms: [],
      cohesion: 1,
    })) as unknown as Parameters<typeof groupTopics>[0]['clusters'];
    for (const threshold of [0.1, 0.5, 1]) {
      const { topics, topicOf } = await groupTopics(
        { model: m, items, clusters, members: groups, threshold, language: 'en' },
        new RunControl(),
      );
      const ids = topics.flatMap((t) => t.cluster_ids).sort();
      expect(ids).toEqual(clusters.map((c) => c.id).sort());
      topics.forEach((t) => {
        expect(t.keyword_count).toBe(t.cluster_ids.reduce((a, id) => a + groups[Number(id.slice(1)) - 1].length, 0));
        for (const id of t.cluster_ids) expect(topicOf[Number(id.slice(1)) - 1]).toBe(t.id);
      });
      // Same partition as communities() of a dense k-nearest graph built by brute force.
      const G = groups.length;
      const W = groups.map((g) => denseSum(m.lexical.words, g, m.lexical.wordVocab.length));
      const C = groups.map((g) => denseSum(m.lexical.chars, g, m.lexical.charSpace));
      const score = (a: number, b: number) => m.weights.word * dot(W[a], W[b]) + m.weights.char * dot(C[a], C[b]);
      const A: Dense = Array.from({ length: G }, () => new Array<number>(G).fill(0));
      for (let i = 0; i < G; i++) {
        const row = [...Array(G).keys()]
          .filter((j) => j !== i)
          .map((j) => ({ j, s: score(i, j) }))
          .sort((a, b) => b.s - a.s || a.j - b.j)
          .slice(0, TOPIC_GRAPH.k);
        for (const { j, s } of row) if (s > 0) A[i][j] = A[j][i] = s;
      }
      const want = referenceLouvain(A, resolution(threshold));
      const got = topicOf.map((id) => id);
      for (let a = 0; a < G; a++)
        for (let b = a + 1; b < G; b++)
          expect(got[a] === got[b], `clusters ${a},${b} @${threshold}`).toBe(want[a] === want[b]);
    }
  });
});
