import type { GapType, KeywordGap } from '@/contract';
import { toCsv } from '@/lib/csv';

/** Spec 000 §9: the gaps list shows 10; 'Show all' opens every gap. */
export const GAPS_SHOWN = 10;

export const GAP_LABEL: Record<GapType, string> = {
  missing: 'Missing',
  underperforming: 'Underperforming',
  opportunity: 'Opportunity',
  unknown: 'Unknown',
};

export const GAP_COLOR: Record<GapType, string> = {
  missing: 'red',
  underperforming: 'orange',
  opportunity: 'green',
  unknown: 'gray',
};

/** An attached ranking export, as the form shows it. */
export interface AttachedRankings {
  import_id: string;
  file_name: string;
  summary: string;
}

export interface CompetitorRow {
  key: number;
  url: string;
  rankings: AttachedRankings | null;
}

/** Multi-line inputs: split by line, trimmed, empty lines dropped (spec 000 §5). */
export const keywordLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Every gap as CSV (formula-safe, UTF-8 with BOM, via src/lib/csv): type, positions, volumes and
 * scores, with whether each volume was imported or estimated.
 */
export function gapsCsv(gaps: readonly KeywordGap[]): string {
  return toCsv(
    [
      'keyword',
      'gap_type',
      'search_volume',
      'volume_origin',
      'competitor_position',
      'competitor_domain',
      'competitor_url',
      'competitors_ranking',
      'your_position',
      'difficulty',
      'intent',
      'clicks_to_win_estimated',
      'opportunity_score',
      'reason',
    ],
    gaps.map((gap) => [
      gap.keyword,
      GAP_LABEL[gap.gap_type],
      gap.search_volume,
      gap.volume_origin,
      gap.competitor_position,
      gap.competitor_domain,
      gap.competitor_url,
      gap.competitors_ranking,
      gap.your_position,
      gap.difficulty,
      gap.intent,
      gap.traffic_gain,
      gap.opportunity_score,
      gap.reason,
    ]),
  );
}

/** A file name from the competitors' domains: 'keyword-gaps-beanhub.example.csv'. */
export function gapsFileName(domains: readonly string[]): string {
  const slug = domains
    .join('-')
    .replace(/[^a-z0-9.-]+/gi, '-')
    .slice(0, 80);
  return `keyword-gaps-${slug || 'competitors'}.csv`;
}
