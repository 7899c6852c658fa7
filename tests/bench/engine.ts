// Engine benchmark: clusters 1K, 10K and 100K generated keywords (with the word
// vectors, as the CLI does), each size in a fresh Node process so its peak memory
// (max RSS) is its own. Each size runs REPEATS times; `seconds` is the fastest run
// (least disturbed by other work on the machine), `median_seconds` and `cpu_seconds`
// (user + system of the fastest run) are given beside it.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { clusterKeywords } from '../../workers/clustering/engine';
import { loadWordVectorsFromDisk } from '../../workers/clustering/vectors.node.ts';
import { generateKeywords } from './generator';
import type { Benchmark } from './types';

const SIZES = [1_000, 10_000, 100_000];
const REPEATS = 3;

interface ChildResult {
  n: number;
  seconds: number;
  cpu_seconds: number;
  clusters: number;
  unclustered: number;
  peak_mb: number;
  stages: Record<string, number>;
}

async function child(n: number): Promise<ChildResult> {
  const keywords = generateKeywords(n);
  const vectors = await loadWordVectorsFromDisk();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await clusterKeywords(keywords, {}, { vectors });
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return {
    n,
    seconds,
    cpu_seconds: (used.user + used.system) / 1e6,
    clusters: result.stats.clusters,
    unclustered: result.stats.unclustered_keywords,
    peak_mb: process.resourceUsage().maxRSS / 1024,
    stages: result.stats.seconds,
  };
}

const run = promisify(execFile);
const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

const engine: Benchmark = {
  name: 'engine',
  async run(emit) {
    const self = fileURLToPath(import.meta.url);
    for (const n of SIZES) {
      const runs: ChildResult[] = [];
      for (let r = 0; r < REPEATS; r++) {
        const { stdout } = await run(process.execPath, ['--import', 'tsx', self, '--child', String(n)], {
          maxBuffer: 1 << 24,
        });
        runs.push(JSON.parse(stdout) as ChildResult);
      }
      const sorted = [...runs].sort((a, b) => a.seconds - b.seconds);
      const best = sorted[0];
      emit({
        n,
        seconds: round(best.seconds),
        peak_mb: Math.round(Math.max(...runs.map((x) => x.peak_mb))),
        clusters: best.clusters,
        median_seconds: round(sorted[Math.floor(sorted.length / 2)].seconds),
        cpu_seconds: round(best.cpu_seconds),
        unclustered: best.unclustered,
        runs: REPEATS,
        stages: best.stages,
      });
    }
  },
};

export default engine;

if (process.argv[2] === '--child') {
  child(Number(process.argv[3])).then(
    (r) => process.stdout.write(JSON.stringify(r)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
