// English word vectors and SIF sentence embeddings (Arora, Liang & Ma 2017, "A Simple
// but Tough-to-Beat Baseline for Sentence Embeddings"). Pure: no DOM, no Node APIs, so
// it runs in the clustering Web Worker and in Node alike. The asset is built by
// scripts/build-vectors.mjs, which documents the file layout decoded here.

/** File name of the asset under public/vectors/ (the worker fetches it by URL). */
export const WORD_VECTORS_FILE = 'glove-en-80k-int8.bin';
/** Path of the asset relative to the site root / the public folder. */
export const WORD_VECTORS_PATH = `vectors/${WORD_VECTORS_FILE}`;

export interface WordVectors {
  dim: number;
  size: number;
  /** The word's vector (a fresh copy), or undefined when the word is unknown. */
  get(word: string): Float32Array | undefined;
  /** SIF weight a / (a + p(w)); 1 for unknown words (p → 0). */
  weight(word: string): number;
  /**
   * Optional fast path for sifEmbed: adds weight(word) * vector(word) into `out`
   * without allocating; false (and `out` untouched) when the word is unknown.
   */
  accumulate?(word: string, out: Float32Array): boolean;
}

export interface DecodeOptions {
  /** SIF smoothing parameter a; defaults to the value stored in the asset. */
  sifA?: number;
}

const MAGIC = 0x31565754; // "TWV1" read as a little-endian u32
const HEADER_BYTES = 32;

/** Decodes the int8 asset. Keeps the int8 data and dequantises on lookup (5 MB, not 20). */
export function decodeWordVectors(buffer: ArrayBuffer, options: DecodeOptions = {}): WordVectors {
  if (buffer.byteLength < HEADER_BYTES) throw new Error('Word vectors: file too short');
  const view = new DataView(buffer);
  if (view.getUint32(0, true) !== MAGIC) throw new Error('Word vectors: not a TWV1 file');
  const version = view.getUint32(4, true);
  if (version !== 1) throw new Error(`Word vectors: unsupported version ${version}`);
  const dim = view.getUint32(8, true);
  const size = view.getUint32(12, true);
  const wordBytes = view.getUint32(16, true);
  const a = options.sifA ?? view.getFloat32(20, true);
  const scaleOff = HEADER_BYTES;
  const probOff = scaleOff + 4 * size;
  const vecOff = probOff + 4 * size;
  const wordOff = vecOff + size * dim;
  if (wordOff + wordBytes !== buffer.byteLength) throw new Error('Word vectors: size mismatch');

  const scales = new Float32Array(buffer, scaleOff, size);
  const probs = new Float32Array(buffer, probOff, size);
  const quantised = new Int8Array(buffer, vecOff, size * dim);
  const words = new TextDecoder().decode(new Uint8Array(buffer, wordOff, wordBytes)).split('\n');
  if (words.length !== size) throw new Error('Word vectors: word count mismatch');
  const index = new Map<string, number>();
  words.forEach((w, i) => index.set(w, i));

  const lookup = (word: string): number | undefined => index.get(word) ?? index.get(word.toLowerCase());

  return {
    dim,
    size,
    get(word) {
      const i = lookup(word);
      if (i === undefined) return undefined;
      const out = new Float32Array(dim);
      const s = scales[i];
      const base = i * dim;
      for (let d = 0; d < dim; d++) out[d] = quantised[base + d] * s;
      return out;
    },
    weight(word) {
      const i = lookup(word);
      return i === undefined ? 1 : a / (a + probs[i]);
    },
    accumulate(word, out) {
      const i = lookup(word);
      if (i === undefined) return false;
      const f = (a / (a + probs[i])) * scales[i];
      const base = i * dim;
      for (let d = 0; d < dim; d++) out[d] += f * quantised[base + d];
      return true;
    },
  };
}

