import { MONTH_NAMES } from '@/contract/vocabulary';

/** A year-over-year change with its sign: '+23%', '-8%', '0%'. */
export function formatChange(percent: number): string {
  const rounded = Math.round(percent);
  return rounded > 0 ? `+${rounded}%` : `${rounded}%`;
}

/** Month numbers 1-12 as short names: 'Nov, Dec'. */
export function monthNames(months: readonly number[]): string {
  return months
    .filter((m) => Number.isInteger(m) && m >= 1 && m <= 12)
    .map((m) => MONTH_NAMES[m - 1].slice(0, 3))
    .join(', ');
}
