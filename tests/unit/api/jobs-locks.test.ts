import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Method } from '@/contract';
import {
  defineJobKind,
  HEARTBEAT_MS,
  INTERRUPTED_MESSAGE,
  recoverInterruptedJobs,
  type JobContext,
  type JobOutcome,
} from '@/api/local/jobs';
import { jobLockName } from '@/api/local/jobs/liveness';
import { local } from '@/api/local/router';
import type { Job } from '@/contract/types/jobs';
import { CHANGES_CHANNEL } from '@/lib/crossTab';
import { db } from '@/db/database';
import type { JobRecord } from '@/db/jobRecords';
import { isoAgo, resetLocalState, storedJob } from './support';

/**
 * The part of the Web Locks API the jobs use, for one origin: exclusive locks granted in request
 * order, released when the callback's promise settles; `query` lists the held ones. Shared by
 * "every tab" of the test, as the browser's is.
 */
function fakeLockManager() {
  const held = new Set<string>();
  const waiting = new Map<string, (() => void)[]>();
  const grant = async (name: string, callback: () => Promise<unknown>) => {
    held.add(name);
    try {
      return await callback();
    } finally {
      held.delete(name);
      waiting.get(name)?.shift()?.();
    }
  };
  return {
    held,
    request(name: string, callback: () => Promise<unknown>): Promise<unknown> {
      if (!held.has(name)) return grant(name, callback);
      return new Promise((resolve) => {
        const queue = waiting.get(name) ?? [];
        queue.push(() => resolve(grant(name, callback)));
        waiting.set(name, queue);
      });
    },
    async query() {
      return { held: [...held].map((name) => ({ name, mode: 'exclusive' })), pending: [] };
    },
  };
}

type Input = { label: string };
let behaviour: (ctx: JobContext<Input>) => Promise<JobOutcome> = async () => ({});
const locked = defineJobKind<Input>('test-locked', { run: (ctx) => behaviour(ctx) });

const request = <T>(method: Method, path: string) => local.request(method, path) as Promise<T>;
const getJob = (id: string) => request<Job>('GET', `/api/jobs/${id}`);
const waitForStatus = (id: string, status: Job['status']) =>
  vi.waitFor(async () => {
    const job = await getJob(id);
    if (job.status !== status) throw new Error(`Job is ${job.status}`);
    return job;
  });

/** A job another tab is running (or was, until it closed). */
const runningJob = (changes: Partial<JobRecord>) =>
  storedJob('test-locked', { status: 'running', progress: 0.4, message: 'Working', ...changes });

let locks: ReturnType<typeof fakeLockManager>;

beforeEach(async () => {
  await resetLocalState();
  locks = fakeLockManager();
  vi.stubGlobal('navigator', { locks, userAgent: 'node' });
});
afterEach(() => {
  behaviour = async () => ({});
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('jobs with Web Locks', () => {
  it('hold their lock while they run and release it once finished', async () => {
    let finish: () => void = () => {};
    behaviour = () => new Promise((resolve) => (finish = () => resolve({ result: { ok: true } })));
    const { id } = await locked.start({ label: 'held' });
    await waitForStatus(id, 'running');
    expect(locks.held.has(jobLockName(id))).toBe(true);
    finish();
    await waitForStatus(id, 'completed');
    await vi.waitFor(() => expect(locks.held.has(jobLockName(id))).toBe(false));
  });

  it('write no heartbeat: a throttled timer cannot make a live job look dead', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    behaviour = () => new Promise(() => {});
    const { id } = await locked.start({ label: 'quiet' });
    const running = await waitForStatus(id, 'running');
    vi.advanceTimersByTime(HEARTBEAT_MS * 3);
    expect(vi.getTimerCount()).toBe(0);
    expect((await getJob(id)).updated_at).toBe(running.updated_at);
    await request('POST', `/api/jobs/${id}/cancel`);
    await vi.waitFor(() => expect(locks.held.has(jobLockName(id))).toBe(false));
  });

  it('after a reload, fail at once the jobs whose lock no page holds, and keep those of a tab long in the background', async () => {
    const backgroundTab = runningJob({ updated_at: isoAgo(10 * 60_000) });
    const closedTab = runningJob({ updated_at: isoAgo(1_000) });
    await db.jobs.bulkAdd([backgroundTab, closedTab]);
    // The background tab holds its job's lock, whatever its timers do.
    let releaseOther: () => void = () => {};
    void locks.request(jobLockName(backgroundTab.id), () => new Promise<void>((done) => (releaseOther = done)));

    await expect(recoverInterruptedJobs()).resolves.toBe(1);
    expect(await getJob(closedTab.id)).toMatchObject({ status: 'failed', message: INTERRUPTED_MESSAGE });
    expect(await getJob(backgroundTab.id)).toMatchObject({ status: 'running', progress: 0.4 });

    releaseOther();
    await vi.waitFor(() => expect(locks.held.size).toBe(0));
    await expect(recoverInterruptedJobs()).resolves.toBe(1);
    expect((await getJob(backgroundTab.id)).status).toBe('failed');
  });

  it('stop at once when another tab cancels them (its change reaches this page)', async () => {
    let signal: AbortSignal | undefined;
    behaviour = (ctx) => {
      signal = ctx.signal;
      return new Promise(() => {});
    };
    const { id } = await locked.start({ label: 'elsewhere' });
    const running = await waitForStatus(id, 'running');
    // The other tab's cancel: the record written, then the change posted to the other tabs.
    await db.jobs.put({ ...running, status: 'cancelled', message: 'Cancelled' });
    const otherTab = new BroadcastChannel(CHANGES_CHANNEL);
    otherTab.postMessage({ source: 'jobs', kind: 'edited', ids: [id] });
    await vi.waitFor(() => expect(signal?.aborted).toBe(true));
    otherTab.close();
    await vi.waitFor(() => expect(locks.held.has(jobLockName(id))).toBe(false));
  });
});

describe('jobs without Web Locks (the fallback)', () => {
  it('keep the heartbeat and the staleness rule', async () => {
    vi.unstubAllGlobals();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    behaviour = () => new Promise(() => {});
    const { id } = await locked.start({ label: 'beating' });
    const running = await waitForStatus(id, 'running');
    vi.advanceTimersByTime(HEARTBEAT_MS);
    await vi.waitFor(async () => expect((await getJob(id)).updated_at > running.updated_at).toBe(true));
    const stale = runningJob({ updated_at: isoAgo(60_000) });
    const fresh = runningJob({ updated_at: isoAgo(1_000) });
    await db.jobs.bulkAdd([stale, fresh]);
    await expect(recoverInterruptedJobs()).resolves.toBe(1);
    expect((await getJob(stale.id)).status).toBe('failed');
    expect((await getJob(fresh.id)).status).toBe('running');
    await request('POST', `/api/jobs/${id}/cancel`);
  });
});
