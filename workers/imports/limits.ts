import { ACCEPTED_EXTENSIONS } from '@/contract/types/clustering';
import type { ImportErrorCode } from './types';

export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/**
 * Longest typed keyword (cleanKeyword's default). Keyword Planner refuses keywords over 80
 * characters; 200 leaves room for long-tail questions.
 */
export const MAX_KEYWORD_LENGTH = 200;

/**
 * Longest imported keyword. Search Console exports queries of several hundred characters (pasted
 * sentences, error messages, AI-style prompts), and they are the user's real traffic; 500 keeps
 * them while a 10,000-character line (a pasted document, a broken quote) is still reported as a
 * bad row instead of becoming a keyword.
 */
export const MAX_IMPORTED_KEYWORD_LENGTH = 500;

export const IMPORT_MESSAGES: Record<ImportErrorCode, string> = {
  unsupported_type: 'Unsupported file type: only .csv and .txt files are accepted',
  empty_file: 'The file is empty: add one keyword per line or export a keyword report as CSV',
  too_large: 'File is larger than the 50 MB limit',
  binary:
    'The file contains binary data, not text: export the report as CSV (comma or tab separated) and upload that file',
  no_keyword_column:
    'No keyword column found: the file needs a column such as Keyword, Query or Top queries, or one keyword per line',
  no_keywords: 'No keywords found in the file: every row was blank or unusable',
  wrong_sheet: 'This sheet of a Search Console export holds no queries; upload Queries.csv',
  // The spec's default upload error text, for failures we did not foresee.
  read_failed: 'Failed to process file',
};

/** Thrown by the core; the worker turns it into an ImportOutcome so the code crosses Comlink. */
export class KeywordImportError extends Error {
  readonly code: ImportErrorCode;

  constructor(code: ImportErrorCode, message: string = IMPORT_MESSAGES[code]) {
    super(message);
    this.name = 'KeywordImportError';
    this.code = code;
  }
}

/**
 * Checks what can be known before reading the bytes, so a handler can refuse a 2 GB video
 * without loading it. Throws KeywordImportError.
 */
export function checkFileMeta(fileName: string, size: number): void {
  const lower = fileName.trim().toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((ext) => lower.endsWith(ext))) {
    throw new KeywordImportError('unsupported_type');
  }
  if (size > MAX_FILE_BYTES) throw new KeywordImportError('too_large');
  if (size === 0) throw new KeywordImportError('empty_file');
}
