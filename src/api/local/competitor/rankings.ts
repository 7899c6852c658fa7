/**
 * Ranking exports attached to a competitor analysis: read by the keyword importer (Semrush
 * Organic Positions, Ahrefs Organic keywords, and for your own side a Search Console queries
 * export), refused with a message that says what to attach when they are something else.
 */
import { ApiError } from '../../../contract/errors';
import type { RankingsImport, RankingsRole } from '../../../contract/types/competitor';
import type { FormatId } from '../../../contract/types/imports';
import { db } from '@/db/database';
import { newId, nowIso } from '@/db/records';
import type { RankedKeyword } from '@workers/competitor/gaps';
import { checkFileMeta, KeywordImportError } from '@workers/imports/limits';
import { workerServices } from '../workers';
import { PAYLOADS, readPayload, storedPayload, type StoredRankings } from '../payloads';

const RANKING_FORMATS: Record<RankingsRole, readonly FormatId[]> = {
  competitor: ['semrush-positions', 'ahrefs-organic-keywords'],
  own: ['semrush-positions', 'ahrefs-organic-keywords', 'search-console-queries'],
};

/**
 * Row counts that are export limits of the tools (Semrush, Ahrefs, Search Console's 1,000): a file
 * that long was probably cut short.
 */
const EXPORT_LIMITS = new Set([100, 500, 1000, 2000, 3000, 5000, 10_000, 20_000, 30_000, 50_000, 100_000]);

/** Ranking exports kept per side; attaching one more drops the oldest. */
export const RANKINGS_KEPT = 30;

export const KEYWORD_PLANNER_REFUSAL = 'This looks like a Keyword Planner file; attach an Organic Positions export';

function refusal(format: FormatId, label: string, role: RankingsRole): string {
  if (format === 'keyword-planner') return KEYWORD_PLANNER_REFUSAL;
  const wanted =
    role === 'own'
      ? 'your Semrush Organic Positions, Ahrefs Organic keywords or Search Console queries export'
      : "the competitor's Semrush Organic Positions or Ahrefs Organic keywords export";
  return `This is a ${label} file, which has no rankings: attach ${wanted}`;
}

export async function importRankings(file: Blob, fileName: string, role: RankingsRole): Promise<RankingsImport> {
  try {
    checkFileMeta(fileName, file.size);
  } catch (error) {
    if (error instanceof KeywordImportError) throw new ApiError(400, error.message);
    throw error;
  }
  const outcome = await workerServices().imports.parseKeywordFile(undefined, await file.arrayBuffer(), fileName);
  if (!outcome.ok) throw new ApiError(400, outcome.error.message);
  const { format, keywords, rows } = outcome.result;
  if (!RANKING_FORMATS[role].includes(format.id)) throw new ApiError(422, refusal(format.id, format.label, role));
  const ranked: RankedKeyword[] = keywords.map((k) => ({
    keyword: k.keyword,
    position: k.position ?? null,
    search_volume: k.search_volume ?? null,
    difficulty: k.difficulty ?? null,
    intent: k.intent ?? null,
    url: k.urls?.[0]?.url ?? null,
  }));
  const volumes = ranked.map((k) => k.search_volume).filter((v): v is number => v !== null);
  const stored: StoredRankings = {
    import_id: newId(),
    file_name: fileName,
    format_label: format.label,
    keyword_count: ranked.length,
    rows,
    min_volume: volumes.length > 0 ? volumes.reduce((min, v) => Math.min(min, v)) : null,
    truncated: EXPORT_LIMITS.has(rows),
    role,
    keywords: ranked,
  };
  const kind = role === 'own' ? 'own-rankings' : 'competitor-rankings';
  await db.transaction('rw', db.source_imports, async () => {
    await db.source_imports.put({
      id: stored.import_id,
      subject: fileName,
      kind,
      file_name: fileName,
      ...storedPayload(PAYLOADS.rankings, stored),
      created_at: nowIso(),
    });
    const older = await db.source_imports.where('kind').equals(kind).reverse().sortBy('created_at');
    await db.source_imports.bulkDelete(older.slice(RANKINGS_KEPT).map((record) => record.id));
  });
  const { keywords: _keywords, role: _role, ...summary } = stored;
  return summary;
}

export async function loadRankings(id: string, role: RankingsRole): Promise<StoredRankings> {
  const record = await db.source_imports.get(id);
  const stored = record && readPayload(PAYLOADS.rankings, record);
  if (!stored || stored.role !== role) {
    throw new ApiError(404, 'The attached ranking export is no longer stored: attach it again.');
  }
  return stored;
}
