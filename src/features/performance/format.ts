/** The Performance tab's figures as the spec shows them: seconds with 3 decimals, percentages with 1. */
import { MISSING } from '@/lib/format';

export const NOT_IN_BROWSERS = 'not available in browsers';

export function seconds(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? MISSING : `${value.toFixed(3)}s`;
}

export function percent1(fraction: number | null | undefined): string {
  return fraction === null || fraction === undefined || !Number.isFinite(fraction)
    ? MISSING
    : `${(fraction * 100).toFixed(1)}%`;
}

export function millis(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? MISSING : `${Math.round(value)} ms`;
}

/** Spec 002 §2.1: memory shown in Bytes, KB, MB or GB. */
export function bytes(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  const units = ['Bytes', 'KB', 'MB', 'GB'];
  let size = value;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${Math.round(size)} Bytes` : `${size.toFixed(1)} ${units[unit]}`;
}
