// Sub-word vectors for words the vocabulary lacks (fastText-style: Bojanowski et al. 2017,
// "Enriching Word Vectors with Subword Information"): a word is "<word>" cut into character
// n-grams, each hashed into a bucket whose vector was fitted to GloVe's own words at build time
// (scripts/build-subwords.mjs documents the file), and the word's vector is the mean of its
// buckets' vectors. So "hepatocellular", "laparoscopic" or "shopify" get a vector near the words
// that share their pieces instead of none. Pure: runs in the worker and in Node alike.
import { decodeWordVectors, WORD_VECTORS_PATH, type WordVectors } from './vectors';

export const SUBWORD_VECTORS_FILE = 'glove-en-subwords.ngrams';
export const SUBWORD_VECTORS_PATH = `vectors/${SUBWORD_VECTORS_FILE}`;

const MAGIC = 0x31535754; // "TWS1" read as a little-endian u32
const HEADER_BYTES = 28;
/** Only words of letters this long are composed: shorter ones are abbreviations or typos. */
const MIN_LETTERS = 4;
const WORD = /^\p{Ll}+$/u;
const MAX_CACHED = 50_000;

export interface SubwordVectors {
  dim: number;
  /**
   * The vector composed for `word`, as long as the mean GloVe vector the buckets were fitted to, or
   * undefined when it is not a word of letters. Callers must not modify it (it is cached).
   */
  compose(word: string): Float32Array | undefined;
}

/** FNV-1a (32 bit) buckets of the word's n-grams: must match scripts/build-subwords.mjs. */
function bucketsOf(word: string, buckets: number, minN: number, maxN: number): number[] {
  const s = `<${word}>`;
  const out: number[] = [];
  for (let n = minN; n <= maxN; n++) {
    for (let i = 0; i + n <= s.length; i++) {
      let h = 0x811c9dc5;
      for (let k = i; k < i + n; k++) h = Math.imul(h ^ s.charCodeAt(k), 0x01000193);
      out.push((h >>> 0) % buckets);
    }
  }
  return out;
}

export function decodeSubwordVectors(buffer: ArrayBuffer): SubwordVectors {
  if (buffer.byteLength < HEADER_BYTES) throw new Error('Sub-word vectors: file too short');
  const view = new DataView(buffer);
  if (view.getUint32(0, true) !== MAGIC) throw new Error('Sub-word vectors: not a TWS1 file');
  if (view.getUint32(4, true) !== 1) throw new Error('Sub-word vectors: unsupported version');
  const dim = view.getUint32(8, true);
  const buckets = view.getUint32(12, true);
  const minN = view.getUint32(16, true);
  const maxN = view.getUint32(20, true);
  const length = view.getFloat32(24, true);
  const vecOff = HEADER_BYTES + 4 * buckets;
  if (vecOff + buckets * dim !== buffer.byteLength) throw new Error('Sub-word vectors: size mismatch');
  const scales = new Float32Array(buffer, HEADER_BYTES, buckets);
  const quantised = new Int8Array(buffer, vecOff, buckets * dim);
  const cache = new Map<string, Float32Array>();

  return {
    dim,
    compose(word) {
      if (word.length < MIN_LETTERS || !WORD.test(word)) return undefined;
      const cached = cache.get(word);
      if (cached) return cached;
      const out = new Float32Array(dim);
      for (const b of bucketsOf(word, buckets, minN, maxN)) {
        const s = scales[b];
        for (let d = 0; d < dim; d++) out[d] += s * quantised[b * dim + d];
      }
      let norm = 0;
      for (let d = 0; d < dim; d++) norm += out[d] * out[d];
      if (norm === 0) return undefined;
      const scale = length / Math.sqrt(norm);
      for (let d = 0; d < dim; d++) out[d] *= scale;
      if (cache.size >= MAX_CACHED) cache.clear();
      cache.set(word, out);
      return out;
    },
  };
}

function addScaled(v: Float32Array | undefined, weight: number, out: Float32Array): boolean {
  if (!v) return false;
  for (let d = 0; d < out.length; d++) out[d] += weight * v[d];
  return true;
}

/**
 * `vectors` with unknown words composed from `subwords`, with SIF weight 1 (what `weight` gives any
 * unknown word: an unknown word is rarer than every known one).
 */
export function withSubwords(vectors: WordVectors, subwords: SubwordVectors): WordVectors {
  const composed = (word: string): Float32Array | undefined => subwords.compose(word.toLowerCase());
  return {
    ...vectors,
    get: (word) => vectors.get(word) ?? composed(word)?.slice(),
    accumulate(word, out) {
      const known = vectors.accumulate
        ? vectors.accumulate(word, out)
        : addScaled(vectors.get(word), vectors.weight(word), out);
      return known || addScaled(composed(word), 1, out);
    },
  };
}

/**
 * The word vectors with sub-words, from `read` (a fetch or a file read of a path under public/). The
 * sub-word file is an extra: when it cannot be read, the whole-word vectors alone.
 */
export async function loadEnglishVectors(read: (path: string) => Promise<ArrayBuffer>): Promise<WordVectors> {
  const [words, subwords] = await Promise.all([read(WORD_VECTORS_PATH), read(SUBWORD_VECTORS_PATH).catch(() => null)]);
  const vectors = decodeWordVectors(words);
  return subwords ? withSubwords(vectors, decodeSubwordVectors(subwords)) : vectors;
}
