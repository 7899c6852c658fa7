import { startTransition, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { api, type RequestProgress } from '@/api/client';
import type { ClusterRequest, ClusteringResult } from '@/contract';
import { ApiError, CANCELLED_STATUS } from '@/contract/errors';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { plural } from '@/lib/format';
import { dataOriginNote } from '@/lib/dataSource';

/** Spec 000 §8 default. */
const CLUSTERING_ERROR = { title: 'Clustering failed', description: 'Failed to process keywords' };
/** The run's 404 for an upload whose stored import is gone (src/api/local/handlers/uploads.ts). */
const UPLOAD_GONE = /^Uploaded file not found/;

const STARTING: RequestProgress = { stage: 'starting', fraction: 0, message: 'Starting' };

/**
 * The run's progress, read by the progress bar alone: each report re-rendered the whole tab (its
 * text area, settings and upload summary, 25 ms of main thread per report at 10,000 keywords)
 * while the engine's workers needed both cores (issue 28).
 */
export interface ProgressStore {
  get: () => RequestProgress | null;
  subscribe: (listener: () => void) => () => void;
}

function createProgressStore(): ProgressStore & { set: (next: RequestProgress | null) => void } {
  let current: RequestProgress | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next) => {
      current = next;
      for (const listener of listeners) listener();
    },
  };
}

/** The progress of the run under way, or null when idle; re-renders only the component that reads it. */
export function useRunProgress(store: ProgressStore): RequestProgress | null {
  return useSyncExternalStore(store.subscribe, store.get);
}

export interface ClusteringRun {
  /** Whether a run is under way. */
  running: boolean;
  /** Its progress (useRunProgress reads it). */
  progress: ProgressStore;
  run: (request: ClusterRequest) => Promise<void>;
  cancel: () => void;
}

/**
 * One clustering run at a time: progress for the bar, Cancel through an AbortSignal (the previous
 * result stays), the spec's success toast, and §8's failure toast. The result shows as soon as it
 * is built, while it is stored; `onNotStored` hears when that write fails, so the screen goes back
 * to the stored result. `onUploadGone` hears when the chosen upload no longer exists, so it is not
 * chosen again after a reload.
 */
export function useClusteringRun(
  onResult: (result: ClusteringResult) => void,
  onUploadGone: () => void,
  onNotStored: () => void,
): ClusteringRun {
  const [running, setRunning] = useState(false);
  const [progress] = useState(createProgressStore);
  const controller = useRef<AbortController | null>(null);
  const [completed, setCompleted] = useState<ClusteringResult | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  // After the commit that shows the result: the toaster renders synchronously and measures its
  // toast, a layout of the whole page, which came before the cards' first paint when the toast was
  // raised from a timer (43 ms of the 350 ms between the reply and the cards, issue 28).
  useEffect(() => {
    if (!completed) return;
    toaster.create({
      id: 'clustering-completed',
      type: 'success',
      title: 'Clustering completed!',
      description: `${plural(completed.total_clusters, 'cluster')} from ${plural(completed.total_keywords, 'keyword')}. ${dataOriginNote(completed)}${completed.skipped_keywords > 0 ? ` ${plural(completed.skipped_keywords, 'line')} skipped: see the result.` : ''}`,
    });
  }, [completed]);

  const run = useCallback(
    async (request: ClusterRequest) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      // The last run's toast is stale now, and it sits over the progress bar's Cancel button.
      toaster.dismiss('clustering-completed');
      setRunning(true);
      progress.set(STARTING);
      let shown: ClusteringResult | null = null;
      try {
        const result = await api.post('/api/cluster', request, {
          signal: abort.signal,
          // Progress never goes back (adapter contract); keep the furthest report in case two race.
          onProgress: (report) => {
            // A report can still arrive after Cancel or the end of the run; it must not bring the bar back.
            if (controller.current !== abort || abort.signal.aborted) return;
            if (report.response) {
              // A transition renders the new result in slices instead of one long main-thread task.
              const preview = report.response;
              shown = preview;
              startTransition(() => onResult(preview));
            }
            const previous = progress.get();
            if (previous && previous.fraction > report.fraction) return;
            // The bar shows whole percents: a report that changes neither them nor the message draws nothing new.
            const same =
              previous?.message === report.message &&
              Math.round(previous.fraction * 100) === Math.round(report.fraction * 100);
            if (!same) progress.set(report);
          },
        });
        // The toast follows once the result's render is committed (see the effect above).
        startTransition(() => {
          if (result !== shown) onResult(result);
          setCompleted(result);
        });
      } catch (error) {
        if (shown) onNotStored();
        if (error instanceof ApiError && error.status === CANCELLED_STATUS) {
          toaster.create({
            id: 'clustering-cancelled',
            type: 'info',
            title: 'Clustering cancelled',
            description: 'The previous result is still shown.',
          });
        } else {
          if (error instanceof ApiError && error.status === 404 && UPLOAD_GONE.test(error.detail)) onUploadGone();
          notifyError(error, CLUSTERING_ERROR);
        }
      } finally {
        controller.current = null;
        progress.set(null);
        setRunning(false);
      }
    },
    [onResult, onUploadGone, onNotStored, progress],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { running, progress, run, cancel };
}
