/**
 * Edits of a stored result: rename, move, merge, split. Each runs in one transaction: it reads
 * the result's rows, changes them in memory, and writes back only the rows it touched (a few
 * clusters and unclustered chunks), with the touched clusters' totals and the result's totals
 * recomputed and the project's totals kept in step.
 */
import { ApiError } from '../../../contract/errors';
import type { ClusteringResult, Keyword, UnclusteredKeyword } from '../../../contract/types/clustering';
import { db } from '@/db/database';
import { newRecordMeta, nowIso } from '@/db/records';
import {
  UNCLUSTERED_CHUNK_SIZE,
  type ClusteringResultRecord,
  type ClusterRecord,
  type UnclusteredChunkRecord,
} from '@/db/clusteringRecords';
import { dominantIntent } from '@workers/clustering/intent';
import { foldText } from '@workers/clustering/text';
import { chunkUnclustered } from './build';
import { reconcileTopics } from './topics';
import { assemble, byRank, loadRows, resultTables, syncProjectTotals } from './store';
import { clusterTotals } from './totals';
import { emitChange } from '../changes';

export const CLUSTER_NAME_MAX = 200;
const MAX_IDS = 50_000;

export function clusterName(value: unknown): string {
  const name = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
  if (name === '') throw new ApiError(400, 'Cluster name is required');
  if (Array.from(name).length > CLUSTER_NAME_MAX)
    throw new ApiError(400, `Cluster name must be ${CLUSTER_NAME_MAX} characters or fewer`);
  return name;
}

export function idList(value: unknown, field: string, min: number): string[] {
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string'))
    throw new ApiError(400, `${field} must be a list of ids`);
  const ids = [...new Set(value as string[])];
  if (ids.length < min)
    throw new ApiError(
      400,
      min === 1 ? `${field} must name at least one id` : `${field} must name at least ${min} different ids`,
    );
  if (ids.length > MAX_IDS) throw new ApiError(400, `${field} may name at most ${MAX_IDS} ids`);
  return ids;
}

/** Terms still carried by at least half of the cluster's keywords (after keywords left or joined). */
export function sharedTerms(candidates: readonly string[], keywords: readonly Keyword[]): string[] {
  const texts = keywords.map((keyword) => foldText(keyword.text));
  return [...new Set(candidates)].filter(
    (term) => texts.filter((text) => text.includes(term)).length * 2 >= texts.length,
  );
}

const asClustered = ({
  nearest_cluster_id: _id,
  nearest_cluster_name: _name,
  ...keyword
}: UnclusteredKeyword): Keyword => keyword;

/** A result's rows in memory, with what changed tracked for the write-back. */
export class ResultDraft {
  readonly clusters: Map<string, ClusterRecord>;
  private readonly chunks: UnclusteredChunkRecord[];
  private readonly changedClusters = new Set<string>();
  private readonly changedChunks = new Set<UnclusteredChunkRecord>();
  private readonly removedClusters = new Set<string>();
  private readonly addedChunks: UnclusteredKeyword[] = [];

  constructor(
    readonly result: ClusteringResultRecord,
    clusters: ClusterRecord[],
    chunks: UnclusteredChunkRecord[],
    readonly now: string,
  ) {
    this.clusters = new Map(clusters.sort(byRank).map((cluster) => [cluster.id, cluster]));
    this.chunks = chunks.sort(byRank);
  }

  cluster(id: string): ClusterRecord {
    const found = this.clusters.get(id);
    if (!found) throw new ApiError(404, `Cluster not found: ${id}`);
    return found;
  }

