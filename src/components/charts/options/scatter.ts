import type { ChartOption } from '../types';

export interface ScatterPoint {
  name: string;
  x: number;
  y: number;
  /** Drawn as the bubble's area when the chart has a `sizeName`. */
  size?: number;
}

export interface ScatterOptionInput {
  points: readonly ScatterPoint[];
  xName: string;
  yName: string;
  /** Names the size figure; without it every point is drawn the same size. */
  sizeName?: string;
  /** Shown as the tooltip's heading. */
  seriesName?: string;
}

const PLAIN_SYMBOL = 12;
const SMALLEST_BUBBLE = 8;
const LARGEST_BUBBLE = 40;

/** Bubble diameters with areas proportional to size (the eye compares areas), never too small to see. */
function bubbleDiameter(size: number | undefined, largest: number): number {
  if (size === undefined || largest <= 0) return SMALLEST_BUBBLE;
  const diameter = LARGEST_BUBBLE * Math.sqrt(Math.max(0, size) / largest);
  return Math.round(Math.max(SMALLEST_BUBBLE, diameter) * 10) / 10;
}

/**
 * One point per item at (x, y), optionally sized; the tooltip names each figure. Pure and free of
 * functions (sizes are computed here, not by an ECharts callback), so the option is plain data.
 */
export function scatterOption({ points, xName, yName, sizeName, seriesName }: ScatterOptionInput): ChartOption {
  const sized = sizeName !== undefined;
  const largest = points.reduce((most, point) => Math.max(most, point.size ?? 0), 0);
  return {
    tooltip: { trigger: 'item' },
    grid: { left: 24, right: 32, top: 24, bottom: 24 },
    xAxis: { type: 'value', name: xName, nameLocation: 'middle', nameGap: 28 },
    yAxis: { type: 'value', name: yName, nameLocation: 'middle', nameGap: 40 },
    series: [
      {
        type: 'scatter',
        ...(seriesName === undefined ? {} : { name: seriesName }),
        dimensions: sized ? [xName, yName, sizeName] : [xName, yName],
        encode: { x: 0, y: 1, tooltip: sized ? [0, 1, 2] : [0, 1] },
        data: points.map((point) => ({
          name: point.name,
          value: sized && point.size !== undefined ? [point.x, point.y, point.size] : [point.x, point.y],
          symbolSize: sized ? bubbleDiameter(point.size, largest) : PLAIN_SYMBOL,
        })),
      },
    ],
  };
}
