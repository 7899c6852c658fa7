/**
 * `npm run couch:setup -- URL [--workspace NAME] [--member NAME]... [--role NAME=viewer]...`:
 * creates (or updates) a workspace database on a real CouchDB 3: the database, its _security and
 * the design document with the validation rules. URL carries an admin, e.g.
 * http://admin:secret@127.0.0.1:5984. Idempotent.
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
try {
  await setupWorkspace(url.href, auth, { database: values.workspace, members: values.member, roles });
  console.log(`Workspace ${values.workspace} is ready on ${url.origin}`);
} catch (error) {
  console.error(`${error.message}. Check the URL carries a server admin (http://ADMIN:PASSWORD@HOST:5984).`);
  process.exit(1);
}
