/**
 * Recognises one Search Console sheet by its header row, in any interface language the export
 * comes in (the names live in workers/imports/searchConsoleHeaders.ts), and reads its rows. A
 * query+page export (the Search Console API, Search Analytics for Sheets) has both a query and a
 * page column.
 */
import { readCsvRows } from '../imports/csvRows';
import type {
  ScDateRow,
  ScDimensionRow,
  ScPageRow,
  ScQueryPageRow,
  ScQueryRow,
  SearchConsoleData,
  SearchConsoleSheet,
  SearchFigures,
} from '@/contract/types/datasources';
import { normaliseHeader } from '../imports/formats';
import { FIGURE_LIMITS, isImplausible, parseCount, parsePosition, parseRate } from '../imports/numbers';
import { SEARCH_CONSOLE_LANGUAGES, type SearchConsoleLanguage } from '../imports/searchConsoleHeaders';
import { parseIsoDate } from './dates';

type Role = 'query' | 'page' | 'clicks' | 'impressions' | 'ctr' | 'position';
type DimensionSheet = 'countries' | 'devices' | 'search_appearance' | 'dates';

/** Names the Search Console API and the Sheets add-ons use, lower case. */
const API_NAMES: Record<Role, string[]> = {
  query: ['query', 'queries', 'search query', 'top queries', 'keys'],
  page: ['page', 'pages', 'url', 'landing page', 'top pages', 'address'],
  clicks: ['clicks', 'url clicks'],
  impressions: ['impressions'],
  ctr: ['ctr', 'url ctr', 'click-through rate'],
  position: ['position', 'avg. position', 'average position'],
};

const DIMENSION_FIELDS: Record<DimensionSheet, keyof SearchConsoleLanguage> = {
  countries: 'countries',
  devices: 'devices',
  search_appearance: 'searchAppearance',
  dates: 'dates',
};

const ROLE_FIELDS: Record<Role, keyof SearchConsoleLanguage> = {
  query: 'queries',
  page: 'pages',
  clicks: 'clicks',
  impressions: 'impressions',
  ctr: 'ctr',
  position: 'position',
};

const namesOf = (language: SearchConsoleLanguage, field: keyof SearchConsoleLanguage): string[] =>
  (language[field] as string[]).map(normaliseHeader);

function findColumn(headers: string[], names: string[]): number {
  return headers.findIndex((header) => names.includes(header));
}

/** Column of each role, in the language whose names match the most headers. */
function mapColumns(headers: string[]): { language: string; columns: Partial<Record<Role, number>> } {
  // The interface languages first: on a tie ('Top queries' is English and an API name) the language wins.
  const candidates = [
    ...SEARCH_CONSOLE_LANGUAGES.map((language) => ({
      language: language.language,
      names: Object.fromEntries(
        (Object.keys(ROLE_FIELDS) as Role[]).map((role) => [role, namesOf(language, ROLE_FIELDS[role])]),
      ) as Record<Role, string[]>,
    })),
    { language: 'API', names: API_NAMES },
  ];
  let best = { language: 'API', columns: {} as Partial<Record<Role, number>>, found: 0 };
  for (const candidate of candidates) {
    const columns: Partial<Record<Role, number>> = {};
    for (const role of Object.keys(candidate.names) as Role[]) {
      const index = findColumn(headers, [...candidate.names[role], ...API_NAMES[role]]);
      if (index >= 0) columns[role] = index;
    }
    const found = Object.keys(columns).length;
    if (found > best.found) best = { language: candidate.language, columns, found };
  }
  return best;
}

function dimensionOf(first: string): { sheet: DimensionSheet; language: string } | null {
  for (const language of SEARCH_CONSOLE_LANGUAGES) {
    for (const sheet of Object.keys(DIMENSION_FIELDS) as DimensionSheet[]) {
      if (namesOf(language, DIMENSION_FIELDS[sheet]).includes(first)) return { sheet, language: language.language };
    }
  }
  if (first === 'date') return { sheet: 'dates', language: 'API' };
  if (first === 'country') return { sheet: 'countries', language: 'API' };
  if (first === 'device') return { sheet: 'devices', language: 'API' };
  return null;
}

function isFiltersHeader(headers: string[]): string | null {
  const [name, value] = headers;
  for (const language of SEARCH_CONSOLE_LANGUAGES) {
    const match = language.filters.some(
      ([filter, filterValue]) => normaliseHeader(filter) === name && normaliseHeader(filterValue) === value,
    );
    if (match) return language.language;
  }
  return null;
}

export interface SheetRead {
  sheet: SearchConsoleSheet;
  language: string;
  rows: number;
  /** Lines left out because a stray quote opened a cell there. */
  brokenLines: number[];
}

