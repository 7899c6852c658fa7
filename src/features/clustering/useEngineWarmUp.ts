import { useEffect, useRef } from 'react';
import { api } from '@/api/client';

/**
 * Once the user has keywords to run (or a file uploading), starts the engine's worker and its word
 * vectors (9 MB to fetch and decode) in the background, and fetches the code that shows a result
 * (`loadView`), so the first run of a session does not wait for them. Once per page.
 */
export function useEngineWarmUp(ready: boolean, loadView: () => Promise<unknown>): void {
  const started = useRef(false);
  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    // Nothing to tell the user here: a failed load shows up, with its message, in the run itself.
    api.post('/api/cluster/prepare', undefined).catch(() => undefined);
    loadView().catch(() => undefined);
  }, [ready, loadView]);
}
