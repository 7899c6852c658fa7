/**
 * Reads a keyword CSV in the spec's columns (002 §2.3: keyword, search_volume, competition
 * Low/Medium/High, cpc, category, intent) from a File or Blob, streamed with Papa Parse's chunked
 * FileReader path, so a 50 MB file is never one string. Each invalid row is skipped and listed with
 * its line and reason. Any other layout (Keyword Planner, Semrush, Ahrefs, Moz, Search Console...)
 * goes to the clustering importer (workers/imports), which reads it whole in this worker.
 */
import Papa from 'papaparse';
import { MAX_IMPORTED_KEYWORD_LENGTH, MAX_FILE_BYTES, checkFileMeta, KeywordImportError } from '../imports/limits';
import { cleanKeyword, keywordKey } from '../imports/keyword';
import { parseCompetitionLabel, parseIntent, parseMoney, parseVolume } from '../imports/numbers';
import { importKeywordFile } from '../imports/parse';
import type { ImportedKeyword, ImportResult } from '../imports/types';
import { SPEC_COLUMNS, type KeywordCsvOutcome, type RowError } from './types';

/** Rows listed in the validation summary; the count covers all. */
export const MAX_LISTED_ERRORS = 1000;
const CHUNK_BYTES = 1024 * 1024;
const SNIFF_BYTES = 64 * 1024;

/** The encoding Papa's FileReader should use: a BOM says UTF-16; bytes that are not UTF-8 are Windows-1252. */
export async function sniffEncoding(blob: Blob): Promise<'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'> {
  const head = new Uint8Array(await blob.slice(0, SNIFF_BYTES).arrayBuffer());
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

const normaliseHeader = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/** Spec columns besides keyword, by exact name. */
const otherSpecColumns = (names: readonly string[]) =>
  SPEC_COLUMNS.filter((column) => column !== 'keyword' && names.includes(column)).length;

export const MISSING_KEYWORD_COLUMN = `Missing required column: keyword (the columns are ${SPEC_COLUMNS.join(', ')})`;

/**
 * The spec's layout: a keyword column with search_volume (no tool's export spells it so), or
 * nothing but spec columns. A Keyword Planner file with Keyword and Competition is the importer's.
 */
export function isSpecHeader(cells: readonly string[]): boolean {
  const names = cells.map(normaliseHeader).filter((name) => name !== '');
  const known = SPEC_COLUMNS as readonly string[];
  return (
    names.includes('keyword') &&
    otherSpecColumns(names) > 0 &&
    (names.includes('search_volume') || names.every((name) => known.includes(name)))
  );
}

const NUL_SHARE_BINARY = 0.1;

/** A PDF, an image or a zip renamed .csv: many NUL or control bytes in the first kilobytes (not UTF-16). */
function looksBinary(head: Uint8Array, encoding: string): boolean {
  if (encoding.startsWith('utf-16')) return false;
  let suspicious = 0;
  for (const byte of head) if (byte === 0 || (byte < 9 && byte !== 0)) suspicious += 1;
  return head.length > 0 && suspicious / head.length > NUL_SHARE_BINARY;
}

type Cells = Record<string, string>;

function validateRow(cells: Cells): { keyword: ImportedKeyword } | { reason: string } {
  const checked = cleanKeyword(cells.keyword ?? '', MAX_IMPORTED_KEYWORD_LENGTH);
  if (!checked.ok) return { reason: checked.reason };
  const keyword: ImportedKeyword = { keyword: checked.keyword };
  const volume = (cells.search_volume ?? '').trim();
  if (volume !== '') {
    const value = parseVolume(volume);
    if (value === undefined) return { reason: `search_volume is not a number of searches: ${volume.slice(0, 40)}` };
    keyword.search_volume = value;
  }
  const competition = (cells.competition ?? '').trim();
  if (competition !== '') {
    const level = parseCompetitionLabel(competition);
    if (!level) return { reason: `competition must be Low, Medium or High: ${competition.slice(0, 40)}` };
    keyword.competition = level;
  }
  const cpc = (cells.cpc ?? '').trim();
  if (cpc !== '') {
    const value = parseMoney(cpc);
    if (value === undefined) return { reason: `cpc is not a decimal amount: ${cpc.slice(0, 40)}` };
    keyword.cpc = value;
  }
  const intent = (cells.intent ?? '').trim();
  if (intent !== '') {
    const value = parseIntent(intent);
    if (!value)
      return {
        reason: `intent must be informational, commercial, transactional or navigational: ${intent.slice(0, 40)}`,
      };
    keyword.intent = value;
  }
  return { keyword };
}

type Listener = (value?: unknown) => void;

/**
 * A Blob as the Node-style readable Papa Parse streams from: slices of CHUNK_BYTES decoded by one
 * streaming TextDecoder, so a character split between two slices (UTF-8, UTF-16) stays whole, and
 * the same code runs in a worker and in Node. Papa asks for the next slice once it has parsed one.
 */
function blobTextSource(blob: Blob, encoding: string, onRead: (bytes: number) => void) {
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, value?: unknown) => listeners.get(event)?.forEach((listener) => listener(value));
  const decoder = new TextDecoder(encoding);
  let offset = 0;
  let paused = false;
  let reading = false;

  async function pump(): Promise<void> {
    if (reading) return;
    reading = true;
    try {
      while (!paused && offset < blob.size) {
        const slice = await blob.slice(offset, offset + CHUNK_BYTES).arrayBuffer();
        offset += slice.byteLength;
        onRead(offset);
        const text = decoder.decode(slice, { stream: offset < blob.size });
        if (text !== '') emit('data', text);
      }
      if (!paused && offset >= blob.size) {
        const rest = decoder.decode();
        if (rest !== '') emit('data', rest);
        emit('end');
      }
    } catch (error) {
      emit('error', error);
    } finally {
      reading = false;
    }
  }

  return {
    readable: true as const,
    read: () => undefined,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      if (event === 'data') queueMicrotask(() => void pump());
    },
    removeListener: (event: string, listener: Listener) => void listeners.get(event)?.delete(listener),
    pause: () => void (paused = true),
    resume: () => {
      paused = false;
      void pump();
    },
  };
}

