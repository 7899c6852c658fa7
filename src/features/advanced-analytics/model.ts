/** The Advanced Analytics tab's choices, messages and number handling (spec 002 §2.4, §5, §8, §9). */
import type { AnalyticsDataSource, AnalyticsPeriod } from '@/contract/types/advancedAnalytics';
import type { ErrorToastDefaults } from '@/hooks/notify';

export type AnalyticsTool = 'performance' | 'competitive' | 'predictive' | 'roi' | 'dashboard';

export const TOOLS: readonly { value: AnalyticsTool; label: string }[] = [
  { value: 'performance', label: 'Performance' },
  { value: 'competitive', label: 'Competitive' },
  { value: 'predictive', label: 'Predictive' },
  { value: 'roi', label: 'ROI' },
  { value: 'dashboard', label: 'Dashboard' },
];

export const PERIOD_OPTIONS: readonly { value: AnalyticsPeriod; label: string }[] = [
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
  { value: '1y', label: '1 year' },
];

/** Spec 002 §8. */
export const ANALYTICS_ERROR: ErrorToastDefaults = {
  title: 'Analytics Failed',
  description: 'The analysis could not be run.',
};
export const DASHBOARD_ERROR: ErrorToastDefaults = {
  title: 'Dashboard Failed',
  description: 'The dashboard could not be built.',
};

/** Spec 002 §5. */
export const NO_DATA = {
  title: 'No Data Available',
  description: 'Please run clustering analysis first or ensure you have keyword data',
} as const;
export const COMPETITORS_REQUIRED = {
  title: 'Competitors Required',
  description: 'Please enter competitor domains for analysis',
} as const;

export const DATA_SOURCE_LABELS: Record<AnalyticsDataSource, string> = {
  imported: 'From your imports',
  mixed: 'Partly estimated',
  estimated: 'Estimated',
  none: 'No data',
};

/**
 * Spec 002 §5: an unparseable ROI input becomes 0. Returns the number and, when the text was not
 * a number, the note the field shows.
 */
export function parseBudgetInput(text: string): { value: number; note: string | null } {
  const trimmed = text.trim().replace(/,/g, '');
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(value)) return { value: 0, note: 'Not a number: 0 is used.' };
  return { value, note: null };
}

/** A figure for the screen and exports: never NaN or Infinity. */
export function figure(value: number | null | undefined, digits = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

export function money(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function percent(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '–' : `${figure(value, digits)} %`;
}
