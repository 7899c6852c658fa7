/**
 * Creating a workspace database on a CouchDB (or the embedded server): the database, its
 * `_security` (members and roles) and the design document. Idempotent: run it again to update the
 * design document or the members.
 */
import { designDocument, DESIGN_ID } from './design.mjs';

export const basicAuth = (user, password) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

async function request(base, auth, method, path, body) {
  const response = await fetch(new URL(path, base), {
    method,
    headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = { error: 'not_json', reason: text.slice(0, 200) };
  }
  return { status: response.status, json };
}

function fail(step, { status, json }) {
  throw new Error(`${step} failed with HTTP ${status}: ${json.reason ?? json.error ?? 'no reason given'}`);
}

/** The personal database of `name`, named as CouchDB's couch_peruser names it. */
export const personalDatabase = (name) => `userdb-${Buffer.from(name, 'utf8').toString('hex')}`;

/**
 * @param {string} base server URL, e.g. http://127.0.0.1:5984/
 * @param {string} auth an admin's Authorization header
 * @param {{ database: string, members?: string[], roles?: Record<string, string> }} workspace
 */
export async function setupWorkspace(base, auth, { database, members = [], roles = {} }) {
  const created = await request(base, auth, 'PUT', `/${encodeURIComponent(database)}`);
  if (created.status !== 201 && created.status !== 412) fail(`Creating ${database}`, created);
  const path = `/${encodeURIComponent(database)}/${DESIGN_ID}`;
  const existing = await request(base, auth, 'GET', path);
  // The workspaces its owners created from the app (issue 21) survive a re-run.
  const workspaceRoles = (existing.status === 200 && existing.json.workspace_roles) || {};
  // So do the users those workspaces invited: they stay readers, listed apart as `invited_members`
  // (src/api/local/collaboration/server.ts keeps the list). An empty list (open database) stays empty.
  const listed = [...new Set([...members, ...Object.keys(roles)])];
  const inWorkspaces = new Set(Object.values(workspaceRoles).flatMap((users) => Object.keys(users)));
  const invited = listed.length === 0 ? [] : [...inWorkspaces].filter((name) => !listed.includes(name));
  const security = await request(base, auth, 'PUT', `/${encodeURIComponent(database)}/_security`, {
    admins: { names: Object.keys(roles).filter((name) => ['owner', 'admin'].includes(roles[name])), roles: [] },
    members: { names: [...listed, ...invited], roles: [] },
    roles,
    workspace_roles: workspaceRoles,
    invited_members: invited,
  });
  if (security.status !== 200) fail(`Setting ${database}/_security`, security);
  const body = {
    ...designDocument(roles, workspaceRoles),
    ...(existing.status === 200 ? { _rev: existing.json._rev } : {}),
  };
  const saved = await request(base, auth, 'PUT', path, body);
  if (saved.status !== 201 && saved.status !== 200) fail(`Saving ${DESIGN_ID}`, saved);
  return { database };
}

/** Creates a server user (the embedded server's tests and the CLI's --user). */
export async function createUser(base, auth, name, password) {
  const path = `/_users/org.couchdb.user:${encodeURIComponent(name)}`;
  const existing = await request(base, auth, 'GET', path);
  const doc = { _id: `org.couchdb.user:${name}`, name, password, roles: [], type: 'user' };
  const saved = await request(
    base,
    auth,
    'PUT',
    path,
    existing.status === 200 ? { ...doc, _rev: existing.json._rev } : doc,
  );
  if (saved.status !== 201 && saved.status !== 200) fail(`Creating user ${name}`, saved);
}