function figuresOf(row: string[], columns: Partial<Record<Role, number>>): SearchFigures | null {
  const cell = (role: Role) => (columns[role] === undefined ? undefined : row[columns[role]]);
  // A figure no export can hold (a 400-digit cell) leaves the row out rather than reading as 0.
  const implausible =
    isImplausible(cell('clicks'), FIGURE_LIMITS.count, { count: true }) ||
    isImplausible(cell('impressions'), FIGURE_LIMITS.count, { count: true }) ||
    isImplausible(cell('position'), FIGURE_LIMITS.position);
  if (implausible) return null;
  const clicks = parseCount(cell('clicks'));
  const impressions = parseCount(cell('impressions'));
  if (clicks === undefined && impressions === undefined) return null;
  // More clicks than impressions cannot happen (it showed a CTR of 200 %): the row is left out.
  if (clicks !== undefined && impressions !== undefined && clicks > impressions) return null;
  const known = { clicks: clicks ?? 0, impressions: impressions ?? 0 };
  const ctr = parseRate(cell('ctr')) ?? (known.impressions > 0 ? known.clicks / known.impressions : 0);
  return { ...known, ctr, position: parsePosition(cell('position')) ?? 0 };
}

/**
 * Rows of a CSV text, read as every importer reads them (a stray quote costs its row, reported by
 * line, not the rows after it); the delimiter is guessed (Search Console writes commas, Sheets may
 * write tabs).
 */
function tableOf(text: string): { rows: string[][]; brokenLines: number[] } {
  const rows: string[][] = [];
  const brokenLines: number[] = [];
  readCsvRows(text.replace(/^\uFEFF/, ''), {
    row: (cells) => {
      if (cells.some((cell) => cell.trim() !== '')) rows.push(cells);
    },
    broken: (line) => brokenLines.push(line),
  });
  return { rows, brokenLines };
}

/** Figures columns when a sheet has only a first column and metrics (Countries, Devices, Dates...). */
function metricColumns(headers: string[]): Partial<Record<Role, number>> {
  const { columns } = mapColumns(headers);
  return { clicks: columns.clicks, impressions: columns.impressions, ctr: columns.ctr, position: columns.position };
}

/**
 * Reads one CSV into `data` when it is a Search Console sheet; null when it is not one (the caller
 * says what the file is instead).
 */
export function addSheet(data: SearchConsoleData, text: string): SheetRead | null {
  const { rows: table, brokenLines } = tableOf(text);
  if (table.length === 0) return null;
  const headers = table[0].map(normaliseHeader);
  const body = table.slice(1);

  const filtersLanguage = isFiltersHeader(headers);
  if (filtersLanguage) {
    for (const row of body) if (row[0]?.trim()) data.filters.push([row[0].trim(), (row[1] ?? '').trim()]);
    return { sheet: 'filters', language: filtersLanguage, rows: body.length, brokenLines };
  }

  const dimension = dimensionOf(headers[0] ?? '');
  if (dimension) {
    const columns = metricColumns(headers);
    let rows = 0;
    for (const row of body) {
      const name = (row[0] ?? '').trim();
      const figures = figuresOf(row, columns);
      if (!name || !figures) continue;
      rows += 1;
      if (dimension.sheet === 'dates') {
        const date = parseIsoDate(name);
        if (date) data.dates.push({ date, ...figures } satisfies ScDateRow);
      } else {
        data[dimension.sheet].push({ name, ...figures } satisfies ScDimensionRow);
      }
    }
    return { sheet: dimension.sheet, language: dimension.language, rows, brokenLines };
  }

  const { language, columns } = mapColumns(headers);
  const hasMetric = columns.clicks !== undefined || columns.impressions !== undefined;
  if (!hasMetric || (columns.query === undefined && columns.page === undefined)) return null;
  const sheet: SearchConsoleSheet =
    columns.query !== undefined && columns.page !== undefined
      ? 'query_pages'
      : columns.query !== undefined
        ? 'queries'
        : 'pages';
  let rows = 0;
  for (const row of body) {
    const figures = figuresOf(row, columns);
    const query = columns.query === undefined ? '' : (row[columns.query] ?? '').trim();
    const page = columns.page === undefined ? '' : (row[columns.page] ?? '').trim();
    if (!figures) continue;
    if (sheet === 'queries' && query) data.queries.push({ query, ...figures } satisfies ScQueryRow);
    else if (sheet === 'pages' && page) data.pages.push({ page, ...figures } satisfies ScPageRow);
    else if (sheet === 'query_pages' && query && page)
      data.query_pages.push({ query, page, ...figures } satisfies ScQueryPageRow);
    else continue;
    rows += 1;
  }
  return { sheet, language, rows, brokenLines };
}

export function emptyData(): SearchConsoleData {
  return {
    language: 'English',
    sheets: [],
    queries: [],
    pages: [],
    dates: [],
    countries: [],
    devices: [],
    search_appearance: [],
    query_pages: [],
    filters: [],
  };
}
