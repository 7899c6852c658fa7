/**
 * Clustering results in Dexie: saving a run (it becomes the current result), reading a result
 * back in the contract's shape, and keeping project totals in step with a project's latest run.
 */
import { SETTING_KEYS } from '../../../contract';
import { ApiError } from '../../../contract/errors';
import type { Cluster, ClusteringResult, ClusteringResultSummary } from '../../../contract/types/clustering';
import { db } from '@/db/database';
import { nowIso } from '@/db/records';
import { markFreshIds } from '@/db/syncMiddleware';
import type { ClusteringResultRecord, ClusterRecord, UnclusteredChunkRecord } from '@/db/clusteringRecords';
import { emitChange } from '../changes';
import type { BuiltResult } from './build';
import { legacyTopicId, reconcileTopics } from './topics';
import { DEFAULT_SETTINGS } from './request';

/** Older runs beyond this many are deleted when a new one is saved (10,000-keyword runs add up). */
export const MAX_STORED_RESULTS = 20;

/**
 * Keywords per write: each bulkAdd clones its rows (and the sync outbox's copy) on the main thread
 * in one task. 100 clusters a write (430 keywords at 10,000, 600 at 100,000) took 45-60 ms in
 * Chromium on the shared two cores (issue 28: no task over 50 ms), so a write holds clusters up to
 * this many keywords (at least one cluster).
 */
const KEYWORDS_PER_WRITE = 250;

/**
 * Writes in flight at once; each is cloned in a task of its own, when an earlier one's reply frees
 * its lane. Lanes, not rounds: waiting for a whole round of writes before starting the next left
 * the database idle while the slowest of the round finished (issue 28: at 10,000 keywords the save
 * went from 0.87-1.05 s to 0.46-0.75 s with four lanes, 0.58-0.60 s with eight, on a loaded machine).
 */
const WRITES_AT_ONCE = 8;

/** Runs `writes` in order, at most `lanes` at a time, each started as soon as a lane is free. */
async function writeInLanes(writes: readonly (() => Promise<unknown>)[], lanes: number): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < writes.length) await writes[next++]();
  };
  await Promise.all(Array.from({ length: Math.min(lanes, writes.length) }, lane));
}

/** Consecutive slices of clusters holding up to KEYWORDS_PER_WRITE keywords each (variants included). */
export function writeSlices<T extends { keywords: readonly { variant_keywords?: readonly unknown[] }[] }>(
  clusters: readonly T[],
): T[][] {
  const slices: T[][] = [];
  let slice: T[] = [];
  let count = 0;
  for (const cluster of clusters) {
    const size = cluster.keywords.reduce((sum, keyword) => sum + 1 + (keyword.variant_keywords?.length ?? 0), 0);
    if (slice.length > 0 && count + size > KEYWORDS_PER_WRITE) {
      slices.push(slice);
      slice = [];
      count = 0;
    }
    slice.push(cluster);
    count += size;
  }
  if (slice.length > 0) slices.push(slice);
  return slices;
}

export const RESULT_NOT_FOUND = 'Clustering result not found';
export const NO_RESULT_YET = 'No clustering result yet';

/** Every table a result write touches, derived results included: their invalidation joins the write. */
export const resultTables = () => [
  db.clustering_results,
  db.clusters,
  db.unclustered_chunks,
  db.settings,
  db.projects,
  db.tombstones,
  db.derived_results,
];

