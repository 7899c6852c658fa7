/**
 * The one permissions table (src/contract/permissions.ts) against the sync server's
 * validate_doc_update (scripts/sync/design.mjs): for every row the server enforces, a write that
 * needs that permission is tried as each role, and the server must allow exactly the roles the
 * table lists. A change to either side that the other does not follow fails here, so the Team view
 * never promises what the server refuses.
 */
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, TEAM_ROLES, type PermissionKey, type TeamRole } from '@/contract/permissions';
import { validateDocUpdate } from '../../../scripts/sync/design.mjs';

const WS = 'w1';
const ME = 'mira';
const OTHER = 'otto';
const NOW = new Date().toISOString();

type Doc = Record<string, unknown>;
type Write = { newDoc: Doc; oldDoc: Doc | null };

const doc = (table: string, id: string, author: string, record: Doc, updatedBy = author): Doc => ({
  _id: `${table}:${id}`,
  table,
  record: { id, workspace_id: WS, created_at: NOW, ...record },
  created_by: author,
  updated_by: updatedBy,
});

const create = (newDoc: Doc): Write => ({ newDoc, oldDoc: null });

/** A write that needs the permission, made by ME; every row the server enforces needs one. */
const PROBES: Partial<Record<PermissionKey, Write>> = {
  comment: create(doc('comments', 'c1', ME, { author: ME, content: 'Looks good' })),
  edit_data: create({ _id: 'projects:p1', table: 'projects', record: { id: 'p1' }, created_by: ME, updated_by: ME }),
  share_results: create(doc('shared_items', 's1', ME, { title: 'Coffee clusters' })),
  moderate: {
    newDoc: doc('comments', 'c2', OTHER, { author: OTHER, content: 'edited by a moderator' }, ME),
    oldDoc: doc('comments', 'c2', OTHER, { author: OTHER, content: 'original' }),
  },
  announce: create(doc('chat_messages', 'm1', ME, { author: ME, message: 'Hi all', message_type: 'announcement' })),
  manage_members: create(doc('workspace_members', `${WS}:${OTHER}`, ME, { username: OTHER, role: 'viewer' })),
};

/** Whether the server accepts ME's write as `role` (in the database and in the workspace). */
function serverAllows(role: TeamRole, write: Write): boolean {
  const design = { roles: { [ME]: role }, workspace_roles: { [WS]: { [ME]: role, [OTHER]: 'editor' } } };
  try {
    validateDocUpdate.call(design, write.newDoc, write.oldDoc, { name: ME, roles: [] }, {});
    return true;
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'forbidden' in error) return false;
    throw error;
  }
}

describe('permissions table and the sync server agree', () => {
  const enforced = PERMISSIONS.filter((row) => row.server);

  it('has a probe for exactly the rows the server enforces', () => {
    expect(Object.keys(PROBES).sort()).toEqual(enforced.map((row) => row.key).sort());
  });

  it.each(enforced.map((row) => [row.key, row] as const))(
    '%s: the server allows exactly the listed roles',
    (_, row) => {
      const write = PROBES[row.key];
      if (!write) throw new Error(`No probe for ${row.key}`);
      const allowed = TEAM_ROLES.filter((role) => serverAllows(role, write));
      expect(allowed).toEqual(TEAM_ROLES.filter((role) => row.roles.includes(role)));
    },
  );
});
