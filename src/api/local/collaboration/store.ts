/**
 * Reading and writing the collaboration tables (schema version 7): records to the contract's
 * shapes, the writer's role, the activity entry each action writes in its own transaction, and the
 * sync server's refusals shown beside the record they concern.
 */
import {
  db,
  newId,
  nowIso,
  type ActivityRecord,
  type CommentRecord,
  type SharedItemRecord,
  type WorkspaceMemberRecord,
  type WorkspaceRecord,
} from '@/db';
import type { ActivityEntry, Comment, SharedItem, Workspace, WorkspaceMember, WorkspaceRole } from '../../../contract';
import { ApiError } from '../../../contract/errors';
import { can } from '../../../contract/permissions';
import { COLLABORATION } from '../../../contract/vocabulary';

export const WORKSPACE_NOT_FOUND = 'Workspace not found: it may have been deleted, or you were removed from it.';

export const memberId = (workspaceId: string, username: string) => `${workspaceId}:${username}`;

/** Tables an action in a workspace writes, for one transaction. */
export const collaborationTables = () => [
  db.workspaces,
  db.workspace_members,
  db.shared_items,
  db.shared_versions,
  db.comments,
  db.activity,
  db.presence,
];

export const isManager = (role: WorkspaceRole | null) => role !== null && can(role, 'manage_members');
export const canEdit = (role: WorkspaceRole | null) => role !== null && can(role, 'edit_data');

/**
 * The name a user acts under in a workspace: their own, or in a workspace still on this device
 * only, the local user who made it there before anyone signed in.
 */
export async function actorIn(workspaceId: string, username: string): Promise<string | null> {
  if (await db.workspace_members.get(memberId(workspaceId, username))) return username;
  if (username === COLLABORATION.localUser) return null;
  const workspace = await db.workspaces.get(workspaceId);
  if (workspace?.scope !== 'device') return null;
  const local = await db.workspace_members.get(memberId(workspaceId, COLLABORATION.localUser));
  return local ? local.username : null;
}

export async function roleOf(workspaceId: string, username: string): Promise<WorkspaceRole | null> {
  const actor = await actorIn(workspaceId, username);
  return actor ? ((await db.workspace_members.get(memberId(workspaceId, actor)))?.role ?? null) : null;
}

/** The workspace and this user's role in it; 404 when either is missing. */
export async function workspaceFor(
  workspaceId: string,
  username: string,
): Promise<{ workspace: WorkspaceRecord; role: WorkspaceRole }> {
  const [workspace, role] = await Promise.all([db.workspaces.get(workspaceId), roleOf(workspaceId, username)]);
  if (!workspace || !role) throw new ApiError(404, WORKSPACE_NOT_FOUND);
  return { workspace, role };
}

export function requireRole(role: WorkspaceRole, allowed: (role: WorkspaceRole) => boolean, what: string): void {
  if (allowed(role)) return;
  throw new ApiError(
    403,
    role === 'viewer'
      ? `You are a viewer of this workspace, so you cannot ${what}: ask its owner or an admin for the editor role.`
      : `Only the workspace's owner or an admin can ${what}.`,
  );
}

export function toWorkspace(record: WorkspaceRecord, role: WorkspaceRole, memberCount: number): Workspace {
  return {
    workspace_id: record.id,
    name: record.name,
    description: record.description,
    role,
    member_count: memberCount,
    status: record.status,
    created_at: record.created_at,
    settings: record.settings,
    owner: record.owner,
    scope: record.scope,
  };
}

