// readKeywordCsv for an import the job stores: the keywords come back as chunked JSON text, the form
// uploads are stored in (workers/imports/stored.ts). Read back as 90,000 objects and cloned into
// IndexedDB, a 50 MB file held the main thread for up to 210 ms at a time (issue 28).
import type { KeywordCsvOutcome } from '@/contract/types/dataExchange';
import { storedKeywords, type StoredKeywords } from '../imports/stored';
import { readKeywordCsv } from './keywordCsv';

type ReadCsv = Extract<KeywordCsvOutcome, { ok: true }>;

export type StorableKeywordCsvOutcome =
  (Omit<ReadCsv, 'keywords'> & StoredKeywords) | Extract<KeywordCsvOutcome, { ok: false }>;

export async function readKeywordCsvForStorage(
  blob: Blob,
  fileName: string,
  onProgress?: (fraction: number) => void,
): Promise<StorableKeywordCsvOutcome> {
  const outcome = await readKeywordCsv(blob, fileName, onProgress);
  if (!outcome.ok) return outcome;
  const { keywords, ...read } = outcome;
  return { ...read, ...storedKeywords(keywords) };
}
