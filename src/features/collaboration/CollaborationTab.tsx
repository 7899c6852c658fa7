import { Alert, Badge, Spinner, Stack, Text, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { TabPage } from '@/components/TabPage';
import { ToggleButtons } from '@/components/ToggleButtons';
import { ActivityTool } from './ActivityTool';
import { CommentsTool } from './CommentsTool';
import { NotificationsTool } from './NotificationsTool';
import { WorkspacePicker } from './parts';
import { SharingTool } from './SharingTool';
import { useCollaboration } from './useCollaboration';
import { WorkspacesTool } from './WorkspacesTool';

type Tool = 'workspaces' | 'sharing' | 'comments' | 'notifications' | 'activity';

/** Spec 002 §2.5: five tools over the workspaces this user belongs to (issue 21). */
export default function CollaborationTab() {
  const { state, retry } = useCollaboration();
  const [tool, setTool] = useState<Tool>('workspaces');
  const [selected, setSelected] = useState<string | null>(null);
  const [openItem, setOpenItem] = useState<string | null>(null);
  const data = state.status === 'ready' ? state.data : null;
  const unread = data?.notifications.unread ?? 0;
  const workspaces = data?.workspaces ?? [];
  const current = workspaces.find((workspace) => workspace.workspace_id === selected) ?? workspaces[0] ?? null;

  return (
    <TabPage
      title="Team Collaboration"
      description="Share clustering results with your team in workspaces, comment on them, and follow what changed."
      badge={
        unread > 0 ? (
          <Badge colorPalette="red" variant="solid" aria-label={`${unread} unread notifications`}>
            {unread} unread
          </Badge>
        ) : undefined
      }
    >
      {data && !data.identity.connected && (
        <Alert.Root status="info" data-testid="local-only-note">
          <Alert.Indicator />
          <Alert.Description>
            Everything here is on this device only; connecting a sync server (Sync in the header) makes workspaces,
            shared results, comments and chat shared with your team.
          </Alert.Description>
        </Alert.Root>
      )}
      {data?.identity.connected && (
        <Text fontSize="sm" color="fg.muted">
          Signed in to {data.identity.server_url} as <strong>{data.identity.username}</strong>.
        </Text>
      )}
      <ToggleButtons
        label="Collaboration tool"
        value={tool}
        onChange={setTool}
        options={[
          { value: 'workspaces', label: 'Workspaces' },
          { value: 'sharing', label: 'Sharing' },
          { value: 'comments', label: 'Comments' },
          { value: 'notifications', label: unread > 0 ? `Notifications (${unread})` : 'Notifications' },
          { value: 'activity', label: 'Activity' },
        ]}
      />
      {state.status === 'loading' && (
        <Stack align="center" py="10" role="status">
          <Spinner />
          <Text color="fg.muted">Loading workspaces...</Text>
        </Stack>
      )}
      {state.status === 'error' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Error Loading Workspaces</Alert.Title>
            <Alert.Description>The workspaces could not be read on this device.</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={retry}>
            Retry
          </Button>
        </Alert.Root>
      )}
      {data && tool === 'workspaces' && (
        <WorkspacesTool
          identity={data.identity}
          workspaces={workspaces}
          selected={current}
          onSelect={setSelected}
          onOpenItem={(id) => {
            setOpenItem(id);
            setTool('sharing');
          }}
        />
      )}
      {data && tool !== 'workspaces' && tool !== 'notifications' && (
        <WorkspacePicker
          workspaces={workspaces}
          value={current?.workspace_id ?? null}
          onChange={(id) => {
            setSelected(id);
            setOpenItem(null);
          }}
        />
      )}
      {data && tool === 'sharing' && (
        <SharingTool
          workspace={current}
          openItem={openItem}
          onOpenItem={setOpenItem}
          onComment={(id) => {
            setOpenItem(id);
            setTool('comments');
          }}
        />
      )}
      {data && tool === 'comments' && <CommentsTool workspace={current} item={openItem} onItem={setOpenItem} />}
      {data && tool === 'notifications' && <NotificationsTool notifications={data.notifications} />}
      {data && tool === 'activity' && <ActivityTool workspace={current} />}
    </TabPage>
  );
}
