import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/api/client';
import { ApiError, CANCELLED_STATUS } from '@/contract/errors';
import type { AiMode, AiOptimization, AnomalySensitivity, OptimizationGoal } from '@/contract';
import { TARGET_LANGUAGES } from '@/contract/types/ai';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { useRemote } from '@/hooks/useRemote';
import { AI_ERROR, APPLY_ERROR, type AnalysisOf } from './model';

export interface RunOptions {
  goals: OptimizationGoal[];
  sensitivity: AnomalySensitivity;
}

type Results = { [M in AiMode]?: AnalysisOf[M] };

const MODE_KEYS: readonly AiMode[] = ['optimization', 'anomalies', 'multilang', 'voice', 'dashboard'];
const loadStored = () => api.get('/api/ai/analyses');

function request<M extends AiMode>(mode: M, options: RunOptions, signal: AbortSignal): Promise<AnalysisOf[M]> {
  const call = {
    optimization: () => api.post('/api/ai/optimize-clusters', { optimization_goals: options.goals }, { signal }),
    anomalies: () => api.post('/api/ai/detect-anomalies', { sensitivity: options.sensitivity }, { signal }),
    multilang: () =>
      api.post(
        '/api/ai/multi-language-analysis',
        { source_language: 'en', target_languages: [...TARGET_LANGUAGES] },
        { signal },
      ),
    voice: () => api.post('/api/ai/voice-search-optimization', {}, { signal }),
    dashboard: () =>
      api.post('/api/ai/insights-dashboard', { include_predictions: false, include_recommendations: true }, { signal }),
  }[mode];
  return call() as Promise<AnalysisOf[M]>;
}

function applyEdit(resultId: string, expected: string, o: AiOptimization) {
  const e = o.edit;
  const base = `/api/results/${resultId}` as const;
  switch (e.kind) {
    case 'merge':
      return api.post(`${base}/merge`, { cluster_ids: e.cluster_ids, name: e.name, expected_updated_at: expected });
    case 'split':
      return api.post(`${base}/split`, {
        cluster_id: e.cluster_id,
        keyword_ids: e.keyword_ids,
        name: e.name,
        expected_updated_at: expected,
      });
    case 'rename':
      return api.put(`${base}/clusters/${e.cluster_id}`, { name: e.name, expected_updated_at: expected });
    case 'move':
      return api.post(`${base}/move`, {
        keyword_ids: e.keyword_ids,
        to_cluster_id: e.to_cluster_id,
        expected_updated_at: expected,
      });
  }
}

const APPLIED: Record<AiOptimization['optimization_type'], string> = {
  merge: 'Clusters merged',
  split: 'Cluster split',
  rename: 'Cluster renamed',
  move: 'Keywords moved',
};

/**
 * Runs the analyses (one at a time; a new run replaces that mode's earlier result) and applies
 * optimization suggestions through the clustering edit routes, then analyses the edited result.
 */
export function useAiAnalysis() {
  const [results, setResults] = useState<Results>({});
  const [running, setRunning] = useState<AiMode | null>(null);
  const [applying, setApplying] = useState<string | null>(null);
  const [stale, setStale] = useState<AiMode[]>([]);
  const stored = useRemote(loadStored);
  const ticket = useRef(0);

  // The analyses kept from an earlier visit, until the first run of this one.
  useEffect(() => {
    if (stored.state.status !== 'ready' || ticket.current > 0) return;
    const data = stored.state.data;
    setResults(Object.fromEntries(MODE_KEYS.flatMap((mode) => (data[mode] ? [[mode, data[mode]]] : []))));
    setStale(data.stale);
  }, [stored.state]);
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(async <M extends AiMode>(mode: M, options: RunOptions) => {
    const mine = ++ticket.current;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setRunning(mode);
    try {
      const data = await request(mode, options, abort.signal);
      if (mine === ticket.current) {
        setResults((current) => ({ ...current, [mode]: data }));
        setStale((current) => current.filter((m) => m !== mode));
      }
    } catch (error) {
      // Cancelled on purpose: nothing went wrong, the earlier result stays.
      const cancelled = error instanceof ApiError && error.status === CANCELLED_STATUS;
      if (mine === ticket.current && !cancelled) notifyError(error, AI_ERROR);
    } finally {
      if (mine === ticket.current) setRunning(null);
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  const apply = useCallback(
    async (optimization: AiOptimization, options: RunOptions) => {
      const analysed = results.optimization;
      if (!analysed) return;
      setApplying(optimization.id);
      try {
        await applyEdit(analysed.result_id, analysed.result_updated_at, optimization);
        // The other analyses describe the result before this edit.
        setResults((current) => ({ optimization: current.optimization }));
        setStale([]);
        toaster.create({ id: 'ai-apply', type: 'success', title: APPLIED[optimization.optimization_type] });
      } catch (error) {
        // A 409 (edited elsewhere) still re-analyses below, so the list matches the stored result.
        notifyError(error, APPLY_ERROR);
      } finally {
        setApplying(null);
      }
      await run('optimization', options);
    },
    [results.optimization, run],
  );

  return { results, stale, running, applying, run, apply, cancel };
}
