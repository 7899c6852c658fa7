/**
 * Workspace roles and what each may do: the one permissions table. The Team view lists a member's
 * permissions from it, the local adapter checks role changes against it, and the server's
 * `validate_doc_update` (scripts/sync/design.mjs) enforces the rows marked `server` with the same
 * role lists, so the screen never promises what the server refuses:
 * tests/unit/enterprise/permissions-server.test.ts tries each server row's write as every role
 * against validate_doc_update and fails when the two differ.
 */
export const TEAM_ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export type PermissionKey =
  | 'view_data'
  | 'comment'
  | 'edit_data'
  | 'share_results'
  | 'schedule_reports'
  | 'moderate'
  | 'announce'
  | 'manage_members'
  | 'edit_branding';

export type PermissionRow = {
  key: PermissionKey;
  label: string;
  roles: readonly TeamRole[];
  /** Whether the sync server's validate_doc_update enforces it (the others hold on the device). */
  server: boolean;
};

/**
 * In the order the Team view shows them: what most members can do comes first. The server rows
 * are the rules of scripts/sync/design.mjs: members (viewers too) comment and chat in their
 * workspace; viewers write nothing else; editors share and publish results; owners and admins
 * manage members, post announcements and moderate.
 */
export const PERMISSIONS: readonly PermissionRow[] = [
  {
    key: 'view_data',
    label: 'View projects and results',
    roles: ['owner', 'admin', 'editor', 'viewer'],
    server: false,
  },
  { key: 'comment', label: 'Comment and chat', roles: ['owner', 'admin', 'editor', 'viewer'], server: true },
  { key: 'edit_data', label: 'Run clustering and edit results', roles: ['owner', 'admin', 'editor'], server: true },
  { key: 'share_results', label: 'Share and publish results', roles: ['owner', 'admin', 'editor'], server: true },
  { key: 'schedule_reports', label: 'Schedule reports', roles: ['owner', 'admin', 'editor'], server: false },
  { key: 'moderate', label: "Moderate others' comments and messages", roles: ['owner', 'admin'], server: true },
  { key: 'announce', label: 'Post announcements', roles: ['owner', 'admin'], server: true },
  { key: 'manage_members', label: 'Invite members and change roles', roles: ['owner', 'admin'], server: true },
  { key: 'edit_branding', label: 'Edit report branding', roles: ['owner', 'admin'], server: false },
];

/** Roles a manager gives: a workspace has one owner, whose role does not change (the collaboration layer's rule). */
export const ASSIGNABLE_ROLES: readonly TeamRole[] = TEAM_ROLES.filter((role) => role !== 'owner');

export const isTeamRole = (value: unknown): value is TeamRole =>
  typeof value === 'string' && (TEAM_ROLES as readonly string[]).includes(value);

export const can = (role: TeamRole, permission: PermissionKey): boolean =>
  PERMISSIONS.some((row) => row.key === permission && row.roles.includes(role));

/** The labels of what `role` may do, in the table's order. */
export const permissionsOf = (role: TeamRole): string[] =>
  PERMISSIONS.filter((row) => row.roles.includes(role)).map((row) => row.label);
