import { describe, expect, it } from 'vitest';
import {
  cosine,
  decodeWordVectors,
  firstPrincipalComponent,
  normaliseInPlace,
  removeCommonComponent,
  sifEmbed,
  type WordVectors,
} from '@workers/clustering/vectors';
import { loadWholeWordVectorsFromDisk } from '@workers/clustering/vectors.node';

/** A tiny in-memory vocabulary with hand-set vectors and probabilities. */
function fakeVectors(entries: Record<string, { v: number[]; p: number }>, a = 1e-3): WordVectors {
  return {
    dim: 3,
    size: Object.keys(entries).length,
    get: (w) => (entries[w] ? Float32Array.from(entries[w].v) : undefined),
    weight: (w) => (entries[w] ? a / (a + entries[w].p) : 1),
  };
}

describe('the shipped asset', async () => {
  const t0 = performance.now();
  const vectors = await loadWholeWordVectorsFromDisk();
  const decodeMs = performance.now() - t0;

  it('decodes 80,000 words of 100 dimensions quickly', () => {
    expect(vectors.size).toBe(80_000);
    expect(vectors.dim).toBe(100);
    expect(decodeMs).toBeLessThan(2_000);
  });

  it('knows everyday and commercial words, and not nonsense', () => {
    for (const w of [
      'the',
      'mortgage',
      'refund',
      'laptop',
      'saas',
      'crm',
      'ecommerce',
      'hubspot',
      'wordpress',
      'podcast',
    ]) {
      expect(vectors.get(w), w).toBeInstanceOf(Float32Array);
    }
    expect(vectors.get('Mortgage')).toEqual(vectors.get('mortgage'));
    expect(vectors.get('qwxzvbn')).toBeUndefined();
  });

  it('puts related words closer than unrelated ones', () => {
    const sim = (a: string, b: string) => cosine(vectors.get(a)!, vectors.get(b)!);
    expect(sim('mortgage', 'loan')).toBeGreaterThan(sim('mortgage', 'banana') + 0.3);
    expect(sim('laptop', 'computer')).toBeGreaterThan(sim('laptop', 'wedding') + 0.3);
  });

  it('has no made-up vectors: words newer than the source have none', () => {
    for (const w of ['shopify', 'blockchain', 'dropshipping']) expect(vectors.get(w), w).toBeUndefined();
  });

  it('weights rare words above frequent ones, within (0, 1]', () => {
    const the = vectors.weight('the');
    const mortgage = vectors.weight('mortgage');
    expect(the).toBeGreaterThan(0);
    expect(the).toBeLessThan(0.1);
    expect(mortgage).toBeGreaterThan(0.9);
    expect(mortgage).toBeLessThanOrEqual(1);
    expect(vectors.weight('qwxzvbn')).toBe(1);
  });

  it('embeds the same with and without the allocation-free fast path', () => {
    const tokens = ['cheap', 'mortgage', 'rates', 'top-up', 'nonsenseqq'];
    const fast = sifEmbed(tokens, vectors)!;
    const slow = sifEmbed(tokens, { dim: vectors.dim, size: vectors.size, get: vectors.get, weight: vectors.weight })!;
    for (let d = 0; d < vectors.dim; d++) expect(fast[d]).toBeCloseTo(slow[d], 5);
  });

  it('gives keyword phrases about the same thing similar SIF embeddings', () => {
    const phrases = [
      'cheap car insurance quote',
      'affordable auto insurance',
      'best chocolate cake recipe',
      'easy chocolate brownie recipe',
      'how to lose weight fast',
    ].map((p) => sifEmbed(p.split(' '), vectors)!);
    removeCommonComponent(phrases, vectors.dim);
    expect(cosine(phrases[0], phrases[1])).toBeGreaterThan(cosine(phrases[0], phrases[2]));
    expect(cosine(phrases[2], phrases[3])).toBeGreaterThan(cosine(phrases[2], phrases[4]));
  });
});

/** Writes a TWV1 file as scripts/build-vectors.mjs does. */
function encodeAsset(words: string[], vecs: number[][], probs: number[], a: number): ArrayBuffer {
  const dim = vecs[0].length;
  const size = words.length;
  const wordBytes = new TextEncoder().encode(words.join('\n'));
  const buffer = new ArrayBuffer(32 + 8 * size + size * dim + wordBytes.length);
  const view = new DataView(buffer);
  new Uint8Array(buffer).set(new TextEncoder().encode('TWV1'), 0);
  view.setUint32(4, 1, true);
  view.setUint32(8, dim, true);
  view.setUint32(12, size, true);
  view.setUint32(16, wordBytes.length, true);
  view.setFloat32(20, a, true);
  vecs.forEach((v, i) => {
    const scale = Math.max(...v.map(Math.abs)) / 127;
    view.setFloat32(32 + 4 * i, scale, true);
    view.setFloat32(32 + 4 * size + 4 * i, probs[i], true);
    v.forEach((x, d) => view.setInt8(32 + 8 * size + i * dim + d, Math.round(x / scale)));
  });
  new Uint8Array(buffer).set(wordBytes, 32 + 8 * size + size * dim);
  return buffer;
}

