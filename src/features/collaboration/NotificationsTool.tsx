import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { api } from '@/api/client';
import type { NotificationsResponse } from '@/contract';
import { EmptyState } from '@/components/EmptyState';
import { formatDateTime } from '@/lib/format';
import { UserText } from './parts';

/** Notifications fail silently (spec 002 §8): a failed mark is only logged. */
const mark = (body: { ids?: string[]; all?: boolean }) =>
  api.post('/api/collaboration/notifications/read', body).catch((error: unknown) => {
    console.warn('Could not mark notifications read:', error);
  });

export function NotificationsTool({ notifications }: { notifications: NotificationsResponse }) {
  if (notifications.notifications.length === 0)
    return (
      <EmptyState
        title="No Notifications"
        description="Comments on your shared items, mentions, new shares and role changes appear here."
      />
    );
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Text>
          {notifications.unread} unread of {notifications.notifications.length}
        </Text>
        <Button
          size="sm"
          variant="outline"
          disabled={notifications.unread === 0}
          onClick={() => void mark({ all: true })}
        >
          Mark all read
        </Button>
      </HStack>
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Notifications">
        {notifications.notifications.map((entry) => {
          const unread = entry.read_status === 'unread';
          return (
            <Stack
              as="li"
              key={entry.notification_id}
              gap="1"
              p="3"
              borderWidth="1px"
              borderRadius="l2"
              bg={unread ? 'blue.subtle' : undefined}
            >
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Text fontWeight="semibold">{entry.title}</Text>
                <HStack gap="2">
                  <Badge colorPalette={unread ? 'blue' : 'gray'}>{entry.read_status}</Badge>
                  {unread && (
                    <Button size="xs" variant="ghost" onClick={() => void mark({ ids: [entry.notification_id] })}>
                      Mark read
                    </Button>
                  )}
                </HStack>
              </HStack>
              <UserText fontSize="sm">{entry.message}</UserText>
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(entry.created_at)}
              </Text>
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
