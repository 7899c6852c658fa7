export { ClusterNotFoundError, IndustryLibraryFormatError, IndustryNotFoundError } from './errors';
export {
  DEFAULT_TRENDING_LIMIT,
  findCluster,
  importCluster,
  industryClusters,
  listIndustries,
  trendingClusters,
  type TrendingOptions,
} from './helpers';
export { parseIndustryLibrary } from './parse';
export type {
  ClusterImport,
  ClusterTrend,
  IndustryCluster,
  IndustryLibrary,
  IndustrySummary,
  LibraryCluster,
  LibraryIndustry,
  LibraryIntent,
  TrendGrowth,
  TrendingCluster,
  TrendMomentum,
} from './types';

/**
 * Where the bundled library is served, relative to the app's base URL (fetch lazily; precached by
 * the service worker).
 */
export const INDUSTRY_LIBRARY_PATH = 'data/industry-library.json';
