/**
 * Optimization recommendations: each rule below is triggered by a measured figure, and the score
 * is 100 less a fixed weight per recommendation by priority.
 */
import type { LocalState, PerformanceSummary } from '@/contract/types/performance';
import type { DeviceFigures } from './device';
import { LONG_TASK_WARNING_MS, STORAGE_CRITICAL, STORAGE_WARNING } from './health';

export type Priority = 'critical' | 'high' | 'medium' | 'low';

export type Recommendation = { priority: Priority; type: string; message: string; action: string };

export type Recommendations = { score: number; items: Recommendation[] };

export const PRIORITY_WEIGHT: Record<Priority, number> = { critical: 25, high: 15, medium: 8, low: 3 };

/** A route whose p95 is over 1 s (Google's RAIL: a response over 1 s loses the user's flow of thought). */
export const SLOW_P95_MS = 1000;
/** A cached route hitting less than 30 % of its lookups, after enough lookups to judge. */
export const LOW_HIT_RATE = 0.3;
export const MIN_LOOKUPS = 10;
/** Files in the download centre older than 3 days, from this many on. */
export const OLD_FILES = 5;

export type RecommendationInput = {
  summary: PerformanceSummary | null;
  device: DeviceFigures | null;
  local: LocalState | null;
};

const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;

export function recommend({ summary, device, local }: RecommendationInput): Recommendations {
  const items: Recommendation[] = [];
  for (const route of summary?.routes ?? []) {
    if (route.p95_ms > SLOW_P95_MS)
      items.push({
        priority: 'high',
        type: 'Response time',
        message: `${route.route}: 95% of requests took up to ${(route.p95_ms / 1000).toFixed(3)} s`,
        action: 'Work on smaller lists or fewer keywords per run, or close other heavy tabs while it runs',
      });
    if (route.cache_hit_rate !== null && route.count >= MIN_LOOKUPS && route.cache_hit_rate < LOW_HIT_RATE)
      items.push({
        priority: 'low',
        type: 'Cache',
        message: `${route.route}: only ${percent(route.cache_hit_rate)} of cached reads hit the cache`,
        action: 'Data behind this route changes often; nothing to do unless it feels slow',
      });
  }
  if (device?.storage && device.storage.quota > 0) {
    const used = device.storage.used / device.storage.quota;
    if (used > STORAGE_WARNING)
      items.push({
        priority: used > STORAGE_CRITICAL ? 'critical' : 'high',
        type: 'Storage',
        message: `Storage is ${percent(used)} full (approximate)`,
        action: 'Delete old clustering results and clean up old files in Data Export/Import',
      });
  }
  if (device?.persisted === false)
    items.push({
      priority: 'medium',
      type: 'Storage',
      message: 'The browser may delete this app’s data when the device runs low on space',
      action: "Press 'Keep my data', and keep a backup from Data Export/Import",
    });
  const longest = Math.max(0, ...(device?.long_tasks ?? []).map((task) => task.duration_ms));
  if (longest > LONG_TASK_WARNING_MS)
    items.push({
      priority: 'medium',
      type: 'Responsiveness',
      message: `A main-thread task took ${Math.round(longest)} ms in the last 5 minutes`,
      action: 'Show fewer rows at once (filters, pages) and let long work finish before switching tabs',
    });
  if (local && local.stored_files.older_than_3_days >= OLD_FILES)
    items.push({
      priority: 'low',
      type: 'Storage',
      message: `${local.stored_files.older_than_3_days} exported files are older than 3 days`,
      action: 'Clean up old files in Data Export/Import (they go after 7 days anyway)',
    });
  const penalty = items.reduce((sum, item) => sum + PRIORITY_WEIGHT[item.priority], 0);
  return { score: Math.max(0, 100 - penalty), items };
}
