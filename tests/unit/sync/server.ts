/** The embedded sync server in memory on a free port, with a workspace and users, for Node tests. */
import { createRequire } from 'node:module';
import { startSyncServer, type SyncServer } from '../../../scripts/sync/server.mjs';
import { basicAuth, createUser, setupWorkspace } from '../../../scripts/sync/workspace.mjs';

export const PASSWORD = 'secret-pw';
const ADMIN = basicAuth('admin', 'admin-pw');

export type TestServer = SyncServer & { adminAuth: string };

export async function startTestServer(roles: Record<string, string> = {}): Promise<TestServer> {
  const server = await startSyncServer({ port: 0, adminUser: 'admin', adminPassword: 'admin-pw', workspace: 'team' });
  const users = ['ana', 'ben', ...Object.keys(roles)];
  for (const name of new Set(users)) await createUser(server.url, ADMIN, name, PASSWORD);
  await setupWorkspace(server.url, ADMIN, { database: 'team', members: ['ana', 'ben'], roles });
  return { ...server, adminAuth: ADMIN };
}

type PouchDatabase = {
  get(id: string): Promise<Record<string, unknown> & { _rev: string }>;
  bulkDocs(docs: object[], options: { new_edits: false }): Promise<unknown>;
};

/**
 * A database of the in-memory test server opened directly, beside its HTTP API (the memory
 * adapter shares stores by name within the process). The server's validation plugin replaces the
 * `_revisions` of documents written with new_edits:false, so a server-side conflict is made here,
 * as CouchDB's own replication would make it.
 */
export function serverDatabase(name: string): PouchDatabase {
  const require = createRequire(import.meta.url);
  const PouchDB = require('pouchdb-node');
  PouchDB.plugin(require('pouchdb-adapter-memory'));
  return new PouchDB(name, { adapter: 'memory' }) as PouchDatabase;
}
