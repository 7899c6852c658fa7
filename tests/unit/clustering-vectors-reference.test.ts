// workers/clustering/vectors.ts, semantic.ts and the projection codes of neighbours.ts against
// brute-force references of what their comments say: SIF averages (Arora et al. 2017), the first
// right singular vector of the uncentred matrix (exact Jacobi eigen-decomposition of XᵀX), its
// removal, unit rows, the same words seen on every path, and 12-bit codes equal to one plain dot
// product per plane.
import { describe, expect, it } from 'vitest';
import { RunControl } from '@workers/clustering/control';
import { buildLexicalFeatures, QUALIFIER_WEIGHT } from '@workers/clustering/features';
import { languageResources } from '@workers/clustering/languages';
import { buildSearchIndex, gaussian, GRAPH_PARAMS } from '@workers/clustering/neighbours';
import { semanticMatrix, semanticTokens } from '@workers/clustering/semantic';
import { HYBRID_CURVE, HYBRID_WEIGHTS, type SimilarityModel } from '@workers/clustering/similarity';
import { withSubwords, type SubwordVectors } from '@workers/clustering/subwords';
import { cachedStemmer, normalizeKeyword } from '@workers/clustering/text';
import {
  decodeWordVectors,
  firstPrincipalComponent,
  normaliseInPlace,
  removeCommonComponent,
  removeComponent,
  sifEmbed,
  type WordVectors,
} from '@workers/clustering/vectors';
import { loadWordVectorsFromDisk } from '../../workers/clustering/vectors.node';
import { generateKeywords, prng } from '../bench/generator';

/** Seeded numbers in [-0.5, 0.5). */
function rng(seed: number): () => number {
  const next = prng(seed);
  return () => next() - 0.5;
}

/** Eigenvalues and eigenvectors (columns of V) of a symmetric matrix, cyclic Jacobi. */
function jacobi(a: number[][]): { values: number[]; vectors: number[][] } {
  const n = a.length;
  const A = a.map((r) => r.slice());
  const V = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j): number => (i === j ? 1 : 0)));
  for (let sweep = 0; sweep < 100; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += A[p][q] ** 2;
    if (off < 1e-30) break;
    for (let p = 0; p < n; p++)
      for (let q = p + 1; q < n; q++) {
        if (Math.abs(A[p][q]) < 1e-300) continue;
        const theta = (A[q][q] - A[p][p]) / (2 * A[p][q]);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = A[k][p];
          const akq = A[k][q];
          A[k][p] = c * akp - s * akq;
          A[k][q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = A[p][k];
          const aqk = A[q][k];
          A[p][k] = c * apk - s * aqk;
          A[q][k] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k++) {
          const vkp = V[k][p];
          const vkq = V[k][q];
          V[k][p] = c * vkp - s * vkq;
          V[k][q] = s * vkp + c * vkq;
        }
      }
  }
  return { values: A.map((r, i) => r[i]), vectors: V };
}

function gram(rows: Float32Array[], dim: number): number[][] {
  const g = Array.from({ length: dim }, () => new Array<number>(dim).fill(0));
  for (const r of rows) for (let i = 0; i < dim; i++) for (let j = 0; j < dim; j++) g[i][j] += r[i] * r[j];
  return g;
}

/** The exact top eigenvector of XᵀX and the gap λ2/λ1. */
function exactTop(rows: Float32Array[], dim: number): { v: number[]; ratio: number } {
  const { values, vectors } = jacobi(gram(rows, dim));
  const order = values.map((_, i) => i).sort((x, y) => values[y] - values[x]);
  return { v: vectors.map((r) => r[order[0]]), ratio: values[order[1]] / values[order[0]] };
}

const absCos = (x: ArrayLike<number>, y: ArrayLike<number>): number => {
  let d = 0;
  let nx = 0;
  let ny = 0;
  for (let i = 0; i < x.length; i++) {
    d += x[i] * y[i];
    nx += x[i] * x[i];
    ny += y[i] * y[i];
  }
  return Math.abs(d) / Math.sqrt(nx * ny);
};

