/**
 * Migration test harness: seed a database at schema version N, close it, open it with the history
 * up to N+1, and check every seeded row is still there with its fields unchanged (an upgrade may
 * add fields, and may declare the ones it rewrites), then run the case's own checks.
 */
import Dexie from 'dexie';
import { expect } from 'vitest';
import { applyVersions, VERSIONS, type SchemaVersion } from '@/db';

export interface MigrationCase {
  /** Schema history of the old database (ends at version N). */
  before: readonly SchemaVersion[];
  /** Schema history of the new code (ends at version N+1). */
  after: readonly SchemaVersion[];
  /** Writes representative rows with the old schema. */
  seed(db: Dexie): Promise<void>;
  /** Extra checks on the upgraded database (new tables, filled fields, new indexes). */
  verify?(db: Dexie): Promise<void>;
  /** Fields the upgrade rewrites on purpose, per table; the intact check skips them. */
  rewrites?: Readonly<Record<string, readonly string[]>>;
}

type Snapshot = Record<string, Record<string, unknown>[]>;

async function snapshot(db: Dexie): Promise<Snapshot> {
  const tables = await Promise.all(db.tables.map(async (table) => [table.name, await table.toArray()] as const));
  return Object.fromEntries(tables);
}

function without(row: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([field]) => !fields.includes(field)));
}

const lastVersion = (versions: readonly SchemaVersion[]) => versions[versions.length - 1].version;

/** The real schema history up to and including `version`. */
export function versionsUpTo(version: number, versions: readonly SchemaVersion[] = VERSIONS): SchemaVersion[] {
  return versions.filter((entry) => entry.version <= version);
}

export async function runMigration(migration: MigrationCase): Promise<void> {
  const name = `migration-${crypto.randomUUID()}`;
  const old = new Dexie(name);
  applyVersions(old, migration.before);
  await old.open();
  expect(old.verno).toBe(lastVersion(migration.before));
  await migration.seed(old);
  const seeded = await snapshot(old);
  old.close();

  const upgraded = new Dexie(name);
  applyVersions(upgraded, migration.after);
  try {
    await upgraded.open();
    expect(upgraded.verno).toBe(lastVersion(migration.after));
    for (const [tableName, rows] of Object.entries(seeded)) {
      const table = upgraded.table(tableName);
      const keyPath = table.schema.primKey.keyPath as string;
      const rewritten = migration.rewrites?.[tableName] ?? [];
      expect(await table.count(), `rows in ${tableName}`).toBe(rows.length);
      for (const row of rows) {
        const now = (await table.get(row[keyPath] as string)) as Record<string, unknown> | undefined;
        expect(now, `${tableName} row ${String(row[keyPath])}`).toBeDefined();
        expect(now, `${tableName} row ${String(row[keyPath])}`).toMatchObject(without(row, rewritten));
      }
    }
    await migration.verify?.(upgraded);
  } finally {
    upgraded.close();
    await Dexie.delete(name);
  }
}
