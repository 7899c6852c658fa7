export { VOLUME_BUCKETS, roundToVolumeBucket } from './buckets';
export { expandKeywords, DEFAULT_MAX_PER_SEED, DEFAULT_MAX_TOTAL, type ExpandOptions } from './expand';
export type { ExpandedKeyword, ExpansionType } from './expansion-types';
export { MARKETS, marketFor, type Market } from './locations';
export {
  estimateKeywordMetrics,
  estimateMany,
  estimateSearchVolume,
  type Competition,
  type KeywordMetricsEstimate,
} from './metrics';
export { normalizeKeyword } from './normalize';
