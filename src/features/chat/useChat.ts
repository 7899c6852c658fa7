import { useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '@/api/client';
import type {
  ChatMessage,
  ChatMessagesResponse,
  ChatStats,
  ChatUsersResponse,
  CollaborationIdentity,
  Workspace,
} from '@/contract';
import { CHAT } from '@/contract/vocabulary';
import { useRemote } from '@/hooks/useRemote';

export type Channels = { identity: CollaborationIdentity; workspaces: Workspace[] };

async function loadChannels(): Promise<Channels> {
  const identity = await api.get('/api/collaboration/me');
  const workspaces = await api.get(`/api/collaboration/users/${encodeURIComponent(identity.username)}/workspaces`);
  return { identity, workspaces };
}

const CHAT_LOAD_TOAST = { title: 'Chat Load Failed' } as const;

function useLiveRefresh(refresh: () => void) {
  useEffect(() => api.subscribe(['chat', 'collaboration', 'sync'], () => refresh()), [refresh]);
}

export function useChannels() {
  const remote = useRemote(loadChannels, { errorToast: CHAT_LOAD_TOAST, refreshOnPull: true });
  useLiveRefresh(remote.refresh);
  return remote;
}

type ChannelData = { page: ChatMessagesResponse; stats: ChatStats | null; users: ChatUsersResponse | null };

/** Stats and users fail silently (spec 001 §8): null keeps the messages usable. */
const silently = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((error: unknown) => {
    console.warn('Could not load chat details:', error);
    return null;
  });

/**
 * One channel: the newest 100 messages (live), earlier pages on demand, stats and members. The
 * screen keys it by workspace, so another channel starts with fresh state.
 */
export function useChannel(workspaceId: string) {
  const load = useCallback(async (): Promise<ChannelData> => {
    const query = `workspace_id=${encodeURIComponent(workspaceId)}`;
    const [page, stats, users] = await Promise.all([
      api.get(`/api/chat/messages?${query}&limit=${CHAT.pageSize}`),
      silently(api.get(`/api/chat/statistics?${query}`)),
      silently(api.get(`/api/chat/users?${query}`)),
    ]);
    return { page, stats, users };
  }, [workspaceId]);
  const remote = useRemote(load, { errorToast: CHAT_LOAD_TOAST });
  useLiveRefresh(remote.refresh);
  const [earlier, setEarlier] = useState<{ messages: ChatMessage[]; hasEarlier: boolean } | null>(null);
  const [loadingEarlier, setLoadingEarlier] = useState(false);

  const latest = remote.state.status === 'ready' ? remote.state.data.page : null;
  const messages = useMemo(() => {
    if (!latest) return [];
    const newest = new Set(latest.messages.map((message) => message.message_id));
    return [...(earlier?.messages.filter((message) => !newest.has(message.message_id)) ?? []), ...latest.messages];
  }, [latest, earlier]);
  const hasEarlier = earlier ? earlier.hasEarlier : (latest?.has_earlier ?? false);

  const loadEarlier = useCallback(async () => {
    const first = messages[0];
    if (!first) return;
    setLoadingEarlier(true);
    try {
      const page = await api.get(
        `/api/chat/messages?workspace_id=${encodeURIComponent(workspaceId)}&limit=${CHAT.pageSize}&before=${encodeURIComponent(first.timestamp)}`,
      );
      setEarlier((previous) => ({
        messages: [...page.messages, ...(previous?.messages ?? [])],
        hasEarlier: page.has_earlier,
      }));
    } finally {
      setLoadingEarlier(false);
    }
  }, [messages, workspaceId]);

  return { remote, messages, hasEarlier, loadEarlier, loadingEarlier };
}
