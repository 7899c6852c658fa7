/**
 * `npm run couch:setup -- URL [--workspace NAME] [--member NAME]... [--role NAME=viewer]...`:
 * creates (or updates) a workspace database on a real CouchDB 3: the database, its _security and
 * the design document with the validation rules, and turns on couch_peruser so each user gets a
 * personal database (userdb-<hex of the name>) the app syncs beside the workspace. URL carries an
 * admin, e.g. http://admin:secret@127.0.0.1:5984. Idempotent.
 */
import { parseArgs } from 'node:util';
import { basicAuth, setupWorkspace } from './sync/workspace.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    workspace: { type: 'string', default: 'workspace' },
    member: { type: 'string', multiple: true, default: [] },
    role: { type: 'string', multiple: true, default: [] },
  },
});
if (positionals.length !== 1) {
  console.error(
    'Usage: npm run couch:setup -- http://ADMIN:PASSWORD@HOST:5984 [--workspace NAME] [--member NAME] [--role NAME=viewer]',
  );
  process.exit(2);
}
const url = new URL(positionals[0]);
const auth = basicAuth(decodeURIComponent(url.username), decodeURIComponent(url.password));
url.username = '';
url.password = '';
const roles = Object.fromEntries(values.role.map((entry) => entry.split('=')));
const bad = Object.entries(roles).filter(([, role]) => !['owner', 'admin', 'editor', 'viewer'].includes(role));
if (bad.length > 0) {
  console.error(`Roles are owner, admin, editor or viewer: ${bad.map(([name, role]) => `${name}=${role}`).join(', ')}`);
  process.exit(2);
}
/** CouchDB 3's per-user databases; a server without the config API (not CouchDB 3) is told, not failed. */
async function enablePeruser() {
  const response = await fetch(new URL('/_node/_local/_config/couch_peruser/enable', url.href), {
    method: 'PUT',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify('true'),
  });
  if (response.ok) console.log('couch_peruser is on: each user has a personal database userdb-<hex of the name>.');
  else
    console.warn(
      `Could not turn on couch_peruser (HTTP ${response.status}): users get no personal database, so connect with a workspace in the URL (npm run sync-server makes them itself).`,
    );
}

try {
  await setupWorkspace(url.href, auth, { database: values.workspace, members: values.member, roles });
  console.log(`Workspace ${values.workspace} is ready on ${url.origin}`);
  await enablePeruser();
} catch (error) {
  console.error(`${error.message}. Check the URL carries a server admin (http://ADMIN:PASSWORD@HOST:5984).`);
  process.exit(1);
}
