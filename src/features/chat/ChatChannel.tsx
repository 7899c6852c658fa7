import { Badge, Box, Button, Checkbox, Field, Grid, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { api } from '@/api/client';
import type { ChatMessage, Workspace } from '@/contract';
import { CHAT } from '@/contract/vocabulary';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { formatDateTime } from '@/lib/format';
import { CommunityStats, Guidelines, MembersList, TypedText } from './ChatParts';
import { useChannel } from './useChat';

const lengthOf = (text: string) => Array.from(text).length;

/** Re-renders every 30 s, so edit controls disappear when the 15-minute window closes. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function ChatChannel({ workspace }: { workspace: Workspace }) {
  const { remote, messages, hasEarlier, loadEarlier, loadingEarlier } = useChannel(workspace.workspace_id);
  const data = remote.state.status === 'ready' ? remote.state.data : null;
  const admin = workspace.role === 'owner' || workspace.role === 'admin';
  const now = useNow();
  const bottom = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.message_id;
  useEffect(() => {
    // "Last seen" is when a member last opened the channel; a failure only loses that time.
    api.post(`/api/collaboration/workspaces/${workspace.workspace_id}/seen`).catch((error: unknown) => {
      console.warn('Could not record last seen:', error);
    });
  }, [workspace.workspace_id]);
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newest]);

  return (
    <Stack gap="4">
      <CommunityStats stats={data?.stats ?? null} />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 18rem' }} gap="5" alignItems="start">
        <Stack gap="3" minW="0">
          <Box
            as="section"
            aria-label={`Messages in ${workspace.name}`}
            borderWidth="1px"
            borderRadius="l3"
            p={{ base: '2', md: '4' }}
            maxH="60vh"
            overflowY="auto"
            tabIndex={0}
          >
            {hasEarlier && (
              <HStack justify="center" mb="3">
                <Button size="xs" variant="outline" loading={loadingEarlier} onClick={() => void loadEarlier()}>
                  Load earlier
                </Button>
              </HStack>
            )}
            {remote.state.status === 'loading' && <Text color="fg.muted">Loading messages...</Text>}
            {data && messages.length === 0 && (
              <Text color="fg.muted" textAlign="center" py="6">
                No messages yet. Say hello{workspace.scope === 'device' ? ', or write a note to yourself' : ''}.
              </Text>
            )}
            <Stack as="ol" gap="3" listStyleType="none" aria-label="Messages">
              {messages.map((message) => (
                <MessageRow key={message.message_id} message={message} admin={admin} now={now} />
              ))}
            </Stack>
            <div ref={bottom} />
          </Box>
          <Composer workspace={workspace} admin={admin} />
        </Stack>
        <Stack gap="4">
          <MembersList users={data?.users ?? null} />
          <Guidelines />
        </Stack>
      </Grid>
    </Stack>
  );
}

function Composer({ workspace, admin }: { workspace: Workspace; admin: boolean }) {
  const [text, setText] = useState('');
  const [announcement, setAnnouncement] = useState(false);
  const [sending, setSending] = useState(false);
  const length = lengthOf(text);
  const blank = text.trim() === '';

  const send = async () => {
    if (sending) return;
    if (blank) {
      toaster.create({ type: 'error', title: 'Message Required', description: 'Please enter a message to send' });
      return;
    }
    setSending(true);
    try {
      await api.post('/api/chat/messages', {
        workspace_id: workspace.workspace_id,
        message: text,
        message_type: announcement ? 'announcement' : 'user',
      });
      setText('');
      setAnnouncement(false);
      toaster.create({ type: 'success', title: 'Message Sent' });
    } catch (error) {
      notifyError(error, { title: 'Send Failed' });
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Stack gap="2">
      <Field.Root invalid={length > CHAT.messageMaxChars}>
        <Field.Label>Message</Field.Label>
        <Textarea
          value={text}
          rows={2}
          autoresize
          maxH="40"
          placeholder="Type a message… (Enter sends, Shift+Enter for a new line)"
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <HStack justify="space-between" w="full">
          <Field.HelperText>Enter sends, Shift+Enter adds a new line.</Field.HelperText>
          <Text fontSize="xs" color={length > CHAT.messageMaxChars ? 'red.700' : 'fg.muted'} aria-live="polite">
            {length}/{CHAT.messageMaxChars}
          </Text>
        </HStack>
      </Field.Root>
      {/* Send on the left: the toasts that follow each message sit bottom right, over a button there. */}
      <HStack wrap="wrap" gap="4">
        <Button
          colorPalette="brand"
          loading={sending}
          disabled={blank || sending || length > CHAT.messageMaxChars}
          onClick={() => void send()}
        >
          Send
        </Button>
        {admin && (
          <Checkbox.Root
            checked={announcement}
            onCheckedChange={(details) => setAnnouncement(details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Post as announcement</Checkbox.Label>
          </Checkbox.Root>
        )}
      </HStack>
    </Stack>
  );
}

