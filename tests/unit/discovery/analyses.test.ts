import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  commonPhrase,
  discoverEmerging,
  discoverSeasonal,
  discoverTrending,
  GENERAL_INDUSTRY,
  industryNamer,
  nextPeak,
  raiseAlerts,
  trackClusters,
  wilsonLowerBound,
  type SeasonalPattern,
  type TrendingDiscoveryCluster,
} from '@workers/discovery';
import { cluster, history, months, run } from './fixtures';

const namer = () => GENERAL_INDUSTRY;
const everything = () => true;
const DAY = 86_400_000;

describe('seasonal analysis', () => {
  const today = new Date('2026-11-24T00:00:00Z');

  it('finds a planted December peak in 24 imported months, with the measured increase', () => {
    const december = (month: number) => (month === 12 ? 3000 : month === 6 || month === 7 ? 400 : 1000);
    const planted = cluster('ski jackets', [
      { text: 'ski jacket', monthly_searches: months('2024-11', 24, december) },
      { text: 'ski jacket women', monthly_searches: months('2024-11', 24, december) },
    ]);
    const [pattern] = discoverSeasonal({ clusters: [planted], historicalMonths: 24, namer, today });
    expect(pattern.basis).toBe('imported');
    expect(pattern.peak_months).toEqual([12]);
    expect(pattern.low_months).toEqual([6, 7]);
    expect(pattern.next_peak_prediction).toBe('2026-12');
    // Yearly mean: (3000 + 2 × 400 + 9 × 1000) / 12 = 1066.7 per keyword; December is 181 % above it.
    expect(pattern.average_increase).toBeCloseTo(181.3, 0);
    expect(pattern.confidence_score).toBeCloseTo(0.95, 2);
  });

  it('finds no pattern in flat imported months, and does not fall back to the lexicon for them', () => {
    const flat = cluster('winter tires', [
      { text: 'winter tires', monthly_searches: months('2025-01', 24, () => 500) },
    ]);
    expect(discoverSeasonal({ clusters: [flat], historicalMonths: 24, namer, today })).toEqual([]);
  });

  it('estimates from the lexicon without monthly volumes, with no invented increase', () => {
    const gifts = cluster('christmas gifts', ['christmas gift ideas', 'xmas presents for mum', 'gift wrap']);
    const [pattern] = discoverSeasonal({ clusters: [gifts], historicalMonths: 24, namer, today });
    expect(pattern).toMatchObject({
      basis: 'estimated',
      seasonal_type: 'Christmas',
      peak_months: [11, 12],
      average_increase: null,
    });
    expect(pattern.basis_note).toMatch(/67% of its keywords/);
    expect(pattern.confidence_score).toBe(0.5);
  });

  it('names the next peak across a year end', () => {
    expect(nextPeak([2], new Date('2026-11-24T00:00:00Z'))).toBe('2027-02');
    expect(nextPeak([11, 12], new Date('2026-11-24T00:00:00Z'))).toBe('2026-11');
  });
});

describe('trending analysis', () => {
  const older = run('r1', '2026-11-20T10:00:00.000Z', [
    cluster('running shoes', ['running shoes', 'best running shoes', 'trail running shoes']),
    cluster('yoga mats', ['yoga mat', 'thick yoga mat', 'cork yoga mat']),
  ]);
  const newer = run('r2', '2026-11-23T10:00:00.000Z', [
    cluster('running shoes', [
      'running shoes',
      'best running shoes',
      'trail running shoes',
      'running shoes for flat feet',
      'carbon running shoes',
      'running shoes sale',
    ]),
    cluster('yoga mats', ['yoga mat', 'thick yoga mat', 'cork yoga mat']),
  ]);

  it('follows a cluster across runs by name, and a renamed one by its keywords', () => {
    const renamed = run('r3', '2026-11-24T10:00:00.000Z', [
      cluster('mats for yoga', ['yoga mat', 'thick yoga mat', 'cork yoga mat']),
    ]);
    const tracks = trackClusters(history([renamed, older, newer]).runs);
    expect(tracks.map((track) => track.observations.map((o) => o.cluster.name))).toEqual([
      ['running shoes', 'running shoes'],
      ['yoga mats', 'yoga mats', 'mats for yoga'],
    ]);
  });

  it('finds a planted rising cluster across dated runs: +100 % keywords, accelerating, computed', () => {
    const trends = discoverTrending({
      ...history([newer, older]),
      libraryTrends: [],
      limit: 20,
      periodMs: DAY,
      namer,
      keepIndustry: everything,
    });
    expect(trends.map((trend) => trend.name)).toEqual(['running shoes', 'yoga mats']);
    expect(trends[0]).toMatchObject({
      momentum: 'accelerating',
      search_volume_change: 100,
      velocity: 100,
      velocity_unit: 'run',
      trend_score: 100,
      basis: 'computed',
      first_detected: '2026-11-20T10:00:00.000Z',
    });
    expect(trends[1]).toMatchObject({ momentum: 'steady', search_volume_change: 0, trend_score: 50 });
  });

  it('uses imported monthly volumes where they exist', () => {
    const rising = (_: number, index: number) => 100 + index * 20;
    const imported = run('r1', '2026-11-20T10:00:00.000Z', [
      cluster('heat pumps', [{ text: 'heat pump cost', monthly_searches: months('2025-11', 12, rising) }]),
    ]);
    const [trend] = discoverTrending({
      ...history([imported]),
      libraryTrends: [],
      limit: 20,
      periodMs: DAY,
      namer,
      keepIndustry: everything,
    });
    // Last 3 months (280, 300, 320) vs the 3 before (220, 240, 260): +25 %.
    expect(trend).toMatchObject({
      basis: 'imported',
      search_volume_change: 25,
      momentum: 'accelerating',
      velocity_unit: 'month',
    });
    expect(trend.first_detected).toBe('2025-11-01');
  });

  it('leaves a cluster seen in one run out of the measured list (no dated data to compare)', () => {
    expect(
      discoverTrending({
        ...history([older]),
        libraryTrends: [],
        limit: 20,
        periodMs: DAY,
        namer,
        keepIndustry: everything,
      }),
    ).toEqual([]);
  });
});

