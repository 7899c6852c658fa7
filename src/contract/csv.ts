/**
 * CSV text that Excel and Google Sheets open cleanly: UTF-8 byte order mark (Excel otherwise reads
 * UTF-8 as the local code page), CRLF line ends, RFC 4180 quoting, and cells that a spreadsheet
 * would run as a formula neutralised (OWASP "CSV injection").
 */

export type CsvValue = string | number | boolean | null | undefined;

export const CSV_BOM = '\uFEFF';
const CRLF = '\r\n';

/**
 * Text starting with these is evaluated as a formula (or a DDE call) by spreadsheet apps. The
 * full-width forms count too (some spreadsheet apps fold them to ASCII), and so does a trigger hidden
 * behind invisible characters (zero-width space, joiners, direction marks, word joiner, BOM), which
 * an app may strip before it looks at the first character.
 */
const FORMULA_START = /^[\u200B-\u200F\u2060\uFEFF]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/;

/**
 * A leading apostrophe makes a spreadsheet show the text as typed instead of evaluating it; the
 * apostrophe itself is not displayed in Excel. Numbers are written as numbers, so -5 stays -5.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',');
}

/** A whole file: BOM, header, one line per row, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  const lines = [csvRow(header)];
  for (const row of rows) lines.push(csvRow(row));
  return `${CSV_BOM}${lines.join(CRLF)}${CRLF}`;
}