/** Joins inside compound tokens ("top-up", "didn't", "u.s"), split when the whole is unknown. */
const COMPOUND_JOINS = /[-.'’_/]+/;

// GloVe's tokeniser split contractions ("did" + "n't"), so its vocabulary has no
// "didn't": read English contractions as the words they stand for.
const NEGATION = /^(.+)n['’]t$/;
const IRREGULAR_NEGATIONS: Record<string, string> = {
  do: 'do',
  does: 'does',
  did: 'did',
  ca: 'can',
  wo: 'will',
  sha: 'shall',
  ai: 'is',
};
const CLITIC = /^(.+)['’](s|re|m|ve|ll|d)$/;
const CLITIC_WORDS: Record<string, string | undefined> = { re: 'are', m: 'am', ve: 'have', ll: 'will', d: 'would' };

/** The words a contraction stands for ("didn't" → did, not), or null if not one. */
function expandContraction(token: string): string[] | null {
  const negation = NEGATION.exec(token);
  if (negation) {
    const base = negation[1].toLowerCase();
    return [IRREGULAR_NEGATIONS[base] ?? base, 'not'];
  }
  const clitic = CLITIC.exec(token);
  if (clitic) {
    const word = CLITIC_WORDS[clitic[2].toLowerCase()];
    return word ? [clitic[1], word] : [clitic[1]];
  }
  return null;
}

/**
 * SIF-weighted average of the known tokens' vectors (repeated tokens count each time).
 * An unknown compound token counts as its known parts ("top-up" as "top" and "up"),
 * a contraction as the words it stands for ("didn't" as "did" and "not").
 * Pass tokens unstemmed: the vocabulary holds whole words. Returns null when no token
 * is known. Writes into `out` when given (length dim).
 */
export function sifEmbed(tokens: string[], vectors: WordVectors, out?: Float32Array): Float32Array | null {
  const dim = vectors.dim;
  const acc = out ?? new Float32Array(dim);
  acc.fill(0);
  let known = 0;
  const add = (word: string): void => {
    if (vectors.accumulate) {
      if (vectors.accumulate(word, acc)) known++;
      return;
    }
    const v = vectors.get(word);
    if (!v) return;
    const w = vectors.weight(word);
    for (let d = 0; d < dim; d++) acc[d] += w * v[d];
    known++;
  };
  for (const token of tokens) {
    const before = known;
    add(token);
    if (known === before && COMPOUND_JOINS.test(token)) {
      const parts = expandContraction(token) ?? token.split(COMPOUND_JOINS);
      for (const part of parts) if (part) add(part);
    }
  }
  if (known === 0) return null;
  for (let d = 0; d < dim; d++) acc[d] /= known;
  return acc;
}

const dotSelf = (row: Float32Array) => row.reduce((sum, x) => sum + x * x, 0);

/** Rows used to estimate the common component; enough for a stable direction. */
const PC_SAMPLE = 20_000;
const PC_MAX_ITERATIONS = 100;
const PC_TOLERANCE = 1e-7;

/**
 * First right singular vector of the (uncentred) matrix whose rows are `embeddings`,
 * by power iteration on XᵀX. Estimated from at most 20,000 evenly spaced rows.
 * Returns a unit vector, or null when every row is zero.
 */
export function firstPrincipalComponent(embeddings: Float32Array[], dim: number): Float32Array | null {
  const step = Math.max(1, Math.ceil(embeddings.length / PC_SAMPLE));
  const rows: Float32Array[] = [];
  for (let i = 0; i < embeddings.length; i += step) rows.push(embeddings[i]);
  // The mean row is close to the answer for word-vector averages: start there. Rows that cancel out
  // (a zero mean) start from the longest row instead: a fixed axis may be orthogonal to every row.
  let u = new Float64Array(dim);
  for (const row of rows) for (let d = 0; d < dim; d++) u[d] += row[d];
  if (normaliseInPlace(u) === 0) {
    let longest: Float32Array | null = null;
    for (const row of rows) if (!longest || dotSelf(row) > dotSelf(longest)) longest = row;
    if (!longest) return null;
    u = Float64Array.from(longest);
    if (normaliseInPlace(u) === 0) return null;
  }
  let next = new Float64Array(dim);
  for (let it = 0; it < PC_MAX_ITERATIONS; it++) {
    next.fill(0);
    for (const row of rows) {
      let p = 0;
      for (let d = 0; d < dim; d++) p += row[d] * u[d];
      for (let d = 0; d < dim; d++) next[d] += p * row[d];
    }
    if (normaliseInPlace(next) === 0) return null;
    let change = 0;
    for (let d = 0; d < dim; d++) change += (next[d] - u[d]) ** 2;
    [u, next] = [next, u];
    if (change < PC_TOLERANCE) break;
  }
  return Float32Array.from(u);
}

/** Subtracts from each embedding its projection on the unit vector `component`, in place. */
export function removeComponent(embeddings: Float32Array[], component: Float32Array): void {
  const dim = component.length;
  for (const row of embeddings) {
    let p = 0;
    for (let d = 0; d < dim; d++) p += row[d] * component[d];
    for (let d = 0; d < dim; d++) row[d] -= p * component[d];
  }
}

/** SIF step 2: removes the common (first principal) component from all embeddings in place. */
export function removeCommonComponent(embeddings: Float32Array[], dim: number): void {
  const component = firstPrincipalComponent(embeddings, dim);
  if (component) removeComponent(embeddings, component);
}

/** Scales v to unit length in place; returns its former length (0 leaves v unchanged). */
export function normaliseInPlace(v: Float32Array | Float64Array): number {
  let n = 0;
  for (let d = 0; d < v.length; d++) n += v[d] * v[d];
  n = Math.sqrt(n);
  if (n > 0) for (let d = 0; d < v.length; d++) v[d] /= n;
  return n;
}

/** Cosine similarity; 0 when either vector is zero. */
export function cosine(x: Float32Array, y: Float32Array): number {
  let dot = 0;
  let nx = 0;
  let ny = 0;
  for (let d = 0; d < x.length; d++) {
    dot += x[d] * y[d];
    nx += x[d] * x[d];
    ny += y[d] * y[d];
  }
  return nx > 0 && ny > 0 ? dot / Math.sqrt(nx * ny) : 0;
}
