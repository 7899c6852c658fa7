import { useCallback, useEffect } from 'react';
import { api } from '@/api/client';
import type { Job } from '@/contract/types/jobs';
import { useRemote } from '@/hooks/useRemote';

export type JobListPath = '/api/data-jobs/exports' | '/api/data-jobs/imports' | '/api/data-jobs/backups' | '/api/jobs';

/** A job list that follows every job change (progress, completion, cleanup); failures are only logged (002 §8). */
export function useJobList(path: JobListPath): { jobs: Job[]; refresh: () => void } {
  const load = useCallback(async () => (await api.get(path)).jobs, [path]);
  const { state, refresh } = useRemote(load);
  useEffect(() => api.subscribe(['jobs'], () => refresh()), [refresh]);
  return { jobs: state.status === 'ready' ? state.data : [], refresh };
}

export async function downloadJobFile(job: Job): Promise<void> {
  const { saveFile } = await import('@/lib/download');
  const file = await api.get(`/api/export/download/${encodeURIComponent(job.id)}`);
  saveFile(file.file_name, file.blob, file.mime_type);
}
