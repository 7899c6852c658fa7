// Lexical features: TF-IDF rows over word stems (+ stem bigrams, + compound parts for
// de/nl) and over hashed character n-grams of the words (misspellings, compounds,
// inflections the stemmer misses). Each block is L2-normalised on its own so the
// similarity can weigh them.
import type { RunControl } from './control';
import type { LanguageResources } from './languages';
import { stripAccents, type NormalizedText } from './text';

/** Compressed sparse rows: row i is idx/val[ptr[i]..ptr[i+1]), idx ascending. */
export interface SparseRows {
  ptr: Int32Array;
  idx: Int32Array;
  val: Float32Array;
}

export interface LexicalFeatures {
  words: SparseRows;
  chars: SparseRows;
  /** Word feature id → its text (a stem, "stem stem" bigram). */
  wordVocab: string[];
  /** Word feature id → inverse document frequency. */
  wordIdf: Float32Array;
  /** Number of distinct character n-gram features. */
  charSpace: number;
}

const CHAR_BITS = 21;
const CHAR_MIN = 3;
const CHAR_MAX = 3;
const COMPOUND_MIN_PART = 4;
/** Weight of a feature from a phrase's qualifier ("near chicago") against its head. */
export const QUALIFIER_WEIGHT = 0.4;

class IdList {
  ids = new Int32Array(1024);
  length = 0;
  push(id: number): void {
    if (this.length === this.ids.length) {
      const next = new Int32Array(this.ids.length * 2);
      next.set(this.ids);
      this.ids = next;
    }
    this.ids[this.length++] = id;
  }
}

/**
 * Rows of (id, weighted term frequency) from per-row lists of codes id * 2 + q, where
 * q = 1 marks an occurrence in a qualifier (counted QUALIFIER_WEIGHT, not 1).
 */
function countRows(n: number, rowIds: (i: number, out: IdList) => void, space: number) {
  const all = new IdList();
  const ptr = new Int32Array(n + 1);
  const tf: number[] = [];
  const df = new Int32Array(space);
  const scratch = new IdList();
  for (let i = 0; i < n; i++) {
    scratch.length = 0;
    rowIds(i, scratch);
    const row = scratch.ids.subarray(0, scratch.length).sort();
    for (let k = 0; k < row.length; k++) {
      const id = row[k] >> 1;
      const w = row[k] & 1 ? QUALIFIER_WEIGHT : 1;
      if (k > 0 && id === row[k - 1] >> 1) {
        tf[tf.length - 1] += w;
      } else {
        all.push(id);
        tf.push(w);
        df[id]++;
      }
    }
    ptr[i + 1] = all.length;
  }
  return { ptr, idx: all.ids.slice(0, all.length), tf, df };
}

function tfidfRows(n: number, counted: ReturnType<typeof countRows>, idf: Float32Array): SparseRows {
  const { ptr, idx, tf } = counted;
  const val = new Float32Array(idx.length);
  for (let i = 0; i < n; i++) {
    let norm = 0;
    for (let k = ptr[i]; k < ptr[i + 1]; k++) {
      const w = (tf[k] <= 1 ? tf[k] : 1 + Math.log(tf[k])) * idf[idx[k]];
      val[k] = w;
      norm += w * w;
    }
    const inv = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let k = ptr[i]; k < ptr[i + 1]; k++) val[k] *= inv;
  }
  return { ptr, idx, val };
}

function smoothIdf(df: Int32Array, n: number): Float32Array {
  const idf = new Float32Array(df.length);
  for (let f = 0; f < df.length; f++) idf[f] = df[f] > 0 ? Math.log((1 + n) / (1 + df[f])) + 1 : 0;
  return idf;
}

/**
 * Compound parts of a token against the list's own vocabulary ("trinkwassertest" →
 * "trinkwasser", "test"), allowing a German linking s. Longest-balanced split wins.
 */
function splitCompound(token: string, vocab: ReadonlySet<string>): [string, string] | null {
  if (token.length < COMPOUND_MIN_PART * 2) return null;
  let best: [string, string] | null = null;
  let bestScore = 0;
  for (let cut = COMPOUND_MIN_PART; cut <= token.length - COMPOUND_MIN_PART; cut++) {
    const right = token.slice(cut);
    for (const left of [token.slice(0, cut), token.endsWith('s', cut) ? token.slice(0, cut - 1) : '']) {
      if (left.length < COMPOUND_MIN_PART || !vocab.has(left) || !vocab.has(right)) continue;
      const score = Math.min(left.length, right.length);
      if (score > bestScore) {
        best = [left, right];
        bestScore = score;
      }
    }
  }
  return best;
}

