import { lazy, Suspense } from 'react';

/**
 * The tab's entry imports nothing but React, so the shell's line for it carries no list of chunks to
 * preload: every built tab's line lands in the first load, which is at its budget.
 */
const Body = lazy(() => import('./LearningCenterBody'));

export default function LearningCenterTab() {
  return (
    <Suspense fallback={<p role="status">Loading the Learning Center...</p>}>
      <Body />
    </Suspense>
  );
}
