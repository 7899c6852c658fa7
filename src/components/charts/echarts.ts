import { BarChart, HeatmapChart, LineChart, PieChart, RadarChart, ScatterChart, TreemapChart } from 'echarts/charts';
import {
  AriaComponent,
  BrushComponent,
  DataZoomInsideComponent,
  DatasetComponent,
  MarkAreaComponent,
  MarkLineComponent,
  ToolboxComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
// Renamed: a bare `use(...)` reads as React's `use` hook to the hooks lint rule.
import { init, registerTheme, use as registerParts, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CHART_THEME, CHART_THEME_NAME } from './theme';

// The only place ECharts' code is pulled in, so a bundle carries just these parts. A tab that needs
// another chart type or component registers it here and adds its option type to ChartOption (types.ts).
registerParts([
  BarChart,
  LineChart,
  ScatterChart,
  PieChart,
  HeatmapChart,
  RadarChart,
  TreemapChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  TitleComponent,
  VisualMapComponent,
  DatasetComponent,
  AriaComponent,
  // Advanced Visualizations: quadrant lines and areas, brushing, zoom and pan on the cluster map.
  MarkLineComponent,
  MarkAreaComponent,
  BrushComponent,
  ToolboxComponent,
  DataZoomInsideComponent,
  CanvasRenderer,
]);
registerTheme(CHART_THEME_NAME, CHART_THEME);

/** An ECharts instance drawing into `container` with the Topicwise theme. */
export function createChart(container: HTMLElement): EChartsType {
  return init(container, CHART_THEME_NAME, { renderer: 'canvas' });
}
