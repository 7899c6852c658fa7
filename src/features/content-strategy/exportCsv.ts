import type { CalendarEntry, ClusteringResult, LinkSuggestion } from '@/contract';
import { toCsv } from '@/lib/csv';

/** Where the calendar's volumes and opportunity scores come from, for the CSV's `figures` column. */
export type FiguresOrigin = 'imported' | 'estimated' | 'imported + estimated' | 'none';

export function figuresOrigin(result: Pick<ClusteringResult, 'seo_data_source' | 'metrics_sources'>): FiguresOrigin {
  if (result.seo_data_source === 'imported') return 'imported';
  if (result.seo_data_source === 'enhanced_mock')
    return result.metrics_sources.length > 0 ? 'imported + estimated' : 'estimated';
  return 'none';
}

/**
 * The whole calendar as CSV (formula-safe, UTF-8 with BOM): every keyword, not just the first two;
 * `figures` says whether volume and opportunity are estimates, and word counts are estimates by name.
 */
export function calendarCsv(entries: readonly CalendarEntry[], figures: FiguresOrigin): string {
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
      'figures',
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
      figures,
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
