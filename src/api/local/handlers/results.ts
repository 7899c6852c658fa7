/**
 * Stored clustering results: the current one (the latest run, which other tabs read), any one by
 * id, the history, and the edits people make to them (rename, move, merge, split).
 */
import { ApiError } from '../../errors';
import { db } from '@/db/database';
import type { RouteModule } from '../types';
import { bodyObject } from '../validate';
import {
  clusterName,
  editResult,
  idList,
  mergeClusters,
  moveKeywords,
  renameCluster,
  splitCluster,
} from '../clustering/edits';
import { currentResultId, loadResult, NO_RESULT_YET, toSummary } from '../clustering/store';

const resultId = (params: Readonly<Record<string, string>>) => params.id ?? '';

/** Edits change project totals too (the result itself emits its own change, with its id). */
const edit = <H>(handle: H) => ({ handle, changes: ['projects'] as const });

export const resultsRoutes = {
  'GET /api/results': async () => ({
    results: (await db.clustering_results.orderBy('created_at').reverse().toArray()).map(toSummary),
  }),

  'GET /api/results/current': async () => {
    const id = await currentResultId();
    // The setting can outlive its result (pruned, or deleted on another device).
    if (!id || !(await db.clustering_results.get(id))) throw new ApiError(404, NO_RESULT_YET);
    return loadResult(id);
  },

  'GET /api/results/{id}': ({ params }) => loadResult(resultId(params)),

  'PUT /api/results/{id}/clusters/{clusterId}': edit(async ({ params, body }) => {
    const name = clusterName(bodyObject(body).name);
    return editResult(resultId(params), (ctx) => renameCluster(ctx, params.clusterId ?? '', name));
  }),

  'POST /api/results/{id}/move': edit(async ({ params, body }) => {
    const input = bodyObject(body);
    const keywordIds = idList(input.keyword_ids, 'keyword_ids', 1);
    const to = input.to_cluster_id;
    if (to !== null && typeof to !== 'string')
      throw new ApiError(400, 'to_cluster_id must be a cluster id, or null for unclustered');
    return editResult(resultId(params), (ctx) => moveKeywords(ctx, keywordIds, to));
  }),

  'POST /api/results/{id}/merge': edit(async ({ params, body }) => {
    const input = bodyObject(body);
    const clusterIds = idList(input.cluster_ids, 'cluster_ids', 2);
    const name = input.name === undefined || input.name === null ? null : clusterName(input.name);
    return editResult(resultId(params), (ctx) => mergeClusters(ctx, clusterIds, name));
  }),

  'POST /api/results/{id}/split': edit(async ({ params, body }) => {
    const input = bodyObject(body);
    if (typeof input.cluster_id !== 'string') throw new ApiError(400, 'cluster_id must be a cluster id');
    const clusterId = input.cluster_id;
    const keywordIds = idList(input.keyword_ids, 'keyword_ids', 1);
    const name = clusterName(input.name);
    return editResult(resultId(params), (ctx) => splitCluster(ctx, clusterId, keywordIds, name));
  }),
} satisfies RouteModule;
