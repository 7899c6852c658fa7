/**
 * /api/collaboration (spec 002 §7, issue 21): workspaces, members and roles, shared results with
 * versions, comments, notifications and activity. Every action writes its activity entry in its own
 * transaction. On a sync server, member and role changes are written to the server's roles first
 * (src/api/local/collaboration/server.ts), so the server enforces what the screen shows.
 */
import { db, newId, nowIso, type SharedItemRecord, type WorkspaceRecord } from '@/db';
import type {
  Comment,
  Notification,
  NotificationsResponse,
  SharedItemDetails,
  WorkspaceDetails,
  WorkspacePermissionLevel,
  WorkspaceRole,
  WorkspaceSettings,
} from '../../../contract';
import { ApiError } from '../../../contract/errors';
import { COLLABORATION } from '../../../contract/vocabulary';
import { syncEngine } from '../../sync/engine';
import { appendAudit } from '../enterprise/audit';
import { currentResultId, loadResult } from '../clustering/store';
import { currentIdentity, serverError, writeServerWorkspaceRoles, type RoleMap } from '../collaboration/server';
import { snapshotOf } from '../collaboration/snapshot';
import {
  canEdit,
  collaborationTables,
  isManager,
  memberId,
  membersOf,
  mentionsIn,
  recordActivity,
  refusalsOf,
  requireRole,
  toActivity,
  toComment,
  toSharedItem,
  toWorkspace,
  touchPresence,
  workspaceFor,
  WORKSPACE_NOT_FOUND,
} from '../collaboration/store';
import type { RouteModule } from '../types';
import { bodyObject, charLength } from '../validate';

/** Team changes also go to the enterprise audit log, in the same transaction, whichever tab made them. */
const auditTables = () => [...collaborationTables(), db.audit_log];
const auditActor = (username: string) => ({ id: `user:${username}`, name: username, signed_in: true });

function requiredText(value: unknown, max: number, missing: string, label: string): string {
  if (value !== undefined && value !== null && typeof value !== 'string')
    throw new ApiError(400, `${label} must be text`);
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') throw new ApiError(400, missing);
  if (charLength(text) > max)
    throw new ApiError(400, `${label} must be ${max.toLocaleString('en-US')} characters or fewer`);
  return text;
}

function optionalText(value: unknown, max: number, label: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new ApiError(400, `${label} must be text`);
  const text = value.trim();
  if (charLength(text) > max)
    throw new ApiError(400, `${label} must be ${max.toLocaleString('en-US')} characters or fewer`);
  return text;
}

function roleValue(value: unknown): WorkspaceRole {
  if (typeof value === 'string' && (COLLABORATION.roles as readonly string[]).includes(value))
    return value as WorkspaceRole;
  throw new ApiError(400, 'Role must be one of owner, admin, editor or viewer');
}

function permissionValue(value: unknown, fallback: WorkspacePermissionLevel): WorkspacePermissionLevel {
  if (value === undefined || value === null) return fallback;
  if (value === 'viewer' || value === 'editor') return value;
  throw new ApiError(400, 'Permission level must be viewer or editor');
}

function settingsValue(value: unknown): WorkspaceSettings {
  const input = value === undefined || value === null ? {} : bodyObject(value);
  const defaults = COLLABORATION.defaultSettings;
  const flag = (key: 'allow_public_sharing' | 'require_approval_for_joins') => {
    const given = input[key];
    if (given === undefined) return defaults[key];
    if (typeof given !== 'boolean') throw new ApiError(400, `${key} must be true or false`);
    return given;
  };
  return {
    allow_public_sharing: flag('allow_public_sharing'),
    require_approval_for_joins: flag('require_approval_for_joins'),
    default_permission_level: permissionValue(input.default_permission_level, defaults.default_permission_level),
  };
}

/** User names as the sync server knows them: no spaces at the ends, no colon (ids use one). */
function usernameValue(value: unknown): string {
  const name = requiredText(value, 100, 'Please enter the username of the person to invite', 'Username');
  if (name.includes(':')) throw new ApiError(400, 'A username cannot contain ":"');
  return name;
}

