// The charts' public entry. Only light modules belong here: EChart and echarts.ts load lazily
// through Chart, and re-exporting them would put ECharts into every importer's chunk.
export { Chart, type ChartProps } from './Chart';
export { barOption, type BarOptionInput, type BarSeriesInput } from './options/bar';
export { scatterOption, type ScatterOptionInput, type ScatterPoint } from './options/scatter';
export type { ChartOption, ChartSummary } from './types';
