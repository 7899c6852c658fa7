// The content calendar: the plan's pages scheduled at the team's capacity, from a start date.
import type { CalendarEntry, ContentCalendar } from '@/contract/types/content';
import { dateOfDay, dayNumber } from './dates';
import { WORD_COUNT_RULE, type Plan } from './plan';

export const UNASSIGNED = 'Unassigned';

export type CalendarOptions = { pages_per_week: number; start_date: string };

/**
 * The i-th page's day: `pages_per_week` pages per 7 days, spread evenly inside the week
 * (2 a week: day 0 and day 3; 7 a week: every day; more than 7: several on a day).
 */
export function scheduledDay(index: number, pagesPerWeek: number, startDay: number): number {
  const week = Math.floor(index / pagesPerWeek);
  const slot = index % pagesPerWeek;
  return startDay + week * 7 + Math.floor((slot * 7) / pagesPerWeek);
}

export function buildCalendar(
  plan: Plan,
  options: CalendarOptions,
  resultId: string,
  generatedAt: string,
): ContentCalendar {
  const startDay = dayNumber(options.start_date);
  if (Number.isNaN(startDay))
    throw new Error(`start_date must be a date written YYYY-MM-DD, not "${options.start_date}"`);
  const entries: CalendarEntry[] = plan.pages.map((page, index) => ({
    id: page.id,
    kind: page.kind,
    cluster_id: page.cluster_id,
    topic_id: page.topic_id,
    topic_name: page.topic_name,
    title: page.title,
    priority: page.priority,
    planned_date: dateOfDay(scheduledDay(index, options.pages_per_week, startDay)),
    content_type: page.content_type,
    intent: page.intent,
    target_keywords: page.target_keywords,
    estimated_word_count: page.estimated_word_count,
    assigned_to: UNASSIGNED,
    search_volume: page.search_volume,
    opportunity_score: page.opportunity_score,
  }));
  const months = new Set(entries.map((entry) => entry.planned_date.slice(0, 7))).size;
  return {
    generated_at: generatedAt,
    result_id: resultId,
    pages_per_week: options.pages_per_week,
    start_date: options.start_date,
    calendar_entries: entries,
    total_entries: entries.length,
    months_covered: months,
    content_per_month: months === 0 ? 0 : Math.round((entries.length / months) * 10) / 10,
    skipped_clusters: plan.skipped_clusters,
    word_count_rule: WORD_COUNT_RULE,
  };
}
