// A lexical similarity model of keyword texts (no word vectors), built as the engine builds one:
// what the clustering tests search, link and score by brute force.
import { RunControl } from '@workers/clustering/control';
import { buildLexicalFeatures } from '@workers/clustering/features';
import { languageResources } from '@workers/clustering/languages';
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
