/**
 * Routes of the Advanced Visualizations tab (spec 001 §2.2, §7). Each chart route computes its
 * data from the clustering result `result_id` (stored, and recomputed once the result is edited);
 * the dashboard returns all of them plus the topic treemap.
 */
import type { VisualizationRequest, VisualizationResponse } from '../types/visualizations';

type ChartRoute = { request: VisualizationRequest; response: VisualizationResponse };

export interface VisualizationsRoutes {
  'POST /api/visualizations/interactive-cluster-map': ChartRoute;
  'POST /api/visualizations/search-volume-heatmap': ChartRoute;
  'POST /api/visualizations/opportunity-scatter-plot': ChartRoute;
  'POST /api/visualizations/trend-analysis': ChartRoute;
  'POST /api/visualizations/cluster-performance-radar': ChartRoute;
  'POST /api/visualizations/difficulty-distribution': ChartRoute;
  /** `id` is a clustering result id; 404 when it does not exist. */
  'GET /api/visualizations/dashboard/{id}': { request: undefined; response: VisualizationResponse };
}
