// `npm run cluster -- --input FILE [...]` (scripts/cluster.mjs runs a cached bundle of this file).
// FILE is any file the app imports (.csv/.txt: Keyword Planner, Search Console, Semrush, Ahrefs,
// Moz, a keyword CSV or a plain list, UTF-8 or UTF-16). Prints the app's JSON export plus a
// `source` object, or its CSV export; errors go to stderr with exit code 1.
import { parseArgs } from './args';
import { clusterFile } from './run';
import { clusterWithWordVectorsFromDisk } from './vectors';

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.vectors) clusterWithWordVectorsFromDisk();
  const output = await clusterFile(args);
  await new Promise<void>((resolve, reject) =>
    process.stdout.write(output, (error) => (error ? reject(error) : resolve())),
  );
  // The adapter keeps handles a page needs and a finished run does not (the cross-tab
  // BroadcastChannel, idle-worker timers): exit once the output is written instead of waiting on them.
  process.exit(0);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
