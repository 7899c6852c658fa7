import type { GapType } from '@/contract';

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
