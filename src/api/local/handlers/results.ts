/**
 * Stored clustering results: the current one (the latest run, which other tabs read), any one by
 * id, the history, and the edits people make to them (rename, move, merge, split).
 */
import type { JsonObject } from '../../../contract/json';
import { ApiError } from '../../../contract/errors';
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
  type ResultDraft,
} from '../clustering/edits';
import { currentResultId, loadResult, NO_RESULT_YET, toSummary } from '../clustering/store';
import { compareRuns, listRuns, moveRun, openRun, removeRun } from '../clustering/history';

const resultId = (params: Readonly<Record<string, string>>) => params.id ?? '';

/** Edits change project totals too (the result itself emits its own change, with its id). */
const edit = <H>(handle: H) => ({ handle, changes: ['projects'] as const });

export const RESULT_CHANGED =
  'This clustering result was changed in another tab or window. The latest version is now shown; make your change again.';

/**
 * The edit, refused with a 409 (before it changes anything) when the body names the version the
 * screen shows and the stored result is another one: another tab or window edited it since, and
 * applying this edit on top would silently overwrite that change.
 */
function onShownVersion(input: JsonObject, apply: (draft: ResultDraft) => void): (draft: ResultDraft) => void {
  const expected = input.expected_updated_at;
  if (expected !== undefined && typeof expected !== 'string')
    throw new ApiError(400, "expected_updated_at must be the result's updated_at");
  return (draft) => {
    if (expected !== undefined && draft.result.updated_at !== expected) throw new ApiError(409, RESULT_CHANGED);
    apply(draft);
  };
}

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

  'GET /api/runs': async ({ query }) => ({ runs: await listRuns(query.project_id || undefined) }),

  'GET /api/runs/compare': ({ query }) => compareRuns(query.from ?? '', query.to ?? ''),

  'POST /api/runs/{id}/open': { handle: ({ params }) => openRun(resultId(params)), changes: ['settings'] },

  'PUT /api/runs/{id}/project': {
    handle: ({ params, body }) => {
      const input = bodyObject(body);
      const project = input.project_id;
      if (project !== null && typeof project !== 'string')
        throw new ApiError(400, 'project_id must be a project id, or null for no project');
      return moveRun(resultId(params), project);
    },
    changes: ['projects'],
  },

  'DELETE /api/runs/{id}': { handle: ({ params }) => removeRun(resultId(params)), changes: ['projects', 'settings'] },

  'PUT /api/results/{id}/clusters/{clusterId}': edit(async ({ params, body }) => {
    const input = bodyObject(body);
    const name = clusterName(input.name);
    return editResult(
      resultId(params),
      onShownVersion(input, (ctx) => renameCluster(ctx, params.clusterId ?? '', name)),
    );
  }),

  'POST /api/results/{id}/move': edit(async ({ params, body }) => {
    const input = bodyObject(body);
    const keywordIds = idList(input.keyword_ids, 'keyword_ids', 1);
    const to = input.to_cluster_id;
    if (to !== null && typeof to !== 'string')
      throw new ApiError(400, 'to_cluster_id must be a cluster id, or null for unclustered');
    return editResult(
      resultId(params),
      onShownVersion(input, (ctx) => moveKeywords(ctx, keywordIds, to)),
    );
  }),

  'POST /api/results/{id}/merge': edit(async ({ params, body }) => {
    const input = bodyObject(body);
    const clusterIds = idList(input.cluster_ids, 'cluster_ids', 2);
    const name = input.name === undefined || input.name === null ? null : clusterName(input.name);
    return editResult(
      resultId(params),
      onShownVersion(input, (ctx) => mergeClusters(ctx, clusterIds, name)),
    );
  }),

  'POST /api/results/{id}/split': edit(async ({ params, body }) => {
    const input = bodyObject(body);
    if (typeof input.cluster_id !== 'string') throw new ApiError(400, 'cluster_id must be a cluster id');
    const clusterId = input.cluster_id;
    const keywordIds = idList(input.keyword_ids, 'keyword_ids', 1);
    const name = clusterName(input.name);
    return editResult(
      resultId(params),
      onShownVersion(input, (ctx) => splitCluster(ctx, clusterId, keywordIds, name)),
    );
  }),
} satisfies RouteModule;
