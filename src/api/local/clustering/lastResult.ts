/**
 * The last clustering result read for the chart and content tools, kept while it is unchanged.
 * Opening each chart or tool read the whole result back from the database: at 10,000 keywords
 * ~50 ms of the main thread (the database hands rows over on it) plus the garbage that left, per
 * click. A result only changes through a write to its row (the sync middleware then stamps a new
 * `updated_at`), and any change event of the results drops the copy as well.
 */
import { ApiError } from '../../../contract/errors';
import type { ClusteringResult } from '../../../contract/types/clustering';
import { db } from '@/db/database';
import { onChange } from '../changes';
import { assemble, RESULT_NOT_FOUND } from './store';

/** A result without its unclustered keywords, which no chart or content tool reads (often most of a run). */
export type ClusteredResult = Omit<ClusteringResult, 'unclustered_keywords'>;

async function loadClustered(id: string): Promise<ClusteredResult> {
  const [record, clusters] = await db.transaction('r', db.clustering_results, db.clusters, () =>
    Promise.all([db.clustering_results.get(id), db.clusters.where('result_id').equals(id).toArray()]),
  );
  if (!record) throw new ApiError(404, RESULT_NOT_FOUND);
  const { unclustered_keywords: _unread, ...result } = assemble(record, clusters, []);
  return result;
}

let last: { id: string; updatedAt: string; result: Promise<ClusteredResult> } | null = null;
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
 * As loadResult (the same 404) without the unclustered keywords, reusing the last result read while
 * its version is unchanged. Callers only read it: it is shared between calls.
 */
export async function readResult(id: string): Promise<ClusteredResult> {
  forgetOnChange();
  const record = await db.clustering_results.get(id);
  if (!record) throw new ApiError(404, RESULT_NOT_FOUND);
  if (last && last.id === id && last.updatedAt === record.updated_at) return last.result;
  const result = loadClustered(id);
  const entry = { id, updatedAt: record.updated_at, result };
  last = entry;
  result.catch(() => {
    if (last === entry) last = null;
  });
  return result;
}
