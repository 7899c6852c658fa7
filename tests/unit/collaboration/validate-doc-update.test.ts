/**
 * The workspace rules of validate_doc_update (scripts/sync/design.mjs, issue 21), called directly
 * as CouchDB calls it (the design document as `this`) with a controllable clock for the 15-minute
 * chat edit window. tests/unit/sync/design.test.ts runs the same function inside the server.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateDocUpdate } from '../../../scripts/sync/design.mjs';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const WS = 'w1';
const design = {
  roles: { dana: 'owner' },
  workspace_roles: { [WS]: { olga: 'owner', adam: 'admin', eddy: 'editor', vera: 'viewer' } },
};

type Doc = Record<string, unknown>;

const doc = (table: string, id: string, author: string, record: Doc = {}, updatedBy = author): Doc => ({
  _id: `${table}:${id}`,
  table,
  record: { id, workspace_id: WS, created_at: NOW.toISOString(), ...record },
  created_by: author,
  updated_by: updatedBy,
});

/** The server's answer: 'ok' or the reason it refused. */
function check(user: string, newDoc: Doc, oldDoc: Doc | null = null, security: Doc = {}): string {
  try {
    validateDocUpdate.call(design, newDoc, oldDoc, { name: user, roles: [] }, security);
    return 'ok';
  } catch (error) {
    const refusal = error as { forbidden?: string; unauthorized?: string };
    return refusal.forbidden ?? refusal.unauthorized ?? String(error);
  }
}

