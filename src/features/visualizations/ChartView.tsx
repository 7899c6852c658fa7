import { Text } from '@chakra-ui/react';
import type { ClusteringResult, VisualizationResponse } from '@/contract';
import { ClusterMapView } from './ClusterMapView';
import { DistributionView } from './DistributionView';
import { HeatmapView } from './HeatmapView';
import type { VisualizationType } from './model';
import { OpportunityView } from './OpportunityView';
import { RadarView } from './RadarView';
import { TrendsView } from './TrendsView';

interface ChartViewProps {
  view: VisualizationType;
  response: VisualizationResponse;
  result: ClusteringResult;
}

/** The one chart the chosen type asks for. */
export function ChartView({ view, response, result }: ChartViewProps) {
  const charts = response.visualizations;
  const chart = (() => {
    switch (view) {
      case 'cluster-map':
        return (
          charts.interactive_cluster_map && <ClusterMapView data={charts.interactive_cluster_map} result={result} />
        );
      case 'heatmap':
        return charts.search_volume_heatmap && <HeatmapView data={charts.search_volume_heatmap} result={result} />;
      case 'scatter-plot':
        return (
          charts.opportunity_scatter_plot && <OpportunityView data={charts.opportunity_scatter_plot} result={result} />
        );
      case 'trends':
        return charts.trend_analysis && <TrendsView data={charts.trend_analysis} result={result} />;
      case 'radar':
        return (
          charts.cluster_performance_radar && <RadarView data={charts.cluster_performance_radar} result={result} />
        );
      case 'distribution':
        return (
          charts.difficulty_distribution && <DistributionView data={charts.difficulty_distribution} result={result} />
        );
    }
  })();
  return chart ?? <Text color="fg.muted">This chart has no data for the current result.</Text>;
}
