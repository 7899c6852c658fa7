import { describe, expect, it } from 'vitest';
import { jsonChunks } from '@/cli/jsonChunks';

const sample = {
  name: 'Clustering of 3 keywords',
  empty: [],
  skipped: undefined,
  settings: { threshold: 0.7, nested: { list: [1, 2] } },
  clusters: Array.from({ length: 7 }, (_, i) => ({ id: `c${i}`, keywords: [{ text: `k${i}`, variants: [] }] })),
  unclustered_keywords: ['a "quoted"\nline', 'ü'],
};

describe('the CLI’s JSON in pieces', () => {
  it('joins into exactly what JSON.stringify(value, null, 2) writes, whatever the batch', () => {
    for (const batch of [1, 3, 200]) {
      expect([...jsonChunks(sample, ['clusters', 'unclustered_keywords', 'empty'], batch)].join('')).toBe(
        JSON.stringify(sample, null, 2),
      );
    }
    expect([...jsonChunks({}, [])].join('')).toBe(JSON.stringify({}, null, 2));
  });

  it('writes a big array in many pieces', () => {
    expect([...jsonChunks(sample, ['clusters'], 2)].length).toBeGreaterThan(4);
  });
});
