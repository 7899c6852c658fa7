import { Box, Field, NativeSelect, Tabs } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { api } from '@/api/client';
import { TabPage } from '@/components/TabPage';
import {
  PERSONAL_WORKSPACE_ID,
  type EnterpriseWorkspace,
  type EnterpriseWorkspacesResponse,
} from '@/contract/types/enterprise';
import { useRemote } from '@/hooks/useRemote';
import { BrandingView } from './BrandingView';
import { DashboardView } from './DashboardView';
import { ReportsView } from './ReportsView';
import { SubscriptionView } from './SubscriptionView';
import { TeamView } from './TeamView';
import { ENTERPRISE_ERROR, type WorkspaceViewProps } from './model';
import { ENTERPRISE_VIEWS, type EnterpriseView } from './views';

const VIEWS: Record<EnterpriseView, React.ComponentType<WorkspaceViewProps>> = {
  team: TeamView,
  reports: ReportsView,
  branding: BrandingView,
  subscription: SubscriptionView,
  dashboard: DashboardView,
};

const isView = (value: string): value is EnterpriseView => ENTERPRISE_VIEWS.some((view) => view.value === value);

const SCOPE_LABELS = { personal: 'this device', device: 'this device only', server: 'synced' } as const;

/** The workspace the views show: the personal one (this device's own data) or a Collaboration workspace. */
function WorkspacePicker({
  value,
  list,
  connected,
  onChange,
}: {
  value: string;
  list: readonly EnterpriseWorkspace[];
  connected: boolean;
  onChange: (id: string) => void;
}) {
  return (
    <Field.Root maxW={{ base: 'full', md: 'md' }}>
      <Field.Label>Workspace</Field.Label>
      <NativeSelect.Root size="sm" disabled={list.length === 0}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {list.length === 0 && <option value={PERSONAL_WORKSPACE_ID}>Personal workspace</option>}
          {list.map((workspace) => (
            <option key={workspace.id} value={workspace.id}>
              {workspace.name} ({SCOPE_LABELS[workspace.scope]}, {workspace.role})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>
        {connected
          ? 'Your personal workspace and the Collaboration workspaces you belong to. Branding applies to every PDF this device writes.'
          : 'Not connected to a sync server: your personal workspace, and any workspace made in Collaboration on this device.'}
      </Field.HelperText>
    </Field.Root>
  );
}

/**
 * Spec 001 §2.8: five views of the chosen workspace (the personal one, or a Collaboration workspace
 * whose members come from the sync layer), each loaded when chosen, from this device's records.
 */
export default function EnterpriseViews() {
  const [view, setView] = useState<EnterpriseView>('team');
  const [chosen, setChosen] = useState<string>(PERSONAL_WORKSPACE_ID);
  const load = useCallback((): Promise<EnterpriseWorkspacesResponse> => api.get('/api/enterprise/workspaces'), []);
  const { state } = useRemote(load, { errorToast: ENTERPRISE_ERROR, refreshOnPull: true });
  const list = state.status === 'ready' ? state.data.workspaces : [];
  // A workspace that is gone (you were removed from it) falls back to the personal one.
  const workspaceId = list.some((workspace) => workspace.id === chosen) ? chosen : PERSONAL_WORKSPACE_ID;
  return (
    <TabPage
      title="Enterprise"
      description="Your team, branded scheduled reports, branding, plan and usage, and an executive overview, computed on this device from your own data."
    >
      <WorkspacePicker
        value={workspaceId}
        list={list}
        connected={state.status === 'ready' && state.data.connected}
        onChange={setChosen}
      />
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
              {/* Keyed by workspace: a new choice starts the view afresh instead of showing the last one's data. */}
              <View key={workspaceId} workspaceId={workspaceId} />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </TabPage>
  );
}
