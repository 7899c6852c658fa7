import { build } from 'esbuild';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
const root = process.cwd();
await build({ entryPoints: { cli: 'src/cli/main.ts' }, bundle: true, splitting: true, platform: 'node', format: 'esm', target: 'node20', outdir: '/tmp/p28/split', external: ['jspdf'], tsconfig: 'tsconfig.json', logLevel: 'error',
  define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(root, 'workers', 'clustering', 'vectors.node.ts')).href), 'import.meta.env': JSON.stringify({ BASE_URL: '/', MODE: 'production', PROD: true, DEV: false, SSR: true }) } });
