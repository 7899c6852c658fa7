import type { RequestLogEntry } from '../../../contract';
import type { TopicwiseDatabase } from '@/db/database';

export interface RequestLogOptions {
  /** Entries kept in memory (the most recent). */
  memoryLimit?: number;
  /** Rows kept in the `request_log` table; older rows are trimmed after each write. */
  persistLimit?: number;
  /** Pending entries are written in one batch this long after the first of them. */
  flushDelayMs?: number;
}

/**
 * The bounded request log. Recording is synchronous and cheap (a push); persistence is batched
 * and runs outside the request, and a failed write drops that batch rather than failing anything.
 */
export function createRequestLog(
  database: TopicwiseDatabase,
  { memoryLimit = 500, persistLimit = 5000, flushDelayMs = 1000 }: RequestLogOptions = {},
) {
  const memory: RequestLogEntry[] = [];
  let pending: RequestLogEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let flushing: Promise<void> = Promise.resolve();

  async function persist(batch: RequestLogEntry[]): Promise<void> {
    try {
      await database.request_log.bulkPut(batch);
      const count = await database.request_log.count();
      if (count > persistLimit) {
        const oldest = await database.request_log
          .orderBy('created_at')
          .limit(count - persistLimit)
          .primaryKeys();
        await database.request_log.bulkDelete(oldest);
      }
    } catch {
      // The log is diagnostics only: losing a batch (quota, closed database) must not surface.
    }
  }

  function recent(): RequestLogEntry[] {
    return [...memory].reverse();
  }

  function flush(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = [];
    flushing = flushing.then(() => (batch.length > 0 ? persist(batch) : undefined));
    return flushing;
  }

  return {
    record(entry: RequestLogEntry): void {
      memory.push(entry);
      if (memory.length > memoryLimit) memory.splice(0, memory.length - memoryLimit);
      pending.push(entry);
      timer ??= setTimeout(() => void flush(), flushDelayMs);
    },

    /** In-memory entries, newest first. */
    recent,

    flush,

    /** Persisted entries since `since` (ISO), newest first; the memory ring when the table cannot be read. */
    async query(since: string, limit: number): Promise<RequestLogEntry[]> {
      await flush();
      try {
        return await database.request_log.where('created_at').aboveOrEqual(since).reverse().limit(limit).toArray();
      } catch {
        return recent()
          .filter((entry) => entry.created_at >= since)
          .slice(0, limit);
      }
    },

    /** Forgets everything, in memory and stored (tests). */
    async reset(): Promise<void> {
      await flush();
      memory.length = 0;
      await database.request_log.clear();
    },
  };
}

export type RequestLog = ReturnType<typeof createRequestLog>;
