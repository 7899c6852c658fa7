/**
 * The ECharts theme that makes charts look like the rest of Topicwise. Components may not import
 * src/app, so the colours below mirror src/app/theme.ts (the indigo `brand` palette) and Chakra's
 * default gray and font tokens: change them together.
 */

const BRAND = {
  50: '#eef2ff',
  200: '#c7d2fe',
  400: '#818cf8',
  700: '#4338ca',
  900: '#312e81',
} as const;

const GRAY = {
  100: '#f4f4f5',
  200: '#e4e4e7',
  300: '#d4d4d8',
  600: '#52525b',
  800: '#27272a',
} as const;

const FONT_FAMILY = 'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif';

export const CHART_THEME_NAME = 'topicwise';

/** Series colours in order: the brand indigo first, then hues far enough apart to tell series apart. */
export const CHART_PALETTE = [
  BRAND[700],
  '#0d9488',
  '#d97706',
  '#db2777',
  BRAND[400],
  '#16a34a',
  '#7c3aed',
  '#0284c7',
] as const;

function axisStyle(showTicks: boolean) {
  return {
    axisLine: { lineStyle: { color: GRAY[300] } },
    axisTick: { show: showTicks, lineStyle: { color: GRAY[300] } },
    axisLabel: { color: GRAY[600] },
    nameTextStyle: { color: GRAY[600] },
    splitLine: { lineStyle: { color: [GRAY[200]] } },
    splitArea: { areaStyle: { color: ['rgba(250,250,250,0.3)', 'rgba(228,228,231,0.3)'] } },
  };
}

export const CHART_THEME = {
  color: [...CHART_PALETTE],
  // Heatmaps and visual maps run from the palest to the darkest brand shade.
  gradientColor: [BRAND[50], BRAND[400], BRAND[900]],
  backgroundColor: 'transparent',
  textStyle: { color: GRAY[800], fontFamily: FONT_FAMILY },
  title: { textStyle: { color: GRAY[800] }, subtextStyle: { color: GRAY[600] } },
  legend: { textStyle: { color: GRAY[600] } },
  tooltip: {
    backgroundColor: '#ffffff',
    borderColor: GRAY[200],
    textStyle: { color: GRAY[800], fontFamily: FONT_FAMILY },
  },
  categoryAxis: axisStyle(true),
  valueAxis: axisStyle(false),
  logAxis: axisStyle(false),
  timeAxis: axisStyle(false),
  radar: {
    axisName: { color: GRAY[600] },
    axisLine: { lineStyle: { color: GRAY[300] } },
    splitLine: { lineStyle: { color: GRAY[200] } },
    splitArea: { areaStyle: { color: ['#ffffff', GRAY[100]] } },
  },
  visualMap: { textStyle: { color: GRAY[600] } },
  axisPointer: { lineStyle: { color: BRAND[200] }, shadowStyle: { color: 'rgba(199,210,254,0.3)' } },
};
