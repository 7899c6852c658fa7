import {
  Badge,
  Button,
  Card,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/api/client';
import type { CollaborationIdentity, Workspace, WorkspaceDetails, WorkspaceRole } from '@/contract';
import { COLLABORATION } from '@/contract/vocabulary';
import { EmptyState } from '@/components/EmptyState';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { formatAgo, formatDateTime } from '@/lib/format';
import { RoleBadge, ScopeBadge, Section, UserText } from './parts';
import { SharedItemsList } from './SharedItemsList';
import { useDetail } from './useCollaboration';

interface WorkspacesToolProps {
  identity: CollaborationIdentity;
  workspaces: Workspace[];
  selected: Workspace | null;
  onSelect: (id: string) => void;
  onOpenItem: (id: string) => void;
}

export function WorkspacesTool({ identity, workspaces, selected, onSelect, onOpenItem }: WorkspacesToolProps) {
  return (
    <Stack gap="5">
      <CreateWorkspace identity={identity} onCreated={onSelect} />
      {workspaces.length === 0 ? (
        <EmptyState title="No Workspaces Found" description="You don't have access to any workspaces yet" />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" role="list" aria-label="Workspaces">
          {workspaces.map((workspace) => (
            <WorkspaceCard
              key={workspace.workspace_id}
              workspace={workspace}
              selected={workspace.workspace_id === selected?.workspace_id}
              onSelect={() => onSelect(workspace.workspace_id)}
            />
          ))}
        </SimpleGrid>
      )}
      {selected && <WorkspacePanel workspace={selected} identity={identity} onOpenItem={onOpenItem} />}
    </Stack>
  );
}

function CreateWorkspace({
  identity,
  onCreated,
}: {
  identity: CollaborationIdentity;
  onCreated: (id: string) => void;
}) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);

  const create = async () => {
    if (name.trim() === '') {
      setMissing(true);
      nameField.current?.focus();
      toaster.create({ type: 'error', title: 'Workspace Name Required', description: 'Please enter a workspace name' });
      return;
    }
    setBusy(true);
    try {
      const created = await api.post('/api/collaboration/workspaces', { name, description });
      toaster.create({ type: 'success', title: 'Workspace Created', description: created.name });
      setName('');
      setDescription('');
      onCreated(created.workspace_id);
    } catch (error) {
      notifyError(error, { title: 'Create Failed' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title="Create Workspace" id="create-workspace-heading">
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {identity.connected
            ? identity.can_create_on_server
              ? 'The workspace is created on the sync server, with you as its owner.'
              : 'On this sync server only its owners and admins create workspaces: ask one of them to create it and invite you.'
            : 'The workspace is created on this device only. New workspaces: public sharing off, approval required to join, viewer level by default.'}
        </Text>
        <Field.Root invalid={missing} required>
          <Field.Label>Workspace name</Field.Label>
          <Input
            ref={nameField}
            value={name}
            maxLength={COLLABORATION.nameMaxChars}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setMissing(false);
            }}
            placeholder="e.g. Coffee shop SEO"
          />
          {missing && <Field.ErrorText>Please enter a workspace name</Field.ErrorText>}
        </Field.Root>
        <Field.Root>
          <Field.Label>Description</Field.Label>
          <Textarea
            value={description}
            maxLength={COLLABORATION.descriptionMaxChars}
            onChange={(event) => setDescription(event.currentTarget.value)}
            rows={2}
          />
        </Field.Root>
        <Button alignSelf="start" colorPalette="brand" loading={busy} onClick={() => void create()}>
          Create Workspace
        </Button>
      </Stack>
    </Section>
  );
}

