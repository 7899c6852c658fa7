// Calibration of the AI tab's merge confidence (workers/ai/merge-calibration.ts). Each labelled set
// is clustered by the engine at the slider's default 0.7 and at the stricter 0.8 and 0.9 (results
// come from any threshold, and stricter ones leave the near-duplicate pairs a merge is for); the
// pairs of clusters the engine's relations (and the shared-words fallback) list as neighbours
// that the merge rules let through and that fit the default maximum size are candidates; a
// candidate is right when both clusters' majority labels are equal. Isotonic regression (pool
// adjacent violators, blocks of at least MIN_BLOCK pairs) maps the similarity to P(right).
// Fit: Banking77 + the even rows of CLINC150; held out: the odd rows of CLINC150, whose
// reliability table (confidence bins: count, mean predicted, observed) is printed.
//
// Banking77: Casanueva et al. (2020), PolyAI-LDN/task-specific-datasets, CC BY 4.0.
// CLINC150: Larson et al. (2019), clinc/oos-eval, CC BY 3.0.
//
// Usage: npx tsx tests/bench/merge-calibration.ts [DATA_DIR] (cached pairs in $TMPDIR/merge-pairs)
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadWordVectorsFromDisk } from '../../workers/clustering/vectors.node.ts';
import type { WordVectors } from '../../workers/clustering/vectors';
import { mergeConfidence, type CalibrationStep } from '../../workers/ai/merge-calibration';
import { candidatePairs, MAX_CLUSTER_SIZE, readRows, type CandidatePair, type PairSet } from './merge-pairs';

const THRESHOLDS = [0.7, 0.8, 0.9];
const MIN_BLOCK = 100;
const SOURCES = ['engine', 'lexical'] as const;

interface Part {
  file: string;
  rows: 'all' | 'even' | 'odd';
}
const FIT: Part[] = [
  { file: 'banking77_test.jsonl', rows: 'all' },
  { file: 'clinc150_train.jsonl', rows: 'even' },
];
const HOLD_OUT: Part[] = [{ file: 'clinc150_train.jsonl', rows: 'odd' }];

let vectors: WordVectors | undefined;
async function pairSet(dir: string, part: Part, threshold: number): Promise<PairSet> {
  const cacheDir = join(tmpdir(), 'merge-pairs');
  const cache = join(cacheDir, `${part.file}-${part.rows}-${threshold}.json`);
  if (existsSync(cache)) return JSON.parse(await readFile(cache, 'utf8')) as PairSet;
  const rows = (await readRows(join(dir, part.file))).filter(
    (_, i) => part.rows === 'all' || i % 2 === (part.rows === 'even' ? 0 : 1),
  );
  vectors ??= await loadWordVectorsFromDisk();
  const set = await candidatePairs(`${part.file} (${part.rows})`, rows, vectors, threshold);
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cache, JSON.stringify(set));
  return set;
}

const fits = (p: CandidatePair) => p.sizes[0] + p.sizes[1] <= MAX_CLUSTER_SIZE;

