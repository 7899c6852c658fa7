import { useCallback } from 'react';
import { api } from '@/api/client';
import type { JsonValue } from '@/contract';
import { useRemote } from './useRemote';

export interface StoredSetting<T> {
  /** undefined until the stored value has been read. */
  value: T | undefined;
  /** Shows `next` at once and stores it; a failed write is logged (the value on screen stays). */
  save: (next: T) => void;
}

/**
 * A value kept in the settings store (`/api/settings/{key}`), read once and parsed with `parse`
 * (which turns anything unexpected into a safe default). `parse` must be stable (a module function).
 * A save before the stored value arrives wins over it.
 */
export function useSetting<T extends JsonValue>(key: string, parse: (stored: JsonValue) => T): StoredSetting<T> {
  const path = `/api/settings/${encodeURIComponent(key)}` as const;
  const load = useCallback(async () => parse((await api.get(path)).value), [path, parse]);
  const { state, replace } = useRemote(load);

  const save = useCallback(
    (next: T) => {
      replace(next);
      api
        .put(path, { value: next })
        .catch((error: unknown) => console.warn(`Could not save the ${key} setting:`, error));
    },
    [key, path, replace],
  );

  return { value: state.status === 'ready' ? state.data : undefined, save };
}
