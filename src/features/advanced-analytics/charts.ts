/**
 * Pure ECharts option builders for the Advanced Analytics tab: a history with its forecast and
 * 80 % band, the scenarios' projected clicks with their bands, and a bar of widget figures.
 */
import type { ChartOption, ChartSummary } from '@/components/charts';
import type { PredictiveResponse, Scenario } from '@/contract/types/advancedAnalytics';

const BAND_COLOUR = 'rgba(49, 130, 206, 0.18)';

/** Stacked lower bound + band width draws the band between P10 and P90. */
function bandSeries(
  name: string,
  stack: string,
  low: (number | null)[],
  high: (number | null)[],
  colour = BAND_COLOUR,
) {
  return [
    {
      type: 'line' as const,
      name: `${name} low`,
      stack,
      data: low,
      lineStyle: { opacity: 0 },
      symbol: 'none',
      tooltip: { show: false },
      silent: true,
    },
    {
      type: 'line' as const,
      name,
      stack,
      data: low.map((v, i) => (v === null || high[i] === null ? null : (high[i] as number) - v)),
      lineStyle: { opacity: 0 },
      areaStyle: { color: colour },
      symbol: 'none',
      silent: true,
    },
  ];
}

export function forecastOption(p: PredictiveResponse): ChartOption {
  const history = p.series?.history ?? [];
  const months = [...history.map((h) => h.month), ...p.forecast.map((f) => f.month)];
  const pad = (n: number) => Array<null>(n).fill(null);
  const actual = [...history.map((h) => h.value), ...pad(p.forecast.length)];
  // The median line starts at the last actual so the two lines join.
  const lastActual = history.length > 0 ? history[history.length - 1].value : null;
  const median = [...pad(Math.max(0, history.length - 1)), lastActual, ...p.forecast.map((f) => f.p50)].slice(
    -months.length,
  );
  const low = [...pad(history.length), ...p.forecast.map((f) => f.p10)];
  const high = [...pad(history.length), ...p.forecast.map((f) => f.p90)];
  const backtest = months.map((m) => p.backtest.find((b) => b.month === m)?.forecast ?? null);
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: ['Actual', 'Backtest (1 month ahead)', 'Forecast (P50)', '80 % band'] },
    grid: { left: 16, right: 24, top: 48, bottom: 16, containLabel: true },
    xAxis: { type: 'category', data: months, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', min: 0 },
    series: [
      ...bandSeries('80 % band', 'band', low, high),
      { type: 'line', name: 'Actual', data: actual, symbolSize: 4 },
      { type: 'line', name: 'Backtest (1 month ahead)', data: backtest, lineStyle: { type: 'dotted' }, symbolSize: 3 },
      { type: 'line', name: 'Forecast (P50)', data: median, lineStyle: { type: 'dashed' }, symbolSize: 4 },
    ],
  };
}

export function forecastSummary(p: PredictiveResponse): ChartSummary {
  return {
    columns: ['Month', 'Actual', 'P10', 'P50', 'P90'],
    rows: [
      ...(p.series?.history ?? []).map((h) => [h.month, Math.round(h.value), '', '', '']),
      ...p.forecast.map((f) => [
        f.month,
        '',
        f.p10 === null ? '' : Math.round(f.p10),
        Math.round(f.p50),
        f.p90 === null ? '' : Math.round(f.p90),
      ]),
    ],
  };
}

const SCENARIO_COLOURS = ['#2f855a', '#3182ce', '#c05621'];

export function scenarioOption(scenarios: readonly Scenario[]): ChartOption {
  const months = scenarios[0]?.projected_volume.map((m) => m.month) ?? [];
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: scenarios.map((s) => s.name) },
    grid: { left: 16, right: 24, top: 48, bottom: 16, containLabel: true },
    xAxis: { type: 'category', data: months },
    yAxis: { type: 'value', name: 'Clicks / month', min: 0 },
    series: scenarios.flatMap((s, i) => [
      ...bandSeries(
        `${s.name} band`,
        `band-${i}`,
        s.projected_volume.map((m) => m.low),
        s.projected_volume.map((m) => m.high),
        `${SCENARIO_COLOURS[i]}22`,
      ),
      {
        type: 'line' as const,
        name: s.name,
        data: s.projected_volume.map((m) => m.clicks),
        color: SCENARIO_COLOURS[i],
      },
    ]),
  };
}

export function scenarioSummary(scenarios: readonly Scenario[]): ChartSummary {
  return {
    columns: ['Month', ...scenarios.map((s) => `${s.name} clicks`)],
    rows: (scenarios[0]?.projected_volume ?? []).map((m, i) => [
      m.month,
      ...scenarios.map((s) => s.projected_volume[i].clicks),
    ]),
  };
}

export function widgetOption(labels: readonly string[], values: readonly number[], line: boolean): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 16, right: 16, top: 16, bottom: 16, containLabel: true },
    xAxis: { type: 'category', data: [...labels], axisLabel: { hideOverlap: true, width: 90, overflow: 'truncate' } },
    yAxis: { type: 'value', min: 0 },
    series: [line ? { type: 'line', data: [...values] } : { type: 'bar', data: [...values] }],
  };
}
