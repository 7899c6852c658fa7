import { ChakraProvider } from '@chakra-ui/react';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { whenIdleAfterLoad } from '@/app/afterFirstPaint';
import { App } from '@/app/App';
import { createAppSystem } from '@/app/theme';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Chakra's system is built in a task after the bundle's evaluation (together one task of about
// 0.4 s at a phone's speed, now two the browser can answer input between). The first screen then
// renders as a transition, in slices that yield to the browser, instead of one task for the whole
// shell (Lighthouse's total blocking time).
setTimeout(() => {
  const system = createAppSystem();
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <ChakraProvider value={system}>
          <App />
        </ChakraProvider>
      </StrictMode>,
    ),
  );
}, 0);

// Once per page, and only in production builds: in dev the service worker would cache stale modules.
// After the load and an idle moment: installing it fetches the whole precache, which would
// otherwise share a phone's network and CPU with the first paint.
// Loaded then too: workbox-window stays out of the first load.
if (import.meta.env.PROD)
  whenIdleAfterLoad(() => {
    import('@/app/serviceWorker').then(
      ({ registerServiceWorker }) => registerServiceWorker(),
      // Offline before the chunk was cached: the page works without it and registers on a later visit.
      (error: unknown) => console.log('Service worker registration not loaded', error),
    );
  });
