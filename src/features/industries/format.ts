/** Spec 001 §9 / 000 §9: K from 1,000 and M from 1,000,000, one decimal. */
export function formatVolume(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) return `${(value / 1_000).toFixed(1)}K`;
  return String(Math.round(value));
}

/** A year-over-year change with its sign: '+23%', '-8%', '0%'. */
export function formatChange(percent: number): string {
  const rounded = Math.round(percent);
  return rounded > 0 ? `+${rounded}%` : `${rounded}%`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Month numbers 1-12 as short names: 'Nov, Dec'. */
export function monthNames(months: readonly number[]): string {
  return months
    .filter((m) => Number.isInteger(m) && m >= 1 && m <= 12)
    .map((m) => MONTHS[m - 1])
    .join(', ');
}
