import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Method } from '@/contract';
import type { JsonValue } from '@/contract/json';
import {
  defineJobKind,
  HEARTBEAT_MS,
  INTERRUPTED_MESSAGE,
  recoverInterruptedJobs,
  startJob,
  type JobContext,
  type JobOutcome,
} from '@/api/local/jobs';
import { local } from '@/api/local/router';
import type { Job, JobDownload, JobList, JobsCleanupResponse } from '@/contract/types/jobs';
import { db } from '@/db/database';
import { newId } from '@/db/records';
import { isoAgo, rejectionOf, resetLocalState, storedJob } from './support';

type Input = { label: string };

/** What the test kind's next job does; each test sets it. */
let behaviour: (ctx: JobContext<Input>) => Promise<JobOutcome> = async () => ({});

const scripted = defineJobKind<Input>('test-scripted', { run: (ctx) => behaviour(ctx) });
const other = defineJobKind<Input>('test-other', { run: async () => ({}) });

function deferred() {
  let open: () => void = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

const request = <T>(method: Method, path: string) => local.request(method, path) as Promise<T>;
const getJob = (id: string) => request<Job>('GET', `/api/jobs/${id}`);

async function waitForJob(id: string, check: (job: Job) => boolean): Promise<Job> {
  return vi.waitFor(async () => {
    const job = await getJob(id);
    if (!check(job)) throw new Error(`Job is ${job.status} at ${job.progress}: ${job.message}`);
    return job;
  });
}

const DAY_MS = 24 * 60 * 60_000;

async function storeFile(jobId: string, createdAt: string): Promise<string> {
  const id = newId();
  const blob = new Blob(['old']);
  await db.job_files.add({
    id,
    job_id: jobId,
    file_name: 'old.csv',
    mime_type: 'text/csv',
    blob,
    size_bytes: blob.size,
    created_at: createdAt,
    updated_at: createdAt,
  });
  return id;
}

beforeEach(resetLocalState);
afterEach(() => {
  behaviour = async () => ({});
  vi.useRealTimers();
});

describe('a job that completes', () => {
  it('goes queued → running → completed and keeps its file, size and result', async () => {
    const gate = deferred();
    const csv = 'keyword,volume\ncoffee,10\n';
    behaviour = async ({ progress }) => {
      progress(0.4, 'Writing rows');
      await gate.promise;
      return { result: { rows: 1 }, file: { name: 'keywords.csv', mimeType: 'text/csv', blob: new Blob([csv]) } };
    };
    const queued = await scripted.start({ label: 'first' });
    expect(queued).toMatchObject({ kind: 'test-scripted', status: 'queued', progress: 0, input: { label: 'first' } });

    const running = await waitForJob(queued.id, (job) => job.status === 'running' && job.progress === 0.4);
    expect(running.message).toBe('Writing rows');
    expect(await rejectionOf(request('GET', `/api/jobs/${queued.id}/download`))).toMatchObject({
      response: { status: 409 },
    });

    gate.open();
    const completed = await waitForJob(queued.id, (job) => job.status === 'completed');
    expect(completed).toMatchObject({
      progress: 1,
      result: { rows: 1 },
      file_name: 'keywords.csv',
      size_bytes: new Blob([csv]).size,
    });
    expect(completed.file_id).not.toBeNull();
    const download = await request<JobDownload>('GET', `/api/jobs/${queued.id}/download`);
    expect(download).toMatchObject({ file_name: 'keywords.csv', mime_type: 'text/csv' });
    expect(await download.blob.text()).toBe(csv);
  });

  it('writes progress that never goes back, and clamps it to 0..1', async () => {
    const [first, second] = [deferred(), deferred()];
    behaviour = async ({ progress }) => {
      progress(0.6, 'Most of it');
      await first.promise;
      progress(0.3, 'A late report');
      await second.promise;
      progress(7, 'Beyond the end');
      await new Promise<void>(() => {});
      return {};
    };
    const { id } = await scripted.start({ label: 'progress' });
    await waitForJob(id, (job) => job.progress === 0.6);
    first.open();
    const late = await waitForJob(id, (job) => job.message === 'A late report');
    expect(late.progress).toBe(0.6);
    second.open();
    const beyond = await waitForJob(id, (job) => job.message === 'Beyond the end');
    expect(beyond.progress).toBe(1);
    await request('POST', `/api/jobs/${id}/cancel`);
  });
});

describe('a job that fails', () => {
  it('stores what went wrong as its message, and has nothing to download', async () => {
    const reason = 'The keyword list is empty: add keywords, then export again.';
    behaviour = async () => {
      throw new Error(reason);
    };
    const { id } = await scripted.start({ label: 'empty' });
    const failed = await waitForJob(id, (job) => job.status === 'failed');
    expect(failed.message).toBe(reason);
    expect(await rejectionOf(request('GET', `/api/jobs/${id}/download`))).toMatchObject({
      response: { status: 409, data: { detail: 'This job failed, so it has no file. Start it again.' } },
    });
  });

  it('says the failure was unexpected when the work gives no reason', async () => {
    behaviour = () => Promise.reject(new Error(''));
    const { id } = await scripted.start({ label: 'silent' });
    const failed = await waitForJob(id, (job) => job.status === 'failed');
    expect(failed.message).toBe('The job stopped with an unexpected error. Start it again.');
  });
});

describe('POST /api/jobs/{id}/cancel', () => {
  it('cancels a running job at once and aborts its work; a late result changes nothing', async () => {
    let signal: AbortSignal | undefined;
    const settled = deferred();
    behaviour = async (ctx) => {
      signal = ctx.signal;
      await new Promise((resolve) => ctx.signal.addEventListener('abort', resolve));
      settled.open();
      return { file: { name: 'late.csv', mimeType: 'text/csv', blob: new Blob(['late']) } };
    };
    const { id } = await scripted.start({ label: 'cancel me' });
    await waitForJob(id, (job) => job.status === 'running');

    const cancelled = await request<Job>('POST', `/api/jobs/${id}/cancel`);
    expect(cancelled).toMatchObject({ id, status: 'cancelled', message: 'Cancelled' });
    expect(signal?.aborted).toBe(true);
    await settled.promise;
    expect(await getJob(id)).toMatchObject({ status: 'cancelled', file_id: null });
    expect(await db.job_files.count()).toBe(0);
  });

  it('refuses to cancel a finished job with 409, and an unknown one with 404', async () => {
    const { id } = await scripted.start({ label: 'quick' });
    await waitForJob(id, (job) => job.status === 'completed');
    expect(await rejectionOf(request('POST', `/api/jobs/${id}/cancel`))).toMatchObject({
      response: { status: 409, data: { detail: 'This job has already completed: there is nothing to cancel.' } },
    });
    expect(await rejectionOf(request('POST', '/api/jobs/nope/cancel'))).toMatchObject({
      response: { status: 404, data: { detail: 'Job not found' } },
    });
  });

  it('is seen by the page running the job on its next heartbeat (a cancel from another tab)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let signal: AbortSignal | undefined;
    behaviour = (ctx) => {
      signal = ctx.signal;
      return new Promise(() => {});
    };
    const { id } = await scripted.start({ label: 'elsewhere' });
    const running = await waitForJob(id, (job) => job.status === 'running');
    await db.jobs.put({ ...running, status: 'cancelled' });
    vi.advanceTimersByTime(HEARTBEAT_MS);
    await vi.waitFor(() => expect(signal?.aborted).toBe(true));
  });
});

