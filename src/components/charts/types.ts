import type {
  BarSeriesOption,
  HeatmapSeriesOption,
  LineSeriesOption,
  PieSeriesOption,
  RadarSeriesOption,
  ScatterSeriesOption,
  TreemapSeriesOption,
} from 'echarts/charts';
import type {
  AriaComponentOption,
  BrushComponentOption,
  DataZoomComponentOption,
  DatasetComponentOption,
  MarkAreaComponentOption,
  MarkLineComponentOption,
  ToolboxComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/**
 * An option for the chart types and components registered in `echarts.ts`: a series or component
 * that is not registered there does not type-check. Type-only imports, so builders stay free of
 * ECharts' code.
 */
export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | ScatterSeriesOption
  | PieSeriesOption
  | HeatmapSeriesOption
  | RadarSeriesOption
  | TreemapSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | TitleComponentOption
  | VisualMapComponentOption
  | DatasetComponentOption
  | AriaComponentOption
  | MarkLineComponentOption
  | MarkAreaComponentOption
  | BrushComponentOption
  | ToolboxComponentOption
  | DataZoomComponentOption
>;

/** The figures behind a chart, as a table that screen readers read instead of the canvas. */
export interface ChartSummary {
  columns: string[];
  rows: (string | number)[][];
}
