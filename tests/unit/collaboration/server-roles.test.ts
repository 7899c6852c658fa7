/**
 * Workspace roles written by the app to the embedded sync server (issue 21) and enforced there:
 * a database owner creates a workspace and invites a viewer; the viewer chats, and the server
 * refuses the viewer's share, announcement and edit of another's comment in words.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeServerWorkspaceRoles } from '@/api/local/collaboration/server';
import { CouchDatabase } from '@/api/sync/http';
import { createUser, setupWorkspace } from '../../../scripts/sync/workspace.mjs';
import { PASSWORD, startTestServer, type TestServer } from '../sync/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ana: 'owner' });
});
afterAll(() => server.close());

type Result = { ok?: boolean; error?: string; reason?: string; rev?: string };

const as = (user: string) => new CouchDatabase({ url: server.url, username: user, password: PASSWORD }, 'team');

async function write(user: string, doc: Record<string, unknown>): Promise<Result> {
  const [result] = (await as(user).request({ method: 'POST', path: '_bulk_docs', body: { docs: [doc] } })) as Result[];
  return result;
}

const doc = (table: string, id: string, author: string, record: Record<string, unknown>) => ({
  _id: `${table}:${id}`,
  table,
  record: { id, workspace_id: 'ws1', created_at: new Date().toISOString(), ...record },
  created_by: author,
  updated_by: author,
});

describe('workspace roles on the sync server', () => {
  it('lets a database owner write them, and enforces them for every member', async () => {
    await writeServerWorkspaceRoles(as('ana'), 'ws1', { ana: 'owner', ben: 'viewer' });
    const design = (await as('ben').request({ method: 'GET', path: '_design/topicwise' })) as {
      workspace_roles: Record<string, unknown>;
    };
    expect(design.workspace_roles).toEqual({ ws1: { ana: 'owner', ben: 'viewer' } });

    expect(
      await write('ben', doc('chat_messages', 'm1', 'ben', { author: 'ben', message_type: 'user' })),
    ).toMatchObject({
      ok: true,
    });
    expect(await write('ben', doc('shared_items', 's1', 'ben', { title: 'x' }))).toMatchObject({
      error: 'forbidden',
      reason: expect.stringMatching(/viewer of this workspace/),
    });
    expect(
      await write('ben', doc('chat_messages', 'm2', 'ben', { author: 'ben', message_type: 'announcement' })),
    ).toMatchObject({ error: 'forbidden', reason: 'Only admins post announcements.' });
    const comment = await write('ana', doc('comments', 'c1', 'ana', { author: 'ana', content: 'mine' }));
    expect(comment).toMatchObject({ ok: true });
    const edit = { ...doc('comments', 'c1', 'ana', { author: 'ana', content: 'edited by ben' }), updated_by: 'ben' };
    expect(await write('ben', { ...edit, _rev: comment.rev })).toMatchObject({
      error: 'forbidden',
      reason: 'Only its author edits a comment.',
    });
  });

  it('lets an invited user read the database while a workspace has them, and no longer once removed', async () => {
    await createUser(server.url, server.adminAuth, 'cleo', PASSWORD);
    const readAsCleo = () => as('cleo').request({ method: 'GET', path: '_all_docs' });
    await expect(readAsCleo()).rejects.toThrow();
    await writeServerWorkspaceRoles(as('ana'), 'ws3', { ana: 'owner', cleo: 'editor' });
    await writeServerWorkspaceRoles(as('ana'), 'ws4', { ana: 'owner', cleo: 'viewer' });
    await expect(readAsCleo()).resolves.toBeTruthy();
    // Still in ws4: still a reader.
    await writeServerWorkspaceRoles(as('ana'), 'ws3', { ana: 'owner' });
    await expect(readAsCleo()).resolves.toBeTruthy();
    await writeServerWorkspaceRoles(as('ana'), 'ws4', null);
    await expect(readAsCleo()).rejects.toThrow();
    // Ben was listed by the server's administrator (couch:setup), not by an invitation: he stays.
    await writeServerWorkspaceRoles(as('ana'), 'ws5', { ana: 'owner', ben: 'viewer' });
    await writeServerWorkspaceRoles(as('ana'), 'ws5', { ana: 'owner' });
    await expect(as('ben').request({ method: 'GET', path: '_all_docs' })).resolves.toBeTruthy();
  });

  it('keeps an invited user a reader when the server administrator runs couch:setup again', async () => {
    await createUser(server.url, server.adminAuth, 'dora', PASSWORD);
    const readAsDora = () => as('dora').request({ method: 'GET', path: '_all_docs' });
    await writeServerWorkspaceRoles(as('ana'), 'ws6', { ana: 'owner', dora: 'viewer' });
    await setupWorkspace(server.url, server.adminAuth, {
      database: 'team',
      members: ['ana', 'ben'],
      roles: { ana: 'owner' },
    });
    await expect(readAsDora()).resolves.toBeTruthy();
    // Still known as invited: removing her from her workspace takes her off the list again.
    await writeServerWorkspaceRoles(as('ana'), 'ws6', null);
    await expect(readAsDora()).rejects.toThrow();
  });

  it('refuses a member who is not a database owner or admin', async () => {
    await expect(writeServerWorkspaceRoles(as('ben'), 'ws2', { ben: 'owner' })).rejects.toThrow();
  });
});