/** A toy vocabulary: word -> (vector, p(w)); `fast` adds the accumulate path. */
function toyVectors(
  dim: number,
  vocab: Record<string, { v: number[]; p: number }>,
  a: number,
  fast: boolean,
  seen?: string[],
): WordVectors {
  const find = (w: string) => vocab[w] ?? vocab[w.toLowerCase()];
  const base: WordVectors = {
    dim,
    size: Object.keys(vocab).length,
    get: (w) => {
      seen?.push(w);
      const e = find(w);
      return e ? Float32Array.from(e.v) : undefined;
    },
    weight: (w) => {
      const e = find(w);
      return e ? a / (a + e.p) : 1;
    },
  };
  if (fast)
    base.accumulate = (w, out) => {
      seen?.push(w);
      const e = find(w);
      if (!e) return false;
      for (let d = 0; d < dim; d++) out[d] += (a / (a + e.p)) * e.v[d];
      return true;
    };
  return base;
}

/** Reference SIF: (1/|known words|) Σ a/(a+p(w)) v(w) over the listed (already split) words. */
function referenceSif(words: string[], vocab: Record<string, { v: number[]; p: number }>, a: number, dim: number) {
  const out = new Array<number>(dim).fill(0);
  let known = 0;
  for (const w of words) {
    const e = vocab[w];
    if (!e) continue;
    known++;
    for (let d = 0; d < dim; d++) out[d] += (a / (a + e.p)) * e.v[d];
  }
  return known ? out.map((x) => x / known) : null;
}

describe('firstPrincipalComponent against an exact eigen-decomposition', () => {
  it('matches the top eigenvector of XᵀX on random small matrices (with and without a common offset)', () => {
    const r = rng(7);
    for (let trial = 0; trial < 40; trial++) {
      const dim = 2 + (trial % 7);
      const n = 3 + ((trial * 5) % 30);
      const offset = Array.from({ length: dim }, () => (trial % 2 ? 2 * r() : 0));
      const rows = Array.from({ length: n }, () => Float32Array.from({ length: dim }, (_, d) => offset[d] + r()));
      const { v, ratio } = exactTop(rows, dim);
      if (ratio > 0.9) continue; // no well-defined answer within 100 iterations
      const pc = firstPrincipalComponent(rows, dim)!;
      expect(pc).not.toBeNull();
      expect(Math.hypot(...pc)).toBeCloseTo(1, 5);
      expect(absCos(pc, v), `trial ${trial} (λ2/λ1 ${ratio.toFixed(3)})`).toBeGreaterThan(0.9999);
    }
  });

  it('returns null only when every row is zero', () => {
    expect(firstPrincipalComponent([new Float32Array(3), new Float32Array(3)], 3)).toBeNull();
    expect(firstPrincipalComponent([], 3)).toBeNull();
  });

  // Rows that cancel out start from the longest row (a fixed axis may be orthogonal to all of them).
  // Not covered: a mean that is exactly a lesser eigenvector stays one (power iteration from it).
  it('finds the component of rows whose mean is zero (rows (0,1) and (0,-1): ±(0,1))', () => {
    const rows = [Float32Array.of(0, 1), Float32Array.of(0, -1)];
    const pc = firstPrincipalComponent(rows, 2);
    expect(pc).not.toBeNull();
    expect(absCos(pc!, [0, 1])).toBeGreaterThan(0.9999);
  });
});

describe('removeComponent, removeCommonComponent, normaliseInPlace', () => {
  it('subtracts (row·c)c, leaves rows orthogonal to c and zero rows zero', () => {
    const r = rng(3);
    const dim = 5;
    const c = Float32Array.from({ length: dim }, r);
    normaliseInPlace(c);
    const rows = Array.from({ length: 12 }, (_, i) =>
      i % 4 === 0 ? new Float32Array(dim) : Float32Array.from({ length: dim }, r),
    );
    const before = rows.map((x) => Array.from(x));
    removeComponent(rows, c);
    rows.forEach((row, i) => {
      const p = before[i].reduce((s, x, d) => s + x * c[d], 0);
      for (let d = 0; d < dim; d++) expect(row[d]).toBeCloseTo(before[i][d] - p * c[d], 6);
      expect(Math.abs(row.reduce((s, x, d) => s + x * c[d], 0))).toBeLessThan(1e-6);
      if (i % 4 === 0) expect([...row].every((x) => x === 0)).toBe(true);
    });
  });

  it('removeCommonComponent removes the exact top eigenvector direction', () => {
    const r = rng(11);
    const dim = 6;
    const rows = Array.from({ length: 25 }, () =>
      Float32Array.from({ length: dim }, (_, d) => (d === 2 ? 1.5 : 0) + r()),
    );
    const { v } = exactTop(rows, dim);
    removeCommonComponent(rows, dim);
    for (const row of rows) expect(Math.abs(row.reduce((s, x, d) => s + x * v[d], 0))).toBeLessThan(1e-4);
  });

  it('normaliseInPlace: unit length, returns the old length, zero left zero (no NaN)', () => {
    const z = new Float32Array(4);
    expect(normaliseInPlace(z)).toBe(0);
    expect([...z]).toEqual([0, 0, 0, 0]);
    const v = Float32Array.of(3, 4);
    expect(normaliseInPlace(v)).toBeCloseTo(5, 6);
    expect(v[0]).toBeCloseTo(0.6, 6);
    const tiny = Float32Array.of(1e-40, 0);
    expect(normaliseInPlace(tiny)).toBeGreaterThan(0);
    expect(tiny[0]).toBeCloseTo(1, 5);
  });
});

