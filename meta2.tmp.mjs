import { build } from 'esbuild';
const r = await build({ entryPoints: ['src/cli/main.ts'], bundle: true, platform: 'node', format: 'esm', target: 'node20', write: false, metafile: true, external: ['jspdf'], tsconfig: 'tsconfig.json', logLevel: 'error', outfile: '/tmp/p28/x.mjs',
  define: { 'import.meta.env': JSON.stringify({ BASE_URL: '/', MODE: 'production', PROD: true, DEV: false, SSR: true }) } });
const inputs = r.metafile.inputs;
// who imports whom: find a path from entry to targets
const target = process.argv[2];
const importers = new Map();
for (const [file, info] of Object.entries(inputs)) for (const imp of info.imports) { if (!importers.has(imp.path)) importers.set(imp.path, []); importers.get(imp.path).push(file); }
const start = Object.keys(inputs).find((f) => f.includes(target));
let cur = start; const chain = [cur]; const seen = new Set([cur]);
while (cur && cur !== 'src/cli/main.ts') { const next = (importers.get(cur) ?? []).find((f) => !seen.has(f)); if (!next) break; chain.push(next); seen.add(next); cur = next; }
console.log(chain.join('\n <- '));
