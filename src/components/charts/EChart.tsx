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
 * Series drawn in chunks, one chunk per frame, once they have more items than the threshold: a
 * cluster map of 2,000 bubbles or a scatter of 10,000 keywords drawn at once held the main thread
 * for 300 ms. ECharts' own defaults (chunks of 400 from 3,000 items) start too late for bubbles
 * that each carry a label, a border and a hover state. Each series draws its first chunk in the
 * same task as the option is set, so a map of eight colour groups draws eight chunks at once:
 * scatter chunks stay small. Heatmap cells are plain rectangles and take larger chunks.
 */
const PROGRESSIVE: Record<string, { progressive: number; progressiveThreshold: number }> = {
  scatter: { progressive: 40, progressiveThreshold: 200 },
  heatmap: { progressive: 250, progressiveThreshold: 500 },
};

const seriesOf = (option: ChartOption) =>
  Array.isArray(option.series) ? option.series : option.series ? [option.series] : [];

/**
 * Past this many data items in all, an option is set in two turns: the chart's frame (axes, legend,
 * series without data), then the data. Reading 2,000 bubbles into ECharts' model and drawing the
 * frame were one 200 ms task; apart, each stays under 100 ms.
 */
const STAGED_ITEMS = 1_000;

function stages(option: ChartOption): [ChartOption] | [ChartOption, ChartOption] {
  const series = seriesOf(option);
  const items = series.reduce((sum, item) => sum + (Array.isArray(item.data) ? item.data.length : 0), 0);
  if (items <= STAGED_ITEMS) return [option];
  // The second option merges into the first (series matched by their index), adding the data.
  return [{ ...option, series: series.map((item) => ({ ...item, data: [] })) }, { series }];
}

/**
 * The wrapper owns `aria`: ECharts' own description would replace our label with a list of raw
 * values, which the summary table already gives in a readable form.
 */
function prepared(option: ChartOption, ariaLabel: string): ChartOption {
  const series = seriesOf(option);
  const chunking = (item: (typeof series)[number]) =>
    'progressive' in item ? undefined : PROGRESSIVE[item.type ?? ''];
  return {
    ...option,
    ...(series.some(chunking) && {
      series: series.map((item) => {
        const chunks = chunking(item);
        return chunks ? { ...chunks, ...item } : item;
      }),
    }),
    aria: { enabled: true, label: { enabled: true, description: ariaLabel } },
  };
}

/**
 * Charts set their options one per task, in the order they asked: a dashboard mounting six charts
 * set all six in one effect flush, one 700 ms task at 10,000 keywords. Between two charts the
 * browser paints and answers input.
 */
const waiting: Array<() => void> = [];
let turnScheduled = false;

function takeTurn(): void {
  turnScheduled = false;
  waiting.shift()?.();
  if (waiting.length > 0) scheduleTurn();
}

function scheduleTurn(): void {
  if (turnScheduled) return;
  turnScheduled = true;
  setTimeout(takeTurn, 0);
}

/** Runs `work` in its own task after the charts queued before it; the returned function withdraws it. */
function inTurn(work: () => void): () => void {
  waiting.push(work);
  scheduleTurn();
  return () => {
    const index = waiting.indexOf(work);
    if (index >= 0) waiting.splice(index, 1);
  };
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
    const observer = new ResizeObserver((entries) => {
      // Observing reports the size the chart was created at: redrawing then would draw it all twice.
      const size = entries.at(-1)?.contentRect;
      if (size && Math.abs(size.width - chart.getWidth()) < 1 && Math.abs(size.height - chart.getHeight()) < 1) return;
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
    const chart = chartRef.current;
    if (!chart) return;
    const [frame, data] = stages(prepared(option, ariaLabel));
    let withdrawData = () => {};
    const withdrawFrame = inTurn(() => {
      if (chart.isDisposed()) return;
      chart.setOption(frame, { notMerge: true });
      if (data)
        withdrawData = inTurn(() => {
          if (!chart.isDisposed()) chart.setOption(data);
        });
    });
    return () => {
      withdrawFrame();
      withdrawData();
    };
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
