#!/usr/bin/env node
/**
 * First load on a phone, measured as Lighthouse measures it: serves the production build (dist/,
 * run `npm run build` first) with Vite's preview server and runs Lighthouse's default mobile preset
 * (Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) against `?tab=clustering`,
 * several times, printing each run and the median as JSON lines. Slow and machine-dependent, so it
 * is not part of `npm test`; compare figures taken on the same machine.
 *
 *   npm run lighthouse [-- --runs 3] [--path "/?tab=clustering"] [--port 4233] [--dist dist] [--details]
 *
 * `--details` also prints what shifted the layout, the longest tasks and the scripts that took the most boot-up time.
 * Chromium: CHROME_PATH, else /usr/bin/chromium.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { preview } from 'vite';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
const runs = Number(option('runs', '3'));
const path = option('path', '/?tab=clustering');
const port = Number(option('port', process.env.E2E_PORT ?? '4233'));
const details = args.includes('--details');
const dist = option('dist', 'dist');

const METRICS = {
  fcp_ms: 'first-contentful-paint',
  lcp_ms: 'largest-contentful-paint',
  tbt_ms: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speed_index_ms: 'speed-index',
  bootup_ms: 'bootup-time',
  main_thread_ms: 'mainthread-work-breakdown',
};

const server = await preview({
  build: { outDir: dist },
  preview: { port, strictPort: true, host: '127.0.0.1' },
  logLevel: 'warn',
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

try {
  const url = `http://127.0.0.1:${port}${path}`;
  const rows = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { lhr } = result;
    const row = { run, performance: Math.round((lhr.categories.performance.score ?? 0) * 100) };
    for (const [key, audit] of Object.entries(METRICS)) {
      const value = lhr.audits[audit]?.numericValue ?? NaN;
      row[key] = key === 'cls' ? Number(value.toFixed(3)) : Math.round(value);
    }
    rows.push(row);
    console.log(JSON.stringify({ lighthouse: url, ...row }));
    if (details) {
      const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
      for (const item of shifts)
        console.log(
          JSON.stringify({ layout_shift: item.score, node: item.node?.snippet, label: item.node?.nodeLabel }),
        );
      const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0];
      if (lcp) console.log(JSON.stringify({ lcp_element: lcp.node?.snippet }));
      // The tasks behind total blocking time: start (ms after navigation), duration and script, as Lighthouse simulates them.
      const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
      for (const task of tasks.slice(0, 12))
        console.log(
          JSON.stringify({
            long_task_ms: Math.round(task.duration),
            start_ms: Math.round(task.startTime),
            url: task.url,
          }),
        );
      const boot = lhr.audits['bootup-time']?.details?.items ?? [];
      for (const item of boot.slice(0, 6))
        console.log(
          JSON.stringify({ bootup: item.url, total_ms: Math.round(item.total), script_ms: Math.round(item.scripting) }),
        );
    }
  }
  const summary = { lighthouse: url, median_of: runs };
  for (const key of ['performance', ...Object.keys(METRICS)]) summary[key] = median(rows.map((row) => row[key]));
  console.log(JSON.stringify(summary));
} finally {
  chrome.kill();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
