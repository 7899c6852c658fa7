import { barOption, type ChartOption, type ChartSummary } from '@/components/charts';
import type { DifficultyDistributionData } from '@/contract';

export type DistributionMeasure = 'difficulty' | 'volume';

const bins = (data: DifficultyDistributionData, measure: DistributionMeasure) =>
  measure === 'difficulty' ? data.difficulty : data.volume;

/** Keywords per difficulty band (or per volume band). */
export function distributionOption(data: DifficultyDistributionData, measure: DistributionMeasure): ChartOption {
  const chosen = bins(data, measure);
  const option = barOption({
    categories: chosen.map((bin) => bin.label),
    series: [{ name: 'Keywords', values: chosen.map((bin) => bin.keywords) }],
    valueName: 'Keywords',
  });
  // One series, but every chart of the tab names what its marks are.
  return { ...option, legend: { show: true, top: 0 }, grid: { left: 16, right: 24, top: 40, bottom: 16 } };
}

export function distributionSummary(data: DifficultyDistributionData, measure: DistributionMeasure): ChartSummary {
  return {
    columns: [measure === 'difficulty' ? 'Difficulty' : 'Monthly searches', 'Keywords', 'Search volume'],
    rows: bins(data, measure).map((bin) => [bin.label, bin.keywords, bin.search_volume]),
  };
}
