/**
 * The Team view's members. In a Collaboration workspace they are the collaboration layer's members
 * (`membersOf`, the data of GET /api/collaboration/workspaces/{id}/members): role, joined, and "last
 * seen" from the sync layer's presence records. The personal workspace is this device's own data,
 * whose one member is this device's user, its owner.
 */
import { ApiError } from '../../../contract/errors';
import {
  ASSIGNABLE_ROLES,
  can,
  PERMISSIONS,
  permissionsOf,
  type PermissionKey,
  type TeamRole,
} from '../../../contract/permissions';
import {
  PERSONAL_WORKSPACE_ID,
  type EnterpriseWorkspace,
  type EnterpriseWorkspacesResponse,
  type TeamMember,
  type TeamResponse,
} from '../../../contract/types/enterprise';
import { db } from '@/db/database';
import { nowIso } from '@/db/records';
import { currentIdentity } from '../collaboration/server';
import { actorIn, membersOf, WORKSPACE_NOT_FOUND } from '../collaboration/store';
import { collaborationRoutes } from '../handlers/collaboration';
import { currentActor, type Actor } from './actor';

const ACTIVE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const PERSONAL_WORKSPACE_NAME = 'Personal workspace';

export type MemberSource = {
  id: string;
  name: string;
  email: string | null;
  role: TeamRole;
  joined_date: string | null;
  last_active: string | null;
  projects_access: string[];
  is_you: boolean;
};

type WorkspaceTeam = { members: MemberSource[]; name: string; note: string };

/** The personal workspace, then your Collaboration workspaces (the collaboration route's list). */
export async function enterpriseWorkspaces(): Promise<EnterpriseWorkspacesResponse> {
  const [identity, joined] = await Promise.all([
    currentIdentity(),
    collaborationRoutes['GET /api/collaboration/users/{userId}/workspaces']({
      params: { userId: 'me' },
      query: {},
      body: undefined,
    }),
  ]);
  const shared = joined
    .filter((workspace) => workspace.status === 'active')
    .map((workspace): EnterpriseWorkspace => ({
      id: workspace.workspace_id,
      name: workspace.name,
      scope: workspace.scope,
      role: workspace.role,
    }));
  return {
    workspaces: [
      { id: PERSONAL_WORKSPACE_ID, name: PERSONAL_WORKSPACE_NAME, scope: 'personal', role: 'owner' },
      ...shared,
    ],
    connected: identity.connected,
  };
}

async function personalTeam(actor: Actor): Promise<WorkspaceTeam> {
  const projects = await db.projects.orderBy('created_at').toArray();
  const firstResult = await db.clustering_results.orderBy('created_at').first();
  const joined = [projects[0]?.created_at, firstResult?.created_at].filter((d): d is string => !!d).sort()[0] ?? null;
  return {
    name: PERSONAL_WORKSPACE_NAME,
    note: actor.signed_in
      ? `Signed in to sync as ${actor.name}. Your personal workspace is yours alone: choose a Collaboration workspace above to see its members.`
      : 'This device is not connected to a sync server, so you are the only member of your personal workspace.',
    members: [
      {
        id: actor.id,
        name: actor.name,
        email: null,
        role: 'owner',
        joined_date: joined,
        last_active: nowIso(),
        projects_access: projects.map((project) => project.name),
        is_you: true,
      },
    ],
  };
}

/** A Collaboration workspace's members; 404 when it is gone or you are not in it. */
async function collaborationTeam(workspaceId: string): Promise<WorkspaceTeam> {
  const identity = await currentIdentity();
  const [workspace, you, members, shared] = await Promise.all([
    db.workspaces.get(workspaceId),
    actorIn(workspaceId, identity.username),
    membersOf(workspaceId),
    db.shared_items.where('workspace_id').equals(workspaceId).toArray(),
  ]);
  if (!workspace || you === null) throw new ApiError(404, WORKSPACE_NOT_FOUND);
  const reachable = shared.sort((a, b) => a.title.localeCompare(b.title)).map((item) => item.title);
  return {
    name: workspace.name,
    note:
      workspace.scope === 'server'
        ? 'Members and roles as the sync server enforces them. Last active is when each member last opened this workspace on a synced device: a static app has no live presence.'
        : 'This workspace is on this device only: publish it to a sync server in Collaboration to invite members.',
    members: members.map((member) => ({
      id: member.username,
      name: member.username,
      // The sync layer knows user names, not email addresses.
      email: null,
      role: member.role,
      joined_date: member.joined_at,
      last_active: member.username === you ? nowIso() : member.last_seen,
      projects_access: reachable,
      is_you: member.username === you,
    })),
  };
}

export function toMember(source: MemberSource, now: number): TeamMember {
  const seen = source.last_active ? Date.parse(source.last_active) : NaN;
  return {
    ...source,
    status: Number.isFinite(seen) && now - seen <= ACTIVE_DAYS * DAY_MS ? 'active' : 'inactive',
    permissions: permissionsOf(source.role),
  };
}

export async function teamView(workspaceId: string): Promise<TeamResponse> {
  const personal = workspaceId === PERSONAL_WORKSPACE_ID;
  const {
    members: sources,
    name,
    note,
  } = personal ? await personalTeam(await currentActor()) : await collaborationTeam(workspaceId);
  const now = Date.now();
  const members = sources.map((source) => toMember(source, now));
  const you = members.find((member) => member.is_you);
  const weekAgo = new Date(now - 7 * DAY_MS).toISOString();
  const recent = await db.audit_log
    .where('created_at')
    .above(weekAgo)
    .filter((entry) => entry.workspace_id === workspaceId)
    .count();
  const canManage = you !== undefined && can(you.role, 'manage_members');
  return {
    workspace_id: workspaceId,
    workspace_name: name,
    members,
    summary: {
      total_members: members.length,
      active_members: members.filter((member) => member.status === 'active').length,
      recent_activity: recent,
    },
    permissions_overview: { admin_count: members.filter((m) => m.role === 'owner' || m.role === 'admin').length },
    can_manage_roles: canManage,
    assignable_roles: canManage && !personal ? [...ASSIGNABLE_ROLES] : [],
    note,
  };
}

/** 403 unless your role in the workspace has `permission` in the permissions table (404 when not a member). */
export async function requirePermission(workspaceId: string, permission: PermissionKey): Promise<void> {
  const you = (await teamView(workspaceId)).members.find((member) => member.is_you);
  if (you && can(you.role, permission)) return;
  const label = PERMISSIONS.find((row) => row.key === permission)?.label.toLowerCase() ?? permission;
  throw new ApiError(
    403,
    `As ${you?.role ?? 'a non-member'} of this workspace you cannot ${label}: ask its owner or an admin for the editor role.`,
  );
}

/** Checks a role change against the permissions table and the one-owner rule; returns the member's old role. */
export function checkRoleChange(members: readonly TeamMember[], memberId: string, role: TeamRole): TeamRole {
  const you = members.find((member) => member.is_you);
  if (!you || !can(you.role, 'manage_members'))
    throw new ApiError(403, "Only the workspace's owners and admins change roles.");
  const member = members.find((m) => m.id === memberId);
  if (!member) throw new ApiError(404, 'Member not found in this workspace.');
  if (member.role === 'owner' || role === 'owner')
    throw new ApiError(
      409,
      'A workspace needs its one owner, whose role does not change: give the others admin, editor or viewer.',
    );
  return member.role;
}
