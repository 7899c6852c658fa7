import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ClusterNotFoundError,
  DEFAULT_TRENDING_LIMIT,
  IndustryNotFoundError,
  importCluster,
  industryClusters,
  listIndustries,
  parseIndustryLibrary,
  trendingClusters,
  type IndustryLibrary,
} from '@workers/industries';

const library = parseIndustryLibrary(
  JSON.parse(readFileSync(fileURLToPath(new URL('../../public/data/industry-library.json', import.meta.url)), 'utf8')),
);

const tiny: IndustryLibrary = {
  version: 1,
  source: 'test',
  trend_basis: 'test',
  industries: [
    {
      id: 'a',
      name: 'Alpha',
      description: 'First',
      icon: 'Car',
      clusters: [
        {
          id: 'a.up',
          name: 'Up',
          description: 'rising',
          intent: 'commercial',
          keywords: ['x one', 'x two'],
          trend: { growth: 'rising', peak_months: [], low_months: [], note: 'n' },
        },
        {
          id: 'a.winter',
          name: 'Winter',
          description: 'seasonal',
          intent: 'informational',
          keywords: ['y one'],
          trend: { growth: 'steady', peak_months: [12, 1], low_months: [7], note: 'n' },
        },
        {
          id: 'a.down',
          name: 'Down',
          description: 'declining',
          intent: 'informational',
          keywords: ['z one'],
          trend: { growth: 'declining', peak_months: [], low_months: [], note: 'n' },
        },
      ],
    },
    {
      id: 'b',
      name: 'Beta',
      description: 'Second',
      icon: 'Plane',
      clusters: [
        {
          id: 'b.summer',
          name: 'Summer',
          description: 'seasonal',
          intent: 'transactional',
          keywords: ['w one', 'w two', 'w three'],
          trend: { growth: 'steady', peak_months: [7], low_months: [1], note: 'n' },
        },
      ],
    },
  ],
};

describe('listIndustries', () => {
  it('summarises each industry with its counts', () => {
    expect(listIndustries(tiny)).toEqual([
      { id: 'a', name: 'Alpha', description: 'First', icon: 'Car', cluster_count: 3, keyword_count: 4 },
      { id: 'b', name: 'Beta', description: 'Second', icon: 'Plane', cluster_count: 1, keyword_count: 3 },
    ]);
    const all = listIndustries(library);
    expect(all).toHaveLength(library.industries.length);
    expect(all.find((i) => i.id === 'home-services')).toMatchObject({
      name: 'Home Services',
      icon: 'Wrench',
      cluster_count: 8,
    });
  });
});

describe('industryClusters', () => {
  it('returns the clusters of one industry with their keyword counts and industry', () => {
    const clusters = industryClusters(library, 'home-services');
    expect(clusters).toHaveLength(8);
    const plumbing = clusters.find((c) => c.id === 'home-services.plumbing');
    expect(plumbing).toMatchObject({
      name: 'Plumbing',
      industry_id: 'home-services',
      industry_name: 'Home Services',
      intent: 'transactional',
    });
    expect(plumbing?.keywords).toContain('emergency plumber near me');
    expect(plumbing?.keyword_count).toBe(plumbing?.keywords.length);
  });

  it('throws a typed not-found error for an unknown id', () => {
    expect(() => industryClusters(library, 'space-mining')).toThrow(IndustryNotFoundError);
    try {
      industryClusters(library, 'space-mining');
    } catch (error) {
      expect(error).toMatchObject({ code: 'industry_not_found', industryId: 'space-mining' });
    }
  });

  it('hands out copies, so a caller cannot change the library', () => {
    industryClusters(tiny, 'a')[0].keywords.push('mutated');
    expect(tiny.industries[0].clusters[0].keywords).toEqual(['x one', 'x two']);
  });
});

