import { Badge, Box, Card, Heading, HStack, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { api } from '@/api/client';
import { StatTile } from '@/components/StatTile';
import type { TeamRole } from '@/contract/permissions';
import {
  PERSONAL_WORKSPACE_ID,
  type AuditLogResponse,
  type TeamMember,
  type TeamResponse,
} from '@/contract/types/enterprise';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { useRemote } from '@/hooks/useRemote';
import { ViewFrame } from './LoadState';
import { count, dateOnly, dateTime, ENTERPRISE_ERROR, PERMISSIONS_SHOWN, type WorkspaceViewProps } from './model';

type TeamData = { team: TeamResponse; audit: AuditLogResponse };

const ROLE_PALETTE: Record<TeamRole, string> = { owner: 'purple', admin: 'blue', editor: 'gray', viewer: 'gray' };

function MemberCard({
  member,
  reachLabel,
  roles,
  busy,
  onRole,
}: {
  member: TeamMember;
  /** What `projects_access` lists here: projects, or the results shared into the workspace. */
  reachLabel: string;
  /** Roles you may give this member; empty when you cannot change theirs. */
  roles: readonly TeamRole[];
  busy: boolean;
  onRole: (member: TeamMember, role: TeamRole) => void;
}) {
  const rest = member.permissions.length - PERMISSIONS_SHOWN;
  return (
    <Card.Root size="sm" data-testid="member-card">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" wrap="wrap">
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" wordBreak="break-word">
              {member.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {member.email ?? 'Email not known'}
            </Text>
          </Stack>
          <HStack gap="1">
            <Badge
              data-testid="member-role"
              colorPalette={ROLE_PALETTE[member.role]}
              variant={member.role === 'owner' ? 'solid' : 'subtle'}
            >
              {member.role}
            </Badge>
            <Badge colorPalette={member.status === 'active' ? 'green' : 'yellow'}>{member.status}</Badge>
          </HStack>
        </HStack>
        <Text fontSize="sm">
          Joined {member.joined_date ? dateOnly(member.joined_date) : 'date not known'} · Last active{' '}
          {member.last_active ? dateTime(member.last_active) : 'never'}
        </Text>
        <Box>
          <Text fontSize="sm" fontWeight="medium">
            Permissions
          </Text>
          <HStack gap="1" wrap="wrap">
            {member.permissions.slice(0, PERMISSIONS_SHOWN).map((permission) => (
              <Badge key={permission} variant="outline">
                {permission}
              </Badge>
            ))}
            {rest > 0 && <Badge variant="subtle">+{rest} more</Badge>}
          </HStack>
        </Box>
        <Text fontSize="sm">
          {reachLabel}: {member.projects_access.length > 0 ? member.projects_access.join(', ') : 'none yet'}
        </Text>
        {roles.length > 0 && (
          <NativeSelect.Root size="sm" w="44" disabled={busy}>
            <NativeSelect.Field
              aria-label={`Role of ${member.name}`}
              value={member.role}
              onChange={(event) => {
                const role = roles.find((r) => r === event.currentTarget.value);
                if (role) onRole(member, role);
              }}
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** Spec 001 §2.8 Team: counts, member cards and the audit log of team and workspace changes. */
export function TeamView({ workspaceId: id }: WorkspaceViewProps) {
  const load = useCallback(async (): Promise<TeamData> => {
    const [team, audit] = await Promise.all([
      api.get(`/api/enterprise/workspaces/${id}/members`),
      api.get(`/api/enterprise/workspaces/${id}/audit`),
    ]);
    return { team, audit };
  }, [id]);
  const { state, retry, refresh } = useRemote(load, { errorToast: ENTERPRISE_ERROR, refreshOnPull: true });
  const [changing, setChanging] = useState(false);

  const changeRole = (member: TeamMember, role: TeamRole) => {
    if (role === member.role || changing) return;
    setChanging(true);
    api
      .put(`/api/enterprise/workspaces/${id}/members/${encodeURIComponent(member.id)}/role`, { role })
      .then(
        () => {
          toaster.create({ type: 'success', title: 'Role changed', description: `${member.name} is now ${role}.` });
          refresh();
        },
        (error: unknown) => notifyError(error, { title: 'Role not changed' }),
      )
      .finally(() => setChanging(false));
  };

  return (
    <ViewFrame state={state} retry={retry} refresh={refresh} loadLabel="Load team">
      {({ team, audit }) => (
        <Stack gap="5">
          <Text color="fg.muted" fontSize="sm">
            {team.workspace_name}. {team.note}
          </Text>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            <StatTile label="Total members" value={count(team.summary.total_members)} />
            <StatTile label="Active (30 days)" value={count(team.summary.active_members)} />
            <StatTile label="Changes this week" value={count(team.summary.recent_activity)} />
            <StatTile label="Owners and admins" value={count(team.permissions_overview.admin_count)} />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {team.members.map((member) => (
              <MemberCard
                key={member.id}
                member={member}
                reachLabel={team.workspace_id === PERSONAL_WORKSPACE_ID ? 'Projects' : 'Shared results'}
                roles={member.role === 'owner' ? [] : team.assignable_roles}
                busy={changing}
                onRole={changeRole}
              />
            ))}
          </SimpleGrid>
          <Stack gap="2">
            <Heading as="h3" size="md">
              Audit log
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              Every change to the team, branding and reports, newest first. Entries are never edited or removed.
            </Text>
            {audit.entries.length === 0 ? (
              <Text>No changes recorded yet.</Text>
            ) : (
              <Table.ScrollArea borderWidth="1px" borderRadius="l2" tabIndex={0} role="region" aria-label="Audit log">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>When</Table.ColumnHeader>
                      <Table.ColumnHeader>Who</Table.ColumnHeader>
                      <Table.ColumnHeader>What</Table.ColumnHeader>
                      <Table.ColumnHeader>Detail</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {audit.entries.map((entry) => (
                      <Table.Row key={entry.id}>
                        <Table.Cell whiteSpace="nowrap">{dateTime(entry.created_at)}</Table.Cell>
                        <Table.Cell>{entry.actor}</Table.Cell>
                        <Table.Cell wordBreak="break-word">
                          {entry.action}: {entry.target}
                        </Table.Cell>
                        <Table.Cell wordBreak="break-word">{entry.detail}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
          </Stack>
        </Stack>
      )}
    </ViewFrame>
  );
}
