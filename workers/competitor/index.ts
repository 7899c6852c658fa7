/** The competitor analysis core: CTR-based traffic, gap typing, content opportunities. */
export { CTR_CURVE, ctrAt, estimatedTraffic } from './ctr';
export {
  BEHIND_BY,
  crawledGaps,
  findGaps,
  foldKeyword,
  gapScore,
  sortGaps,
  type OwnRankings,
  type RankedKeyword,
  type RankingSet,
} from './gaps';
export { buildOpportunities, priorityOf, suggestedTitle, type GapCluster } from './opportunities';