function WorkspaceCard({
  workspace,
  selected,
  onSelect,
}: {
  workspace: Workspace;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <Card.Root
      role="listitem"
      size="sm"
      borderColor={selected ? 'brand.solid' : undefined}
      borderWidth={selected ? '2px' : '1px'}
      aria-label={workspace.name}
    >
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <UserText fontWeight="semibold">{workspace.name}</UserText>
          <RoleBadge role={workspace.role} />
        </HStack>
        {workspace.description && (
          <UserText fontSize="sm" color="fg.muted" lineClamp={3}>
            {workspace.description}
          </UserText>
        )}
        <HStack gap="2" wrap="wrap" fontSize="sm">
          <Text>
            {workspace.member_count} {workspace.member_count === 1 ? 'member' : 'members'}
          </Text>
          <Badge colorPalette={workspace.status === 'active' ? 'green' : 'gray'}>{workspace.status}</Badge>
          <ScopeBadge workspace={workspace} />
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          Created {formatDateTime(workspace.created_at)}
        </Text>
        <Button size="sm" variant={selected ? 'solid' : 'outline'} onClick={onSelect} aria-pressed={selected}>
          {selected ? 'Selected' : 'Open details'}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

/** "Last seen" is written when a member opens a workspace; a failure only loses that time. */
function markSeen(workspaceId: string): void {
  api.post(`/api/collaboration/workspaces/${workspaceId}/seen`).catch((error: unknown) => {
    console.warn('Could not record last seen:', error);
  });
}

const loadDetails = (id: string): Promise<WorkspaceDetails> => api.get(`/api/collaboration/workspaces/${id}`);

function WorkspacePanel({
  workspace,
  identity,
  onOpenItem,
}: {
  workspace: Workspace;
  identity: CollaborationIdentity;
  onOpenItem: (id: string) => void;
}) {
  const { state } = useDetail(workspace.workspace_id, loadDetails, 'Error Loading Workspace');
  useEffect(() => markSeen(workspace.workspace_id), [workspace.workspace_id]);
  const details = state.status === 'ready' ? state.data : null;
  const manager = workspace.role === 'owner' || workspace.role === 'admin';
  return (
    <Section title={`Workspace: ${workspace.name}`} id="workspace-details-heading">
      <Stack gap="5">
        {!details && (
          <Text color="fg.muted">{state.status === 'error' ? 'Could not load the workspace.' : 'Loading...'}</Text>
        )}
        {workspace.scope === 'device' && manager && <PublishWorkspace workspace={workspace} identity={identity} />}
        {details && (
          <>
            <Stack gap="2">
              <Text as="h4" fontWeight="semibold">
                Members ({details.members.length})
              </Text>
              <MembersTable details={details} manager={manager} me={identity.username} />
              {manager && <InviteForm workspace={workspace} />}
              {!manager && (
                <Text fontSize="sm" color="fg.muted">
                  You are {workspace.role === 'editor' ? 'an editor' : 'a viewer'} here: only the owner and admins
                  change members and roles.
                </Text>
              )}
            </Stack>
            <Stack gap="2">
              <Text as="h4" fontWeight="semibold">
                Shared items
              </Text>
              <SharedItemsList workspaceId={workspace.workspace_id} onOpen={onOpenItem} />
            </Stack>
            <Stack gap="2">
              <Text as="h4" fontWeight="semibold">
                Recent activity
              </Text>
              {details.recent_activity.length === 0 ? (
                <Text color="fg.muted">No Activity Yet</Text>
              ) : (
                <Stack as="ul" gap="1" listStyleType="none">
                  {details.recent_activity.slice(0, 8).map((entry) => (
                    <Text as="li" key={entry.activity_id} fontSize="sm" overflowWrap="anywhere">
                      {entry.description} · {formatDateTime(entry.timestamp)}
                    </Text>
                  ))}
                </Stack>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Section>
  );
}

/** A workspace made on this device, put on the sync server so its members can be invited. */
function PublishWorkspace({ workspace, identity }: { workspace: Workspace; identity: CollaborationIdentity }) {
  const [busy, setBusy] = useState(false);
  const publish = async () => {
    setBusy(true);
    try {
      await api.post(`/api/collaboration/workspaces/${workspace.workspace_id}/publish`);
      toaster.create({ type: 'success', title: 'Workspace Published', description: workspace.name });
    } catch (error) {
      notifyError(error, { title: 'Publish Failed' });
    } finally {
      setBusy(false);
    }
  };
  if (!identity.connected)
    return (
      <Text fontSize="sm" color="fg.muted">
        This workspace is on this device only. To share it, connect a sync server (Sync in the header), then publish it
        here.
      </Text>
    );
  return (
    <HStack gap="3" wrap="wrap">
      <Text fontSize="sm">This workspace is on this device only.</Text>
      <Button size="sm" colorPalette="brand" loading={busy} onClick={() => void publish()}>
        Publish to the sync server
      </Button>
    </HStack>
  );
}

const ASSIGNABLE: readonly WorkspaceRole[] = ['admin', 'editor', 'viewer'];

function RoleSelect({
  value,
  onChange,
  label,
}: {
  value: WorkspaceRole;
  onChange: (role: WorkspaceRole) => void;
  label: string;
}) {
  return (
    <NativeSelect.Root size="xs" w="28">
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as WorkspaceRole)}
      >
        {ASSIGNABLE.map((role) => (
          <option key={role} value={role}>
            {role}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function MembersTable({ details, manager, me }: { details: WorkspaceDetails; manager: boolean; me: string }) {
  const workspaceId = details.workspace.workspace_id;
  const change = useCallback(
    async (username: string, role: WorkspaceRole) => {
      try {
        await api.put(`/api/collaboration/workspaces/${workspaceId}/members/${encodeURIComponent(username)}`, { role });
        toaster.create({ type: 'success', title: 'Role Changed', description: `${username} is now ${role}` });
      } catch (error) {
        notifyError(error, { title: 'Role Change Failed' });
      }
    },
    [workspaceId],
  );
  const remove = async (username: string) => {
    try {
      await api.delete(`/api/collaboration/workspaces/${workspaceId}/members/${encodeURIComponent(username)}`);
      toaster.create({ type: 'success', title: 'Member Removed', description: username });
    } catch (error) {
      notifyError(error, { title: 'Remove Failed' });
    }
  };
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Member</Table.ColumnHeader>
            <Table.ColumnHeader>Role</Table.ColumnHeader>
            <Table.ColumnHeader>Last seen</Table.ColumnHeader>
            {manager && <Table.ColumnHeader>Actions</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {details.members.map((member) => (
            <Table.Row key={member.username}>
              <Table.Cell overflowWrap="anywhere">
                {member.username}
                {member.username === me ? ' (you)' : ''}
              </Table.Cell>
              <Table.Cell>
                {manager && member.role !== 'owner' && member.username !== me ? (
                  <RoleSelect
                    label={`Role of ${member.username}`}
                    value={member.role}
                    onChange={(role) => void change(member.username, role)}
                  />
                ) : (
                  <RoleBadge role={member.role} />
                )}
              </Table.Cell>
              <Table.Cell>{formatAgo(member.last_seen)}</Table.Cell>
              {manager && (
                <Table.Cell>
                  {member.role !== 'owner' && member.username !== me && (
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove(member.username)}>
                      Remove
                    </Button>
                  )}
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function InviteForm({ workspace }: { workspace: Workspace }) {
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<WorkspaceRole>(workspace.settings.default_permission_level);
  const [busy, setBusy] = useState(false);
  const invite = async () => {
    setBusy(true);
    try {
      await api.post(`/api/collaboration/workspaces/${workspace.workspace_id}/members`, { username, role });
      toaster.create({ type: 'success', title: 'Member Invited', description: `${username.trim()} joined as ${role}` });
      setUsername('');
    } catch (error) {
      notifyError(error, { title: 'Invite Failed' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="2" pt="2">
      {workspace.scope === 'device' && (
        <Text fontSize="sm" color="fg.muted">
          Inviting needs the workspace on a sync server: publish it first.
        </Text>
      )}
      <HStack gap="2" wrap="wrap" align="end">
        <Field.Root w={{ base: 'full', sm: '56' }}>
          <Field.Label>Invite by username</Field.Label>
          <Input size="sm" value={username} onChange={(event) => setUsername(event.currentTarget.value)} />
        </Field.Root>
        <Field.Root w="auto">
          <Field.Label>Role</Field.Label>
          <RoleSelect label="Role of the new member" value={role} onChange={setRole} />
        </Field.Root>
        <Button size="sm" loading={busy} disabled={username.trim() === ''} onClick={() => void invite()}>
          Invite
        </Button>
      </HStack>
    </Stack>
  );
}
