import { Button } from '@chakra-ui/react';
import { Cloud, CloudAlert, CloudOff, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { api } from '@/api/client';
import type { SyncStatus } from '@/contract';
import { useRemote } from '@/hooks/useRemote';
import { idleAfterLoad, whenIdleAfterLoad } from './afterFirstPaint';
import { syncShortWords, syncWords } from './syncWords';

const SyncPanel = lazy(() => import('./SyncPanel'));

// The first read waits for the page to load and the browser to idle (afterFirstPaint.ts): until
// then the button says 'Sync', as it does while loading.
let firstRead: Promise<void> | undefined;
const loadStatus = async () => {
  await (firstRead ??= idleAfterLoad());
  return api.get('/api/sync/status');
};

function SyncIcon({ status }: { status: SyncStatus | null }) {
  if (!status || status.state === 'disconnected') return <CloudOff aria-hidden="true" />;
  if (status.state === 'syncing') return <RefreshCw aria-hidden="true" />;
  if (status.state === 'synced' && status.conflicts.length === 0) return <Cloud aria-hidden="true" />;
  return <CloudAlert aria-hidden="true" />;
}

/** The header's sync status control (phones included); the Sync panel loads with its first opening. */
export function SyncControl() {
  const { state, refresh } = useRemote(loadStatus);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const status = state.status === 'ready' ? state.data : null;

  useEffect(() => {
    // Subscribing loads the local adapter: that too waits for the first section (afterFirstPaint.ts).
    let unsubscribe: (() => void) | undefined;
    const cancel = whenIdleAfterLoad(() => {
      unsubscribe = api.subscribe(['sync'], () => refresh());
    });
    return () => {
      cancel();
      unsubscribe?.();
    };
  }, [refresh]);
  useEffect(() => {
    const timer = setInterval(refresh, 30_000);
    return () => clearInterval(timer);
  }, [refresh]);

  const words = status ? syncWords(status) : 'loading';
  return (
    <>
      <Button
        ref={button}
        aria-label={`Sync: ${words}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="outline"
        size="sm"
        colorPalette={status && (status.conflicts.length > 0 || status.state === 'signed-out') ? 'orange' : 'gray'}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <SyncIcon status={status} />
        {status ? syncShortWords(status) : 'Sync'}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SyncPanel open={open} onOpenChange={setOpen} trigger={button} status={status} onChanged={refresh} />
        </Suspense>
      )}
    </>
  );
}
