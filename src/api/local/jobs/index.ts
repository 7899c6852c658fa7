/**
 * Long-running jobs: one mechanism for exports, imports, manuals, crawls and reports. A job is a
 * row of `jobs` (status queued → running → completed | failed | cancelled, progress 0..1, message,
 * result, file), its file a row of `job_files`. Jobs survive a reload as records: a job whose page
 * closed mid-run is marked failed ('Interrupted: ...') when the app next starts, and files and
 * finished jobs older than 7 days are deleted then too. The routes are in ../handlers/jobs.ts.
 *
 * How an issue adds a job kind:
 *   1. Define it in the area's folder, e.g. `src/api/local/exports/exportJob.ts`:
 *        export const exportJobs = defineJobKind<ExportInput>('export', {
 *          async run({ input, signal, progress }) {
 *            progress(0.1, 'Reading keywords');
 *            const csv = await workerServices().exports.buildCsv(signal, rows); // heavy work: a worker
 *            return { result: { rows: rows.length }, file: { name, mimeType: 'text/csv', blob: new Blob([csv]) } };
 *          },
 *        });
 *      `ExportInput` is JSON (it is stored with the job). Throw an Error whose message tells the user
 *      what went wrong and what to do: it becomes the failed job's message. Stop when `signal` fires.
 *      A heavy step runs in a worker declared with `defineWorker` in ../workers.ts (see ../workerBridge.ts).
 *   2. Start it from the area's route in `handlers/<area>.ts`, after validating the body:
 *        'POST /api/data-export/keywords': async ({ body }) => {
 *          const job = await exportJobs.start(parseExportRequest(body));
 *          return { success: true, message: 'Export started', job_id: job.id };
 *        },
 *      (importing the kind's module from the handler is what registers the kind).
 *   3. The area's own list, status and download routes are one line each over the generic ones:
 *      see the comment at the top of ../handlers/jobs.ts.
 *   4. Test through `local.request(...)` on fake-indexeddb, as tests/unit/api/jobs.test.ts does.
 */
import type { JsonValue } from '../../../contract/json';
import type { Job } from '../../../contract/types/jobs';
import { registerJobKind, type JobKindDefinition } from './kinds';
import { startJob } from './runner';

export interface JobKind<Input extends JsonValue> {
  kind: string;
  /** Stores a queued job and starts its work; resolves with the job as stored. */
  start(input: Input): Promise<Job>;
}

/** Registers a kind of job and returns its typed starter. */
export function defineJobKind<Input extends JsonValue>(
  kind: string,
  definition: JobKindDefinition<Input>,
): JobKind<Input> {
  registerJobKind(kind, definition);
  return { kind, start: (input) => startJob(kind, input) };
}

export type { JobContext, JobFile, JobKindDefinition, JobOutcome } from './kinds';
export { cancelJob, startJob, CANCELLED_MESSAGE } from './runner';
export { downloadJob, findJobs, getJob } from './reads';
export { cleanupJobs, JOB_RETENTION_DAYS } from './cleanup';
export { recoverInterruptedJobs, HEARTBEAT_MS, INTERRUPTED_MESSAGE, STALE_AFTER_MS } from './recovery';
export { PROGRESS_WRITE_MS } from './writer';