describe('sifEmbed against the SIF formula', () => {
  const dim = 4;
  const a = 1e-3;
  const r = rng(5);
  const words = ['top', 'up', 'did', 'not', 'can', 'will', 'women', 'shoes', 'i', 'am', 'u', 's', 'near', 'me', 'the'];
  const vocab: Record<string, { v: number[]; p: number }> = {};
  words.forEach((w, i) => (vocab[w] = { v: Array.from({ length: dim }, r), p: (i + 1) * 1e-3 }));
  const cases: [string[], string[]][] = [
    [
      ['top', 'up'],
      ['top', 'up'],
    ],
    [['top-up'], ['top', 'up']],
    [
      ["didn't", 'shoes'],
      ['did', 'not', 'shoes'],
    ],
    [["can't"], ['can', 'not']],
    [["won't"], ['will', 'not']],
    [
      ["women's", 'shoes'],
      ['women', 'shoes'],
    ],
    [["I'm"], ['i', 'am']],
    [
      ['u.s', 'shoes', 'shoes'],
      ['u', 's', 'shoes', 'shoes'],
    ],
    [['zzz', 'shoes'], ['shoes']],
    [['zzz-qqq'], []],
  ];
  for (const fast of [false, true])
    it(`${fast ? 'accumulate' : 'get + weight'} path: (1/known) Σ a/(a+p) v, compounds and contractions split`, () => {
      const vectors = toyVectors(dim, vocab, a, fast);
      for (const [tokens, parts] of cases) {
        const got = sifEmbed(tokens, vectors);
        const want = referenceSif(parts, vocab, a, dim);
        if (want === null) expect(got, tokens.join(' ')).toBeNull();
        else for (let d = 0; d < dim; d++) expect(got![d], tokens.join(' ')).toBeCloseTo(want[d], 6);
      }
    });

  it('decodeWordVectors: get, weight and accumulate agree with the stored int8 data and a/(a+p)', () => {
    const ws = ['alpha', 'beta', 'gamma'];
    const d = 3;
    const scales = [0.01, 0.02, 0.005];
    const probs = [0.01, 0.001, 0.0001];
    const q = [10, -20, 30, 127, -128, 0, 1, 2, 3];
    const wordBytes = new TextEncoder().encode(ws.join('\n'));
    const buf = new ArrayBuffer(32 + 8 * ws.length + ws.length * d + wordBytes.length);
    const view = new DataView(buf);
    view.setUint32(0, 0x31565754, true);
    view.setUint32(4, 1, true);
    view.setUint32(8, d, true);
    view.setUint32(12, ws.length, true);
    view.setUint32(16, wordBytes.length, true);
    view.setFloat32(20, 1e-3, true);
    scales.forEach((s, i) => view.setFloat32(32 + 4 * i, s, true));
    probs.forEach((p, i) => view.setFloat32(32 + 4 * ws.length + 4 * i, p, true));
    q.forEach((x, i) => view.setInt8(32 + 8 * ws.length + i, x));
    new Uint8Array(buf, 32 + 8 * ws.length + ws.length * d).set(wordBytes);
    const vectors = decodeWordVectors(buf);
    ws.forEach((w, i) => {
      const wt = 1e-3 / (1e-3 + Math.fround(probs[i]));
      expect(vectors.weight(w)).toBeCloseTo(wt, 6);
      expect(vectors.weight(w.toUpperCase())).toBeCloseTo(wt, 6);
      const v = vectors.get(w)!;
      const acc = new Float32Array(d);
      expect(vectors.accumulate!(w, acc)).toBe(true);
      for (let k = 0; k < d; k++) {
        const ref = q[i * d + k] * Math.fround(scales[i]);
        expect(v[k]).toBeCloseTo(ref, 6);
        expect(acc[k]).toBeCloseTo(wt * ref, 6);
      }
    });
    expect(vectors.get('delta')).toBeUndefined();
    expect(vectors.weight('delta')).toBe(1);
    const untouched = new Float32Array(d);
    expect(vectors.accumulate!('delta', untouched)).toBe(false);
    expect([...untouched]).toEqual([0, 0, 0]);
  });

  it('withSubwords: an unknown word gets its composed vector with weight 1 on both paths', () => {
    const composedVec = Float32Array.of(1, 2, 3, 4);
    const subwords: SubwordVectors = { dim, compose: (w) => (w === 'shopify' ? composedVec : undefined) };
    for (const fast of [false, true]) {
      const vectors = withSubwords(toyVectors(dim, vocab, a, fast), subwords);
      const got = sifEmbed(['shopify', 'shoes'], vectors)!;
      const shoes = vocab.shoes;
      for (let d = 0; d < dim; d++)
        expect(got[d]).toBeCloseTo((composedVec[d] + (a / (a + shoes.p)) * shoes.v[d]) / 2, 6);
      // The slow path (get + weight) as sifEmbed would use it.
      const plain: WordVectors = { ...vectors, accumulate: undefined };
      const slow = sifEmbed(['shopify', 'shoes'], plain)!;
      for (let d = 0; d < dim; d++) expect(slow[d]).toBeCloseTo(got[d], 6);
    }
    expect(composedVec).toEqual(Float32Array.of(1, 2, 3, 4)); // cached vector not modified
  });
});