  /** Takes keywords out of wherever they are; 404 naming the first unknown id, before anything changes. */
  take(ids: string[]): { keyword: UnclusteredKeyword; from: ClusterRecord | null }[] {
    const wanted = new Set(ids);
    const found = new Map<string, { keyword: UnclusteredKeyword; from: ClusterRecord | null }>();
    for (const cluster of this.clusters.values()) {
      for (const keyword of cluster.keywords) {
        if (wanted.has(keyword.id))
          found.set(keyword.id, {
            keyword: { ...keyword, nearest_cluster_id: null, nearest_cluster_name: null },
            from: cluster,
          });
      }
    }
    for (const chunk of this.chunks) {
      for (const keyword of chunk.keywords) if (wanted.has(keyword.id)) found.set(keyword.id, { keyword, from: null });
    }
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw new ApiError(404, `Keyword not found: ${missing}`);
    for (const { from } of found.values()) if (from) this.touch(from);
    for (const cluster of this.clusters.values()) {
      if (this.changedClusters.has(cluster.id))
        cluster.keywords = cluster.keywords.filter((keyword) => !wanted.has(keyword.id));
    }
    for (const chunk of this.chunks) {
      const kept = chunk.keywords.filter((keyword) => !wanted.has(keyword.id));
      if (kept.length !== chunk.keywords.length) {
        chunk.keywords = kept;
        this.changedChunks.add(chunk);
      }
    }
    return ids.map((id) => found.get(id) as { keyword: UnclusteredKeyword; from: ClusterRecord | null });
  }

  /** The text of a keyword anywhere in the result; 404 for an unknown id. */
  keywordText(id: string): string {
    for (const group of [...this.clusters.values(), ...this.chunks]) {
      const found = group.keywords.find((keyword) => keyword.id === id);
      if (found) return found.text;
    }
    throw new ApiError(404, `Keyword not found: ${id}`);
  }

  touch(cluster: ClusterRecord): void {
    this.changedClusters.add(cluster.id);
  }

  addCluster(cluster: ClusterRecord): void {
    this.clusters.set(cluster.id, cluster);
    this.touch(cluster);
  }

  removeCluster(id: string): void {
    this.clusters.delete(id);
    this.changedClusters.delete(id);
    this.removedClusters.add(id);
    this.repointNearest(id, null);
  }

  addUnclustered(keywords: UnclusteredKeyword[]): void {
    this.addedChunks.push(...keywords);
  }

  /** Unclustered keywords whose nearest cluster was `fromId` now point at `to` (or at nothing). */
  repointNearest(fromId: string, to: ClusterRecord | null): void {
    for (const chunk of this.chunks) {
      if (!chunk.keywords.some((keyword) => keyword.nearest_cluster_id === fromId)) continue;
      chunk.keywords = chunk.keywords.map((keyword) =>
        keyword.nearest_cluster_id === fromId
          ? { ...keyword, nearest_cluster_id: to?.id ?? null, nearest_cluster_name: to?.name ?? null }
          : keyword,
      );
      this.changedChunks.add(chunk);
    }
  }

  /**
   * Recomputes the changed clusters (an emptied one is deleted), writes every changed row, and
   * returns the edited result.
   */
  async commit(): Promise<ClusteringResult> {
    for (const id of [...this.changedClusters]) {
      const cluster = this.cluster(id);
      if (cluster.keywords.length === 0) {
        this.removeCluster(id);
        continue;
      }
      Object.assign(cluster, clusterTotals(cluster.keywords), {
        intent: dominantIntent(cluster.keywords.map((keyword) => keyword.intent)),
        terms: sharedTerms(cluster.terms, cluster.keywords),
        edited: true,
        updated_at: this.now,
      });
    }
    // New unclustered keywords fill the last chunk, then new chunks.
    const last = this.chunks.at(-1);
    if (last && this.addedChunks.length > 0 && last.keywords.length < UNCLUSTERED_CHUNK_SIZE) {
      const room = UNCLUSTERED_CHUNK_SIZE - last.keywords.length;
      last.keywords = [...last.keywords, ...this.addedChunks.splice(0, room)];
      this.changedChunks.add(last);
    }
    const created = chunkUnclustered(this.result.id, this.addedChunks, this.now, (last?.rank ?? -1) + 1);

    await db.clusters.bulkPut([...this.changedClusters].map((id) => this.cluster(id)));
    for (const id of this.removedClusters) {
      await db.clusters.delete(id);
    }
    const emptied = [...this.changedChunks].filter((chunk) => chunk.keywords.length === 0);
    await db.unclustered_chunks.bulkPut(
      [...this.changedChunks]
        .filter((chunk) => chunk.keywords.length > 0)
        .map((chunk) => ({ ...chunk, updated_at: this.now })),
    );
    await db.unclustered_chunks.bulkDelete(emptied.map((chunk) => chunk.id));
    await db.unclustered_chunks.bulkAdd(created);
    const chunks = [...this.chunks, ...created].filter((chunk) => chunk.keywords.length > 0);
    const unclustered = chunks.reduce((sum, chunk) => sum + chunk.keywords.length, 0);
    const result = {
      ...this.result,
      topics: reconcileTopics(this.result.topics, [...this.clusters.values()].sort(byRank)),
      total_clusters: this.clusters.size,
      total_unclustered: unclustered,
      edited: true,
      updated_at: this.now,
    };
    await db.clustering_results.put(result);
    return assemble(result, [...this.clusters.values()], chunks);
  }
}

