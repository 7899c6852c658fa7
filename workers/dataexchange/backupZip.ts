/**
 * The backup file: a zip (fflate) of manifest.json and one JSON Lines file per replicated table,
 * each with its row count and SHA-256 in the manifest. Reading refuses, before anything is
 * written anywhere: a zip bomb (an entry that inflates past the limits), a truncated or damaged
 * zip, a changed table (checksum), a missing manifest and a backup from a newer schema.
 */
import { strFromU8, strToU8, unzipSync, zipSync, type Unzipped } from 'fflate';
import type { BackupManifest } from '@/contract/types/dataExchange';

export const BACKUP_FORMAT = 'topicwise-backup';
export const BACKUP_FORMAT_VERSION = 1;
/** Everything a backup may inflate to; a real database of this app is far smaller. */
export const MAX_UNCOMPRESSED_BYTES = 1024 * 1024 * 1024;
/** JSON Lines compresses 5-20x; an entry over 1 MB inflating more than 200x is a bomb, not data. */
export const MAX_RATIO = 200;
const RATIO_FROM_BYTES = 1024 * 1024;

export type BackupTables = Record<string, readonly unknown[]>;

async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function buildBackup(
  tables: BackupTables,
  meta: { app_version: string; schema_version: number; created_at: string },
): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    format_version: BACKUP_FORMAT_VERSION,
    ...meta,
    tables: {},
  };
  for (const [table, rows] of Object.entries(tables)) {
    const file = `${table}.jsonl`;
    const bytes = strToU8(rows.map((row) => JSON.stringify(row)).join('\n'));
    files[file] = bytes;
    manifest.tables[table] = { rows: rows.length, sha256: await sha256(bytes), file };
  }
  files['manifest.json'] = strToU8(JSON.stringify(manifest, null, 2));
  return zipSync(files, { level: 6 });
}

export type BackupReading =
  | { ok: true; manifest: BackupManifest; tables: Record<string, Record<string, unknown>[]> }
  | { ok: false; message: string };

const refuse = (message: string): BackupReading => ({ ok: false, message });

function isManifest(value: unknown): value is BackupManifest {
  if (typeof value !== 'object' || value === null) return false;
  const manifest = value as Partial<BackupManifest>;
  return (
    manifest.format === BACKUP_FORMAT &&
    typeof manifest.format_version === 'number' &&
    typeof manifest.schema_version === 'number' &&
    typeof manifest.tables === 'object' &&
    manifest.tables !== null
  );
}

/** Reads and checks a backup; `currentSchema` is this app's schema version. */
export async function readBackup(bytes: Uint8Array, currentSchema: number): Promise<BackupReading> {
  let unzipped: Unzipped;
  let declared = 0;
  let bomb: string | null = null;
  try {
    unzipped = unzipSync(bytes, {
      filter: (file) => {
        declared += file.originalSize;
        const ratio = file.originalSize / Math.max(1, file.size);
        if (declared > MAX_UNCOMPRESSED_BYTES || (file.originalSize > RATIO_FROM_BYTES && ratio > MAX_RATIO))
          bomb ??= file.name;
        return bomb === null;
      },
    });
  } catch {
    return refuse('This backup is damaged or incomplete (the zip cannot be read): use the complete file.');
  }
  if (bomb !== null)
    return refuse(`Refused: ${bomb} would inflate far beyond any real backup (a zip bomb). Nothing was restored.`);
  const actual = Object.values(unzipped).reduce((sum, file) => sum + file.length, 0);
  if (actual > MAX_UNCOMPRESSED_BYTES) return refuse('Refused: the backup inflates beyond 1 GB. Nothing was restored.');
  const manifestBytes = unzipped['manifest.json'];
  if (!manifestBytes) return refuse('This is not a Topicwise backup: it has no manifest.json.');
  let manifest: unknown;
  try {
    manifest = JSON.parse(strFromU8(manifestBytes));
  } catch {
    return refuse('The backup’s manifest.json is damaged.');
  }
  if (!isManifest(manifest)) return refuse('This is not a Topicwise backup: its manifest is not one.');
  if (manifest.format_version > BACKUP_FORMAT_VERSION || manifest.schema_version > currentSchema)
    return refuse(
      `This backup comes from a newer version of the app (data schema ${manifest.schema_version}, this app reads up to ${currentSchema}). Update the app, then restore it.`,
    );
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const [table, entry] of Object.entries(manifest.tables)) {
    const file = unzipped[entry.file];
    if (!file) return refuse(`The backup is incomplete: ${entry.file} is missing.`);
    if ((await sha256(file)) !== entry.sha256)
      return refuse(
        `The backup was changed after it was made: ${entry.file} does not match its checksum. Nothing was restored.`,
      );
    const text = strFromU8(file);
    const rows: Record<string, unknown>[] = [];
    for (const line of text === '' ? [] : text.split('\n')) {
      try {
        rows.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        return refuse(`The backup is damaged: a row of ${entry.file} is not JSON.`);
      }
    }
    if (rows.length !== entry.rows)
      return refuse(`The backup is incomplete: ${entry.file} holds ${rows.length} rows of ${entry.rows}.`);
    tables[table] = rows;
  }
  return { ok: true, manifest, tables };
}
