import { useCallback, useRef, useState } from 'react';
import { notifyError } from '@/hooks/notify';

/**
 * Spec 001 §4: an analysis action is idle, running (button disabled, busy label) or showing its
 * results; a new run replaces earlier results. A failure shows the spec's toast (§8).
 */
export function useRun<T>(errorTitle: string) {
  const [result, setResult] = useState<T | null>(null);
  const [running, setRunning] = useState(false);
  const ticket = useRef(0);
  const run = useCallback(
    async (work: () => Promise<T>) => {
      const mine = ++ticket.current;
      setRunning(true);
      try {
        const next = await work();
        if (mine === ticket.current) setResult(next);
      } catch (error) {
        if (mine === ticket.current) notifyError(error, { title: errorTitle });
      } finally {
        if (mine === ticket.current) setRunning(false);
      }
    },
    [errorTitle],
  );
  return { result, running, run };
}
