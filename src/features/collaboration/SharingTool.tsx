import { Badge, Button, Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { api } from '@/api/client';
import type { SharedItemDetails, Workspace, WorkspacePermissionLevel } from '@/contract';
import { COLLABORATION } from '@/contract/vocabulary';
import { EmptyState } from '@/components/EmptyState';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { useCurrentResult } from '@/hooks/useCurrentResult';
import { formatDateTime, formatVolume } from '@/lib/format';
import { Refusal, Section, UserText } from './parts';
import { SharedItemsList } from './SharedItemsList';
import { useDetail } from './useCollaboration';

interface SharingToolProps {
  workspace: Workspace | null;
  openItem: string | null;
  onOpenItem: (id: string | null) => void;
  onComment: (id: string) => void;
}

export function SharingTool({ workspace, openItem, onOpenItem, onComment }: SharingToolProps) {
  if (openItem) return <SharedItemView id={openItem} onBack={() => onOpenItem(null)} onComment={onComment} />;
  return (
    <Stack gap="5">
      <ShareForm workspace={workspace} />
      {workspace ? (
        <Section title={`Shared in ${workspace.name}`} id="shared-items-heading">
          <SharedItemsList workspaceId={workspace.workspace_id} onOpen={onOpenItem} />
        </Section>
      ) : (
        <EmptyState title="No Workspaces Found" description="You don't have access to any workspaces yet" />
      )}
    </Stack>
  );
}

function ShareForm({ workspace }: { workspace: Workspace | null }) {
  const { state } = useCurrentResult();
  const result = state.status === 'ready' ? state.data : null;
  const [title, setTitle] = useState('');
  const [level, setLevel] = useState<WorkspacePermissionLevel | null>(null);
  const [busy, setBusy] = useState(false);
  const viewer = workspace?.role === 'viewer';
  const permission = level ?? workspace?.settings.default_permission_level ?? 'viewer';

  const share = async () => {
    if (!workspace || !result) {
      toaster.create({
        type: 'error',
        title: 'No Data to Share',
        description: !workspace
          ? 'Create or select a workspace first.'
          : 'Run a keyword clustering first, then share its result.',
      });
      return;
    }
    setBusy(true);
    try {
      const item = await api.post(
        `/api/collaboration/share?workspace_id=${encodeURIComponent(workspace.workspace_id)}`,
        {
          item_type: 'clustering_result',
          item_id: result.id,
          title: title.trim() || result.name,
          shared_with: { permission_level: permission },
        },
      );
      toaster.create({ type: 'success', title: 'Content Shared', description: item.title });
      setTitle('');
    } catch (error) {
      notifyError(error, { title: 'Share Failed' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title="Share the current clustering result" id="share-heading">
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {result
            ? `Current result: ${result.name} (${result.total_clusters} clusters, ${result.total_keywords} keywords). It is shared as a snapshot; later edits can be published as a new version.`
            : 'No clustering result yet: run Keyword Clustering first.'}
        </Text>
        {viewer && (
          <Text fontSize="sm" color="fg.muted">
            You are a viewer of this workspace: ask its owner or an admin for the editor role to share.
          </Text>
        )}
        <HStack gap="3" wrap="wrap" align="end">
          <Field.Root w={{ base: 'full', md: '80' }}>
            <Field.Label>Title</Field.Label>
            <Input
              value={title}
              maxLength={COLLABORATION.titleMaxChars}
              placeholder={result?.name ?? 'Title of the shared result'}
              onChange={(event) => setTitle(event.currentTarget.value)}
            />
          </Field.Root>
          <Field.Root w="auto">
            <Field.Label>Permission level</Field.Label>
            <NativeSelect.Root size="md" w="40">
              <NativeSelect.Field
                value={permission}
                onChange={(event) => setLevel(event.currentTarget.value as WorkspacePermissionLevel)}
              >
                <option value="viewer">Viewer (read only)</option>
                <option value="editor">Editor (may publish versions)</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {!viewer && (
            <Button colorPalette="brand" loading={busy} onClick={() => void share()}>
              Share Result
            </Button>
          )}
        </HStack>
      </Stack>
    </Section>
  );
}

function SharedItemView({
  id,
  onBack,
  onComment,
}: {
  id: string;
  onBack: () => void;
  onComment: (id: string) => void;
}) {
  const [version, setVersion] = useState<number | null>(null);
  const load = useCallback(
    (itemId: string): Promise<SharedItemDetails> =>
      api.get(`/api/collaboration/shared-items/${itemId}${version ? `?version=${version}` : ''}`),
    [version],
  );
  const { state } = useDetail(id, load, 'Error Loading Workspace');
  const [busy, setBusy] = useState<'copy' | 'publish' | null>(null);
  const item = state.status === 'ready' ? state.data : null;

  const copy = async () => {
    if (!item) return;
    setBusy('copy');
    try {
      const copied = await api.post(`/api/collaboration/shared-items/${item.id}/copy?version=${item.version}`);
      await api.post('/api/keyword-draft/append', { keywords: copied.keywords });
      toaster.create({
        type: 'success',
        title: 'Copied to My Projects',
        description: `Project "${copied.name}" created; its ${copied.keywords.length} keywords are in the Keyword Clustering text area.`,
      });
    } catch (error) {
      notifyError(error, { title: 'Copy Failed' });
    } finally {
      setBusy(null);
    }
  };

  const publish = async () => {
    if (!item) return;
    setBusy('publish');
    try {
      const published = await api.post(`/api/collaboration/shared-items/${item.id}/versions`);
      setVersion(null);
      toaster.create({ type: 'success', title: 'Version Published', description: `Version ${published.version}` });
    } catch (error) {
      notifyError(error, { title: 'Share Failed' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="4">
      <Button alignSelf="start" size="sm" variant="ghost" onClick={onBack}>
        ← Back to shared items
      </Button>
      {!item && <Text color="fg.muted">{state.status === 'error' ? 'Could not open this item.' : 'Loading...'}</Text>}
      {item && (
        <Section title={item.title} id="shared-item-heading">
          <Stack gap="3">
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette="gray">Read only</Badge>
              <Text fontSize="sm" color="fg.muted">
                Shared by {item.owner} · {item.content_data.total_clusters} clusters ·{' '}
                {item.content_data.total_keywords} keywords · volume{' '}
                {formatVolume(item.content_data.total_search_volume)}
              </Text>
            </HStack>
            <Refusal reason={item.refused} />
            <HStack gap="3" wrap="wrap" align="end">
              <Field.Root w="auto">
                <Field.Label>Version</Field.Label>
                <NativeSelect.Root size="sm" w="64">
                  <NativeSelect.Field
                    value={String(item.version)}
                    onChange={(event) => setVersion(Number(event.currentTarget.value))}
                  >
                    {item.versions.map((entry) => (
                      <option key={entry.version} value={entry.version}>
                        {`Version ${entry.version} · ${entry.published_by} · ${formatDateTime(entry.created_at)}`}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Button size="sm" loading={busy === 'copy'} onClick={() => void copy()}>
                Copy to my projects
              </Button>
              {item.can_publish && (
                <Button size="sm" variant="outline" loading={busy === 'publish'} onClick={() => void publish()}>
                  Publish new version
                </Button>
              )}
              <Button size="sm" variant="outline" onClick={() => onComment(item.id)}>
                Comment on this item
              </Button>
            </HStack>
            <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxH="lg">
              <Table.Root size="sm" stickyHeader>
                <Table.Caption>Clusters of version {item.version}</Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Cluster</Table.ColumnHeader>
                    <Table.ColumnHeader>Intent</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Keywords</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Volume</Table.ColumnHeader>
                    <Table.ColumnHeader>Top keywords</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {item.content_data.clusters.map((cluster) => (
                    <Table.Row key={cluster.id}>
                      <Table.Cell>
                        <UserText>{cluster.name}</UserText>
                      </Table.Cell>
                      <Table.Cell>{cluster.intent}</Table.Cell>
                      <Table.Cell textAlign="end">{cluster.keyword_count}</Table.Cell>
                      <Table.Cell textAlign="end">{formatVolume(cluster.total_volume)}</Table.Cell>
                      <Table.Cell>
                        <UserText fontSize="sm">
                          {cluster.keywords
                            .slice(0, 5)
                            .map((keyword) => keyword.keyword)
                            .join(', ')}
                        </UserText>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Stack>
        </Section>
      )}
    </Stack>
  );
}
