// The whole command a user runs (`npm run cluster`, issue 28), at 10,000 and 100,000 generated
// keywords with 1, 2 and 4 threads for the neighbour search: wall time and peak memory of the
// process (/usr/bin/time), and the command's own stage table (`--timings`: seconds and memory
// after each stage, the engine's stages beside). Output goes to /dev/null, as a pipe to a file.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeywords } from './generator';
import type { Benchmark } from './types';

const SIZES = [10_000, 100_000];
const THREADS = [1, 2, 4];
const TIME = '/usr/bin/time';

function run(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      existsSync(TIME) ? TIME : process.execPath,
      existsSync(TIME) ? ['-f', 'TIME %e %M', process.execPath, ...args] : args,
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

const command: Benchmark = {
  name: 'command',
  async run(emit) {
    const dir = mkdtempSync(join(tmpdir(), 'tw-command-'));
    // Builds the CLI bundle once, so no measured run pays for it.
    await run(['scripts/cluster.mjs', '--help']);
    for (const n of SIZES) {
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
        const time = lines.find((line) => line.startsWith('TIME '))?.split(' ');
        const timings = JSON.parse(lines.find((line) => line.startsWith('{')) ?? '{}') as Record<string, unknown>;
        emit({
          n,
          threads,
          seconds: time ? Number(time[1]) : Math.round(wall * 1000) / 1000,
          peak_mb: time ? Math.round(Number(time[2]) / 1024) : timings.peak_rss_mb,
          ...timings,
        });
      }
    }
  },
};

export default command;
