/** Enhanced Cluster Discovery: pure analyses over the user's runs, imports, votes and the industry library. */
export { alertsResponse, raiseAlerts, type AlertsInput } from './alerts';
export {
  communitySummary,
  discoverCommunity,
  wilsonLowerBound,
  type CommunityInput,
  type KnownCluster,
  type Vote,
} from './community';
export { GENERAL_INDUSTRY, MAX_HISTORICAL_MONTHS, MAX_LIMIT, PERIOD_MS } from './defaults';
export { commonPhrase, discoverEmerging, HIGH_EMERGENCE, type EmergingInput } from './emerging';
export { trackClusters } from './history';
export { industryFilter, industryNamer } from './industry';
export { discoverSeasonal, HIGH_CONFIDENCE, nextPeak, type SeasonalInput } from './seasonal';
export { clusterKey } from './text';
export { discoverTrending, HIGH_VELOCITY, type TrendingInput } from './trending';
export { importedVolume, toRunCluster } from './types';
export type * from './types';
// Types only: the analyses run in the discovery worker, which loads ./analyse itself.
export type { AlertsWork, DiscoveryData, EmergingWork, SeasonalWork, TrendingWork } from './analyse';
