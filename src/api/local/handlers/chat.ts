/**
 * /api/chat (spec 001 §7, issue 21): one channel per workspace. Authors edit their own messages for
 * 15 minutes (checked here on this device's clock and again by the sync server on its own), admins
 * (the workspace's owner and admins) remove messages and post announcements. Delivery is read from
 * the sync outbox: a message waits there while offline and goes out in order on reconnect.
 */
import { db, docId, nowIso, newId, type ChatMessageRecord } from '@/db';
import type { ChatMessage, ChatMember, ChatStats, WorkspaceRole } from '../../../contract';
import { ApiError } from '../../../contract/errors';
import { CHAT } from '../../../contract/vocabulary';
import { currentIdentity } from '../collaboration/server';
import {
  actorIn,
  isManager,
  membersOf,
  refusalsOf,
  requireRole,
  touchPresence,
  waitingOf,
  workspaceFor,
} from '../collaboration/store';
import type { RouteModule } from '../types';
import { bodyObject, charLength, queryInt } from '../validate';

const EDIT_WINDOW_MS = CHAT.editMinutes * 60_000;

function messageText(value: unknown): string {
  if (value !== undefined && value !== null && typeof value !== 'string')
    throw new ApiError(400, 'Message must be text');
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') throw new ApiError(400, 'Please enter a message to send');
  if (charLength(text) > CHAT.messageMaxChars)
    throw new ApiError(400, `A message can be at most ${CHAT.messageMaxChars.toLocaleString('en-US')} characters`);
  return text;
}

const workspaceIdOf = (value: unknown): string => {
  if (typeof value !== 'string' || value === '') throw new ApiError(400, 'Choose a workspace channel first');
  return value;
};

type Context = {
  me: string;
  myRole: WorkspaceRole;
  roles: Map<string, WorkspaceRole>;
  device: boolean;
  refusals: Map<string, string>;
  waiting: Set<string>;
};

async function contextFor(workspaceId: string): Promise<Context> {
  const identity = await currentIdentity();
  const { workspace, role } = await workspaceFor(workspaceId, identity.username);
  const [members, refusals, waiting] = await Promise.all([
    db.workspace_members.where('workspace_id').equals(workspaceId).toArray(),
    refusalsOf('chat_messages'),
    waitingOf('chat_messages'),
  ]);
  return {
    me: (await actorIn(workspaceId, identity.username)) ?? identity.username,
    myRole: role,
    roles: new Map(members.map((member) => [member.username, member.role])),
    device: workspace.scope === 'device',
    refusals,
    waiting,
  };
}

function toMessage(row: ChatMessageRecord, context: Context): ChatMessage {
  const authorRole = context.roles.get(row.author) ?? null;
  const removed = row.removed_by
    ? { by: row.removed_by, reason: isManager(context.myRole) ? row.removed_reason : null }
    : null;
  const refused = context.refusals.get(row.id) ?? null;
  return {
    message_id: row.id,
    workspace_id: row.workspace_id,
    user_id: row.author,
    username: row.author,
    message: removed && !isManager(context.myRole) ? '' : row.message,
    message_type: row.message_type === 'announcement' ? 'announcement' : isManager(authorRole) ? 'admin' : 'normal',
    timestamp: row.created_at,
    edited: row.edited_at !== null,
    edited_at: row.edited_at,
    own: row.author === context.me,
    removed,
    delivery: refused ? 'refused' : context.device ? 'local' : context.waiting.has(row.id) ? 'waiting' : 'sent',
    refused,
    editable_until: new Date(Date.parse(row.created_at) + EDIT_WINDOW_MS).toISOString(),
  };
}

async function messageFor(id: string): Promise<{ row: ChatMessageRecord; context: Context }> {
  const row = await db.chat_messages.get(id);
  if (!row) throw new ApiError(404, 'Message not found: it may have been deleted.');
  return { row, context: await contextFor(row.workspace_id) };
}

const startOfToday = () => {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return today.toISOString();
};

