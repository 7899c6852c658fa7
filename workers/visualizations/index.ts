/**
 * The chart data of the Advanced Visualizations tab, built from a clustering result. Pure: no DOM,
 * Dexie or React, so the same builders run in the worker, in Node tests and on the main thread.
 */
import type { Visualizations } from '@/contract/types/visualizations';
import { buildClusterMap } from './clusterMap';
import { buildDistribution } from './distribution';
import { buildHeatmap } from './heatmap';
import { buildRadar } from './radar';
import { buildOpportunityScatter } from './scatter';
import type { Neighbour } from './sharedTerms';
import type { ChartSource } from './source';
import { buildTopicTreemap } from './treemap';
import { buildTrends } from './trends';

export { buildClusterMap, SHARED_TERMS_NOTE } from './clusterMap';
export { buildDistribution } from './distribution';
export { buildHeatmap, DIFFICULTY_BANDS } from './heatmap';
export { buildRadar, intentShare, RADAR_AXES } from './radar';
export { buildOpportunityScatter, quadrantOf, QUADRANTS } from './scatter';
export { keywordProfile, seasonalProfile } from './seasonal';
export { sharedTermNeighbours, type Neighbour } from './sharedTerms';
export { toChartSource, type ChartCluster, type ChartKeyword, type ChartSource } from './source';
export { buildTopicTreemap } from './treemap';
export { buildTrends, lastTwelveMonths } from './trends';

/** One key per chart of the `visualizations` object; `dashboard` is all of them. */
export type ChartKey = keyof Visualizations;

export interface VisualizationInput {
  /** The result as the charts read it (`toChartSource`). */
  result: ChartSource;
  charts: readonly ChartKey[];
  /** The engine's cluster neighbours (id → neighbours), or null when they could not be computed. */
  neighbours: Record<string, Neighbour[]> | null;
  /** Today's date ('YYYY-MM-DD'): the estimated trend covers the 12 months before this one. */
  today: string;
}

/** Builds the charts asked for. */
export function buildVisualizations(input: VisualizationInput): Visualizations {
  const { result } = input;
  const out: Visualizations = {};
  for (const chart of input.charts) {
    switch (chart) {
      case 'interactive_cluster_map':
        out.interactive_cluster_map = buildClusterMap(
          result,
          input.neighbours ? { neighbours: new Map(Object.entries(input.neighbours)) } : null,
        );
        break;
      case 'search_volume_heatmap':
        out.search_volume_heatmap = buildHeatmap(result);
        break;
      case 'opportunity_scatter_plot':
        out.opportunity_scatter_plot = buildOpportunityScatter(result);
        break;
      case 'trend_analysis':
        out.trend_analysis = buildTrends(result, input.today);
        break;
      case 'cluster_performance_radar':
        out.cluster_performance_radar = buildRadar(result);
        break;
      case 'difficulty_distribution':
        out.difficulty_distribution = buildDistribution(result);
        break;
      case 'topic_treemap':
        out.topic_treemap = buildTopicTreemap(result);
        break;
    }
  }
  return out;
}
