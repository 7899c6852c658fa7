import { useEffect, useRef } from 'react';
import { api } from '@/api/client';
import type { ClusterRequest } from '@/contract/types/clustering';
import { clusterRequest, type RunSettings } from './model';

/** The run the tab would start now: its keywords, files and settings. */
export interface ListToPrepare {
  /** The text area's keywords (the whole text, split by the route), or '' for the upload's. */
  text: string;
  importId: string | null;
  serpImportId: string | null;
  settings: RunSettings;
}

/**
 * Lets the typing and the sliders settle before the run is prepared again: a keystroke changes the
 * list, a slider step the run, and each preparation reads the whole list. A new upload is prepared
 * at once.
 */
const SETTLE_MS = 500;

/**
 * Once the run the tab would start stops changing, prepares it in the engine's workers (POST
 * /api/cluster/prepare) while the user looks at the upload and the settings: the list's model,
 * neighbour graph and linkage at the floor, then the run itself with these settings. The click
 * that follows takes that result, or waits for it; a re-run of the same list at another threshold
 * starts after the linkage (issue 28). `list` null (nothing to run, or a run under way) prepares
 * nothing.
 */
export function usePreparedList(list: ListToPrepare | null): void {
  // What was last sent: after a run the same request comes back, and the worker keeps its result.
  const sent = useRef<{ text: string; rest: string; imports: string } | null>(null);
  const text = list?.text ?? null;
  // The request but its typed text, which is compared as it is rather than copied into a key at
  // every render (100,000 lines are 1.5 MB).
  const rest = list && JSON.stringify(clusterRequest({ ...list, keywords: [], projectId: null }, list.settings));

  useEffect(() => {
    if (text === null || rest === null) return;
    const last = sent.current;
    if (last?.text === text && last.rest === rest) return;
    const request: ClusterRequest = { ...(JSON.parse(rest) as ClusterRequest), keywords: text ? [text] : [] };
    const imports = JSON.stringify(request.import_ids);
    const newUpload = !text && imports !== last?.imports;
    const abort = new AbortController();
    const timer = window.setTimeout(
      () => {
        sent.current = { text, rest, imports };
        // Nothing to tell the user: the run clicked next reads the list itself, and says what fails.
        api.post('/api/cluster/prepare', request, { signal: abort.signal }).catch(() => undefined);
      },
      newUpload ? 0 : SETTLE_MS,
    );
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [text, rest]);
}