function MessageRow({ message, admin, now }: { message: ChatMessage; admin: boolean; now: number }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.message);
  const [removing, setRemoving] = useState(false);
  const [reason, setReason] = useState('');
  const canEdit = message.own && !message.removed && now < Date.parse(message.editable_until);

  const save = async () => {
    if (draft.trim() === '') {
      toaster.create({ type: 'error', title: 'Message Required', description: 'Please enter a message to send' });
      return;
    }
    try {
      await api.put(`/api/chat/messages/${message.message_id}`, { new_content: draft });
      setEditing(false);
      toaster.create({ type: 'success', title: 'Message Updated' });
    } catch (error) {
      notifyError(error, { title: 'Edit Failed' });
    }
  };
  const remove = async () => {
    try {
      await api.post(`/api/chat/messages/${message.message_id}/remove`, { reason });
      setRemoving(false);
      toaster.create({ type: 'success', title: 'Message Removed' });
    } catch (error) {
      notifyError(error, { title: 'Remove Failed' });
    }
  };
  const retry = async () => {
    try {
      await api.post(`/api/chat/messages/${message.message_id}/retry`);
    } catch (error) {
      notifyError(error, { title: 'Send Failed' });
    }
  };
  const discard = async () => {
    try {
      await api.delete(`/api/chat/messages/${message.message_id}`);
    } catch (error) {
      notifyError(error, { title: 'Send Failed' });
    }
  };

  const announcement = message.message_type === 'announcement';
  const fromAdmin = message.message_type === 'admin';
  const align = announcement ? 'center' : message.own ? 'flex-end' : 'flex-start';
  const palette = announcement ? 'yellow' : fromAdmin ? 'red' : message.own ? 'blue' : 'gray';

  return (
    <Box as="li" display="flex" justifyContent={align} data-testid="chat-message" data-own={message.own || undefined}>
      <Stack
        gap="1"
        maxW={{ base: '92%', md: '75%' }}
        minW="0"
        px="3"
        py="2"
        borderRadius="l2"
        borderWidth="1px"
        bg={`${palette}.subtle`}
        borderColor={`${palette}.muted`}
        textAlign={announcement ? 'center' : 'start'}
      >
        {announcement ? (
          <Text fontSize="xs" fontWeight="semibold" color="yellow.fg">
            Announcement
          </Text>
        ) : (
          <HStack gap="2" wrap="wrap">
            <Text fontSize="sm" fontWeight="semibold" overflowWrap="anywhere">
              {message.own ? 'You' : message.username}
            </Text>
            {fromAdmin && (
              <Badge colorPalette="red" size="sm" variant="solid">
                Admin
              </Badge>
            )}
          </HStack>
        )}
        {message.removed ? (
          <Stack gap="0">
            <Text fontSize="sm" fontStyle="italic" color="fg.muted">
              Removed by a moderator
            </Text>
            {admin && message.message && (
              <TypedText fontSize="xs" color="fg.muted">
                {`${message.message}${message.removed.reason ? ` — reason: ${message.removed.reason}` : ''}`}
              </TypedText>
            )}
          </Stack>
        ) : editing ? (
          <Stack gap="2">
            <Textarea
              aria-label="Edit message"
              value={draft}
              rows={2}
              onChange={(event) => setDraft(event.currentTarget.value)}
            />
            <Text fontSize="xs" color="fg.muted">
              {lengthOf(draft)}/{CHAT.messageMaxChars}
            </Text>
            <HStack gap="2">
              <Button size="xs" onClick={() => void save()} disabled={lengthOf(draft) > CHAT.messageMaxChars}>
                Save
              </Button>
              <Button size="xs" variant="ghost" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        ) : (
          <TypedText>{message.message}</TypedText>
        )}
        <Text fontSize="xs" color="fg.muted">
          {formatDateTime(message.timestamp)}
          {message.edited ? ` · edited ${formatDateTime(message.edited_at)}` : ''}
          {message.delivery === 'waiting' ? ' · Waiting to send' : ''}
        </Text>
        {message.delivery === 'refused' && (
          <Stack gap="1">
            <Text fontSize="xs" color={{ base: 'red.700', _dark: 'red.300' }} role="note">
              Not sent: {message.refused}
            </Text>
            <HStack gap="2">
              <Button size="xs" variant="outline" onClick={() => void retry()}>
                Retry
              </Button>
              <Button size="xs" variant="ghost" onClick={() => void discard()}>
                Discard
              </Button>
            </HStack>
          </Stack>
        )}
        {!editing && !removing && (canEdit || (admin && !message.removed && !message.own)) && (
          <HStack gap="2" justify={announcement ? 'center' : 'flex-start'}>
            {canEdit && (
              <Button
                size="2xs"
                variant="ghost"
                onClick={() => {
                  setDraft(message.message);
                  setEditing(true);
                }}
              >
                Edit
              </Button>
            )}
            {admin && !message.removed && !message.own && (
              <Button size="2xs" variant="ghost" colorPalette="red" onClick={() => setRemoving(true)}>
                Remove
              </Button>
            )}
          </HStack>
        )}
        {removing && (
          <HStack gap="2" wrap="wrap">
            <Input
              size="xs"
              aria-label="Reason for removal (kept for admins)"
              placeholder="Reason (optional)"
              value={reason}
              maxLength={CHAT.removeReasonMaxChars}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Button size="xs" colorPalette="red" onClick={() => void remove()}>
              Remove message
            </Button>
            <Button size="xs" variant="ghost" onClick={() => setRemoving(false)}>
              Cancel
            </Button>
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
