/**
 * The Search Console analysis (spec 001 §2.1 result panel) from the property's imports: totals for
 * the period asked for (from Dates.csv when present), the top queries, and the opportunities the
 * same data shows. With nothing imported, `estimateAnalysis` gives deterministic estimates instead.
 */
import type {
  DateRange,
  ImportedPeriod,
  ScQueryPageRow,
  ScQueryRow,
  SearchConsoleAnalysis,
  SearchConsoleData,
  SearchConsoleSheet,
} from '@/contract/types/datasources';
import { keywordKey } from '../imports/keyword';
import { fitCtrModel } from './ctr';
import { choosePeriod, describePeriod, periodOf, RANGE_LABELS } from './dates';
import { clusterLookup, findCannibalisation, queryOpportunities, type ClusterKeywords } from './opportunities';

/** Spec 001 §9: 10 Search Console queries on screen. */
export const TOP_QUERIES = 10;
/** A query+page export of a large site can hold thousands; the ones with most clicks matter first. */
export const MAX_CANNIBALISATION = 500;

export interface StoredImport {
  file_name: string;
  created_at: string;
  data: SearchConsoleData;
}

export interface AnalyseInput {
  domain: string;
  range: DateRange;
  /** Newest first: for each sheet the newest import that has it is used. */
  imports: StoredImport[];
  brandTerms: string[];
  clusters: ClusterKeywords[];
  resultId: string | null;
}

type Totals = SearchConsoleAnalysis['summary'];

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Search Console's average position weighs each row by its impressions. Rows without a position
 * (a blank cell reads as 0) are left out of it: counting them pulled "3, blank, blank" to 1.0.
 */
export function weightedPosition(rows: readonly { impressions: number; position: number }[]): number {
  const ranked = rows.filter((row) => row.position > 0);
  const impressions = ranked.reduce((sum, row) => sum + row.impressions, 0);
  if (impressions > 0) return ranked.reduce((sum, row) => sum + row.position * row.impressions, 0) / impressions;
  return ranked.length > 0 ? ranked.reduce((sum, row) => sum + row.position, 0) / ranked.length : 0;
}

function totalsOf(rows: readonly { clicks: number; impressions: number; position: number }[], queries: number): Totals {
  const clicks = rows.reduce((sum, row) => sum + row.clicks, 0);
  const impressions = rows.reduce((sum, row) => sum + row.impressions, 0);
  return {
    total_clicks: clicks,
    total_impressions: impressions,
    average_ctr: impressions > 0 ? round((clicks / impressions) * 100, 2) : 0,
    average_position: round(weightedPosition(rows), 1),
    total_queries: queries,
  };
}

/** Query+page rows summed per query, for when only a query+page export was imported. */
function queriesFromPairs(rows: readonly ScQueryPageRow[]): ScQueryRow[] {
  const byQuery = new Map<string, ScQueryPageRow[]>();
  for (const row of rows) {
    const key = keywordKey(row.query);
    const group = byQuery.get(key);
    if (group) group.push(row);
    else byQuery.set(key, [row]);
  }
  return [...byQuery.values()].map((group) => {
    const clicks = group.reduce((sum, row) => sum + row.clicks, 0);
    const impressions = group.reduce((sum, row) => sum + row.impressions, 0);
    return {
      query: group[0].query,
      clicks,
      impressions,
      ctr: impressions > 0 ? clicks / impressions : 0,
      position: weightedPosition(group),
    };
  });
}

/** Each sheet from the newest import that has it. */
export function combineImports(imports: readonly StoredImport[]): SearchConsoleData & { sources: StoredImport[] } {
  const pick = (sheet: SearchConsoleSheet) => imports.find((item) => item.data.sheets.includes(sheet));
  const from = <K extends keyof SearchConsoleData>(sheet: SearchConsoleSheet, key: K): SearchConsoleData[K] | [] =>
    pick(sheet)?.data[key] ?? [];
  const sheets = (
    ['queries', 'pages', 'countries', 'devices', 'dates', 'search_appearance', 'filters', 'query_pages'] as const
  ).filter((sheet) => pick(sheet));
  const sources = imports.filter((item) => sheets.some((sheet) => pick(sheet) === item));
  return {
    language: imports[0]?.data.language ?? 'English',
    sheets: [...sheets],
    queries: from('queries', 'queries'),
    pages: from('pages', 'pages'),
    countries: from('countries', 'countries'),
    devices: from('devices', 'devices'),
    dates: from('dates', 'dates'),
    search_appearance: from('search_appearance', 'search_appearance'),
    filters: from('filters', 'filters'),
    query_pages: from('query_pages', 'query_pages'),
    sources,
  };
}