export function toSummary(record: ClusteringResultRecord): ClusteringResultSummary {
  return {
    id: record.id,
    name: record.name,
    project_id: record.project_id,
    total_keywords: record.total_keywords,
    total_clusters: record.total_clusters,
    total_unclustered: record.total_unclustered,
    total_search_volume: record.total_search_volume,
    total_clicks: record.total_clicks,
    total_impressions: record.total_impressions,
    processing_time: record.processing_time,
    seo_data_source: record.seo_data_source,
    metrics_sources: record.metrics_sources,
    expanded_keywords: record.expanded_keywords,
    duplicates_merged: record.duplicates_merged,
    skipped_keywords: record.skipped_keywords,
    semantic: record.semantic,
    ...(record.serp_data && { serp_data: record.serp_data }),
    // Results stored before topics existed were grouped at today's default.
    settings: {
      ...record.settings,
      topic_threshold: record.settings.topic_threshold ?? DEFAULT_SETTINGS.topic_threshold,
    },
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

export function toCluster(row: ClusterRecord): Cluster {
  return {
    id: row.id,
    name: row.name,
    keywords: row.keywords,
    keyword_count: row.keyword_count,
    total_volume: row.total_volume,
    avg_cpc: row.avg_cpc,
    avg_difficulty: row.avg_difficulty,
    avg_opportunity: row.avg_opportunity,
    total_clicks: row.total_clicks,
    total_impressions: row.total_impressions,
    intent: row.intent,
    terms: row.terms,
    edited: row.edited,
    topic_id: row.topic_id ?? legacyTopicId(row.id),
    // Clusters stored before SERP overlap were grouped by similarity.
    method: row.method ?? 'similarity',
  };
}

export const byRank = (a: { rank: number; created_at: string }, b: { rank: number; created_at: string }) =>
  a.rank - b.rank || a.created_at.localeCompare(b.created_at);

/** The contract's shape: rows sorted, storage fields dropped (stored keywords already have their wire shape). */
export function assemble(
  result: ClusteringResultRecord,
  clusters: ClusterRecord[],
  chunks: UnclusteredChunkRecord[],
): ClusteringResult {
  const sorted = [...clusters].sort(byRank).map(toCluster);
  return {
    ...toSummary(result),
    clusters: sorted,
    topics: reconcileTopics(result.topics, sorted),
    unclustered_keywords: [...chunks].sort(byRank).flatMap((chunk) => chunk.keywords),
  };
}

/** Every row of a result, read in one transaction; 404 when it does not exist. */
export async function loadRows(
  id: string,
): Promise<{ result: ClusteringResultRecord; clusters: ClusterRecord[]; chunks: UnclusteredChunkRecord[] }> {
  const [result, clusters, chunks] = await Promise.all([
    db.clustering_results.get(id),
    db.clusters.where('result_id').equals(id).toArray(),
    db.unclustered_chunks.where('result_id').equals(id).toArray(),
  ]);
  if (!result) throw new ApiError(404, RESULT_NOT_FOUND);
  return { result, clusters, chunks };
}

/** A stored result in the contract's shape; 404 when it does not exist. */
export async function loadResult(id: string): Promise<ClusteringResult> {
  const rows = await db.transaction('r', db.clustering_results, db.clusters, db.unclustered_chunks, () => loadRows(id));
  return assemble(rows.result, rows.clusters, rows.chunks);
}

export async function currentResultId(): Promise<string | null> {
  const setting = await db.settings.get(SETTING_KEYS.currentResultId);
  if (typeof setting?.value === 'string') return setting.value;
  // Which result is current is this device's choice (settings do not sync); a device that has
  // results only through sync shows the newest.
  const newest = await db.clustering_results.orderBy('created_at').last();
  return newest?.id ?? null;
}

/** Inside a transaction over resultTables() (or settings): `id` becomes the result every tab reads. */
export async function setCurrentResultId(id: string): Promise<void> {
  const now = nowIso();
  const existing = await db.settings.get(SETTING_KEYS.currentResultId);
  await db.settings.put({
    key: SETTING_KEYS.currentResultId,
    value: id,
    created_at: existing?.created_at ?? now,
    updated_at: now,
  });
}

/** Inside a transaction over resultTables(): the project's totals follow its newest result. */
export async function syncProjectTotals(projectId: string | null): Promise<void> {
  if (!projectId) return;
  const project = await db.projects.get(projectId);
  if (!project) return;
  const runs = await db.clustering_results.where('project_id').equals(projectId).toArray();
  const latest = runs.sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  await db.projects.put({
    ...project,
    total_keywords: latest?.total_keywords ?? 0,
    total_clusters: latest?.total_clusters ?? 0,
    updated_at: nowIso(),
  });
}

/** Deletes a result with its rows (the sync write path leaves their tombstones). */
export async function deleteResult(id: string): Promise<void> {
  await db.clusters.where('result_id').equals(id).delete();
  await db.unclustered_chunks.where('result_id').equals(id).delete();
  await db.clustering_results.delete(id);
}

/** Stores a run in one transaction and makes it the current result; the oldest runs beyond the limit go. */
export async function saveResult(built: BuiltResult): Promise<void> {
  await db.transaction('rw', resultTables(), async (transaction) => {
    // buildResult mints every id this run adds (the result, its clusters, its chunks).
    markFreshIds(transaction);
    await db.clustering_results.add(built.result);
    // In slices: each bulkAdd clones its rows on the main thread in one go. A few slices go at
    // once: one at a time, the main thread spent much of the save waiting for the database's
    // replies (issue 28).
    const writes = [
      ...writeSlices(built.clusters).map((slice) => () => db.clusters.bulkAdd(slice)),
      ...built.unclustered.map((chunk) => () => db.unclustered_chunks.add(chunk)),
    ];
    await writeInLanes(writes, WRITES_AT_ONCE);
    await setCurrentResultId(built.result.id);
    await syncProjectTotals(built.result.project_id);
    await emitChange({ source: 'clustering_results', kind: 'created', ids: [built.result.id] });
    const pruned = await db.clustering_results.orderBy('created_at').reverse().offset(MAX_STORED_RESULTS).primaryKeys();
    for (const id of pruned) await deleteResult(id);
    if (pruned.length > 0) await emitChange({ source: 'clustering_results', kind: 'deleted', ids: pruned });
  });
}
