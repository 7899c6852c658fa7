import { lazy, Suspense } from 'react';

/**
 * The entry the shell loads: the tab itself is one more lazy step away, so the shell's preload
 * table lists this one small chunk instead of every chunk the tab shares (the first-load budget).
 */
const Tab = lazy(() => import('./DataExportImportTab'));

export default function LazyTab() {
  return (
    <Suspense fallback={null}>
      <Tab />
    </Suspense>
  );
}
