import { useCallback, useEffect, useRef, useState } from 'react';
import { DRAFT_PATH, readSetting, writeSetting } from './storedSetting';

const SAVE_DELAY_MS = 400;

/**
 * The keyword text area, kept in the `clustering_draft` setting so it survives a reload and other
 * tabs can append to it. Writes are debounced; a pending write is flushed when the tab unmounts.
 */
export function useDraft(): { text: string; setText: (text: string) => void } {
  const [text, setTextState] = useState('');
  const typed = useRef(false);
  const pending = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    let live = true;
    readSetting(DRAFT_PATH)
      .then((value) => {
        // Typing before the draft arrived wins over the stored text.
        if (live && !typed.current && typeof value === 'string') setTextState(value);
      })
      .catch((error: unknown) => console.warn('Could not read the keyword draft:', error));
    return () => {
      live = false;
    };
  }, []);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const value = pending.current;
    pending.current = null;
    if (value !== null) writeSetting(DRAFT_PATH, value).catch((error: unknown) => console.warn('Could not save the keyword draft:', error));
  }, []);

  useEffect(() => flush, [flush]);

  const setText = useCallback(
    (next: string) => {
      typed.current = true;
      setTextState(next);
      pending.current = next;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );

  return { text, setText };
}
