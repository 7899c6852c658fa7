#!/usr/bin/env node
/**
 * The first-load budget: the JavaScript a visitor downloads before the app can paint, i.e. the
 * entry chunk named in dist/index.html, the chunks it preloads, and every chunk they import
 * statically (dynamic `import()`s — tabs, the local adapter, charts — are not counted). Sizes are
 * gzip level 9, in kB of 1,000 bytes as Vite prints them. Fails when the total is over the budget.
 *
 *   node scripts/check-bundle-size.mjs [distDir] [--budget 170]
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const budgetAt = args.indexOf('--budget');
const budgetKb = budgetAt === -1 ? 170 : Number(args[budgetAt + 1]);
const dist = args.find((arg, index) => !arg.startsWith('--') && (budgetAt === -1 || index !== budgetAt + 1)) ?? 'dist';

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const roots = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
].map((match) => match[1].replace(/^\//, ''));
if (roots.length === 0) throw new Error(`No module script in ${join(dist, 'index.html')}: run the build first`);

/** `import{a}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`; never `import("./x.js")`. */
const STATIC_IMPORT = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

const seen = new Map();
const visit = (file) => {
  if (seen.has(file)) return;
  const source = readFileSync(join(dist, file));
  seen.set(file, gzipSync(source, { level: 9 }).length);
  for (const match of source.toString('utf8').matchAll(STATIC_IMPORT)) {
    visit(posix.normalize(posix.join(posix.dirname(file), match[1])));
  }
};
roots.forEach(visit);

const kb = (bytes) => (bytes / 1000).toFixed(2);
const total = [...seen.values()].reduce((sum, size) => sum + size, 0);
for (const [file, size] of [...seen].sort((a, b) => b[1] - a[1])) console.log(`  ${kb(size).padStart(8)} kB  ${file}`);
console.log(`Initial JS: ${kb(total)} kB gzip in ${seen.size} files (budget ${budgetKb} kB)`);
if (total > budgetKb * 1000) {
  console.error(
    `Over budget by ${kb(total - budgetKb * 1000)} kB. Load the new code lazily (with the tab or the dialog that needs it), ` +
      'or import less from the shell.',
  );
  process.exit(1);
}