const meOf = async (userId: string | undefined) => {
  const identity = await currentIdentity();
  if (userId && userId !== 'me' && userId !== identity.username)
    throw new ApiError(403, `You are signed in as ${identity.username}: this app shows only your own workspaces.`);
  return identity;
};

async function details(workspace: WorkspaceRecord, role: WorkspaceRole): Promise<WorkspaceDetails> {
  const [members, activity] = await Promise.all([
    membersOf(workspace.id),
    db.activity.where('workspace_id').equals(workspace.id).toArray(),
  ]);
  const recent = activity
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, COLLABORATION.recentActivity);
  return { workspace: toWorkspace(workspace, role, members.length), members, recent_activity: recent.map(toActivity) };
}

/** The roles a server workspace has after `change`, written to the server before the device. */
async function pushRoles(workspace: WorkspaceRecord, change: (roles: RoleMap) => RoleMap): Promise<void> {
  if (workspace.scope !== 'server') return;
  const remote = await syncEngine.workspaceDatabase();
  if (!remote)
    throw new ApiError(
      409,
      'This workspace is shared through the sync server: connect (Sync in the header) to change its members.',
    );
  const members = await db.workspace_members.where('workspace_id').equals(workspace.id).toArray();
  const roles = change(Object.fromEntries(members.map((member) => [member.username, member.role])));
  await writeServerWorkspaceRoles(remote, workspace.id, roles).catch((error: unknown) =>
    serverError(error, 'the change'),
  );
}

/**
 * A workspace made on this device goes to the server under the signed-in user's name: its records,
 * written by the local user, are rewritten as theirs and queued again (the server refused them while
 * the workspace was unknown to it), in one transaction.
 */
async function publishOnDevice(workspace: WorkspaceRecord, username: string): Promise<void> {
  const id = workspace.id;
  const was = (name: string) => (name === workspace.owner ? username : name);
  const now = nowIso();
  await db.transaction('rw', [...collaborationTables(), db.chat_messages], async () => {
    await db.workspaces.put({ ...workspace, owner: username, scope: 'server', updated_at: now });
    for (const member of await db.workspace_members.where('workspace_id').equals(id).toArray()) {
      await db.workspace_members.delete(member.id);
      const name = was(member.username);
      await db.workspace_members.put({ ...member, id: memberId(id, name), username: name, updated_at: now });
    }
    for (const row of await db.presence.where('workspace_id').equals(id).toArray()) {
      await db.presence.delete(row.id);
      const name = was(row.username);
      await db.presence.put({ ...row, id: memberId(id, name), username: name, updated_at: now });
    }
    for (const row of await db.shared_items.where('workspace_id').equals(id).toArray())
      await db.shared_items.put({ ...row, owner: was(row.owner), updated_at: now });
    for (const row of await db.shared_versions.where('workspace_id').equals(id).toArray())
      await db.shared_versions.put({ ...row, published_by: was(row.published_by), updated_at: now });
    for (const row of await db.comments.where('workspace_id').equals(id).toArray())
      await db.comments.put({ ...row, author: was(row.author), updated_at: now });
    for (const row of await db.chat_messages.where('workspace_id').equals(id).toArray())
      await db.chat_messages.put({ ...row, author: was(row.author), updated_at: now });
    for (const row of await db.activity.where('workspace_id').equals(id).toArray())
      await db.activity.put({ ...row, user_name: was(row.user_name), updated_at: now });
    await recordActivity(id, username, 'workspace_published', `${username} published the workspace to the sync server`);
  });
}

async function sharedItemFor(id: string, username: string): Promise<{ item: SharedItemRecord; role: WorkspaceRole }> {
  const item = await db.shared_items.get(id);
  if (!item) throw new ApiError(404, 'Shared item not found: it may have been removed.');
  const { role } = await workspaceFor(item.workspace_id, username);
  return { item, role };
}

const canPublish = (item: SharedItemRecord, role: WorkspaceRole, username: string) =>
  canEdit(role) && (isManager(role) || item.owner === username || item.permission_level === 'editor');

