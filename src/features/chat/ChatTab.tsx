import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { api } from '@/api/client';
import { EmptyState } from '@/components/EmptyState';
import { TabPage } from '@/components/TabPage';
import { notifyError } from '@/hooks/notify';
import { ChannelPicker } from './ChatParts';
import { ChatChannel } from './ChatChannel';
import { useChannels } from './useChat';

/** Spec 001 §2.5 (issue 21): one channel per workspace, through the sync server when connected. */
export default function ChatTab() {
  const { state, retry } = useChannels();
  const [chosen, setChosen] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const data = state.status === 'ready' ? state.data : null;
  const channel =
    data?.workspaces.find((workspace) => workspace.workspace_id === chosen) ?? data?.workspaces[0] ?? null;

  const startNotes = async () => {
    setStarting(true);
    try {
      const created = await api.post('/api/collaboration/workspaces', {
        name: 'Notes on this device',
        description: 'A channel for notes to yourself.',
      });
      setChosen(created.workspace_id);
    } catch (error) {
      notifyError(error, { title: 'Create Failed' });
    } finally {
      setStarting(false);
    }
  };

  return (
    <TabPage
      title="Community Chat"
      description="Talk with your team: one channel per workspace, with announcements from its admins."
    >
      {data && !data.identity.connected && (
        <Alert.Root status="info" data-testid="local-only-note">
          <Alert.Indicator />
          <Alert.Description>
            Messages stay on this device; connecting a sync server (Sync in the header) makes each workspace’s channel
            shared with its members.
          </Alert.Description>
        </Alert.Root>
      )}
      {state.status === 'loading' && (
        <Stack align="center" py="10" role="status">
          <Spinner />
          <Text color="fg.muted">Loading chat...</Text>
        </Stack>
      )}
      {state.status === 'error' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Chat Load Failed</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={retry}>
            Retry
          </Button>
        </Alert.Root>
      )}
      {data && data.workspaces.length === 0 && (
        <EmptyState
          title="No channels yet"
          description="Each workspace has one channel. Create a workspace in Collaboration, or start a channel for notes to yourself on this device."
        >
          <Button colorPalette="brand" loading={starting} onClick={() => void startNotes()}>
            Start a notes channel
          </Button>
        </EmptyState>
      )}
      {data && channel && (
        <Stack gap="4">
          <ChannelPicker workspaces={data.workspaces} value={channel.workspace_id} onChange={setChosen} />
          <ChatChannel key={channel.workspace_id} workspace={channel} />
        </Stack>
      )}
    </TabPage>
  );
}
