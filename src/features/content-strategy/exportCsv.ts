import type { CalendarEntry, LinkSuggestion } from '@/contract';
import { toCsv } from '@/lib/csv';

/** The whole calendar as CSV (formula-safe, UTF-8 with BOM): every keyword, not just the first two. */
export function calendarCsv(entries: readonly CalendarEntry[]): string {
  return toCsv(
    [
      'planned_date',
      'title',
      'priority',
      'content_type',
      'target_keywords',
      'estimated_word_count',
      'assigned_to',
      'search_volume',
      'opportunity_score',
      'topic',
      'page',
    ],
    entries.map((e) => [
      e.planned_date,
      e.title,
      e.priority,
      e.content_type,
      e.target_keywords.join('; '),
      e.estimated_word_count,
      e.assigned_to,
      e.search_volume,
      e.opportunity_score,
      e.topic_name,
      e.kind,
    ]),
  );
}

export function linksCsv(links: readonly LinkSuggestion[]): string {
  return toCsv(
    ['source_page', 'target_page', 'relevance_percent', 'suggested_anchor_text', 'link', 'link_context'],
    links.map((l) => [
      l.source_page,
      l.target_page,
      Math.round(l.relevance_score * 100),
      l.suggested_anchor_text,
      l.relation,
      l.link_context,
    ]),
  );
}
