/**
 * Dates as Search Console writes them in Dates.csv (ISO in every language seen; day-first and
 * slashed forms are accepted too), and the period arithmetic the analysis needs.
 */
import type { DateRange, ImportedPeriod, ScDateRow } from '@/contract/types/datasources';

const DAY_MS = 86_400_000;

export const RANGE_DAYS: Record<DateRange, number> = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 };

export const RANGE_LABELS: Record<DateRange, string> = {
  '7d': 'the last 7 days',
  '30d': 'the last 30 days',
  '90d': 'the last 90 days',
  '365d': 'the last year',
};

/**
 * An export of 'the last 3 months' holds 90 to 92 days: a period a few days longer than asked for
 * is the period asked for, so the totals match what Search Console showed.
 */
const SAME_PERIOD_SLACK_DAYS = 3;

const pad = (value: number) => String(value).padStart(2, '0');

function valid(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** 'yyyy-mm-dd', 'yyyy/mm/dd', 'dd.mm.yyyy' or 'dd/mm/yyyy' → 'yyyy-mm-dd'; null otherwise. */
export function parseIsoDate(raw: string): string | null {
  const text = raw.trim();
  const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (yearFirst) return valid(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
  const dayFirst = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(text);
  if (dayFirst) return valid(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  return null;
}

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

export function periodOf(dates: readonly ScDateRow[]): ImportedPeriod | null {
  if (dates.length === 0) return null;
  const sorted = dates.map((row) => row.date).sort();
  const start = sorted[0];
  const end = sorted[sorted.length - 1];
  return { start, end, days: dayNumber(end) - dayNumber(start) + 1 };
}

export interface PeriodChoice {
  rows: ScDateRow[];
  period: ImportedPeriod;
  /** The import covers less than the period asked for. */
  shorter: boolean;
}

/** The last `range` of the export's days, or all of them when the export is not longer than that. */
export function choosePeriod(dates: readonly ScDateRow[], range: DateRange): PeriodChoice | null {
  const whole = periodOf(dates);
  if (!whole) return null;
  const wanted = RANGE_DAYS[range];
  if (whole.days <= wanted + SAME_PERIOD_SLACK_DAYS) {
    return { rows: [...dates], period: whole, shorter: whole.days < wanted };
  }
  const first = dayNumber(whole.end) - wanted + 1;
  const rows = dates.filter((row) => dayNumber(row.date) >= first);
  return { rows, period: periodOf(rows) ?? whole, shorter: false };
}

export function describePeriod(period: ImportedPeriod): string {
  return `${period.start} to ${period.end}, ${period.days} day${period.days === 1 ? '' : 's'}`;
}
