import { Button, Field, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/api/client';
import type { Comment, SharedItem, SharedItemDetails, Workspace } from '@/contract';
import { COLLABORATION } from '@/contract/vocabulary';
import { EmptyState } from '@/components/EmptyState';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { formatDateTime } from '@/lib/format';
import { Refusal, Section, UserText } from './parts';
import { useDetail } from './useCollaboration';

const MAX = COLLABORATION.commentMaxChars;

const loadItems = (id: string): Promise<SharedItem[]> => api.get(`/api/collaboration/workspaces/${id}/shared-items`);
const loadItem = (id: string): Promise<SharedItemDetails> => api.get(`/api/collaboration/shared-items/${id}`);
const loadComments = (id: string): Promise<Comment[]> => api.get(`/api/collaboration/shared-items/${id}/comments`);

interface CommentsToolProps {
  workspace: Workspace | null;
  item: string | null;
  onItem: (id: string | null) => void;
}

export function CommentsTool({ workspace, item, onItem }: CommentsToolProps) {
  const items = useDetail(workspace?.workspace_id ?? null, loadItems, 'Error Loading Workspace');
  const list = items.state.status === 'ready' ? (items.state.data ?? []) : [];
  const current = list.find((entry) => entry.id === item) ?? list[0] ?? null;
  useEffect(() => {
    if (current && current.id !== item) onItem(current.id);
  }, [current, item, onItem]);

  if (!workspace)
    return <EmptyState title="No Workspaces Found" description="You don't have access to any workspaces yet" />;
  if (items.state.status === 'ready' && list.length === 0)
    return (
      <EmptyState
        title="Nothing to comment on yet"
        description="Comments are added to a shared item: share a clustering result in Sharing first."
      />
    );
  return (
    <Stack gap="4">
      <Field.Root maxW="md">
        <Field.Label>Shared item</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={current?.id ?? ''} onChange={(event) => onItem(event.currentTarget.value)}>
            {list.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.title}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {current && <CommentThread item={current} />}
    </Stack>
  );
}

function CommentThread({ item }: { item: SharedItem }) {
  const details = useDetail(item.id, loadItem, 'Error Loading Workspace');
  const comments = useDetail(item.id, loadComments, 'Comment Failed');
  const clusters = details.state.status === 'ready' ? (details.state.data?.content_data.clusters ?? []) : [];
  const list = comments.state.status === 'ready' ? (comments.state.data ?? []) : [];
  return (
    <Section title={`Comments on ${item.title}`} id="comments-heading">
      <Stack gap="4">
        {list.length === 0 ? (
          <Text color="fg.muted">No comments yet.</Text>
        ) : (
          <Stack as="ol" gap="3" listStyleType="none" aria-label="Comments">
            {list.map((comment) => (
              <CommentRow key={comment.id} comment={comment} />
            ))}
          </Stack>
        )}
        <CommentForm itemId={item.id} clusters={clusters} />
      </Stack>
    </Section>
  );
}

function Counter({ length }: { length: number }) {
  return (
    <Text fontSize="xs" color={length > MAX ? 'red.700' : 'fg.muted'} aria-live="polite">
      {length}/{MAX.toLocaleString('en-US')}
    </Text>
  );
}

const lengthOf = (text: string) => Array.from(text).length;

function CommentForm({ itemId, clusters }: { itemId: string; clusters: { id: string; name: string }[] }) {
  const [content, setContent] = useState('');
  const [cluster, setCluster] = useState('');
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const add = async () => {
    if (content.trim() === '') {
      field.current?.focus();
      toaster.create({ type: 'error', title: 'Comment Required', description: 'Please enter a comment' });
      return;
    }
    setBusy(true);
    try {
      await api.post(`/api/collaboration/shared-items/${itemId}/comments`, { content, cluster_id: cluster || null });
      toaster.create({ type: 'success', title: 'Comment Added' });
      setContent('');
    } catch (error) {
      notifyError(error, { title: 'Comment Failed' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>Add a comment</Field.Label>
        <Textarea
          ref={field}
          value={content}
          rows={3}
          placeholder="Write a comment; @username mentions a member"
          onChange={(event) => setContent(event.currentTarget.value)}
        />
        <Counter length={lengthOf(content)} />
      </Field.Root>
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root w="auto">
          <Field.Label>About</Field.Label>
          <NativeSelect.Root size="sm" w="64">
            <NativeSelect.Field value={cluster} onChange={(event) => setCluster(event.currentTarget.value)}>
              <option value="">The whole item</option>
              {clusters.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {`Cluster: ${entry.name}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button colorPalette="brand" loading={busy} disabled={lengthOf(content) > MAX} onClick={() => void add()}>
          Add Comment
        </Button>
      </HStack>
    </Stack>
  );
}

function CommentRow({ comment }: { comment: Comment }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.content);
  const save = useCallback(async () => {
    if (draft.trim() === '') {
      toaster.create({ type: 'error', title: 'Comment Required', description: 'Please enter a comment' });
      return;
    }
    try {
      await api.put(`/api/collaboration/comments/${comment.id}`, { content: draft });
      toaster.create({ type: 'success', title: 'Comment Updated' });
      setEditing(false);
    } catch (error) {
      notifyError(error, { title: 'Comment Failed' });
    }
  }, [comment.id, draft]);
  const remove = async () => {
    try {
      await api.delete(`/api/collaboration/comments/${comment.id}`);
      toaster.create({ type: 'success', title: 'Comment Deleted' });
    } catch (error) {
      notifyError(error, { title: 'Comment Failed' });
    }
  };
  return (
    <Stack as="li" gap="1" borderWidth="1px" borderRadius="l2" p="3" data-testid="comment">
      <Text fontSize="sm" fontWeight="semibold">
        {comment.author}
        {comment.own ? ' (you)' : ''}
        <Text as="span" fontWeight="normal" color="fg.muted">
          {' '}
          · {formatDateTime(comment.created_at)}
          {comment.edited_at ? ` · edited ${formatDateTime(comment.edited_at)}` : ''}
          {comment.cluster_name ? ` · on cluster "${comment.cluster_name}"` : ''}
        </Text>
      </Text>
      {editing ? (
        <Stack gap="2">
          <Textarea
            aria-label="Edit comment"
            value={draft}
            rows={3}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Counter length={lengthOf(draft)} />
          <HStack gap="2">
            <Button size="xs" onClick={() => void save()} disabled={lengthOf(draft) > MAX}>
              Save
            </Button>
            <Button size="xs" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      ) : (
        <UserText>{comment.content}</UserText>
      )}
      <Refusal reason={comment.refused} />
      {comment.own && !editing && (
        <HStack gap="2">
          <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove()}>
            Delete
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