describe('emerging topics', () => {
  const older = run('r1', '2026-11-20T10:00:00.000Z', [
    cluster('coffee', ['coffee beans', 'espresso machine', 'coffee grinder']),
  ]);
  const newer = run('r2', '2026-11-23T10:00:00.000Z', [
    cluster('coffee', ['coffee beans', 'espresso machine', 'coffee grinder']),
    cluster('cold brew', ['cold brew maker', 'cold brew ratio', 'cold brew concentrate']),
  ]);

  it('finds terms new in recent runs relative to older runs, and not the terms they shared', () => {
    const topics = discoverEmerging({
      ...history([older, newer]),
      risingLibrary: [],
      namer,
      keepIndustry: everything,
      confidenceThreshold: 0.7,
    });
    expect(topics.map((item) => item.topic)).toEqual(['cold brew']);
    expect(topics[0].predicted_timeline).toBe('Early: first seen in your last run');
    expect(topics[0]).toMatchObject({
      basis: 'computed',
      competition_level: 'Unknown',
      emergence_score: 0.8,
      confidence_level: 0.7,
    });
    expect(topics[0].related_keywords).toHaveLength(3);
  });

  it('drops topics under the confidence threshold', () => {
    const topics = discoverEmerging({
      ...history([older, newer]),
      risingLibrary: [],
      namer,
      keepIndustry: everything,
      confidenceThreshold: 0.75,
    });
    expect(topics).toEqual([]);
  });

  it('needs two runs to call anything new', () => {
    expect(
      discoverEmerging({
        ...history([newer]),
        risingLibrary: [],
        namer,
        keepIndustry: everything,
        confidenceThreshold: 0,
      }),
    ).toEqual([]);
  });
});

describe('community score', () => {
  it('ranks many upvotes above a single one (Wilson lower bound)', () => {
    expect(wilsonLowerBound(10, 1)).toBeGreaterThan(wilsonLowerBound(1, 0));
    expect(wilsonLowerBound(0, 0)).toBe(0);
    expect(wilsonLowerBound(0, 5)).toBe(0);
  });
});

describe('trend alerts', () => {
  const now = new Date('2026-11-24T00:00:00Z');
  const trend = (score: number, confidence: number): TrendingDiscoveryCluster => ({
    name: `trend ${score}`,
    industry: 'General',
    momentum: 'accelerating',
    trend_score: score,
    velocity: 10,
    velocity_unit: 'run',
    search_volume_change: 20,
    keywords: ['a b'],
    confidence_level: confidence,
    first_detected: null,
    basis: 'computed',
    basis_note: 'planted',
  });
  const season = (next: string, confidence: number): SeasonalPattern => ({
    cluster_name: `season ${next}`,
    industry: 'General',
    seasonal_type: 'Christmas',
    peak_months: [12],
    low_months: [6],
    average_increase: null,
    next_peak_prediction: next,
    confidence_score: confidence,
    basis: 'estimated',
    basis_note: 'planted',
  });

  it('raises alerts at the threshold and not below it, with urgency and expiry', () => {
    const alerts = raiseAlerts({
      trending: [trend(100, 0.6), trend(100, 0.58), trend(100, 0.9)],
      seasonal: [season('2026-12', 0.6), season('2027-06', 0.9)],
      emerging: [],
      threshold: 0.8,
      isUserIndustry: everything,
      now,
    });
    expect(alerts.map((alert) => [alert.alert_id, alert.relevance_score, alert.urgency])).toEqual([
      ['trending:trend 100', 0.95, 'high'],
      ['seasonal:season 2026-12', 0.8, 'low'],
      ['trending:trend 100', 0.8, 'low'],
    ]);
    expect(alerts[0].expires_at).toBe('2026-12-01T00:00:00.000Z');
    expect(alerts[1].expires_at).toBe('2027-01-01T00:00:00.000Z');
    expect(alerts[1].basis).toBe('estimated');
  });

  it('weighs alerts outside the user industries down', () => {
    const alerts = raiseAlerts({
      trending: [trend(100, 0.6)],
      seasonal: [],
      emerging: [],
      threshold: 0.8,
      isUserIndustry: () => false,
      now,
    });
    expect(alerts).toEqual([]);
  });
});

