import { formatCell, toCellValue } from './format';
import type { CellValue, DataColumn, SortState } from './types';

/** The value a column shows for a row (its field, or what its value function computes). */
export function cellValue<T>(row: T, column: DataColumn<T>): CellValue {
  return column.value === undefined ? toCellValue(row[column.key]) : column.value(row);
}

/** The text a column shows for a row when it has no render function. */
export function cellText<T>(row: T, column: DataColumn<T>): string {
  return formatCell(cellValue(row, column), column.format);
}

/** Spec 002 §4: a new column sorts ascending, the same column flips, a column with sortable false does nothing. */
export function nextSort<T>(current: SortState | null, column: DataColumn<T>): SortState | null {
  if (column.sortable === false) return current;
  if (current?.key === column.key) return { key: column.key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key: column.key, direction: 'asc' };
}

const collator = new Intl.Collator(undefined, { numeric: true });

const isMissing = (value: CellValue): value is null | undefined =>
  value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));

/** Ascending order of two present values: numbers by size, false before true, text with numeric collation. */
function compareValues(a: string | number | boolean, b: string | number | boolean): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * Row positions in display order. Missing values go last in both directions; ties keep their
 * original order. Without a sort (or on an unsortable column) the rows keep theirs.
 */
export function sortOrder<T>(rows: readonly T[], columns: readonly DataColumn<T>[], sort: SortState | null): number[] {
  const order = rows.map((_, index) => index);
  const column = sort && columns.find((c) => c.key === sort.key);
  if (!sort || !column || column.sortable === false) return order;
  const values = rows.map((row) => cellValue(row, column));
  const sign = sort.direction === 'asc' ? 1 : -1;
  return order.sort((i, j) => {
    const a = values[i];
    const b = values[j];
    if (isMissing(a) || isMissing(b)) return Number(isMissing(a)) - Number(isMissing(b));
    return sign * compareValues(a, b);
  });
}

/** Each row's cell texts in lower case, in column order, for search and filter. */
export interface SearchIndex {
  keys: readonly string[];
  texts: readonly (readonly string[])[];
}

// Joins the shown text and the raw number, so '1234' finds '1,234' without matching across the two.
const SEPARATOR = '\u0000';

function searchableText(value: CellValue, text: string): string {
  const shown = text.toLocaleLowerCase();
  return typeof value === 'number' && String(value) !== text ? `${shown}${SEPARATOR}${value}` : shown;
}

export function buildSearchIndex<T>(rows: readonly T[], columns: readonly DataColumn<T>[]): SearchIndex {
  return {
    keys: columns.map((c) => c.key),
    texts: rows.map((row) =>
      columns.map((column) => {
        const value = cellValue(row, column);
        return searchableText(value, formatCell(value, column.format));
      }),
    ),
  };
}

export interface RowFilter {
  /** The search box: any column contains it. */
  search: string;
  /** The column picked in 'Filter by...'; null is 'All' (any column). */
  filterKey: string | null;
  /** The 'Filter value...' box. */
  filterValue: string;
}

const normalise = (text: string) => text.trim().toLocaleLowerCase();

/** Whether a filter or a search needs the search index at all (it is built only then). */
export function isFiltering(filter: RowFilter): boolean {
  return normalise(filter.search) !== '' || normalise(filter.filterValue) !== '';
}

/** The positions of `order` whose row passes the search and the column filter (case-insensitive, order kept). */
export function filterOrder(order: readonly number[], index: SearchIndex, filter: RowFilter): number[] {
  const search = normalise(filter.search);
  const value = normalise(filter.filterValue);
  const filterColumn = filter.filterKey === null ? -1 : index.keys.indexOf(filter.filterKey);
  const anyColumn = (texts: readonly string[], term: string) => texts.some((text) => text.includes(term));
  return order.filter((position) => {
    const texts = index.texts[position];
    if (search !== '' && !anyColumn(texts, search)) return false;
    if (value === '') return true;
    return filterColumn === -1 ? anyColumn(texts, value) : texts[filterColumn].includes(value);
  });
}

/** Spec 002 §9: a card shows 2 secondary columns. */
export const CARD_SUMMARY_COLUMNS = 2;

export interface CardColumns<T> {
  heading: DataColumn<T>;
  /** Shown on the card. */
  summary: DataColumn<T>[];
  /** Shown once the card is expanded. */
  details: DataColumn<T>[];
}

/** The primary column (else the first) as heading, then up to 2 card columns; the rest are details. */
export function cardColumns<T>(columns: readonly DataColumn<T>[]): CardColumns<T> {
  const heading = columns.find((c) => c.primary) ?? columns[0];
  const others = columns.filter((c) => c !== heading);
  const summary = others.filter((c) => c.showInCard !== false).slice(0, CARD_SUMMARY_COLUMNS);
  return { heading, summary, details: others.filter((c) => !summary.includes(c)) };
}

const count = new Intl.NumberFormat('en-US');

/** The footer: 'Showing 3 of 10 results', plus ' for "term"' while a search term is set. */
export function showingText(shown: number, total: number, search: string): string {
  const term = search.trim();
  const base = `Showing ${count.format(shown)} of ${count.format(total)} results`;
  return term === '' ? base : `${base} for "${term}"`;
}
