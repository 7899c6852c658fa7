import { Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { ClusterRadarData, ClusteringResult } from '@/contract';
import { Chart } from '@/components/charts';
import { pngName } from './fileName';
import { radarOption, radarSummary } from './options/radar';
import { OriginNote } from './OriginNote';

interface RadarViewProps {
  data: ClusterRadarData;
  result: ClusteringResult;
  height?: number;
}

/** The largest clusters compared on volume, CPC, ease, opportunity, size and intent share. */
export function RadarView({ data, result, height = 420 }: RadarViewProps) {
  const option = useMemo(() => radarOption(data), [data]);
  const summary = useMemo(() => radarSummary(data), [data]);
  return (
    <Stack gap="3">
      <OriginNote origin={data.figure_origin} />
      <Chart
        option={option}
        caption={`Performance radar: the ${data.clusters.length} largest clusters`}
        summary={summary}
        fileName={pngName('radar', result)}
        height={height}
      />
      <Text fontSize="xs" color="fg.muted">
        Each axis is scored 0–100: volume on a log scale and CPC and size against the largest cluster shown; ease is 100
        − difficulty; intent share is the part of a cluster&apos;s keywords with its main intent.
      </Text>
    </Stack>
  );
}
