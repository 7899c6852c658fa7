/**
 * Full backup and restore of every replicated table (src/db/replication.ts). The backup is a job
 * whose file is the zip; a restore reads the zip in the worker (checks first, nothing written on a
 * refusal), plans what it would do (the dry run), and applies the plan in one transaction, so a
 * quota error half-way leaves the database as it was. Restored rows go through the sync middleware,
 * so they sync like any other change.
 */
import Dexie from 'dexie';
import { ApiError } from '../../../contract/errors';
import type { RestoreMode, RestorePlan, RestoreTablePlan } from '../../../contract/types/dataExchange';
import { applyVersions, db } from '@/db/database';
import { nowIso } from '@/db/records';
import { isReplicated, REPLICATED_TABLES, type ReplicatedTable } from '@/db/replication';
import { LATEST_VERSION, VERSIONS } from '@/db/schema';
import { emitChange, STORE_NAMES, type StoreName } from '../changes';
import { defineJobKind } from '../jobs';
import { workerServices } from '../workers';

export const BACKUP_KIND = 'backup';
/** package.json's version, set by vite.config.ts; 'development' where Vite does not run (the bench under tsx). */
export const APP_VERSION: string = (import.meta.env?.VITE_APP_VERSION as string | undefined) ?? 'development';

type Row = Record<string, unknown>;

export const backupJobs = defineJobKind<{ tables: string[] }>(BACKUP_KIND, {
  async run({ signal, progress }) {
    const tables: Record<string, Row[]> = {};
    for (const [index, table] of REPLICATED_TABLES.entries()) {
      progress((index / REPLICATED_TABLES.length) * 0.6, `Reading ${table}`);
      tables[table] = (await db.table(table).toArray()) as Row[];
    }
    progress(0.6, 'Writing the zip');
    const createdAt = nowIso();
    const zip = await workerServices().dataExchange.buildBackup(signal, tables, {
      app_version: APP_VERSION,
      schema_version: LATEST_VERSION,
      created_at: createdAt,
    });
    const rows = Object.values(tables).reduce((sum, list) => sum + list.length, 0);
    return {
      result: { rows },
      file: {
        name: `topicwise-backup-${createdAt.slice(0, 10)}.zip`,
        mimeType: 'application/zip',
        blob: new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
      },
    };
  },
});

/**
 * Rows of a backup from an older schema, upgraded by the app's own migrations: stored in a scratch
 * database at the backup's version, which is then opened at the current one.
 */
async function upgradeRows(schemaVersion: number, tables: Record<string, Row[]>): Promise<Record<string, Row[]>> {
  if (schemaVersion >= LATEST_VERSION || !VERSIONS.some((entry) => entry.version > schemaVersion && entry.upgrade))
    return tables;
  const name = `topicwise-restore-${crypto.randomUUID()}`;
  const old = new Dexie(name);
  applyVersions(
    old,
    VERSIONS.filter((entry) => entry.version <= schemaVersion),
  );
  try {
    await old.open();
    await old.transaction(
      'rw',
      Object.keys(tables).filter((table) => old.tables.some((t) => t.name === table)),
      async () => {
        for (const [table, rows] of Object.entries(tables))
          if (old.tables.some((t) => t.name === table)) await old.table(table).bulkPut(rows);
      },
    );
    old.close();
    const current = new Dexie(name);
    applyVersions(current, VERSIONS);
    await current.open();
    const upgraded: Record<string, Row[]> = {};
    for (const table of Object.keys(tables)) upgraded[table] = (await current.table(table).toArray()) as Row[];
    current.close();
    return upgraded;
  } finally {
    old.close();
    await Dexie.delete(name);
  }
}

const stamp = (row: Row): string => (typeof row.updated_at === 'string' ? row.updated_at : '');

interface Planned {
  plan: RestorePlan;
  writes: Map<ReplicatedTable, Row[]>;
}

async function planRestore(file: Blob, mode: RestoreMode): Promise<Planned> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const reading = await workerServices().dataExchange.readBackup(undefined, bytes, LATEST_VERSION);
  if (!reading.ok) throw new ApiError(400, reading.message);
  const tables = await upgradeRows(reading.manifest.schema_version, reading.tables);
  const notes = new Set<string>();
  const writes = new Map<ReplicatedTable, Row[]>();
  const plans: RestoreTablePlan[] = [];
  for (const [table, rows] of Object.entries(tables)) {
    if (!isReplicated(table)) {
      notes.add(`${table}: not a table this app backs up; left out`);
      plans.push({ table, added: 0, updated: 0, skipped: 0, refused: rows.length });
      continue;
    }
    const plan: RestoreTablePlan = { table, added: 0, updated: 0, skipped: 0, refused: 0 };
    const valid = rows.filter((row) => typeof row === 'object' && row !== null && typeof row.id === 'string');
    if (valid.length < rows.length) notes.add(`${table}: rows without an id are refused`);
    plan.refused += rows.length - valid.length;
    const ids = valid.map((row) => row.id as string);
    const existing = (await db.table(table).bulkGet(ids)) as (Row | undefined)[];
    const tombstones = await db.tombstones
      .where('[table_name+record_id]')
      .anyOf(ids.map((id) => [table, id]))
      .toArray();
    const deletedAt = new Map(tombstones.map((tomb) => [tomb.record_id, tomb.deleted_at]));
    const toWrite: Row[] = [];
    valid.forEach((row, index) => {
      const mine = existing[index];
      const id = row.id as string;
      if (mode === 'replace') {
        if (mine) plan.updated += 1;
        else plan.added += 1;
        toWrite.push(row);
        return;
      }
      const deleted = deletedAt.get(id);
      if (!mine && deleted !== undefined && deleted >= stamp(row)) {
        plan.skipped += 1;
        notes.add(`${table}: rows deleted on this device after the backup stay deleted`);
      } else if (!mine) {
        plan.added += 1;
        toWrite.push(row);
      } else if (stamp(row) > stamp(mine)) {
        plan.updated += 1;
        toWrite.push(row);
      } else {
        plan.skipped += 1;
        notes.add(`${table}: rows as new or newer on this device are kept`);
      }
    });
    writes.set(table, toWrite);
    plans.push(plan);
  }
  if (mode === 'replace') notes.add('Replace deletes everything of these tables on this device first');
  return {
    plan: { manifest: reading.manifest, mode, tables: plans, notes: [...notes], applied: false },
    writes,
  };
}

export const restoreDryRun = async (file: Blob, mode: RestoreMode): Promise<RestorePlan> =>
  (await planRestore(file, mode)).plan;

/** Applies a restore in one transaction over every replicated table. */
export async function restore(file: Blob, mode: RestoreMode): Promise<RestorePlan> {
  const { plan, writes } = await planRestore(file, mode);
  await db.transaction(
    'rw',
    REPLICATED_TABLES.map((table) => db.table(table)),
    async () => {
      if (mode === 'replace') for (const table of REPLICATED_TABLES) await db.table(table).clear();
      for (const [table, rows] of writes) if (rows.length > 0) await db.table(table).bulkPut(rows);
      for (const table of REPLICATED_TABLES)
        if ((STORE_NAMES as readonly string[]).includes(table))
          await emitChange({ source: table as StoreName, kind: 'edited' });
    },
  );
  return { ...plan, applied: true };
}
