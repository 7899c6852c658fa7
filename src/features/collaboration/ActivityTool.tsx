import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { api } from '@/api/client';
import type { ActivityEntry, Workspace } from '@/contract';
import { EmptyState } from '@/components/EmptyState';
import { formatDateTime } from '@/lib/format';
import { UserText } from './parts';
import { useDetail } from './useCollaboration';

const loadActivity = (id: string): Promise<ActivityEntry[]> => api.get(`/api/collaboration/workspaces/${id}/activity`);

/** The workspace's activity log: one entry per action, written with it and never changed. */
export function ActivityTool({ workspace }: { workspace: Workspace | null }) {
  const { state } = useDetail(workspace?.workspace_id ?? null, loadActivity, 'Error Loading Workspace');
  const entries = state.status === 'ready' ? (state.data ?? []) : [];
  if (state.status === 'loading') return <Text color="fg.muted">Loading activity...</Text>;
  if (!workspace || entries.length === 0)
    return (
      <EmptyState title="No Activity Yet" description="Actions in the workspace are listed here as they happen." />
    );
  return (
    <Stack as="ol" gap="2" listStyleType="none" aria-label={`Activity in ${workspace.name}`}>
      {entries.map((entry) => (
        <Stack as="li" key={entry.activity_id} gap="1" p="3" borderWidth="1px" borderRadius="l2">
          <HStack gap="2" wrap="wrap">
            <Badge>{entry.action_type.replaceAll('_', ' ')}</Badge>
            <Text fontSize="sm" fontWeight="medium">
              {entry.user_name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {formatDateTime(entry.timestamp)}
            </Text>
          </HStack>
          <UserText fontSize="sm">{entry.description}</UserText>
        </Stack>
      ))}
    </Stack>
  );
}
