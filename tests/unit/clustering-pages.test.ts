import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clusterKeywords } from '../../workers/clustering/engine';
import { FacetSums, findFacets } from '../../workers/clustering/facets';
import { languageResources } from '../../workers/clustering/languages';
import { cachedStemmer, normalizeKeyword } from '../../workers/clustering/text';
import { loadWordVectorsFromDisk } from '../../workers/clustering/vectors.node.ts';

const en = languageResources('en');
const stem = cachedStemmer(en);
const facetsOf = (list: string[]) => {
  const facets = findFacets(
    list.map((t) => normalizeKeyword(t, en, stem)),
    en.sentenceMarkers,
  );
  return { facets, names: list.map((_, i) => facets.ids[i].map((f) => facets.names[f])) };
};

// A head and its modifier pages, as a seed expansion produces them.
const ESPRESSO = [
  'espresso machine',
  'best espresso machine',
  'breville espresso machine',
  'espresso machine parts',
  'breville espresso machine parts',
  'espresso machine replacement parts',
  'espresso machine spare parts',
  'used espresso machine',
  'used breville espresso machine',
  'used espresso machines for sale',
  'espresso machine repair',
  'breville espresso machine repair',
  'espresso machine repair service',
];

describe('page-level clusters', () => {
  it('finds the modifiers of a head in the list itself, and none in sentences', () => {
    const { names } = facetsOf([...ESPRESSO, 'why is my card not working', 'how do i top up my card']);
    expect(names[0]).toEqual(['\u0000none']);
    expect(names[3]).toEqual(['part']);
    expect(names[4].sort()).toEqual(['brevil', 'part']);
    expect(names[7]).toEqual(['us']);
    expect(names[ESPRESSO.length]).toEqual(['\u0000none']);
    expect(names[ESPRESSO.length + 1]).toEqual(['\u0000none']);
  });

  it('marks negated keyword phrases', () => {
    const { names } = facetsOf(['sump pump pit', 'sump pump pit not filling', 'filling in old sump pump pit']);
    expect(names[1]).toContain('\u0000not');
    expect(names[2]).not.toContain('\u0000not');
  });

  it('counts the member pairs whose facets disagree, from group sums', () => {
    const { facets } = facetsOf(ESPRESSO);
    const sums = new FacetSums(facets);
    // "espresso machine" (no facet) against "espresso machine parts": apart.
    expect(sums.disagreement(0, 3, 1, 1)).toBeCloseTo(1);
    // "espresso machine repair" against "... repair service": one of two facets shared.
    expect(sums.disagreement(10, 12, 1, 1)).toBeCloseTo(1 - Math.SQRT1_2);
    sums.merge(10, 12);
    // Both against "breville espresso machine repair" ({breville, repair}).
    expect(sums.disagreement(10, 11, 2, 1)).toBeCloseTo(2 - Math.SQRT1_2 - 0.5);
    expect(sums.disagreement(10, 7, 2, 1)).toBeCloseTo(2);
  });

  describe('on a consultant list (tests/fixtures/consultant-pages.jsonl, invented)', () => {
    const rows = readFileSync('tests/fixtures/consultant-pages.jsonl', 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { keyword: string });
    const run = async () =>
      clusterKeywords(
        rows.map((r) => ({ text: r.keyword })),
        {},
        { vectors: await loadWordVectorsFromDisk() },
      );

    it('keeps modifier pages and opposite intents apart', async () => {
      const result = await run();
      const clusterOf = (text: string) =>
        result.clusters.find((c) => c.keywords.some((k) => k.text === text || k.variants.includes(text)))?.id ?? text;
      const apart = [
        ['espresso machine parts', 'used espresso machine'],
        ['espresso machine cost', 'espresso machine parts'],
        ['sump pump pit not filling', 'filling in old sump pump hole'],
        ['espresso machine manual', 'manual lever espresso machine'],
        ['espresso beans', 'espresso vs coffee'],
      ];
      for (const [a, b] of apart) expect(clusterOf(a), `${a} / ${b}`).not.toBe(clusterOf(b));
    });

    it('grows no cluster as a chain to the maximum size', async () => {
      const result = await run();
      const max = result.options.max_cluster_size;
      expect(result.clusters.filter((c) => c.keywords.length >= max).map((c) => c.name)).toEqual([]);
    });
  });
});
