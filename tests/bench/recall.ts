// Neighbour-graph recall: for an evenly spaced sample of 300 keywords, the share of each one's
// exact k most similar keywords (every pair scored) that the sparse graph found, and how often
// those neighbours share the keyword's label. Recall that falls as lists grow would cost quality
// at scale; on Banking77 (3,079 texts) and CLINC150 (14,998) it is the same (about 0.66 at k = 8),
// so candidate recall is not why quality differs between the two.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { RunControl } from '../../workers/clustering/control';
import { buildLexicalFeatures } from '../../workers/clustering/features';
import { languageResources } from '../../workers/clustering/languages';
import { buildNeighbourGraph, GRAPH_PARAMS } from '../../workers/clustering/neighbours';
import { semanticMatrix } from '../../workers/clustering/semantic';
import { HYBRID_CURVE, HYBRID_WEIGHTS, PairScorer, type SimilarityModel } from '../../workers/clustering/similarity';
import { cachedStemmer, normalizeKeyword } from '../../workers/clustering/text';
import { loadWordVectorsFromDisk } from '../../workers/clustering/vectors.node.ts';
import { generateKeywords } from './generator';
import type { Benchmark } from './types';

const SAMPLE = 300;
const SETS = ['../shared/data/banking77_test.jsonl', '../shared/data/clinc150_train.jsonl'];

async function labelled(file: string): Promise<{ text: string; label: string | null }[]> {
  return (await readFile(file, 'utf8'))
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { keyword: string; label: string })
    .map((row) => ({ text: row.keyword, label: row.label }));
}

async function measure(name: string, rows: { text: string; label: string | null }[]) {
  const vectors = await loadWordVectorsFromDisk();
  const lang = languageResources('en');
  const stem = cachedStemmer(lang);
  const texts = rows.map((row) => normalizeKeyword(row.text, lang, stem));
  const control = new RunControl();
  const lexical = await buildLexicalFeatures(texts, lang, stem, control);
  const semantic = await semanticMatrix(texts, vectors, control);
  const model: SimilarityModel = {
    n: texts.length,
    lexical,
    semantic: semantic?.matrix ?? null,
    dim: semantic?.dim ?? 0,
    weights: HYBRID_WEIGHTS,
    curve: HYBRID_CURVE,
  };
  const graph = await buildNeighbourGraph(model, GRAPH_PARAMS, control);
  const scorer = new PairScorer(model);
  const k = GRAPH_PARAMS.k;
  const n = texts.length;
  let found = 0;
  let exactSame = 0;
  let total = 0;
  const step = Math.max(1, Math.floor(n / SAMPLE));
  for (let i = 0; i < n; i += step) {
    scorer.load(i);
    const scored: [number, number][] = [];
    for (let j = 0; j < n; j++) if (j !== i) scored.push([j, scorer.score(j)]);
    scored.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const inGraph = new Set(graph.nbr.subarray(graph.ptr[i], graph.ptr[i + 1]));
    for (const [j] of scored.slice(0, k)) {
      total++;
      if (inGraph.has(j)) found++;
      if (rows[i].label !== null && rows[j].label === rows[i].label) exactSame++;
    }
  }
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    set: name,
    n,
    k,
    recall: round(found / total),
    mean_degree: round(graph.nbr.length / n),
    ...(rows[0]?.label !== null && { exact_neighbours_same_label: round(exactSame / total) }),
  };
}

const recall: Benchmark = {
  name: 'recall',
  async run(emit) {
    for (const file of SETS)
      if (existsSync(file)) emit(await measure(file.split('/').pop() ?? file, await labelled(file)));
    emit(
      await measure(
        'generated 10,000',
        generateKeywords(10_000).map((k) => ({ text: k.text, label: null })),
      ),
    );
  },
};

export default recall;
