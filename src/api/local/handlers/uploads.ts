/**
 * POST /api/upload-keywords: a .csv/.txt file parsed in the imports worker (layout detected from
 * the header, no mapping step). Its figures and ranking URLs are stored so POST /api/cluster can
 * use them (`import_ids`). A bad file is a 400 with a message a person can act on, and nothing
 * stored changes.
 */
import { checkFileMeta, KeywordImportError } from '@workers/imports/limits';
import type { KeywordFile, StorableKeywordFile } from '@workers/imports/stored';
import type { ImportResult } from '@workers/imports/types';
import type { ProgressReport } from '../../../contract/adapter';
import { ApiError, CANCELLED_STATUS } from '../../../contract/errors';
import type { UploadKeywordsResponse } from '../../../contract/types/clustering';
import { db } from '@/db/database';
import { MAX_KEYWORDS_PER_RUN, tooManyKeywordsMessage } from '@/lib/keywordLimit';
import { maxRowsIn } from '@/lib/lines';
import { newRecordMeta } from '@/db/records';
import type { KeywordImportRecord } from '@/db/clusteringRecords';
import type { RouteModule } from '../types';
import { yieldToEventLoop } from '@/lib/yieldToEventLoop';
import { startForegroundWork } from '@/lib/foregroundWork';
import { RunCancelledError, workerServices } from '../workers';

/** Uploads kept for later runs; older ones are dropped when a new file arrives. */
export const MAX_STORED_IMPORTS = 30;

export const UPLOAD_CANCELLED = 'Upload cancelled';

/**
 * The upload stored last, kept for the run that usually follows it, which need not read it back. A
 * stored upload never changes (it is only added and deleted), so this is its copy.
 */
let lastUpload: KeywordImportRecord | null = null;

export const UPLOAD_NOT_FOUND = 'Uploaded file not found: upload it again';

/** The stored uploads of `importIds`, in that order; 404 when one is gone. */
export async function storedImports(importIds: string[]): Promise<KeywordFile[]> {
  if (importIds.length === 0) return [];
  const kept = lastUpload;
  const records = await db.transaction('r', db.keyword_imports, () =>
    Promise.all(
      importIds.map(async (id) => {
        // Only its key is read for the kept upload: it may have been deleted since (pruned by newer
        // uploads, or on another device).
        if (id !== kept?.id) return db.keyword_imports.get(id);
        return (await db.keyword_imports.where('id').equals(id).count()) > 0 ? kept : undefined;
      }),
    ),
  );
  if (records.some((record) => !record)) throw new ApiError(404, UPLOAD_NOT_FOUND);
  return (records as KeywordImportRecord[]).map((record) => ({ ...record, delimiter: null }));
}

/** Rows beyond the run limit a file may have before it is read: a header, a final newline, a few blank lines. */
const ROW_ALLOWANCE = 10;

/**
 * Refuses a file with far more rows than one run takes before parsing it: 2.7 million lines
 * parsed at once took the tab past 8 GB and crashed it.
 */
async function checkRowCount(bytes: ArrayBuffer): Promise<void> {
  const rows = await maxRowsIn(new Uint8Array(bytes), yieldToEventLoop);
  if (rows > MAX_KEYWORDS_PER_RUN + ROW_ALLOWANCE)
    throw new ApiError(400, tooManyKeywordsMessage('file', rows, 'lines'));
}

function fileOf(body: unknown): { file: Blob; name: string } {
  let file: unknown;
  let name: unknown;
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    file = body.get('file');
    name = body.get('file_name');
  } else if (typeof body === 'object' && body !== null) {
    file = (body as { file?: unknown }).file;
    name = (body as { file_name?: unknown }).file_name;
  }
  if (!(file instanceof Blob)) throw new ApiError(400, 'No file provided');
  const fileName =
    typeof name === 'string' && name.trim() !== ''
      ? name.trim()
      : 'name' in file && typeof file.name === 'string'
        ? file.name
        : '';
  return { file, name: fileName };
}

type ReadOutcome<T> = { ok: true; result: T } | { ok: false; error: { message: string } };

/** A worker's reader of a keyword file (bytes, file name, progress 0..1). */
type FileReader<T> = (
  signal: AbortSignal | undefined,
  bytes: ArrayBuffer,
  name: string,
  onProgress: ((fraction: number) => void) | undefined,
) => Promise<ReadOutcome<T>>;

