import { MONTH_NAMES } from '@/contract/vocabulary';

/** Month numbers 1-12 as short names: 'Nov, Dec'. */
export function monthNames(months: readonly number[]): string {
  return months
    .filter((m) => Number.isInteger(m) && m >= 1 && m <= 12)
    .map((m) => MONTH_NAMES[m - 1].slice(0, 3))
    .join(', ');
}
