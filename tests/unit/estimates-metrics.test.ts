import { describe, expect, it } from 'vitest';
import {
  VOLUME_BUCKETS,
  estimateKeywordMetrics,
  estimateMany,
  estimateSearchVolume,
  roundToVolumeBucket,
} from '@workers/estimates';
import { opportunityScore } from '@workers/figures';

const SAMPLE = [
  'plumber',
  'emergency plumber near me',
  'how to unclog a drain without a plunger',
  'car insurance',
  'best car insurance quotes',
  'tankless water heater cost',
  'personal injury lawyer',
  'what is seo',
  'crm software',
  'running shoes',
  'yoga for beginners',
  'cheap flights to paris',
  'zahnarzt berlin',
  '東京 ホテル',
  'كيف تتعلم البرمجة',
  '🍕 pizza near me',
  '<script>alert(1)</script>',
];

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

describe('estimateKeywordMetrics', () => {
  it('gives the same figures for the same keyword and location, whatever the spelling variant', () => {
    const first = estimateKeywordMetrics('Emergency Plumber Near Me', 'US');
    expect(estimateKeywordMetrics('emergency plumber near me', 'US')).toEqual(first);
    expect(estimateKeywordMetrics('  emergency   plumber near me ', 'us')).toEqual(first);
    expect(estimateKeywordMetrics('ｅｍｅｒｇｅｎｃｙ plumber near me', 'US')).toEqual(first);
  });

  it('differs between keywords', () => {
    const figures = new Set(SAMPLE.map((keyword) => JSON.stringify(estimateKeywordMetrics(keyword, 'US'))));
    expect(figures.size).toBe(SAMPLE.length);
  });

  it('stays within plausible ranges and is labelled enhanced_mock', () => {
    for (const keyword of [...SAMPLE, 'x'.repeat(10_000), '']) {
      for (const location of ['US', 'GB', 'DE', 'BR', 'NL', 'ZZ']) {
        const m = estimateKeywordMetrics(keyword, location);
        expect(VOLUME_BUCKETS).toContain(m.search_volume);
        expect(m.search_volume).toBeLessThanOrEqual(5_000_000);
        expect(m.cpc_low).toBeGreaterThan(0);
        expect(m.cpc_low).toBeLessThanOrEqual(m.cpc_high);
        expect(m.cpc_high).toBeLessThanOrEqual(250);
        expect(Math.round(m.cpc_high * 100)).toBeCloseTo(m.cpc_high * 100, 6);
        expect(['LOW', 'MEDIUM', 'HIGH']).toContain(m.competition);
        expect(Number.isInteger(m.difficulty) && m.difficulty >= 0 && m.difficulty <= 100).toBe(true);
        expect(Number.isInteger(m.opportunity_score) && m.opportunity_score >= 0 && m.opportunity_score <= 100).toBe(
          true,
        );
        expect(m.data_source).toBe('enhanced_mock');
      }
    }
  });

  it('gives long and question-shaped keywords less volume than head terms', () => {
    const heads = [
      'plumber',
      'mortgage',
      'yoga',
      'sneakers',
      'hotels',
      'guitar',
      'insurance',
      'laptop',
      'crm',
      'dentist',
    ];
    const longTail = heads.map((head) => `how much does a ${head} cost in a small town`);
    const headMedian = median(heads.map((k) => estimateKeywordMetrics(k).search_volume));
    const tailMedian = median(longTail.map((k) => estimateKeywordMetrics(k).search_volume));
    expect(headMedian).toBeGreaterThan(tailMedian * 20);
    const headDifficulty = median(heads.map((k) => estimateKeywordMetrics(k).difficulty));
    const tailDifficulty = median(longTail.map((k) => estimateKeywordMetrics(k).difficulty));
    expect(headDifficulty).toBeGreaterThan(tailDifficulty);
  });

  it('prices commercial and high-value keywords above informational ones', () => {
    const topics = [
      'water heater',
      'roof repair',
      'accounting',
      'kitchen remodel',
      'car accident',
      'crm',
      'divorce',
      'hosting',
    ];
    const cpc = (keywords: string[]) => median(keywords.map((k) => estimateKeywordMetrics(k).cpc_high));
    const informational = cpc(topics.map((t) => `what is ${t}`));
    const commercial = cpc(topics.map((t) => `best ${t} price`));
    const highValue = cpc(topics.map((t) => `${t} lawyer`));
    expect(commercial).toBeGreaterThan(informational * 2);
    expect(highValue).toBeGreaterThan(commercial);
  });

  it('scales volume with the market: US above GB above NL for every keyword', () => {
    for (const keyword of SAMPLE) {
      const us = estimateKeywordMetrics(keyword, 'US').search_volume;
      const gb = estimateKeywordMetrics(keyword, 'GB').search_volume;
      const nl = estimateKeywordMetrics(keyword, 'NL').search_volume;
      expect(us).toBeGreaterThanOrEqual(gb);
      expect(gb).toBeGreaterThanOrEqual(nl);
    }
    const total = (location: string) =>
      SAMPLE.reduce((sum, k) => sum + estimateKeywordMetrics(k, location).search_volume, 0);
    expect(total('US')).toBeGreaterThan(total('GB'));
    expect(total('GB')).toBeGreaterThan(total('DE'));
    expect(total('DE')).toBeGreaterThan(total('NL'));
  });

  it('treats a missing location as the spec default US and accepts common aliases', () => {
    expect(estimateKeywordMetrics('plumber')).toEqual(estimateKeywordMetrics('plumber', 'US'));
    expect(estimateKeywordMetrics('plumber', 'UK')).toEqual(estimateKeywordMetrics('plumber', 'GB'));
  });

  it('gives the same volume through the volume-only entry point', () => {
    for (const keyword of SAMPLE) {
      for (const location of ['US', 'DE'])
        expect(estimateSearchVolume(keyword, location)).toBe(estimateKeywordMetrics(keyword, location).search_volume);
    }
  });

  it('estimates a batch exactly as one by one', () => {
    expect(estimateMany(SAMPLE, 'FR')).toEqual(SAMPLE.map((k) => estimateKeywordMetrics(k, 'FR')));
  });
});

