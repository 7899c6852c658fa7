/**
 * Push: the outbox to POST /{db}/_bulk_docs in batches, each document with the revision this
 * device last saw. A 409 is a conflict (merged field-wise or kept for the user), never retried
 * blindly; a 403 is kept on the record with the server's reason; the outbox row goes only once the
 * server has the change, and only if the record did not change again meanwhile. A clustering
 * result's manifest (the list of its rows' versions) goes once per push, after the rows.
 */
import { docId, markRemote, nowIso, type OutboxRecord, type ReplicatedTable, type TopicwiseDatabase } from '@/db';
import {
  documentBytes,
  MAX_DOCUMENT_BYTES,
  toDocument,
  type ResultPart,
  type Row,
  type SyncDocument,
} from './documents';
import { recordConflict } from './conflicts';
import { SyncError, type CouchDatabase } from './http';

export const PUSH_BATCH = 200;

export type PushReport = { pushed: number; conflicts: number; refused: number };

type BulkResult = { id?: string; rev?: string; ok?: boolean; error?: string; reason?: string };

const RESULT_PARTS: readonly ReplicatedTable[] = ['clusters', 'unclustered_chunks'];

type Outgoing = { entry: OutboxRecord | null; doc: SyncDocument };

/** Deletion stubs of the losing revisions of a server-side conflict. */
const discardStubs = (entry: OutboxRecord) =>
  (entry.discard_revs ?? []).map((rev) => ({ _id: entry.id, _rev: rev, _deleted: true }));

/**
 * Deletes the losing server revisions the batch's entries name. A revision already gone (a
 * conflict or not_found answer) is what was wanted; a 'discard' entry is done once they are sent.
 */
async function discardLosers(db: TopicwiseDatabase, remote: CouchDatabase, entries: OutboxRecord[]): Promise<void> {
  const stubs = entries.flatMap(discardStubs);
  if (stubs.length === 0) return;
  const answer = await remote.request({ method: 'POST', path: '_bulk_docs', body: { docs: stubs } });
  if (!Array.isArray(answer))
    throw new SyncError('bad-response', 'The server answered _bulk_docs without a list of results.');
  const refused = (answer as BulkResult[]).filter((result) => result.error === 'forbidden');
  for (const entry of entries) {
    const reason = refused.find((result) => result.id === entry.id)?.reason;
    if (reason) await refuse(db, entry, reason);
    else if (entry.op === 'discard') await settleDiscard(db, entry);
  }
}

async function settleDiscard(db: TopicwiseDatabase, entry: OutboxRecord): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.get(entry.id);
    if (current && current.queued_at === entry.queued_at) await db.outbox.delete(entry.id);
  });
}

async function resultParts(db: TopicwiseDatabase, resultId: string): Promise<ResultPart[]> {
  const parts: ResultPart[] = [];
  for (const table of RESULT_PARTS) {
    const rows = (await db.table(table).where('result_id').equals(resultId).toArray()) as Row[];
    for (const row of rows) parts.push({ id: docId(table, String(row.id)), updated_at: String(row.updated_at) });
  }
  return parts;
}

async function documentFor(db: TopicwiseDatabase, table: ReplicatedTable, recordId: string, user: string) {
  const record = (await db.table(table).get(recordId)) as Row | undefined;
  if (!record) return null;
  const base = await db.sync_base.get(docId(table, recordId));
  const doc = toDocument(table, record, user, base?.body);
  if (table === 'clustering_results') doc.parts = await resultParts(db, recordId);
  return doc;
}

async function refuse(db: TopicwiseDatabase, entry: OutboxRecord, reason: string): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.get(entry.id);
    if (current) await db.outbox.put({ ...current, refused: reason });
  });
}

async function settle(db: TopicwiseDatabase, { entry, doc }: Outgoing, rev: string, database: string): Promise<void> {
  const table = db.table(doc.table);
  const recordId = String(doc.record.id);
  await db.transaction('rw', [table, db.outbox, db.sync_base, db.tombstones], async (tx) => {
    markRemote(tx);
    if (doc._deleted) {
      await db.sync_base.delete(doc._id);
    } else {
      const record = (await table.get(recordId)) as Row | undefined;
      if (record) await table.put({ ...record, sync_rev: rev });
      const { record: body, created_by, updated_by, table: tableName } = doc;
      await db.sync_base.put({
        id: doc._id,
        rev,
        body: { table: tableName, record: body, created_by, updated_by },
        database,
      });
    }
    const current = entry && (await db.outbox.get(entry.id));
    if (current && current.queued_at === entry.queued_at) await db.outbox.delete(entry.id);
  });
}

