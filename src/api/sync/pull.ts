/**
 * Pull: GET /{db}/_changes?since=<checkpoint>&include_docs=true&conflicts=true in batches. Each
 * batch is written in one transaction with the new checkpoint, so a reload, a crash or a server
 * restart resumes exactly after the last batch written. A record with an unpushed local change is
 * reconciled (merged or a conflict), never overwritten. Rows of a clustering result wait in the
 * inbox until every row its manifest names has arrived, then the result appears whole. Documents
 * the server holds in conflict are settled like a 409 (serverConflicts.ts).
 */
import { docId, markRemote, type ReplicatedTable, type TopicwiseDatabase } from '@/db';
import { fromDocument, isRow, parseDocId, type IncomingRecord, type ResultPart, type Row } from './documents';
import { reconcile } from './conflicts';
import { conflictRevs, fetchServerConflict, settleServerConflict, type ServerConflict } from './serverConflicts';
import { SyncError, type CouchDatabase } from './http';

export const PULL_BATCH = 200;

/** `changed`: record ids per table; a result's rows count as a change of their result. */
export type PullReport = { applied: number; rejected: number; changed: Map<ReplicatedTable, Set<string>> };

function noteChange(report: PullReport, table: ReplicatedTable, record: Row | { id: string }): void {
  const isPart = RESULT_PARTS.has(table) && 'result_id' in record;
  const key: ReplicatedTable = isPart ? 'clustering_results' : table;
  const id = String(isPart ? record.result_id : record.id);
  const ids = report.changed.get(key) ?? new Set<string>();
  ids.add(id);
  report.changed.set(key, ids);
}

type ChangeRow = { id: string; seq: unknown; deleted?: boolean; doc?: unknown };

const RESULT_PARTS = new Set<ReplicatedTable>(['clusters', 'unclustered_chunks']);

export const checkpointKey = (remote: CouchDatabase) => `checkpoint:${remote.url('')}`;

function parseChanges(answer: unknown): { results: ChangeRow[]; lastSeq: unknown } {
  if (!isRow(answer) || !Array.isArray(answer.results) || answer.last_seq === undefined) {
    throw new SyncError('bad-response', 'The server answered _changes without results and last_seq.');
  }
  const results = answer.results.filter((row): row is ChangeRow => isRow(row) && typeof row.id === 'string');
  return { results, lastSeq: answer.last_seq };
}

function syncTables(db: TopicwiseDatabase) {
  return [
    ...['projects', 'keyword_imports', 'clustering_results', 'clusters', 'unclustered_chunks'].map((name) =>
      db.table(name),
    ),
    ...['crawled_pages', 'analyses', 'source_imports', 'cluster_votes'].map((name) => db.table(name)),
    db.outbox,
    db.sync_base,
    db.sync_conflicts,
    db.sync_inbox,
    db.sync_state,
    db.tombstones,
  ];
}

class BatchWriter {
  readonly touchedResults = new Set<string>();

  constructor(
    private readonly db: TopicwiseDatabase,
    private readonly report: PullReport,
    private readonly database: string,
  ) {}

  /** A local change not yet on the server, refused ones included: the server's version must not erase it. */
  private pending(id: string) {
    return this.db.outbox.get(id);
  }

  async deleted(id: string): Promise<void> {
    const target = parseDocId(id);
    if (!target) return;
    const { table, recordId } = target;
    const local = (await this.db.table(table).get(recordId)) as Row | undefined;
    const entry = await this.pending(id);
    if (local && entry?.op === 'put') {
      const base = await this.db.sync_base.get(id);
      await reconcile(this.db, {
        table,
        recordId,
        mine: local,
        theirs: null,
        theirsRev: null,
        base: base?.body ?? null,
      });
      return;
    }
    await this.db.table(table).delete(recordId);
    if (table === 'clustering_results') {
      for (const part of RESULT_PARTS) await this.db.table(part).where('result_id').equals(recordId).delete();
    }
    await this.db.sync_base.delete(id);
    await this.db.sync_inbox.delete(id);
    if (entry) await this.db.outbox.delete(id);
    noteChange(this.report, table, { id: recordId });
    this.report.applied += 1;
  }

  /**
   * `serverConflict`: the losing versions of a document the server itself holds in conflict. They
   * wait while this device has its own change of the record: the push that follows extends the
   * winner, and the next pull sees the losers again.
   */
  async changed(incoming: IncomingRecord, id: string, serverConflict?: ServerConflict): Promise<void> {
    const { table, record, rev } = incoming;
    const recordId = String(record.id);
    const local = (await this.db.table(table).get(recordId)) as Row | undefined;
    const entry = await this.pending(id);
    if (local?.sync_rev !== rev && local && entry?.op === 'put') {
      const base = await this.db.sync_base.get(id);
      const baseRecord = isRow(base?.body.record) ? base.body.record : null;
      await reconcile(this.db, { table, recordId, mine: local, theirs: record, theirsRev: rev, base: baseRecord });
      noteChange(this.report, table, record);
      return;
    }
    if (local?.sync_rev !== rev) await this.accept(incoming, id);
    if (serverConflict && entry?.op !== 'put' && (await settleServerConflict(this.db, incoming, serverConflict))) {
      noteChange(this.report, table, record);
    }
  }

