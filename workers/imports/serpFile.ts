// One uploaded SERP file to each keyword's top-10 organic URLs: a CSV export or a saved SERP API
// JSON response, decoded like keyword files (UTF-8, UTF-16, Windows-1252). Pure; runs in the
// imports worker.
import { SERP_EXTENSIONS, type KeywordSerp, type SerpFormat, type SkippedRows } from '@/contract/types/clustering';
import { decodeBytes } from './decode';
import { KeywordImportError, MAX_FILE_BYTES } from './limits';
import { SerpCollector } from './serpCollect';
import { readSerpTable } from './serpCsv';
import { SerpImportError, SERP_MESSAGES, type SerpImportErrorCode } from './serpErrors';
import { readSerpJson } from './serpJson';
import type { TextEncodingName } from './types';

export interface SerpImportResult {
  format: SerpFormat;
  serps: KeywordSerp[];
  /** Result rows read (JSON: organic and other result items). */
  rows: number;
  skipped: number;
  skipped_reasons: SkippedRows[];
  file_name: string;
  encoding: TextEncodingName;
}

export type SerpOutcome =
  { ok: true; result: SerpImportResult } | { ok: false; error: { code: SerpImportErrorCode; message: string } };

/** Name and size, before a byte is read. */
export function checkSerpFileMeta(fileName: string, size: number): void {
  const lower = fileName.trim().toLowerCase();
  if (!SERP_EXTENSIONS.some((extension) => lower.endsWith(extension))) throw new SerpImportError('unsupported_type');
  if (size > MAX_FILE_BYTES) throw new SerpImportError('too_large');
  if (size === 0) throw new SerpImportError('empty_file');
}

function decode(bytes: ArrayBuffer | Uint8Array, fileName: string) {
  try {
    return decodeBytes(bytes, fileName);
  } catch (error) {
    if (error instanceof KeywordImportError && error.code === 'empty_file') throw new SerpImportError('empty_file');
    // Zips, workbooks and binary files: the keyword reader's advice holds for SERP files too.
    if (error instanceof KeywordImportError) throw new SerpImportError('read_failed', error.message);
    throw error;
  }
}

export function importSerpFile(bytes: ArrayBuffer | Uint8Array, fileName: string): SerpImportResult {
  checkSerpFileMeta(fileName, bytes.byteLength);
  const { text, encoding } = decode(bytes, fileName);
  const collector = new SerpCollector();
  const trimmed = text.trimStart();
  const looksJson = fileName.toLowerCase().endsWith('.json') || trimmed.startsWith('{') || trimmed.startsWith('[');
  const format = looksJson ? readSerpJson(trimmed, collector) : readSerpTable(trimmed, collector);
  const serps = collector.serps();
  if (serps.length === 0) throw new SerpImportError('no_results');
  const skipped_reasons = collector.skipped();
  return {
    format,
    serps,
    rows: collector.rows,
    skipped: skipped_reasons.reduce((sum, entry) => sum + entry.count, 0),
    skipped_reasons,
    file_name: fileName,
    encoding,
  };
}

/** The worker's entry point: errors travel as data so their code survives Comlink. */
export function parseSerpFile(bytes: ArrayBuffer | Uint8Array, fileName: string): SerpOutcome {
  try {
    return { ok: true, result: importSerpFile(bytes, fileName) };
  } catch (error) {
    if (error instanceof SerpImportError) return { ok: false, error: { code: error.code, message: error.message } };
    return { ok: false, error: { code: 'read_failed', message: SERP_MESSAGES.read_failed } };
  }
}

/** 'Ahrefs SERP overview, 12 keywords, 118 results, 2 rows skipped'. */
export function summarizeSerpImport(result: SerpImportResult): string {
  const results = result.serps.reduce((sum, serp) => sum + serp.results.length, 0);
  const parts = [
    result.format.label,
    `${result.serps.length.toLocaleString('en-US')} ${result.serps.length === 1 ? 'keyword' : 'keywords'}`,
    `${results.toLocaleString('en-US')} ${results === 1 ? 'result' : 'results'}`,
  ];
  if (result.skipped > 0)
    parts.push(`${result.skipped.toLocaleString('en-US')} ${result.skipped === 1 ? 'row' : 'rows'} skipped`);
  return parts.join(', ');
}
