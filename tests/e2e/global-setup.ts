import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { preview } from 'vite';
import { assertChromiumInstalled } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Serves the production build (./dist, or E2E_DIST) with `vite preview`, unless E2E_BASE_URL points elsewhere. */
export default async function setup(project: TestProject) {
  assertChromiumInstalled();
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/$/, ''));
    return;
  }
  const outDir = resolve(process.env.E2E_DIST ?? 'dist');
  if (!existsSync(resolve(outDir, 'index.html'))) {
    throw new Error(`No production build in ${outDir}. Run \`npm run build\` first (npm test does).`);
  }
  const port = Number(process.env.E2E_PORT ?? 4173);
  const server = await preview({
    configFile: resolve('vite.config.ts'),
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
    logLevel: 'warn',
  });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  return async () => {
    await server.close();
  };
}