describe('seasonal confidence', () => {
  it('is lowered when the two years peak in different months', () => {
    const shifting = (month: number, index: number) => ((index < 12 ? month === 12 : month === 3) ? 3000 : 1000);
    const planted = cluster('shifting', [
      { text: 'shifting thing', monthly_searches: months('2024-11', 24, shifting) },
    ]);
    const [pattern] = discoverSeasonal({
      clusters: [planted],
      historicalMonths: 24,
      namer,
      today: new Date('2026-11-24T00:00:00Z'),
    });
    expect(pattern.confidence_score).toBeCloseTo(0.76, 2);
  });
});

describe('cluster history', () => {
  it('follows a cluster renamed as it grew (most of its old keywords are still in it)', () => {
    const before = run('r1', '2026-11-20T10:00:00.000Z', [cluster('mortgage rates today', ['a b', 'c d', 'e f'])]);
    const after = run('r2', '2026-11-21T10:00:00.000Z', [
      cluster('mortgage rates', ['a b', 'c d', 'e f', 'g h', 'i j', 'k l', 'm n']),
      cluster('unrelated', ['x y', 'a b']),
    ]);
    const tracks = trackClusters(history([before, after]).runs);
    expect(tracks.map((track) => track.observations.map((o) => o.cluster.name))).toEqual([
      ['mortgage rates today', 'mortgage rates'],
      ['unrelated'],
    ]);
  });
});

describe('emerging topic names', () => {
  it('joins terms found in the same keywords into the phrase they share', () => {
    const older = run('r1', '2026-11-20T10:00:00.000Z', [cluster('boilers', ['boiler repair', 'boiler service'])]);
    const newer = run('r2', '2026-11-23T10:00:00.000Z', [
      cluster('grants', ['heat pump grant', 'heat pump grant eligibility', 'apply for heat pump grant']),
    ]);
    const topics = discoverEmerging({
      ...history([older, newer]),
      risingLibrary: [],
      namer,
      keepIndustry: everything,
      confidenceThreshold: 0,
    });
    expect(topics.map((item) => item.topic)).toEqual(['heat pump grant']);
    expect(commonPhrase(['heat pump grant', 'apply for heat pump grant'])).toBe('heat pump grant');
    expect(commonPhrase(['a b', 'c d'])).toBe('');
  });
});

describe('emerging topics from imported months', () => {
  it('finds a term whose imported volume rose, measured', () => {
    const rising = (_: number, index: number) => (index < 9 ? 100 : 200);
    const latest = run('r1', '2026-11-23T10:00:00.000Z', [
      cluster('air fryers', [
        { text: 'air fryer recipes', monthly_searches: months('2025-12', 12, rising), data_source: 'imported' },
        { text: 'air fryer chips', monthly_searches: months('2025-12', 12, rising), data_source: 'imported' },
      ]),
    ]);
    const topics = discoverEmerging({
      ...history([latest]),
      risingLibrary: [],
      namer,
      keepIndustry: everything,
      confidenceThreshold: 0.7,
    });
    expect(topics.map((item) => [item.topic, item.basis, item.growth_rate])).toEqual([['air fryer', 'imported', 100]]);
    expect(topics[0].confidence_level).toBe(0.95);
  });
});

describe('industry of a cluster', () => {
  it('is the library industry sharing the most distinctive words, counted per keyword, else General', () => {
    const library = JSON.parse(readFileSync('public/data/industry-library.json', 'utf8')) as Parameters<
      typeof industryNamer
    >[0];
    const name = industryNamer(library);
    expect(name(['heat pump grant', 'heat pump grant eligibility', 'heat pump grant application'])).toBe(
      'Home Services',
    );
    expect(name(['mortgage rates today', '30 year mortgage rates'])).toBe('Finance & Banking');
    expect(name(['zxq blorf', 'blorf wug'])).toBe(GENERAL_INDUSTRY);
  });
});