/** Papa Parse over the Blob, chunk by chunk; resolves once the last row has been handed to `onRow`. */
function streamRows(
  blob: Blob,
  encoding: string,
  onRow: (row: string[], line: number) => void,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let line = 0;
    const source = blobTextSource(blob, encoding, (bytes) => onProgress(bytes / Math.max(1, blob.size)));
    Papa.parse<string[]>(source as unknown as File, {
      chunk: (results) => {
        // Blank lines are counted, not read, so each row keeps the line number an editor shows.
        for (const row of results.data) {
          line += 1;
          if (row.length > 1 || (row[0] ?? '').trim() !== '') onRow(row, line);
        }
      },
      complete: () => resolve(),
      error: (error: Error) => reject(error),
    });
  });
}

/** Reads a keyword file; bad input comes back as `{ ok: false }` with a message to act on. */
export async function readKeywordCsv(
  blob: Blob,
  fileName: string,
  onProgress?: (fraction: number) => void,
): Promise<KeywordCsvOutcome> {
  try {
    checkFileMeta(fileName, blob.size);
  } catch (error) {
    if (error instanceof KeywordImportError) return { ok: false, message: error.message };
    throw error;
  }
  const encoding = await sniffEncoding(blob);
  const head = new Uint8Array(await blob.slice(0, 4096).arrayBuffer());
  if (looksBinary(head, encoding))
    return {
      ok: false,
      message:
        'The file contains binary data, not text: export the report as CSV (comma or tab separated) and upload that file',
    };
  let header: string[] | null = null;
  let spec = false;
  let missingKeyword = false;
  const keywords = new Map<string, ImportedKeyword>();
  const errors: RowError[] = [];
  let invalid = 0;
  let rows = 0;
  let duplicates = 0;
  await streamRows(
    blob,
    encoding,
    (row, line) => {
      if (!header) {
        header = row.map(normaliseHeader);
        spec = isSpecHeader(row);
        // Two or more spec columns without a keyword column: the user meant this layout.
        missingKeyword = !header.includes('keyword') && otherSpecColumns(header) >= 2;
        return;
      }
      if (!spec) return;
      rows += 1;
      const cells: Cells = {};
      header.forEach((name, index) => (cells[name] = row[index] ?? ''));
      const checked = validateRow(cells);
      if ('reason' in checked) {
        invalid += 1;
        if (errors.length < MAX_LISTED_ERRORS) errors.push({ line, reason: checked.reason });
        return;
      }
      const key = keywordKey(checked.keyword.keyword);
      if (keywords.has(key)) duplicates += 1;
      else keywords.set(key, checked.keyword);
    },
    (fraction) => onProgress?.(fraction * 0.95),
  );
  if (missingKeyword) return { ok: false, message: MISSING_KEYWORD_COLUMN };
  if (!spec) return readOtherLayout(blob, fileName);
  onProgress?.(1);
  return {
    ok: true,
    format: { id: 'keyword-csv', tool: 'CSV', label: 'Keyword CSV' },
    keywords: [...keywords.values()],
    total_records: rows,
    valid_records: rows - invalid,
    invalid_records: invalid,
    duplicates,
    validation_errors: errors,
    encoding: encoding === 'windows-1252' ? 'windows-1252' : encoding,
  };
}

/** Every export the clustering importer reads (its own encodings and layouts). */
async function readOtherLayout(blob: Blob, fileName: string): Promise<KeywordCsvOutcome> {
  let result: ImportResult;
  try {
    result = importKeywordFile(await blob.arrayBuffer(), fileName);
  } catch (error) {
    if (error instanceof KeywordImportError) return { ok: false, message: error.message };
    throw error;
  }
  const errors: RowError[] = result.skipped_reasons.flatMap((skip) =>
    skip.lines.map((line) => ({ line, reason: skip.reason })),
  );
  return {
    ok: true,
    format: result.format,
    keywords: result.keywords,
    total_records: result.rows,
    valid_records: result.rows - result.skipped,
    invalid_records: result.skipped,
    duplicates: result.duplicates,
    validation_errors: errors.slice(0, MAX_LISTED_ERRORS),
    encoding: result.encoding,
  };
}

export { MAX_FILE_BYTES };
