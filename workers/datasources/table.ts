/** Reads a CSV export's table and finds its header row (some tools write title lines first). */
import Papa from 'papaparse';
import { decodeBytes } from '../imports/decode';
import { normaliseHeader } from '../imports/formats';

const HEADER_SCAN_ROWS = 20;

export interface Table {
  headers: string[];
  rows: string[][];
}

/** The first row (of the first 20) that `isHeader` accepts, and the rows after it; null when none does. */
export function readTable(
  buffer: ArrayBuffer,
  fileName: string,
  isHeader: (headers: string[]) => boolean,
): Table | null {
  const { text } = decodeBytes(buffer, fileName);
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const rows = parsed.data.filter((row) => Array.isArray(row));
  const at = rows.slice(0, HEADER_SCAN_ROWS).findIndex((row) => isHeader(row.map(normaliseHeader)));
  if (at < 0) return null;
  return { headers: rows[at].map(normaliseHeader), rows: rows.slice(at + 1) };
}

/** Index of the first header that equals one of `names` or, failing that, starts with one. */
export function column(headers: readonly string[], names: readonly string[]): number {
  const exact = headers.findIndex((header) => names.includes(header));
  if (exact >= 0) return exact;
  return headers.findIndex((header) => names.some((name) => header.startsWith(name)));
}
