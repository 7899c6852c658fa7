/**
 * Conflicts are shown, never lost. When this device and the server both changed a record, fields
 * changed on one side only are merged; fields changed on both, or a delete against an edit, keep
 * both versions in `sync_conflicts` until the user chooses. The record keeps this device's version
 * meanwhile and its outbox row waits ('conflict'); the choice is kept with both versions, so the
 * loser stays retrievable.
 */
import { docId, markRemote, nowIso, type OutboxRecord, type ReplicatedTable, type TopicwiseDatabase } from '@/db';
import { fromDocument, isRow, recordBody, type Row, type SyncDocument } from './documents';
import type { CouchDatabase } from './http';
import { followClusterName, mergeRecords } from './merge';

export const WAITING_FOR_CHOICE = 'conflict';

/** Tables whose records are only ever added, one per author: two versions of one cannot exist. */
const APPEND_ONLY: readonly ReplicatedTable[] = ['cluster_votes'];

type Sides = {
  table: ReplicatedTable;
  recordId: string;
  mine: Row | null;
  theirs: Row | null;
  theirsRev: string | null;
  /** Losing server revisions to delete once the user has chosen (a server-side conflict). */
  discardRevs?: string[];
};

/** Inside a transaction over the record's table, outbox, sync_base and sync_conflicts. */
export async function openConflict(db: TopicwiseDatabase, sides: Sides, fields: string[]): Promise<void> {
  const id = docId(sides.table, sides.recordId);
  const now = nowIso();
  await db.sync_conflicts.put({
    id,
    table_name: sides.table,
    record_id: sides.recordId,
    mine: sides.mine && recordBody(sides.mine),
    theirs: sides.theirs && recordBody(sides.theirs),
    theirs_rev: sides.theirsRev,
    ...(sides.discardRevs ? { discard_revs: sides.discardRevs } : {}),
    fields,
    status: 'open',
    created_at: now,
    updated_at: now,
  });
  const entry = await db.outbox.get(id);
  if (entry) await db.outbox.put({ ...entry, refused: WAITING_FOR_CHOICE });
}

/**
 * Both sides changed the record since `base`: merge, or open a conflict. Inside a transaction as
 * above (marked remote); a merge is queued for push by hand, since remote writes skip the outbox.
 */
export async function reconcile(db: TopicwiseDatabase, sides: Sides & { base: Row | null }): Promise<void> {
  const { table, recordId, mine, theirs, theirsRev, base } = sides;
  const id = docId(table, recordId);
  if (mine && theirs && theirsRev) {
    const { merged, conflicts } = APPEND_ONLY.includes(table)
      ? { merged: theirs, conflicts: [] }
      : mergeRecords(base, recordBody(mine), recordBody(theirs));
    if (conflicts.length === 0) {
      await db.table(table).put({ ...merged, sync_rev: theirsRev });
      await db.outbox.put({ id, table_name: table, record_id: recordId, op: 'put', queued_at: nowIso() });
      return;
    }
    await openConflict(db, sides, conflicts);
    return;
  }
  await openConflict(db, sides, ['deleted']);
}

const conflictTables = (db: TopicwiseDatabase, table: ReplicatedTable) => [
  db.table(table),
  db.clustering_results,
  db.outbox,
  db.sync_base,
  db.sync_conflicts,
  db.tombstones,
];

/** A 409 on push: read the server's version and reconcile with it. */
export async function recordConflict(
  db: TopicwiseDatabase,
  remote: CouchDatabase,
  entry: OutboxRecord,
  doc: SyncDocument,
): Promise<void> {
  const current = await remote.request({ method: 'GET', path: encodeURIComponent(doc._id), missingOk: true });
  const incoming = fromDocument(current);
  const base = await db.sync_base.get(entry.id);
  await db.transaction('rw', conflictTables(db, entry.table_name), async (tx) => {
    markRemote(tx);
    const mine =
      entry.op === 'delete' ? null : ((await db.table(entry.table_name).get(entry.record_id)) as Row | undefined);
    await reconcile(db, {
      table: entry.table_name,
      recordId: entry.record_id,
      mine: mine ?? null,
      theirs: incoming?.record ?? null,
      theirsRev: incoming?.rev ?? null,
      base: isRow(base?.body.record) ? base.body.record : null,
    });
  });
}

export type Choice = 'mine' | 'theirs';

/**
 * After a cluster's conflict is decided, its result's topic of that one cluster takes the name
 * kept, and the result is queued for push so the other devices' topic follows too.
 */
async function topicFollowsCluster(db: TopicwiseDatabase, clusterId: string, now: string): Promise<void> {
  const cluster = (await db.clusters.get(clusterId)) as Row | undefined;
  if (typeof cluster?.result_id !== 'string') return;
  const result = await db.clustering_results.get(cluster.result_id);
  const topics = result && followClusterName(result.topics, cluster);
  if (!result || !topics) return;
  await db.clustering_results.put({ ...result, topics: topics as typeof result.topics, updated_at: now });
  await db.outbox.put({
    id: docId('clustering_results', result.id),
    table_name: 'clustering_results',
    record_id: result.id,
    op: 'put',
    queued_at: now,
  });
}

/**
 * The user's choice. Keep mine: this device's version (or its delete) is pushed over the server's.
 * Keep theirs: the server's version (or its delete) replaces this device's. For a server-side
 * conflict the losing revisions are deleted on the server with the next push, whichever is kept.
 * The conflict row stays with both versions and the choice.
 */
export async function resolveConflict(db: TopicwiseDatabase, id: string, choice: Choice): Promise<void> {
  const conflict = await db.sync_conflicts.get(id);
  if (!conflict || conflict.status !== 'open') return;
  const { table_name: table, record_id: recordId, mine, theirs, theirs_rev: theirsRev } = conflict;
  const discard = conflict.discard_revs ?? [];
  const now = nowIso();
  await db.transaction('rw', conflictTables(db, table), async (tx) => {
    markRemote(tx);
    const store = db.table(table);
    const outbox = {
      id,
      table_name: table,
      record_id: recordId,
      queued_at: now,
      ...(discard.length > 0 ? { discard_revs: discard } : {}),
    };
    if (choice === 'mine') {
      if (mine) {
        await store.put({ ...mine, updated_at: now, ...(theirsRev ? { sync_rev: theirsRev } : {}) });
        await db.outbox.put({ ...outbox, op: 'put' });
      } else {
        await db.tombstones.put({
          id,
          table_name: table,
          record_id: recordId,
          deleted_at: now,
          sync_rev: theirsRev ?? undefined,
          created_at: now,
          updated_at: now,
        });
        await db.outbox.put({ ...outbox, op: 'delete' });
      }
    } else {
      if (theirs && theirsRev) await store.put({ ...theirs, sync_rev: theirsRev });
      else await store.delete(recordId);
      // A server-side conflict is gone only once the losing revisions are deleted there too.
      if (discard.length > 0) await db.outbox.put({ ...outbox, op: 'put' });
      else await db.outbox.delete(id);
    }
    if (table === 'clusters') await topicFollowsCluster(db, recordId, now);
    await db.sync_conflicts.put({
      ...conflict,
      status: choice === 'mine' ? 'kept-mine' : 'kept-theirs',
      updated_at: now,
    });
  });
}
