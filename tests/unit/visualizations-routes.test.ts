import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import type { ClusteringResult, VisualizationResponse } from '@/contract';
import { ApiError } from '@/contract/errors';
import { local } from '@/api/local/router';
import { setWorkerServices } from '@/api/local/workers';
import { db } from '@/db/database';
import { rejectionOf, resetLocalState } from './api/support';

beforeEach(resetLocalState);
afterEach(() => setWorkerServices(undefined));

const KEYWORDS = [
  'espresso machine',
  'best espresso machine',
  'cheap espresso machine',
  'espresso machine reviews',
  'home espresso machine',
  'coffee beans online',
  'buy coffee beans',
  'organic coffee beans',
  'best coffee beans',
  'cold brew recipe',
  'cold brew coffee ratio',
  'how to make cold brew',
  'cold brew at home',
];

async function run(): Promise<ClusteringResult> {
  return api.post('/api/cluster', { keywords: KEYWORDS, get_seo_data: true });
}

/** The adapter answers untyped; these routes answer a VisualizationResponse (the contract says so). */
const request = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  local.request(method, path, body) as Promise<VisualizationResponse>;

const CHART_ROUTES = [
  ['interactive-cluster-map', 'interactive_cluster_map'],
  ['search-volume-heatmap', 'search_volume_heatmap'],
  ['opportunity-scatter-plot', 'opportunity_scatter_plot'],
  ['trend-analysis', 'trend_analysis'],
  ['cluster-performance-radar', 'cluster_performance_radar'],
  ['difficulty-distribution', 'difficulty_distribution'],
] as const;

describe('POST /api/visualizations/{type}', () => {
  it.each(CHART_ROUTES)('%s answers its chart computed from the result', async (route, key) => {
    const result = await run();
    const response = await request('POST', `/api/visualizations/${route}`, { result_id: result.id });
    expect(response.success).toBe(true);
    expect(Object.keys(response.visualizations)).toEqual([key]);
    expect(response.visualization_count).toBe(1);
    expect(response.total_clusters).toBe(result.total_clusters);
    expect(response.total_keywords).toBe(result.total_keywords);
    expect(response.from_store).toBe(false);
  });

  it('lays the map out with the engine neighbours, and stores it until the result is edited', async () => {
    const result = await run();
    const [first, second] = result.clusters;
    let calls = 0;
    setWorkerServices({
      clustering: {
        relate: async (_signal, input) => {
          calls += 1;
          return {
            semantic: false,
            clusters: input.clusters.map((cluster) => ({
              id: cluster.id,
              cohesion: 1,
              neighbours: cluster.id === first.id ? [{ id: second.id, similarity: 0.9 }] : [],
              keywords: [],
              subgroups: [],
            })),
          };
        },
      },
    });
    const path = '/api/visualizations/interactive-cluster-map';
    const fresh = await request('POST', path, { result_id: result.id });
    const map = fresh.visualizations.interactive_cluster_map?.map_data;
    expect(map?.metadata.layout).toBe('similarity');
    expect(map?.metadata.total_clusters).toBe(result.total_clusters);
    expect(map?.links).toEqual([{ source: first.id, target: second.id, similarity: 0.9 }]);

    const again = await request('POST', path, { result_id: result.id });
    expect(again.from_store).toBe(true);
    expect(calls).toBe(1);

    await api.put(`/api/results/${result.id}/clusters/${first.id}`, { name: 'Renamed cluster' });
    const afterEdit = await request('POST', path, { result_id: result.id });
    expect(afterEdit.from_store).toBe(false);
    expect(afterEdit.visualizations.interactive_cluster_map?.map_data.nodes.map((node) => node.name)).toContain(
      'Renamed cluster',
    );
    expect(calls).toBe(2);
  });

  it('falls back to shared words when the engine cannot relate the clusters, and says so', async () => {
    const result = await run();
    setWorkerServices({
      clustering: {
        relate: async () => {
          throw new Error('not built yet');
        },
      },
    });
    const response = await request('POST', '/api/visualizations/interactive-cluster-map', {
      result_id: result.id,
    });
    const metadata = response.visualizations.interactive_cluster_map?.map_data.metadata;
    expect(metadata?.layout).toBe('shared_terms');
    expect(metadata?.layout_note).toMatch(/words clusters share/);
  });

  it('refuses a missing or unknown result id with a message that says what to do', async () => {
    const missing = await rejectionOf(request('POST', '/api/visualizations/trend-analysis', {}));
    expect(missing).toBeInstanceOf(ApiError);
    expect((missing as ApiError).status).toBe(400);
    const unknown = await rejectionOf(request('POST', '/api/visualizations/trend-analysis', { result_id: 'nope' }));
    expect((unknown as ApiError).status).toBe(404);
    expect((unknown as ApiError).message).toMatch(/run a clustering/i);
  });
});

describe('GET /api/visualizations/dashboard/{id}', () => {
  it('answers all six charts and the topic treemap, counted as six, and stores each chart', async () => {
    const result = await run();
    const response = await request('GET', `/api/visualizations/dashboard/${result.id}`);
    expect(Object.keys(response.visualizations).sort()).toEqual(
      [...CHART_ROUTES.map(([, key]) => key), 'topic_treemap'].sort(),
    );
    expect(response.visualization_count).toBe(6);
    expect(await db.derived_results.where('result_id').equals(result.id).count()).toBe(7);
    const stored = await request('POST', '/api/visualizations/search-volume-heatmap', { result_id: result.id });
    expect(stored.from_store).toBe(true);
  });
});
