// `npm run cluster -- --input FILE [...]` (scripts/cluster.mjs runs a cached bundle of this file).
// FILE is any file the app imports (.csv/.txt: Keyword Planner, Search Console, Semrush, Ahrefs,
// Moz, a keyword CSV or a plain list, UTF-8 or UTF-16). Prints the app's JSON export plus a
// `source` object, or its CSV export; errors go to stderr with exit code 1.
import { availableParallelism } from 'node:os';
import { parseArgs } from './args';
import { clusterFile } from './run';
import { Timings } from './timings';
import { clusterInThisProcess } from './vectors';

const DEFAULT_MAX_THREADS = 4;

async function main(): Promise<void> {
  const timings = process.argv.includes('--timings') ? new Timings() : undefined;
  const args = parseArgs(process.argv.slice(2).filter((arg) => arg !== '--timings'));
  clusterInThisProcess({
    vectors: args.vectors,
    threads: args.threads ?? Math.min(DEFAULT_MAX_THREADS, availableParallelism()),
    onStages: timings && ((seconds) => (timings.engine = seconds)),
  });
  timings?.mark('start-up');
  const output = await clusterFile(args, timings);
  for (const chunk of output) {
    await new Promise<void>((resolve, reject) =>
      process.stdout.write(chunk, (error) => (error ? reject(error) : resolve())),
    );
  }
  timings?.mark('export and write');
  if (timings) process.stderr.write(timings.report());
  // The adapter keeps handles a page needs and a finished run does not (the cross-tab
  // BroadcastChannel, idle-worker timers): exit once the output is written instead of waiting on them.
  process.exit(0);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
