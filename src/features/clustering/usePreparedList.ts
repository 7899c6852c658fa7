import { useEffect, useRef } from 'react';
import { api } from '@/api/client';
import { clusterRequest, DEFAULT_SETTINGS, type RunSettings } from './model';

/**
 * What a list's model depends on (its keywords and the settings that change their figures), and
 * the maximum size its linkage is kept for: no threshold, which is read from the kept linkage.
 */
export interface ListToPrepare {
  /** The text area's keywords (the whole text, split by the route), or '' for the upload's. */
  text: string;
  importId: string | null;
  settings: Pick<RunSettings, 'location' | 'getSeoData' | 'expandKeywords' | 'maxSize'>;
}

/**
 * Lets the typing settle before the list is read again: a keystroke in the text area changes the
 * list, and each preparation reads the whole of it. An upload is prepared at once.
 */
const SETTLE_MS = 500;

/**
 * Once the list to cluster stops changing, builds its similarity model, neighbour graph and linkage
 * at the floor in the engine's workers (POST /api/cluster/prepare), while the user looks at the
 * upload and the settings: the run clicked next, and every re-run of the same list at another
 * threshold, starts after the linkage (issue 28). `list` null (nothing to run, or a run under
 * way) prepares nothing.
 */
export function usePreparedList(list: ListToPrepare | null): void {
  const text = list?.text ?? null;
  const importId = list?.importId ?? null;
  const location = list?.settings.location;
  const getSeoData = list?.settings.getSeoData ?? false;
  const expandKeywords = list?.settings.expandKeywords ?? false;
  const maxSize = list?.settings.maxSize ?? DEFAULT_SETTINGS.maxSize;
  // The list last sent: after a run the same list comes back, and the worker keeps its model.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (text === null || location === undefined) return;
    const signature = [importId, location, getSeoData, expandKeywords, maxSize, text].join('\u0000');
    if (signature === sent.current) return;
    const abort = new AbortController();
    const timer = window.setTimeout(
      () => {
        sent.current = signature;
        const request = clusterRequest(
          { keywords: text ? [text] : [], importId, projectId: null },
          { ...DEFAULT_SETTINGS, location, getSeoData, expandKeywords, maxSize },
        );
        // Nothing to tell the user: the run clicked next reads the list itself, and says what fails.
        api.post('/api/cluster/prepare', request, { signal: abort.signal }).catch(() => undefined);
      },
      text ? SETTLE_MS : 0,
    );
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [text, importId, location, getSeoData, expandKeywords, maxSize]);
}
