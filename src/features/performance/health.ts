/**
 * System health from measured figures, against thresholds written here. A figure the browser does
 * not give is left out of the verdict, never guessed.
 */
import type { SyncState } from '@/contract/types/sync';
import type { DeviceFigures } from './device';

export type HealthStatus = 'healthy' | 'warning' | 'critical';

export type HealthInput = {
  device: DeviceFigures;
  /** Error rate of the summary period, 0..1, null with no requests. */
  error_rate: number | null;
  sync_state: SyncState | null;
};

export type Health = { status: HealthStatus; issues: { level: Exclude<HealthStatus, 'healthy'>; text: string }[] };

/** Storage used of the quota: the browser may evict a site's data near the quota. */
export const STORAGE_WARNING = 0.8;
export const STORAGE_CRITICAL = 0.95;
/** JS heap used of its limit (Chrome): past these the tab risks being killed for memory. */
export const MEMORY_WARNING = 0.7;
export const MEMORY_CRITICAL = 0.9;
/** A task over 200 ms is felt as a delay (the RAIL model answers input within 100 ms); over 1 s as a freeze. */
export const LONG_TASK_WARNING_MS = 200;
export const LONG_TASK_CRITICAL_MS = 1000;
/** Share of requests failing. */
export const ERROR_RATE_WARNING = 0.05;
export const ERROR_RATE_CRITICAL = 0.2;

const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;

export function assessHealth({ device, error_rate, sync_state }: HealthInput): Health {
  const issues: Health['issues'] = [];
  if (device.storage && device.storage.quota > 0) {
    const used = device.storage.used / device.storage.quota;
    if (used >= STORAGE_CRITICAL)
      issues.push({ level: 'critical', text: `Storage ${percent(used)} full: new results may fail to save` });
    else if (used >= STORAGE_WARNING) issues.push({ level: 'warning', text: `Storage ${percent(used)} full` });
  }
  if (device.memory) {
    const used = device.memory.used / device.memory.limit;
    if (used >= MEMORY_CRITICAL) issues.push({ level: 'critical', text: `JS memory ${percent(used)} of the limit` });
    else if (used >= MEMORY_WARNING) issues.push({ level: 'warning', text: `JS memory ${percent(used)} of the limit` });
  }
  const longest = Math.max(0, ...device.long_tasks.map((task) => task.duration_ms));
  if (longest >= LONG_TASK_CRITICAL_MS)
    issues.push({ level: 'critical', text: `The page froze for ${Math.round(longest)} ms in the last 5 minutes` });
  else if (longest >= LONG_TASK_WARNING_MS)
    issues.push({ level: 'warning', text: `A main-thread task took ${Math.round(longest)} ms in the last 5 minutes` });
  if (error_rate !== null && error_rate >= ERROR_RATE_CRITICAL)
    issues.push({ level: 'critical', text: `${percent(error_rate)} of requests failed` });
  else if (error_rate !== null && error_rate >= ERROR_RATE_WARNING)
    issues.push({ level: 'warning', text: `${percent(error_rate)} of requests failed` });
  if (sync_state === 'error') issues.push({ level: 'warning', text: 'Sync stopped with an error' });
  const status: HealthStatus = issues.some((issue) => issue.level === 'critical')
    ? 'critical'
    : issues.length > 0
      ? 'warning'
      : 'healthy';
  return { status, issues };
}