function hashGram(s: string, start: number, len: number, salt: number): number {
  let h = (2166136261 ^ salt) >>> 0;
  for (let k = start; k < start + len; k++) h = Math.imul(h ^ s.charCodeAt(k), 16777619);
  return h >>> (32 - CHAR_BITS);
}

export async function buildLexicalFeatures(
  items: readonly NormalizedText[],
  lang: LanguageResources,
  stem: (t: string) => string,
  control: RunControl,
): Promise<LexicalFeatures> {
  const n = items.length;
  const vocabIds = new Map<string, number>();
  const wordVocab: string[] = [];
  const idOf = (feature: string): number => {
    let id = vocabIds.get(feature);
    if (id === undefined) {
      id = wordVocab.length;
      vocabIds.set(feature, id);
      wordVocab.push(feature);
    }
    return id;
  };

  const surfaceVocab = new Set<string>();
  if (lang.splitsCompounds) for (const it of items) for (const t of it.surfaces) surfaceVocab.add(t);
  const compoundCache = new Map<string, [string, string] | null>();

  // All keywords' word feature codes in one list; keyword i's are wordCodes[wordAt[i]..wordAt[i+1]).
  const wordCodes = new IdList();
  const wordAt = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) {
    const it = items[i];
    const ids = wordCodes;
    const q = (flag: boolean) => (flag ? 1 : 0);
    for (let k = 0; k < it.stems.length; k++) {
      ids.push(idOf(it.stems[k]) * 2 + q(it.qualifier[k]));
      if (k > 0) ids.push(idOf(`${it.stems[k - 1]} ${it.stems[k]}`) * 2 + q(it.qualifier[k]));
      if (lang.splitsCompounds) {
        const t = it.surfaces[k];
        let parts = compoundCache.get(t);
        if (parts === undefined) {
          parts = splitCompound(t, surfaceVocab);
          compoundCache.set(t, parts);
        }
        if (parts) for (const p of parts) ids.push(idOf(stem(p)) * 2 + q(it.qualifier[k]));
      }
    }
    wordAt[i + 1] = wordCodes.length;
    if (control.due(i)) await control.tick(i);
  }
  const wordCounted = countRows(
    n,
    (i, out) => {
      for (let k = wordAt[i]; k < wordAt[i + 1]; k++) out.push(wordCodes.ids[k]);
    },
    wordVocab.length,
  );
  const wordIdf = smoothIdf(wordCounted.df, n);
  const words = tfidfRows(n, wordCounted, wordIdf);

  const charSpace = 1 << CHAR_BITS;
  const charCounted = countRows(
    n,
    (i, out) => {
      items[i].surfaces.forEach((surface, k) => {
        const padded = ` ${stripAccents(surface)} `;
        const flag = items[i].qualifier[k] ? 1 : 0;
        for (let len = CHAR_MIN; len <= CHAR_MAX; len++) {
          for (let s = 0; s + len <= padded.length; s++) out.push(hashGram(padded, s, len, len) * 2 + flag);
        }
      });
    },
    charSpace,
  );
  if (control.due(0)) await control.tick(0);
  // Renumber the hashed n-grams densely (order kept, so rows stay sorted): later stages
  // index arrays by feature and should not pay for 2^21 mostly empty slots.
  const remap = new Int32Array(charSpace);
  let distinct = 0;
  for (let f = 0; f < charSpace; f++) if (charCounted.df[f] > 0) remap[f] = distinct++;
  const compactDf = new Int32Array(distinct);
  for (let f = 0; f < charSpace; f++) if (charCounted.df[f] > 0) compactDf[remap[f]] = charCounted.df[f];
  for (let k = 0; k < charCounted.idx.length; k++) charCounted.idx[k] = remap[charCounted.idx[k]];
  const chars = tfidfRows(n, charCounted, smoothIdf(compactDf, n));

  return { words, chars, wordVocab, wordIdf, charSpace: distinct };
}
