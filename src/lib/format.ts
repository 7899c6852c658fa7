/** Display formats shared by the tabs. Missing figures (null) show as an en dash, never as 0. */

export const MISSING = '–';

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 1234 → '1,234'. */
export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? MISSING : integer.format(value);
}

/**
 * Spec 000 §9: K from 1,000 and M from 1,000,000, one decimal (1,500 → '1.5K', 2,340,000 → '2.3M').
 * A value that rounds up to 1000.0K is shown as '1.0M'.
 */
export function formatVolume(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs >= 999_950) return `${sign}${(abs / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) return `${sign}${(abs / 1_000).toFixed(1)}K`;
  return `${sign}${Math.round(abs)}`;
}

/** Cost per click and prices: '$1.25'. */
export function formatCurrency(value: number | null | undefined, currency = 'USD'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** A share 0..1 as a whole percent: 0.456 → '46%'. */
export function formatPercent(fraction: number | null | undefined): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return MISSING;
  return `${Math.round(fraction * 100)}%`;
}

/** A 0..100 score, rounded: 42.6 → '43'. */
export function formatScore(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? MISSING : String(Math.round(value));
}

/** Durations in seconds: 0.42 → '0.42 s', 3.456 → '3.5 s', 75 → '75 s'. */
export function formatSeconds(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return MISSING;
  if (seconds < 1) return `${seconds.toFixed(2)} s`;
  if (seconds < 10) return `${seconds.toFixed(1)} s`;
  return `${Math.round(seconds)} s`;
}

/** '1 keyword', '1,234 keywords'. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${integer.format(count)} ${count === 1 ? one : many}`;
}

/** A stored ISO time as the reader's local date and time, e.g. '26 Nov 2026, 14:05'. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** How long ago, in words ('just now', '5 min ago', '3 h ago'), then the date: for "last seen". */
export function formatAgo(iso: string | null | undefined, now: number = Date.now()): string {
  if (!iso) return 'never';
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (!Number.isFinite(minutes)) return 'never';
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return formatDateTime(iso);
}
