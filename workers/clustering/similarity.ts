// The combined pair similarity: weighted word TF-IDF cosine + character n-gram cosine +
// SIF word-vector cosine. Every part is a dot product of unit vectors, so the average
// similarity between two groups is the average of these dot products (what average
// linkage needs). `calibrate` maps the raw value to the 0..1 scale users set.
import type { LexicalFeatures } from './features';

export interface SimilarityModel {
  n: number;
  lexical: LexicalFeatures;
  /** Unit SIF vectors, row-major n × dim (zero rows for keywords without known words). */
  semantic: Float32Array | null;
  dim: number;
  weights: Weights;
  curve: Curve;
}

export interface Weights {
  word: number;
  char: number;
  semantic: number;
}

export const LEXICAL_WEIGHTS: Weights = { word: 0.55, char: 0.45, semantic: 0 };
export const HYBRID_WEIGHTS: Weights = { word: 0.4, char: 0.2, semantic: 0.4 };

/**
 * Dot product of x's row starting at a and y's starting at b. Four running sums instead of one let the CPU
 * overlap the additions: the hottest loop of the neighbour search.
 */
export function dot(x: Float32Array, a: number, y: Float32Array, b: number, dim: number): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let d = 0;
  for (; d + 3 < dim; d += 4) {
    s0 += x[a + d] * y[b + d];
    s1 += x[a + d + 1] * y[b + d + 1];
    s2 += x[a + d + 2] * y[b + d + 2];
    s3 += x[a + d + 3] * y[b + d + 3];
  }
  for (; d < dim; d++) s0 += x[a + d] * y[b + d];
  return s0 + s1 + s2 + s3;
}

/**
 * Scores many pairs (i, j) for one i: i's sparse rows are scattered into dense
 * accumulators once, then each j costs one pass over its own rows.
 */
export class PairScorer {
  private readonly wordAcc: Float32Array;
  private readonly charAcc: Float32Array;
  private loaded = -1;

  constructor(private readonly model: SimilarityModel) {
    // One weight per word feature: the vocabulary's size without its strings, which a search on
    // another thread is sent without (neighbours.ts).
    this.wordAcc = new Float32Array(model.lexical.wordIdf.length);
    this.charAcc = new Float32Array(model.lexical.charSpace);
  }

  load(i: number): void {
    if (this.loaded === i) return;
    if (this.loaded >= 0) this.fill(this.loaded, false);
    this.fill(i, true);
    this.loaded = i;
  }

  score(j: number): number {
    const { lexical, weights, semantic, dim } = this.model;
    const w = lexical.words;
    let word = 0;
    for (let k = w.ptr[j]; k < w.ptr[j + 1]; k++) word += this.wordAcc[w.idx[k]] * w.val[k];
    const c = lexical.chars;
    let chr = 0;
    for (let k = c.ptr[j]; k < c.ptr[j + 1]; k++) chr += this.charAcc[c.idx[k]] * c.val[k];
    const sem = semantic && weights.semantic > 0 ? dot(semantic, this.loaded * dim, semantic, j * dim, dim) : 0;
    return weights.word * word + weights.char * chr + weights.semantic * sem;
  }

  private fill(i: number, on: boolean): void {
    const { words, chars } = this.model.lexical;
    for (let k = words.ptr[i]; k < words.ptr[i + 1]; k++) this.wordAcc[words.idx[k]] = on ? words.val[k] : 0;
    for (let k = chars.ptr[i]; k < chars.ptr[i + 1]; k++) this.charAcc[chars.idx[k]] = on ? chars.val[k] : 0;
  }
}

// Raw combined cosines are low for texts with the same meaning in other words (0.15-0.3)
// and high only for near-duplicates, so a fixed monotone curve per mode maps the slider's
// 0.1..1.0 onto the raw scale: 0.7 sits where a labelled intent set (Banking77) and
// keyword lists both get sensible groups, 1.0 asks for near-duplicates. The curve is not
// fitted per list, so a slider value means the same cut everywhere.
export interface Curve {
  /** Slider values, ascending from 0 to 1. */
  at: readonly number[];
  /** The raw similarity at each of them, ascending. */
  raw: readonly number[];
}

export const HYBRID_CURVE: Curve = {
  at: [0, 0.1, 0.6, 0.7, 0.8, 0.9, 1],
  raw: [0, 0.03, 0.155, 0.19, 0.25, 0.35, 0.55],
};
export const LEXICAL_CURVE: Curve = {
  at: [0, 0.1, 0.6, 0.7, 0.8, 0.9, 1],
  raw: [0, 0.02, 0.1, 0.125, 0.18, 0.28, 0.5],
};

function interpolate(x: number, from: readonly number[], to: readonly number[]): number {
  if (x <= from[0]) return to[0];
  for (let k = 1; k < from.length; k++) {
    if (x <= from[k]) return to[k - 1] + ((x - from[k - 1]) / (from[k] - from[k - 1])) * (to[k] - to[k - 1]);
  }
  return to[to.length - 1];
}

/** Raw combined similarity → calibrated 0..1 (monotone). */
export function calibrate(raw: number, curve: Curve): number {
  return interpolate(raw, curve.raw, curve.at);
}

/** Calibrated threshold → the raw similarity at which it is reached. */
export function rawThreshold(calibrated: number, curve: Curve): number {
  return interpolate(calibrated, curve.at, curve.raw);
}
