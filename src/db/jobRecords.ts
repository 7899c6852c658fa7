/**
 * Stored shapes of long-running jobs (schema version 3): exports, imports, manuals, crawls and
 * reports are all rows of one `jobs` table, told apart by `kind`. A job's file lives in
 * `job_files` so listing jobs never reads blobs.
 */
import type { Job } from '@/contract/types/jobs';

export type JobRecord = Job;

export type JobFileRecord = {
  id: string;
  job_id: string;
  file_name: string;
  mime_type: string;
  blob: Blob;
  size_bytes: number;
  created_at: string;
  updated_at: string;
};
