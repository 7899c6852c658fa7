import { useCallback, useEffect, useState } from 'react';
import { api } from '@/api/client';
import type { CollaborationIdentity, NotificationsResponse, Workspace } from '@/contract';
import { useRemote, type RemoteControls } from '@/hooks/useRemote';

export type CollaborationData = {
  identity: CollaborationIdentity;
  workspaces: Workspace[];
  notifications: NotificationsResponse;
};

const WORKSPACES_TOAST = { title: 'Error Loading Workspaces' } as const;

async function loadAll(): Promise<CollaborationData> {
  const identity = await api.get('/api/collaboration/me');
  const [workspaces, notifications] = await Promise.all([
    api.get(`/api/collaboration/users/${encodeURIComponent(identity.username)}/workspaces`),
    // Notifications fail silently (spec 002 §8): an empty list keeps the rest usable.
    api
      .get(`/api/collaboration/users/${encodeURIComponent(identity.username)}/notifications`)
      .catch((error: unknown): NotificationsResponse => {
        console.warn('Could not load notifications:', error);
        return { notifications: [], unread: 0 };
      }),
  ]);
  return { identity, workspaces, notifications };
}

/** Refreshes `refresh` when another tab, device (through sync) or the sync state changes the data. */
export function useCollaborationChanges(refresh: () => void): void {
  useEffect(() => api.subscribe(['collaboration', 'chat', 'sync'], () => refresh()), [refresh]);
}

/** Who I am, my workspaces and my notifications, kept fresh. */
export function useCollaboration(): RemoteControls<CollaborationData> {
  const remote = useRemote(loadAll, { errorToast: WORKSPACES_TOAST, refreshOnPull: true });
  useCollaborationChanges(remote.refresh);
  return remote;
}

/** A detail that depends on an id: reloads when the id changes or the data changes. */
export function useDetail<T>(id: string | null, load: (id: string) => Promise<T>, errorTitle: string) {
  const loader = useCallback(() => (id ? load(id) : Promise.resolve(null)), [id, load]);
  const [toast] = useState(() => ({ title: errorTitle }));
  const remote = useRemote<T | null>(loader, { errorToast: toast });
  useCollaborationChanges(remote.refresh);
  return remote;
}
