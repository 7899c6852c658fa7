import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import { local } from '@/api/local/router';
import { RunCancelledError, setWorkerServices } from '@/api/local/workers';
import { db } from '@/db/database';
import { MAX_KEYWORDS_PER_RUN, tooManyKeywordsMessage } from '@/lib/keywordLimit';
import { countLines, maxRowsIn, splitLines } from '@/lib/lines';
import { resetLocalState } from './api/support';

beforeEach(resetLocalState);
afterEach(() => setWorkerServices(undefined));

const numbered = (count: number, eol = '\n') => Array.from({ length: count }, (_, i) => `keyword ${i}`).join(eol);
const textFile = (name: string, text: string) => new File([text], name, { type: 'text/plain' });

describe('line counts', () => {
  it('countLines agrees with splitLines on blanks, CRLF, CR and Unicode spaces', () => {
    for (const text of ['', ' \n\t\r\n', 'a\r\nb\rc\n', '\u00a0\u3000\nx\u2028', 'one', 'a\n\n\nb\n']) {
      expect(countLines(text)).toBe(splitLines(text).length);
    }
  });

  it('maxRowsIn counts line feeds, or carriage returns alone, plus one, across slices', async () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(await maxRowsIn(bytes(''))).toBe(0);
    expect(await maxRowsIn(bytes('a'))).toBe(1);
    expect(await maxRowsIn(bytes('a\r\nb\r\n'))).toBe(3);
    expect(await maxRowsIn(bytes('a\rb\rc'))).toBe(3);
    let pauses = 0;
    const big = new Uint8Array(20 * 1024 * 1024).fill(10);
    expect(await maxRowsIn(big, async () => void (pauses += 1))).toBe(big.length + 1);
    expect(pauses).toBe(3);
  });
});

describe('the run limit on typed keywords', () => {
  it('refuses 200,000 lines from their count, saying how to split them, storing nothing', async () => {
    const started = performance.now();
    await expect(local.request('POST', '/api/cluster', { keywords: [numbered(200_000)] })).rejects.toMatchObject({
      response: { status: 400, data: { detail: tooManyKeywordsMessage('typed', 200_000, 'keywords') } },
    });
    // Counting, not cleaning: far below the ~2 s it took to clean every line first.
    expect(performance.now() - started).toBeLessThan(500);
    expect(await db.clustering_results.count()).toBe(0);
  });

  it('removes bidirectional controls so a keyword cannot display as another', async () => {
    const result = await api.post('/api/cluster', {
      keywords: ['\u202egoogle.com\u202c', 'best \u2066seo\u2069 tools', '\u202d\u202a', 'seo tools'],
    });
    const texts = [...result.clusters.flatMap((c) => c.keywords), ...result.unclustered_keywords].map((k) => k.text);
    expect(texts.sort()).toEqual(['best seo tools', 'google.com', 'seo tools']);
    expect(result.skipped_keywords).toBe(1);
  });
});

describe('the run limit on uploads', () => {
  it('refuses a file with far more lines before parsing it, with how to split it, storing nothing', async () => {
    let parsed = false;
    setWorkerServices({
      imports: {
        parseKeywordFileForStorage: async () => {
          parsed = true;
          throw new Error('should not parse');
        },
      },
    });
    const file = textFile('huge.txt', numbered(150_000, '\r\n'));
    await expect(api.post('/api/upload-keywords', { file })).rejects.toMatchObject({
      response: {
        status: 400,
        data: {
          detail:
            'This file has 150,000 lines; a run takes at most 100,000 keywords. ' +
            'Split it into files of 100,000 lines or fewer and upload them one at a time.',
        },
      },
    });
    expect(parsed).toBe(false);
    expect(await db.keyword_imports.count()).toBe(0);
  });

  it('refuses a file just over the limit once parsed, by its keyword count', async () => {
    const file = textFile('just-over.txt', numbered(MAX_KEYWORDS_PER_RUN + 5));
    await expect(api.post('/api/upload-keywords', { file })).rejects.toMatchObject({
      response: { status: 400, data: { detail: tooManyKeywordsMessage('file', 100_005, 'keywords') } },
    });
    expect(await db.keyword_imports.count()).toBe(0);
  }, 30_000);

  it('stops an upload when its signal fires: 499, nothing stored', async () => {
    setWorkerServices({
      imports: {
        parseKeywordFileForStorage: (signal) =>
          new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new RunCancelledError()))),
      },
    });
    const abort = new AbortController();
    const upload = api.post(
      '/api/upload-keywords',
      { file: textFile('list.txt', numbered(10)) },
      { signal: abort.signal },
    );
    setTimeout(() => abort.abort(), 10);
    await expect(upload).rejects.toMatchObject({ response: { status: 499, data: { detail: 'Upload cancelled' } } });
    expect(await db.keyword_imports.count()).toBe(0);
  });
});
