// Browser benchmark: 10,000 keywords from upload to clusters on screen, in Chromium against the
// production build, with the longest main-thread task seen meanwhile (PerformanceObserver
// 'longtask'). Uses BENCH_DIST, else ./dist when it holds a build, else builds ./dist first.
// Each run is a fresh browser context (empty IndexedDB); `seconds` is the median of RUNS,
// `longest_task_ms` the worst over all runs.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH, assertChromiumInstalled } from '../e2e/chromium';
import { generateKeywords } from './generator';
import type { Benchmark } from './types';

const N = 10_000;
const RUNS = 3;

interface RunFigures {
  seconds: number;
  upload_seconds: number;
  longest_task_ms: number;
  long_tasks: number;
  clusters: number;
}

declare global {
  interface Window {
    __longTasks: { start: number; duration: number }[];
    __clustersShownAt?: number;
  }
}

function distDir(): string {
  const fromEnv = process.env.BENCH_DIST;
  if (fromEnv) return resolve(fromEnv);
  const dist = resolve('dist');
  if (!existsSync(resolve(dist, 'index.html'))) execFileSync('npx', ['vite', 'build', '--outDir', dist], { stdio: 'inherit' });
  return dist;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

async function measure(baseUrl: string, file: Buffer): Promise<RunFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${baseUrl}/?tab=clustering`);
    const run = page.getByRole('button', { name: 'Cluster keywords' });
    await run.waitFor();
    await page.waitForTimeout(1000); // let start-up work (lazy tab, API status) settle

    const started = await page.evaluate(() => performance.now());
    await page.getByLabel('Keyword file (.csv or .txt)').setInputFiles({ name: 'keywords.txt', mimeType: 'text/plain', buffer: file });
    await page.getByTestId('upload-summary').getByText(`${N.toLocaleString('en-US')} keywords`).waitFor({ timeout: 120_000 });
    const uploaded = await page.evaluate(() => performance.now());
    await run.click();
    await page.waitForFunction(
      () => {
        if (!document.querySelector('[data-testid=cluster-card]')) return false;
        window.__clustersShownAt ??= performance.now();
        return true;
      },
      undefined,
      { polling: 'raf', timeout: 180_000 },
    );
    // Tasks right after the first paint of the cards (measuring, the toast) count too.
    await page.waitForTimeout(1000);
    const figures = await page.evaluate((t0) => {
      const tasks = window.__longTasks.filter((task) => task.start + task.duration >= t0);
      return {
        shown: window.__clustersShownAt ?? Number.NaN,
        longest: tasks.reduce((max, task) => Math.max(max, task.duration), 0),
        count: tasks.length,
        clusters: Number(document.querySelector('[data-testid=results] [role=tab][data-selected]')?.textContent?.match(/\(([\d,]+)\)/)?.[1].replace(/,/g, '') ?? Number.NaN),
      };
    }, started);
    return {
      seconds: (figures.shown - started) / 1000,
      upload_seconds: (uploaded - started) / 1000,
      longest_task_ms: figures.longest,
      long_tasks: figures.count,
      clusters: figures.clusters,
    };
  } finally {
    await browser.close();
  }
}

const bench: Benchmark = {
  name: 'browser-clustering',
  async run(emit) {
    assertChromiumInstalled();
    const outDir = distDir();
    const server = await preview({
      configFile: resolve('vite.config.ts'),
      build: { outDir },
      preview: { host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 4190), strictPort: false, open: false },
      logLevel: 'warn',
    });
    try {
      const baseUrl = (server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4190/').replace(/\/$/, '');
      const file = Buffer.from(generateKeywords(N).map((k) => k.text).join('\n'), 'utf8');
      const runs: RunFigures[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(baseUrl, file));
      emit({
        bench: 'browser-clustering',
        n: N,
        seconds: round(median(runs.map((r) => r.seconds)), 2),
        longest_task_ms: Math.round(Math.max(...runs.map((r) => r.longest_task_ms))),
        upload_seconds: round(median(runs.map((r) => r.upload_seconds)), 2),
        long_tasks: median(runs.map((r) => r.long_tasks)),
        clusters: runs[0].clusters,
        runs: runs.map((r) => ({ seconds: round(r.seconds, 2), longest_task_ms: Math.round(r.longest_task_ms) })),
      });
    } finally {
      await server.close();
    }
  },
};

export default bench;
