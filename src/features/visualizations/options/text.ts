import { MONTH_NAMES } from '@/contract/vocabulary';
import { formatNumber } from '@/lib/format';

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A volume for the summary tables: 'unknown' rather than a misleading 0. */
export const volumeText = (volume: number | null) => (volume === null ? 'unknown' : formatNumber(volume));

/** '2026-03' → 'Mar 2026'. */
export function monthLabel(month: string): string {
  const index = Number(month.slice(5, 7)) - 1;
  return `${MONTH_NAMES[index]?.slice(0, 3) ?? month.slice(5, 7)} ${month.slice(0, 4)}`;
}
