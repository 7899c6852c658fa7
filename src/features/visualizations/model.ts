import type { VisualizationRouteType } from '@/contract';

/** Spec 001 §2.2 / §4: the six chart types (cluster-map first, the default) and the dashboard. */
export type VisualizationType = 'cluster-map' | 'heatmap' | 'scatter-plot' | 'trends' | 'radar' | 'distribution';
export type VisualizationView = VisualizationType | 'dashboard';

export const DEFAULT_VIEW: VisualizationView = 'cluster-map';

export const VISUALIZATION_TYPES: readonly {
  value: VisualizationType;
  label: string;
  route: VisualizationRouteType;
}[] = [
  { value: 'cluster-map', label: 'Cluster Map', route: 'interactive-cluster-map' },
  { value: 'heatmap', label: 'Heatmap', route: 'search-volume-heatmap' },
  { value: 'scatter-plot', label: 'Opportunity Scatter', route: 'opportunity-scatter-plot' },
  { value: 'trends', label: 'Trends', route: 'trend-analysis' },
  { value: 'radar', label: 'Performance Radar', route: 'cluster-performance-radar' },
  { value: 'distribution', label: 'Distribution', route: 'difficulty-distribution' },
];

/** Spec 001 §8. */
export const VISUALIZATION_ERROR = { title: 'Visualization Error' } as const;
