import { Box, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { EChartsType } from 'echarts/core';
import { useCallback, useMemo, useState } from 'react';
import type { ClusteringResult, ClusterMapData, Keyword } from '@/contract';
import { Chart } from '@/components/charts';
import { DataList, type DataColumn } from '@/components/DataList';
import { formatVolume } from '@/lib/format';
import { pngName } from './fileName';
import { clusterMapOption, clusterMapSummary, type MapColouring } from './options/clusterMap';
import { capitalise } from './options/text';
import { OriginNote } from './OriginNote';
import { Toggle } from './Toggle';

const COLOURINGS = [
  { value: 'topic', label: 'Colour by topic' },
  { value: 'intent', label: 'Colour by intent' },
] as const;

const KEYWORD_COLUMNS: readonly DataColumn<Keyword>[] = [
  { key: 'text', header: 'Keyword', primary: true },
  { key: 'search_volume', header: 'Search volume' },
  { key: 'difficulty', header: 'Difficulty' },
  { key: 'intent', header: 'Intent', value: (keyword) => capitalise(keyword.intent) },
];

interface ClusterMapViewProps {
  data: ClusterMapData;
  result: ClusteringResult;
  height?: number;
  /** The dashboard's panel: the map only, without the keyword list. */
  compact?: boolean;
}

/** The cluster map; clicking a bubble (or choosing a cluster in the list) shows its keywords. */
export function ClusterMapView({ data, result, height = 480, compact = false }: ClusterMapViewProps) {
  const map = data.map_data;
  const [colouring, setColouring] = useState<MapColouring>('topic');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const option = useMemo(() => clusterMapOption(map, colouring), [map, colouring]);
  const summary = useMemo(() => clusterMapSummary(map), [map]);
  const selected = result.clusters.find((cluster) => cluster.id === selectedId) ?? null;
  const byVolume = useMemo(
    () => [...map.nodes].sort((a, b) => (b.total_volume ?? -1) - (a.total_volume ?? -1)),
    [map.nodes],
  );

  const onReady = useCallback((chart: EChartsType | null) => {
    chart?.on('click', (params) => {
      const item = params.data as { id?: unknown } | null;
      if (typeof item?.id === 'string') setSelectedId(item.id);
    });
  }, []);

  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Toggle label="Bubble colour" value={colouring} options={COLOURINGS} onChange={setColouring} />
        <OriginNote origin={data.figure_origin} />
      </HStack>
      {map.metadata.layout_note && (
        <Text fontSize="sm" color="fg.muted" data-testid="layout-note">
          {map.metadata.layout_note}
        </Text>
      )}
      <Chart
        option={option}
        caption={`Cluster map: ${map.metadata.total_clusters} clusters, similar ones close together`}
        ariaLabel="Cluster map. Each bubble is a cluster sized by search volume; similar clusters sit close together. The largest clusters are listed in the table that follows."
        summary={summary}
        fileName={pngName('cluster-map', result)}
        height={height}
        onReady={onReady}
      />
      {!compact && (
        <Text fontSize="xs" color="fg.muted">
          Bubble size is the cluster&apos;s search volume. Scroll or pinch to zoom, drag to pan, click a bubble to see
          its keywords.
        </Text>
      )}
      {!compact && (
        <NativeSelect.Root size="sm" maxW="md">
          <NativeSelect.Field
            bg="bg"
            aria-label="Open a cluster"
            value={selectedId ?? ''}
            onChange={(event) => setSelectedId(event.currentTarget.value || null)}
          >
            <option value="">Open a cluster…</option>
            {byVolume.map((node) => (
              <option key={node.id} value={node.id}>
                {node.name} ({formatVolume(node.total_volume)})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      {!compact && selected && (
        <Box borderWidth="1px" borderRadius="l2" padding="4" data-testid="cluster-keywords">
          <Stack gap="2">
            <Heading as="h3" size="md">
              {selected.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {selected.keyword_count} keywords · {formatVolume(selected.total_volume)} searches a month ·{' '}
              {capitalise(selected.intent)} intent
            </Text>
            <DataList
              columns={KEYWORD_COLUMNS}
              rows={selected.keywords}
              getRowId={(keyword) => keyword.id}
              label={`Keywords of ${selected.name}`}
              maxHeight="20rem"
            />
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
