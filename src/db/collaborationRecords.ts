/**
 * Stored shapes of version 7 (issue 21, Collaboration and Community Chat). A workspace lives on this
 * device only until it is on a sync server; every record below names its workspace, so the
 * server's validate_doc_update (scripts/sync/design.mjs) checks the writer's role in it. Authors are
 * user names as the sync server knows them (`LOCAL_USER` before any sign-in).
 */
import type {
  ChatMessageType,
  SharedSnapshot,
  WorkspacePermissionLevel,
  WorkspaceRole,
  WorkspaceSettings,
} from '@/contract/types/collaboration';

type Stamps = { created_at: string; updated_at: string; sync_rev?: string };

export type WorkspaceRecord = Stamps & {
  id: string;
  name: string;
  description: string;
  status: 'active' | 'archived';
  settings: WorkspaceSettings;
  owner: string;
  /** 'device' until published to a sync server, then 'server'. */
  scope: 'device' | 'server';
};

/** One per member of a workspace; id `${workspace_id}:${username}`. */
export type WorkspaceMemberRecord = Stamps & {
  id: string;
  workspace_id: string;
  username: string;
  role: WorkspaceRole;
  invited_by: string;
};

/** A clustering result shared into a workspace; its snapshots are `shared_versions`. */
export type SharedItemRecord = Stamps & {
  id: string;
  workspace_id: string;
  item_type: 'clustering_result';
  /** The result it was shared from, on the sharer's device. */
  item_id: string;
  title: string;
  permission_level: WorkspacePermissionLevel;
  owner: string;
  latest_version: number;
};

export type SharedVersionRecord = Stamps & {
  id: string;
  workspace_id: string;
  shared_item_id: string;
  version: number;
  published_by: string;
  content_data: SharedSnapshot;
};

export type CommentRecord = Stamps & {
  id: string;
  workspace_id: string;
  shared_item_id: string;
  /** The cluster of the snapshot it is about, or null for the whole item. */
  cluster_id: string | null;
  cluster_name: string | null;
  author: string;
  content: string;
  mentions: string[];
  edited_at: string | null;
};

export type ChatMessageRecord = Stamps & {
  id: string;
  workspace_id: string;
  author: string;
  message: string;
  message_type: ChatMessageType;
  edited_at: string | null;
  /** Set by a moderator; the text is kept for admins with the reason. */
  removed_by: string | null;
  removed_reason: string | null;
};

/** Immutable: written with the action it records, never changed (the server refuses updates). */
export type ActivityRecord = Stamps & {
  id: string;
  workspace_id: string;
  action_type: string;
  description: string;
  user_name: string;
  /** The member an action is about (an invitation, a role change), for their notifications. */
  subject_user: string | null;
  /** The record it is about (a shared item, a comment). */
  target_id: string | null;
};

/** When a member last used a workspace on a synced device; id `${workspace_id}:${username}`. */
export type PresenceRecord = Stamps & {
  id: string;
  workspace_id: string;
  username: string;
  last_seen: string;
};

/** Which notifications were read on this device (device-only). */
export type NotificationReadRecord = { id: string; read_at: string };