async function currentSnapshot(itemId: string | undefined) {
  const resultId = itemId ?? (await currentResultId());
  if (!resultId) throw new ApiError(400, 'No Data to Share: run a keyword clustering first, then share its result.');
  return { resultId, snapshot: snapshotOf(await loadResult(resultId)) };
}

async function itemDetails(item: SharedItemRecord, role: WorkspaceRole, username: string, version?: number) {
  const versions = (await db.shared_versions.where('shared_item_id').equals(item.id).toArray()).sort(
    (a, b) => b.version - a.version,
  );
  const chosen = versions.find((row) => row.version === version) ?? versions[0];
  if (!chosen) throw new ApiError(404, 'This shared item has no version on this device yet: wait for sync.');
  const [comments, refusals] = await Promise.all([
    db.comments.where('shared_item_id').equals(item.id).count(),
    refusalsOf('shared_items'),
  ]);
  const details: SharedItemDetails = {
    ...toSharedItem(item, comments, refusals.get(item.id) ?? null),
    versions: versions.map((row) => ({
      version: row.version,
      published_by: row.published_by,
      created_at: row.created_at,
    })),
    version: chosen.version,
    content_data: chosen.content_data,
    can_publish: canPublish(item, role, username),
  };
  return details;
}

async function commentFor(id: string, username: string) {
  const comment = await db.comments.get(id);
  if (!comment) throw new ApiError(404, 'Comment not found: it may have been deleted.');
  const { role } = await workspaceFor(comment.workspace_id, username);
  return { comment, role };
}

async function notificationsFor(username: string): Promise<NotificationsResponse> {
  const memberships = await db.workspace_members.where('username').equals(username).toArray();
  const workspaceIds = memberships.map((member) => member.workspace_id);
  const [activity, comments, messages, items, workspaces, reads] = await Promise.all([
    db.activity.where('workspace_id').anyOf(workspaceIds).toArray(),
    db.comments.where('workspace_id').anyOf(workspaceIds).toArray(),
    db.chat_messages.where('workspace_id').anyOf(workspaceIds).toArray(),
    db.shared_items.where('workspace_id').anyOf(workspaceIds).toArray(),
    db.workspaces.bulkGet(workspaceIds),
    db.notification_reads.toArray(),
  ]);
  const read = new Set(reads.map((row) => row.id));
  const names = new Map(workspaces.flatMap((row) => (row ? [[row.id, row.name] as const] : [])));
  const itemsById = new Map(items.map((item) => [item.id, item]));
  const list: Omit<Notification, 'read_status'>[] = [];
  const where = (workspaceId: string) => names.get(workspaceId) ?? 'a workspace';
  for (const entry of activity) {
    if (entry.user_name === username) continue;
    if (entry.action_type === 'item_shared' || entry.action_type === 'version_published') {
      list.push({
        notification_id: `activity:${entry.id}`,
        kind: 'share',
        title: entry.action_type === 'item_shared' ? 'New shared result' : 'New version',
        message: `${entry.description} (${where(entry.workspace_id)})`,
        created_at: entry.created_at,
        workspace_id: entry.workspace_id,
      });
    } else if (entry.subject_user === username && ['member_invited', 'role_changed'].includes(entry.action_type)) {
      list.push({
        notification_id: `activity:${entry.id}`,
        kind: 'role',
        title: entry.action_type === 'member_invited' ? 'You were added to a workspace' : 'Your role changed',
        message: `${entry.description} (${where(entry.workspace_id)})`,
        created_at: entry.created_at,
        workspace_id: entry.workspace_id,
      });
    }
  }
  for (const comment of comments) {
    if (comment.author === username) continue;
    const item = itemsById.get(comment.shared_item_id);
    if (comment.mentions.includes(username)) {
      list.push({
        notification_id: `mention:${comment.id}`,
        kind: 'mention',
        title: 'You were mentioned',
        message: `${comment.author} mentioned you on "${item?.title ?? 'a shared item'}": ${comment.content.slice(0, 140)}`,
        created_at: comment.created_at,
        workspace_id: comment.workspace_id,
      });
    } else if (item?.owner === username) {
      list.push({
        notification_id: `comment:${comment.id}`,
        kind: 'comment',
        title: 'New comment',
        message: `${comment.author} commented on "${item.title}": ${comment.content.slice(0, 140)}`,
        created_at: comment.created_at,
        workspace_id: comment.workspace_id,
      });
    }
  }
  const mention = new RegExp(`@${username.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_])`, 'u');
  for (const message of messages) {
    if (message.author === username || message.removed_by || !mention.test(message.message)) continue;
    list.push({
      notification_id: `mention:${message.id}`,
      kind: 'mention',
      title: 'You were mentioned in chat',
      message: `${message.author} in ${where(message.workspace_id)}: ${message.message.slice(0, 140)}`,
      created_at: message.created_at,
      workspace_id: message.workspace_id,
    });
  }
  const notifications = list
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, 100)
    .map((entry): Notification => ({ ...entry, read_status: read.has(entry.notification_id) ? 'read' : 'unread' }));
  return { notifications, unread: notifications.filter((entry) => entry.read_status === 'unread').length };
}

