/** Reads the 'SERP Features by Keyword' column of a Semrush Positions export. */
import type { KeywordSerpFeatures, SerpFeature } from '@/contract/types/datasources';
import { keywordKey } from '../imports/keyword';
import { column, readTable } from './table';

/** Semrush names → our features; anything else it lists (ads, knowledge panel...) is left out. */
const SEMRUSH_NAMES: readonly [RegExp, SerpFeature][] = [
  [/featured snippet/, 'featured_snippet'],
  [/people also ask/, 'people_also_ask'],
  [/local pack/, 'local_pack'],
  [/shopping|popular products/, 'shopping'],
  [/video/, 'video'],
  [/image/, 'images'],
  [/top stor|news/, 'top_stories'],
  [/review/, 'reviews'],
  [/sitelink/, 'sitelinks'],
  [/ai overview/, 'ai_overview'],
];

export function semrushFeatures(cell: string): SerpFeature[] {
  const names = cell.toLowerCase().split(/[,;|]/);
  const found = names.flatMap((name) => SEMRUSH_NAMES.filter(([pattern]) => pattern.test(name)).map(([, f]) => f));
  return [...new Set(found)];
}

export type SerpImportOutcome = { ok: true; rows: KeywordSerpFeatures[] } | { ok: false; message: string };

/** A Semrush Positions export with its 'SERP Features by Keyword' column. */
export function readSemrushSerpFile(buffer: ArrayBuffer, fileName: string): SerpImportOutcome {
  const table = readTable(
    buffer,
    fileName,
    (headers) => headers.includes('keyword') && headers.includes('serp features by keyword'),
  );
  if (!table)
    return {
      ok: false,
      message: `${fileName || 'This file'} has no 'Keyword' and 'SERP Features by Keyword' columns: export Organic Research → Positions from Semrush as CSV.`,
    };
  const keyword = column(table.headers, ['keyword']);
  const features = column(table.headers, ['serp features by keyword']);
  const byKey = new Map<string, KeywordSerpFeatures>();
  for (const row of table.rows) {
    const text = (row[keyword] ?? '').trim();
    if (!text) continue;
    const seen = byKey.get(keywordKey(text));
    const found = semrushFeatures(row[features] ?? '');
    byKey.set(keywordKey(text), {
      keyword: text,
      features: [...new Set([...(seen?.features ?? []), ...found])],
      source: 'semrush_export',
    });
  }
  if (byKey.size === 0) return { ok: false, message: `${fileName || 'This file'} has no keyword rows.` };
  return { ok: true, rows: [...byKey.values()] };
}
