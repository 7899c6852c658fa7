/**
 * The 'manual' job kind: a Learning Center manual written as a PDF in the learning worker (the
 * shared PDF module) under the workspace's branding, with progress; the file is `manual_{id}.pdf`
 * (spec 001 §7).
 */
import type { ManualJob, ManualJobStatus, ManualLanguageCode, ManualType } from '../../../contract/types/learning';
import type { Job } from '../../../contract/types/jobs';
import { defineJobKind } from '../jobs';
import { workerServices } from '../workers';

export const MANUAL_JOB_KIND = 'manual';

export type ManualJobInput = { manual_type: ManualType; language: ManualLanguageCode };

/** The app's absolute base URL, where `fonts/` is served; a worker has no page to ask. */
function appBaseUrl(): string {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return new URL(import.meta.env.BASE_URL, origin).href;
}

export const manualFileName = (jobId: string) => `manual_${jobId}.pdf`;

export const manualJobs = defineJobKind<ManualJobInput>(MANUAL_JOB_KIND, {
  async run({ job, input, signal, progress }) {
    progress(0.05, 'Loading the guide text, branding and fonts');
    // Through the enterprise handlers' own chunk (loaded with their first request): importing the
    // branding module alone made it a chunk of its own that the shell had to list.
    const { enterpriseHandlers } = await import('../enterprise/routes');
    const branding = await enterpriseHandlers['GET /api/enterprise/branding']();
    const rendered = await workerServices().learning.renderManual(
      signal,
      input.manual_type,
      input.language,
      job.created_at,
      branding,
      appBaseUrl(),
      (fraction: number) => progress(0.1 + 0.85 * fraction, 'Laying out pages'),
    );
    if (rendered.missing_characters.length > 0) {
      throw new Error(
        `The manual's fonts cannot draw ${rendered.missing_characters.slice(0, 5).join(' ')}; this language cannot be printed yet. Choose another language.`,
      );
    }
    progress(0.97, 'Saving the PDF');
    return {
      result: { page_count: rendered.page_count },
      file: {
        name: manualFileName(job.id),
        mimeType: 'application/pdf',
        blob: new Blob([rendered.bytes], { type: 'application/pdf' }),
      },
    };
  },
});

const STATUS: Record<Job['status'], ManualJobStatus> = {
  queued: 'queued',
  running: 'generating',
  completed: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
};

function isManualInput(input: Job['input']): input is ManualJobInput {
  return typeof input === 'object' && input !== null && !Array.isArray(input) && 'manual_type' in input;
}

/** A stored job in the spec's shape (job_id, job_type, file_size). */
export function toManualJob(job: Job): ManualJob {
  const input = isManualInput(job.input) ? job.input : { manual_type: 'quick_start' as const, language: 'en' as const };
  const result = job.result;
  const pages =
    typeof result === 'object' && result !== null && !Array.isArray(result) && typeof result.page_count === 'number'
      ? result.page_count
      : null;
  return {
    job_id: job.id,
    job_type: input.manual_type,
    language: input.language,
    status: STATUS[job.status],
    progress: job.progress,
    message: job.message,
    created_at: job.created_at,
    file_size: job.size_bytes,
    page_count: pages,
    file_name: job.file_name,
  };
}
