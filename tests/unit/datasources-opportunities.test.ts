import { describe, expect, it } from 'vitest';
import {
  BACKLINKO_2023_CTR,
  expectedCtr,
  fitCtrModel,
  MIN_FIT_IMPRESSIONS,
  publishedCtr,
} from '@workers/searchconsole/ctr';
import { isBrandQuery, parseBrandTerms } from '@workers/searchconsole/brand';
import { clusterLookup, findCannibalisation, queryOpportunities } from '@workers/searchconsole/opportunities';

const row = (query: string, clicks: number, impressions: number, position: number) => ({
  query,
  clicks,
  impressions,
  ctr: impressions ? clicks / impressions : 0,
  position,
});

describe('expected CTR by position', () => {
  it('falls back to the published curve (Backlinko 2023) without data', () => {
    const model = fitCtrModel([]);
    expect(model.fitted_positions).toBe(0);
    expect(model.points[0]).toEqual({ position: 1, ctr: 27.6, fitted: false });
    expect(model.points[9].ctr).toBe(2.4);
    expect(model.points[14].ctr).toBe(0.63);
    expect(publishedCtr(3)).toBe(BACKLINKO_2023_CTR[2]);
    expect(model.fallback).toMatch(/Backlinko 2023/);
  });

  it("fits a position from the site's own clicks ÷ impressions when it has enough data", () => {
    const rows = [row('a', 50, 500, 2.2), row('b', 30, 300, 1.8), row('c', 20, 200, 2.0)];
    const model = fitCtrModel(rows);
    expect(model.points[1]).toEqual({ position: 2, ctr: 10, fitted: true });
    expect(model.fitted_positions).toBe(1);
    expect(expectedCtr(model, 2.4)).toBeCloseTo(0.1, 6);
  });

  it('keeps sparse positions on the published curve', () => {
    const rows = [row('a', 50, MIN_FIT_IMPRESSIONS - 21, 2), row('b', 1, 10, 2), row('c', 1, 10, 2)];
    expect(fitCtrModel(rows).points[1].fitted).toBe(false);
    const few = [row('a', 50, 5000, 2), row('b', 1, 10, 2)];
    expect(fitCtrModel(few).points[1].fitted).toBe(false);
  });

  it('never expects a lower position to earn more than a higher one', () => {
    const rows = [row('a', 1, 400, 5), row('b', 1, 400, 5), row('c', 1, 400, 5)];
    const model = fitCtrModel(rows);
    for (let i = 1; i < model.points.length; i += 1)
      expect(model.points[i].ctr).toBeLessThanOrEqual(model.points[i - 1].ctr);
    expect(model.points[5].ctr).toBeLessThanOrEqual(model.points[4].ctr);
  });
});

describe('striking distance and missed clicks', () => {
  const model = fitCtrModel([]);
  const none = () => null;

  it('flags positions 4 to 20 and leaves brand queries out', () => {
    const rows = [
      row('acme shoes', 10, 1000, 5),
      row('trail shoes', 10, 1000, 3.9),
      row('road shoes', 10, 1000, 4),
      row('hiking shoes', 10, 1000, 20),
      row('walking shoes', 10, 1000, 20.6),
    ];
    const found = queryOpportunities(rows, model, parseBrandTerms('ACME'), none);
    const striking = found.filter((item) => item.striking_distance).map((item) => item.query);
    expect(striking.sort()).toEqual(['hiking shoes', 'road shoes']);
    expect(found.find((item) => item.query === 'acme shoes')?.brand).toBe(true);
  });

  it('computes missed clicks = impressions × (expected − actual CTR), never below zero', () => {
    const [first, second] = queryOpportunities([row('a', 10, 1000, 1), row('b', 500, 1000, 1)], model, [], none);
    expect(first.query).toBe('a');
    expect(first.missed_clicks).toBe(Math.round(1000 * (0.276 - 0.01)));
    expect(second.missed_clicks).toBe(0);
  });

  it('matches brand terms across case, accents and spaces', () => {
    expect(isBrandQuery('Acme-Shoes outlet', ['acme shoes'])).toBe(true);
    expect(isBrandQuery('café acmé', ['acme'])).toBe(true);
    expect(isBrandQuery('running shoes', ['acme'])).toBe(false);
    expect(parseBrandTerms(' , ')).toEqual([]);
  });

  it('maps each query to its cluster in the clustering result', () => {
    const lookup = clusterLookup([{ id: 'c1', name: 'Trail shoes', keywords: ['Best Trail  Running Shoes'] }]);
    const [item] = queryOpportunities([row('best trail running shoes', 1, 100, 6)], model, [], lookup);
    expect(item).toMatchObject({ cluster_id: 'c1', cluster_name: 'Trail shoes' });
  });
});

describe('cannibalisation', () => {
  const pair = (query: string, page: string, clicks: number, impressions = 100, position = 5) => ({
    query,
    page,
    clicks,
    impressions,
    ctr: clicks / impressions,
    position,
  });

  it('reports a query with two or more pages that each earn clicks', () => {
    const found = findCannibalisation(
      [
        pair('trail shoes', 'https://a.com/1', 30),
        pair('trail shoes', 'https://a.com/2', 10),
        pair('road shoes', 'https://a.com/3', 30),
        pair('road shoes', 'https://a.com/4', 0),
      ],
      () => null,
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ query: 'trail shoes', total_clicks: 40, top_page_share: 75 });
    expect(found[0].pages.map((page) => page.page)).toEqual(['https://a.com/1', 'https://a.com/2']);
  });

  it('adds up a page listed twice instead of counting it as two pages', () => {
    const found = findCannibalisation([pair('q', 'https://a.com/1', 5), pair('Q', 'https://a.com/1', 5)], () => null);
    expect(found).toEqual([]);
  });
});
