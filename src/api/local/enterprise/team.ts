/**
 * The Team view's members. Until the collaboration layer (workspaces, members with roles and "last
 * seen") is on this device, `workspaceMembers` returns this device's user as the only owner of the
 * personal workspace: the one function that switches to the layer's members.
 */
import { ApiError } from '../../../contract/errors';
import { permissionsOf, type TeamRole } from '../../../contract/permissions';
import type { TeamMember, TeamResponse } from '../../../contract/types/enterprise';
import { db } from '@/db/database';
import { nowIso } from '@/db/records';
import { currentActor, type Actor } from './actor';

const ACTIVE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

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

export async function workspaceMembers(
  workspaceId: string,
  actor: Actor,
): Promise<{ members: MemberSource[]; name: string; note: string }> {
  const projects = await db.projects.orderBy('created_at').toArray();
  const firstResult = await db.clustering_results.orderBy('created_at').first();
  const joined = [projects[0]?.created_at, firstResult?.created_at].filter((d): d is string => !!d).sort()[0] ?? null;
  return {
    name: workspaceId === 'personal' ? 'Personal workspace' : workspaceId,
    note: actor.signed_in
      ? `Signed in to sync as ${actor.name}. Other members appear here once workspaces and members sync.`
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

export function toMember(source: MemberSource, now: number): TeamMember {
  const seen = source.last_active ? Date.parse(source.last_active) : NaN;
  return {
    ...source,
    status: Number.isFinite(seen) && now - seen <= ACTIVE_DAYS * DAY_MS ? 'active' : 'inactive',
    permissions: permissionsOf(source.role),
  };
}

export async function teamView(workspaceId: string): Promise<TeamResponse> {
  const actor = await currentActor();
  const { members: sources, name, note } = await workspaceMembers(workspaceId, actor);
  const now = Date.now();
  const members = sources.map((source) => toMember(source, now));
  const you = members.find((member) => member.is_you);
  const weekAgo = new Date(now - 7 * DAY_MS).toISOString();
  const recent = await db.audit_log.where('created_at').above(weekAgo).count();
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
    can_manage_roles: you !== undefined && (you.role === 'owner' || you.role === 'admin'),
    note,
  };
}

/** Checks a role change against the permissions table and the one-owner rule; returns the member's old role. */
export function checkRoleChange(members: readonly TeamMember[], memberId: string, role: TeamRole): TeamRole {
  const you = members.find((member) => member.is_you);
  if (!you || (you.role !== 'owner' && you.role !== 'admin'))
    throw new ApiError(403, "Only the workspace's owners and admins change roles.");
  const member = members.find((m) => m.id === memberId);
  if (!member) throw new ApiError(404, 'Member not found in this workspace.');
  if (member.role === 'owner' && role !== 'owner' && members.filter((m) => m.role === 'owner').length === 1)
    throw new ApiError(409, 'A workspace needs an owner: make another member owner first.');
  if (role === 'owner' && you.role !== 'owner') throw new ApiError(403, 'Only an owner makes another member owner.');
  return member.role;
}
