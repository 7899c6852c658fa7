import { describe, expect, it } from 'vitest';
import { writeSlices } from '../../src/api/local/clustering/store';

const cluster = (id: number, keywords: number, variants = 0) => ({
  id,
  keywords: Array.from({ length: keywords }, () => ({
    variant_keywords: variants > 0 ? Array.from({ length: variants }, () => ({})) : undefined,
  })),
});

describe('result writes in slices', () => {
  it('keeps the clusters in order, each slice at most 250 keywords with their variants', () => {
    const clusters = Array.from({ length: 300 }, (_, i) => cluster(i, 1 + (i % 20), i % 3));
    const slices = writeSlices(clusters);
    expect(slices.flat().map((c) => c.id)).toEqual(clusters.map((c) => c.id));
    for (const slice of slices) {
      const size = slice.reduce(
        (sum, c) => sum + c.keywords.reduce((n, k) => n + 1 + (k.variant_keywords?.length ?? 0), 0),
        0,
      );
      expect(size).toBeLessThanOrEqual(250);
    }
  });

  it('writes a cluster larger than a slice on its own, and nothing for no clusters', () => {
    const slices = writeSlices([cluster(1, 10), cluster(2, 400), cluster(3, 10)]);
    expect(slices.map((slice) => slice.map((c) => c.id))).toEqual([[1], [2], [3]]);
    expect(writeSlices([])).toEqual([]);
  });
});
