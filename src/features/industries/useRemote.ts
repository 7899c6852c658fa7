import { useCallback, useEffect, useState } from 'react';
import { notifyError, type ErrorToastDefaults } from '@/components/notify';

export type Remote<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T; refreshing: boolean };

export interface RemoteControls<T> {
  state: Remote<T>;
  /** After a failure: show the loading state and try again. */
  retry: () => void;
  /** Reload in the background, keeping what is shown until the new data arrives. */
  refresh: () => void;
}

/**
 * Loads `fetch()` once and again on retry/refresh; failures show the spec's toast. `fetch` and
 * `errorToast` must be stable (module constants or memoised): a new identity reloads.
 */
export function useRemote<T>(fetch: () => Promise<T>, errorToast: ErrorToastDefaults): RemoteControls<T> {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    fetch().then(
      (data) => {
        if (active) setState({ status: 'ready', data, refreshing: false });
      },
      (error: unknown) => {
        if (!active) return;
        setState({ status: 'error' });
        notifyError(error, errorToast);
      },
    );
    return () => {
      active = false;
    };
  }, [fetch, errorToast, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const refresh = useCallback(() => {
    setState((current) => (current.status === 'ready' ? { ...current, refreshing: true } : { status: 'loading' }));
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry, refresh };
}
