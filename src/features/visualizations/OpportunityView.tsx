import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { EChartsType } from 'echarts/core';
import { ClipboardCopy, ListPlus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { api } from '@/api/client';
import type { ClusteringResult, OpportunityScatterData, QuadrantName, ScatterKeyword } from '@/contract';
import { Chart } from '@/components/charts';
import { DataList, type DataColumn } from '@/components/DataList';
import { notifyError } from '@/hooks/notify';
import { toaster } from '@/hooks/toaster';
import { plural } from '@/lib/format';
import { pngName } from './fileName';
import { opportunityOption, opportunitySummary, QUADRANT_ORDER, quadrantSeries } from './options/opportunity';
import { OriginNote } from './OriginNote';

const COLUMNS: readonly DataColumn<ScatterKeyword>[] = [
  { key: 'text', header: 'Keyword', primary: true },
  { key: 'cluster_name', header: 'Cluster' },
  { key: 'search_volume', header: 'Search volume' },
  { key: 'difficulty', header: 'Difficulty' },
  { key: 'cpc', header: 'CPC', format: 'currency' },
  { key: 'quadrant', header: 'Quadrant' },
];

interface Pick {
  seriesIndex: number;
  dataIndex: number[];
}

interface BrushEvent {
  batch?: { areas?: unknown[]; selected?: Pick[] }[];
}

interface OpportunityViewProps {
  data: OpportunityScatterData;
  result: ClusteringResult;
  height?: number;
  compact?: boolean;
}

/**
 * Volume against difficulty with the quadrants; brushing (or a quadrant button) selects keywords,
 * which can be copied, added to the keyword draft, or exported from the list.
 */
export function OpportunityView({ data, result, height = 460, compact = false }: OpportunityViewProps) {
  const option = useMemo(() => opportunityOption(data), [data]);
  const summary = useMemo(() => opportunitySummary(data), [data]);
  const series = useMemo(() => quadrantSeries(data), [data]);
  // Picks are (series, data index) pairs as ECharts reports them; the keywords follow from the data.
  const [picks, setPicks] = useState<Pick[]>([]);
  const selected = useMemo(
    () => picks.flatMap((pick) => pick.dataIndex.flatMap((index) => series[pick.seriesIndex]?.[index] ?? [])),
    [picks, series],
  );

  const onReady = useCallback((chart: EChartsType | null) => {
    chart?.on('brushSelected', (params) => {
      const batch = (params as BrushEvent).batch?.[0];
      // ECharts also reports after every redraw, with no brushed area: that keeps the selection.
      if (!batch?.areas?.length) return;
      setPicks(batch.selected ?? []);
    });
  }, []);

  const selectQuadrant = (quadrant: QuadrantName) => {
    const seriesIndex = QUADRANT_ORDER.indexOf(quadrant);
    setPicks([{ seriesIndex, dataIndex: series[seriesIndex].map((_, index) => index) }]);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(selected.map((point) => point.text).join('\n'));
      toaster.create({ type: 'success', title: `Copied ${plural(selected.length, 'keyword')}` });
    } catch (error) {
      notifyError(error, { title: 'Copy failed', description: 'Select the keywords in the list and copy them.' });
    }
  };

  const addToDraft = async () => {
    try {
      const { added, skipped } = await api.post('/api/keyword-draft/append', {
        keywords: selected.map((point) => point.text),
      });
      toaster.create({
        type: 'success',
        title: `Added ${plural(added.length, 'keyword')} to the keyword list`,
        description:
          skipped > 0 ? `${plural(skipped, 'keyword')} already there.` : 'Open Keyword Clustering to use them.',
      });
    } catch (error) {
      notifyError(error, { title: 'Could not add the keywords' });
    }
  };

  return (
    <Stack gap="3">
      <OriginNote
        origin={data.figure_origin}
        extra={
          data.keywords_left_out > 0
            ? `${plural(data.keywords_left_out, 'keyword')} without a volume or difficulty ${data.keywords_left_out === 1 ? 'is' : 'are'} not placed.`
            : undefined
        }
      />
      <Chart
        option={option}
        caption="Opportunity: search volume against difficulty"
        ariaLabel="Scatter plot of keywords: difficulty across, search volume up on a log scale, bubble size by cost per click, split into quick wins, big bets, long tail and hard slogs."
        summary={summary}
        fileName={pngName('opportunity', result)}
        height={height}
        onReady={onReady}
      />
      {!compact && (
        <>
          <Text fontSize="xs" color="fg.muted">
            Lines at difficulty {data.difficulty_split} and at the median volume (
            {data.volume_split.toLocaleString('en-US')}). Use the brush tools (bottom right) to select keywords, or
            select a whole quadrant:
          </Text>
          <HStack gap="2" wrap="wrap" role="group" aria-label="Select a quadrant">
            {QUADRANT_ORDER.map((quadrant) => (
              <Button key={quadrant} size="xs" variant="outline" onClick={() => selectQuadrant(quadrant)}>
                {quadrant} ({data.quadrant_counts[quadrant]})
              </Button>
            ))}
          </HStack>
          {selected.length > 0 && (
            <Stack gap="2" data-testid="selected-keywords">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold" fontSize="sm">
                  {plural(selected.length, 'keyword')} selected
                </Text>
                <Button size="xs" variant="outline" onClick={copy}>
                  <ClipboardCopy aria-hidden="true" />
                  Copy keywords
                </Button>
                <Button size="xs" colorPalette="brand" onClick={addToDraft}>
                  <ListPlus aria-hidden="true" />
                  Add to keyword list
                </Button>
                <Button size="xs" variant="ghost" onClick={() => setPicks([])}>
                  Clear selection
                </Button>
              </HStack>
              <DataList
                columns={COLUMNS}
                rows={selected}
                getRowId={(point) => point.id}
                label="Selected keywords"
                maxHeight="20rem"
              />
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
