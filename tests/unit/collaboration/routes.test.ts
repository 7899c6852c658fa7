/**
 * Collaboration and chat routes on one device (issue 21), through the local adapter on
 * fake-indexeddb. Records of other people are written as the replicator stores them.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api/client';
import type { ChatMessage, Workspace } from '@/contract';
import { db, markRemote, nowIso } from '@/db';
import { rejectionOf, resetLocalState } from '../api/support';

beforeEach(resetLocalState);
afterEach(() => vi.useRealTimers());

const detail = (error: unknown) => (error as { response: { status: number; data: { detail: string } } }).response;

const create = (name = 'Coffee team'): Promise<Workspace> =>
  api.post('/api/collaboration/workspaces', { name, description: 'Our <b>shop</b>' });

/** A member who arrived through sync: written as the replicator writes (no outbox). */
async function addMember(workspaceId: string, username: string, role: 'admin' | 'editor' | 'viewer') {
  await db.transaction('rw', db.workspace_members, (tx) => {
    markRemote(tx);
    const now = nowIso();
    return db.workspace_members.put({
      id: `${workspaceId}:${username}`,
      workspace_id: workspaceId,
      username,
      role,
      invited_by: 'you',
      created_at: now,
      updated_at: now,
    });
  });
}

const KEYWORDS = ['espresso machine', 'best espresso machine', 'cold brew recipe', 'how to make cold brew'];

describe('workspaces on this device', () => {
  it('lists none, then creates one with the spec’s defaults, marked as on this device', async () => {
    expect(await api.get('/api/collaboration/users/me/workspaces')).toEqual([]);
    const workspace = await create();
    expect(workspace).toMatchObject({
      name: 'Coffee team',
      description: 'Our <b>shop</b>',
      role: 'owner',
      member_count: 1,
      status: 'active',
      scope: 'device',
      owner: 'you',
      settings: { allow_public_sharing: false, require_approval_for_joins: true, default_permission_level: 'viewer' },
    });
    expect(await api.get('/api/collaboration/users/me/workspaces')).toHaveLength(1);
    const details = await api.get(`/api/collaboration/workspaces/${workspace.workspace_id}`);
    expect(details.members).toMatchObject([{ username: 'you', role: 'owner' }]);
    expect(details.recent_activity).toMatchObject([{ action_type: 'workspace_created', user_name: 'you' }]);
  });

  it('refuses an empty name with the spec’s words', async () => {
    const error = await rejectionOf(api.post('/api/collaboration/workspaces', { name: '   ' }));
    expect(detail(error)).toMatchObject({ status: 400, data: { detail: 'Please enter a workspace name' } });
  });

  it('refuses to invite into a workspace that is on this device only, saying how to share it', async () => {
    const workspace = await create();
    const error = await rejectionOf(
      api.post(`/api/collaboration/workspaces/${workspace.workspace_id}/members`, { username: 'ben', role: 'viewer' }),
    );
    expect(detail(error).data.detail).toMatch(/this device only: connect to a sync server/);
  });

  it('lists members with role and last seen for other tabs', async () => {
    const workspace = await create();
    await api.post(`/api/collaboration/workspaces/${workspace.workspace_id}/seen`);
    const { members } = await api.get(`/api/collaboration/workspaces/${workspace.workspace_id}/members`);
    expect(members).toMatchObject([{ username: 'you', role: 'owner', last_seen: expect.any(String) }]);
  });
});

