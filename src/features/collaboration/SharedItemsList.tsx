import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { api } from '@/api/client';
import type { SharedItem } from '@/contract';
import { formatDateTime } from '@/lib/format';
import { Refusal, UserText } from './parts';
import { useDetail } from './useCollaboration';

/** A workspace's shared items, newest first, each with Open. */
export function SharedItemsList({ workspaceId, onOpen }: { workspaceId: string; onOpen: (id: string) => void }) {
  const load = useCallback(
    (id: string): Promise<SharedItem[]> => api.get(`/api/collaboration/workspaces/${id}/shared-items`),
    [],
  );
  const { state } = useDetail(workspaceId, load, 'Error Loading Workspace');
  if (state.status !== 'ready' || !state.data) return <Text color="fg.muted">Loading shared items...</Text>;
  if (state.data.length === 0)
    return <Text color="fg.muted">Nothing shared yet. Share the current clustering result from Sharing.</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Shared items">
      {state.data.map((item) => (
        <Stack as="li" key={item.id} gap="1" borderWidth="1px" borderRadius="l2" p="3">
          <HStack justify="space-between" gap="2" wrap="wrap">
            <UserText fontWeight="medium">{item.title}</UserText>
            <HStack gap="2">
              <Badge>v{item.latest_version}</Badge>
              <Badge colorPalette={item.shared_with.permission_level === 'editor' ? 'blue' : 'gray'}>
                {item.shared_with.permission_level}
              </Badge>
              <Button size="xs" variant="outline" onClick={() => onOpen(item.id)} aria-label={`Open ${item.title}`}>
                Open
              </Button>
            </HStack>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            Shared by {item.owner} · {formatDateTime(item.created_at)} · {item.comment_count}{' '}
            {item.comment_count === 1 ? 'comment' : 'comments'}
          </Text>
          <Refusal reason={item.refused} />
        </Stack>
      ))}
    </Stack>
  );
}
