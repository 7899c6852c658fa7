import type { ClusteringResult, ContentPriority } from '@/contract';
import { PAGES_PER_WEEK } from '@/contract/settings';

/** Spec 001 §4: the content strategy types, plus this app's briefs. */
export type ContentTool = 'calendar' | 'linking' | 'gaps' | 'performance' | 'technical-seo' | 'dashboard' | 'briefs';

export const TOOLS: readonly { value: ContentTool; label: string }[] = [
  { value: 'calendar', label: 'Content Calendar' },
  { value: 'linking', label: 'Internal Linking' },
  { value: 'gaps', label: 'Content Gaps' },
  { value: 'performance', label: 'Performance' },
  { value: 'technical-seo', label: 'Technical SEO' },
  { value: 'briefs', label: 'Content Briefs' },
];

/** What every tool panel receives. */
export type PanelProps = {
  result: ClusteringResult;
  /** The page whose brief to show first (a calendar row's 'View'). */
  briefPage: string | null;
  onOpenBrief: (pageId: string) => void;
};

/** Spec 001 §8. */
export const CONTENT_ERROR = { title: 'Content Strategy Error' } as const;

/** Spec 001 §9 display limits. */
export const CALENDAR_SHOWN = 8;
export const LINKS_SHOWN = 10;

export const PRIORITY_PALETTE: Record<ContentPriority, string> = { high: 'red', medium: 'orange', low: 'gray' };

const whole = new Intl.NumberFormat('en-US');

export const formatCount = (value: number | null | undefined) => (value == null ? '—' : whole.format(value));

export const formatPercent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** '2026-01-05' → 'Mon, Jan 5, 2026' (read as a calendar day: no time zone shift). */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export type CalendarCapacity = { pages_per_week: number; start_date: string | null };

export const CAPACITY_SETTING = 'content_calendar_capacity';
export const DEFAULT_CAPACITY: CalendarCapacity = { pages_per_week: PAGES_PER_WEEK.default, start_date: null };

/** A pages-per-week value the calendar route accepts. */
export const isPagesPerWeek = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= PAGES_PER_WEEK.min && value <= PAGES_PER_WEEK.max;

/** The stored capacity, or the default when the setting is missing or damaged. */
export function parseCapacity(stored: unknown): CalendarCapacity {
  if (typeof stored !== 'object' || stored === null) return DEFAULT_CAPACITY;
  const { pages_per_week: perWeek, start_date: start } = stored as Record<string, unknown>;
  return {
    pages_per_week: isPagesPerWeek(perWeek) ? perWeek : DEFAULT_CAPACITY.pages_per_week,
    start_date: typeof start === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(start) ? start : null,
  };
}
