import { HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { ClusteringResult, DifficultyDistributionData } from '@/contract';
import { Chart } from '@/components/charts';
import { formatNumber, plural } from '@/lib/format';
import { pngName } from './fileName';
import { distributionOption, distributionSummary, type DistributionMeasure } from './options/distribution';
import { OriginNote } from './OriginNote';
import { Toggle } from './Toggle';

const MEASURES = [
  { value: 'difficulty', label: 'Difficulty' },
  { value: 'volume', label: 'Search volume' },
] as const;

interface DistributionViewProps {
  data: DifficultyDistributionData;
  result: ClusteringResult;
  height?: number;
}

/** How many keywords fall in each difficulty band (or volume band). */
export function DistributionView({ data, result, height = 340 }: DistributionViewProps) {
  const [measure, setMeasure] = useState<DistributionMeasure>('difficulty');
  const option = useMemo(() => distributionOption(data, measure), [data, measure]);
  const summary = useMemo(() => distributionSummary(data, measure), [data, measure]);
  const missing = measure === 'difficulty' ? data.without_difficulty : data.without_volume;
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Toggle label="Distribution of" value={measure} options={MEASURES} onChange={setMeasure} />
        <OriginNote origin={data.figure_origin} />
      </HStack>
      <Chart
        option={option}
        caption={measure === 'difficulty' ? 'Keywords by difficulty' : 'Keywords by monthly search volume'}
        summary={summary}
        fileName={pngName(`distribution-${measure}`, result)}
        height={height}
      />
      <Text fontSize="xs" color="fg.muted">
        {measure === 'difficulty'
          ? `Average difficulty ${data.average_difficulty ?? '–'}.`
          : `Median volume ${formatNumber(data.median_volume)}.`}
        {missing > 0
          ? ` ${plural(missing, 'keyword')} without the figure ${missing === 1 ? 'is' : 'are'} left out.`
          : ''}
      </Text>
    </Stack>
  );
}