export async function membersOf(workspaceId: string): Promise<WorkspaceMember[]> {
  const [members, presence, messages] = await Promise.all([
    db.workspace_members.where('workspace_id').equals(workspaceId).toArray(),
    db.presence.where('workspace_id').equals(workspaceId).toArray(),
    db.chat_messages.where('workspace_id').equals(workspaceId).toArray(),
  ]);
  const lastSeen = new Map(presence.map((row) => [row.username, row.last_seen]));
  const counts = new Map<string, number>();
  for (const message of messages) counts.set(message.author, (counts.get(message.author) ?? 0) + 1);
  const order: Record<WorkspaceRole, number> = { owner: 0, admin: 1, editor: 2, viewer: 3 };
  return members
    .map((member: WorkspaceMemberRecord) => ({
      user_id: member.username,
      username: member.username,
      role: member.role,
      invited_by: member.invited_by,
      joined_at: member.created_at,
      last_seen: lastSeen.get(member.username) ?? null,
      message_count: counts.get(member.username) ?? 0,
    }))
    .sort((a, b) => order[a.role] - order[b.role] || a.username.localeCompare(b.username));
}

export const toActivity = (row: ActivityRecord): ActivityEntry => ({
  activity_id: row.id,
  action_type: row.action_type,
  description: row.description,
  user_name: row.user_name,
  timestamp: row.created_at,
});

/** Inside the action's transaction: its one immutable activity entry. */
export async function recordActivity(
  workspaceId: string,
  user: string,
  action: string,
  description: string,
  about: { subject_user?: string | null; target_id?: string | null } = {},
): Promise<void> {
  const now = nowIso();
  await db.activity.add({
    id: newId(),
    workspace_id: workspaceId,
    action_type: action,
    description,
    user_name: user,
    subject_user: about.subject_user ?? null,
    target_id: about.target_id ?? null,
    created_at: now,
    updated_at: now,
  });
}

/** The sync server's refusals of records of `table`, by record id. */
export async function refusalsOf(table: 'shared_items' | 'comments' | 'chat_messages'): Promise<Map<string, string>> {
  const refused = await db.outbox.where('table_name').equals(table).toArray();
  return new Map(refused.flatMap((entry) => (entry.refused ? [[entry.record_id, entry.refused] as const] : [])));
}

/** Records of `table` waiting to be pushed (not refused), by id. */
export async function waitingOf(table: 'chat_messages'): Promise<Set<string>> {
  const waiting = await db.outbox.where('table_name').equals(table).toArray();
  return new Set(waiting.filter((entry) => !entry.refused).map((entry) => entry.record_id));
}

export function toSharedItem(row: SharedItemRecord, comments: number, refused: string | null): SharedItem {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    item_type: row.item_type,
    item_id: row.item_id,
    title: row.title,
    shared_with: { permission_level: row.permission_level },
    owner: row.owner,
    latest_version: row.latest_version,
    created_at: row.created_at,
    updated_at: row.updated_at,
    comment_count: comments,
    refused,
  };
}

export const toComment = (row: CommentRecord, user: string, refused: string | null): Comment => ({
  id: row.id,
  shared_item_id: row.shared_item_id,
  cluster_id: row.cluster_id,
  cluster_name: row.cluster_name,
  author: row.author,
  content: row.content,
  mentions: row.mentions,
  created_at: row.created_at,
  edited_at: row.edited_at,
  own: row.author === user,
  refused,
});

/** `@name` mentions of members, in order of first mention. */
export function mentionsIn(text: string, members: readonly string[]): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/@([\p{L}\p{N}_.-]+)/gu)) {
    const name = match[1].replace(/[.-]+$/u, '');
    if (members.includes(name) && !found.includes(name)) found.push(name);
  }
  return found;
}

/** Marks this user's presence in a workspace (at most every few minutes, so it costs little sync). */
export async function touchPresence(workspaceId: string, username: string): Promise<void> {
  const id = memberId(workspaceId, username);
  const existing = await db.presence.get(id);
  const now = nowIso();
  if (existing && Date.parse(now) - Date.parse(existing.last_seen) < PRESENCE_EVERY_MS) return;
  await db.presence.put({
    id,
    workspace_id: workspaceId,
    username,
    last_seen: now,
    created_at: existing?.created_at ?? now,
    updated_at: now,
  });
}

const PRESENCE_EVERY_MS = 5 * 60_000;
