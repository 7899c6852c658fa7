/** Long-running jobs (spec 001 §4 manuals, 002 §2.3 exports and imports): the wire shapes. */
import type { JsonValue } from '../json';

export type JobStatus = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';

/** Statuses a job never leaves. */
export type FinishedJobStatus = Exclude<JobStatus, 'queued' | 'running'>;

export type Job = {
  id: string;
  /** What the job does, e.g. 'export', 'import', 'manual', 'crawl'. */
  kind: string;
  status: JobStatus;
  /** 0..1, never going back. */
  progress: number;
  /** What to show beside the status: the current step, or why it failed. */
  message: string;
  /** The request that started it (shown in job lists, e.g. the export's data source). */
  input: JsonValue;
  /** What the work produced besides a file (counts, ids); null until completed. */
  result: JsonValue;
  /** The job's file in `job_files`, or null when it has none (yet). */
  file_id: string | null;
  file_name: string | null;
  size_bytes: number | null;
  created_at: string;
  /** Also the heartbeat of a running job: a job whose page closed stops updating it. */
  updated_at: string;
};

export type JobList = { jobs: Job[] };

/** A completed job's file, as the UI offers it for download. */
export type JobDownload = { file_name: string; mime_type: string; blob: Blob };

export type JobsCleanupResponse = { message: string; deleted_jobs: number; deleted_files: number };