export const chatRoutes = {
  'GET /api/chat/messages': async ({ query }) => {
    const workspaceId = workspaceIdOf(query.workspace_id);
    const context = await contextFor(workspaceId);
    const limit = queryInt(query.limit, CHAT.pageSize, 1000);
    const upper = typeof query.before === 'string' && query.before !== '' ? query.before : '\uffff';
    const collection = db.chat_messages
      .where('[workspace_id+created_at]')
      .between([workspaceId, ''], [workspaceId, upper], true, false);
    const [page, total] = await Promise.all([
      collection
        .clone()
        .reverse()
        .limit(limit + 1)
        .toArray(),
      db.chat_messages.where('workspace_id').equals(workspaceId).count(),
    ]);
    const hasEarlier = page.length > limit;
    return {
      messages: page
        .slice(0, limit)
        .reverse()
        .map((row) => toMessage(row, context)),
      has_earlier: hasEarlier,
      total,
    };
  },

  'GET /api/chat/users': async ({ query }) => {
    const workspaceId = workspaceIdOf(query.workspace_id);
    await contextFor(workspaceId);
    const members = await membersOf(workspaceId);
    const users: ChatMember[] = members
      .map((member) => ({
        user_id: member.user_id,
        username: member.username,
        user_type: isManager(member.role) ? ('admin' as const) : ('member' as const),
        is_online: false,
        last_seen: member.last_seen,
        message_count: member.message_count,
      }))
      .sort((a, b) => (b.last_seen ?? '').localeCompare(a.last_seen ?? '') || a.username.localeCompare(b.username));
    return { users, total: users.length };
  },

  'GET /api/chat/statistics': async ({ query }): Promise<ChatStats> => {
    const workspaceId = workspaceIdOf(query.workspace_id);
    await contextFor(workspaceId);
    const today = startOfToday();
    const [messages, members] = await Promise.all([
      db.chat_messages.where('workspace_id').equals(workspaceId).toArray(),
      db.workspace_members.where('workspace_id').equals(workspaceId).count(),
    ]);
    const todays = messages.filter((row) => row.created_at >= today);
    return {
      total_messages: messages.length,
      active_users: new Set(todays.map((row) => row.author)).size,
      messages_today: todays.length,
      total_users: members,
    };
  },

  'POST /api/chat/messages': {
    changes: ['chat', 'collaboration'],
    handle: async ({ body }) => {
      const input = bodyObject(body);
      const workspaceId = workspaceIdOf(input.workspace_id);
      const message = messageText(input.message);
      const type = input.message_type === 'announcement' ? 'announcement' : 'user';
      const context = await contextFor(workspaceId);
      if (type === 'announcement') requireRole(context.myRole, isManager, 'post announcements');
      const now = nowIso();
      const row: ChatMessageRecord = {
        id: newId(),
        workspace_id: workspaceId,
        author: context.me,
        message,
        message_type: type,
        edited_at: null,
        removed_by: null,
        removed_reason: null,
        created_at: now,
        updated_at: now,
      };
      await db.transaction('rw', db.chat_messages, db.presence, async () => {
        await db.chat_messages.add(row);
        await touchPresence(workspaceId, context.me);
      });
      return toMessage(row, { ...context, waiting: context.device ? context.waiting : new Set([row.id]) });
    },
  },

  'PUT /api/chat/messages/{id}': {
    changes: ['chat'],
    handle: async ({ params, body }) => {
      const { row, context } = await messageFor(params.id);
      if (row.author !== context.me) throw new ApiError(403, 'Only its author edits a message.');
      if (row.removed_by) throw new ApiError(409, 'A moderator removed this message: it cannot be edited.');
      if (Date.now() - Date.parse(row.created_at) > EDIT_WINDOW_MS)
        throw new ApiError(403, `A message can be edited for ${CHAT.editMinutes} minutes after it is sent.`);
      const message = messageText(bodyObject(body).new_content);
      const now = nowIso();
      const updated = { ...row, message, edited_at: now, updated_at: now };
      await db.transaction('rw', db.chat_messages, () => db.chat_messages.put(updated));
      return toMessage(updated, { ...context, waiting: context.device ? context.waiting : new Set([row.id]) });
    },
  },

  'POST /api/chat/messages/{id}/remove': {
    changes: ['chat'],
    handle: async ({ params, body }) => {
      const { row, context } = await messageFor(params.id);
      requireRole(context.myRole, isManager, 'remove messages');
      const reasonInput = bodyObject(body).reason;
      const reason = typeof reasonInput === 'string' ? reasonInput.trim().slice(0, CHAT.removeReasonMaxChars) : '';
      const updated = { ...row, removed_by: context.me, removed_reason: reason || null, updated_at: nowIso() };
      await db.transaction('rw', db.chat_messages, () => db.chat_messages.put(updated));
      return toMessage(updated, context);
    },
  },

  'POST /api/chat/messages/{id}/retry': {
    changes: ['chat', 'sync'],
    handle: async ({ params }) => {
      const { row, context } = await messageFor(params.id);
      if (row.author !== context.me) throw new ApiError(403, 'Only its author can send a message again.');
      // Writing the record again queues it afresh: the outbox row loses the server's refusal.
      const updated = { ...row, updated_at: nowIso() };
      await db.transaction('rw', db.chat_messages, () => db.chat_messages.put(updated));
      const refusals = new Map(context.refusals);
      refusals.delete(row.id);
      return toMessage(updated, { ...context, refusals, waiting: new Set([row.id]) });
    },
  },

  'DELETE /api/chat/messages/{id}': {
    changes: ['chat', 'sync'],
    handle: async ({ params }) => {
      const { row, context } = await messageFor(params.id);
      if (row.author !== context.me) throw new ApiError(403, 'Only its author discards a message.');
      const outbox = await db.outbox.get(docId('chat_messages', row.id));
      if (!context.device && !outbox)
        throw new ApiError(409, 'This message is already on the server: a moderator can remove it.');
      await db.transaction('rw', db.chat_messages, () => db.chat_messages.delete(row.id));
      return { deleted: true as const };
    },
  },
} satisfies RouteModule;
