/**
 * Reads and writes of job records and their files. Every write is one Dexie transaction that
 * first checks the job is still queued or running, so a cancelled or failed job stays as it is
 * however late its work reports, and tells change listeners (cached reads that depend on jobs).
 */
import Dexie from 'dexie';
import { ApiError } from '../../../contract/errors';
import { emitChange } from '../changes';
import type { FinishedJobStatus, Job, JobStatus } from '../../../contract/types/jobs';
import { db } from '@/db/database';
import type { JobFileRecord, JobRecord } from '@/db/jobRecords';
import { newId, nowIso } from '@/db/records';
import type { JobFile } from './kinds';

export const ACTIVE_STATUSES: readonly JobStatus[] = ['queued', 'running'];

export const isActive = (job: Job): boolean => ACTIVE_STATUSES.includes(job.status);

type ActiveChanges = Partial<Pick<JobRecord, 'status' | 'progress' | 'message'>>;
type FinalChanges = { status: FinishedJobStatus } & Partial<Pick<JobRecord, 'progress' | 'message' | 'result'>>;

export async function addJob(job: JobRecord): Promise<void> {
  await db.transaction('rw', db.jobs, async () => {
    await db.jobs.add(job);
    await emitChange({ source: 'jobs', kind: 'created', ids: [job.id] });
  });
}

export async function readJob(id: string): Promise<JobRecord> {
  const job = await db.jobs.get(id);
  if (!job) throw new ApiError(404, 'Job not found');
  return job;
}

/** Newest first; `kind` filters through the [kind+created_at] index. */
export function listJobs(kind: string | undefined, limit: number): Promise<JobRecord[]> {
  const newest = kind
    ? db.jobs.where('[kind+created_at]').between([kind, Dexie.minKey], [kind, Dexie.maxKey]).reverse()
    : db.jobs.orderBy('created_at').reverse();
  return newest.limit(limit).toArray();
}

/**
 * Updates a queued or running job (an empty change is a heartbeat); undefined when it has
 * finished meanwhile. Progress never goes back.
 */
export function patchActiveJob(id: string, changes: ActiveChanges): Promise<JobRecord | undefined> {
  return db.transaction('rw', db.jobs, async () => {
    const job = await db.jobs.get(id);
    if (!job || !isActive(job)) return undefined;
    const progress = Math.max(job.progress, changes.progress ?? 0);
    const updated: JobRecord = { ...job, ...changes, progress, updated_at: nowIso() };
    await db.jobs.put(updated);
    await emitChange({ source: 'jobs', kind: 'edited', ids: [id] });
    return updated;
  });
}

/** Finishes a queued or running job, storing its file with it; undefined when it had finished already. */
export function finishJob(id: string, changes: FinalChanges, file?: JobFile): Promise<JobRecord | undefined> {
  return db.transaction('rw', db.jobs, db.job_files, async () => {
    const job = await db.jobs.get(id);
    if (!job || !isActive(job)) return undefined;
    const now = nowIso();
    const updated: JobRecord = { ...job, ...changes, updated_at: now };
    if (file) {
      const record: JobFileRecord = {
        id: newId(),
        job_id: id,
        file_name: file.name,
        mime_type: file.mimeType,
        blob: file.blob,
        size_bytes: file.blob.size,
        created_at: now,
        updated_at: now,
      };
      await db.job_files.add(record);
      Object.assign(updated, { file_id: record.id, file_name: record.file_name, size_bytes: record.size_bytes });
    }
    await db.jobs.put(updated);
    await emitChange({ source: 'jobs', kind: 'edited', ids: [id] });
    return updated;
  });
}

export function readJobFile(id: string): Promise<JobFileRecord | undefined> {
  return db.job_files.get(id);
}
