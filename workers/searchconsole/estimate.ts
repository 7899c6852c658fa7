/**
 * With nothing imported for a property, the panel shows the spec's mock-data figures: deterministic
 * estimates (no randomness) for the queries the user already has (the current clustering result,
 * or the property's own name), every one labelled 'Estimated' on screen. Position is a stable hash
 * of the query and property in 2..30; impressions are the estimated monthly volume over the period
 * (a page-one result is seen by every searcher, a lower one by far fewer); clicks follow the
 * published CTR curve. None of it is a measurement.
 */
import type { DateRange, SearchConsoleAnalysis } from '@/contract/types/datasources';
import { fitCtrModel, publishedCtr } from './ctr';
import { RANGE_DAYS } from './dates';
import { clusterLookup, queryOpportunities, type ClusterKeywords } from './opportunities';
import { TOP_QUERIES, weightedPosition } from './analyse';

/** Share of searchers who see a result below page one (our assumption, stated as such). */
const BELOW_PAGE_ONE_VISIBILITY = 0.15;

export const MOCK_DATA_NOTE =
  'Mock data enabled: nothing is imported for this property, so every figure is an estimate.';

export interface EstimateInput {
  domain: string;
  range: DateRange;
  keywords: { keyword: string; search_volume: number }[];
  brandTerms: string[];
  clusters: ClusterKeywords[];
  resultId: string | null;
}

function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function estimateAnalysis(input: EstimateInput): SearchConsoleAnalysis {
  const days = RANGE_DAYS[input.range];
  const rows = input.keywords.map(({ keyword, search_volume }) => {
    const position = round(2 + (hash(`${input.domain}|${keyword}`) % 2800) / 100, 1);
    const visibility = position <= 10 ? 1 : BELOW_PAGE_ONE_VISIBILITY;
    const impressions = Math.round(((search_volume * days) / 30) * visibility);
    const ctr = publishedCtr(position);
    return { query: keyword, impressions, clicks: Math.round(impressions * ctr), ctr, position };
  });
  const clicks = rows.reduce((sum, row) => sum + row.clicks, 0);
  const impressions = rows.reduce((sum, row) => sum + row.impressions, 0);
  const model = fitCtrModel([]);
  return {
    domain: input.domain,
    date_range: input.range,
    data_source: 'estimated',
    note: MOCK_DATA_NOTE,
    period: null,
    period_note: null,
    totals_from: 'estimates for your clustering keywords',
    summary: {
      total_clicks: clicks,
      total_impressions: impressions,
      average_ctr: impressions > 0 ? round((clicks / impressions) * 100, 2) : 0,
      average_position: round(weightedPosition(rows), 1),
      total_queries: rows.length,
    },
    data: {
      queries: [...rows]
        .sort((a, b) => b.clicks - a.clicks)
        .slice(0, TOP_QUERIES)
        .map((row) => ({ ...row, ctr: round(row.ctr * 100, 2) })),
    },
    opportunities: queryOpportunities(rows, model, input.brandTerms, clusterLookup(input.clusters)),
    cannibalisation: [],
    cannibalisation_total: 0,
    has_query_pages: false,
    ctr_model: model,
    brand_terms: input.brandTerms,
    result_id: input.resultId,
    imports: [],
  };
}
