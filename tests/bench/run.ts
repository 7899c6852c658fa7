// Runs the benchmark modules in order; each prints JSON lines of figures to stdout.
// Add a module by adding its import to BENCHMARKS (e.g. a browser benchmark).
//   npm run bench            all modules
//   npm run bench -- engine  only the modules whose name matches
import type { Benchmark } from './types';

const BENCHMARKS: (() => Promise<{ default: Benchmark }>)[] = [
  () => import('./engine'),
  () => import('./command'),
  () => import('./recall'),
  () => import('./serp'),
  () => import('./browser-clustering'),
  () => import('./idb-writes'),
  () => import('./sync'),
  () => import('./outreach'),
  () => import('./dataexchange'),
  () => import('./forecast'),
  () => import('./manuals'),
];

async function main(): Promise<void> {
  const filter = process.argv.slice(2).find((a) => !a.startsWith('-'));
  for (const load of BENCHMARKS) {
    const bench = (await load()).default;
    if (filter && !bench.name.includes(filter)) continue;
    await bench.run((line) => console.log(JSON.stringify(line)));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
