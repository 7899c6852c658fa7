import Papa from 'papaparse';
import { MONTH_NAMES } from '@/contract/vocabulary';
import { detectLayout, normaliseHeader, PLAIN_LIST, type ColumnMap, type FormatSpec } from './formats';
import { KeywordImportError } from './limits';
import { parseNumber } from './numbers';
import { refuseOtherSearchConsoleSheet } from './sheets';
import type { ImportFormat } from './types';

export type Delimiter = ',' | '\t' | ';';

/** A column of searches in one month (Keyword Planner's `Searches: Jun 2025`); month is 'YYYY-MM'. */
export interface MonthColumn {
  index: number;
  month: string;
}

/** How the body of the file is read once the header (if any) is found. */
export type Layout =
  | {
      kind: 'table';
      format: ImportFormat;
      spec: FormatSpec | null;
      columns: ColumnMap;
      /** Monthly search columns, oldest first; empty when the file has none. */
      months: MonthColumn[];
      delimiter: Delimiter;
      /** Character offset and 1-based line number where data rows start. */
      bodyOffset: number;
      bodyLine: number;
    }
  | { kind: 'lines'; format: ImportFormat; bodyOffset: number; bodyLine: number };

interface Line {
  text: string;
  start: number;
  /** Offset just past the line break. */
  next: number;
}

/** Lines that may hold the header: Keyword Planner puts two title lines first, others none. */
const HEADER_SCAN_LINES = 20;
const SNIFF_LINES = 50;
/** Longer lines are data (or damage), never a header; splitting them three ways would only cost time. */
const MAX_HEADER_CHARS = 4096;
const DELIMITERS: Delimiter[] = ['\t', ';', ','];

function firstLines(text: string, max: number): Line[] {
  const lines: Line[] = [];
  const breaks = /\r\n|\n|\r/g;
  let start = 0;
  while (lines.length < max && start < text.length) {
    breaks.lastIndex = start;
    const match = breaks.exec(text);
    const end = match ? match.index : text.length;
    lines.push({ text: text.slice(start, end), start, next: match ? end + match[0].length : text.length });
    start = lines[lines.length - 1].next;
  }
  return lines;
}

function splitLine(line: string, delimiter: Delimiter): string[] {
  return Papa.parse<string[]>(line, { delimiter }).data[0] ?? [];
}

/** Excel's 'sep=;' hint line, written before the header by some exports. */
const SEPARATOR_HINT = /^"?sep=.?"?$/i;

/** 'jan' … 'dec': what the header pattern captures. */
const MONTH_PREFIXES = MONTH_NAMES.map((name) => name.slice(0, 3).toLowerCase());
/** Keyword Planner's English header for one month of searches: 'Searches: Jun 2025'. */
const MONTH_HEADER = /^searches:\s*([a-z]{3})[a-z]*\.?\s+(\d{4})$/;

/** The header's monthly search columns, oldest first. */
export function monthColumns(cells: readonly string[]): MonthColumn[] {
  const found: MonthColumn[] = [];
  cells.forEach((cell, index) => {
    const match = MONTH_HEADER.exec(normaliseHeader(cell));
    const month = match ? MONTH_PREFIXES.indexOf(match[1]) : -1;
    if (match && month >= 0) found.push({ index, month: `${match[2]}-${String(month + 1).padStart(2, '0')}` });
  });
  return found.sort((a, b) => a.month.localeCompare(b.month));
}

function findHeader(lines: Line[]): Layout | null {
  const firstContent = lines.findIndex((line) => line.text.trim() !== '' && !SEPARATOR_HINT.test(line.text.trim()));
  for (let i = firstContent; i >= 0 && i < lines.length; i += 1) {
    if (lines[i].text.length > MAX_HEADER_CHARS) continue;
    let best: { layout: Layout; cells: number } | null = null;
    for (const delimiter of DELIMITERS) {
      const cells = splitLine(lines[i].text, delimiter);
      const detected = detectLayout(cells.map(normaliseHeader));
      if (!detected || (!detected.spec.titleLinesAllowed && i !== firstContent)) continue;
      if (best && best.cells >= cells.length) continue;
      const { spec, columns } = detected;
      const body = { bodyOffset: lines[i].next, bodyLine: i + 2 };
      // A lone 'Keyword' header over one column is a plain list: its lines may hold commas.
      const layout: Layout =
        cells.length === 1
          ? { kind: 'lines', format: PLAIN_LIST, ...body }
          : { kind: 'table', format: spec, spec, columns, months: monthColumns(cells), delimiter, ...body };
      best = { layout, cells: cells.length };
    }
    if (best) return best.layout;
  }
  return null;
}

