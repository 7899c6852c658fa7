/**
 * Advanced Visualizations routes (spec 001 §2.2, §7). Each chart is computed in the chart-builder
 * worker from the stored clustering result (its edits and topics included) and stored as a derived
 * result, one per chart; a stored chart is reused until the result changes (stale, or another
 * version of the result), then recomputed.
 */
import type { ChartKey, Neighbour } from '@workers/visualizations';
import { toChartSource } from '@workers/visualizations/source';
import type { JsonValue } from '../../../contract/json';
import { ApiError } from '../../../contract/errors';
import type { RouteKey } from '../../../contract';
import type { VisualizationResponse, Visualizations } from '../../../contract/types/visualizations';
import { db } from '@/db/database';
import { nowIso } from '@/db/records';
import { RESULT_NOT_FOUND } from '../clustering/store';
import { loadDerived, saveDerived } from '../derived';
import { PAYLOADS, storedPayload, type StoredChart } from '../payloads';
import { readResult, type ClusteredResult } from '../clustering/lastResult';
import type { RouteModule, WriteRoute } from '../types';
import { bodyObject } from '../validate';
import { workerServices } from '../workers';

/** The dashboard: the spec's six charts plus the topic treemap. */
export const DASHBOARD_CHARTS: readonly ChartKey[] = [
  'interactive_cluster_map',
  'search_volume_heatmap',
  'opportunity_scatter_plot',
  'trend_analysis',
  'cluster_performance_radar',
  'difficulty_distribution',
  'topic_treemap',
];

/** Spec 001 §9: six visualizations in the dashboard. */
const DASHBOARD_COUNT = 6;

const derivedKind = (chart: ChartKey) => `visualization:${chart}`;

function resultIdOf(body: unknown): string {
  const id = bodyObject(body).result_id;
  if (typeof id !== 'string' || id.trim() === '')
    throw new ApiError(400, 'result_id must be the id of a clustering result: run a clustering first');
  return id;
}

/** A stored chart still current for this version of the result, or null. */
async function storedChart(chart: ChartKey, resultId: string, updatedAt: string): Promise<StoredChart | null> {
  const record = await loadDerived(derivedKind(chart), resultId, PAYLOADS.chart);
  if (!record || record.stale || record.payload.source_updated_at !== updatedAt) return null;
  return record.payload;
}

/**
 * The engine's cluster neighbours for the map's layout; null when they cannot be computed (the map
 * then falls back to shared words and says so).
 */
async function clusterNeighbours(result: ClusteredResult): Promise<Record<string, Neighbour[]> | null> {
  try {
    const relations = await workerServices().clustering.relate(undefined, {
      clusters: result.clusters.map((cluster) => ({
        id: cluster.id,
        keywords: cluster.keywords.map((keyword) => keyword.text),
      })),
      language: result.settings.language,
      location: result.settings.location,
    });
    return Object.fromEntries(relations.clusters.map((relation) => [relation.id, relation.neighbours]));
  } catch {
    return null;
  }
}

async function computeCharts(resultId: string, charts: readonly ChartKey[]): Promise<Visualizations> {
  const result = await readResult(resultId);
  const neighbours = charts.includes('interactive_cluster_map') ? await clusterNeighbours(result) : null;
  const built = await workerServices().visualizations.buildVisualizations(undefined, {
    result: toChartSource(result),
    charts,
    neighbours,
    today: nowIso().slice(0, 10),
  });
  const timestamp = nowIso();
  for (const chart of charts) {
    const data = built[chart];
    if (data === undefined) continue;
    const stored: StoredChart = { source_updated_at: result.updated_at, timestamp, data };
    await saveDerived(derivedKind(chart), resultId, storedPayload(PAYLOADS.chart, stored));
  }
  return built;
}

/** The charts asked for: the stored ones still current, the others computed and stored. */
async function visualize(resultId: string, charts: readonly ChartKey[]): Promise<VisualizationResponse> {
  const started = performance.now();
  const record = await db.clustering_results.get(resultId);
  if (!record) throw new ApiError(404, `${RESULT_NOT_FOUND}: run a clustering, then open the visualizations again`);
  const visualizations: Record<string, JsonValue> = {};
  const missing: ChartKey[] = [];
  let timestamp = '';
  for (const chart of charts) {
    const stored = await storedChart(chart, resultId, record.updated_at);
    if (stored) {
      visualizations[chart] = stored.data;
      if (stored.timestamp > timestamp) timestamp = stored.timestamp;
    } else missing.push(chart);
  }
  if (missing.length > 0) {
    Object.assign(visualizations, await computeCharts(resultId, missing));
    timestamp = nowIso();
  }
  return {
    success: true,
    timestamp,
    result_id: resultId,
    // Each entry was built by the worker (now or when stored) for the key it sits under.
    visualizations: visualizations as Visualizations,
    total_clusters: record.total_clusters,
    total_keywords: record.total_keywords,
    visualization_count: charts.length > 1 ? DASHBOARD_COUNT : 1,
    generation_time_ms: Math.round(performance.now() - started),
    from_store: missing.length === 0,
  };
}

type ChartRouteKey = Extract<RouteKey, `POST /api/visualizations/${string}`>;

const chartRoute = <K extends ChartRouteKey>(chart: ChartKey): WriteRoute<K> => ({
  handle: ({ body }) => visualize(resultIdOf(body), [chart]),
  changes: ['derived_results'],
});

export const visualizationsRoutes = {
  'POST /api/visualizations/interactive-cluster-map': chartRoute('interactive_cluster_map'),
  'POST /api/visualizations/search-volume-heatmap': chartRoute('search_volume_heatmap'),
  'POST /api/visualizations/opportunity-scatter-plot': chartRoute('opportunity_scatter_plot'),
  'POST /api/visualizations/trend-analysis': chartRoute('trend_analysis'),
  'POST /api/visualizations/cluster-performance-radar': chartRoute('cluster_performance_radar'),
  'POST /api/visualizations/difficulty-distribution': chartRoute('difficulty_distribution'),
  'GET /api/visualizations/dashboard/{id}': ({ params }) => visualize(params.id ?? '', DASHBOARD_CHARTS),
} satisfies RouteModule;