/** A keyword file read in the imports worker by `read`, checked against the run limit; not stored. */
async function readWith<T>(
  read: FileReader<T>,
  count: (result: T) => number,
  file: Blob,
  name: string,
  signal: AbortSignal | undefined,
  onProgress: ((progress: ProgressReport) => void) | undefined,
): Promise<T> {
  try {
    // Refuse a wrong type or an oversized file before reading a byte of it.
    checkFileMeta(name, file.size);
  } catch (error) {
    if (error instanceof KeywordImportError) throw new ApiError(400, error.message);
    throw error;
  }
  const bytes = await file.arrayBuffer();
  await checkRowCount(bytes);
  const outcome = await read(
    signal,
    bytes,
    name,
    onProgress && ((fraction) => onProgress({ stage: 'reading', fraction: fraction * 0.95, message: 'Reading file' })),
  ).catch((error: unknown) => {
    throw error instanceof RunCancelledError ? new ApiError(CANCELLED_STATUS, UPLOAD_CANCELLED) : error;
  });
  if (!outcome.ok) throw new ApiError(400, outcome.error.message);
  const keywords = count(outcome.result);
  if (keywords > MAX_KEYWORDS_PER_RUN) throw new ApiError(400, tooManyKeywordsMessage('file', keywords, 'keywords'));
  if (signal?.aborted) throw new ApiError(CANCELLED_STATUS, UPLOAD_CANCELLED);
  return outcome.result;
}

/** A keyword file as the import core reads it, keywords as objects: the CLI clusters it directly. */
export function readKeywordFile(
  file: Blob,
  name: string,
  signal: AbortSignal | undefined,
  onProgress: ((progress: ProgressReport) => void) | undefined,
): Promise<ImportResult> {
  return readWith(
    (...args) => workerServices().imports.parseKeywordFile(...args),
    (result) => result.keywords.length,
    file,
    name,
    signal,
    onProgress,
  );
}

/** Reads a keyword file and stores it as an upload, keeping the newest MAX_STORED_IMPORTS. */
async function storeKeywordFile(
  body: unknown,
  signal: AbortSignal | undefined,
  onProgress: ((progress: ProgressReport) => void) | undefined,
): Promise<UploadKeywordsResponse> {
  const { file, name } = fileOf(body);
  // Read for storing: the keywords come back as text, ready to write (workers/imports/stored.ts).
  const parsed: StorableKeywordFile = await readWith(
    (...args) => workerServices().imports.parseKeywordFileForStorage(...args),
    (result) => result.keyword_count,
    file,
    name,
    signal,
    onProgress,
  );
  const record: KeywordImportRecord = {
    ...newRecordMeta(),
    file_name: parsed.file_name,
    format: parsed.format,
    keyword_chunks: parsed.keyword_chunks,
    keyword_count: parsed.keyword_count,
    rows: parsed.rows,
    skipped: parsed.skipped,
    skipped_reasons: parsed.skipped_reasons,
    duplicates: parsed.duplicates,
    encoding: parsed.encoding,
  };
  await db.transaction('rw', db.keyword_imports, async () => {
    await db.keyword_imports.add(record);
    const stale = await db.keyword_imports.orderBy('created_at').reverse().offset(MAX_STORED_IMPORTS).primaryKeys();
    await db.keyword_imports.bulkDelete(stale);
  });
  lastUpload = record;
  onProgress?.({ stage: 'reading', fraction: 1, message: 'Done' });
  return {
    import_id: record.id,
    keywords: parsed.texts,
    count: parsed.keyword_count,
    format: parsed.format,
    summary: parsed.summary,
    file_name: parsed.file_name,
    rows: parsed.rows,
    skipped: parsed.skipped,
    skipped_reasons: parsed.skipped_reasons,
    duplicates: parsed.duplicates,
    has_metrics: parsed.has_metrics,
  };
}

export const uploadsRoutes = {
  'POST /api/upload-keywords': {
    changes: ['keyword_imports'],
    handle: async ({ body, signal, onProgress }): Promise<UploadKeywordsResponse> => {
      const ended = startForegroundWork();
      try {
        return await storeKeywordFile(body, signal, onProgress);
      } finally {
        ended();
      }
    },
  },
} satisfies RouteModule;
