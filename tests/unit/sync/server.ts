/** The embedded sync server in memory on a free port, with a workspace and users, for Node tests. */
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

/** Polls until `check` holds: for states the sync loop reaches on its own time. */
export async function until(check: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}
