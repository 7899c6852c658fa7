/**
 * Defaults and ranges of the settings a screen offers and the adapter (or the CLI, or a worker)
 * validates and fills in. Declared once here, on the ground floor every other floor may read, so
 * a slider and the request check cannot disagree.
 */
import type { CommunitySort, DiscoveryPeriod } from './types/discovery';
import type { ClusteringSettings } from './types/clustering';

/** A number setting: its default and the inclusive range a request may ask for. */
export type NumberSetting = { readonly default: number; readonly min: number; readonly max: number };

type NumberFields<T> = { [K in keyof T]-?: Exclude<T[K], undefined> extends number ? K : never }[keyof T];

/** Spec 000 §5 ranges and §9 defaults of POST /api/cluster, by wire name. */
export const CLUSTER_SETTINGS = {
  /** Higher gives tighter clusters. */
  similarity_threshold: { default: 0.7, min: 0.1, max: 1 },
  /** How similar clusters must be to share a topic (pillar page); lower gives broader topics. */
  topic_threshold: { default: 0.5, min: 0.1, max: 1 },
  /** Smaller groups are reported as unclustered. */
  min_cluster_size: { default: 2, min: 1, max: 10 },
  max_cluster_size: { default: 20, min: 2, max: 50 },
  /** Shared top-10 URLs that put two keywords on one page; Keyword Insights' default is 4 (≈40 %). */
  serp_overlap: { default: 4, min: 1, max: 10 },
} as const satisfies Record<NumberFields<ClusteringSettings>, NumberSetting>;

/**
 * max_cluster_size meaning no maximum: outside the screen's range, for scripts and the CLI
 * (evaluation, very large lists), which POST /api/cluster accepts besides the range.
 */
export const NO_MAXIMUM_CLUSTER_SIZE = 0;

/** Spec 001 §7 and §9: what the discovery calls use when a request leaves a field out. */
export const DISCOVERY_DEFAULTS = {
  trendingLimit: 20,
  timePeriod: '24h' satisfies DiscoveryPeriod,
  historicalMonths: 24,
  communityLimit: 15,
  communitySort: 'community_score' satisfies CommunitySort,
  confidenceThreshold: 0.7,
  alertThreshold: 0.8,
} as const;

/** Content calendar capacity: pages published per week. */
export const PAGES_PER_WEEK = { default: 2, min: 1, max: 50 } as const satisfies NumberSetting;

/**
 * The content calendar's first publishing day, YYYY-MM-DD. Bounded so every scheduled date stays a
 * four-digit year: a start in late 9999 wrote '+010000-01' into the CSV and broke the .ics.
 */
export const CALENDAR_START_DATE = { min: '2000-01-01', max: '2100-12-31' } as const;

/** Pages one website analysis reads. */
export const CRAWL_MAX_PAGES = { default: 5, min: 1, max: 10 } as const satisfies NumberSetting;

/** Competitors one competitive analysis compares (beyond the spec's single one). */
export const MAX_COMPETITORS = 5;

/** Spec 001 §3, §5: the kinds of manual the Learning Center writes. */
export const MANUAL_TYPES = ['quick_start', 'detailed'] as const;

/**
 * The manuals' languages, each by its own name (spec 001 §3 'Manual languages'). Only languages
 * whose guide text is written in full (workers/learning/guides/) and whose script the PDF module
 * draws; Devanagari and Thai are left out because jsPDF cannot shape them.
 */
export const MANUAL_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ja', name: '日本語' },
  { code: 'ru', name: 'Русский' },
] as const;

/** Spec 001 §4, §9: a started manual's status is polled every second, up to 30 more times. */
export const MANUAL_POLLING = { intervalMs: 1000, retries: 30 } as const;

/** The local profile (Sync panel): its display name before sign-in, and the longest one accepted. */
export const PROFILE_DISPLAY_NAME = { default: 'Me', maxChars: 80 } as const;
/** Spec 002 §2.1 and §9: the Performance Summary's periods in hours (label, value), 24 the default. */
export const SUMMARY_PERIODS = [
  { label: 'Last Hour', hours: 1 },
  { label: 'Last 6 Hours', hours: 6 },
  { label: 'Last 12 Hours', hours: 12 },
  { label: 'Last 24 Hours', hours: 24 },
  { label: 'Last 2 Days', hours: 48 },
  { label: 'Last Week', hours: 168 },
] as const;
export const DEFAULT_SUMMARY_HOURS = 24;

/** Spec 002 §9: trends over 7 days by default; roll-ups are kept 30 days, so at most 30. */
export const TRENDS_DAYS = { default: 7, min: 1, max: 30 } as const satisfies NumberSetting;

/** Spec 002 §9: real-time metrics and health reload every 10 seconds while auto-refresh is on. */
export const PERFORMANCE_REFRESH_MS = 10_000;

/** Spec 002 §9: up to 3 slowest endpoints in the summary. */
export const SLOW_ENDPOINTS_SHOWN = 3;

/** Spec 002 §9: export formats (csv the default) and data sources. */
export const EXPORT_FORMATS = ['csv', 'json'] as const;
export const DEFAULT_EXPORT_FORMAT = 'csv';
export const EXPORT_DATA_SOURCES = ['keywords', 'analysis'] as const;

/** Spec 002 §9: exported files and old job records are deleted after 7 days. */
export const JOB_RETENTION_DAYS = 7;
