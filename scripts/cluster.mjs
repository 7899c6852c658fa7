// `npm run cluster`: runs workers/clustering/cli.ts without tsx's start-up cost. The CLI
// is bundled once with esbuild into node_modules/.cache/topicwise/cli.mjs and rebuilt
// only when a clustering source, this script or the lockfile is newer than the bundle.
import { mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = join(root, 'workers', 'clustering');
const bundle = join(root, 'node_modules', '.cache', 'topicwise', 'cli.mjs');

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
    return statSync(bundle).mtimeMs;
  } catch {
    return -1;
  }
}

const inputsMtime = Math.max(
  newestMtime(sourceDir),
  statSync(fileURLToPath(import.meta.url)).mtimeMs,
  statSync(join(root, 'package-lock.json')).mtimeMs,
);

if (bundleMtime() < inputsMtime) {
  const { build } = await import('esbuild');
  mkdirSync(dirname(bundle), { recursive: true });
  // Write beside the bundle and rename, so a concurrent run never imports half a file.
  const partial = `${bundle}.${process.pid}.tmp.mjs`;
  await build({
    entryPoints: [join(sourceDir, 'cli.ts')],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    // vectors.node.ts finds the word-vector asset relative to its own URL; keep that URL
    // pointing at the source file rather than at the bundle.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(sourceDir, 'vectors.node.ts')).href) },
  });
  renameSync(partial, bundle);
}

await import(pathToFileURL(bundle).href);
