/** Data Export/Import (spec 002 §2.3, §3, §7) and full backup and restore: the wire shapes. */
import type { ImportedKeyword, ImportFormat, TextEncodingName } from './imports';

/** Spec 002 §2.3: the columns of an imported keyword CSV, in order. */
export const KEYWORD_CSV_COLUMNS = ['keyword', 'search_volume', 'competition', 'cpc', 'category', 'intent'] as const;

export type ExportDataSource = 'keywords' | 'analysis';
export type ExportFormatName = 'csv' | 'json';

export type ExportFilters = {
  /** Cluster name, exact; empty or absent for all. */
  cluster?: string;
  intent?: string;
  min_volume?: number;
  max_volume?: number;
};

/** Spec 002 §3 export request; result_id null or absent: the current clustering result. */
export type ExportRequest = {
  data_source: ExportDataSource;
  export_format: ExportFormatName;
  result_id?: string | null;
  filters?: ExportFilters;
};

export type ExportResponse = { success: boolean; message: string; job_id: string };

/** An invalid row of an imported file: its 1-based line and why it was skipped. */
export type RowError = { line: number; reason: string };

/** Multipart in the spec; here the File itself. */
export type ImportKeywordsRequest = { file: Blob; file_name: string };

/** The import runs as a job: the answer names it; counts arrive in the job's result. */
export type ImportKeywordsResponse = { success: boolean; message: string; job_id: string };

/** What a completed import job's `result` holds (spec 002 §3 import job fields). */
export type ImportJobResult = {
  original_filename: string;
  format: string;
  total_records: number;
  processed_records: number;
  valid_records: number;
  duplicates: number;
  validation_errors: RowError[];
  /** The stored keyword import the clustering tab now uses. */
  import_id: string;
};

/** The worker's reading of a keyword file. */
export type KeywordCsvOutcome =
  | {
      ok: true;
      format: ImportFormat;
      keywords: ImportedKeyword[];
      total_records: number;
      valid_records: number;
      invalid_records: number;
      duplicates: number;
      validation_errors: RowError[];
      encoding: TextEncodingName;
    }
  | { ok: false; message: string };

/** The backup file's manifest.json. */
export type BackupManifest = {
  format: 'topicwise-backup';
  format_version: number;
  app_version: string;
  schema_version: number;
  created_at: string;
  tables: Record<string, { rows: number; sha256: string; file: string }>;
};

export type RestoreMode = 'merge' | 'replace';

export type RestoreTablePlan = { table: string; added: number; updated: number; skipped: number; refused: number };

/** What a restore would do (dry run) or did. */
export type RestorePlan = {
  manifest: BackupManifest;
  mode: RestoreMode;
  tables: RestoreTablePlan[];
  /** Why rows were skipped or refused, in words: 'older than the copy on this device', 'deleted on this device'. */
  notes: string[];
  applied: boolean;
};

export type RestoreRequest = { file: Blob; file_name: string; mode: RestoreMode; dry_run: boolean };

export type BackupResponse = { success: boolean; message: string; job_id: string };
