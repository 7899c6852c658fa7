import { Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { ClusteringResult, TopicTreemapData } from '@/contract';
import { Chart } from '@/components/charts';
import { pngName } from './fileName';
import { treemapOption, treemapSummary } from './options/treemap';
import { OriginNote } from './OriginNote';

interface TreemapViewProps {
  data: TopicTreemapData;
  result: ClusteringResult;
  height?: number;
}

/** Topics → clusters → keywords as nested tiles sized by volume (or keyword count). */
export function TreemapView({ data, result, height = 420 }: TreemapViewProps) {
  const option = useMemo(() => treemapOption(data), [data]);
  const summary = useMemo(() => treemapSummary(data), [data]);
  return (
    <Stack gap="3">
      <OriginNote origin={data.figure_origin} />
      <Chart
        option={option}
        caption={`Topics, clusters and keywords by ${data.measure === 'volume' ? 'search volume' : 'keyword count'}`}
        ariaLabel="Treemap of topics containing their clusters and keywords; click a tile to zoom into it."
        summary={summary}
        fileName={pngName('topic-treemap', result)}
        height={height}
      />
    </Stack>
  );
}
