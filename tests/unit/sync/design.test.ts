import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CouchDatabase } from '@/api/sync/http';
import { PASSWORD, startTestServer, type TestServer } from './server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ vic: 'viewer', ada: 'admin' });
});
afterAll(() => server.close());

type Result = { ok?: boolean; error?: string; reason?: string; rev?: string };

async function write(user: string, doc: Record<string, unknown>): Promise<Result> {
  const remote = new CouchDatabase({ url: server.url, username: user, password: PASSWORD }, 'team');
  const [result] = (await remote.request({ method: 'POST', path: '_bulk_docs', body: { docs: [doc] } })) as Result[];
  return result;
}

const doc = (table: string, id: string, author: string, editor = author, record: Record<string, unknown> = {}) => ({
  _id: `${table}:${id}`,
  table,
  record: { id, created_at: new Date().toISOString(), ...record },
  created_by: author,
  updated_by: editor,
});

describe('the workspace design document (validate_doc_update on the server)', () => {
  it('refuses a viewer’s write with words that say what to do', async () => {
    expect(await write('vic', doc('projects', 'v1', 'vic'))).toMatchObject({
      error: 'forbidden',
      reason: expect.stringMatching(/viewer.*ask its owner or an admin/),
    });
  });

  it('makes the signed-in user the author', async () => {
    expect(await write('ana', doc('projects', 'p1', 'ben', 'ana'))).toMatchObject({
      error: 'forbidden',
      reason: expect.stringMatching(/created_by must be the signed-in user/),
    });
    expect(await write('ana', doc('projects', 'p2', 'ana', 'ben'))).toMatchObject({ error: 'forbidden' });
    expect(await write('ana', doc('projects', 'p3', 'ana'))).toMatchObject({ ok: true });
  });

  it('lets only its author edit a comment, and admins moderate', async () => {
    const created = await write('ana', doc('comments', 'c1', 'ana', 'ana', { text: 'first' }));
    const edit = (user: string, rev: string) =>
      write(user, { ...doc('comments', 'c1', 'ana', user, { text: `by ${user}` }), _rev: rev });
    expect(await edit('ben', created.rev!)).toMatchObject({
      error: 'forbidden',
      reason: 'Only its author edits a comment.',
    });
    const own = await edit('ana', created.rev!);
    expect(own).toMatchObject({ ok: true });
    expect(await edit('ada', own.rev!)).toMatchObject({ ok: true });
  });

  it('allows a chat message to be edited for 15 minutes (plus clock skew) by the server’s clock', async () => {
    const old = new Date(Date.now() - 30 * 60_000).toISOString();
    const created = await write('ana', doc('chat_messages', 'm1', 'ana', 'ana', { created_at: old, text: 'hi' }));
    expect(
      await write('ana', {
        ...doc('chat_messages', 'm1', 'ana', 'ana', { created_at: old, text: 'edited' }),
        _rev: created.rev,
      }),
    ).toMatchObject({
      error: 'forbidden',
      reason: expect.stringMatching(/15 minutes/),
    });
    const recent = await write('ana', doc('chat_messages', 'm2', 'ana'));
    expect(
      await write('ana', { ...doc('chat_messages', 'm2', 'ana', 'ana', { text: 'fixed' }), _rev: recent.rev }),
    ).toMatchObject({ ok: true });
  });

  it('takes announcements from admins only', async () => {
    expect(await write('ana', doc('announcements', 'a1', 'ana'))).toMatchObject({
      error: 'forbidden',
      reason: 'Only admins post announcements.',
    });
    expect(await write('ada', doc('announcements', 'a2', 'ada'))).toMatchObject({ ok: true });
  });
});
