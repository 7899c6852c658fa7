// A practice run before the first real one. The engine's code starts out interpreted, and V8
// optimises each function only once it has run for a while: in Node the second run of 10,000
// keywords took 0.93-1.29 s where the first took 1.37-1.85 s (issue 28). Clustering a small list
// while the user picks a file moves that start-up work out of the run they wait for.
import { clusterKeywords } from './engine';
import type { NeighbourPool } from './neighbours';
import type { CancelSignal } from './control';
import type { KeywordInput } from './types';
import type { WordVectors } from './vectors';

const HEADS = [
  'coffee maker',
  'running shoes',
  'credit card',
  'web hosting',
  'dog food',
  'yoga mat',
  'car insurance',
  'gaming laptop',
  'hotel room',
  'pizza oven',
  'electric bike',
  'email marketing',
  'standing desk',
  'baby stroller',
  'hiking boots',
  'tax software',
];

const MODIFIERS = [
  'best {}',
  'cheap {}',
  '{} reviews',
  '{} near me',
  'how to choose a {}',
  '{} for beginners',
  '{} price',
  'buy {} online',
  '{} sale',
  'top rated {}',
  'what is the best {}',
  '{} vs',
  'used {}',
  '{} deals',
  'small {}',
  '{} comparison',
  'is a {} worth it',
  '{} brands',
  'affordable {}',
  '{} guide',
];

/** The practice list: every modifier with every head (320 keywords, in many small groups). */
export function warmUpKeywords(): KeywordInput[] {
  return MODIFIERS.flatMap((pattern) => HEADS.map((head) => ({ text: pattern.replace('{}', head) })));
}

/**
 * Clusters the practice list, with the helper threads when there are any (they are started and
 * warmed too). Stops at the engine's next check once `signal` aborts; its result is dropped.
 */
export async function warmUpEngine(
  vectors: WordVectors | undefined,
  pool: NeighbourPool | undefined,
  signal: CancelSignal,
): Promise<void> {
  await clusterKeywords(warmUpKeywords(), {}, { vectors, pool, signal, parallelFrom: 0 });
}
