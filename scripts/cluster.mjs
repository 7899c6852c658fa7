// `npm run cluster`: runs src/cli/main.ts without tsx's start-up cost. The CLI drives the app's
// local adapter, so it is bundled once with esbuild into node_modules/.cache/topicwise/cli.mjs and
// rebuilt only when a source under src/ or workers/, this script, tsconfig.json or the lockfile is
// newer than the bundle.
import { mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(root, 'node_modules', '.cache', 'topicwise', 'cli.mjs');
// The helper threads' entry (src/cli/neighbourThread.ts), bundled apart so a helper loads only the search.
const threadBundle = join(dirname(bundle), 'neighbour-thread.mjs');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function bundleMtime() {
  try {
    return Math.min(statSync(bundle).mtimeMs, statSync(threadBundle).mtimeMs);
  } catch {
    return -1;
  }
}

const inputsMtime = Math.max(
  newestMtime(join(root, 'src')),
  newestMtime(join(root, 'workers')),
  ...[fileURLToPath(import.meta.url), join(root, 'tsconfig.json'), join(root, 'package-lock.json')].map(
    (path) => statSync(path).mtimeMs,
  ),
);

if (bundleMtime() < inputsMtime) {
  const { build } = await import('esbuild');
  mkdirSync(dirname(bundle), { recursive: true });
  for (const [entry, outfile] of [
    ['main.ts', bundle],
    ['neighbourThread.ts', threadBundle],
  ]) {
    // Write beside the bundle and rename, so a concurrent run never imports half a file.
    const partial = `${outfile}.${process.pid}.tmp.mjs`;
    await build({
      entryPoints: [join(root, 'src', 'cli', entry)],
      outfile: partial,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'error',
      // The `@/` and `@workers/` imports resolve through tsconfig.json's paths, which esbuild reads.
      tsconfig: join(root, 'tsconfig.json'),
      // The PDF writer (jsPDF with html2canvas, canvg and core-js: 1.9 MB of the 3.3 MB bundle) is
      // only imported on demand by the app's PDF exports, which the command never makes: left out,
      // the command starts faster. Were it asked for, Node would load it from node_modules.
      external: ['jspdf'],
      define: {
        // vectors.node.ts finds the word-vector asset relative to its own URL; keep that URL
        // pointing at the source file rather than at the bundle (nothing else the CLI runs reads it).
        'import.meta.url': JSON.stringify(pathToFileURL(join(root, 'workers', 'clustering', 'vectors.node.ts')).href),
        // Vite's build-time constants, as a production build at the site root has them.
        'import.meta.env': JSON.stringify({ BASE_URL: '/', MODE: 'production', PROD: true, DEV: false, SSR: true }),
      },
    });
    renameSync(partial, outfile);
  }
}

// The command starts its helper threads from their own bundle (src/cli/threads.ts).
process.env.TOPICWISE_THREAD_BUNDLE = threadBundle;
await import(pathToFileURL(bundle).href);
