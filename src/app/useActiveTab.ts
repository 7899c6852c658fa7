import { useCallback, useEffect, useState } from 'react';
import { onNavigateToTab, type TabValue } from '@/lib/navigation';
import { tabByValue, tabFromQuery } from './tabs';

const PRODUCT = 'Topicwise';

/**
 * The active tab: preset by `?tab=` (unknown values fall back to clustering), mirrored into the
 * URL with replaceState (a tab switch is not a history entry) and into the page title.
 */
export function useActiveTab(): [TabValue, (value: TabValue) => void] {
  const [active, setActive] = useState<TabValue>(() => tabFromQuery(window.location.search));

  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get('tab') !== active) {
      url.searchParams.set('tab', active);
      window.history.replaceState(window.history.state, '', url);
    }
    document.title = `${tabByValue(active).label} | ${PRODUCT}`;
  }, [active]);

  useEffect(() => onNavigateToTab(setActive), []);

  const select = useCallback((value: TabValue) => setActive(value), []);
  return [active, select];
}
