/**
 * Clustering results in Dexie: saving a run (it becomes the current result), reading a result
 * back in the contract's shape, and keeping project totals in step with a project's latest run.
 */
import { SETTING_KEYS } from '../../contract';
import { ApiError } from '../../errors';
import type {
  Cluster,
  ClusteringResult,
  ClusteringResultSummary,
  Keyword,
  UnclusteredKeyword,
} from '../../types/clustering';
import { db } from '@/db/database';
import { newRecordMeta, nowIso } from '@/db/records';
import { UNCLUSTERED, type ClusteringResultRecord, type ClusterRecord, type KeywordRecord } from '@/db/clusteringRecords';
import type { BuiltResult } from './build';
import { createPacer, mapPaced, type Pacer } from './pacer';

/** Older runs beyond this many are deleted when a new one is saved (10,000-keyword runs add up). */
export const MAX_STORED_RESULTS = 20;

const SAVE_SLICE = 1000;

export const RESULT_NOT_FOUND = 'Clustering result not found';
export const NO_RESULT_YET = 'No clustering result yet';

export const resultTables = () => [db.clustering_results, db.clusters, db.keywords, db.settings, db.projects, db.tombstones];

export function toKeyword(record: KeywordRecord): Keyword {
  return {
    id: record.id,
    text: record.text,
    search_volume: record.search_volume,
    competition: record.competition,
    cpc_low: record.cpc_low,
    cpc_high: record.cpc_high,
    difficulty: record.difficulty,
    opportunity_score: record.opportunity_score,
    intent: record.intent,
    data_source: record.data_source,
    estimated_fields: record.estimated_fields,
    metric_sources: record.metric_sources,
    sources: record.sources,
    source_label: record.source_label,
    expanded: record.expanded,
    expanded_from: record.expanded_from,
    variants: record.variants,
    similarity: record.similarity,
  };
}

function toUnclustered(record: KeywordRecord): UnclusteredKeyword {
  return { ...toKeyword(record), nearest_cluster_id: record.nearest_cluster_id, nearest_cluster_name: record.nearest_cluster_name };
}

export function toSummary(record: ClusteringResultRecord): ClusteringResultSummary {
  return {
    id: record.id,
    name: record.name,
    project_id: record.project_id,
    total_keywords: record.total_keywords,
    total_clusters: record.total_clusters,
    total_unclustered: record.total_unclustered,
    total_search_volume: record.total_search_volume,
    processing_time: record.processing_time,
    seo_data_source: record.seo_data_source,
    metrics_sources: record.metrics_sources,
    expanded_keywords: record.expanded_keywords,
    duplicates_merged: record.duplicates_merged,
    semantic: record.semantic,
    settings: record.settings,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

const byRank = (a: { rank: number; created_at: string }, b: { rank: number; created_at: string }) =>
  a.rank - b.rank || a.created_at.localeCompare(b.created_at);

/** Async only to yield now and then: a 10,000-keyword result takes ~100 ms to convert. */
export async function assemble(
  result: ClusteringResultRecord,
  clusterRows: ClusterRecord[],
  keywordRows: KeywordRecord[],
  pace: Pacer = createPacer(),
): Promise<ClusteringResult> {
  const members = new Map<string, KeywordRecord[]>();
  for (const row of keywordRows) {
    const list = members.get(row.cluster_id);
    if (list) list.push(row);
    else members.set(row.cluster_id, [row]);
  }
  const clusters: Cluster[] = [];
  for (const row of clusterRows.sort(byRank)) {
    clusters.push({
      id: row.id,
      name: row.name,
      keywords: (members.get(row.id) ?? []).sort(byRank).map(toKeyword),
      keyword_count: row.keyword_count,
      total_volume: row.total_volume,
      avg_cpc: row.avg_cpc,
      avg_difficulty: row.avg_difficulty,
      avg_opportunity: row.avg_opportunity,
      intent: row.intent,
      terms: row.terms,
      edited: row.edited,
    });
    await pace();
  }
  const unclustered = await mapPaced((members.get(UNCLUSTERED) ?? []).sort(byRank), toUnclustered, pace);
  return { ...toSummary(result), clusters, unclustered_keywords: unclustered };
}

/** A stored result in the contract's shape; 404 when it does not exist. */
export async function loadResult(id: string): Promise<ClusteringResult> {
  const [result, clusters, keywords] = await db.transaction('r', db.clustering_results, db.clusters, db.keywords, () =>
    Promise.all([
      db.clustering_results.get(id),
      db.clusters.where('result_id').equals(id).toArray(),
      db.keywords.where('result_id').equals(id).toArray(),
    ]),
  );
  if (!result) throw new ApiError(404, RESULT_NOT_FOUND);
  // Outside the transaction: assembling yields to the event loop, which would end it.
  return assemble(result, clusters, keywords);
}

export async function currentResultId(): Promise<string | null> {
  const setting = await db.settings.get(SETTING_KEYS.currentResultId);
  return typeof setting?.value === 'string' ? setting.value : null;
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

/** Deletes a result with its clusters and keywords, leaving a tombstone for sync. */
async function deleteResult(id: string): Promise<void> {
  await db.keywords.where('result_id').equals(id).delete();
  await db.clusters.where('result_id').equals(id).delete();
  await db.clustering_results.delete(id);
  const meta = newRecordMeta();
  await db.tombstones.put({ ...meta, table_name: 'clustering_results', record_id: id, deleted_at: meta.created_at });
}

/** Stores a run in one transaction and makes it the current result; the oldest runs beyond the limit go. */
export async function saveResult(built: BuiltResult): Promise<void> {
  await db.transaction('rw', resultTables(), async () => {
    await db.clustering_results.add(built.result);
    await db.clusters.bulkAdd(built.clusters);
    // In slices: each bulkAdd clones its rows on the main thread, and the events between slices keep the page responsive.
    for (let start = 0; start < built.keywords.length; start += SAVE_SLICE) {
      await db.keywords.bulkAdd(built.keywords.slice(start, start + SAVE_SLICE));
    }
    const now = nowIso();
    const existing = await db.settings.get(SETTING_KEYS.currentResultId);
    await db.settings.put({ key: SETTING_KEYS.currentResultId, value: built.result.id, created_at: existing?.created_at ?? now, updated_at: now });
    await syncProjectTotals(built.result.project_id);
    const stale = await db.clustering_results.orderBy('created_at').reverse().offset(MAX_STORED_RESULTS).primaryKeys();
    for (const id of stale) await deleteResult(id);
  });
}
