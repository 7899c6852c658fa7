import { useCallback, useRef, useState } from 'react';
import { api, type RequestProgress } from '@/api/client';
import type { CompetitorAnalysis, CompetitorAnalysisRequest } from '@/contract';
import { CANCELLED_STATUS } from '@/contract/errors';
import { notifyError } from '@/hooks/notify';

const ANALYSIS_ERROR = { title: 'Competitor analysis failed', description: 'Please try again' };

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : null;

/** Runs an analysis with progress and Cancel; keeps the last result. */
export function useCompetitorAnalysis() {
  const [result, setResult] = useState<CompetitorAnalysis | null>(null);
  const [progress, setProgress] = useState<RequestProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(async (request: CompetitorAnalysisRequest) => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ stage: 'analysing', fraction: 0, message: 'Starting' });
    try {
      setResult(await api.post('/api/competitor-analysis', request, { signal: abort.signal, onProgress: setProgress }));
    } catch (error) {
      if (statusOf(error) !== CANCELLED_STATUS) notifyError(error, ANALYSIS_ERROR);
    } finally {
      setProgress(null);
      controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { result, progress, running: progress !== null, run, cancel };
}
