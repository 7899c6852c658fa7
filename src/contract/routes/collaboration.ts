/**
 * Collaboration (spec 002 §7, issue 21). `{userId}` is a user name, or `me` for whoever is using the
 * app. Workspaces are shared through the sync server (issue 20) when connected, on this device only
 * otherwise.
 *
 * For other tabs (Enterprise): `GET /api/collaboration/workspaces/{id}/members` lists a workspace's
 * members with their role (owner, admin, editor, viewer), when they joined and when they were last
 * seen on a synced device (`last_seen`, null when never; there is no live presence), and
 * `GET /api/collaboration/users/me/workspaces` lists the workspaces of the current user.
 */
import type {
  ActivityEntry,
  ChangeRoleRequest,
  CollaborationIdentity,
  Comment,
  CommentEditRequest,
  CommentRequest,
  CopySharedItemResponse,
  CreateWorkspaceRequest,
  InviteMemberRequest,
  MarkReadRequest,
  NotificationsResponse,
  SharedItem,
  SharedItemDetails,
  ShareRequest,
  Workspace,
  WorkspaceDetails,
  WorkspaceMembersResponse,
} from '../types/collaboration';

export interface CollaborationRoutes {
  'GET /api/collaboration/me': { request: undefined; response: CollaborationIdentity };
  'GET /api/collaboration/users/{userId}/workspaces': { request: undefined; response: Workspace[] };
  'POST /api/collaboration/workspaces': { request: CreateWorkspaceRequest; response: Workspace };
  'GET /api/collaboration/workspaces/{id}': { request: undefined; response: WorkspaceDetails };
  'POST /api/collaboration/workspaces/{id}/publish': { request: undefined; response: WorkspaceDetails };
  'GET /api/collaboration/workspaces/{id}/members': { request: undefined; response: WorkspaceMembersResponse };
  'POST /api/collaboration/workspaces/{id}/members': { request: InviteMemberRequest; response: WorkspaceDetails };
  'PUT /api/collaboration/workspaces/{id}/members/{username}': {
    request: ChangeRoleRequest;
    response: WorkspaceDetails;
  };
  'DELETE /api/collaboration/workspaces/{id}/members/{username}': {
    request: undefined;
    response: WorkspaceDetails;
  };
  'POST /api/collaboration/workspaces/{id}/seen': { request: undefined; response: { last_seen: string } };
  'GET /api/collaboration/workspaces/{id}/activity': { request: undefined; response: ActivityEntry[] };
  'GET /api/collaboration/workspaces/{id}/shared-items': { request: undefined; response: SharedItem[] };
  'POST /api/collaboration/share': { request: ShareRequest; response: SharedItem };
  'GET /api/collaboration/shared-items/{id}': { request: undefined; response: SharedItemDetails };
  'POST /api/collaboration/shared-items/{id}/versions': { request: undefined; response: SharedItemDetails };
  'POST /api/collaboration/shared-items/{id}/copy': { request: undefined; response: CopySharedItemResponse };
  'GET /api/collaboration/shared-items/{id}/comments': { request: undefined; response: Comment[] };
  'POST /api/collaboration/shared-items/{id}/comments': { request: CommentRequest; response: Comment };
  'PUT /api/collaboration/comments/{id}': { request: CommentEditRequest; response: Comment };
  'DELETE /api/collaboration/comments/{id}': { request: undefined; response: { deleted: true } };
  'GET /api/collaboration/users/{userId}/notifications': { request: undefined; response: NotificationsResponse };
  'POST /api/collaboration/notifications/read': { request: MarkReadRequest; response: NotificationsResponse };
}
