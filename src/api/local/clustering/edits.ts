/**
 * Edits of a stored result: rename, move, merge, split. Each runs in one transaction, touches
 * only the rows it changes (cheap at 10,000+ keywords), recomputes the totals of the clusters it
 * touched and of the result, and keeps the project's totals in step.
 */
import { ApiError } from '../../errors';
import { db } from '@/db/database';
import { newRecordMeta, nowIso } from '@/db/records';
import { UNCLUSTERED, type ClusteringResultRecord, type ClusterRecord, type KeywordRecord } from '@/db/clusteringRecords';
import { dominantIntent } from '@workers/clustering/intent';
import { foldText } from '@workers/clustering/text';
import { clusterTotals } from './totals';
import { RESULT_NOT_FOUND, resultTables, syncProjectTotals } from './store';

export const CLUSTER_NAME_MAX = 200;
const MAX_IDS = 50_000;

export function clusterName(value: unknown): string {
  const name = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
  if (name === '') throw new ApiError(400, 'Cluster name is required');
  if (Array.from(name).length > CLUSTER_NAME_MAX) throw new ApiError(400, `Cluster name must be ${CLUSTER_NAME_MAX} characters or fewer`);
  return name;
}

export function idList(value: unknown, field: string, min: number): string[] {
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string')) throw new ApiError(400, `${field} must be a list of ids`);
  const ids = [...new Set(value as string[])];
  if (ids.length < min) throw new ApiError(400, min === 1 ? `${field} must name at least one id` : `${field} must name at least ${min} different ids`);
  if (ids.length > MAX_IDS) throw new ApiError(400, `${field} may name at most ${MAX_IDS} ids`);
  return ids;
}

export interface EditContext {
  result: ClusteringResultRecord;
  now: string;
  cluster(id: string): Promise<ClusterRecord>;
  keywords(ids: string[]): Promise<KeywordRecord[]>;
  members(clusterId: string): Promise<KeywordRecord[]>;
  /** Recomputes a cluster's totals from its keywords; an emptied cluster is deleted. */
  refresh(cluster: ClusterRecord): Promise<void>;
  removeCluster(id: string): Promise<void>;
  /** Unclustered keywords whose nearest cluster was `fromId` now point at `to` (or at nothing). */
  repointNearest(fromId: string, to: ClusterRecord | null): Promise<void>;
}

/** Terms of a cluster still carried by at least half of its keywords (after keywords left or joined). */
export function sharedTerms(candidates: readonly string[], members: readonly KeywordRecord[]): string[] {
  const texts = members.map((member) => foldText(member.text));
  return [...new Set(candidates)].filter((term) => texts.filter((text) => text.includes(term)).length * 2 >= texts.length);
}

function context(result: ClusteringResultRecord, now: string): EditContext {
  const resultId = result.id;
  const ctx: EditContext = {
    result,
    now,
    async cluster(id) {
      const found = await db.clusters.get(id);
      if (!found || found.result_id !== resultId) throw new ApiError(404, `Cluster not found: ${id}`);
      return found;
    },
    async keywords(ids) {
      const found = await db.keywords.bulkGet(ids);
      const missing = ids.find((_, index) => found[index]?.result_id !== resultId);
      if (missing !== undefined) throw new ApiError(404, `Keyword not found: ${missing}`);
      return found as KeywordRecord[];
    },
    members: (clusterId) => db.keywords.where('[result_id+cluster_id]').equals([resultId, clusterId]).toArray(),
    async refresh(cluster) {
      const members = await ctx.members(cluster.id);
      if (members.length === 0) {
        await ctx.removeCluster(cluster.id);
        return;
      }
      await db.clusters.put({
        ...cluster,
        ...clusterTotals(members),
        intent: dominantIntent(members.map((member) => member.intent)),
        terms: sharedTerms(cluster.terms, members),
        edited: true,
        updated_at: now,
      });
    },
    async removeCluster(id) {
      await db.clusters.delete(id);
      const meta = newRecordMeta(now);
      await db.tombstones.put({ ...meta, table_name: 'clusters', record_id: id, deleted_at: now });
      await ctx.repointNearest(id, null);
    },
    async repointNearest(fromId, to) {
      await db.keywords
        .where('[result_id+cluster_id]')
        .equals([resultId, UNCLUSTERED])
        .filter((keyword) => keyword.nearest_cluster_id === fromId)
        .modify({ nearest_cluster_id: to?.id ?? null, nearest_cluster_name: to?.name ?? null, updated_at: now });
    },
  };
  return ctx;
}