describe('decodeWordVectors', () => {
  const buffer = encodeAsset(
    ['the', 'café', 'loan'],
    [
      [1, -0.5],
      [0.25, 0.5],
      [-2, 1],
    ],
    [0.03, 1e-4, 1e-5],
    1e-3,
  );

  it('dequantises vectors and computes SIF weights from the stored probabilities', () => {
    const v = decodeWordVectors(buffer);
    expect(v.size).toBe(3);
    expect(v.dim).toBe(2);
    expect(Array.from(v.get('café')!)).toEqual([expect.closeTo(0.25, 2), expect.closeTo(0.5, 2)]);
    // int8 error is at most half a step: max|x| / 254.
    expect(Array.from(v.get('loan')!)).toEqual([expect.closeTo(-2, 2), expect.closeTo(1, 1)]);
    expect(v.weight('the')).toBeCloseTo(1e-3 / (1e-3 + 0.03), 6);
    expect(decodeWordVectors(buffer, { sifA: 1e-2 }).weight('the')).toBeCloseTo(1e-2 / (1e-2 + 0.03), 6);
  });

  it('returns copies, so callers cannot corrupt the table', () => {
    const v = decodeWordVectors(buffer);
    v.get('loan')!.fill(0);
    expect(v.get('loan')![0]).toBeCloseTo(-2, 2);
  });

  it('rejects files that are not word-vector assets', () => {
    expect(() => decodeWordVectors(new ArrayBuffer(8))).toThrow(/too short/);
    expect(() => decodeWordVectors(new TextEncoder().encode('x'.repeat(64)).buffer)).toThrow(/not a TWV1/);
    expect(() => decodeWordVectors(buffer.slice(0, buffer.byteLength - 1))).toThrow(/size mismatch/);
  });
});

describe('sifEmbed', () => {
  const vectors = fakeVectors({
    the: { v: [1, 0, 0], p: 0.05 },
    loan: { v: [0, 1, 0], p: 1e-5 },
    rate: { v: [0, 0, 2], p: 1e-4 },
  });

  it('averages known tokens weighted by a / (a + p)', () => {
    const e = sifEmbed(['the', 'loan', 'unknownword'], vectors)!;
    const wThe = 1e-3 / (1e-3 + 0.05);
    const wLoan = 1e-3 / (1e-3 + 1e-5);
    expect(e[0]).toBeCloseTo(wThe / 2, 6);
    expect(e[1]).toBeCloseTo(wLoan / 2, 6);
    expect(e[2]).toBe(0);
  });

  it('counts an unknown compound token as its known parts', () => {
    const whole = sifEmbed(['the-loan'], vectors)!;
    const parts = sifEmbed(['the', 'loan'], vectors)!;
    expect(Array.from(whole)).toEqual(Array.from(parts));
    expect(sifEmbed(['x-y', 'u.s'], vectors)).toBeNull();
  });

  it('reads contractions as the words they stand for (GloVe has no "didn\'t")', () => {
    const withNot = fakeVectors({
      did: { v: [1, 0, 0], p: 1e-3 },
      not: { v: [0, 1, 0], p: 1e-3 },
      will: { v: [0, 0, 1], p: 1e-3 },
      card: { v: [1, 1, 1], p: 1e-5 },
    });
    expect(Array.from(sifEmbed(["didn't"], withNot)!)).toEqual(Array.from(sifEmbed(['did', 'not'], withNot)!));
    expect(Array.from(sifEmbed(['won’t'], withNot)!)).toEqual(Array.from(sifEmbed(['will', 'not'], withNot)!));
    expect(Array.from(sifEmbed(["card's"], withNot)!)).toEqual(Array.from(sifEmbed(['card'], withNot)!));
  });

  it('returns null when no token is known, and writes into the given array', () => {
    expect(sifEmbed(['zzz', 'yyy'], vectors)).toBeNull();
    expect(sifEmbed([], vectors)).toBeNull();
    const out = new Float32Array([9, 9, 9]);
    expect(sifEmbed(['rate'], vectors, out)).toBe(out);
    expect(Array.from(out)).toEqual([0, 0, expect.closeTo(2 * (1e-3 / (1e-3 + 1e-4)), 6)]);
  });
});

describe('removeCommonComponent', () => {
  it('removes the dominant shared direction and keeps the rest', () => {
    const common = [3, 4, 0];
    const rows = [
      [1, 0, 0.5],
      [0, 1, -0.5],
      [0.5, 0.5, 1],
      [-0.2, 0.3, -1],
    ].map((r) => Float32Array.from(r.map((x, d) => x + 10 * common[d])));
    const pc = firstPrincipalComponent(rows, 3)!;
    expect(Math.abs(cosine(pc, Float32Array.from(common)))).toBeGreaterThan(0.99);
    removeCommonComponent(rows, 3);
    for (const r of rows) {
      expect(Math.abs(r[0] * pc[0] + r[1] * pc[1] + r[2] * pc[2])).toBeLessThan(1e-4);
    }
    expect(rows[0][2]).toBeCloseTo(0.5, 1);
  });

  it('leaves all-zero input alone and handles 100,000 x 100 quickly', () => {
    const zeros = [new Float32Array(4), new Float32Array(4)];
    removeCommonComponent(zeros, 4);
    expect(Array.from(zeros[0])).toEqual([0, 0, 0, 0]);

    let seed = 1;
    const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5;
    const big = Array.from({ length: 100_000 }, () => {
      const r = new Float32Array(100);
      for (let d = 0; d < 100; d++) r[d] = rand() + (d === 7 ? 3 : 0);
      return r;
    });
    const t0 = performance.now();
    removeCommonComponent(big, 100);
    expect(performance.now() - t0).toBeLessThan(5_000);
    expect(Math.abs(big[123][7])).toBeLessThan(1);
  });
});

describe('normaliseInPlace', () => {
  it('scales to unit length and reports the old length', () => {
    const v = new Float32Array([3, 4]);
    expect(normaliseInPlace(v)).toBe(5);
    expect(Array.from(v)).toEqual([expect.closeTo(0.6, 6), expect.closeTo(0.8, 6)]);
    expect(normaliseInPlace(new Float32Array(2))).toBe(0);
  });
});
