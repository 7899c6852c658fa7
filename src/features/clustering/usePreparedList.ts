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
  // The run last sent: after a run the same one comes back, and the worker keeps its result.
  const sent = useRef<{ signature: string; list: string } | null>(null);
  const signature =
    list &&
    JSON.stringify(clusterRequest({ ...list, keywords: list.text ? [list.text] : [], projectId: null }, list.settings));

  useEffect(() => {
    if (!signature || signature === sent.current?.signature) return;
    const request = JSON.parse(signature) as ClusterRequest;
    const listOf = JSON.stringify([request.keywords, request.import_ids]);
    const newUpload = request.keywords.length === 0 && listOf !== sent.current?.list;
    const abort = new AbortController();
    const timer = window.setTimeout(
      () => {
        sent.current = { signature, list: listOf };
        // Nothing to tell the user: the run clicked next reads the list itself, and says what fails.
        api.post('/api/cluster/prepare', request, { signal: abort.signal }).catch(() => undefined);
      },
      newUpload ? 0 : SETTLE_MS,
    );
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [signature]);
}
