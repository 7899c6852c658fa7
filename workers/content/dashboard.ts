// The dashboard's four panels (spec 001 §2.3): 3 items each.
import type {
  ContentCalendar,
  ContentDashboard,
  ContentGaps,
  ContentPerformance,
  InternalLinking,
} from '@/contract/types/content';

export const DASHBOARD_ITEMS = 3;

export function buildDashboard(
  calendar: ContentCalendar,
  linking: InternalLinking,
  gaps: ContentGaps,
  performance: ContentPerformance,
  generatedAt: string,
): ContentDashboard {
  return {
    generated_at: generatedAt,
    result_id: calendar.result_id,
    content_strategy: {
      content_calendar: {
        total_planned: calendar.total_entries,
        entries: calendar.calendar_entries.slice(0, DASHBOARD_ITEMS),
      },
      internal_linking: {
        total_opportunities: linking.total_suggestions,
        suggestions: linking.linking_suggestions.slice(0, DASHBOARD_ITEMS),
      },
      content_gaps: {
        high_priority: gaps.high_priority,
        total_gaps: gaps.total_gaps,
        gaps: gaps.gaps.slice(0, DASHBOARD_ITEMS),
      },
      performance_tracking: { total_content: performance.total_content, total_traffic: performance.total_traffic },
    },
  };
}
