/**
 * Collaboration and Community Chat (spec 002 §2.5, §3, §7; spec 001 §2.5, §3, §7; issue 21). People
 * are the sync server's signed-in users; before any sign-in the one user is `you` on this device.
 * A workspace's `scope` says whether it is shared through the sync server or on this device only.
 */

export type WorkspaceRole = 'owner' | 'admin' | 'editor' | 'viewer';
export type WorkspacePermissionLevel = 'viewer' | 'editor';
export type WorkspaceScope = 'device' | 'server';

export type WorkspaceSettings = {
  allow_public_sharing: boolean;
  require_approval_for_joins: boolean;
  default_permission_level: WorkspacePermissionLevel;
};

/** Who is using the app: the sync server's user name, or the local user when not signed in. */
export type CollaborationIdentity = {
  user_id: string;
  username: string;
  /** True while signed in to a sync server: workspaces can be shared. */
  connected: boolean;
  server_url: string | null;
  /** Where the workspace database's roles say this user may create workspaces. */
  can_create_on_server: boolean;
};

export type WorkspaceMember = {
  user_id: string;
  username: string;
  role: WorkspaceRole;
  invited_by: string;
  joined_at: string;
  /** The last time this member used the workspace on a synced device (no live presence). */
  last_seen: string | null;
  message_count: number;
};

export type ActivityEntry = {
  activity_id: string;
  action_type: string;
  description: string;
  user_name: string;
  timestamp: string;
};

export type Workspace = {
  workspace_id: string;
  name: string;
  description: string;
  /** This user's role in it. */
  role: WorkspaceRole;
  member_count: number;
  status: 'active' | 'archived';
  created_at: string;
  settings: WorkspaceSettings;
  owner: string;
  scope: WorkspaceScope;
};

export type WorkspaceDetails = {
  workspace: Workspace;
  members: WorkspaceMember[];
  recent_activity: ActivityEntry[];
};

export type CreateWorkspaceRequest = {
  name: string;
  description?: string;
  settings?: Partial<WorkspaceSettings>;
};

export type InviteMemberRequest = { username: string; role: WorkspaceRole };
export type ChangeRoleRequest = { role: WorkspaceRole };

/** GET /api/collaboration/workspaces/{id}/members: every member with role and last seen. */
export type WorkspaceMembersResponse = { workspace_id: string; members: WorkspaceMember[] };

/** A cluster as a snapshot keeps it: enough to read and to copy, not the whole engine output. */
export type SharedCluster = {
  id: string;
  name: string;
  intent: string;
  keyword_count: number;
  total_volume: number | null;
  avg_difficulty: number | null;
  keywords: { keyword: string; volume: number | null }[];
};

export type SharedSnapshot = {
  result_name: string;
  total_keywords: number;
  total_clusters: number;
  total_search_volume: number | null;
  clusters: SharedCluster[];
};

/** Why the sync server refused a change of this record, in its words; null when it did not. */
export type SyncRefusalText = string | null;

export type SharedItem = {
  id: string;
  workspace_id: string;
  item_type: 'clustering_result';
  item_id: string;
  title: string;
  shared_with: { permission_level: WorkspacePermissionLevel };
  owner: string;
  latest_version: number;
  created_at: string;
  updated_at: string;
  comment_count: number;
  refused: SyncRefusalText;
};

export type SharedItemVersion = { version: number; published_by: string; created_at: string };

export type SharedItemDetails = SharedItem & {
  versions: SharedItemVersion[];
  version: number;
  content_data: SharedSnapshot;
  /** Whether this user may publish a new version. */
  can_publish: boolean;
};

export type ShareRequest = {
  item_type: 'clustering_result';
  /** The clustering result to share; the current one when absent. */
  item_id?: string;
  title: string;
  shared_with: { permission_level: WorkspacePermissionLevel };
};

/** The new project, and the snapshot's keywords for the clustering text area. */
export type CopySharedItemResponse = { project_id: string; name: string; keywords: string[] };

export type Comment = {
  id: string;
  shared_item_id: string;
  cluster_id: string | null;
  cluster_name: string | null;
  author: string;
  content: string;
  mentions: string[];
  created_at: string;
  edited_at: string | null;
  own: boolean;
  refused: SyncRefusalText;
};

export type CommentRequest = { content: string; cluster_id?: string | null };
export type CommentEditRequest = { content: string };

export type Notification = {
  notification_id: string;
  kind: 'comment' | 'mention' | 'share' | 'role';
  title: string;
  message: string;
  created_at: string;
  read_status: 'read' | 'unread';
  workspace_id: string;
};

export type NotificationsResponse = { notifications: Notification[]; unread: number };
export type MarkReadRequest = { ids?: string[]; all?: boolean };

// ---- Community Chat (spec 001 §3) ----

/** A user-sent message travels as `user`; `admin` is never stored: it is the author's role. */
export type ChatMessageType = 'user' | 'announcement';

/** `waiting`: typed offline or not yet pushed; `refused`: the server said no (see `refused`). */
export type ChatDelivery = 'local' | 'waiting' | 'sent' | 'refused';

export type ChatMessage = {
  message_id: string;
  workspace_id: string;
  user_id: string;
  username: string;
  message: string;
  /** announcement, admin (the author is an owner or admin of the workspace) or normal. */
  message_type: 'announcement' | 'admin' | 'normal';
  timestamp: string;
  edited: boolean;
  edited_at: string | null;
  own: boolean;
  /** Set when a moderator removed it; `message` is then empty for non-admins. */
  removed: { by: string; reason: string | null } | null;
  delivery: ChatDelivery;
  refused: SyncRefusalText;
  /** Until when its author may still edit it (15 minutes after sending). */
  editable_until: string;
};

export type ChatMessagesResponse = { messages: ChatMessage[]; has_earlier: boolean; total: number };

export type ChatStats = {
  total_messages: number;
  active_users: number;
  messages_today: number;
  total_users: number;
};

export type ChatMember = {
  user_id: string;
  username: string;
  user_type: 'admin' | 'member';
  /** Always false: a static app has no live presence; `last_seen` comes from sync. */
  is_online: boolean;
  last_seen: string | null;
  message_count: number;
};

export type ChatUsersResponse = { users: ChatMember[]; total: number };

export type ChatSendRequest = {
  workspace_id: string;
  message: string;
  message_type?: ChatMessageType;
  user_id?: string;
  username?: string;
};

export type ChatEditRequest = { new_content: string };
export type ChatRemoveRequest = { reason?: string };
