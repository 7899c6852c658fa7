import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import type { ClusteringResult } from '@/contract';
import type { ImportedKeyword } from '@/contract/types/imports';
import { db } from '@/db/database';
import { newRecordMeta } from '@/db/records';
import { parseKeywordFile } from '@workers/imports/parse';
import {
  chunkKeywords,
  heldKeywordCount,
  heldKeywords,
  KEYWORDS_PER_CHUNK,
  parseKeywordFileForStorage,
} from '@workers/imports/stored';
import { hasFigures, summarizeImport } from '@workers/imports/summary';
import { resetLocalState } from './api/support';

beforeEach(resetLocalState);

const fixtureBytes = (name: string) => readFile(new URL(`../fixtures/imports/${name}`, import.meta.url));

const HOSTILE_TEXTS = [
  'espresso ☕ machine 👩🏽‍💻',
  '咖啡机 推荐',
  'מכונת קפה',
  'line\u2028separator',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x","y")',
  'x'.repeat(10_000),
];

function keywordsFor(count: number): ImportedKeyword[] {
  return Array.from({ length: count }, (_, i): ImportedKeyword => {
    const keyword: ImportedKeyword = { keyword: `${HOSTILE_TEXTS[i % HOSTILE_TEXTS.length]} ${i}` };
    if (i % 3 === 0) keyword.search_volume = i * 10;
    if (i % 5 === 0) keyword.cpc = 0.5 + i / 1000;
    if (i % 7 === 0) keyword.urls = [{ url: `https://example.com/${i}`, position: 1 + (i % 10) }];
    return keyword;
  });
}

const clusterRows = (result: ClusteringResult) =>
  result.clusters.map((cluster) => cluster.keywords.map((keyword) => [keyword.text, keyword.search_volume]));

describe('keywords stored as chunked text', () => {
  it('round-trips every keyword in order, hostile texts included, with absent fields left absent', () => {
    const keywords = keywordsFor(KEYWORDS_PER_CHUNK * 2 + 17);
    const chunked = chunkKeywords(keywords);
    expect(chunked.keyword_chunks).toHaveLength(3);
    expect(chunked.keyword_count).toBe(keywords.length);
    expect(heldKeywordCount(chunked)).toBe(keywords.length);
    const back = [...heldKeywords(structuredClone(chunked))];
    expect(back).toEqual(keywords);
    expect('search_volume' in back[1]).toBe(false);
    expect([...heldKeywords({ keywords })]).toEqual(keywords);
    expect(chunkKeywords([])).toEqual({ keyword_chunks: [], keyword_count: 0 });
  });

  it('reads a file for storing as the plain reader does, with its summary and figures flag', async () => {
    const bytes = await fixtureBytes('semrush-keyword-magic.csv');
    const plain = parseKeywordFile(bytes, 'semrush-keyword-magic.csv');
    const stored = parseKeywordFileForStorage(bytes, 'semrush-keyword-magic.csv');
    if (!plain.ok || !stored.ok) throw new Error('the fixture should parse');
    expect([...heldKeywords(stored.result)]).toEqual(plain.result.keywords);
    expect(stored.result.texts).toEqual(plain.result.keywords.map((keyword) => keyword.keyword));
    expect(stored.result.summary).toBe(summarizeImport(plain.result));
    expect(stored.result.has_metrics).toBe(plain.result.keywords.some(hasFigures));
    expect(stored.result).not.toHaveProperty('keywords');

    const refused = parseKeywordFileForStorage(new Uint8Array(0), 'empty.csv');
    expect(refused).toMatchObject({ ok: false, error: { code: 'empty_file' } });
  });

  it('an upload stores text, and a run clusters it as it clusters the same keywords stored as objects', async () => {
    const file = new File([await fixtureBytes('semrush-keyword-magic.csv')], 'semrush-keyword-magic.csv');
    const upload = await api.post('/api/upload-keywords', { file });
    const record = await db.keyword_imports.get(upload.import_id);
    if (!record || !('keyword_chunks' in record)) throw new Error('the upload should be stored as chunks');
    expect(record).not.toHaveProperty('keywords');
    expect(record.keyword_count).toBe(upload.count);

    // An upload stored before chunks (or synced from a device that stores objects).
    const legacy = { ...record, ...newRecordMeta(), keywords: [...heldKeywords(record)] };
    delete (legacy as Partial<typeof record>).keyword_chunks;
    delete (legacy as Partial<typeof record>).keyword_count;
    await db.keyword_imports.add(legacy);

    const fromText = await api.post('/api/cluster', { keywords: [], import_ids: [upload.import_id] });
    const fromObjects = await api.post('/api/cluster', { keywords: [], import_ids: [legacy.id] });
    expect(fromText.total_keywords).toBe(upload.count);
    expect(clusterRows(fromText)).toEqual(clusterRows(fromObjects));
  }, 30_000);
});
