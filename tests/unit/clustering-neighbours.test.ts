// The neighbour search keeps, for each keyword, its k most similar candidates (ties: lower index):
// with indexes wide enough that every keyword sharing a feature is a candidate, that is the
// brute-force top k of the exact scores.
import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  GRAPH_PARAMS,
  searchRange,
  type GraphParams,
  type NeighbourRows,
} from '@workers/clustering/neighbours';
import { PairScorer, type SimilarityModel } from '@workers/clustering/similarity';
import { generateKeywords } from '../bench/generator';
import { lexicalModel } from './clustering-support';

function bruteForceTopK(model: SimilarityModel, i: number, k: number): number[] {
  const scorer = new PairScorer(model);
  scorer.load(i);
  const scored: { j: number; s: number }[] = [];
  for (let j = 0; j < model.n; j++) {
    if (j === i) continue;
    const s = scorer.score(j);
    if (s > 0) scored.push({ j, s });
  }
  return scored
    .sort((a, b) => b.s - a.s || a.j - b.j)
    .slice(0, k)
    .map(({ j }) => j);
}

/** Each keyword's neighbours (and their similarities) from rows searched in `visit`'s order. */
function byKeyword(rows: NeighbourRows, visit: Int32Array, k: number): { nbr: number[]; sim: number[] }[] {
  const out: { nbr: number[]; sim: number[] }[] = [];
  for (let p = rows.from; p < rows.to; p++) {
    const at = (p - rows.from) * k;
    out[visit[p]] = { nbr: [...rows.nbr.subarray(at, at + k)], sim: [...rows.sim.subarray(at, at + k)] };
  }
  return out;
}

describe('the neighbour search', () => {
  it('keeps each keyword’s k best candidates, not the last one scored', async () => {
    const texts = generateKeywords(150).map((keyword) => keyword.text);
    const { model } = await lexicalModel(texts);
    // Every keyword that shares a word or a character feature is a candidate.
    const params: GraphParams = { ...GRAPH_PARAMS, lexicalCandidates: model.n, wordCap: model.n, charCap: model.n };
    const index = buildSearchIndex(model, params);
    const { k } = params;
    const found = byKeyword(await searchRange(model, params, index, 0, model.n), index.visit, k);
    let full = 0;
    for (let i = 0; i < model.n; i++) {
      const kept = found[i].nbr.filter((j) => j >= 0);
      const expected = bruteForceTopK(model, i, k);
      if (expected.length === k) full++;
      expect(kept, `neighbours of ${texts[i]}`).toEqual(expected);
    }
    // The case that matters: more candidates than places.
    expect(full).toBeGreaterThan(model.n / 2);
  });

  it('finds the same neighbours whatever order the keywords are searched in', async () => {
    const texts = generateKeywords(400).map((keyword) => keyword.text);
    const { model } = await lexicalModel(texts);
    const index = buildSearchIndex(model, GRAPH_PARAMS);
    const n = model.n;
    const searched = async (visit: Int32Array) => {
      const place = new Int32Array(n);
      visit.forEach((i, p) => (place[i] = p));
      const rows = await searchRange(model, GRAPH_PARAMS, { ...index, visit, place }, 0, n);
      return byKeyword(rows, visit, GRAPH_PARAMS.k);
    };
    // The index's own order (keywords by their heaviest word, as no word vectors are given).
    const expected = byKeyword(await searchRange(model, GRAPH_PARAMS, index, 0, n), index.visit, GRAPH_PARAMS.k);
    expect(await searched(Int32Array.from({ length: n }, (_, i) => i))).toEqual(expected);
    expect(await searched(Int32Array.from({ length: n }, (_, p) => (p * 7919) % n))).toEqual(expected);
  });
});
