import { requestLog, resultCache } from '@/api/local/middleware';
import { db } from '@/db/database';
import type { JobRecord } from '@/db/jobRecords';
import { newId } from '@/db/records';

/** Empty tables, cache and log, so each test starts from a fresh install. */
export async function resetLocalState(): Promise<void> {
  await requestLog.reset();
  resultCache.reset();
  await Promise.all(db.tables.map((table) => table.clear()));
}

/** The rejection of `promise`, failing the test when it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to fail, but it succeeded');
}

export const isoAgo = (ms: number) => new Date(Date.now() - ms).toISOString();

/** A job row as another tab or an earlier session left it: completed unless `changes` say otherwise. */
export function storedJob(kind: string, changes: Partial<JobRecord>): JobRecord {
  const stamp = new Date().toISOString();
  return {
    id: newId(),
    kind,
    status: 'completed',
    progress: 1,
    message: 'Completed',
    input: { label: 'stored' },
    result: null,
    file_id: null,
    file_name: null,
    size_bytes: null,
    created_at: stamp,
    updated_at: stamp,
    ...changes,
  };
}