const URL_LIKE = /^(?:https?:\/\/|www\.|\/)/i;
const DATE_LIKE = /^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}/;

function looksLikeKeyword(cell: string): boolean {
  const value = cell.trim();
  return /\p{L}/u.test(value) && !URL_LIKE.test(value) && !DATE_LIKE.test(value) && !value.includes('@');
}

function isNumeric(cell: string): boolean {
  return parseNumber(cell) !== undefined;
}

/**
 * A table without a header we know: the delimiter that splits nearly every sampled line into
 * the same number of cells, with at least one numeric column besides the first (otherwise a
 * keyword list with a comma in some keywords would be cut into pieces).
 */
function sniffTable(lines: Line[]): { delimiter: Delimiter; rows: string[][] } | null {
  const content = lines.filter((line) => line.text.trim() !== '').map((line) => line.text);
  // A huge first line cannot start a table; read line by line so it is reported as a bad row.
  if (content.length === 0 || content[0].length > MAX_HEADER_CHARS) return null;
  const sample = content.filter((line) => line.length <= MAX_HEADER_CHARS);
  for (const delimiter of DELIMITERS) {
    const rows = sample.map((line) => splitLine(line, delimiter));
    const width = rows[0].length;
    if (width < 2) continue;
    const consistent = rows.filter((row) => row.length === width).length >= rows.length * 0.9;
    if (!consistent) continue;
    const body = rows.length > 1 ? rows.slice(1) : rows;
    const numericColumn = Array.from({ length: width - 1 }, (_, c) => c + 1).some(
      (c) => body.filter((row) => isNumeric(row[c] ?? '')).length >= body.length * 0.5,
    );
    if (numericColumn) return { delimiter, rows };
  }
  return null;
}

/** More columns than any keyword export has: a matrix or a transposed sheet, not a list. */
const MAX_COLUMNS = 1000;

/**
 * Files that are tables but not keyword tables are refused from their first line: the other
 * sheets of a Search Console export, and sheets thousands of columns wide (read line by line they
 * would only be 'longer than 500 characters', which explains nothing).
 */
function refuseFromFirstLine(lines: Line[]): void {
  const first = lines.find((line) => line.text.trim() !== '' && !SEPARATOR_HINT.test(line.text.trim()));
  if (!first) return;
  const widest = Math.max(...DELIMITERS.map((d) => first.text.split(d).length));
  if (widest > MAX_COLUMNS) {
    throw new KeywordImportError(
      'no_keyword_column',
      `The file is a table ${widest.toLocaleString('en-US')} columns wide, not a keyword list: ` +
        'upload a file with one keyword per row, in a column such as Keyword, Query or Top queries',
    );
  }
  if (first.text.length > MAX_HEADER_CHARS) return;
  for (const delimiter of DELIMITERS) refuseOtherSearchConsoleSheet(splitLine(first.text, delimiter));
}

/**
 * Where the keywords are: a known tool's header (possibly after title lines) and its columns,
 * a table whose first column holds keywords, or one keyword per line.
 */
export function locateLayout(text: string): Layout {
  const lines = firstLines(text, Math.max(HEADER_SCAN_LINES, SNIFF_LINES));
  refuseFromFirstLine(lines);
  const known = findHeader(lines.slice(0, HEADER_SCAN_LINES));
  if (known) return known;

  const table = sniffTable(lines);
  if (!table) return { kind: 'lines', format: PLAIN_LIST, bodyOffset: 0, bodyLine: 1 };

  const [first, ...rest] = table.rows;
  const headerLike = first.every((cell) => !isNumeric(cell)) && rest.some((row) => row.slice(1).some(isNumeric));
  const data = headerLike ? rest : table.rows;
  const keywordColumn = data.filter((row) => looksLikeKeyword(row[0] ?? '')).length >= data.length * 0.5;
  if (!keywordColumn) throw new KeywordImportError('no_keyword_column');
  const firstContent = lines.find((line) => line.text.trim() !== '') as Line;
  const headerLine = lines.indexOf(firstContent);
  return {
    kind: 'table',
    format: PLAIN_LIST,
    spec: null,
    columns: { keyword: 0 },
    months: [],
    delimiter: table.delimiter,
    bodyOffset: headerLike ? firstContent.next : firstContent.start,
    bodyLine: headerLike ? headerLine + 2 : headerLine + 1,
  };
}
