/**
 * Bing Ads research (spec 001 §2.1): keyword ideas from the expansion worker with figures from the
 * estimates worker, unless the user uploaded a Microsoft Advertising Keyword Planner export: its
 * keywords (those matching a seed) join the ideas and its real figures replace the estimates.
 */
import type { BingCompetition, BingKeyword, BingResearchResponse } from '@/contract/types/datasources';
import { keywordKey } from '../imports/keyword';
import type { KeywordMetricsEstimate } from '../estimates';

export interface PlannerRow {
  keyword: string;
  avg_monthly_searches: number;
  competition: BingCompetition;
  suggested_bid: number;
}

const LEVELS: Record<'LOW' | 'MEDIUM' | 'HIGH', BingCompetition> = { LOW: 'Low', MEDIUM: 'Medium', HIGH: 'High' };

/** Spec 001 §2.1 locations → the estimator's market codes (UK is GB there). */
export const BING_MARKETS: Record<string, string> = { US: 'US', CA: 'CA', UK: 'GB', DE: 'DE', FR: 'FR' };

const cents = (value: number) => Math.round(value * 100) / 100;

/** Planner rows that contain a seed (the ideas the export adds beyond the expansion). */
export function plannerIdeas(rows: readonly PlannerRow[], seeds: readonly string[]): PlannerRow[] {
  const keys = seeds.map(keywordKey);
  return rows.filter((row) => keys.some((seed) => keywordKey(row.keyword).includes(seed)));
}

/**
 * The research result: each candidate with the planner's figures when the export has it, else the
 * estimate; largest volume first.
 */
export function assembleBingResearch(
  candidates: readonly string[],
  estimates: readonly KeywordMetricsEstimate[],
  planner: readonly PlannerRow[],
): BingResearchResponse {
  const real = new Map(planner.map((row) => [keywordKey(row.keyword), row]));
  const keywords: BingKeyword[] = candidates.map((keyword, index) => {
    const imported = real.get(keywordKey(keyword));
    if (imported) return { ...imported, keyword, data_source: 'microsoft_advertising_export' };
    const estimate = estimates[index];
    return {
      keyword,
      avg_monthly_searches: estimate.search_volume,
      competition: LEVELS[estimate.competition],
      suggested_bid: cents((estimate.cpc_low + estimate.cpc_high) / 2),
      data_source: 'estimated',
    };
  });
  keywords.sort((a, b) => b.avg_monthly_searches - a.avg_monthly_searches || a.keyword.localeCompare(b.keyword));
  const count = keywords.length;
  const imported = keywords.filter((keyword) => keyword.data_source === 'microsoft_advertising_export').length;
  return {
    summary: {
      total_keywords: count,
      avg_monthly_searches: count
        ? Math.round(keywords.reduce((sum, k) => sum + k.avg_monthly_searches, 0) / count)
        : 0,
      avg_suggested_bid: count ? cents(keywords.reduce((sum, k) => sum + k.suggested_bid, 0) / count) : 0,
      high_competition_keywords: keywords.filter((keyword) => keyword.competition === 'High').length,
    },
    data: { keywords },
    data_source: imported === count && count > 0 ? 'microsoft_advertising_export' : 'estimated',
    imported_keywords: imported,
  };
}
