/** Long-running jobs (spec 001 §4 manuals, 002 §2.3 exports and imports): the wire shape. */
import type { JsonValue } from '../json';

export type JobStatus = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';

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
  updated_at: string;
};