describe('semanticMatrix and the qualifier weighting', () => {
  const lang = languageResources('en');
  const stem = cachedStemmer(lang);
  const dim = 4;
  const r = rng(9);
  const vocab: Record<string, { v: number[]; p: number }> = {};
  for (const w of ['women', 'shoes', 'near', 'me', 'did', 'not', 'work', 'in', 'boston', 'top', 'up', 'cheap'])
    vocab[w] = { v: Array.from({ length: dim }, r), p: 1e-3 };

  it('rows are unit, zero for keywords with no known word, head + QUALIFIER_WEIGHT · qualifier before SIF step 2', async () => {
    const texts = ['cheap shoes near boston', 'top-up shoes', 'zzqx', 'women shoes', 'work in boston'].map((t) =>
      normalizeKeyword(t, lang, stem),
    );
    const vectors = toyVectors(dim, vocab, 1e-3, true);
    const sem = (await semanticMatrix(texts, vectors, new RunControl()))!;
    // Reference: embed, remove the exact top eigenvector, normalise.
    const raw = texts.map((t) => {
      if (t.qualifierStart < 0)
        return referenceSif(
          semanticTokens(t.folded).flatMap((w) => w.split('-')),
          vocab,
          1e-3,
          dim,
        );
      const head = referenceSif(semanticTokens(t.folded).slice(0, t.qualifierStart), vocab, 1e-3, dim);
      const qual = referenceSif(semanticTokens(t.folded).slice(t.qualifierStart), vocab, 1e-3, dim);
      if (!head) return qual;
      return qual ? head.map((x, d) => x + QUALIFIER_WEIGHT * qual[d]) : head;
    });
    const known = raw.filter((x): x is number[] => x !== null).map((x) => Float32Array.from(x));
    const { v } = exactTop(known, dim);
    raw.forEach((x, i) => {
      const row = sem.matrix.subarray(i * dim, (i + 1) * dim);
      if (!x) {
        expect(
          [...row].every((y) => y === 0),
          texts[i].folded,
        ).toBe(true);
        return;
      }
      const p = x.reduce((s, y, d) => s + y * v[d], 0);
      const ref = x.map((y, d) => y - p * v[d]);
      expect(Math.hypot(...row)).toBeCloseTo(1, 5);
      expect(absCos(row, ref), texts[i].folded).toBeGreaterThan(0.9999);
    });
  });

  // A phrase with a qualifier was embedded from the normaliser's tokens (apostrophes dropped:
  // "women's" -> "womens", "didn't" -> "didnt"), one without from semanticTokens: the same head word
  // was looked up differently depending on the qualifier.
  it('looks a head word up the same way with and without a qualifier', async () => {
    for (const [plain, phrase] of [
      ["women's shoes", "women's shoes in boston"],
      ["didn't work", "didn't work in boston"],
    ]) {
      const seenPlain: string[] = [];
      const seenPhrase: string[] = [];
      await semanticMatrix(
        [normalizeKeyword(plain, lang, stem)],
        toyVectors(dim, vocab, 1e-3, true, seenPlain),
        new RunControl(),
      );
      await semanticMatrix(
        [normalizeKeyword(phrase, lang, stem)],
        toyVectors(dim, vocab, 1e-3, true, seenPhrase),
        new RunControl(),
      );
      const knownPlain = seenPlain.filter((w) => vocab[w]);
      const knownPhrase = seenPhrase.filter((w) => vocab[w]);
      expect(knownPhrase.slice(0, knownPlain.length), `${phrase} vs ${plain}`).toEqual(knownPlain);
    }
  });
});

