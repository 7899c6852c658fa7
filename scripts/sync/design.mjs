/**
 * The workspace database's design document (issue 20). CouchDB runs `validate_doc_update` on every
 * write, replication included, so these rules hold whatever client writes. The function is ES5: it
 * runs in CouchDB's JavaScript engine, not in Node.
 *
 * Roles: server admins and the database's `_security.admins` are admins; a `roles` field maps a
 * user name to `owner`, `admin`, `editor` or `viewer`; any other member is an editor. The field is
 * read from `_security` and from this design document (CouchDB calls the function with the design
 * document as `this`): express-pouchdb hands validation an empty security object, and only admins
 * can change either.
 *
 * Collaboration (issue 21): records of workspaces, members, shared items and versions, activity and
 * presence, and comments and chat messages that name a workspace, are checked against the writer's
 * role in that workspace, from `workspace_roles` ({ workspaceId: { user: role } }) in `_security`
 * or this document: members write comments, chat and their own presence and activity; editors share
 * and publish; owners and admins change members, post announcements and moderate; published versions
 * and activity entries never change; authors edit their own comments, and chat messages within 15
 * minutes (+5 minutes of clock skew) of sending, by the server's clock.
 *
 * Which role may do what is the app's permissions table (src/contract/permissions.ts, its rows
 * marked `server`); tests/unit/enterprise/permissions-server.test.ts fails when these rules and the
 * table differ.
 */
