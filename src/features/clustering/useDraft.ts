import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/api/client';

const SAVE_DELAY_MS = 400;

/**
 * The keyword text area, kept as the keyword draft (`/api/keyword-draft`) so it survives a reload
 * and other tabs can append to it. Writes are debounced; a pending write is flushed when the tab
 * unmounts.
 */
export function useDraft(): { text: string; setText: (text: string) => void } {
  const [text, setTextState] = useState('');
  const typed = useRef(false);
  const pending = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    let live = true;
    api
      .get('/api/keyword-draft')
      .then((draft) => {
        // Typing before the draft arrived wins over the stored text.
        if (live && !typed.current) setTextState(draft.text);
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
    if (value !== null) {
      api
        .put('/api/keyword-draft', { text: value })
        .catch((error: unknown) => console.warn('Could not save the keyword draft:', error));
    }
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