describe('GET /api/jobs', () => {
  it('lists jobs newest first, filtered by kind, up to the limit', async () => {
    const oldest = await scripted.start({ label: 'a' });
    const middle = await other.start({ label: 'b' });
    const newest = await scripted.start({ label: 'c' });
    const ids = async (path: string) => (await request<JobList>('GET', path)).jobs.map((job) => job.id);
    expect(await ids('/api/jobs')).toEqual([newest.id, middle.id, oldest.id]);
    expect(await ids('/api/jobs?kind=test-scripted')).toEqual([newest.id, oldest.id]);
    expect(await ids('/api/jobs?kind=test-other')).toEqual([middle.id]);
    expect(await ids('/api/jobs?limit=2')).toEqual([newest.id, middle.id]);
  });

  it('answers 404 for an unknown job', async () => {
    expect(await rejectionOf(getJob('missing'))).toMatchObject({
      response: { status: 404, data: { detail: 'Job not found' } },
    });
  });
});

describe('after a reload', () => {
  it('marks queued or running jobs with an old heartbeat failed, and leaves live ones alone', async () => {
    const staleRunning = storedJob('test-scripted', { status: 'running', progress: 0.3, updated_at: isoAgo(60_000) });
    const staleQueued = storedJob('test-scripted', { status: 'queued', progress: 0, updated_at: isoAgo(45_000) });
    const otherTab = storedJob('test-scripted', { status: 'running', progress: 0.5, updated_at: isoAgo(2_000) });
    const done = storedJob('test-scripted', { updated_at: isoAgo(DAY_MS) });
    await db.jobs.bulkAdd([staleRunning, staleQueued, otherTab, done]);

    await expect(recoverInterruptedJobs()).resolves.toBe(2);
    for (const job of [staleRunning, staleQueued]) {
      expect(await getJob(job.id)).toMatchObject({ status: 'failed', message: INTERRUPTED_MESSAGE });
    }
    expect(await getJob(otherTab.id)).toMatchObject({ status: 'running', progress: 0.5 });
    expect(await getJob(done.id)).toEqual(done);
  });

  it('never marks a job this page is running, however old its heartbeat', async () => {
    behaviour = () => new Promise(() => {});
    const { id } = await scripted.start({ label: 'mine' });
    await waitForJob(id, (job) => job.status === 'running');
    await expect(recoverInterruptedJobs(Date.now() + 10 * 60_000)).resolves.toBe(0);
    expect((await getJob(id)).status).toBe('running');
    await request('POST', `/api/jobs/${id}/cancel`);
  });

  it('keeps the heartbeat of a running job fresh', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    behaviour = () => new Promise(() => {});
    const { id } = await scripted.start({ label: 'beating' });
    const running = await waitForJob(id, (job) => job.status === 'running');
    vi.advanceTimersByTime(HEARTBEAT_MS);
    await waitForJob(id, (job) => job.updated_at > running.updated_at);
    await request('POST', `/api/jobs/${id}/cancel`);
  });
});