describe('roundToVolumeBucket', () => {
  it('snaps to the nearest Keyword Planner bucket', () => {
    expect(roundToVolumeBucket(0)).toBe(10);
    expect(roundToVolumeBucket(Number.NaN)).toBe(10);
    expect(roundToVolumeBucket(64)).toBe(70);
    expect(roundToVolumeBucket(1_100)).toBe(1000);
    expect(roundToVolumeBucket(1_200)).toBe(1300);
    expect(roundToVolumeBucket(100_000)).toBe(110000);
    expect(roundToVolumeBucket(1e12)).toBe(5_000_000);
  });
});

describe('opportunityScore', () => {
  it('follows the documented formula', () => {
    // V = log10(1001)/5, E = 0.7, C = log10(3)/log10(21)
    const v = Math.log10(1001) / 5;
    const c = Math.log10(3) / Math.log10(21);
    expect(opportunityScore(1000, 30, 2)).toBe(Math.round(100 * 0.7 * (0.35 + 0.65 * (0.75 * v + 0.25 * c))));
    expect(opportunityScore(1_000_000, 0, 50)).toBe(100);
    expect(opportunityScore(0, 0, 0)).toBe(35);
  });

  it('is zero for an unwinnable keyword and rises with volume and ease', () => {
    expect(opportunityScore(500_000, 100, 30)).toBe(0);
    expect(opportunityScore(10_000, 40, 1)).toBeGreaterThan(opportunityScore(100, 40, 1));
    expect(opportunityScore(1000, 20, 1)).toBeGreaterThan(opportunityScore(1000, 60, 1));
    expect(opportunityScore(1000, 40, 15)).toBeGreaterThan(opportunityScore(1000, 40, 0.2));
  });

  it('treats missing or invalid figures as unknown instead of failing', () => {
    expect(opportunityScore(Number.NaN, Number.NaN, Number.NaN)).toBe(opportunityScore(0, 50, 0));
    expect(opportunityScore(-5, 250, -1)).toBe(0);
  });
});
