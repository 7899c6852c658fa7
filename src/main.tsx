import { ChakraProvider } from '@chakra-ui/react';
import { type ReactNode, startTransition, StrictMode, useEffect, useState } from 'react';
import { whenIdleAfterLoad } from '@/app/afterFirstPaint';
import { App } from '@/app/App';
import { whenNoForegroundWork } from '@/lib/foregroundWork';
import { yieldToEventLoop } from '@/lib/yieldToEventLoop';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first screen is built in steps the browser can answer input between, instead of one task of
// about 0.4 s at a phone's speed (Lighthouse's total blocking time): after this bundle, React's
// reconciler and the Chakra theme evaluate, each on its own (their chunks are preloaded beside this
// one: vite.config.ts), then Chakra's system is built, then its global styles (which a build plugin
// in vite.config.ts defers to their first read), then Intl is warmed, then the provider alone
// commits the styles to the page, then the first screen renders as a transition, in slices.
void (async () => {
  const [{ createRoot }, { createAppSystem }] = await Promise.all([import('react-dom/client'), import('@/app/theme')]);
  await yieldToEventLoop();
  const system = createAppSystem();
  await yieldToEventLoop();
  void system._global;
  await yieldToEventLoop();
  // Chromium loads its ICU data on the first Intl formatter (10–30 ms of CPU here), which the
  // first tab's number inputs create when their module evaluates: paid here, in a task of its
  // own, that evaluation stays short.
  new Intl.NumberFormat().format(0);
  await yieldToEventLoop();
  createRoot(root).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <InNextTask>
          <App />
        </InNextTask>
      </ChakraProvider>
    </StrictMode>,
  );
})();

/**
 * Renders its children in a later task, as a transition: the provider's first commit inserts only
 * its global styles, and the provider does not render again (its global styles would be serialised
 * again) when the app follows.
 */
function InNextTask({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : null;
}

// Once per page, and only in production builds: in dev the service worker would cache stale modules.
// After the load, an idle moment and a few seconds more, and never while a file is read or a run
// works: installing it fetches and stores the whole precache, which would otherwise share a phone's
// network and CPU with the first paint, and two cores with a first visit's first run.
// Loaded then too: workbox-window stays out of the first load.
const SERVICE_WORKER_WAIT_MS = 3000;
if (import.meta.env.PROD)
  whenIdleAfterLoad(() =>
    window.setTimeout(
      () =>
        whenNoForegroundWork(() =>
          import('@/app/serviceWorker').then(
            ({ registerServiceWorker }) => registerServiceWorker(),
            // Offline before the chunk was cached: the page works without it and registers on a later visit.
            (error: unknown) => console.log('Service worker registration not loaded', error),
          ),
        ),
      SERVICE_WORKER_WAIT_MS,
    ),
  );
