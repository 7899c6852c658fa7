import { Box } from '@chakra-ui/react';
import type { EChartsType } from 'echarts/core';
import { useEffect, useEffectEvent, useRef } from 'react';
import { createChart } from './echarts';
import type { ChartOption } from './types';

export interface EChartProps {
  option: ChartOption;
  /** Read by screen readers in place of the canvas. */
  ariaLabel: string;
  /** In pixels. */
  height: number;
  /** Hears the live instance once drawn, and null once it is disposed. */
  onReady: (chart: EChartsType | null) => void;
}

/**
 * The wrapper owns `aria`: ECharts' own description would replace our label with a list of raw
 * values, which the summary table already gives in a readable form.
 */
function withAccessibleLabel(option: ChartOption, ariaLabel: string): ChartOption {
  return { ...option, aria: { enabled: true, label: { enabled: true, description: ariaLabel } } };
}

/** The ECharts side of `Chart`; loaded lazily so ECharts stays out of the first load. */
export default function EChart({ option, ariaLabel, height, onReady }: EChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  const announce = useEffectEvent(onReady);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = createChart(container);
    chartRef.current = chart;
    announce(chart);
    // One resize per frame however many size changes arrive; resizing inside the observer's
    // callback can trigger a "ResizeObserver loop" error.
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => chart.resize());
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      chartRef.current = null;
      announce(null);
      chart.dispose();
    };
  }, []);

  useEffect(() => {
    chartRef.current?.setOption(withAccessibleLabel(option, ariaLabel), { notMerge: true });
  }, [option, ariaLabel]);

  return (
    <Box
      ref={containerRef}
      role="img"
      aria-label={ariaLabel}
      width="100%"
      height={`${height}px`}
      minWidth="0"
      overflow="hidden"
    />
  );
}
