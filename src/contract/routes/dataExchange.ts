/** Data Export/Import (spec 002 §7) and full backup and restore. */
import type {
  BackupResponse,
  ExportRequest,
  ExportResponse,
  ImportKeywordsRequest,
  ImportKeywordsResponse,
  RestorePlan,
  RestoreRequest,
} from '../types/dataExchange';
import type { JobList } from '../types/jobs';

export interface DataExchangeRoutes {
  /** Starts an export job; 400 without a data source or a clustering result. */
  'POST /api/data-export/keywords': { request: ExportRequest; response: ExportResponse };
  'POST /api/data-export/analysis': { request: ExportRequest; response: ExportResponse };
  /** Starts an import job: .csv, at most 50 MB (refused before reading). */
  'POST /api/data-import/keywords': { request: ImportKeywordsRequest; response: ImportKeywordsResponse };
  'GET /api/data-jobs/exports': { request: undefined; response: JobList };
  'GET /api/data-jobs/imports': { request: undefined; response: JobList };
  'GET /api/data-jobs/backups': { request: undefined; response: JobList };
  /** Starts a backup job of every replicated table. */
  'POST /api/backup': { request: undefined; response: BackupResponse };
  /** dry_run true: what it would do; false: does it (one transaction). 400 on a refused file. */
  'POST /api/restore': { request: RestoreRequest; response: RestorePlan };
}
