import { useCallback } from 'react';
import { api } from '@/api/client';
import type { VisualizationResponse } from '@/contract';
import { useRemote } from '@/hooks/useRemote';
import { VISUALIZATION_ERROR, VISUALIZATION_TYPES, type VisualizationView } from './model';

/** A response with what it was asked for, so the screen never shows one chart under another's button. */
export interface LoadedVisualization {
  key: string;
  response: VisualizationResponse;
}

const keyOf = (view: VisualizationView, resultId: string, version: string) => `${view}|${resultId}|${version}`;

function load(view: VisualizationView, resultId: string): Promise<VisualizationResponse> {
  if (view === 'dashboard') return api.get(`/api/visualizations/dashboard/${encodeURIComponent(resultId)}`);
  const route = VISUALIZATION_TYPES.find((type) => type.value === view)?.route ?? 'interactive-cluster-map';
  return api.post(`/api/visualizations/${route}`, { result_id: resultId });
}

/**
 * The chosen chart's data for the shown version of the result: choosing a type loads it at once
 * (spec 001 §4); an edit (a new `version`, the result's updated_at) loads it again, and the route
 * recomputes what is stale. `current` is false while the data shown is for another choice.
 */
export function useVisualization(view: VisualizationView, resultId: string, version: string) {
  const key = keyOf(view, resultId, version);
  const loader = useCallback(
    async (): Promise<LoadedVisualization> => ({ key, response: await load(view, resultId) }),
    [key, view, resultId],
  );
  const remote = useRemote(loader, { errorToast: VISUALIZATION_ERROR });
  const current = remote.state.status === 'ready' && remote.state.data.key === key;
  return { ...remote, current };
}
