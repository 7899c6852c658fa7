import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/api/client';
import type { RequestProgress } from '@/contract/adapter';
import type { Job } from '@/contract/types/jobs';

const POLL_MS = 400;

export type RunningReport = { reportId: string; jobId: string; progress: RequestProgress };

/**
 * Follows report jobs until they finish: their progress for the screen, then `onDone` with the
 * finished job (completed, failed or cancelled) so the view reloads its history.
 */
export function useReportJobs(onDone: (job: Job) => void) {
  const [running, setRunning] = useState<RunningReport[]>([]);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const follow = useCallback((reportId: string, jobId: string) => {
    setRunning((current) => [
      ...current,
      { reportId, jobId, progress: { stage: 'queued', fraction: 0, message: 'Queued' } },
    ]);
    const poll = () => {
      if (!alive.current) return;
      api.get(`/api/jobs/${jobId}`).then(
        (job) => {
          if (!alive.current) return;
          if (job.status === 'queued' || job.status === 'running') {
            setRunning((current) =>
              current.map((r) =>
                r.jobId === jobId
                  ? { ...r, progress: { stage: job.status, fraction: job.progress, message: job.message } }
                  : r,
              ),
            );
            setTimeout(poll, POLL_MS);
            return;
          }
          setRunning((current) => current.filter((r) => r.jobId !== jobId));
          done.current(job);
        },
        (error: unknown) => {
          setRunning((current) => current.filter((r) => r.jobId !== jobId));
          console.warn('Could not follow the report job:', error);
        },
      );
    };
    poll();
  }, []);

  const cancel = useCallback((jobId: string) => {
    api.post(`/api/jobs/${jobId}/cancel`).catch((error: unknown) => console.warn('Cancel failed:', error));
  }, []);

  return { running, follow, cancel };
}
