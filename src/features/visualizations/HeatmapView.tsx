import { HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { ClusteringResult, HeatmapData } from '@/contract';
import { Chart } from '@/components/charts';
import { plural } from '@/lib/format';
import { pngName } from './fileName';
import { heatmapOption, heatmapSummary } from './options/heatmap';
import { OriginNote } from './OriginNote';
import { Toggle } from './Toggle';

type Columns = 'intent' | 'difficulty';
const COLUMN_CHOICES = [
  { value: 'intent', label: 'By intent' },
  { value: 'difficulty', label: 'By difficulty band' },
] as const;

interface HeatmapViewProps {
  data: HeatmapData;
  result: ClusteringResult;
  height?: number;
}

/** Search volume by topic (or cluster) × intent, or × Semrush difficulty band. */
export function HeatmapView({ data, result, height }: HeatmapViewProps) {
  const [columns, setColumns] = useState<Columns>('intent');
  const matrix = columns === 'intent' ? data.by_intent : data.by_difficulty;
  const columnName = columns === 'intent' ? 'Intent' : 'Difficulty';
  const rowName = data.row_kind === 'topic' ? 'Topic' : 'Cluster';
  const option = useMemo(() => heatmapOption(matrix, columnName), [matrix, columnName]);
  const summary = useMemo(() => heatmapSummary(matrix, rowName), [matrix, rowName]);
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Toggle label="Heatmap columns" value={columns} options={COLUMN_CHOICES} onChange={setColumns} />
        <OriginNote origin={data.figure_origin} />
      </HStack>
      <Chart
        option={option}
        caption={`Search volume by ${rowName.toLowerCase()} and ${columnName.toLowerCase()}`}
        summary={summary}
        fileName={pngName(`heatmap-${columns}`, result)}
        height={height ?? Math.max(320, 80 + matrix.row_labels.length * 26)}
      />
      {matrix.rows_left_out > 0 && (
        <Text fontSize="xs" color="fg.muted">
          The {matrix.row_labels.length} largest {rowName.toLowerCase()}s are shown;{' '}
          {plural(matrix.rows_left_out, 'smaller one')} left out.
        </Text>
      )}
    </Stack>
  );
}
