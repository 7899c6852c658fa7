import { ToggleButtons } from '@/components/ToggleButtons';
import { Button, Center, GridItem, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { LayoutDashboard } from 'lucide-react';
import { useState } from 'react';
import type { ClusteringResult, VisualizationResponse } from '@/contract';
import { StatTile } from '@/components/StatTile';
import { formatNumber } from '@/lib/format';
import { ChartView } from './ChartView';
import { Dashboard } from './Dashboard';
import { DEFAULT_VIEW, VISUALIZATION_TYPES, type VisualizationView } from './model';
import { useVisualization } from './useVisualization';

interface VisualizationsPanelProps {
  result: ClusteringResult;
}

/** The type buttons, the dashboard button, and the chosen chart with its counters. */
export function VisualizationsPanel({ result }: VisualizationsPanelProps) {
  const [view, setView] = useState<VisualizationView>(DEFAULT_VIEW);
  const { state, retry, current } = useVisualization(view, result.id, result.updated_at);
  const busy = state.status === 'loading' || (state.status === 'ready' && !current);

  return (
    <Stack gap="5">
      <Stack gap="3">
        <ToggleButtons options={VISUALIZATION_TYPES} value={view} onChange={setView} label="Visualization type" />
        <div>
          <Button
            size="sm"
            colorPalette="brand"
            variant={view === 'dashboard' ? 'solid' : 'subtle'}
            aria-pressed={view === 'dashboard'}
            onClick={() => setView('dashboard')}
          >
            <LayoutDashboard aria-hidden="true" />
            Generate Complete Dashboard
          </Button>
        </div>
      </Stack>
      {busy && (
        <Center paddingY="16" role="status" aria-live="polite">
          <Stack align="center" gap="3">
            <Spinner size="lg" color="brand.solid" />
            <Text color="fg.muted">Generating Visualization...</Text>
          </Stack>
        </Center>
      )}
      {state.status === 'error' && (
        <Stack align="center" gap="3" paddingY="10">
          <Text color="fg.muted">The visualization could not be generated.</Text>
          <Button variant="outline" onClick={retry}>
            Try Again
          </Button>
        </Stack>
      )}
      {state.status === 'ready' && !busy && (
        <Stack gap="5">
          <Counters response={state.data.response} />
          {view === 'dashboard' ? (
            <Dashboard response={state.data.response} result={result} />
          ) : (
            <ChartView view={view} response={state.data.response} result={result} />
          )}
        </Stack>
      )}
    </Stack>
  );
}

function Counters({ response }: { response: VisualizationResponse }) {
  return (
    <Stack gap="1">
      {/* No count of charts: "Visualizations: 1" told nobody anything. */}
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3" data-testid="visualization-counters">
        <StatTile label="Total clusters" value={formatNumber(response.total_clusters)} />
        <StatTile label="Keywords analyzed" value={formatNumber(response.total_keywords)} />
        <GridItem colSpan={{ base: 2, md: 1 }}>
          <StatTile label="Data load time" value={`${formatNumber(response.generation_time_ms)} ms`} />
        </GridItem>
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted">
        {response.from_store
          ? 'Stored charts, still current for this result.'
          : 'Computed now from the current result and stored.'}
      </Text>
    </Stack>
  );
}
