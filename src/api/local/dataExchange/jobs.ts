/**
 * Data Export/Import jobs (spec 002 §2.3, §4): exports and imports run as jobs in the data exchange
 * worker, with progress and cancel, and their files go to the download centre for 7 days.
 */
import { ApiError } from '../../../contract/errors';
import type { JsonValue } from '../../../contract/json';
import type { ExportRequest, ImportJobResult } from '../../../contract/types/dataExchange';
import { SETTING_KEYS } from '../../../contract/types/settings';
import type { KeywordImportRecord } from '@/db/clusteringRecords';
import { db } from '@/db/database';
import { newRecordMeta, nowIso } from '@/db/records';
import { downloadName } from '@/lib/download-name';
import { MAX_KEYWORDS_PER_RUN, tooManyKeywordsMessage } from '@/lib/keywordLimit';
import { emitChange } from '../changes';
import { currentResultId, loadResult } from '../clustering/store';
import { defineJobKind } from '../jobs';
import { workerServices } from '../workers';

export const EXPORT_KIND = 'export';
export const IMPORT_KIND = 'import';

/** Stored with the job; the result id is resolved when the export starts. */
export type ExportInput = ExportRequest & { result_id: string };

export const exportJobs = defineJobKind<ExportInput & { [key: string]: JsonValue }>(EXPORT_KIND, {
  async run({ input, signal, progress }) {
    progress(0.05, 'Reading the clustering result');
    const result = await loadResult(input.result_id);
    progress(0.2, 'Writing the file');
    const built = await workerServices().dataExchange.buildExport(
      signal,
      result,
      input.data_source,
      input.export_format,
      input.filters ?? {},
      (fraction: number) => progress(0.2 + fraction * 0.7, 'Writing the file'),
    );
    const prefix = input.data_source === 'keywords' ? 'topicwise-keywords' : 'topicwise-analysis';
    return {
      result: { rows: built.rows, result_name: result.name },
      file: {
        name: downloadName(prefix, result.name, nowIso(), input.export_format),
        mimeType: built.mime_type,
        blob: new Blob([built.content], { type: built.mime_type }),
      },
    };
  },
});

/** The export's result: the one asked for, else the current one; 400 when there is none. */
export async function resolveResultId(requested: string | null | undefined): Promise<string> {
  const id = requested || (await currentResultId());
  if (!id)
    throw new ApiError(400, 'No clustering result to export: run Keyword Clustering first, or choose a stored run.');
  return id;
}

/**
 * Files of imports under way. A job's input is stored JSON, so the File itself waits here under
 * the job's token; a reload loses it, and recovery marks the job interrupted.
 */
const pendingFiles = new Map<string, Blob>();

export function holdImportFile(file: Blob): string {
  const token = crypto.randomUUID();
  pendingFiles.set(token, file);
  return token;
}

type ImportInput = { token: string; original_filename: string; size_bytes: number };

export const importJobs = defineJobKind<ImportInput>(IMPORT_KIND, {
  async run({ input, signal, progress }) {
    const file = pendingFiles.get(input.token);
    pendingFiles.delete(input.token);
    if (!file) throw new Error('The file is no longer open (the page was reloaded). Choose it again.');
    progress(0.02, 'Reading the file');
    const outcome = await workerServices().dataExchange.readKeywordCsvForStorage(
      signal,
      file,
      input.original_filename,
      (fraction: number) => progress(0.02 + fraction * 0.9, 'Reading the file'),
    );
    if (!outcome.ok) throw new ApiError(400, outcome.message);
    if (outcome.keyword_count === 0)
      throw new ApiError(400, `No valid keywords in the file: ${outcome.invalid_records} rows were invalid.`);
    if (outcome.keyword_count > MAX_KEYWORDS_PER_RUN)
      throw new ApiError(400, tooManyKeywordsMessage('file', outcome.keyword_count, 'keywords'));
    progress(0.95, 'Storing the keywords');
    const record: KeywordImportRecord = {
      ...newRecordMeta(),
      file_name: input.original_filename,
      format: outcome.format,
      keyword_chunks: outcome.keyword_chunks,
      keyword_count: outcome.keyword_count,
      rows: outcome.total_records,
      skipped: outcome.invalid_records,
      skipped_reasons: [],
      duplicates: outcome.duplicates,
      encoding: outcome.encoding,
    };
    const summary = `${outcome.format.label}, ${outcome.keyword_count} keywords, ${outcome.invalid_records} rows skipped`;
    await db.transaction('rw', db.keyword_imports, db.settings, async () => {
      await db.keyword_imports.add(record);
      // The clustering tab reads its keyword file from this setting: the import is ready to cluster.
      const now = nowIso();
      const existing = await db.settings.get(SETTING_KEYS.clusteringUpload);
      await db.settings.put({
        key: SETTING_KEYS.clusteringUpload,
        value: {
          import_id: record.id,
          file_name: input.original_filename,
          summary,
          count: outcome.keyword_count,
          has_metrics: outcome.has_metrics,
        },
        created_at: existing?.created_at ?? now,
        updated_at: now,
      });
      await emitChange({ source: 'keyword_imports', kind: 'created', ids: [record.id] });
      await emitChange({ source: 'settings', kind: 'edited', ids: [SETTING_KEYS.clusteringUpload] });
    });
    const result: ImportJobResult = {
      original_filename: input.original_filename,
      format: outcome.format.label,
      total_records: outcome.total_records,
      processed_records: outcome.total_records,
      valid_records: outcome.valid_records,
      duplicates: outcome.duplicates,
      validation_errors: outcome.validation_errors,
      import_id: record.id,
    };
    return { result };
  },
});
