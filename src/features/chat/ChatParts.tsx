import { Badge, Box, Field, HStack, NativeSelect, SimpleGrid, Stack, Text, type BoxProps } from '@chakra-ui/react';
import type { ChatStats, ChatUsersResponse, Workspace } from '@/contract';
import { CHAT } from '@/contract/vocabulary';
import { StatTile } from '@/components/StatTile';
import { formatAgo, formatNumber } from '@/lib/format';

/** Text a person typed: shown as typed (never as markup), line breaks kept, long words wrapped. */
export function TypedText({ children, ...rest }: { children: string } & BoxProps) {
  return (
    <Box as="p" whiteSpace="pre-wrap" overflowWrap="anywhere" wordBreak="break-word" unicodeBidi="plaintext" {...rest}>
      {children}
    </Box>
  );
}

export function ChannelPicker({
  workspaces,
  value,
  onChange,
}: {
  workspaces: Workspace[];
  value: string;
  onChange: (id: string) => void;
}) {
  if (workspaces.length < 2) return null;
  return (
    <Field.Root maxW="sm">
      <Field.Label>Channel</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {workspaces.map((workspace) => (
            <option key={workspace.workspace_id} value={workspace.workspace_id}>
              {workspace.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function CommunityStats({ stats }: { stats: ChatStats | null }) {
  return (
    <SimpleGrid as="section" columns={{ base: 2, md: 4 }} gap="3" aria-label="Community stats">
      <StatTile label="Total messages" value={stats ? formatNumber(stats.total_messages) : '—'} />
      <StatTile label="Active users today" value={stats ? formatNumber(stats.active_users) : '—'} />
      <StatTile label="Messages today" value={stats ? formatNumber(stats.messages_today) : '—'} />
      <StatTile label="Total users" value={stats ? formatNumber(stats.total_users) : '—'} />
    </SimpleGrid>
  );
}

export function MembersList({ users }: { users: ChatUsersResponse | null }) {
  if (!users) return null;
  const shown = users.users.slice(0, CHAT.membersShown);
  const more = users.total - shown.length;
  return (
    <Box as="section" aria-labelledby="chat-members-heading" borderWidth="1px" borderRadius="l3" p="4">
      <Text as="h3" id="chat-members-heading" fontWeight="semibold" mb="1">
        Members ({users.total})
      </Text>
      <Text fontSize="xs" color="fg.muted" mb="3">
        No live presence without a server that pushes it: “last seen” is when a member last used this workspace on a
        synced device.
      </Text>
      <Stack as="ul" gap="2" listStyleType="none">
        {shown.map((user) => (
          <HStack as="li" key={user.user_id} justify="space-between" gap="2">
            <HStack gap="2" minW="0">
              <Text overflowWrap="anywhere">{user.username}</Text>
              {user.user_type === 'admin' && (
                <Badge colorPalette="red" size="sm">
                  Admin
                </Badge>
              )}
            </HStack>
            <Text fontSize="xs" color="fg.muted" flexShrink={0}>
              last seen {formatAgo(user.last_seen)}
            </Text>
          </HStack>
        ))}
      </Stack>
      {more > 0 && (
        <Text fontSize="sm" color="fg.muted" mt="2">
          and {more} more
        </Text>
      )}
    </Box>
  );
}

export function Guidelines() {
  return (
    <Box as="section" aria-labelledby="chat-guidelines-heading" borderWidth="1px" borderRadius="l3" p="4">
      <Text as="h3" id="chat-guidelines-heading" fontWeight="semibold" mb="2">
        Community guidelines
      </Text>
      <Stack as="ul" gap="1" ps="4" fontSize="sm" listStyleType="disc">
        <li>Be respectful and keep messages on topic.</li>
        <li>No spam, self-promotion or personal data of others.</li>
        <li>Admins may moderate content: a removed message shows as “Removed by a moderator”.</li>
        <li>You can edit your own messages within {CHAT.editMinutes} minutes after posting.</li>
        <li>Messages are at most {CHAT.messageMaxChars.toLocaleString('en-US')} characters.</li>
      </Stack>
    </Box>
  );
}
