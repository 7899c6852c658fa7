import { Box, Tabs } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { toaster } from '@/hooks/toaster';
import { announceRefresh, isTabValue, type TabValue } from '@/lib/navigation';
import { whenIdleAfterLoad } from './afterFirstPaint';
import { BOTTOM_BAR_HEIGHT, BottomTabBar } from './BottomTabBar';
import { GestureArea } from './GestureArea';
import type { SwipeDirection } from './gestures';
import { Header } from './Header';
import { InstallBanner } from './InstallBanner';
import { LazyTab } from './LazyTab';
import { SupportButton } from './SupportButton';
import { TabBadge } from './TabBadge';
import { adjacentTab, tabByValue, TABS } from './tabs';
import { useActiveTab } from './useActiveTab';
import { reloadApiStatus } from './useApiStatus';

/** Loads with its first opening: the dialog machinery stays out of the first load. */
const MobileDrawer = lazy(() => import('./MobileDrawer'));

/** Spec 000 §9 durations. */
const SWITCH_TOAST_MS = 1000;
const REFRESH_TOAST_MS = 2000;

export function App() {
  const [active, setActive] = useActiveTab();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);

  const select = useCallback(
    (value: TabValue) => {
      setActive(value);
      window.scrollTo({ top: 0 });
    },
    [setActive],
  );

  const onSwipe = (direction: SwipeDirection) => {
    const next = adjacentTab(active, direction === 'left' ? 1 : -1);
    if (!next) return;
    select(next);
    toaster.create({
      id: 'tab-switch',
      title: `Switched to ${tabByValue(next).label}`,
      type: 'info',
      duration: SWITCH_TOAST_MS,
    });
  };

  const onRefresh = async () => {
    await reloadApiStatus();
    announceRefresh();
    toaster.create({ id: 'refresh', title: 'Refreshed!', type: 'success', duration: REFRESH_TOAST_MS });
  };

  return (
    <Box minH="100dvh" pb={{ base: BOTTOM_BAR_HEIGHT, md: '0' }}>
      <Header
        onNavigate={select}
        onOpenMenu={() => {
          setDrawerWanted(true);
          setDrawerOpen(true);
        }}
      />
      <InstallBanner />
      <Tabs.Root
        value={active}
        onValueChange={(e) => {
          if (isTabValue(e.value)) select(e.value);
        }}
        activationMode="manual"
        lazyMount
        unmountOnExit
        variant="subtle"
        size="sm"
        colorPalette="brand"
      >
        <Box bg="bg" borderBottomWidth="1px" display={{ base: 'none', md: 'block' }}>
          <Tabs.List maxW="7xl" mx="auto" px="6" py="2" flexWrap="wrap" gap="0" aria-label="Tabs">
            {TABS.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value} px="2">
                {tab.label}
                {tab.badge && <TabBadge badge={tab.badge} size="xs" />}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        {/* From md up the floating Support button (48 px, 24 px from the bottom) would cover the page's
            last lines: the bottom padding lets them scroll clear of it. */}
        <Box
          as="main"
          maxW="7xl"
          mx="auto"
          px={{ base: '3', md: '6' }}
          pt={{ base: '4', md: '6' }}
          pb={{ base: '4', md: '24' }}
        >
          <GestureArea onSwipe={onSwipe} onRefresh={onRefresh}>
            {/* Only the active tab's panel: the others would be empty (lazyMount, unmountOnExit) but
                each would still start a presence machine at the first render. */}
            {TABS.filter((tab) => tab.value === active).map((tab) => (
              <Tabs.Content key={tab.value} value={tab.value} p="0" css={{ '--tabs-content-padding': '0' }}>
                <LazyTab tab={tab} />
              </Tabs.Content>
            ))}
          </GestureArea>
        </Box>
      </Tabs.Root>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} active={active} onSelect={select} />
        </Suspense>
      )}
      <BottomTabBar active={active} onSelect={select} />
      <SupportButton placement="floating" onNavigate={select} />
      <ToasterAfterLoad />
    </Box>
  );
}

/**
 * The toaster mounts once the first section has been shown: starting its machine was a third of
 * the shell's first commit (a long task on a phone). A toast raised before then waits in the
 * toaster's store and shows when it mounts.
 */
function ToasterAfterLoad() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setReady(true)), []);
  return ready ? <Toaster /> : null;
}
