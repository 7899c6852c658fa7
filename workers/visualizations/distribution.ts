import type { ChartSource } from './source';
import type { DifficultyDistributionData, HistogramBin } from '@/contract/types/visualizations';
import { clusteredKeywords, median, round } from './figures';
import { figureOrigin } from './origin';

/** Volume bins by order of magnitude: volumes span from 10 to millions. */
const VOLUME_BINS: readonly { label: string; below: number }[] = [
  { label: '0–9', below: 10 },
  { label: '10–99', below: 100 },
  { label: '100–999', below: 1_000 },
  { label: '1K–9.9K', below: 10_000 },
  { label: '10K–99K', below: 100_000 },
  { label: '100K+', below: Number.POSITIVE_INFINITY },
];

const DIFFICULTY_BIN_WIDTH = 10;

/** Bin index of a difficulty 0..100 in bins of ten (100 joins 90–100). */
export const difficultyBin = (difficulty: number) =>
  Math.min(9, Math.max(0, Math.floor(difficulty / DIFFICULTY_BIN_WIDTH)));

export const volumeBin = (volume: number) => VOLUME_BINS.findIndex((bin) => volume < bin.below);

/** How many clustered keywords (and how much volume) fall in each difficulty band and each volume band. */
export function buildDistribution(result: Pick<ChartSource, 'clusters'>): DifficultyDistributionData {
  const difficulty: HistogramBin[] = Array.from({ length: 10 }, (_, i) => ({
    label: i === 9 ? '90–100' : `${i * 10}–${i * 10 + 9}`,
    keywords: 0,
    search_volume: 0,
  }));
  const volume: HistogramBin[] = VOLUME_BINS.map((bin) => ({ label: bin.label, keywords: 0, search_volume: 0 }));
  const difficulties: number[] = [];
  const volumes: number[] = [];
  let withoutDifficulty = 0;
  let withoutVolume = 0;
  for (const keyword of clusteredKeywords(result)) {
    const searches = keyword.search_volume;
    if (keyword.difficulty === null) withoutDifficulty += 1;
    else {
      const bin = difficulty[difficultyBin(keyword.difficulty)];
      bin.keywords += 1;
      bin.search_volume += searches ?? 0;
      difficulties.push(keyword.difficulty);
    }
    if (searches === null) withoutVolume += 1;
    else {
      const bin = volume[volumeBin(searches)];
      bin.keywords += 1;
      bin.search_volume += searches;
      volumes.push(searches);
    }
  }
  return {
    difficulty,
    volume,
    without_difficulty: withoutDifficulty,
    without_volume: withoutVolume,
    average_difficulty:
      difficulties.length === 0 ? null : round(difficulties.reduce((a, b) => a + b, 0) / difficulties.length, 1),
    median_volume: median(volumes),
    figure_origin: figureOrigin(clusteredKeywords(result), ['search_volume', 'difficulty']),
  };
}
