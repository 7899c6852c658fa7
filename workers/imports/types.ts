/** Public types of the keyword import core. Wire names are snake_case like the rest of the API. */
import type { ImportedKeyword, ImportFormat, TextEncodingName } from '@/contract/types/imports';
import type { KeywordInput } from '../clustering/types';

/** What a file holds is stored as read: the stored shapes are the contract's. */
export type * from '@/contract/types/imports';

export interface SkippedReason {
  reason: string;
  count: number;
  /** The first few 1-based line numbers (of the decoded text) that were skipped for this reason. */
  lines: number[];
}

/** Something the user should know about a file that was still read, e.g. damaged bytes. */
export interface ImportWarning {
  code: 'invalid_utf8';
  message: string;
  /** The first few 1-based line numbers concerned. */
  lines: number[];
}

export interface ImportResult {
  format: ImportFormat;
  keywords: ImportedKeyword[];
  /** Data rows read after the header (blank lines are not rows). */
  rows: number;
  /** Rows that could not be used; see skipped_reasons. */
  skipped: number;
  skipped_reasons: SkippedReason[];
  /** Rows whose keyword was already seen in this file; they were merged into it, not skipped. */
  duplicates: number;
  file_name: string;
  encoding: TextEncodingName;
  /** The column delimiter found, or null for a one-keyword-per-line list. */
  delimiter: ',' | '\t' | ';' | null;
  /** Present only when there is something to say; summarizeImport includes them. */
  warnings?: ImportWarning[];
}

export interface KeywordSource {
  tool: string;
  file_name: string;
}

export type MetricName =
  | 'search_volume'
  | 'cpc'
  | 'cpc_low'
  | 'cpc_high'
  | 'difficulty'
  | 'competition'
  | 'competition_index'
  | 'intent'
  | 'clicks'
  | 'impressions'
  | 'ctr'
  | 'position';

/** A keyword after merging several files: the metrics plus where each came from. */
export interface MergedKeyword extends ImportedKeyword {
  /** Every file the keyword appeared in, in upload order. */
  sources: KeywordSource[];
  /** For each metric present, the file it was taken from. */
  metric_sources: Partial<Record<MetricName, KeywordSource>>;
}

export interface MergedImport {
  keywords: MergedKeyword[];
  files: Array<{ file_name: string; format: ImportFormat; keywords: number }>;
  /** Keywords that appeared in more than one file and were merged into one. */
  merged_across_files: number;
}

/** What the clustering engine takes; toKeywordInput produces it. */
export type EngineKeywordInput = KeywordInput;

export type ImportErrorCode =
  | 'unsupported_type'
  | 'empty_file'
  | 'too_large'
  | 'binary'
  | 'no_keyword_column'
  | 'no_keywords'
  | 'wrong_sheet'
  | 'read_failed';

/** Comlink-friendly result: errors travel as data so the code survives the worker boundary. */
export type ImportOutcome =
  { ok: true; result: ImportResult } | { ok: false; error: { code: ImportErrorCode; message: string } };
