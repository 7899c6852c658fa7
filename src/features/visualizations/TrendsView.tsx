import { HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { ClusteringResult, TrendAnalysisData } from '@/contract';
import { Chart } from '@/components/charts';
import { EstimatedBadge } from '@/components/EstimatedBadge';
import { pngName } from './fileName';
import { trendsOption, trendsSummary } from './options/trends';

interface TrendsViewProps {
  data: TrendAnalysisData;
  result: ClusteringResult;
  height?: number;
}

/** Monthly volume of the largest clusters: imported months, or an estimated seasonal profile (labelled). */
export function TrendsView({ data, result, height = 380 }: TrendsViewProps) {
  const option = useMemo(() => trendsOption(data), [data]);
  const summary = useMemo(() => trendsSummary(data), [data]);
  const estimated = data.trend_source === 'estimated';
  return (
    <Stack gap="3">
      <HStack gap="2" align="start">
        {estimated && <EstimatedBadge title="Seasonal profile estimated from the average volume" />}
        <Text fontSize="sm" color="fg.muted" data-testid="trend-note">
          {data.note}
        </Text>
      </HStack>
      <Chart
        option={option}
        caption={estimated ? 'Monthly search volume per cluster (estimated)' : 'Monthly search volume per cluster'}
        summary={summary}
        fileName={pngName('trends', result)}
        height={height}
      />
    </Stack>
  );
}
