/**
 * Keywords as the analytics tools read them: a clustering result's figures where it has them, the
 * spec's defaults where it does not (spec 002 §3: competition Medium, cpc 3, difficulty 50,
 * opportunity 50, volume 0), each default or estimate flagged so the screen marks it Estimated.
 */
import type { Keyword, MonthlySearches, SearchIntent } from '@/contract/types/clustering';
import { ANALYTICS_KEYWORD_DEFAULTS as DEFAULTS } from '@/contract/types/advancedAnalytics';

export interface AnalyticsKeyword {
  keyword: string;
  cluster_id: string | null;
  cluster_name: string | null;
  topic_id: string | null;
  volume: number;
  volume_estimated: boolean;
  cpc: number;
  cpc_estimated: boolean;
  difficulty: number;
  difficulty_estimated: boolean;
  opportunity: number;
  competition: string;
  intent: SearchIntent;
  position: number | null;
  clicks: number | null;
  impressions: number | null;
  monthly: MonthlySearches[];
}

const COMPETITION: Record<string, string> = { LOW: 'Low', MEDIUM: 'Medium', HIGH: 'High' };

const finiteOr = (value: number | null | undefined, fallback: number) =>
  value !== null && value !== undefined && Number.isFinite(value) ? value : fallback;

function known(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && Number.isFinite(value);
}

export function fromResultKeyword(
  k: Keyword,
  cluster: { id: string; name: string; topic_id: string } | null,
): AnalyticsKeyword {
  const estimated = new Set(k.estimated_fields);
  const cpcs = [k.cpc_low, k.cpc_high].filter(known);
  const cpc = cpcs.length > 0 ? cpcs.reduce((s, v) => s + v, 0) / cpcs.length : null;
  return {
    keyword: k.text,
    cluster_id: cluster?.id ?? null,
    cluster_name: cluster?.name ?? null,
    topic_id: cluster?.topic_id ?? null,
    volume: known(k.search_volume) ? Math.max(0, k.search_volume) : DEFAULTS.volume,
    volume_estimated: !known(k.search_volume) || estimated.has('search_volume'),
    cpc: cpc ?? DEFAULTS.cpc,
    cpc_estimated: cpc === null || estimated.has('cpc_low') || estimated.has('cpc_high'),
    difficulty: finiteOr(k.difficulty, DEFAULTS.difficulty),
    difficulty_estimated: !known(k.difficulty) || estimated.has('difficulty'),
    opportunity: finiteOr(k.opportunity_score, DEFAULTS.opportunity),
    competition: COMPETITION[k.competition] ?? DEFAULTS.competition,
    intent: k.intent,
    position: known(k.position) && k.position >= 1 ? k.position : null,
    clicks: known(k.clicks) ? k.clicks : null,
    impressions: known(k.impressions) ? k.impressions : null,
    monthly: k.monthly_searches ?? [],
  };
}

/** Keyword text with figures from the deterministic estimator (all estimated). */
export function fromText(
  text: string,
  estimate: { search_volume: number | null; cpc: number | null; difficulty: number | null } | null,
  intent: SearchIntent,
): AnalyticsKeyword {
  return {
    keyword: text,
    cluster_id: null,
    cluster_name: null,
    topic_id: null,
    volume: known(estimate?.search_volume) ? Math.max(0, estimate.search_volume) : DEFAULTS.volume,
    volume_estimated: true,
    cpc: known(estimate?.cpc) ? estimate.cpc : DEFAULTS.cpc,
    cpc_estimated: true,
    difficulty: known(estimate?.difficulty) ? estimate.difficulty : DEFAULTS.difficulty,
    difficulty_estimated: true,
    opportunity: DEFAULTS.opportunity,
    competition: DEFAULTS.competition,
    intent,
    position: null,
    clicks: null,
    impressions: null,
    monthly: [],
  };
}

/** The folded form keywords are matched by across files: lower case, single spaces. */
export function foldKeyword(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}
