import { Box, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { TabPage } from '@/components/TabPage';
import { BrandingView } from './BrandingView';
import { DashboardView } from './DashboardView';
import { ReportsView } from './ReportsView';
import { SubscriptionView } from './SubscriptionView';
import { TeamView } from './TeamView';
import { ENTERPRISE_VIEWS, type EnterpriseView } from './views';

const VIEWS: Record<EnterpriseView, React.ComponentType> = {
  team: TeamView,
  reports: ReportsView,
  branding: BrandingView,
  subscription: SubscriptionView,
  dashboard: DashboardView,
};

const isView = (value: string): value is EnterpriseView => ENTERPRISE_VIEWS.some((view) => view.value === value);

/**
 * Spec 001 §2.8: five views of the workspace (the personal one until the device joins a synced
 * workspace), each loaded when chosen, from this device's own records.
 */
export default function EnterpriseViews() {
  const [view, setView] = useState<EnterpriseView>('team');
  return (
    <TabPage
      title="Enterprise"
      description="Your team, branded scheduled reports, branding, plan and usage, and an executive overview, computed on this device from your own data."
    >
      <Tabs.Root
        value={view}
        onValueChange={(details) => isView(details.value) && setView(details.value)}
        variant="enclosed"
        colorPalette="brand"
        lazyMount
        unmountOnExit
      >
        <Box overflowX="auto" maxW="full">
          <Tabs.List aria-label="Enterprise views">
            {ENTERPRISE_VIEWS.map((option) => (
              <Tabs.Trigger key={option.value} value={option.value}>
                {option.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        {ENTERPRISE_VIEWS.map(({ value }) => {
          const View = VIEWS[value];
          return (
            <Tabs.Content key={value} value={value}>
              <View />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </TabPage>
  );
}
