/** Enhanced Cluster Discovery on the industries tab (spec 001 §2.7, §4, §7, §8, §9). */
import type {
  CommunityClustersResponse,
  DiscoveryPeriod,
  EmergingTopicsResponse,
  SeasonalAnalysisResponse,
  TrendAlertsResponse,
  TrendingDiscoveryResponse,
} from '@/contract';

export type {
  CommunityCluster,
  DiscoveryBasis,
  DiscoveryPeriod,
  EmergingTopic,
  SeasonalPattern,
  TrendAlert,
  TrendingDiscoveryCluster,
} from '@/contract';

export type DiscoveryView = 'trending' | 'seasonal' | 'community' | 'emerging' | 'alerts';

/** Spec 001 §4: the discovery views, in the spec's order. */
export const DISCOVERY_VIEWS: readonly { value: DiscoveryView; label: string }[] = [
  { value: 'trending', label: 'Trending' },
  { value: 'seasonal', label: 'Seasonal' },
  { value: 'community', label: 'Community' },
  { value: 'emerging', label: 'Emerging' },
  { value: 'alerts', label: 'Alerts' },
];

export const TIME_PERIODS: readonly { value: DiscoveryPeriod; label: string }[] = [
  { value: '24h', label: 'Last 24 hours' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
];

/** Spec 001 §9 display caps. */
export const SHOWN_KEYWORDS = { trending: 4, community: 3, related: 4 } as const;

/** Spec 001 §8. */
export const DISCOVERY_ERROR = { title: 'Error', description: 'Failed to load discovery data. Please try again.' };
export const VOTE_ERROR = { title: 'Vote not saved', description: 'Your vote could not be saved. Please try again.' };

/** One view's answer, tagged with its view so a screen never reads one view's data as another's. */
export type DiscoveryResult = ViewResult & {
  /** The request it answers (view and period): a screen shows it only for that request. */
  request: string;
};

/** What a view is asked for: the compared period (trending) and the user's industry ('' for all). */
export interface DiscoveryOptions {
  period: DiscoveryPeriod;
  industry: string;
}

export const requestKey = (view: DiscoveryView, options: DiscoveryOptions): string =>
  `${view}|${options.period}|${options.industry}`;

/** Views that take an industry filter. */
export const FILTERED_VIEWS: readonly DiscoveryView[] = ['trending', 'emerging', 'alerts'];

export type ViewResult =
  | { view: 'trending'; data: TrendingDiscoveryResponse }
  | { view: 'seasonal'; data: SeasonalAnalysisResponse }
  | { view: 'community'; data: CommunityClustersResponse }
  | { view: 'emerging'; data: EmergingTopicsResponse }
  | { view: 'alerts'; data: TrendAlertsResponse };

/** A percent with its sign: '+23%', '-8%', '0%'; one decimal below 10. */
export function signedPercent(value: number): string {
  const shown = Math.abs(value) < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return shown > 0 ? `+${shown}%` : `${shown}%`;
}

/** A 0..1 fraction as a whole percent. */
export const percentOf = (fraction: number): string => `${Math.round(fraction * 100)}%`;

/** A date as '24 Nov 2026' (UTC, so tests and screenshots agree). */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** A 'YYYY-MM' month as 'Dec 2026'. */
export function monthLabel(month: string): string {
  return shortDate(`${month}-01T00:00:00Z`).replace(/^\d+ /, '');
}