describe('importCluster', () => {
  it('returns the keywords and keyword_count (spec 000 §7)', () => {
    expect(importCluster(tiny, 'b.summer')).toEqual({ keywords: ['w one', 'w two', 'w three'], keyword_count: 3 });
    const real = importCluster(library, 'finance.taxes');
    expect(real.keyword_count).toBe(real.keywords.length);
    expect(real.keywords).toContain('when are taxes due');
  });

  it('throws a typed not-found error for an unknown cluster', () => {
    expect(() => importCluster(library, 'finance.nothing')).toThrow(ClusterNotFoundError);
    expect(() => importCluster(library, 'home-services')).toThrow(/Cluster not found: home-services/u);
  });
});

describe('trendingClusters', () => {
  it('defaults to the spec limit of 10, ranked by score, every figure labelled estimated', () => {
    const trending = trendingClusters(library);
    expect(trending).toHaveLength(DEFAULT_TRENDING_LIMIT);
    for (let i = 1; i < trending.length; i++)
      expect(trending[i - 1].trend_score).toBeGreaterThanOrEqual(trending[i].trend_score);
    for (const t of trending) {
      expect(t.data_source).toBe('estimated');
      expect(t.trend_score).toBeGreaterThanOrEqual(0);
      expect(t.trend_score).toBeLessThanOrEqual(100);
      expect(t.keyword_count).toBe(t.keywords.length);
      expect(t.industry).toBe(t.industry_name);
      expect(t.estimated_search_volume).toBeGreaterThan(0);
      expect(['accelerating', 'steady', 'cooling']).toContain(t.momentum);
    }
  });

  it('is deterministic', () => {
    expect(trendingClusters(library, 10, { month: 3 })).toEqual(trendingClusters(library, 10, { month: 3 }));
    expect(trendingClusters(library)).toEqual(trendingClusters(library));
  });

  it('ranks rising above steady above declining when season is not considered', () => {
    const ranked = trendingClusters(tiny, 10);
    expect(ranked.map((t) => t.id)[0]).toBe('a.up');
    expect(ranked.at(-1)?.id).toBe('a.down');
    expect(ranked.find((t) => t.id === 'a.up')?.search_volume_change).toBeGreaterThanOrEqual(12);
    expect(ranked.find((t) => t.id === 'a.down')?.search_volume_change).toBeLessThan(0);
    expect(ranked.find((t) => t.id === 'a.down')?.momentum).toBe('cooling');
    expect(ranked.find((t) => t.id === 'a.up')?.momentum).toBe('accelerating');
  });

  it('lifts clusters in their peak months when a month is given', () => {
    const january = trendingClusters(tiny, 10, { month: 1 });
    const july = trendingClusters(tiny, 10, { month: 7 });
    const score = (list: typeof january, id: string) => list.find((t) => t.id === id)?.trend_score ?? -1;
    expect(score(january, 'a.winter')).toBeGreaterThan(score(july, 'a.winter'));
    expect(score(july, 'b.summer')).toBeGreaterThan(score(january, 'b.summer'));
    expect(january.find((t) => t.id === 'a.winter')?.in_season).toBe(true);
    expect(july.find((t) => t.id === 'a.winter')?.momentum).toBe('cooling');
    const realJanuary = trendingClusters(library, 10, { month: 1 }).map((t) => t.id);
    expect(realJanuary).toContain('finance.investing-basics');
    expect(realJanuary).not.toContain('real-estate.moving');
  });

  it('keeps the list varied across industries and honours the limit', () => {
    const trending = trendingClusters(library, 10, { month: 6 });
    const perIndustry = new Map<string, number>();
    for (const t of trending) perIndustry.set(t.industry_id, (perIndustry.get(t.industry_id) ?? 0) + 1);
    expect(Math.max(...perIndustry.values())).toBeLessThanOrEqual(2);
    expect(trendingClusters(library, 3)).toHaveLength(3);
    expect(trendingClusters(library, 0)).toEqual([]);
    expect(trendingClusters(library, Number.NaN)).toHaveLength(10);
    expect(trendingClusters(tiny, 50)).toHaveLength(4);
    const total = library.industries.reduce((n, i) => n + i.clusters.length, 0);
    expect(trendingClusters(library, 1000)).toHaveLength(Math.min(100, total));
  });

  it('ignores an invalid month instead of failing', () => {
    expect(trendingClusters(tiny, 10, { month: 13 })).toEqual(trendingClusters(tiny, 10));
  });
});
