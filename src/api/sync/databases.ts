/**
 * Which server databases this device syncs: the chosen workspace (shared with its members) and the
 * user's personal database (their own work across devices, one per user as CouchDB's
 * couch_peruser makes it). A record lives in one of them; a record that never reached a server
 * goes to the workspace when one is chosen, else to the personal database.
 */
import type { TopicwiseDatabase } from '@/db';
import { CouchDatabase, type Credentials } from './http';
import { emptyPullReport, pull, type PullReport } from './pull';
import { push, type PushReport } from './push';

/** couch_peruser's name for a user's database: 'userdb-' and the hex of the name's UTF-8 bytes. */
export function personalDatabase(username: string): string {
  const hex = [...new TextEncoder().encode(username)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `userdb-${hex}`;
}

export type SyncTarget = { remote: CouchDatabase; takesNewRecords: boolean };

/** The databases to sync, the workspace first; `personal` is null when the server has none. */
export function syncTargets(credentials: Credentials, workspace: string | null, personal: string | null): SyncTarget[] {
  const targets: SyncTarget[] = [];
  if (workspace) targets.push({ remote: new CouchDatabase(credentials, workspace), takesNewRecords: true });
  if (personal) targets.push({ remote: new CouchDatabase(credentials, personal), takesNewRecords: !workspace });
  return targets;
}

/** One full round without a live wait: push everything, pull everything, push what the pull merged. */
export async function syncRound(
  db: TopicwiseDatabase,
  targets: SyncTarget[],
): Promise<{ pushed: PushReport[]; pulled: PullReport }> {
  const pushed: PushReport[] = [];
  const pulled = emptyPullReport();
  for (const { remote, takesNewRecords } of targets) pushed.push(await push(db, remote, undefined, takesNewRecords));
  for (const { remote } of targets) {
    const report = await pull(db, remote);
    pulled.applied += report.applied;
    pulled.rejected += report.rejected;
    for (const [table, ids] of report.changed) {
      const all = pulled.changed.get(table) ?? new Set<string>();
      for (const id of ids) all.add(id);
      pulled.changed.set(table, all);
    }
  }
  for (const { remote, takesNewRecords } of targets) pushed.push(await push(db, remote, undefined, takesNewRecords));
  return { pushed, pulled };
}
