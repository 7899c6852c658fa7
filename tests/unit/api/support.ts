import { requestLog, resultCache } from '@/api/local/middleware';
import { db } from '@/db/database';

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
