/**
 * The last clustering result read for the chart and content tools, kept while it is unchanged.
 * Opening each chart or tool read the whole result back from the database: at 10,000 keywords
 * ~50 ms of the main thread (the database hands rows over on it) plus the garbage that left, per
 * click. A result only changes through a write to its row (the sync middleware then stamps a new
 * `updated_at`), and any change event of the results drops the copy as well.
 */
import type { ClusteringResult } from '../../contract/types/clustering';
import { db } from '@/db/database';
import { onChange } from './changes';
import { loadResult } from './clustering/store';

let last: { id: string; updatedAt: string; result: Promise<ClusteringResult> } | null = null;
let listening = false;

function forgetOnChange(): void {
  if (listening) return;
  listening = true;
  onChange((change) => {
    // Changes to a result's clusters and keywords are told as changes of the result.
    if (change.source === 'clustering_results') last = null;
  });
}

/**
 * As loadResult (the same 404), reusing the last result read while its version is unchanged.
 * Callers only read it: it is shared between calls.
 */
export async function readResult(id: string): Promise<ClusteringResult> {
  forgetOnChange();
  const record = await db.clustering_results.get(id);
  if (!record) return loadResult(id);
  if (last && last.id === id && last.updatedAt === record.updated_at) return last.result;
  const result = loadResult(id);
  const entry = { id, updatedAt: record.updated_at, result };
  last = entry;
  result.catch(() => {
    if (last === entry) last = null;
  });
  return result;
}
