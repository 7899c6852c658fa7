import { Button, chakra, HStack, Skeleton } from '@chakra-ui/react';
import type { EChartsType } from 'echarts/core';
import { Download } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { ChartSummaryTable } from './ChartSummaryTable';
import { downloadDataUrl } from './downloadDataUrl';
import type { ChartOption, ChartSummary } from './types';

// ECharts is several hundred KB: it arrives with the first chart a tab draws, never in the app's first load.
const EChart = lazy(() => import('./EChart'));

const DEFAULT_HEIGHT = 320;

export interface ChartProps {
  /** Built by a pure option builder; memoise it, since a new object redraws the chart from scratch. */
  option: ChartOption;
  /** The visible title; it also names the figure and, without `ariaLabel`, the picture. */
  caption: string;
  /** What the picture shows, for screen readers, when the caption alone does not say it. */
  ariaLabel?: string;
  /** The figures behind the chart, read by screen readers as a table. */
  summary: ChartSummary;
  /** The PNG's name, e.g. `downloadName('topicwise-cluster-sizes', result.name, result.created_at, 'png')`. */
  fileName: string;
  /** In pixels. */
  height?: number;
  /** Hears the live ECharts instance (to listen to clicks or brushing), and null once it is disposed. */
  onReady?: (chart: EChartsType | null) => void;
}

/** A themed ECharts chart with a caption, a Download PNG action and an accessible summary. */
export function Chart({ option, caption, ariaLabel, summary, fileName, height = DEFAULT_HEIGHT, onReady }: ChartProps) {
  const [chart, setChart] = useState<EChartsType | null>(null);
  const ready = useCallback(
    (instance: EChartsType | null) => {
      setChart(instance);
      onReady?.(instance);
    },
    [onReady],
  );
  const captionId = useId();

  const downloadPng = () => {
    if (!chart) return;
    downloadDataUrl(chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#ffffff' }), fileName);
  };

  return (
    <chakra.figure margin="0" minWidth="0" aria-labelledby={captionId}>
      <HStack justify="space-between" align="center" gap="2" marginBottom="2">
        <chakra.figcaption id={captionId} fontWeight="semibold" fontSize="sm">
          {caption}
        </chakra.figcaption>
        {/* The name stays 'Download PNG'; the description says which chart, when a tab shows several. */}
        <Button size="xs" variant="outline" onClick={downloadPng} disabled={!chart} aria-describedby={captionId}>
          <Download aria-hidden="true" />
          Download PNG
        </Button>
      </HStack>
      <Suspense fallback={<Skeleton height={`${height}px`} borderRadius="l2" />}>
        <EChart option={option} ariaLabel={ariaLabel ?? caption} height={height} onReady={ready} />
      </Suspense>
      <ChartSummaryTable caption={caption} summary={summary} />
    </chakra.figure>
  );
}