  private async accept(incoming: IncomingRecord, id: string): Promise<void> {
    const { table, record, rev, parts, createdBy } = incoming;
    const recordId = String(record.id);
    if (table === 'clustering_results' || RESULT_PARTS.has(table)) {
      const resultId = table === 'clustering_results' ? recordId : String(record.result_id);
      await this.db.sync_inbox.put({
        id,
        result_id: resultId,
        table_name: table,
        rev,
        created_by: createdBy,
        record: { ...record, parts },
      });
      this.touchedResults.add(resultId);
      return;
    }
    await this.store(table, record, rev, createdBy);
  }

  private async store(table: ReplicatedTable, record: Row, rev: string, createdBy: string | null): Promise<void> {
    const { sync_rev: _rev, ...body } = record;
    await this.db.table(table).put(record);
    const base = { table, record: body, ...(createdBy ? { created_by: createdBy } : {}) };
    await this.db.sync_base.put({ id: docId(table, String(record.id)), rev, body: base, database: this.database });
    noteChange(this.report, table, record);
    this.report.applied += 1;
  }

  private async hasVersion(part: ResultPart): Promise<boolean> {
    const waiting = await this.db.sync_inbox.get(part.id);
    if (waiting?.record.updated_at === part.updated_at) return true;
    const target = parseDocId(part.id);
    const local = target && ((await this.db.table(target.table).get(target.recordId)) as Row | undefined);
    return local?.updated_at === part.updated_at;
  }

  /** Applies a result once its manifest and every row it names are here; otherwise it keeps waiting. */
  async assemble(resultId: string): Promise<void> {
    const manifestId = docId('clustering_results', resultId);
    const manifest = await this.db.sync_inbox.get(manifestId);
    const parts = manifest?.record.parts;
    if (!manifest || !Array.isArray(parts)) return;
    for (const part of parts as ResultPart[]) if (!(await this.hasVersion(part))) return;
    const named = new Set((parts as ResultPart[]).map((part) => part.id));
    for (const table of RESULT_PARTS) {
      const rows = (await this.db.table(table).where('result_id').equals(resultId).toArray()) as Row[];
      const gone = rows.filter((row) => !named.has(docId(table, String(row.id))));
      await this.db.table(table).bulkDelete(gone.map((row) => String(row.id)));
    }
    const arrived = await this.db.sync_inbox.where('result_id').equals(resultId).toArray();
    for (const row of arrived) {
      if (row.id !== manifestId && !named.has(row.id)) continue;
      const { parts: _parts, ...record } = row.record;
      await this.store(row.table_name, record, row.rev, row.created_by);
      await this.db.sync_inbox.delete(row.id);
    }
  }
}

/** One batch of changes (a long poll when `longpollMs` is set); returns how many arrived. */
export async function pullBatch(
  db: TopicwiseDatabase,
  remote: CouchDatabase,
  report: PullReport,
  options: { batchSize?: number; longpollMs?: number; signal?: AbortSignal } = {},
): Promise<number> {
  const { batchSize = PULL_BATCH, longpollMs, signal } = options;
  const key = checkpointKey(remote);
  const since = (await db.sync_state.get(key))?.value ?? 0;
  const query = new URLSearchParams({
    since: String(since),
    include_docs: 'true',
    conflicts: 'true',
    limit: String(batchSize),
  });
  if (longpollMs) {
    query.set('feed', 'longpoll');
    query.set('timeout', String(longpollMs));
  }
  const answer = await remote.request({
    method: 'GET',
    path: `_changes?${query}`,
    signal,
    timeoutMs: longpollMs ? longpollMs + 15_000 : undefined,
  });
  const { results, lastSeq } = parseChanges(answer);
  const serverConflicts = new Map<string, ServerConflict>();
  for (const change of results) {
    const losing = conflictRevs(change.doc);
    const rev = isRow(change.doc) ? change.doc._rev : undefined;
    if (change.deleted || losing.length === 0 || typeof rev !== 'string') continue;
    // One open conflict per record: the others are seen again once the user has chosen.
    if ((await db.sync_conflicts.get(change.id))?.status === 'open') continue;
    serverConflicts.set(change.id, await fetchServerConflict(remote, { _id: change.id, _rev: rev }, losing, signal));
  }
  await db.transaction('rw', syncTables(db), async (tx) => {
    markRemote(tx);
    const writer = new BatchWriter(db, report, remote.database);
    for (const change of results) {
      if (change.id.startsWith('_design/')) continue;
      if (change.deleted) {
        await writer.deleted(change.id);
        continue;
      }
      const incoming = fromDocument(change.doc);
      if (!incoming) {
        report.rejected += 1;
        continue;
      }
      await writer.changed(incoming, change.id, serverConflicts.get(change.id));
    }
    for (const resultId of writer.touchedResults) await writer.assemble(resultId);
    await db.sync_state.put({ key, value: lastSeq, updated_at: new Date().toISOString() });
  });
  return results.length;
}

export const emptyPullReport = (): PullReport => ({ applied: 0, rejected: 0, changed: new Map() });

/** Every change since the checkpoint, batch after batch. */
export async function pull(db: TopicwiseDatabase, remote: CouchDatabase, batchSize = PULL_BATCH): Promise<PullReport> {
  const report = emptyPullReport();
  while ((await pullBatch(db, remote, report, { batchSize })) >= batchSize);
  return report;
}
