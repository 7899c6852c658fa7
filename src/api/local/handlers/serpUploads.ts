/**
 * POST /api/upload-serp: a SERP file (each keyword's top-10 organic URLs) parsed in the imports
 * worker and kept in `source_imports` (kind 'serp') for POST /api/cluster's `serp_import_ids`. A bad
 * file is a 400 saying what to upload instead, and nothing stored changes.
 */
import { checkSerpFileMeta, summarizeSerpImport } from '@workers/imports/serpFile';
import { SerpImportError } from '@workers/imports/serpErrors';
import { ApiError, CANCELLED_STATUS } from '../../../contract/errors';
import type { UploadSerpResponse } from '../../../contract/types/clustering';
import { db } from '@/db/database';
import { newId, nowIso } from '@/db/records';
import type { RouteModule } from '../types';
import { PAYLOADS, storedPayload } from '../payloads';
import { SERP_KIND } from '../clustering/serpData';
import { RunCancelledError, workerServices } from '../workers';
import { UPLOAD_CANCELLED } from './uploads';

/** SERP files kept for later runs; older ones are dropped when a new one arrives. */
const SERP_FILES_KEPT = 10;

function fileOf(body: unknown): { file: Blob; name: string } {
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  const get = (field: string): unknown =>
    form
      ? body.get(field)
      : typeof body === 'object' && body !== null
        ? (body as Record<string, unknown>)[field]
        : undefined;
  const file = get('file');
  const name = get('file_name');
  if (!(file instanceof Blob)) throw new ApiError(400, 'No file provided');
  const fallback = 'name' in file && typeof file.name === 'string' ? file.name : '';
  return { file, name: typeof name === 'string' && name.trim() !== '' ? name.trim() : fallback };
}

export const serpUploadsRoutes = {
  'POST /api/upload-serp': {
    changes: ['source_imports'],
    handle: async ({ body, signal }): Promise<UploadSerpResponse> => {
      const { file, name } = fileOf(body);
      try {
        checkSerpFileMeta(name, file.size);
      } catch (error) {
        if (error instanceof SerpImportError) throw new ApiError(400, error.message);
        throw error;
      }
      const bytes = await file.arrayBuffer();
      const outcome = await workerServices()
        .imports.parseSerpFile(signal, bytes, name)
        .catch((error: unknown) => {
          throw error instanceof RunCancelledError ? new ApiError(CANCELLED_STATUS, UPLOAD_CANCELLED) : error;
        });
      if (!outcome.ok) throw new ApiError(400, outcome.error.message);
      const parsed = outcome.result;
      const id = newId();
      await db.transaction('rw', db.source_imports, async () => {
        await db.source_imports.add({
          id,
          subject: parsed.file_name,
          kind: SERP_KIND,
          file_name: parsed.file_name,
          ...storedPayload(PAYLOADS.serpData, parsed),
          created_at: nowIso(),
        });
        const older = await db.source_imports.where('kind').equals(SERP_KIND).reverse().sortBy('created_at');
        await db.source_imports.bulkDelete(older.slice(SERP_FILES_KEPT).map((record) => record.id));
      });
      return {
        import_id: id,
        file_name: parsed.file_name,
        format: parsed.format,
        count: parsed.serps.length,
        summary: summarizeSerpImport(parsed),
        rows: parsed.rows,
        skipped: parsed.skipped,
        skipped_reasons: parsed.skipped_reasons,
      };
    },
  },
} satisfies RouteModule;