/**
 * Runs `apply` on the result's rows in one transaction, writes what changed, updates the project's
 * totals, and returns the edited result.
 */
export async function editResult(resultId: string, apply: (draft: ResultDraft) => void): Promise<ClusteringResult> {
  return db.transaction('rw', resultTables(), async () => {
    const rows = await loadRows(resultId);
    const draft = new ResultDraft(rows.result, rows.clusters, rows.chunks, nowIso());
    apply(draft);
    const edited = await draft.commit();
    await syncProjectTotals(rows.result.project_id);
    await emitChange({ source: 'clustering_results', kind: 'edited', ids: [resultId] });
    return edited;
  });
}

// ---- The four edits -------------------------------------------------------------------------

export function renameCluster(draft: ResultDraft, clusterId: string, name: string): void {
  const cluster = draft.cluster(clusterId);
  cluster.name = name;
  draft.touch(cluster);
  draft.repointNearest(cluster.id, cluster);
}

export function moveKeywords(draft: ResultDraft, keywordIds: string[], toClusterId: string | null): void {
  const target = toClusterId === null ? null : draft.cluster(toClusterId);
  const taken = draft.take(keywordIds);
  if (target) {
    // Their similarity was measured against another cluster: unknown here.
    target.keywords = [
      ...target.keywords,
      ...taken.map(({ keyword }) => ({ ...asClustered(keyword), similarity: null })),
    ];
    target.terms = [...target.terms, ...taken.flatMap(({ from }) => from?.terms ?? [])];
    draft.touch(target);
    return;
  }
  // Out of a cluster: that cluster is the nearest one, at the similarity it had there.
  draft.addUnclustered(
    taken.map(({ keyword, from }) =>
      from ? { ...keyword, nearest_cluster_id: from.id, nearest_cluster_name: from.name } : keyword,
    ),
  );
}

export function mergeClusters(draft: ResultDraft, clusterIds: string[], name: string | null): void {
  const [keep, ...others] = clusterIds.map((id) => draft.cluster(id));
  if (name) keep.name = name;
  for (const other of others) {
    keep.keywords = [...keep.keywords, ...other.keywords];
    keep.terms = [...keep.terms, ...other.terms];
    draft.removeCluster(other.id);
    draft.repointNearest(other.id, keep);
  }
  draft.touch(keep);
  draft.repointNearest(keep.id, keep);
}

export function splitCluster(draft: ResultDraft, clusterId: string, keywordIds: string[], name: string): void {
  const cluster = draft.cluster(clusterId);
  const inCluster = new Set(cluster.keywords.map((keyword) => keyword.id));
  const outsider = keywordIds.find((id) => !inCluster.has(id));
  if (outsider !== undefined) throw new ApiError(400, `Keyword is not in the cluster: ${draft.keywordText(outsider)}`);
  if (keywordIds.length >= cluster.keywords.length) {
    throw new ApiError(400, 'Leave at least one keyword in the cluster (to rename the whole cluster, rename it)');
  }
  const taken = draft.take(keywordIds);
  const next = Math.min(
    ...[...draft.clusters.values()].map((sibling) => sibling.rank).filter((rank) => rank > cluster.rank),
    cluster.rank + 1,
  );
  draft.addCluster({
    ...cluster,
    ...newRecordMeta(draft.now),
    // Shown right after the cluster it came from.
    rank: (cluster.rank + next) / 2,
    name,
    keywords: taken.map(({ keyword }) => asClustered(keyword)),
  });
}
