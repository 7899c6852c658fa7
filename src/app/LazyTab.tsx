import { Button, Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { afterShellPaint, markFirstSectionShown, markShellCommitted } from './afterFirstPaint';
import { TabPage } from '@/components/TabPage';
import type { TabValue } from '@/lib/navigation';
import { tabIntro } from '@/lib/tabIntros';
import { TABS, type SectionLoader, type TabDef } from './tabs';

/**
 * Spec 000 §9: sections load with a minimum delay of 200 ms, so fast loads do not flash. It spares
 * the page's first section: nothing was on screen before it to flash, and on a phone those 200 ms
 * would only hold back the first content.
 */
export const LAZY_MIN_DELAY_MS = 200;

let firstSection = true;

function withMinimumDelay(load: SectionLoader): SectionLoader {
  return () => {
    const first = firstSection;
    firstSection = false;
    if (first) return afterShellPaint().then(load);
    return Promise.all([load(), new Promise((resolve) => setTimeout(resolve, LAZY_MIN_DELAY_MS))]).then(
      ([module]) => module,
    );
  };
}

// One lazy component per tab for the page's lifetime: a section loaded once shows at once later.
const SECTIONS = Object.fromEntries(TABS.map((tab) => [tab.value, lazy(withMinimumDelay(tab.load))])) as Record<
  TabValue,
  LazyExoticComponent<ComponentType>
>;

interface BoundaryState {
  failed: boolean;
}

/** Shows the spec's fallback when a section fails to load (or to render). */
class SectionErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(): void {
    markFirstSectionShown();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Center py="16">
        <Stack align="center" gap="3" textAlign="center">
          <Heading as="h2" size="md">
            Failed to load component
          </Heading>
          <Text color="fg.muted">This section could not be loaded. Reloading the page usually fixes it.</Text>
          <Button colorPalette="brand" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
        </Stack>
      </Center>
    );
  }
}

function SectionSpinner({ label }: { label: string }) {
  return (
    <Center py="16" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">Loading {label}…</Text>
      </Stack>
    </Center>
  );
}

/**
 * While a section's code downloads: its heading and intro when the shell knows them (they are the
 * largest text a phone paints first, so that paint does not wait for the chunk), then the spinner.
 */
function SectionFallback({ tab }: { tab: TabDef }) {
  useEffect(markShellCommitted, []);
  const intro = tabIntro(tab.value);
  if (!intro) return <SectionSpinner label={tab.label} />;
  return (
    <TabPage title={intro.title} description={intro.description}>
      <SectionSpinner label={tab.label} />
    </TabPage>
  );
}

/** Rendered after a section: tells the work that waits for the first section that it is on screen. */
function SectionShown() {
  useEffect(markFirstSectionShown, []);
  return null;
}

/** Renders a tab's section lazily: spinner while loading, the fallback if loading fails. */
export function LazyTab({ tab }: { tab: TabDef }) {
  const Section = SECTIONS[tab.value];
  return (
    <SectionErrorBoundary key={tab.value}>
      <Suspense fallback={<SectionFallback tab={tab} />}>
        <Section />
        <SectionShown />
      </Suspense>
    </SectionErrorBoundary>
  );
}