export function validateDocUpdate(newDoc, oldDoc, userCtx, secObj) {
  var CHAT_EDIT_MINUTES = 15;
  var CLOCK_SKEW_MINUTES = 5;
  var WORKSPACE_TABLES = ['workspaces', 'workspace_members', 'shared_items', 'shared_versions', 'activity', 'presence'];
  var AUTHORED_TABLES = ['comments', 'chat_messages'];
  var name = userCtx.name;
  var userRoles = userCtx.roles || [];
  var security = secObj || {};
  function contains(list, value) {
    return (list || []).indexOf(value) !== -1;
  }
  function anyRoleIn(group) {
    var names = (group && group.roles) || [];
    for (var i = 0; i < userRoles.length; i += 1) if (contains(names, userRoles[i])) return true;
    return false;
  }
  if (!name) throw { unauthorized: 'Sign in to change this workspace.' };
  var declared = (security.roles || (this && this.roles) || {})[name];
  var isAdmin =
    contains(userRoles, '_admin') ||
    contains((security.admins || {}).names, name) ||
    anyRoleIn(security.admins) ||
    declared === 'owner' ||
    declared === 'admin';
  var docTable = newDoc._deleted ? oldDoc && oldDoc.table : newDoc.table;
  var docRecord = (newDoc._deleted ? oldDoc && oldDoc.record : newDoc.record) || {};
  var inWorkspace =
    WORKSPACE_TABLES.indexOf(docTable) !== -1 || (AUTHORED_TABLES.indexOf(docTable) !== -1 && !!docRecord.workspace_id);
  if (!isAdmin && declared === 'viewer' && !inWorkspace) {
    throw {
      forbidden: 'You are a viewer of this workspace: ask its owner or an admin for the editor role to make changes.',
    };
  }
  if (newDoc._id.indexOf('_design/') === 0) {
    if (!isAdmin) throw { forbidden: 'Only admins change the design document.' };
    return;
  }
  var author = oldDoc ? oldDoc.created_by : newDoc.created_by;
  var table = newDoc._deleted ? oldDoc && oldDoc.table : newDoc.table;
  if (!newDoc._deleted) {
    if (typeof newDoc.table !== 'string' || typeof newDoc.record !== 'object' || newDoc.record === null) {
      throw { forbidden: 'A workspace document needs a table and a record.' };
    }
    if (newDoc.updated_by !== name) throw { forbidden: 'updated_by must be the signed-in user (' + name + ').' };
    if (!oldDoc && newDoc.created_by !== name)
      throw { forbidden: 'created_by must be the signed-in user (' + name + ').' };
    if (oldDoc && newDoc.created_by !== oldDoc.created_by) throw { forbidden: 'created_by cannot change.' };
  }
  if (table === 'announcements' && !isAdmin) throw { forbidden: 'Only admins post announcements.' };
  var record = (newDoc._deleted ? oldDoc && oldDoc.record : newDoc.record) || {};
  var scoped = WORKSPACE_TABLES.indexOf(table) !== -1 || (AUTHORED_TABLES.indexOf(table) !== -1 && record.workspace_id);
  if (scoped) {
    validateWorkspaceDoc(table, newDoc, oldDoc, record, name, isAdmin, this);
    return;
  }
  var authored = table === 'comments' || table === 'chat_messages';
  if (oldDoc && authored && !isAdmin) {
    if (author !== name)
      throw { forbidden: 'Only its author edits a ' + (table === 'comments' ? 'comment' : 'message') + '.' };
    if (table === 'chat_messages') checkEditWindow(oldDoc);
  }

  /** Collaboration (issue 21): the writer's role in the record's workspace decides. */
  function validateWorkspaceDoc(table, newDoc, oldDoc, record, name, isAdmin, design) {
    var workspaceId = table === 'workspaces' ? record.id : record.workspace_id;
    if (typeof workspaceId !== 'string' || workspaceId === '')
      throw { forbidden: 'A workspace record needs its workspace_id.' };
    var all = security.workspace_roles || (design && design.workspace_roles) || {};
    var roles = all[workspaceId];
    if (!roles)
      throw {
        forbidden:
          'This workspace is not on the server: it was created on one device only. Its owner creates it on the server to share it.',
      };
    var role = roles[name] || (isAdmin ? 'admin' : null);
    if (!role) throw { forbidden: 'You are not a member of this workspace: ask its owner or an admin to invite you.' };
    var manager = role === 'owner' || role === 'admin';
    var viewerWords = 'You are a viewer of this workspace: ask its owner or an admin for the editor role to ';
    if (table === 'workspaces' || table === 'workspace_members') {
      if (!manager) throw { forbidden: 'Only the workspace’s owner or an admin changes its settings and members.' };
      return;
    }
    if (table === 'shared_items' || table === 'shared_versions') {
      if (role === 'viewer') throw { forbidden: viewerWords + 'share or publish results.' };
      if (oldDoc && table === 'shared_versions') throw { forbidden: 'A published version cannot change.' };
      return;
    }
    if (table === 'activity') {
      if (oldDoc) throw { forbidden: 'Activity entries cannot be changed or deleted.' };
      if (record.user_name !== name) throw { forbidden: 'An activity entry is written by the user who acted.' };
      return;
    }
    if (table === 'presence') {
      if (record.username !== name) throw { forbidden: 'Members record only their own last seen time.' };
      return;
    }
    var noun = table === 'comments' ? 'comment' : 'message';
    var author = oldDoc ? oldDoc.created_by : newDoc.created_by;
    if (!newDoc._deleted && record.author !== author)
      throw { forbidden: 'The author of a ' + noun + ' is its writer.' };
    if (table === 'chat_messages' && !newDoc._deleted && record.message_type === 'announcement' && !manager)
      throw { forbidden: 'Only admins post announcements.' };
    if (!oldDoc) {
      if (table === 'chat_messages' && record.removed_by) throw { forbidden: 'Only admins remove messages.' };
      return;
    }
    if (manager) return;
    if (author !== name) throw { forbidden: 'Only its author edits a ' + noun + '.' };
    if (table === 'chat_messages') {
      if (!newDoc._deleted && record.removed_by !== (oldDoc.record && oldDoc.record.removed_by))
        throw { forbidden: 'Only admins remove messages.' };
      if (!newDoc._deleted && oldDoc.record && oldDoc.record.removed_by)
        throw { forbidden: 'A moderator removed this message: it cannot be edited.' };
      checkEditWindow(oldDoc);
    }
  }

  function checkEditWindow(oldDoc) {
    var sentAt = Date.parse(oldDoc.record && oldDoc.record.created_at);
    var limit = (CHAT_EDIT_MINUTES + CLOCK_SKEW_MINUTES) * 60 * 1000;
    if (!(Date.now() - sentAt <= limit))
      throw { forbidden: 'A message can be edited for 15 minutes after it is sent.' };
  }
}

export const DESIGN_ID = '_design/topicwise';

/** The design document as CouchDB stores it (functions as source text). */
export const designDocument = (roles = {}, workspaceRoles = {}) => ({
  _id: DESIGN_ID,
  language: 'javascript',
  roles,
  workspace_roles: workspaceRoles,
  validate_doc_update: validateDocUpdate.toString(),
});