/** Pool adjacent violators over pairs sorted by similarity, then pool blocks smaller than MIN_BLOCK. */
function isotonic(pairs: CandidatePair[]): CalibrationStep[] {
  const sorted = [...pairs].sort((a, b) => a.similarity - b.similarity);
  type Block = { from: number; n: number; right: number };
  const blocks: Block[] = [];
  for (const p of sorted) {
    blocks.push({ from: p.similarity, n: 1, right: p.right ? 1 : 0 });
    // Pool while the last block is no more often right than the one before it.
    while (blocks.length >= 2) {
      const [a, b] = blocks.slice(-2);
      if (a.right / a.n < b.right / b.n) break;
      blocks.splice(-2, 2, { from: a.from, n: a.n + b.n, right: a.right + b.right });
    }
  }
  // Blocks too small to trust join their neighbour (pooling keeps the sequence monotone).
  for (let i = 0; i < blocks.length;) {
    if (blocks[i].n >= MIN_BLOCK || blocks.length === 1) {
      i++;
      continue;
    }
    const j = i + 1 < blocks.length ? i + 1 : i - 1;
    const [lo, hi] = j > i ? [i, j] : [j, i];
    blocks.splice(lo, 2, {
      from: blocks[lo].from,
      n: blocks[lo].n + blocks[hi].n,
      right: blocks[lo].right + blocks[hi].right,
    });
    i = Math.max(0, lo - 1);
  }
  // Steps whose rounded probability is the same read as one.
  const steps: CalibrationStep[] = [];
  for (const b of blocks) {
    const p = Math.round((b.right / b.n) * 100) / 100;
    const last = steps[steps.length - 1];
    if (last && last.p === p) last.n += b.n;
    else steps.push({ from: steps.length ? Math.round(b.from * 1000) / 1000 : 0, p, n: b.n });
  }
  return steps;
}

function reliability(label: string, pairs: CandidatePair[], table: readonly CalibrationStep[]): void {
  console.log(`\n${label}: ${pairs.length} candidate pairs, ${pairs.filter((p) => p.right).length} right`);
  console.log('confidence\tcount\tpredicted\tobserved');
  let brier = 0;
  for (let bin = 0; bin < 10; bin++) {
    const inBin = pairs.filter((p) => Math.min(9, Math.floor(mergeConfidence(p.similarity, table) * 10)) === bin);
    for (const p of inBin) brier += (mergeConfidence(p.similarity, table) - (p.right ? 1 : 0)) ** 2;
    if (!inBin.length) continue;
    const predicted = inBin.reduce((s, p) => s + mergeConfidence(p.similarity, table), 0) / inBin.length;
    const observed = inBin.filter((p) => p.right).length / inBin.length;
    console.log(
      `${(bin / 10).toFixed(1)}-${((bin + 1) / 10).toFixed(1)}\t${inBin.length}\t${predicted.toFixed(2)}\t${observed.toFixed(2)}`,
    );
  }
  console.log(`Brier ${(brier / Math.max(1, pairs.length)).toFixed(3)}`);
}

function gates(label: string, pairs: CandidatePair[]): void {
  console.log(`\n${label}: candidate pairs by the rule that blocks them (right = same majority label)`);
  console.log('rule\tpairs\tright');
  for (const rule of ['none', 'intent', 'question', 'brand']) {
    const with_ = pairs.filter((p) => (p.block ?? 'none') === rule);
    console.log(
      `${rule}\t${with_.length}\t${(with_.filter((p) => p.right).length / Math.max(1, with_.length)).toFixed(2)}`,
    );
  }
}

async function main(): Promise<void> {
  const dir = process.argv[2] ?? '../shared/data';
  const load = async (parts: Part[]) =>
    (await Promise.all(parts.flatMap((part) => THRESHOLDS.map((t) => pairSet(dir, part, t))))).flat();
  const fitSets = await load(FIT);
  const heldSets = await load(HOLD_OUT);
  for (const source of SOURCES) {
    const fitPairs = fitSets.flatMap((s) => s[source]).filter(fits);
    const heldPairs = heldSets.flatMap((s) => s[source]).filter(fits);
    console.log(`\n===== ${source} similarity =====`);
    gates('fit sets', fitPairs);
    const table = isotonic(fitPairs.filter((p) => p.block === null));
    console.log(`\ntable:\n${table.map((t) => `  { from: ${t.from}, p: ${t.p}, n: ${t.n} },`).join('\n')}`);
    reliability(
      'fit sets (merge rules passed)',
      fitPairs.filter((p) => p.block === null),
      table,
    );
    reliability(
      'held out (merge rules passed)',
      heldPairs.filter((p) => p.block === null),
      table,
    );
    gates('held out', heldPairs);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
