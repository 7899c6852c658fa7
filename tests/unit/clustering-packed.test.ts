import { describe, expect, it } from 'vitest';
import { loadWordVectorsFromDisk } from '../../workers/clustering/vectors.node.ts';
import { isPacked, packKeywords, unpackKeywords } from '../../workers/clustering/packedKeywords';
import type { KeywordInput } from '../../workers/clustering/types';
import { createClusteringApi } from '../../workers/clustering/worker-api';
import { generateKeywords } from '../bench/generator';

const MIXED: KeywordInput[] = [
  { text: 'best espresso machine', search_volume: 9900, cpc: 1.25, difficulty: 41, competition: 0.66 },
  { text: '' },
  { text: 'espresso 😀 machine', search_volume: 0, cpc: 0 },
  { text: '咖啡机 推荐', difficulty: 12, intent: 'commercial' },
  { text: 'مكينة قهوة', competition: 1 },
  { text: 'line\u2028separator <script>alert(1)</script>', urls: [{ url: 'https://a.example/x', position: 3 }] },
  { text: 'x'.repeat(10_000), search_volume: 10, intent: 'informational', urls: [] },
];

describe('packed keywords (the page posts its list to the clustering worker packed)', () => {
  it('unpack gives back every keyword with the same fields, absent ones absent', () => {
    const packed = packKeywords(MIXED);
    expect(isPacked(packed)).toBe(true);
    expect(isPacked(MIXED)).toBe(false);
    expect(isPacked({ list: 'id' })).toBe(false);
    const unpacked = unpackKeywords(packed);
    expect(unpacked).toEqual(MIXED);
    unpacked.forEach((keyword, i) => expect(Object.keys(keyword).sort()).toEqual(Object.keys(MIXED[i]).sort()));
    expect(unpackKeywords(packKeywords([]))).toEqual([]);
  });

  it('survives a structured clone as postMessage makes it', () => {
    expect(unpackKeywords(structuredClone(packKeywords(MIXED)))).toEqual(MIXED);
  });

  it('clusters a packed list exactly as the list of objects', async () => {
    const api = createClusteringApi(loadWordVectorsFromDisk, undefined, { keepModels: false });
    // Figures of every kind, some absent: they weigh on cluster names and totals.
    const keywords: KeywordInput[] = generateKeywords(1500, 21).map(({ text, search_volume }, i) => ({
      text,
      search_volume,
      ...(i % 3 === 0 && { difficulty: i % 100, cpc: (i % 7) / 2 }),
    }));
    const strip = ({ stats: { seconds: _seconds, ...stats }, ...rest }: Awaited<ReturnType<typeof api.cluster>>) => ({
      ...rest,
      stats,
    });
    expect(strip(await api.cluster(packKeywords(keywords)))).toEqual(strip(await api.cluster(keywords)));
  });
});
