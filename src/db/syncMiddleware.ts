/**
 * The one write path of replicated tables (issue 20), as a Dexie DBCore middleware so that no write
 * site can forget it: every add or put is stamped (`created_at`, `updated_at` when missing) and
 * queued in the outbox, every delete leaves a tombstone and queues a delete, all in the writer's
 * own transaction (the middleware widens each read-write transaction over a replicated table to the
 * outbox and tombstones). Writes the replicator applies from the server are marked with
 * `markRemote` and pass through untouched.
 */
import type {
  DBCore,
  DBCoreMutateRequest,
  DBCoreMutateResponse,
  DBCoreTable,
  DBCoreTransaction,
  Middleware,
  Transaction,
} from 'dexie';
import { nowIso } from './records';
import { docId, isReplicated, type OutboxRecord, type ReplicatedTable } from './replication';

const OUTBOX = 'outbox';
const TOMBSTONES = 'tombstones';

const remoteTransactions = new WeakSet<object>();
const freshTransactions = new WeakSet<object>();

/** Marks a transaction as applying the server's documents: nothing it writes goes back to the outbox. */
export function markRemote(transaction: Transaction): void {
  remoteTransactions.add(transaction.idbtrans);
}

/**
 * Marks a transaction whose adds all carry ids minted for them (`newId`): no record ever had such an
 * id, so no tombstone can name it, and its adds skip clearing tombstones (a delete per row: 0.5 s of
 * the main thread when a 100,000-keyword result is saved, issue 28). Stamps and the outbox are as for
 * any write; its puts and deletes are unchanged. Never for rows that keep an id from elsewhere (a
 * backup, an undo, another device): a tombstone left for such a row would delete it on other devices.
 */
export function markFreshIds(transaction: Transaction): void {
  freshTransactions.add(transaction.idbtrans);
}

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null;

function passesThrough(trans: DBCoreTransaction): boolean {
  // Upgrades run before the outbox exists and rewrite rows without changing them for other devices.
  return remoteTransactions.has(trans) || (trans as unknown as IDBTransaction).mode === 'versionchange';
}

function outboxRow(table: ReplicatedTable, recordId: string, op: OutboxRecord['op'], now: string): OutboxRecord {
  return { id: docId(table, recordId), table_name: table, record_id: recordId, op, queued_at: now };
}

async function keysOf(table: DBCoreTable, req: DBCoreMutateRequest): Promise<unknown[]> {
  if (req.type === 'deleteRange') {
    const found = await table.query({
      trans: req.trans,
      values: false,
      query: { index: table.schema.primaryKey, range: req.range },
    });
    return found.result;
  }
  if (req.type === 'delete') return req.keys;
  return req.values.map((value, index) => req.keys?.[index] ?? table.schema.primaryKey.extractKey?.(value));
}

async function recordDeletes(
  core: DBCore,
  table: DBCoreTable,
  name: ReplicatedTable,
  req: DBCoreMutateRequest,
): Promise<void> {
  const keys = await keysOf(table, req);
  if (keys.length === 0) return;
  const existing: unknown[] = await table.getMany({ trans: req.trans, keys });
  const now = nowIso();
  const gone = existing.flatMap((row, index) => (isRow(row) ? [{ row, recordId: String(keys[index]) }] : []));
  if (gone.length === 0) return;
  const tombstones = gone.map(({ row, recordId }) => ({
    id: docId(name, recordId),
    table_name: name,
    record_id: recordId,
    deleted_at: now,
    sync_rev: typeof row.sync_rev === 'string' ? row.sync_rev : undefined,
    created_at: now,
    updated_at: now,
  }));
  await core.table(TOMBSTONES).mutate({ type: 'put', trans: req.trans, values: tombstones });
  await core.table(OUTBOX).mutate({
    type: 'put',
    trans: req.trans,
    values: gone.map(({ recordId }) => outboxRow(name, recordId, 'delete', now)),
  });
}

function stamped(value: unknown, now: string): unknown {
  if (!isRow(value)) return value;
  const created = typeof value.created_at === 'string' ? value.created_at : undefined;
  const updated = typeof value.updated_at === 'string' ? value.updated_at : (created ?? now);
  return { ...value, created_at: created ?? updated, updated_at: updated };
}

async function recordWrites(
  core: DBCore,
  table: DBCoreTable,
  name: ReplicatedTable,
  req: DBCoreMutateRequest & { type: 'add' | 'put' },
): Promise<DBCoreMutateRequest> {
  const now = nowIso();
  const values = req.values.map((value) => stamped(value, now));
  const keys = await keysOf(table, { ...req, values });
  await core.table(OUTBOX).mutate({
    type: 'put',
    trans: req.trans,
    values: keys.map((key) => outboxRow(name, String(key), 'put', now)),
  });
  // A record written again after a delete is alive: its tombstone would delete it on other devices.
  // An id minted for this write (markFreshIds) never had a record, so it has no tombstone to clear.
  if (!(req.type === 'add' && freshTransactions.has(req.trans)))
    await core
      .table(TOMBSTONES)
      .mutate({ type: 'delete', trans: req.trans, keys: keys.map((key) => docId(name, String(key))) });
  return { ...req, values };
}

function withOutbox(core: DBCore, table: DBCoreTable, name: ReplicatedTable): DBCoreTable {
  return {
    ...table,
    async mutate(req: DBCoreMutateRequest): Promise<DBCoreMutateResponse> {
      if (passesThrough(req.trans)) return table.mutate(req);
      if (req.type === 'add' || req.type === 'put') return table.mutate(await recordWrites(core, table, name, req));
      await recordDeletes(core, table, name, req);
      return table.mutate(req);
    },
  };
}

export const syncMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'sync-outbox',
  // Under all of Dexie's own (hooks 2, live-query cache 0, virtual indexes -1), which look tables up
  // in the API-level transaction, where the outbox and tombstones are not in scope.
  level: -2,
  create(core: DBCore): DBCore {
    return {
      ...core,
      transaction(stores, mode, options) {
        const widened =
          mode === 'readwrite' && stores.some(isReplicated) ? [...new Set([...stores, OUTBOX, TOMBSTONES])] : stores;
        return core.transaction(widened, mode, options);
      },
      table(name) {
        const table = core.table(name);
        return isReplicated(name) ? withOutbox(core, table, name) : table;
      },
    };
  },
};