const topQueries = (rows: readonly ScQueryRow[]) =>
  [...rows]
    .sort((a, b) => b.clicks - a.clicks || b.impressions - a.impressions)
    .slice(0, TOP_QUERIES)
    .map((row) => ({
      query: row.query,
      clicks: row.clicks,
      impressions: row.impressions,
      ctr: round(row.ctr * 100, 2),
      position: round(row.position, 1),
    }));

/** The export's own period filter ('Last 3 months'), for exports without Dates.csv. */
function filterPeriod(filters: readonly [string, string][]): string | null {
  const date = filters.find(([name]) => /^(date|datum|data|fecha|日付)/i.test(name.trim()));
  return date ? date[1] : null;
}

/**
 * Without Dates.csv: the sheet whose rows add up to the whole traffic. Devices and Countries split
 * all of it; Pages nearly all; Queries leaves out anonymised queries, so it comes last.
 */
function wholeTotalsSheet(data: SearchConsoleData, queries: readonly ScQueryRow[]) {
  if (data.devices.length > 0)
    return { rows: data.devices, from: 'Devices.csv (every device, the whole export period)' };
  if (data.countries.length > 0)
    return { rows: data.countries, from: 'Countries.csv (every country, the whole export period)' };
  if (data.pages.length > 0) return { rows: data.pages, from: 'Pages.csv (the pages listed, the whole export period)' };
  return {
    rows: queries,
    from: 'the queries listed (Search Console leaves anonymised queries out of Queries.csv; import the whole zip for the full totals)',
  };
}

interface PeriodOutcome {
  totals: Totals;
  period: ImportedPeriod | null;
  periodNote: string | null;
  totalsFrom: string;
}

function periodTotals(data: SearchConsoleData, queries: readonly ScQueryRow[], range: DateRange): PeriodOutcome {
  const wanted = RANGE_LABELS[range];
  const choice = choosePeriod(data.dates, range);
  if (choice) {
    const whole = periodOf(data.dates) as ImportedPeriod;
    const notes: string[] = [];
    if (choice.shorter)
      notes.push(
        `Your import covers ${describePeriod(choice.period)}, not ${wanted}: the figures are for the period it covers.`,
      );
    if (choice.period.days < whole.days && queries.length > 0)
      notes.push(
        `Totals are for ${wanted} (from Dates.csv); the query list is for the whole export (${describePeriod(whole)}), as Search Console writes it.`,
      );
    return {
      totals: totalsOf(choice.rows, queries.length),
      period: choice.period,
      periodNote: notes.length ? notes.join(' ') : null,
      totalsFrom: `Dates.csv, ${describePeriod(choice.period)}`,
    };
  }
  const exported = filterPeriod(data.filters);
  const whole = wholeTotalsSheet(data, queries);
  return {
    totals: totalsOf(whole.rows, queries.length),
    period: null,
    periodNote: `There is no Dates.csv in this import, so the figures are for the period the export was made for${exported ? ` (${exported})` : ''}, whichever period is chosen here.`,
    totalsFrom: whole.from,
  };
}

export function analyseImports(input: AnalyseInput): SearchConsoleAnalysis {
  const data = combineImports(input.imports);
  const queries = data.queries.length > 0 ? data.queries : queriesFromPairs(data.query_pages);
  const { totals, period, periodNote, totalsFrom } = periodTotals(data, queries, input.range);
  const model = fitCtrModel(queries);
  const clusterOf = clusterLookup(input.clusters);
  const exported = filterPeriod(data.filters);
  const dates = period ? `${period.start} to ${period.end}` : (exported ?? 'period as exported');
  const cannibalised = findCannibalisation(data.query_pages, clusterOf);
  return {
    domain: input.domain,
    date_range: input.range,
    data_source: 'search_console_export',
    note: `Imported from your Search Console export (${dates})`,
    period,
    period_note: periodNote,
    totals_from: totalsFrom,
    summary: totals,
    data: { queries: topQueries(queries) },
    opportunities: queryOpportunities(queries, model, input.brandTerms, clusterOf),
    cannibalisation: cannibalised.slice(0, MAX_CANNIBALISATION),
    cannibalisation_total: cannibalised.length,
    has_query_pages: data.query_pages.length > 0,
    ctr_model: model,
    brand_terms: input.brandTerms,
    result_id: input.resultId,
    imports: data.sources.map((item) => ({
      file_name: item.file_name,
      created_at: item.created_at,
      sheets: item.data.sheets,
    })),
  };
}
