/**
 * Who is using the app, and the workspace roles the sync server enforces (issue 21). The server's
 * validate_doc_update (scripts/sync/design.mjs) reads each workspace's roles from the design
 * document's `workspace_roles` (and the same field of `_security`); only the database's owners and
 * admins may write either, so an owner or admin of a workspace who is not one is refused in words.
 */
import type { CollaborationIdentity, WorkspaceRole } from '../../../contract';
import { COLLABORATION } from '../../../contract/vocabulary';
import { ApiError } from '../../../contract/errors';
import { syncEngine } from '../../sync/engine';
import { SyncError, type CouchDatabase } from '../../sync/http';

const DESIGN_PATH = '_design/topicwise';

export type RoleMap = Record<string, WorkspaceRole>;

type DesignDocument = {
  _rev?: string;
  roles?: Record<string, string>;
  workspace_roles?: Record<string, RoleMap>;
};

type SecurityObject = {
  admins?: { names?: string[]; roles?: string[] };
  members?: { names?: string[]; roles?: string[] };
  roles?: Record<string, string>;
  workspace_roles?: Record<string, RoleMap>;
  /** Names on the member list only because a workspace invited them; the ones an administrator listed are not here. */
  invited_members?: string[];
};

/**
 * The database's member list after a change of workspace roles: whoever an administrator listed,
 * plus everyone some workspace has. A user removed from their last workspace loses read access
 * to the database too, not only their role. An empty list (a database open to every user) stays empty.
 */
function membersAfter(security: SecurityObject, workspaceRoles: Record<string, RoleMap>) {
  const listed = security.members?.names ?? [];
  if (listed.length === 0) return { names: listed, invited: security.invited_members ?? [] };
  const previouslyInvited = new Set(security.invited_members ?? []);
  const administratorListed = listed.filter((name) => !previouslyInvited.has(name));
  const inWorkspaces = new Set(Object.values(workspaceRoles).flatMap((roles) => Object.keys(roles)));
  const invited = [...inWorkspaces].filter((name) => !administratorListed.includes(name));
  return { names: [...administratorListed, ...invited], invited };
}

/**
 * The current user. One function, so the profile route of issue 20 can replace it: today the
 * signed-in user of the sync connection, else the local user of this device.
 */
export async function currentIdentity(): Promise<CollaborationIdentity> {
  const status = await syncEngine.status();
  const signedIn = status.username !== null && status.state !== 'disconnected' && status.state !== 'signed-out';
  const username = signedIn && status.username ? status.username : COLLABORATION.localUser;
  return {
    user_id: username,
    username,
    connected: signedIn,
    server_url: signedIn ? status.server_url : null,
    can_create_on_server: signedIn ? await databaseManager(username) : false,
  };
}

/** Turns the sync layer's errors into the API's, in words. */
export function serverError(error: unknown, action: string): never {
  if (error instanceof SyncError) {
    if (error.kind === 'offline' || error.kind === 'timeout')
      throw new ApiError(
        503,
        `The sync server cannot be reached, so ${action} cannot be done now. Try again when online.`,
      );
    if (error.kind === 'forbidden' || error.kind === 'unauthorized')
      throw new ApiError(403, `The sync server refused: ${error.message}`);
    throw new ApiError(502, error.message);
  }
  throw error;
}

async function designOf(remote: CouchDatabase): Promise<DesignDocument> {
  return ((await remote.request({ method: 'GET', path: DESIGN_PATH, missingOk: true })) ?? {}) as DesignDocument;
}

/** Whether `username` is an owner or admin of the connected database (may create workspaces on it). */
async function databaseManager(username: string): Promise<boolean> {
  const remote = await syncEngine.workspaceDatabase();
  if (!remote) return false;
  try {
    const role = (await designOf(remote)).roles?.[username];
    return role === 'owner' || role === 'admin';
  } catch {
    return false;
  }
}

/** The roles the server enforces for a workspace, or null when it is not on the server. */
export async function serverWorkspaceRoles(remote: CouchDatabase, workspaceId: string): Promise<RoleMap | null> {
  return (await designOf(remote)).workspace_roles?.[workspaceId] ?? null;
}

/**
 * Writes a workspace's roles to the design document and `_security` (null removes the workspace),
 * and the database's member list to match (see membersAfter).
 */
export async function writeServerWorkspaceRoles(
  remote: CouchDatabase,
  workspaceId: string,
  roles: RoleMap | null,
): Promise<void> {
  const design = await designOf(remote);
  const workspaceRoles = { ...(design.workspace_roles ?? {}) };
  if (roles) workspaceRoles[workspaceId] = roles;
  else delete workspaceRoles[workspaceId];
  if (!design._rev)
    throw new ApiError(409, 'The sync server has no Topicwise design document: run npm run couch:setup on it first.');
  await remote.request({ method: 'PUT', path: DESIGN_PATH, body: { ...design, workspace_roles: workspaceRoles } });
  const security = ((await remote.request({ method: 'GET', path: '_security' })) ?? {}) as SecurityObject;
  const { names, invited } = membersAfter(security, workspaceRoles);
  await remote.request({
    method: 'PUT',
    path: '_security',
    body: {
      ...security,
      members: { names, roles: security.members?.roles ?? [] },
      workspace_roles: workspaceRoles,
      invited_members: invited,
    },
  });
}
