/** Data Export/Import (spec 002 §7): export and import jobs, their lists, backup and restore. */
import { checkFileMeta, KeywordImportError } from '@workers/imports/limits';
import { ApiError } from '../../../contract/errors';
import type { ExportDataSource, ExportFilters, ExportRequest, RestoreMode } from '../../../contract/types/dataExchange';
import { EXPORT_DATA_SOURCES, EXPORT_FORMATS } from '../../../contract/settings';
import type { RouteModule } from '../types';
import { backupJobs, BACKUP_KIND, restore, restoreDryRun } from '../dataExchange/backup';
import {
  EXPORT_KIND,
  exportJobs,
  holdImportFile,
  IMPORT_KIND,
  importJobs,
  resolveResultId,
} from '../dataExchange/jobs';
import { jobListRoute } from './jobs';

const finiteOrUndefined = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

function parseFilters(value: unknown): ExportFilters {
  if (typeof value !== 'object' || value === null) return {};
  const raw = value as Record<string, unknown>;
  const filters: ExportFilters = {};
  if (typeof raw.cluster === 'string' && raw.cluster.trim() !== '') filters.cluster = raw.cluster;
  if (typeof raw.intent === 'string' && raw.intent.trim() !== '') filters.intent = raw.intent;
  const min = finiteOrUndefined(raw.min_volume);
  const max = finiteOrUndefined(raw.max_volume);
  if (min !== undefined) filters.min_volume = min;
  if (max !== undefined) filters.max_volume = max;
  if (min !== undefined && max !== undefined && min > max)
    throw new ApiError(400, 'The minimum volume is above the maximum: swap them or clear one.');
  return filters;
}

async function startExport(source: ExportDataSource, body: ExportRequest | undefined) {
  if (!body || !(EXPORT_DATA_SOURCES as readonly string[]).includes(body.data_source ?? source))
    throw new ApiError(400, 'Please select a data source to export');
  const format = body.export_format ?? 'csv';
  if (!(EXPORT_FORMATS as readonly string[]).includes(format))
    throw new ApiError(400, 'export_format must be csv or json');
  const resultId = await resolveResultId(body.result_id);
  const job = await exportJobs.start({
    data_source: source,
    export_format: format,
    result_id: resultId,
    filters: parseFilters(body.filters),
  });
  return { success: true, message: 'Export started', job_id: job.id };
}

function fileOf(body: unknown): { file: Blob; name: string } {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as { file?: unknown; file_name?: unknown };
  if (!(raw.file instanceof Blob)) throw new ApiError(400, 'Please select a file to import');
  const name =
    typeof raw.file_name === 'string' && raw.file_name.trim() !== ''
      ? raw.file_name.trim()
      : 'name' in raw.file && typeof raw.file.name === 'string'
        ? raw.file.name
        : '';
  return { file: raw.file, name };
}

const restoreMode = (value: unknown): RestoreMode => {
  if (value !== 'merge' && value !== 'replace') throw new ApiError(400, 'mode must be merge or replace');
  return value;
};

export const dataExchangeRoutes = {
  'POST /api/data-export/keywords': { changes: ['jobs'], handle: ({ body }) => startExport('keywords', body) },
  'POST /api/data-export/analysis': { changes: ['jobs'], handle: ({ body }) => startExport('analysis', body) },

  'POST /api/data-import/keywords': {
    changes: ['jobs'],
    handle: async ({ body }) => {
      const { file, name } = fileOf(body);
      if (!name.toLowerCase().endsWith('.csv')) throw new ApiError(400, 'Only .csv files can be imported here');
      try {
        // Refused before a byte is read: a 50 MB + 1 byte file never reaches the worker.
        checkFileMeta(name, file.size);
      } catch (error) {
        if (error instanceof KeywordImportError) throw new ApiError(400, error.message);
        throw error;
      }
      const job = await importJobs.start({
        token: holdImportFile(file),
        original_filename: name,
        size_bytes: file.size,
      });
      return { success: true, message: 'Import started', job_id: job.id };
    },
  },

  'GET /api/data-jobs/exports': jobListRoute(EXPORT_KIND),
  'GET /api/data-jobs/imports': jobListRoute(IMPORT_KIND),
  'GET /api/data-jobs/backups': jobListRoute(BACKUP_KIND),

  'POST /api/backup': {
    changes: ['jobs'],
    handle: async () => {
      const job = await backupJobs.start({ tables: [] });
      return { success: true, message: 'Backup started', job_id: job.id };
    },
  },

  'POST /api/restore': {
    changes: [
      'projects',
      'keyword_imports',
      'clustering_results',
      'crawled_pages',
      'analyses',
      'source_imports',
      'cluster_votes',
    ],
    handle: async ({ body }) => {
      const { file } = fileOf(body);
      const mode = restoreMode(body?.mode);
      return body?.dry_run === false ? restore(file, mode) : restoreDryRun(file, mode);
    },
  },
} satisfies RouteModule;
