/**
 * `npm run sync-server -- [--port 5984] [--data DIR] [--workspace NAME]`: a CouchDB-compatible
 * server on 127.0.0.1 for trying sync (scripts/sync/server.mjs). The admin comes from
 * SYNC_ADMIN_USER / SYNC_ADMIN_PASSWORD.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startSyncServer } from './sync/server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '5984' },
    data: { type: 'string', default: join(homedir(), '.topicwise-sync') },
    workspace: { type: 'string', default: 'workspace' },
  },
});
const adminUser = process.env.SYNC_ADMIN_USER ?? 'admin';
const adminPassword = process.env.SYNC_ADMIN_PASSWORD ?? 'admin';
const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`--port must be a port number (1-65535), not ${values.port}`);
  process.exit(2);
}
const server = await startSyncServer({
  port,
  data: values.data,
  adminUser,
  adminPassword,
  workspace: values.workspace,
});
console.log(`Sync server on ${server.url} (127.0.0.1 only)`);
console.log(`Data: ${values.data}`);
console.log(`Workspace database: ${server.workspace}`);
console.log(
  `Admin: ${adminUser}${process.env.SYNC_ADMIN_PASSWORD ? '' : ` / ${adminPassword} (set SYNC_ADMIN_USER and SYNC_ADMIN_PASSWORD to change)`}`,
);
console.log(
  'Create a user: curl -X PUT -u ADMIN:PASSWORD ' +
    `${server.url}_users/org.couchdb.user:NAME -d '{"name":"NAME","password":"...","roles":[],"type":"user"}'`,
);