export const collaborationRoutes = {
  'GET /api/collaboration/me': () => currentIdentity(),

  'GET /api/collaboration/users/{userId}/workspaces': async ({ params }) => {
    const me = await meOf(params.userId);
    const names = [...new Set([me.username, COLLABORATION.localUser])];
    const memberships = await db.workspace_members.where('username').anyOf(names).toArray();
    const workspaces = await db.workspaces.bulkGet(memberships.map((member) => member.workspace_id));
    const seen = new Set<string>();
    const rows = await Promise.all(
      memberships.map(async (member, index) => {
        const workspace = workspaces[index];
        // The local user's workspaces stay listed after signing in while they are on this device only.
        if (!workspace || (member.username !== me.username && workspace.scope !== 'device')) return null;
        if (seen.has(workspace.id)) return null;
        seen.add(workspace.id);
        const count = await db.workspace_members.where('workspace_id').equals(workspace.id).count();
        return toWorkspace(workspace, member.role, count);
      }),
    );
    return rows.flatMap((row) => (row ? [row] : [])).sort((a, b) => b.created_at.localeCompare(a.created_at));
  },

  'POST /api/collaboration/workspaces': {
    changes: ['collaboration'],
    handle: async ({ body }) => {
      const input = bodyObject(body);
      const name = requiredText(
        input.name,
        COLLABORATION.nameMaxChars,
        'Please enter a workspace name',
        'Workspace name',
      );
      const description = optionalText(input.description, COLLABORATION.descriptionMaxChars, 'Description');
      const settings = settingsValue(input.settings);
      const me = await currentIdentity();
      const id = newId();
      if (me.connected) {
        const remote = await syncEngine.workspaceDatabase();
        if (!remote || !me.can_create_on_server)
          throw new ApiError(
            403,
            'Only an owner or admin of the sync server’s workspace database can create workspaces on it: ask one of them to create it and invite you, or disconnect to create one on this device only.',
          );
        await writeServerWorkspaceRoles(remote, id, { [me.username]: 'owner' }).catch((error: unknown) =>
          serverError(error, 'the workspace'),
        );
      }
      const now = nowIso();
      const record: WorkspaceRecord = {
        id,
        name,
        description,
        status: 'active',
        settings,
        owner: me.username,
        scope: me.connected ? 'server' : 'device',
        created_at: now,
        updated_at: now,
      };
      await db.transaction('rw', collaborationTables(), async () => {
        await db.workspaces.add(record);
        await db.workspace_members.add({
          id: memberId(id, me.username),
          workspace_id: id,
          username: me.username,
          role: 'owner',
          invited_by: me.username,
          created_at: now,
          updated_at: now,
        });
        await recordActivity(id, me.username, 'workspace_created', `${me.username} created the workspace "${name}"`);
        await touchPresence(id, me.username);
      });
      return toWorkspace(record, 'owner', 1);
    },
  },

  'GET /api/collaboration/workspaces/{id}': async ({ params }) => {
    const me = await currentIdentity();
    const { workspace, role } = await workspaceFor(params.id, me.username);
    return details(workspace, role);
  },

  'POST /api/collaboration/workspaces/{id}/publish': {
    changes: ['collaboration', 'chat'],
    handle: async ({ params }) => {
      const me = await currentIdentity();
      const workspace = await db.workspaces.get(params.id);
      if (!workspace) throw new ApiError(404, WORKSPACE_NOT_FOUND);
      if (workspace.scope === 'server') throw new ApiError(409, 'This workspace is already on the sync server.');
      const remote = await syncEngine.workspaceDatabase();
      if (!remote || !me.connected)
        throw new ApiError(409, 'Connect to a sync server first (Sync in the header), then publish the workspace.');
      if (!me.can_create_on_server)
        throw new ApiError(
          403,
          'Only an owner or admin of the sync server’s workspace database can publish workspaces to it: ask one of them.',
        );
      await writeServerWorkspaceRoles(remote, workspace.id, { [me.username]: 'owner' }).catch((error: unknown) =>
        serverError(error, 'publishing'),
      );
      await publishOnDevice(workspace, me.username);
      const published = await db.workspaces.get(workspace.id);
      if (!published) throw new ApiError(404, WORKSPACE_NOT_FOUND);
      return details(published, 'owner');
    },
  },

  'GET /api/collaboration/workspaces/{id}/members': async ({ params }) => {
    const me = await currentIdentity();
    await workspaceFor(params.id, me.username);
    return { workspace_id: params.id, members: await membersOf(params.id) };
  },

  'POST /api/collaboration/workspaces/{id}/seen': {
    changes: ['collaboration'],
    handle: async ({ params }) => {
      const me = await currentIdentity();
      await workspaceFor(params.id, me.username);
      await db.transaction('rw', db.presence, () => touchPresence(params.id, me.username));
      return { last_seen: (await db.presence.get(memberId(params.id, me.username)))?.last_seen ?? nowIso() };
    },
  },

  'POST /api/collaboration/workspaces/{id}/members': {
    changes: ['collaboration'],
    handle: async ({ params, body }) => {
      const input = bodyObject(body);
      const me = await currentIdentity();
      const { workspace, role } = await workspaceFor(params.id, me.username);
      requireRole(role, isManager, 'invite members');
      const username = usernameValue(input.username);
      const newRole = roleValue(input.role);
      if (newRole === 'owner') throw new ApiError(400, 'A workspace has one owner: invite as admin, editor or viewer.');
      if (await db.workspace_members.get(memberId(workspace.id, username)))
        throw new ApiError(409, `${username} is already a member of this workspace: change their role instead.`);
      if (workspace.scope === 'device')
        throw new ApiError(
          409,
          'This workspace is on this device only: connect to a sync server (Sync in the header) and create the workspace there to invite people.',
        );
      await pushRoles(workspace, (roles) => ({ ...roles, [username]: newRole }));
      const now = nowIso();
      await db.transaction('rw', auditTables(), async () => {
        await appendAudit(workspace.id, auditActor(me.username), 'member.invited', username, `Invited as ${newRole}`);
        await db.workspace_members.add({
          id: memberId(workspace.id, username),
          workspace_id: workspace.id,
          username,
          role: newRole,
          invited_by: me.username,
          created_at: now,
          updated_at: now,
        });
        await recordActivity(
          workspace.id,
          me.username,
          'member_invited',
          `${me.username} added ${username} as ${newRole}`,
          {
            subject_user: username,
          },
        );
      });
      return details(workspace, role);
    },
  },

  'PUT /api/collaboration/workspaces/{id}/members/{username}': {
    changes: ['collaboration'],
    handle: async ({ params, body }) => {
      const me = await currentIdentity();
      const { workspace, role } = await workspaceFor(params.id, me.username);
      requireRole(role, isManager, 'change roles');
      const member = await db.workspace_members.get(memberId(workspace.id, params.username));
      if (!member) throw new ApiError(404, `${params.username} is not a member of this workspace.`);
      const newRole = roleValue(bodyObject(body).role);
      if (member.role === 'owner' || newRole === 'owner')
        throw new ApiError(400, 'The owner’s role cannot change, and a workspace has one owner.');
      await pushRoles(workspace, (roles) => ({ ...roles, [member.username]: newRole }));
      await db.transaction('rw', auditTables(), async () => {
        await appendAudit(
          workspace.id,
          auditActor(me.username),
          'role.changed',
          member.username,
          `Role changed from ${member.role} to ${newRole}`,
        );
        await db.workspace_members.put({ ...member, role: newRole, updated_at: nowIso() });
        await recordActivity(
          workspace.id,
          me.username,
          'role_changed',
          `${me.username} changed ${member.username}’s role from ${member.role} to ${newRole}`,
          { subject_user: member.username },
        );
      });
      return details(workspace, role);
    },
  },

  'DELETE /api/collaboration/workspaces/{id}/members/{username}': {
    changes: ['collaboration'],
    handle: async ({ params }) => {
      const me = await currentIdentity();
      const { workspace, role } = await workspaceFor(params.id, me.username);
      requireRole(role, isManager, 'remove members');
      const member = await db.workspace_members.get(memberId(workspace.id, params.username));
      if (!member) throw new ApiError(404, `${params.username} is not a member of this workspace.`);
      if (member.role === 'owner') throw new ApiError(400, 'The owner cannot be removed from the workspace.');
      await pushRoles(workspace, (roles) => {
        const rest = { ...roles };
        delete rest[member.username];
        return rest;
      });
      await db.transaction('rw', auditTables(), async () => {
        await appendAudit(
          workspace.id,
          auditActor(me.username),
          'member.removed',
          member.username,
          `Was ${member.role}`,
        );
        await db.workspace_members.delete(member.id);
        await recordActivity(workspace.id, me.username, 'member_removed', `${me.username} removed ${member.username}`, {
          subject_user: member.username,
        });
      });
      return details(workspace, role);
    },
  },

  'GET /api/collaboration/workspaces/{id}/activity': async ({ params }) => {
    const me = await currentIdentity();
    await workspaceFor(params.id, me.username);
    const rows = await db.activity.where('workspace_id').equals(params.id).toArray();
    return rows.sort((a, b) => b.created_at.localeCompare(a.created_at)).map(toActivity);
  },

  'GET /api/collaboration/workspaces/{id}/shared-items': async ({ params }) => {
    const me = await currentIdentity();
    await workspaceFor(params.id, me.username);
    const [items, comments, refusals] = await Promise.all([
      db.shared_items.where('workspace_id').equals(params.id).toArray(),
      db.comments.where('workspace_id').equals(params.id).toArray(),
      refusalsOf('shared_items'),
    ]);
    const counts = new Map<string, number>();
    for (const comment of comments) counts.set(comment.shared_item_id, (counts.get(comment.shared_item_id) ?? 0) + 1);
    return items
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((item) => toSharedItem(item, counts.get(item.id) ?? 0, refusals.get(item.id) ?? null));
  },

  'POST /api/collaboration/share': {
    changes: ['collaboration'],
    handle: async ({ body, query }) => {
      const input = bodyObject(body);
      const workspaceId = typeof query.workspace_id === 'string' ? query.workspace_id : '';
      if (!workspaceId) throw new ApiError(400, 'No Data to Share: select a workspace to share into.');
      const me = await currentIdentity();
      const { workspace, role } = await workspaceFor(workspaceId, me.username);
      requireRole(role, canEdit, 'share results');
      const { resultId, snapshot } = await currentSnapshot(
        typeof input.item_id === 'string' ? input.item_id : undefined,
      );
      const title = optionalText(input.title, COLLABORATION.titleMaxChars, 'Title') || snapshot.result_name;
      const sharedWith = input.shared_with === undefined ? {} : bodyObject(input.shared_with);
      const permission = permissionValue(sharedWith.permission_level, workspace.settings.default_permission_level);
      const now = nowIso();
      const item: SharedItemRecord = {
        id: newId(),
        workspace_id: workspace.id,
        item_type: 'clustering_result',
        item_id: resultId,
        title,
        permission_level: permission,
        owner: me.username,
        latest_version: 1,
        created_at: now,
        updated_at: now,
      };
      await db.transaction('rw', collaborationTables(), async () => {
        await db.shared_items.add(item);
        await db.shared_versions.add({
          id: newId(),
          workspace_id: workspace.id,
          shared_item_id: item.id,
          version: 1,
          published_by: me.username,
          content_data: snapshot,
          created_at: now,
          updated_at: now,
        });
        await recordActivity(
          workspace.id,
          me.username,
          'item_shared',
          `${me.username} shared "${title}" (${snapshot.total_clusters} clusters, ${snapshot.total_keywords} keywords)`,
          { target_id: item.id },
        );
      });
      return toSharedItem(item, 0, null);
    },
  },

  'GET /api/collaboration/shared-items/{id}': async ({ params, query }) => {
    const me = await currentIdentity();
    const { item, role } = await sharedItemFor(params.id, me.username);
    const version = query.version ? Number.parseInt(query.version, 10) : undefined;
    return itemDetails(item, role, me.username, version);
  },

  'POST /api/collaboration/shared-items/{id}/versions': {
    changes: ['collaboration'],
    handle: async ({ params }) => {
      const me = await currentIdentity();
      const { item, role } = await sharedItemFor(params.id, me.username);
      if (!canPublish(item, role, me.username))
        requireRole(role === 'viewer' ? role : 'editor', () => false, 'publish a new version of this item');
      const { snapshot } = await currentSnapshot(undefined);
      const now = nowIso();
      const version = item.latest_version + 1;
      const updated: SharedItemRecord = { ...item, latest_version: version, updated_at: now };
      await db.transaction('rw', collaborationTables(), async () => {
        await db.shared_items.put(updated);
        await db.shared_versions.add({
          id: newId(),
          workspace_id: item.workspace_id,
          shared_item_id: item.id,
          version,
          published_by: me.username,
          content_data: snapshot,
          created_at: now,
          updated_at: now,
        });
        await recordActivity(
          item.workspace_id,
          me.username,
          'version_published',
          `${me.username} published version ${version} of "${item.title}"`,
          { target_id: item.id, subject_user: item.owner },
        );
      });
      return itemDetails(updated, role, me.username, version);
    },
  },

  'POST /api/collaboration/shared-items/{id}/copy': {
    changes: ['projects', 'collaboration'],
    handle: async ({ params, query }) => {
      const me = await currentIdentity();
      const { item, role } = await sharedItemFor(params.id, me.username);
      const version = query.version ? Number.parseInt(query.version, 10) : undefined;
      const shown = await itemDetails(item, role, me.username, version);
      const snapshot = shown.content_data;
      const now = nowIso();
      const projectId = newId();
      const name = `${item.title} (copy of version ${shown.version})`;
      await db.transaction('rw', [db.projects, ...collaborationTables()], async () => {
        await db.projects.add({
          id: projectId,
          name,
          description: `Copied from the workspace's shared item "${item.title}", version ${shown.version}.`,
          target_location: 'US',
          target_language: 'en',
          total_keywords: snapshot.total_keywords,
          total_clusters: snapshot.total_clusters,
          created_at: now,
          updated_at: now,
        });
        await recordActivity(
          item.workspace_id,
          me.username,
          'item_copied',
          `${me.username} copied "${item.title}" to their projects`,
          {
            target_id: item.id,
          },
        );
      });
      const keywords = snapshot.clusters.flatMap((cluster) => cluster.keywords.map((keyword) => keyword.keyword));
      return { project_id: projectId, name, keywords };
    },
  },

  'GET /api/collaboration/shared-items/{id}/comments': async ({ params }): Promise<Comment[]> => {
    const me = await currentIdentity();
    await sharedItemFor(params.id, me.username);
    const [rows, refusals] = await Promise.all([
      db.comments.where('shared_item_id').equals(params.id).toArray(),
      refusalsOf('comments'),
    ]);
    return rows
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map((row) => toComment(row, me.username, refusals.get(row.id) ?? null));
  },

  'POST /api/collaboration/shared-items/{id}/comments': {
    changes: ['collaboration'],
    handle: async ({ params, body }) => {
      const input = bodyObject(body);
      const content = requiredText(input.content, COLLABORATION.commentMaxChars, 'Please enter a comment', 'Comment');
      const me = await currentIdentity();
      const { item } = await sharedItemFor(params.id, me.username);
      let clusterName: string | null = null;
      const clusterId = typeof input.cluster_id === 'string' && input.cluster_id !== '' ? input.cluster_id : null;
      if (clusterId) {
        const versions = await db.shared_versions.where('shared_item_id').equals(item.id).toArray();
        const cluster = versions.flatMap((row) => row.content_data.clusters).find((entry) => entry.id === clusterId);
        if (!cluster) throw new ApiError(400, 'That cluster is not in this shared item: choose one of its clusters.');
        clusterName = cluster.name;
      }
      const members = (await membersOf(item.workspace_id)).map((member) => member.username);
      const now = nowIso();
      const row = {
        id: newId(),
        workspace_id: item.workspace_id,
        shared_item_id: item.id,
        cluster_id: clusterId,
        cluster_name: clusterName,
        author: me.username,
        content,
        mentions: mentionsIn(content, members).filter((name) => name !== me.username),
        edited_at: null,
        created_at: now,
        updated_at: now,
      };
      await db.transaction('rw', collaborationTables(), async () => {
        await db.comments.add(row);
        await recordActivity(
          item.workspace_id,
          me.username,
          'comment_added',
          `${me.username} commented on "${item.title}"${clusterName ? ` (cluster "${clusterName}")` : ''}`,
          { target_id: item.id, subject_user: item.owner },
        );
      });
      return toComment(row, me.username, null);
    },
  },

  'PUT /api/collaboration/comments/{id}': {
    changes: ['collaboration'],
    handle: async ({ params, body }) => {
      const me = await currentIdentity();
      const { comment } = await commentFor(params.id, me.username);
      if (comment.author !== me.username) throw new ApiError(403, 'Only its author edits a comment.');
      const content = requiredText(
        bodyObject(body).content,
        COLLABORATION.commentMaxChars,
        'Please enter a comment',
        'Comment',
      );
      const members = (await membersOf(comment.workspace_id)).map((member) => member.username);
      const now = nowIso();
      const updated = {
        ...comment,
        content,
        mentions: mentionsIn(content, members).filter((name) => name !== me.username),
        edited_at: now,
        updated_at: now,
      };
      await db.transaction('rw', collaborationTables(), async () => {
        await db.comments.put(updated);
        await recordActivity(comment.workspace_id, me.username, 'comment_edited', `${me.username} edited a comment`, {
          target_id: comment.shared_item_id,
        });
      });
      return toComment(updated, me.username, null);
    },
  },

  'DELETE /api/collaboration/comments/{id}': {
    changes: ['collaboration'],
    handle: async ({ params }) => {
      const me = await currentIdentity();
      const { comment, role } = await commentFor(params.id, me.username);
      if (comment.author !== me.username && !isManager(role))
        throw new ApiError(403, 'Only its author or a workspace admin deletes a comment.');
      await db.transaction('rw', collaborationTables(), async () => {
        await db.comments.delete(comment.id);
        await recordActivity(
          comment.workspace_id,
          me.username,
          'comment_deleted',
          comment.author === me.username
            ? `${me.username} deleted their comment`
            : `${me.username} removed a comment by ${comment.author}`,
          { target_id: comment.shared_item_id },
        );
      });
      return { deleted: true as const };
    },
  },

  'GET /api/collaboration/users/{userId}/notifications': async ({ params }) => {
    const me = await meOf(params.userId);
    return notificationsFor(me.username);
  },

  'POST /api/collaboration/notifications/read': {
    changes: ['collaboration'],
    handle: async ({ body }) => {
      const input = bodyObject(body);
      const me = await currentIdentity();
      const current = await notificationsFor(me.username);
      const ids =
        input.all === true
          ? current.notifications.map((entry) => entry.notification_id)
          : Array.isArray(input.ids)
            ? input.ids.filter((id): id is string => typeof id === 'string')
            : [];
      const now = nowIso();
      await db.notification_reads.bulkPut(ids.map((id) => ({ id, read_at: now })));
      return notificationsFor(me.username);
    },
  },
} satisfies RouteModule;
