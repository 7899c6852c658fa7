import { useCallback } from 'react';
import { useRemote } from '@/hooks/useRemote';
import { CONTENT_ERROR } from './model';

export type Timed<T> = { data: T; ms: number };

/**
 * Loads one tool's data through `api` with the spec's error toast, timing the call (the spec shows
 * the data generation time). `call` must be memoised on its inputs (result id and version, options).
 */
export function useToolData<T>(call: () => Promise<T>) {
  const load = useCallback(async (): Promise<Timed<T>> => {
    const started = performance.now();
    const data = await call();
    return { data, ms: Math.round(performance.now() - started) };
  }, [call]);
  return useRemote(load, { errorToast: CONTENT_ERROR });
}
