// How often a suggested merge is right: a step table from a pair's similarity to the share of such
// pairs that were one intent in labelled query sets (fitted by tests/bench/merge-calibration.ts),
// so a confidence of 0.6 means right about 3 times in 5.

/** One step of a calibration table: from this similarity up, merges were right with probability `p` (of `n` pairs). */
export interface CalibrationStep {
  from: number;
  p: number;
  n: number;
}

/** The calibrated confidence of a merge: the step of `table` its similarity falls in. */
export function mergeConfidence(similarity: number, table: readonly CalibrationStep[]): number {
  let p = 0;
  for (const step of table) if (similarity >= step.from) p = step.p;
  return p;
}

/** Merges less likely than this to be right are not suggested. */
export const MIN_MERGE_CONFIDENCE = 0.5;

// Fitted by tests/bench/merge-calibration.ts on 25 November 2026: Banking77 (test split) and the
// even rows of CLINC150 (train split), each clustered by the engine at the slider's 0.7, 0.8 and
// 0.9; a candidate merge (neighbours in the relations, passing merge-rules.ts, fitting the
// default maximum size of 20) is right when both clusters' majority labels are equal. Isotonic
// regression of right on the similarity, steps of at least 100 pairs (standard error ≤ 0.05);
// held out, the odd rows of CLINC150 agree within 0.07 (the script prints the reliability table).
// Few cluster pairs the engine leaves apart are one label, so even the most similar are right
// about three times in five; with shared words only no similarity reaches one in two, so the
// fallback suggests no merges.

/** On the engine's cluster-to-cluster similarity (relate). */
export const ENGINE_MERGE_CALIBRATION: readonly CalibrationStep[] = [
  { from: 0, p: 0.12, n: 1156 },
  { from: 0.465, p: 0.14, n: 162 },
  { from: 0.479, p: 0.16, n: 996 },
  { from: 0.545, p: 0.17, n: 870 },
  { from: 0.588, p: 0.18, n: 654 },
  { from: 0.621, p: 0.22, n: 995 },
  { from: 0.669, p: 0.24, n: 939 },
  { from: 0.711, p: 0.25, n: 258 },
  { from: 0.72, p: 0.26, n: 180 },
  { from: 0.728, p: 0.27, n: 218 },
  { from: 0.737, p: 0.28, n: 222 },
  { from: 0.747, p: 0.32, n: 301 },
  { from: 0.762, p: 0.34, n: 806 },
  { from: 0.814, p: 0.41, n: 101 },
  { from: 0.821, p: 0.44, n: 123 },
  { from: 0.832, p: 0.47, n: 314 },
  { from: 0.864, p: 0.5, n: 227 },
  { from: 0.9, p: 0.53, n: 173 },
  { from: 0.919, p: 0.56, n: 104 },
  { from: 0.936, p: 0.61, n: 158 },
];

/** On the shared-words fallback's relative similarity (lexical.ts). */
export const LEXICAL_MERGE_CALIBRATION: readonly CalibrationStep[] = [
  { from: 0, p: 0.1, n: 137 },
  { from: 0.306, p: 0.14, n: 244 },
  { from: 0.315, p: 0.18, n: 1122 },
  { from: 0.357, p: 0.19, n: 253 },
  { from: 0.367, p: 0.21, n: 904 },
  { from: 0.404, p: 0.22, n: 1078 },
  { from: 0.456, p: 0.27, n: 1597 },
  { from: 0.574, p: 0.3, n: 247 },
  { from: 0.607, p: 0.35, n: 268 },
  { from: 0.662, p: 0.38, n: 378 },
];

/** The sentence the AI tab shows about what a merge's confidence is based on. */
export const MERGE_CONFIDENCE_BASIS =
  "A merge's confidence is how often cluster pairs this similar were one intent in labelled query sets (Banking77, CLINC150), so 60% means right about 3 times in 5; merges below 50%, or across intents, question types (how to, what is, cost...) or brand and model names, are not suggested.";
