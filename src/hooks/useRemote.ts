import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { notifyError, type ErrorToastDefaults } from '@/hooks/notify';
import { onRefresh } from '../lib/navigation';

export type Remote<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T; refreshing: boolean };

export interface RemoteControls<T> {
  state: Remote<T>;
  /** After a failure: show the loading state and try again. */
  retry: () => void;
  /** Reload in the background, keeping what is shown until the new data arrives. */
  refresh: () => void;
  /** Shows data the caller already has (a run or an edit returns the fresh record) without re-reading. */
  replace: (data: T) => void;
}

export interface RemoteOptions {
  /** The spec's toast for a failed load; without it a failure is only logged (the spec's silent loads). */
  errorToast?: ErrorToastDefaults;
  /** Reload in the background after the shell's pull-to-refresh. */
  refreshOnPull?: boolean;
}

/**
 * The one way screens load data through `api`: loading, error and ready states, retry and refresh.
 * `load` and `options.errorToast` must be stable (module constants or memoised): a new identity
 * loads again, which is how a hook reloads when its input (an id) changes.
 */
export function useRemote<T>(load: () => Promise<T>, options: RemoteOptions = {}): RemoteControls<T> {
  const { errorToast, refreshOnPull = false } = options;
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Only the newest load may settle: a later load, an unmount or a `replace` makes earlier ones stale.
  const ticket = useRef(0);

  useEffect(() => {
    const mine = ++ticket.current;
    load().then(
      (data) => {
        // In a transition: rendering what arrived (a whole clustering result) yields to input.
        if (mine === ticket.current) startTransition(() => setState({ status: 'ready', data, refreshing: false }));
      },
      (error: unknown) => {
        if (mine !== ticket.current) return;
        setState({ status: 'error' });
        if (errorToast) notifyError(error, errorToast);
        else console.warn('Could not load data:', error);
      },
    );
    return () => {
      ticket.current += 1;
    };
  }, [load, errorToast, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const refresh = useCallback(() => {
    setState((current) => (current.status === 'ready' ? { ...current, refreshing: true } : { status: 'loading' }));
    setAttempt((n) => n + 1);
  }, []);

  const replace = useCallback((data: T) => {
    ticket.current += 1;
    setState({ status: 'ready', data, refreshing: false });
  }, []);

  useEffect(() => (refreshOnPull ? onRefresh(refresh) : undefined), [refreshOnPull, refresh]);

  return { state, retry, refresh, replace };
}
