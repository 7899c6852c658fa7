/**
 * The SERP files of a run (POST /api/cluster `serp_import_ids`) matched to its keywords: each
 * keyword's top-10 URLs become the engine's `urls`. SERP files add no keywords; the first file
 * that has a keyword gives its result page (a later file is a later day or another tool).
 */
import { keywordKey } from '@workers/imports/keyword';
import type { KeywordInput } from '@workers/clustering/types';
import { ApiError } from '../../../contract/errors';
import type { SerpResult, SerpUsage } from '../../../contract/types/clustering';
import { db } from '@/db/database';
import { PAYLOADS, readPayload } from '../payloads';

export const SERP_KIND = 'serp';

export interface SerpData {
  files: string[];
  byKey: Map<string, SerpResult[]>;
}

const SERP_NOT_FOUND = 'SERP file not found: upload it again';

/**
 * The SERP files read last, kept for the click, slider steps and re-runs that follow with the same
 * files: each read parsed every stored result page again on the main thread (issue 28). A stored
 * file never changes (it is only added and deleted), so only its key is read again, to refuse a file
 * deleted since.
 */
let lastRead: { ids: string; data: SerpData } | null = null;

export async function loadSerpData(ids: readonly string[]): Promise<SerpData> {
  if (ids.length === 0) return { files: [], byKey: new Map() };
  const key = JSON.stringify(ids);
  if (lastRead?.ids === key) {
    const present = await db.source_imports
      .where('id')
      .anyOf([...ids])
      .primaryKeys();
    if (present.length < new Set(ids).size) throw new ApiError(404, SERP_NOT_FOUND);
    return lastRead.data;
  }
  const byKey = new Map<string, SerpResult[]>();
  const files: string[] = [];
  const records = await db.source_imports.bulkGet([...ids]);
  for (const record of records) {
    if (!record || record.kind !== SERP_KIND) throw new ApiError(404, SERP_NOT_FOUND);
    const parsed = readPayload(PAYLOADS.serpData, record);
    files.push(parsed.file_name);
    for (const serp of parsed.serps) {
      const keyword = keywordKey(serp.keyword);
      if (!byKey.has(keyword)) byKey.set(keyword, serp.results);
    }
  }
  lastRead = { ids: key, data: { files, byKey } };
  return lastRead.data;
}

/** Sets each input's `urls` from the SERP files (by the keyword's text) and says what matched. */
export function attachSerp(inputs: KeywordInput[], serp: SerpData): SerpUsage | undefined {
  if (serp.files.length === 0) return undefined;
  const used = new Set<string>();
  let withSerp = 0;
  for (const input of inputs) {
    const key = keywordKey(input.text);
    const results = serp.byKey.get(key);
    if (!results) continue;
    input.urls = results.map((result) => ({ url: result.url, position: result.position }));
    used.add(key);
    withSerp += 1;
  }
  return { files: serp.files, keywords_with_serp: withSerp, not_in_list: serp.byKey.size - used.size };
}