describe('cleanup', () => {
  it('deletes files and finished jobs older than 7 days, and keeps newer ones and running jobs', async () => {
    const oldCompleted = storedJob('test-scripted', { created_at: isoAgo(8 * DAY_MS) });
    const oldFailed = storedJob('test-scripted', { status: 'failed', created_at: isoAgo(8 * DAY_MS) });
    const oldRunning = storedJob('test-scripted', {
      status: 'running',
      created_at: isoAgo(8 * DAY_MS),
      updated_at: isoAgo(1000),
    });
    const recent = storedJob('test-scripted', { created_at: isoAgo(6 * DAY_MS) });
    await db.jobs.bulkAdd([oldCompleted, oldFailed, oldRunning, recent]);
    await storeFile(oldCompleted.id, oldCompleted.created_at);
    const recentFile = await storeFile(recent.id, recent.created_at);
    await storeFile('gone-job', isoAgo(9 * DAY_MS));

    const answer = await request<JobsCleanupResponse>('DELETE', '/api/jobs/cleanup');
    expect(answer).toEqual({
      message: 'Deleted 2 jobs and 2 files older than 7 days.',
      deleted_jobs: 2,
      deleted_files: 2,
    });
    expect((await db.jobs.toArray()).map((job) => job.id).sort()).toEqual([oldRunning.id, recent.id].sort());
    expect(await db.job_files.toCollection().primaryKeys()).toEqual([recentFile]);

    await expect(request<JobsCleanupResponse>('DELETE', '/api/data-jobs/cleanup')).resolves.toEqual({
      message: 'Nothing to clean up: no jobs or files older than 7 days.',
      deleted_jobs: 0,
      deleted_files: 0,
    });
  });

  it('answers 404 for the download of a completed job whose file was cleaned up', async () => {
    const job = storedJob('test-scripted', { file_id: 'cleaned', file_name: 'old.csv', size_bytes: 3 });
    await db.jobs.add(job);
    expect(await rejectionOf(request('GET', `/api/jobs/${job.id}/download`))).toMatchObject({
      response: { status: 404 },
    });
  });
});

describe('job kinds', () => {
  it('refuses an unknown kind with 400', async () => {
    expect(await rejectionOf(startJob('no-such-kind', {}))).toMatchObject({
      response: { status: 400, data: { detail: 'Unknown job kind: no-such-kind' } },
    });
    expect(await db.jobs.count()).toBe(0);
  });

  it('refuses a kind registered twice', () => {
    expect(() => defineJobKind<JsonValue>('test-other', { run: async () => ({}) })).toThrow(
      'Job kind registered twice: test-other',
    );
  });
});

describe("the spec's generic job routes", () => {
  it('answer like the /api/jobs routes', async () => {
    behaviour = async () => ({ file: { name: 'export.json', mimeType: 'application/json', blob: new Blob(['{}']) } });
    const { id } = await scripted.start({ label: 'alias' });
    const completed = await waitForJob(id, (job) => job.status === 'completed');
    await expect(request('GET', `/api/data-jobs/${id}/status`)).resolves.toEqual(completed);
    const download = await request<JobDownload>('GET', `/api/export/download/${id}`);
    expect(download).toMatchObject({ file_name: 'export.json', mime_type: 'application/json' });
    expect(await download.blob.text()).toBe('{}');
  });

  it('leave GET /api/export/{resultId} to the clustering export', async () => {
    expect(await rejectionOf(request('GET', '/api/export/download'))).toMatchObject({
      response: { status: 404, data: { detail: 'Clustering result not found' } },
    });
    expect(await rejectionOf(request('GET', '/api/export/download/missing'))).toMatchObject({
      response: { status: 404, data: { detail: 'Job not found' } },
    });
  });
});