async function outgoing(db: TopicwiseDatabase, entries: OutboxRecord[], user: string): Promise<Outgoing[]> {
  const batch: Outgoing[] = [];
  const results = new Set<string>();
  for (const entry of entries) {
    if (entry.op === 'discard') continue;
    if (entry.op === 'delete') {
      const rev = (await db.tombstones.get(entry.id))?.sync_rev;
      // A record deleted before it ever reached the server has nothing to delete there.
      if (!rev) await db.outbox.delete(entry.id);
      else
        batch.push({
          entry,
          doc: {
            _id: entry.id,
            _rev: rev,
            _deleted: true,
            table: entry.table_name,
            record: { id: entry.record_id },
            created_by: user,
            updated_by: user,
          },
        });
      continue;
    }
    const doc = await documentFor(db, entry.table_name, entry.record_id, user);
    if (!doc) {
      await db.outbox.delete(entry.id);
      continue;
    }
    if (documentBytes(doc) > MAX_DOCUMENT_BYTES) {
      await refuse(db, entry, `Too large to sync (over 8 MB); it stays on this device.`);
      continue;
    }
    batch.push({ entry, doc });
    if (RESULT_PARTS.includes(entry.table_name) && typeof doc.record.result_id === 'string') {
      results.add(doc.record.result_id);
    }
  }
  // A row change makes a new version of its result's manifest: queued once, it goes after the rows.
  for (const resultId of results) {
    const id = docId('clustering_results', resultId);
    if (!(await db.outbox.get(id))) {
      await db.outbox.put({
        id,
        table_name: 'clustering_results',
        record_id: resultId,
        op: 'put',
        queued_at: nowIso(),
      });
    }
  }
  return batch;
}

/**
 * The server database each change goes to: where the record already lives (a row of a clustering
 * result lives with its result), or null for a record that never reached a server. Read in bulk:
 * a first push names a thousand rows.
 */
async function homesOf(db: TopicwiseDatabase, entries: OutboxRecord[]): Promise<(string | null)[]> {
  const own = await db.sync_base.bulkGet(entries.map((entry) => entry.id));
  const resultOf = new Map<number, string>();
  for (const table of RESULT_PARTS) {
    const indexes = entries.flatMap((entry, index) =>
      entry.table_name === table && !own[index]?.database ? [index] : [],
    );
    const rows = (await db.table(table).bulkGet(indexes.map((index) => entries[index].record_id))) as (
      Row | undefined
    )[];
    rows.forEach((row, i) => {
      if (typeof row?.result_id === 'string') resultOf.set(indexes[i], row.result_id);
    });
  }
  const resultIds = [...new Set(resultOf.values())];
  const resultBases = await db.sync_base.bulkGet(resultIds.map((id) => docId('clustering_results', id)));
  const resultHome = new Map(resultIds.map((id, i) => [id, resultBases[i]?.database ?? null]));
  return entries.map((_, index) => {
    const resultId = resultOf.get(index);
    return own[index]?.database ?? (resultId ? (resultHome.get(resultId) ?? null) : null);
  });
}

/**
 * Pushes the outbox entries that belong in `remote`: those of records living there, and, when
 * `takesNewRecords`, those of records that never reached a server (by default, with one database).
 */
export async function push(
  db: TopicwiseDatabase,
  remote: CouchDatabase,
  batchSize = PUSH_BATCH,
  takesNewRecords = true,
): Promise<PushReport> {
  const report: PushReport = { pushed: 0, conflicts: 0, refused: 0 };
  const attempted = new Set<string>();
  // Results last: a result's manifest names all its rows, so it goes once, after the rows of this push.
  for (const manifests of [false, true])
    await pushPhase(db, remote, batchSize, takesNewRecords, report, attempted, manifests);
  return report;
}

async function pushPhase(
  db: TopicwiseDatabase,
  remote: CouchDatabase,
  batchSize: number,
  takesNewRecords: boolean,
  report: PushReport,
  attempted: Set<string>,
  manifests: boolean,
): Promise<void> {
  for (;;) {
    const candidates = await db.outbox
      .orderBy('queued_at')
      .filter(
        (entry) =>
          !entry.refused &&
          !attempted.has(`${entry.id}@${entry.queued_at}`) &&
          (entry.table_name === 'clustering_results') === manifests,
      )
      .limit(batchSize)
      .toArray();
    if (candidates.length === 0) return;
    for (const entry of candidates) attempted.add(`${entry.id}@${entry.queued_at}`);
    const homes = await homesOf(db, candidates);
    const entries = candidates.filter(
      (_, index) => homes[index] === remote.database || (homes[index] === null && takesNewRecords),
    );
    if (entries.length === 0) continue;
    await discardLosers(
      db,
      remote,
      entries.filter((entry) => entry.discard_revs?.length),
    );
    const batch = await outgoing(db, entries, remote.user);
    if (batch.length === 0) continue;
    const answer = await remote.request({
      method: 'POST',
      path: '_bulk_docs',
      body: { docs: batch.map(({ doc }) => doc) },
    });
    if (!Array.isArray(answer))
      throw new SyncError('bad-response', 'The server answered _bulk_docs without a list of results.');
    const byId = new Map((answer as BulkResult[]).map((result) => [result.id, result]));
    for (const item of batch) {
      const result = byId.get(item.doc._id);
      if (result?.ok && typeof result.rev === 'string') {
        await settle(db, item, result.rev, remote.database);
        report.pushed += 1;
      } else if (result?.error === 'conflict') {
        if (item.entry) await recordConflict(db, remote, item.entry, item.doc);
        report.conflicts += 1;
      } else if (result?.error === 'forbidden' || result?.error === 'unauthorized') {
        if (item.entry) await refuse(db, item.entry, result.reason ?? 'The server refused this change.');
        report.refused += 1;
      } else if (result?.error) {
        throw new SyncError('server', `The server could not store ${item.doc._id}: ${result.reason ?? result.error}.`);
      }
    }
  }
}
