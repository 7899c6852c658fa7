import type { TopicwiseDatabase } from './database';
import { newRecordMeta } from './records';

/**
 * Deletes a record and leaves a tombstone in the same transaction, so sync can tell other devices
 * the record is gone (a missing row alone would look like "not synced yet"). Returns false when
 * there was nothing to delete.
 */
export async function deleteWithTombstone(
  database: TopicwiseDatabase,
  tableName: string,
  recordId: string,
): Promise<boolean> {
  const table = database.table<unknown, string>(tableName);
  return database.transaction('rw', table, database.tombstones, async () => {
    if ((await table.get(recordId)) === undefined) return false;
    await table.delete(recordId);
    const meta = newRecordMeta();
    await database.tombstones.put({ ...meta, table_name: tableName, record_id: recordId, deleted_at: meta.created_at });
    return true;
  });
}
