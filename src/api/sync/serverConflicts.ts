/**
 * Server-side conflicts: a document whose revision tree has more than one live leaf on the server
 * (`_conflicts` in `_changes`), which CouchDB's own replication or another PouchDB client can
 * create. They are handled like a 409 on push: the losing versions are merged field-wise into the
 * winner against their common ancestor where the fields differ, otherwise both versions are kept
 * in `sync_conflicts` for "Keep mine" / "Keep theirs". Either way the losing revisions are deleted
 * on the server with the next push, so the conflict is gone there too.
 *
 * The versions are read before the pull batch's transaction (IndexedDB transactions cannot wait
 * on the network), then settled inside it.
 */
import { docId, nowIso, type ReplicatedTable, type TopicwiseDatabase } from '@/db';
import { fromDocument, isRow, recordBody, type IncomingRecord, type Row } from './documents';
import { openConflict } from './conflicts';
import type { CouchDatabase } from './http';
import { mergeRecords, same } from './merge';

/** The losing versions of one document and the version they and the winner started from. */
export type ServerConflict = { losers: IncomingRecord[]; base: Row | null };

/** Rows of a clustering result arrive through the inbox, checked against their manifest: never merged. */
const RESULT_TABLES = new Set<ReplicatedTable>(['clustering_results', 'clusters', 'unclustered_chunks']);

type Revisions = { start: number; ids: string[] };

const revisionsOf = (doc: unknown): string[] => {
  const revisions = isRow(doc) ? (doc._revisions as Revisions | undefined) : undefined;
  if (!revisions || typeof revisions.start !== 'number' || !Array.isArray(revisions.ids)) return [];
  return revisions.ids.map((hash, index) => `${revisions.start - index}-${hash}`);
};

const revPath = (id: string, rev: string, revs = false) =>
  `${encodeURIComponent(id)}?rev=${encodeURIComponent(rev)}${revs ? '&revs=true' : ''}`;

/** The live conflicting leaves of a change row, if any. */
export function conflictRevs(doc: unknown): string[] {
  if (!isRow(doc) || !Array.isArray(doc._conflicts)) return [];
  return doc._conflicts.filter((rev): rev is string => typeof rev === 'string');
}

/** Reads the losing versions and their common ancestor with the winner (null once compacted away). */
export async function fetchServerConflict(
  remote: CouchDatabase,
  doc: { _id: string; _rev: string },
  losingRevs: string[],
  signal?: AbortSignal,
): Promise<ServerConflict> {
  const get = (path: string) => remote.request({ method: 'GET', path, signal, missingOk: true });
  const winnerHistory = new Set(revisionsOf(await get(revPath(doc._id, doc._rev, true))));
  const losers: IncomingRecord[] = [];
  let ancestor: string | null = null;
  for (const rev of losingRevs) {
    const version = await get(revPath(doc._id, rev, true));
    const incoming = fromDocument(version);
    if (!incoming) continue;
    losers.push(incoming);
    ancestor ??= revisionsOf(version).find((past) => winnerHistory.has(past)) ?? null;
  }
  const base = ancestor ? fromDocument(await get(revPath(doc._id, ancestor))) : null;
  return { losers, base: base ? recordBody(base.record) : null };
}

const differing = (a: Row, b: Row): string[] =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (field) => field !== 'sync_rev' && field !== 'updated_at' && !same(a[field], b[field]),
  );

/**
 * Inside the pull batch's transaction (marked remote), after the winner was stored or queued:
 * merges the losers into it, or opens a conflict for the first one that cannot be merged.
 * Returns whether the record changed locally.
 */
export async function settleServerConflict(
  db: TopicwiseDatabase,
  winner: IncomingRecord,
  { losers, base }: ServerConflict,
): Promise<boolean> {
  const { table, rev } = winner;
  const recordId = String(winner.record.id);
  const id = docId(table, recordId);
  const original = recordBody(winner.record);
  let current = original;
  const discard: string[] = [];
  for (const loser of losers) {
    const mine = recordBody(loser.record);
    const { merged, conflicts } = RESULT_TABLES.has(table)
      ? { merged: current, conflicts: differing(mine, current) }
      : mergeRecords(base, mine, current);
    if (conflicts.length > 0) {
      await openConflict(
        db,
        { table, recordId, mine, theirs: current, theirsRev: rev, discardRevs: [...discard, loser.rev] },
        conflicts,
      );
      return true;
    }
    current = merged;
    discard.push(loser.rev);
  }
  if (discard.length === 0) return false;
  const changed = differing(current, original).length > 0;
  if (changed) await db.table(table).put({ ...current, sync_rev: rev });
  await db.outbox.put({
    id,
    table_name: table,
    record_id: recordId,
    op: changed ? 'put' : 'discard',
    queued_at: nowIso(),
    discard_revs: discard,
  });
  return changed;
}