describe('projection codes against one plain dot product per plane', () => {
  it('orders keywords by (code, index), code bit 11-b = [row · plane b > 0]', async () => {
    const texts = generateKeywords(300).map((k) => k.text);
    const items = texts.map((t) => normalizeKeyword(t, lang(), cachedStemmer(lang())));
    const n = items.length;
    for (const dim of [1, 7, 12, 13, 50]) {
      const r = rng(dim);
      const semantic = new Float32Array(n * dim);
      for (let i = 0; i < n; i++)
        for (let d = 0; d < dim; d++) semantic[i * dim + d] = i % 10 === 0 ? 0 : i % 10 === 1 ? -0 : r();
      const model: SimilarityModel = {
        n,
        lexical: await buildLexicalFeatures(items, lang(), cachedStemmer(lang()), new RunControl()),
        semantic,
        dim,
        weights: HYBRID_WEIGHTS,
        curve: HYBRID_CURVE,
      };
      const params = { ...GRAPH_PARAMS, projections: 3 };
      const index = buildSearchIndex(model, params);
      const rand = gaussian(0x5eed);
      expect(index.orders.length).toBe(3);
      for (let p = 0; p < 3; p++) {
        const planes = Float32Array.from({ length: 12 * dim }, rand);
        const code = Array.from({ length: n }, (_, i) => {
          let c = 0;
          for (let b = 0; b < 12; b++) {
            let s = 0;
            for (let d = 0; d < dim; d++) s += planes[b * dim + d] * semantic[i * dim + d];
            if (s > 0) c |= 1 << (11 - b);
          }
          return c;
        });
        const want = Array.from({ length: n }, (_, i) => i).sort((x, y) => code[x] - code[y] || x - y);
        expect([...index.orders[p]], `dim ${dim} projection ${p}`).toEqual(want);
        want.forEach((i, at) => expect(index.rank[p][i]).toBe(at));
      }
    }
  });
  const lang = () => languageResources('en');
});

describe('with the real vectors', () => {
  it('the common component of real SIF rows is the exact top eigenvector', async () => {
    const vectors = await loadWordVectorsFromDisk();
    const lang = languageResources('en');
    const stem = cachedStemmer(lang);
    const rows: Float32Array[] = [];
    for (const k of generateKeywords(1500)) {
      const row = sifEmbed(semanticTokens(normalizeKeyword(k.text, lang, stem).folded), vectors);
      if (row) rows.push(row);
    }
    const dim = vectors.dim;
    // Exact: power iteration on the dense XᵀX in float64 from a non-mean start, to full convergence.
    const g = gram(rows, dim);
    let u = Array.from({ length: dim }, (_, d) => Math.cos(d + 1));
    for (let it = 0; it < 3000; it++) {
      const next = g.map((rowG) => rowG.reduce((s, x, d) => s + x * u[d], 0));
      const norm = Math.hypot(...next);
      u = next.map((x) => x / norm);
    }
    const pc = firstPrincipalComponent(rows, dim)!;
    expect(absCos(pc, u)).toBeGreaterThan(0.9999);
  }, 60_000);
});
