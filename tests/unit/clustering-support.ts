// A lexical similarity model of keyword texts (no word vectors), built as the engine builds one, and
// the complete graph over it: what the clustering tests search, link and score by brute force.
import { RunControl } from '@workers/clustering/control';
import { buildLexicalFeatures } from '@workers/clustering/features';
import { languageResources } from '@workers/clustering/languages';
import type { NeighbourGraph } from '@workers/clustering/neighbours';
import { LEXICAL_CURVE, LEXICAL_WEIGHTS, type SimilarityModel } from '@workers/clustering/similarity';
import { cachedStemmer, normalizeKeyword } from '@workers/clustering/text';

export async function lexicalModel(texts: readonly string[]) {
  const lang = languageResources('en');
  const stem = cachedStemmer(lang);
  const items = texts.map((text) => normalizeKeyword(text, lang, stem));
  const model: SimilarityModel = {
    n: items.length,
    lexical: await buildLexicalFeatures(items, lang, stem, new RunControl()),
    semantic: null,
    dim: 0,
    weights: LEXICAL_WEIGHTS,
    curve: LEXICAL_CURVE,
  };
  return { model, items, lang };
}

/** Every pair an edge, scored by `sim`: where a sparse graph could miss a pair, this one cannot. */
export function completeGraph(n: number, sim: (i: number, j: number) => number): NeighbourGraph {
  const ptr = new Int32Array(n + 1);
  const nbr: number[] = [];
  const sims: number[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      nbr.push(j);
      sims.push(sim(i, j));
    }
    ptr[i + 1] = nbr.length;
  }
  return { ptr, nbr: Int32Array.from(nbr), sim: Float32Array.from(sims) };
}
