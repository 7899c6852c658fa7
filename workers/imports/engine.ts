import type { Competition, EngineKeywordInput, ImportedKeyword } from './types';

/** Representative 0..1 value for a level when a file gives no index (middle of each band). */
const LEVEL_VALUE: Record<Competition, number> = { LOW: 0.2, MEDIUM: 0.5, HIGH: 0.8 };

function cpcOf(keyword: ImportedKeyword): number | undefined {
  if (keyword.cpc !== undefined) return keyword.cpc;
  const { cpc_low: low, cpc_high: high } = keyword;
  // Keyword Planner only gives the top-of-page bid range; its middle is the expected CPC.
  if (low !== undefined && high !== undefined) return Math.round(((low + high) / 2) * 100) / 100;
  return low ?? high;
}

function competitionOf(keyword: ImportedKeyword): number | undefined {
  if (keyword.competition_index !== undefined) return keyword.competition_index / 100;
  return keyword.competition ? LEVEL_VALUE[keyword.competition] : undefined;
}

/**
 * An imported keyword in the clustering engine's shape. Search Console impressions are not
 * turned into search volume: they measure the site's own visibility, not demand, so the engine
 * (or the estimates worker, labelled) fills volume instead.
 */
export function toKeywordInput(keyword: ImportedKeyword): EngineKeywordInput {
  const input: EngineKeywordInput = { text: keyword.keyword };
  if (keyword.search_volume !== undefined) input.search_volume = keyword.search_volume;
  const cpc = cpcOf(keyword);
  if (cpc !== undefined) input.cpc = cpc;
  if (keyword.difficulty !== undefined) input.difficulty = keyword.difficulty;
  const competition = competitionOf(keyword);
  if (competition !== undefined) input.competition = competition;
  if (keyword.intent !== undefined) input.intent = keyword.intent;
  // The file's ranking URLs are the user's (or a competitor's) own pages, not the result page:
  // the engine's `urls` are only ever filled from a SERP file (src/api/local/clustering/serpData.ts).
  return input;
}

export function toKeywordInputs(keywords: ImportedKeyword[]): EngineKeywordInput[] {
  return keywords.map(toKeywordInput);
}
