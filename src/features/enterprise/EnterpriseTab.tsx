import { Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

// The views load one step later than the tab: the shell's list of what each tab needs stays
// short, which the first-load budget counts (spec 001 §9's 200 ms minimum already covers it).
const EnterpriseViews = lazy(() => import('./EnterpriseViews'));

export default function EnterpriseTab() {
  return (
    <Suspense fallback={<Spinner size="sm" aria-label="Loading Enterprise" />}>
      <EnterpriseViews />
    </Suspense>
  );
}