describe('sharing, comments and notifications', () => {
  it('says No Data to Share without a result, then shares a versioned snapshot and copies it', async () => {
    const workspace = await create();
    const share = () =>
      api.post(`/api/collaboration/share?workspace_id=${workspace.workspace_id}`, {
        item_type: 'clustering_result',
        title: 'Coffee clusters',
        shared_with: { permission_level: 'editor' },
      });
    expect(detail(await rejectionOf(share())).data.detail).toMatch(/^No Data to Share/);
    await api.post('/api/cluster', { keywords: KEYWORDS });
    const item = await share();
    expect(item).toMatchObject({
      title: 'Coffee clusters',
      latest_version: 1,
      shared_with: { permission_level: 'editor' },
    });
    const published = await api.post(`/api/collaboration/shared-items/${item.id}/versions`);
    expect(published.versions.map((entry) => entry.version)).toEqual([2, 1]);
    const first = await api.get(`/api/collaboration/shared-items/${item.id}?version=1`);
    expect(first.version).toBe(1);
    expect(first.content_data.clusters.length).toBeGreaterThan(0);
    const copy = await api.post(`/api/collaboration/shared-items/${item.id}/copy`);
    expect(copy.keywords.sort()).toEqual([...KEYWORDS].sort());
    expect(await db.projects.get(copy.project_id)).toMatchObject({ name: 'Coffee clusters (copy of version 2)' });
    const activity = await api.get(`/api/collaboration/workspaces/${workspace.workspace_id}/activity`);
    expect(activity.map((entry) => entry.action_type)).toEqual([
      'item_copied',
      'version_published',
      'item_shared',
      'workspace_created',
    ]);
  });

  it('adds comments up to 2,000 characters with mentions, newest last; authors edit and delete their own', async () => {
    const workspace = await create();
    await addMember(workspace.workspace_id, 'ben', 'viewer');
    await api.post('/api/cluster', { keywords: KEYWORDS });
    const item = await api.post(`/api/collaboration/share?workspace_id=${workspace.workspace_id}`, {
      item_type: 'clustering_result',
      title: 'x',
      shared_with: { permission_level: 'viewer' },
    });
    const path = `/api/collaboration/shared-items/${item.id}/comments` as const;
    expect(detail(await rejectionOf(api.post(path, { content: ' ' }))).data.detail).toBe('Please enter a comment');
    expect(detail(await rejectionOf(api.post(path, { content: 'x'.repeat(2001) }))).status).toBe(400);
    const first = await api.post(path, { content: 'Please check @ben, <script>alert(1)</script>' });
    expect(first.mentions).toEqual(['ben']);
    await api.post(path, { content: '😀 名前 مرحبا' });
    expect((await api.get(path)).map((comment) => comment.content)).toEqual([
      'Please check @ben, <script>alert(1)</script>',
      '😀 名前 مرحبا',
    ]);
    const edited = await api.put(`/api/collaboration/comments/${first.id}`, { content: 'Fixed' });
    expect(edited).toMatchObject({ content: 'Fixed', edited_at: expect.any(String), own: true });
    await api.delete(`/api/collaboration/comments/${first.id}`);
    expect(await api.get(path)).toHaveLength(1);
  });

  it('notifies me of others’ comments on my items and mentions, with read state and Mark all read', async () => {
    const workspace = await create();
    await addMember(workspace.workspace_id, 'ben', 'editor');
    await api.post('/api/cluster', { keywords: KEYWORDS });
    const item = await api.post(`/api/collaboration/share?workspace_id=${workspace.workspace_id}`, {
      item_type: 'clustering_result',
      title: 'Mine',
      shared_with: { permission_level: 'viewer' },
    });
    expect(await api.get('/api/collaboration/users/me/notifications')).toEqual({ notifications: [], unread: 0 });
    await db.transaction('rw', db.comments, (tx) => {
      markRemote(tx);
      const now = nowIso();
      return db.comments.bulkPut([
        {
          id: 'c1',
          workspace_id: workspace.workspace_id,
          shared_item_id: item.id,
          cluster_id: null,
          cluster_name: null,
          author: 'ben',
          content: 'Nice',
          mentions: [],
          edited_at: null,
          created_at: now,
          updated_at: now,
        },
        {
          id: 'c2',
          workspace_id: workspace.workspace_id,
          shared_item_id: item.id,
          cluster_id: null,
          cluster_name: null,
          author: 'ben',
          content: '@you look',
          mentions: ['you'],
          edited_at: null,
          created_at: now,
          updated_at: now,
        },
      ]);
    });
    const list = await api.get('/api/collaboration/users/me/notifications');
    expect(list.unread).toBe(2);
    expect(list.notifications.map((entry) => entry.kind).sort()).toEqual(['comment', 'mention']);
    const read = await api.post('/api/collaboration/notifications/read', { all: true });
    expect(read.unread).toBe(0);
  });
});

describe('community chat', () => {
  it('sends, refuses blank and over-long messages, and edits within 15 minutes only', async () => {
    const workspace = await create();
    const send = (message: string) =>
      api.post('/api/chat/messages', { workspace_id: workspace.workspace_id, message, message_type: 'user' });
    expect(detail(await rejectionOf(send('  \n '))).data.detail).toBe('Please enter a message to send');
    expect(detail(await rejectionOf(send('x'.repeat(1001)))).status).toBe(400);
    const sent: ChatMessage = await send('hello <img src=x onerror=alert(1)>');
    expect(sent).toMatchObject({ own: true, message_type: 'admin', delivery: 'local', edited: false });
    const edited = await api.put(`/api/chat/messages/${sent.message_id}`, { new_content: 'hello again' });
    expect(edited).toMatchObject({ message: 'hello again', edited: true });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60_000);
    const late = await rejectionOf(api.put(`/api/chat/messages/${sent.message_id}`, { new_content: 'too late' }));
    expect(detail(late)).toMatchObject({ status: 403, data: { detail: expect.stringMatching(/15 minutes/) } });
  });

  it('pages 100 messages at a time, newest last, and computes stats from the messages and members', async () => {
    const workspace = await create();
    await addMember(workspace.workspace_id, 'ben', 'viewer');
    for (let index = 1; index <= 120; index += 1)
      await api.post('/api/chat/messages', { workspace_id: workspace.workspace_id, message: `message ${index}` });
    const page = await api.get(`/api/chat/messages?workspace_id=${workspace.workspace_id}&limit=100`);
    expect(page.messages).toHaveLength(100);
    expect(page.has_earlier).toBe(true);
    expect(page.messages.at(-1)?.message).toBe('message 120');
    const earlier = await api.get(
      `/api/chat/messages?workspace_id=${workspace.workspace_id}&limit=100&before=${encodeURIComponent(page.messages[0].timestamp)}`,
    );
    expect(earlier.messages.map((message) => message.message)).toEqual(
      Array.from({ length: 20 }, (_, index) => `message ${index + 1}`),
    );
    expect(earlier.has_earlier).toBe(false);
    expect(await api.get(`/api/chat/statistics?workspace_id=${workspace.workspace_id}`)).toEqual({
      total_messages: 120,
      active_users: 1,
      messages_today: 120,
      total_users: 2,
    });
    const users = await api.get(`/api/chat/users?workspace_id=${workspace.workspace_id}`);
    expect(users.users.map((user) => [user.username, user.user_type])).toEqual([
      ['you', 'admin'],
      ['ben', 'member'],
    ]);
  });

  it('lets admins post announcements and remove messages, keeping the reason for admins', async () => {
    const workspace = await create();
    const announcement = await api.post('/api/chat/messages', {
      workspace_id: workspace.workspace_id,
      message: 'Welcome',
      message_type: 'announcement',
    });
    expect(announcement.message_type).toBe('announcement');
    const removed = await api.post(`/api/chat/messages/${announcement.message_id}/remove`, { reason: 'off topic' });
    expect(removed.removed).toEqual({ by: 'you', reason: 'off topic' });
  });
});