/** Runs `apply` on the result in one transaction, then refreshes the result's and the project's totals. */
export async function editResult(resultId: string, apply: (ctx: EditContext) => Promise<void>): Promise<void> {
  await db.transaction('rw', resultTables(), async () => {
    const result = await db.clustering_results.get(resultId);
    if (!result) throw new ApiError(404, RESULT_NOT_FOUND);
    const now = nowIso();
    await apply(context(result, now));
    const [totalClusters, totalUnclustered] = await Promise.all([
      db.clusters.where('result_id').equals(resultId).count(),
      db.keywords.where('[result_id+cluster_id]').equals([resultId, UNCLUSTERED]).count(),
    ]);
    await db.clustering_results.put({ ...result, total_clusters: totalClusters, total_unclustered: totalUnclustered, updated_at: now });
    await syncProjectTotals(result.project_id);
  });
}

// ---- The four edits -------------------------------------------------------------------------

export async function renameCluster(ctx: EditContext, clusterId: string, name: string): Promise<void> {
  const cluster = await ctx.cluster(clusterId);
  const renamed = { ...cluster, name, edited: true, updated_at: ctx.now };
  await db.clusters.put(renamed);
  await ctx.repointNearest(cluster.id, renamed);
}

export async function moveKeywords(ctx: EditContext, keywordIds: string[], toClusterId: string | null): Promise<void> {
  const target = toClusterId === null ? null : await ctx.cluster(toClusterId);
  const keywords = await ctx.keywords(keywordIds);
  const targetId = target?.id ?? UNCLUSTERED;
  const moving = keywords.filter((keyword) => keyword.cluster_id !== targetId);
  if (moving.length === 0) return;
  const sources = new Map<string, ClusterRecord>();
  for (const id of new Set(moving.map((keyword) => keyword.cluster_id))) {
    if (id !== UNCLUSTERED) sources.set(id, await ctx.cluster(id));
  }
  await db.keywords.bulkPut(
    moving.map((keyword) => {
      const from = sources.get(keyword.cluster_id);
      return target
        ? // Its similarity was measured against another cluster: unknown here.
          { ...keyword, cluster_id: targetId, similarity: null, nearest_cluster_id: null, nearest_cluster_name: null, updated_at: ctx.now }
        : // Out of a cluster: that cluster is the nearest one, at the similarity it had there.
          { ...keyword, cluster_id: UNCLUSTERED, nearest_cluster_id: from?.id ?? null, nearest_cluster_name: from?.name ?? null, updated_at: ctx.now };
    }),
  );
  for (const source of sources.values()) await ctx.refresh(source);
  if (target) await ctx.refresh({ ...target, terms: [...target.terms, ...[...sources.values()].flatMap((source) => source.terms)] });
}

export async function mergeClusters(ctx: EditContext, clusterIds: string[], name: string | null): Promise<void> {
  const clusters = await Promise.all(clusterIds.map((id) => ctx.cluster(id)));
  const [keep, ...others] = clusters;
  const merged: ClusterRecord = { ...keep, name: name ?? keep.name, terms: clusters.flatMap((cluster) => cluster.terms) };
  for (const other of others) {
    await db.keywords
      .where('[result_id+cluster_id]')
      .equals([ctx.result.id, other.id])
      .modify({ cluster_id: keep.id, updated_at: ctx.now });
    await db.clusters.delete(other.id);
    const meta = newRecordMeta(ctx.now);
    await db.tombstones.put({ ...meta, table_name: 'clusters', record_id: other.id, deleted_at: ctx.now });
    await ctx.repointNearest(other.id, merged);
  }
  await ctx.refresh(merged);
  await ctx.repointNearest(keep.id, merged);
}

export async function splitCluster(ctx: EditContext, clusterId: string, keywordIds: string[], name: string): Promise<void> {
  const cluster = await ctx.cluster(clusterId);
  const keywords = await ctx.keywords(keywordIds);
  const outsider = keywords.find((keyword) => keyword.cluster_id !== cluster.id);
  if (outsider) throw new ApiError(400, `Keyword is not in the cluster: ${outsider.text}`);
  if (keywords.length >= cluster.keyword_count) {
    throw new ApiError(400, 'Leave at least one keyword in the cluster (to rename the whole cluster, rename it)');
  }
  const siblings = await db.clusters.where('result_id').equals(ctx.result.id).toArray();
  const next = Math.min(...siblings.map((sibling) => sibling.rank).filter((rank) => rank > cluster.rank), cluster.rank + 1);
  // Shown right after the cluster it came from.
  const created: ClusterRecord = { ...cluster, ...newRecordMeta(ctx.now), rank: (cluster.rank + next) / 2, name };
  await db.clusters.add(created);
  await db.keywords.bulkPut(keywords.map((keyword) => ({ ...keyword, cluster_id: created.id, updated_at: ctx.now })));
  await ctx.refresh(created);
  await ctx.refresh(cluster);
}
