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
 */
function validateDocUpdate(newDoc, oldDoc, userCtx, secObj) {
  var CHAT_EDIT_MINUTES = 15;
  var CLOCK_SKEW_MINUTES = 5;
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
  if (!isAdmin && declared === 'viewer') {
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
  var authored = table === 'comments' || table === 'chat_messages';
  if (oldDoc && authored && !isAdmin) {
    if (author !== name)
      throw { forbidden: 'Only its author edits a ' + (table === 'comments' ? 'comment' : 'message') + '.' };
    if (table === 'chat_messages') {
      var sentAt = Date.parse(oldDoc.record && oldDoc.record.created_at);
      var limit = (CHAT_EDIT_MINUTES + CLOCK_SKEW_MINUTES) * 60 * 1000;
      if (!(Date.now() - sentAt <= limit))
        throw { forbidden: 'A message can be edited for 15 minutes after it is sent.' };
    }
  }
}

export const DESIGN_ID = '_design/topicwise';

/** The design document as CouchDB stores it (functions as source text). */
export const designDocument = (roles = {}) => ({
  _id: DESIGN_ID,
  language: 'javascript',
  roles,
  validate_doc_update: validateDocUpdate.toString(),
});
