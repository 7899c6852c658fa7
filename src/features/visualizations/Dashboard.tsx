import { Box, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ClusteringResult, VisualizationResponse } from '@/contract';
import { ClusterMapView } from './ClusterMapView';
import { HeatmapView } from './HeatmapView';
import { OpportunityView } from './OpportunityView';
import { RadarView } from './RadarView';
import { TreemapView } from './TreemapView';
import { TrendsView } from './TrendsView';

interface DashboardProps {
  response: VisualizationResponse;
  result: ClusteringResult;
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="l2" padding={{ base: '3', md: '4' }} minW="0" bg="bg">
      <Stack gap="3">
        <Heading as="h3" size="md">
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * Spec 001 §2.2: the five panels (cluster map with its clusters mapped, heatmap, opportunity
 * analysis, trend analysis, performance radar), plus the topic treemap.
 */
export function Dashboard({ response, result }: DashboardProps) {
  const charts = response.visualizations;
  const map = charts.interactive_cluster_map;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" data-testid="visualization-dashboard">
      {map && (
        <Panel title={`Cluster map: ${map.map_data.metadata.total_clusters} clusters mapped`}>
          <ClusterMapView data={map} result={result} height={360} compact />
        </Panel>
      )}
      {charts.search_volume_heatmap && (
        <Panel title="Search volume heatmap">
          <HeatmapView data={charts.search_volume_heatmap} result={result} />
        </Panel>
      )}
      {charts.opportunity_scatter_plot && (
        <Panel title="Opportunity analysis">
          <OpportunityView data={charts.opportunity_scatter_plot} result={result} height={360} compact />
        </Panel>
      )}
      {charts.trend_analysis && (
        <Panel title="Trend analysis">
          <TrendsView data={charts.trend_analysis} result={result} height={360} />
        </Panel>
      )}
      {charts.cluster_performance_radar && (
        <Panel title="Performance radar">
          <RadarView data={charts.cluster_performance_radar} result={result} height={360} />
        </Panel>
      )}
      {charts.topic_treemap && (
        <Panel title="Topics, clusters and keywords">
          <TreemapView data={charts.topic_treemap} result={result} height={360} />
        </Panel>
      )}
    </SimpleGrid>
  );
}
