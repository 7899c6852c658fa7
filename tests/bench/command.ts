// The whole command a user runs (`npm run cluster`, issue 28), at 10,000 and 100,000 generated
// keywords with 1, 2 and 4 threads for the neighbour search: wall time and peak memory of the
// process (/usr/bin/time), and the command's own stage table (`--timings`: seconds and memory
// after each stage, the engine's stages beside). Output goes to /dev/null, as a pipe to a file.
// At 10,000 the same file also goes through a scikit-learn baseline in the same run
// (sklearn-baseline.py: TF-IDF + average-linkage agglomerative clustering on cosine distance), with
// both times and their ratio; without python3 and scikit-learn that row says it was skipped.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeywords } from './generator';
import type { Benchmark } from './types';

const SIZES = [10_000, 100_000];
const THREADS = [1, 2, 4];
const TIME = '/usr/bin/time';
const SKLEARN_AT = 10_000;
/** Where scikit-learn may be: the PATH's python3, else Debian's (apt-get install python3-sklearn). */
const PYTHONS = ['python3', '/usr/bin/python3'];

function run(
  args: string[],
  program = process.execPath,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      existsSync(TIME) ? TIME : program,
      existsSync(TIME) ? ['-f', 'TIME %e %M', program, ...args] : args,
      // The command's JSON goes nowhere (it would only be buffered); the baseline's one line is read.
      { stdio: ['ignore', program === process.execPath ? 'ignore' : 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** /usr/bin/time's line: wall seconds and peak memory in MB. */
function timeOf(stderr: string): { seconds: number; peak_mb: number } | undefined {
  const time = stderr
    .trim()
    .split('\n')
    .find((line) => line.startsWith('TIME '))
    ?.split(' ');
  return time && { seconds: Number(time[1]), peak_mb: Math.round(Number(time[2]) / 1024) };
}

function pythonWithSklearn(): string | undefined {
  return PYTHONS.find((python) => spawnSync(python, ['-c', 'import sklearn'], { stdio: 'ignore' }).status === 0);
}

/** The baseline on the same file, beside the command's fastest time over the thread counts. */
async function sklearnRow(file: string, n: number, commandSeconds: number): Promise<Record<string, unknown>> {
  const python = pythonWithSklearn();
  if (!python)
    return {
      n,
      sklearn: 'skipped: no python3 with scikit-learn (Debian: apt-get install python3-sklearn)',
    };
  const started = performance.now();
  const { code, stdout, stderr } = await run([join(import.meta.dirname, 'sklearn-baseline.py'), file], python);
  if (code !== 0) return { n, sklearn: `skipped: the baseline failed (${stderr.trim().split('\n').pop()})` };
  const figures = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as Record<string, number>;
  const measured = timeOf(stderr);
  const seconds = measured?.seconds ?? Math.round(performance.now() - started) / 1000;
  return {
    n,
    sklearn_seconds: seconds,
    sklearn_peak_mb: measured?.peak_mb,
    sklearn: figures,
    command_seconds: commandSeconds,
    times_faster: Math.round((seconds / commandSeconds) * 10) / 10,
  };
}

const command: Benchmark = {
  name: 'command',
  async run(emit) {
    const dir = mkdtempSync(join(tmpdir(), 'tw-command-'));
    // Builds the CLI bundle once, so no measured run pays for it.
    await run(['scripts/cluster.mjs', '--help']);
    for (const n of SIZES) {
      let fastest = Number.POSITIVE_INFINITY;
      const file = join(dir, `keywords-${n}.csv`);
      const rows = generateKeywords(n).map((k) => `${k.text},${k.search_volume}`);
      writeFileSync(file, `Keyword,Search Volume\n${rows.join('\n')}\n`);
      for (const threads of THREADS) {
        const started = performance.now();
        const { code, stderr } = await run([
          'scripts/cluster.mjs',
          '--input',
          file,
          '--threads',
          String(threads),
          '--timings',
        ]);
        const wall = (performance.now() - started) / 1000;
        if (code !== 0) throw new Error(`npm run cluster failed at ${n} keywords: ${stderr}`);
        const lines = stderr.trim().split('\n');
        const time = timeOf(stderr);
        const timings = JSON.parse(lines.find((line) => line.startsWith('{')) ?? '{}') as Record<string, unknown>;
        const seconds = time?.seconds ?? Math.round(wall * 1000) / 1000;
        // The baseline is set beside the command's fastest run: on a shared machine the runs vary 2-3×.
        fastest = Math.min(fastest, seconds);
        emit({
          n,
          threads,
          seconds,
          peak_mb: time?.peak_mb ?? timings.peak_rss_mb,
          ...timings,
        });
      }
      if (n === SKLEARN_AT) {
        const row = await sklearnRow(file, n, fastest);
        if (typeof row.sklearn === 'string') console.error(`scikit-learn baseline ${row.sklearn}`);
        emit(row);
      }
    }
  },
};

export default command;