const message = (author: string, record: Doc = {}) =>
  doc('chat_messages', 'm1', author, { author, message: 'hello', message_type: 'user', removed_by: null, ...record });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('validate_doc_update: workspace records (issue 21)', () => {
  it('refuses anyone who is not signed in', () => {
    expect(check('', message('vera'))).toMatch(/Sign in/);
  });

  it('refuses records of a workspace the server does not know, and non-members', () => {
    const stranger = { ...message('olga'), record: { ...(message('olga').record as Doc), workspace_id: 'w-device' } };
    expect(check('olga', stranger)).toMatch(/not on the server.*one device only/);
    expect(check('zed', message('zed'))).toMatch(/not a member.*invite you/);
  });

  it('takes the workspace roles from _security when it has them', () => {
    const security = { workspace_roles: { [WS]: { zed: 'viewer' } } };
    expect(check('zed', message('zed'), null, security)).toBe('ok');
    expect(check('vera', message('vera'), null, security)).toMatch(/not a member/);
  });

  it('lets only owners and admins change the workspace and its members', () => {
    const workspace = { ...doc('workspaces', WS, 'olga', { name: 'Team' }), record: { id: WS, name: 'Team' } };
    expect(check('olga', workspace)).toBe('ok');
    expect(check('eddy', doc('workspace_members', `${WS}:vera`, 'eddy', { role: 'editor' }))).toMatch(
      /Only the workspace’s owner or an admin/,
    );
    expect(check('vera', doc('workspace_members', `${WS}:vera`, 'vera', { role: 'owner' }))).toMatch(
      /owner or an admin/,
    );
    expect(check('adam', doc('workspace_members', `${WS}:vera`, 'adam', { role: 'editor' }))).toBe('ok');
    expect(check('dana', doc('workspace_members', `${WS}:x`, 'dana', { role: 'viewer' }))).toBe('ok');
  });

  it('refuses a viewer’s share with words that say what to do, and lets editors share and publish', () => {
    expect(check('vera', doc('shared_items', 's1', 'vera', { title: 'x' }))).toMatch(
      /viewer of this workspace.*editor role to share/,
    );
    expect(check('eddy', doc('shared_items', 's1', 'eddy', { title: 'x' }))).toBe('ok');
    expect(check('eddy', doc('shared_versions', 'v1', 'eddy', { version: 1 }))).toBe('ok');
    const version = doc('shared_versions', 'v1', 'eddy', { version: 1 });
    expect(check('olga', { ...version, updated_by: 'olga' }, version)).toMatch(/published version cannot change/);
  });

  it('keeps activity immutable and written by the user who acted', () => {
    const entry = doc('activity', 'a1', 'vera', { user_name: 'vera', action_type: 'comment_added' });
    expect(check('vera', entry)).toBe('ok');
    expect(check('vera', doc('activity', 'a2', 'vera', { user_name: 'olga' }))).toMatch(/user who acted/);
    expect(check('olga', { ...entry, updated_by: 'olga' }, entry)).toMatch(/cannot be changed/);
    expect(check('olga', { _id: entry._id, _deleted: true }, entry)).toMatch(/cannot be changed or deleted/);
  });

  it('lets members record only their own presence', () => {
    expect(check('vera', doc('presence', `${WS}:vera`, 'vera', { username: 'vera' }))).toBe('ok');
    expect(check('vera', doc('presence', `${WS}:olga`, 'vera', { username: 'olga' }))).toMatch(/own last seen/);
  });

  it('lets every member comment; only its author edits, admins moderate', () => {
    const comment = doc('comments', 'c1', 'olga', { author: 'olga', content: 'first' });
    expect(check('olga', comment)).toBe('ok');
    expect(check('vera', doc('comments', 'c2', 'vera', { author: 'vera', content: 'hi' }))).toBe('ok');
    expect(check('vera', doc('comments', 'c3', 'vera', { author: 'olga', content: 'as olga' }))).toMatch(
      /author of a comment is its writer/,
    );
    const edited = { ...comment, updated_by: 'vera', record: { ...(comment.record as Doc), content: 'changed' } };
    expect(check('vera', edited, comment)).toBe('Only its author edits a comment.');
    expect(check('eddy', { ...edited, updated_by: 'eddy' }, comment)).toBe('Only its author edits a comment.');
    expect(check('olga', { ...edited, updated_by: 'olga' }, comment)).toBe('ok');
    expect(check('adam', { _id: comment._id, _deleted: true }, comment)).toBe('ok');
    expect(check('vera', { _id: comment._id, _deleted: true }, comment)).toBe('Only its author edits a comment.');
  });

  it('lets viewers chat, but only admins post announcements or remove messages', () => {
    expect(check('vera', message('vera'))).toBe('ok');
    expect(check('vera', message('vera', { message_type: 'announcement' }))).toBe('Only admins post announcements.');
    expect(check('eddy', message('eddy', { message_type: 'announcement' }))).toBe('Only admins post announcements.');
    expect(check('adam', message('adam', { message_type: 'announcement' }))).toBe('ok');
    expect(check('vera', message('vera', { removed_by: 'vera' }))).toBe('Only admins remove messages.');
    const sent = message('vera');
    expect(check('vera', { ...sent, record: { ...(sent.record as Doc), removed_by: 'vera' } }, sent)).toBe(
      'Only admins remove messages.',
    );
    const removed = { ...sent, updated_by: 'adam', record: { ...(sent.record as Doc), removed_by: 'adam' } };
    expect(check('adam', removed, sent)).toBe('ok');
    const afterRemoval = { ...removed, updated_by: 'vera', record: { ...(removed.record as Doc), message: 'x' } };
    expect(check('vera', afterRemoval, removed)).toMatch(/moderator removed this message/);
  });

  it('lets the author edit a chat message for 15 minutes (+5 of clock skew) by the server’s clock', () => {
    const sent = message('vera');
    const edit = { ...sent, record: { ...(sent.record as Doc), message: 'fixed', edited_at: NOW.toISOString() } };
    expect(check('olga', { ...edit, updated_by: 'olga' }, sent)).toBe('ok');
    expect(check('eddy', { ...edit, updated_by: 'eddy' }, sent)).toBe('Only its author edits a message.');
    vi.setSystemTime(new Date(NOW.getTime() + 14 * 60_000));
    expect(check('vera', edit, sent)).toBe('ok');
    vi.setSystemTime(new Date(NOW.getTime() + 20 * 60_000));
    expect(check('vera', edit, sent)).toBe('ok');
    vi.setSystemTime(new Date(NOW.getTime() + 20 * 60_000 + 1));
    expect(check('vera', edit, sent)).toBe('A message can be edited for 15 minutes after it is sent.');
  });

  it('keeps the database-level rules for records outside workspaces', () => {
    const declaredViewer = { ...design, roles: { ...design.roles, vera: 'viewer' } };
    const project = doc('projects', 'p1', 'vera');
    expect(() => validateDocUpdate.call(declaredViewer, project, null, { name: 'vera', roles: [] }, {})).toThrow();
    expect(() =>
      validateDocUpdate.call(declaredViewer, message('vera'), null, { name: 'vera', roles: [] }, {}),
    ).not.toThrow();
    expect(check('eddy', { ...project, created_by: 'eddy', updated_by: 'eddy' })).toBe('ok');
  });
});
