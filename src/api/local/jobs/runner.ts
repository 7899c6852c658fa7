/** Starts jobs, runs their work, and cancels them. */
import { ApiError, isQuotaError } from '../../../contract/errors';
import { isJsonValue, type JsonValue } from '../../../contract/json';
import type { FinishedJobStatus, Job } from '../../../contract/types/jobs';
import type { JobRecord } from '@/db/jobRecords';
import { newRecordMeta } from '@/db/records';
import { cancellable } from '../workerBridge';
import { activeJobs } from './activeJobs';
import { jobKindDefinition, type JobKindDefinition } from './kinds';
import { holdJobLock } from './liveness';
import { ensureJobsStarted } from './startup';
import { addJob, finishJob, isActive, readJob } from './store';
import { createJobWriter } from './writer';

export const CANCELLED_MESSAGE = 'Cancelled';
const UNEXPECTED_FAILURE = 'The job stopped with an unexpected error. Start it again.';
const STORAGE_FULL =
  'Not enough storage space on this device to keep the result. Clean up old files, then start the job again.';

const ALREADY_FINISHED: Record<FinishedJobStatus, string> = {
  completed: 'This job has already completed: there is nothing to cancel.',
  failed: 'This job has already failed: there is nothing to cancel.',
  cancelled: 'This job was already cancelled.',
};

/** What went wrong, in words a user can act on. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.detail;
  if (isQuotaError(error)) return STORAGE_FULL;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return UNEXPECTED_FAILURE;
}

async function execute(
  queued: JobRecord,
  definition: JobKindDefinition<JsonValue>,
  controller: AbortController,
  releaseLock: () => void,
) {
  const { signal } = controller;
  const writer = createJobWriter(queued.id, controller);
  try {
    const job = await writer.markRunning();
    if (!job || signal.aborted) return;
    const work = Promise.resolve().then(() =>
      definition.run({ job, input: job.input, signal, progress: writer.progress }),
    );
    const outcome = await cancellable(work, signal);
    await writer.complete(outcome.result ?? null, outcome.file);
  } catch (error) {
    // A cancelled job already has its final status; a failed write is left to recovery on the next start.
    if (!signal.aborted) await writer.fail(failureMessage(error)).catch(() => {});
  } finally {
    writer.stop();
    activeJobs.delete(queued.id);
    // After the final write: another tab's recovery sees either the lock or a finished job.
    releaseLock();
  }
}

/** Stores a queued job of `kind` and starts its work; resolves with the job as stored. */
export async function startJob(kind: string, input: JsonValue): Promise<Job> {
  await ensureJobsStarted();
  const definition = jobKindDefinition(kind);
  if (!definition) throw new ApiError(400, `Unknown job kind: ${kind}`);
  if (!isJsonValue(input)) throw new ApiError(400, 'Job input must be JSON data');
  const job: JobRecord = {
    ...newRecordMeta(),
    kind,
    status: 'queued',
    progress: 0,
    message: 'Queued',
    input,
    result: null,
    file_id: null,
    file_name: null,
    size_bytes: null,
  };
  // Registered, and its lock held, before it is stored, so recovery in this page or another never
  // takes it for an orphan.
  const controller = activeJobs.add(job.id);
  let releaseLock: () => void = () => {};
  try {
    releaseLock = await holdJobLock(job.id);
    await addJob(job);
  } catch (error) {
    releaseLock();
    activeJobs.delete(job.id);
    throw error;
  }
  void execute(job, definition, controller, releaseLock);
  return job;
}

/** Cancels a queued or running job, in this tab or another (its runner sees it on its next write). */
export async function cancelJob(id: string): Promise<Job> {
  await ensureJobsStarted();
  const job = await readJob(id);
  const cancelled = isActive(job)
    ? await finishJob(id, { status: 'cancelled', message: CANCELLED_MESSAGE })
    : undefined;
  if (!cancelled) {
    const finished = await readJob(id);
    throw new ApiError(409, ALREADY_FINISHED[finished.status as FinishedJobStatus]);
  }
  activeJobs.abort(id);
  return cancelled;
}
