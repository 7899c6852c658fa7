// Long main-thread tasks, measured in the page and held to the budgets the README states. The
// design goal is no task over 100 ms; where a scenario is known to exceed it, its budget is the
// measured worst case with headroom, so a regression fails the test instead of being logged.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { uploadGeneratedKeywords } from './clustering-helpers';

/**
 * Milliseconds on the host they were measured on; keep in step with the README's "Responsiveness
 * budgets" table. A slower machine scales them (`hostFactor`).
 */
export const LONG_TASK_BUDGET_MS = {
  /**
   * The design goal, held for drawing each chart and the dashboard of a 10,000-keyword result, for
   * opening each Content Strategy tool on it and each discovery view (issue 27). Before: cluster
   * map 503 ms, dashboard 424-722 ms, content brief 239 ms.
   */
  tabsAt10k: 100,
  /** From 'Cluster keywords' to the result on screen, 100,000 typed keywords; 790 ms quiet, 4,061 ms loaded. */
  runAt100k: 3_000,
  /** Pasting 200,000 lines, the refusal, and typing in that text; 511 ms quiet, 1,724 ms loaded. */
  pasteAt200k: 2_500,
  /**
   * A crawl of a hostile site (robots.txt wildcards built to backtrack), click to result; 77 ms
   * measured with the suite running. A backtracking matcher froze the tab for minutes here.
   */
  hostileCrawl: 250,
  /**
   * Importing a 50 MB keyword CSV (540,000 rows, 90,000 keywords) read in the data exchange worker,
   * click to summary; 997 ms quiet, 1,649 ms with another e2e file running: the one long task,
   * when the keywords arrive from the worker and are stored.
   */
  importAt50MB: 3_000,
} as const;

/**
 * A fixed piece of JavaScript (sorting, string keys, a map), the best of seven runs: how fast this
 * machine is. The budgets above were measured on a host where it takes about REFERENCE_MS.
 */
