import type { ChartSource } from './source';
import type { OpportunityScatterData, QuadrantName, ScatterKeyword } from '@/contract/types/visualizations';
import { clusteredKeywords, keywordCpc, median, round } from './figures';
import { figureOrigin } from './origin';

/** Semrush's Keyword Difficulty scale calls 50 and above 'difficult' (see DIFFICULTY_BANDS). */
export const DIFFICULTY_SPLIT = 50;

export const QUADRANTS: readonly QuadrantName[] = ['Quick wins', 'Big bets', 'Long tail', 'Hard slogs'];

/** High volume and easy: quick wins; high and hard: big bets; low and easy: long tail; low and hard: hard slogs. */
export function quadrantOf(volume: number, difficulty: number, volumeSplit: number): QuadrantName {
  const high = volume >= volumeSplit;
  const easy = difficulty < DIFFICULTY_SPLIT;
  if (high) return easy ? 'Quick wins' : 'Big bets';
  return easy ? 'Long tail' : 'Hard slogs';
}

/**
 * Every clustered keyword with a volume and a difficulty. The volume line is the median of the
 * result's own volumes, so "high volume" means high for this keyword set.
 */
export function buildOpportunityScatter(result: Pick<ChartSource, 'clusters'>): OpportunityScatterData {
  const placed: Omit<ScatterKeyword, 'quadrant'>[] = [];
  let leftOut = 0;
  for (const cluster of result.clusters) {
    for (const keyword of cluster.keywords) {
      if (keyword.search_volume === null || keyword.difficulty === null) {
        leftOut += 1;
        continue;
      }
      const cpc = keywordCpc(keyword);
      placed.push({
        id: keyword.id,
        text: keyword.text,
        cluster_id: cluster.id,
        cluster_name: cluster.name,
        search_volume: keyword.search_volume,
        difficulty: keyword.difficulty,
        cpc: cpc === null ? null : round(cpc, 2),
        intent: keyword.intent,
      });
    }
  }
  const volumeSplit = median(placed.map((point) => point.search_volume)) ?? 0;
  const counts = Object.fromEntries(QUADRANTS.map((name) => [name, 0])) as Record<QuadrantName, number>;
  const points = placed.map((point) => {
    const quadrant = quadrantOf(point.search_volume, point.difficulty, volumeSplit);
    counts[quadrant] += 1;
    return { ...point, quadrant };
  });
  return {
    points,
    keywords_left_out: leftOut,
    volume_split: volumeSplit,
    difficulty_split: DIFFICULTY_SPLIT,
    quadrant_counts: counts,
    figure_origin: figureOrigin(clusteredKeywords(result), ['search_volume', 'difficulty', 'cpc_low', 'cpc_high']),
  };
}
