// An uploaded file's keywords as the app stores them: JSON text, a chunk of keywords per string,
// written here in the worker. Stored as 100,000 objects, an upload cost the main thread two tasks
// of 68 and 130 ms (the worker's reply read back as objects, and the IndexedDB write cloning them);
// strings are copied, not walked (issue 28). Text also syncs and backs up as it is, and a run reads
// it back a chunk at a time between its other slices of work.
import type { ChunkedKeywords, HeldKeywords, ImportedKeyword } from '@/contract/types/imports';
import { parseKeywordFile } from './parse';
import { hasFigures, summarizeImport } from './summary';
import type { ImportErrorCode, ImportResult } from './types';

/** Keywords per stored chunk (ChunkedKeywords): a chunk parses in a few milliseconds. */
export const KEYWORDS_PER_CHUNK = 2000;

/** A read file whose keywords are held either way. */
export type KeywordFile = Omit<ImportResult, 'keywords'> & HeldKeywords;

export function chunkKeywords(keywords: readonly ImportedKeyword[]): ChunkedKeywords {
  const keyword_chunks: string[] = [];
  for (let at = 0; at < keywords.length; at += KEYWORDS_PER_CHUNK)
    keyword_chunks.push(JSON.stringify(keywords.slice(at, at + KEYWORDS_PER_CHUNK)));
  return { keyword_chunks, keyword_count: keywords.length };
}

/** Keywords as stored, with whether any came with a figure or a ranking URL. */
export type StoredKeywords = ChunkedKeywords & { has_metrics: boolean };

/** What the upload form and the Data Export/Import job store of a file's keywords. */
export const storedKeywords = (keywords: readonly ImportedKeyword[]): StoredKeywords => ({
  ...chunkKeywords(keywords),
  has_metrics: keywords.some(hasFigures),
});

/** The keywords in order, a chunk parsed as the reader reaches it. */
export function* heldKeywords(held: HeldKeywords): Generator<ImportedKeyword> {
  if ('keywords' in held) {
    yield* held.keywords;
    return;
  }
  for (const chunk of held.keyword_chunks) yield* JSON.parse(chunk) as ImportedKeyword[];
}

export const heldKeywordCount = (held: HeldKeywords): number =>
  'keywords' in held ? held.keywords.length : held.keyword_count;

/** A file read for storing: its keywords chunked, plus what the upload's reply tells the user. */
export type StorableKeywordFile = Omit<ImportResult, 'keywords'> &
  StoredKeywords & {
    /** Each keyword's text, in order. */
    texts: string[];
    summary: string;
  };

export type StorableOutcome =
  { ok: true; result: StorableKeywordFile } | { ok: false; error: { code: ImportErrorCode; message: string } };

/** parseKeywordFile for an upload that will be stored: the work on the keywords stays in the worker. */
export function parseKeywordFileForStorage(
  bytes: ArrayBuffer | Uint8Array,
  fileName: string,
  onProgress?: (fraction: number) => void,
): StorableOutcome {
  const outcome = parseKeywordFile(bytes, fileName, onProgress);
  if (!outcome.ok) return outcome;
  const { keywords, ...file } = outcome.result;
  return {
    ok: true,
    result: {
      ...file,
      ...storedKeywords(keywords),
      texts: keywords.map((keyword) => keyword.keyword),
      summary: summarizeImport(outcome.result),
    },
  };
}