function calibrationMs(): number {
  let best = Infinity;
  for (let run = 0; run < 7; run += 1) {
    const started = performance.now();
    let seed = 12_345;
    const values = Array.from({ length: 300_000 }, () => (seed = (seed * 1_103_515_245 + 12_345) >>> 0) / 2 ** 32);
    values.sort((a, b) => a - b);
    const counts = new Map<string, number>();
    for (const value of values) {
      const key = `kw${Math.floor(value * 5000)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    if (counts.size === 0) throw new Error('calibration produced nothing');
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/**
 * Derived, not measured there: on the host of 27 November 2026 the calibration took 197 ms at best,
 * and that host ran scikit-learn's 10,000-keyword baseline 2.4× and the clustering command 2.3×
 * slower than the host the budgets were measured on (21.5 s against 9.0 s; 3.8-4.1 s against 1.7 s).
 */
const REFERENCE_MS = 85;
/** At most this much slower counts as the machine: beyond it, a task over budget is the app's. */
const MAX_SLOWER = 3;

let factor: number | undefined;
/**
 * How much slower this machine is than the budgets' host, from 1 to MAX_SLOWER: every budget is
 * scaled by it, so a slower machine does not fail a step that the same code passes there.
 */
function hostFactor(): number {
  if (factor === undefined) {
    const measured = calibrationMs();
    factor = Math.min(MAX_SLOWER, Math.max(1, measured / REFERENCE_MS));
    console.log(`host speed: calibration ${measured.toFixed(0)} ms, budgets × ${factor.toFixed(2)}`);
  }
  return factor;
}

const scaled = (budgetMs: number) => Math.round(budgetMs * hostFactor());

/** Records long main-thread tasks (over 50 ms) in the page from now on. */
export async function observeLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const durations: number[] = [];
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => durations.push(Math.round(entry.duration))),
    ).observe({ type: 'longtask' });
    Object.assign(window, { longTaskDurations: durations });
  });
}

/** The long tasks seen since the last call. */
export function takeLongTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { longTaskDurations: number[] }).longTaskDurations.splice(0));
}

/** Fails when any task of `tasks` is over the budget; prints them so the README's figures can be kept true. */
export function expectWithinBudget(label: string, tasks: number[], referenceBudgetMs: number): void {
  const budgetMs = scaled(referenceBudgetMs);
  console.log(`long tasks (ms), ${label}: ${JSON.stringify(tasks)} (budget ${budgetMs})`);
  expect(Math.max(0, ...tasks), `${label}: longest main-thread task`).toBeLessThanOrEqual(budgetMs);
}

/** Uploads 10,000 generated keywords on the clustering tab, fills SEO data and runs the clustering. */
export async function clusterTenThousand(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cluster keywords' }).waitFor();
  await uploadGeneratedKeywords(page, 10_000);
  await page.getByText('Get SEO Data', { exact: true }).click();
  await page.getByRole('button', { name: 'Cluster keywords' }).click();
  await page.getByText('Clustering completed!').waitFor({ timeout: 180_000 });
}

/** The main thread's tasks over 50 ms in a trace: wall-clock and CPU milliseconds, in order. */
export interface TaskTimes {
  wall: number[];
  cpu: number[];
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** Starts tracing the page's tasks (Chromium's 'toplevel' category: one event per task). */
export async function startTaskTrace(page: Page): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('Tracing needs the browser of the page');
  await browser.startTracing(page, { categories: ['toplevel', '__metadata'] });
}

/**
 * Stops the trace and returns the renderer main thread's tasks over 50 ms. `cpu` is the time the
 * thread ran in each task (the trace's thread duration): on a machine shared with other tests the
 * operating system pauses the thread within a task, which lengthens its wall-clock time but is not
 * the page's work.
 */
export async function stopTaskTrace(page: Page): Promise<TaskTimes> {
  const browser = page.context().browser();
  if (!browser) throw new Error('Tracing needs the browser of the page');
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const main = new Set(
    traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = traceEvents.filter(
    (event) =>
      event.name === 'ThreadControllerImpl::RunTask' &&
      event.ph === 'X' &&
      main.has(`${event.pid}:${event.tid}`) &&
      (event.dur ?? 0) > 50_000,
  );
  return {
    wall: tasks.map((event) => Math.round((event.dur ?? 0) / 1000)),
    cpu: tasks.map((event) => Math.round((event.tdur ?? event.dur ?? 0) / 1000)),
  };
}

/** Records the main thread's long tasks of one step of a scenario. */
export type StepRecorder = (step: string, tasks: TaskTimes) => void;

/**
 * Runs `scenario` (which records each step's long tasks) up to `attempts` times, until every step
 * has had no task over `budgetMs` of main-thread time in some attempt, and fails naming the steps
 * that never had. Another process on the machine (two cores shared by the whole suite) only adds
 * to a task; every attempt's wall-clock and CPU figures are printed, so the README's can be kept true.
 */
export async function expectStepsWithinBudget(
  label: string,
  referenceBudgetMs: number,
  scenario: (record: StepRecorder) => Promise<void>,
  attempts = 3,
): Promise<void> {
  const budgetMs = scaled(referenceBudgetMs);
  const best = new Map<string, number>();
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    await scenario((step, tasks) => {
      const longest = Math.max(0, ...tasks.cpu);
      console.log(
        `long tasks (ms), ${label}, ${step}, attempt ${attempt}: wall ${JSON.stringify(tasks.wall)}, ` +
          `main-thread time ${JSON.stringify(tasks.cpu)} (budget ${budgetMs})`,
      );
      best.set(step, Math.min(best.get(step) ?? Infinity, longest));
    });
    if ([...best.values()].every((longest) => longest <= budgetMs)) break;
  }
  const over = [...best].filter(([, longest]) => longest > budgetMs).map(([step, longest]) => `${step}: ${longest} ms`);
  expect(over, `${label}: steps with a main-thread task over ${budgetMs} ms in every attempt`).toEqual([]);
}
