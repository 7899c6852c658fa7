import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import { setIndustryLibraryLoader } from '@/api/local/handlers/industries';
import { RunCancelledError, setWorkerServices } from '@/api/local/workers';
import { resetLocalState } from '../api/support';
import { cluster, months, run, storeRun } from './fixtures';

const LIBRARY_FILE = new URL('../../../public/data/industry-library.json', import.meta.url);
const readLibrary = async () => JSON.parse(await readFile(LIBRARY_FILE, 'utf8')) as unknown;

beforeEach(async () => {
  await resetLocalState();
  setIndustryLibraryLoader(readLibrary);
});

const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR).toISOString();

async function storeTwoRuns() {
  await storeRun(
    run('r1', at(48), [
      cluster('mortgage rates', ['mortgage rates today', '30 year mortgage rates', 'mortgage rate calculator']),
      cluster('christmas gifts', ['christmas gift ideas', 'christmas gifts for dad']),
    ]),
  );
  await storeRun(
    run('r2', at(1), [
      cluster('mortgage rates', [
        'mortgage rates today',
        '30 year mortgage rates',
        'mortgage rate calculator',
        'mortgage rates forecast',
        'mortgage rates chart',
        'jumbo mortgage rates',
      ]),
      cluster('christmas gifts', ['christmas gift ideas', 'christmas gifts for dad']),
      cluster('heat pump grants', ['heat pump grant', 'heat pump grant eligibility', 'heat pump grant application']),
    ]),
  );
}

describe('POST /api/discovery/trending-clusters', () => {
  it('without runs lists 20 library clusters, each labelled an estimate', async () => {
    const response = await api.post('/api/discovery/trending-clusters', {});
    expect(response.trending_clusters).toHaveLength(20);
    expect(response.summary.time_period).toBe('24h');
    expect(response.trending_clusters.length).toBeGreaterThan(0);
    for (const trend of response.trending_clusters) expect(trend.basis).toBe('estimated');
  });

  it('puts the cluster that grew across two dated runs first, computed from the runs', async () => {
    await storeTwoRuns();
    const { trending_clusters: trends, summary } = await api.post('/api/discovery/trending-clusters', { limit: 5 });
    expect(trends).toHaveLength(5);
    expect(trends[0]).toMatchObject({
      name: 'mortgage rates',
      basis: 'computed',
      search_volume_change: 100,
      momentum: 'accelerating',
    });
    expect(trends[0].industry).not.toBe('General');
    expect(summary.accelerating_trends).toBeGreaterThanOrEqual(1);
  });

  it('filters by industry and refuses an unknown time period with a clear message', async () => {
    const { trending_clusters: trends } = await api.post('/api/discovery/trending-clusters', {
      industries: ['ecommerce'],
    });
    expect(new Set(trends.map((trend) => trend.industry))).toEqual(new Set(['E-commerce & Retail']));
    await expect(api.post('/api/discovery/trending-clusters', { time_period: '1y' as never })).rejects.toMatchObject({
      response: { status: 400, data: { detail: 'time_period must be one of 24h, 7d, 30d, 90d' } },
    });
  });
});

describe('POST /api/discovery/seasonal-analysis', () => {
  it('finds the imported peak, and estimates from the lexicon for the rest', async () => {
    const summer = (month: number) => (month >= 6 && month <= 8 ? 900 : 300);
    await storeRun(
      run('r1', at(1), [
        cluster('pool covers', [
          { text: 'pool cover', monthly_searches: months('2024-01', 24, summer) },
          { text: 'solar pool cover', monthly_searches: months('2024-01', 24, summer) },
        ]),
        cluster('christmas gifts', ['christmas gift ideas', 'christmas gifts for dad']),
        cluster('plumbers', ['emergency plumber', 'plumber near me']),
      ]),
    );
    const { seasonal_patterns: patterns, summary } = await api.post('/api/discovery/seasonal-analysis', {});
    expect(patterns.map((pattern) => [pattern.cluster_name, pattern.basis, pattern.peak_months])).toEqual([
      ['pool covers', 'imported', [6, 7, 8]],
      ['christmas gifts', 'estimated', [11, 12]],
    ]);
    expect(patterns[0].seasonal_type).toBe('Summer peak');
    expect(summary).toMatchObject({ patterns_analyzed: 3, high_confidence_patterns: 1, historical_months: 24 });
  });
});

describe('POST /api/discovery/emerging-topics and trend-alerts', () => {
  it('finds the new topic of the latest run and raises alerts from it and the rising cluster', async () => {
    await storeTwoRuns();
    const { emerging_topics: topics } = await api.post('/api/discovery/emerging-topics', {});
    expect(topics.map((item) => item.topic)).toContain('heat pump grant');
    const { alerts, summary, alert_metrics: metrics } = await api.post('/api/discovery/trend-alerts', {});
    expect(alerts.map((alert) => alert.alert_id)).toEqual(expect.arrayContaining(['trending:mortgage rates']));
    for (const alert of alerts) {
      expect(alert.relevance_score).toBeGreaterThanOrEqual(0.8);
      expect(Date.parse(alert.expires_at)).toBeGreaterThan(Date.now());
    }
    expect(summary.total_alerts).toBe(alerts.length);
    expect(metrics.action_required).toBe(summary.urgency_breakdown.high + summary.urgency_breakdown.medium);
  });

  it('refuses a threshold outside 0..1', async () => {
    await expect(api.post('/api/discovery/trend-alerts', { alert_threshold: 8 })).rejects.toMatchObject({
      response: { status: 400, data: { detail: 'alert_threshold must be a number from 0 to 1' } },
    });
  });
});

describe('community votes', () => {
  it('keeps one vote per user per cluster: a second vote replaces the first, 0 withdraws it', async () => {
    await storeTwoRuns();
    const first = await api.post('/api/discovery/votes', { cluster_name: 'Mortgage  Rates', vote: 1 });
    expect(first).toMatchObject({ cluster_key: 'mortgage rates', upvotes: 1, downvotes: 0, my_vote: 1 });
    expect(await api.post('/api/discovery/votes', { cluster_name: 'mortgage rates', vote: 1 })).toMatchObject({
      upvotes: 1,
    });
    expect(await api.post('/api/discovery/votes', { cluster_name: 'mortgage rates', vote: -1 })).toMatchObject({
      upvotes: 0,
      downvotes: 1,
    });
    await api.post('/api/discovery/votes', { cluster_name: 'mortgage rates', vote: 1, user_id: 'colleague' });
    await api.post('/api/discovery/votes', { cluster_name: 'mortgage rates', vote: 1, user_id: 'another' });
    const {
      community_clusters: items,
      summary,
      user_id: userId,
    } = await api.post('/api/discovery/community-clusters', {});
    expect(userId).toBe(first.user_id);
    expect(items[0]).toMatchObject({ name: 'mortgage rates', upvotes: 2, downvotes: 1, my_vote: -1, contributors: 3 });
    expect(items[0].community_score).toBeGreaterThan(0);
    expect(summary).toMatchObject({ total_clusters: 3, total_community_votes: 3, unique_contributors: 3 });
    expect(items.find((item) => item.name === 'heat pump grants')).toMatchObject({ community_score: null, upvotes: 0 });

    expect(await api.post('/api/discovery/votes', { cluster_name: 'mortgage rates', vote: 0 })).toMatchObject({
      upvotes: 2,
      downvotes: 0,
      my_vote: 0,
    });
  });

  it('keeps votes on a cluster that left the latest run, and refuses a bad vote', async () => {
    await storeTwoRuns();
    await api.post('/api/discovery/votes', { cluster_name: 'christmas gifts', vote: 1 });
    await storeRun(run('r3', at(0), [cluster('new things', ['new thing one', 'new thing two'])]));
    const { community_clusters: items } = await api.post('/api/discovery/community-clusters', { limit: 15 });
    expect(items.map((item) => [item.name, item.in_latest_run])).toEqual([
      ['christmas gifts', false],
      ['new things', true],
    ]);
    await expect(api.post('/api/discovery/votes', { cluster_name: 'x', vote: 2 as never })).rejects.toMatchObject({
      response: { status: 400 },
    });
    await expect(api.post('/api/discovery/votes', { cluster_name: '  ', vote: 1 })).rejects.toMatchObject({
      response: { status: 400, data: { detail: 'cluster_name is required: the name of the cluster to vote on' } },
    });
  });
});

describe('without the industry library', () => {
  it('still analyses the user runs (offline before the library was cached)', async () => {
    await storeTwoRuns();
    setIndustryLibraryLoader(() => Promise.reject(new Error('offline')));
    const { trending_clusters: trends } = await api.post('/api/discovery/trending-clusters', {});
    expect(trends.map((trend) => [trend.name, trend.basis])).toEqual([
      ['mortgage rates', 'computed'],
      ['christmas gifts', 'computed'],
    ]);
    expect(trends[0]).toMatchObject({ name: 'mortgage rates', industry: 'General' });
  });
});

describe('vote input', () => {
  it('keeps markup, emoji and CJK names as text, and refuses a 10,000-character name with what to do', async () => {
    const name = '<script>alert(1)</script> 🎄 東京 ホテル';
    expect(await api.post('/api/discovery/votes', { cluster_name: name, vote: 1 })).toMatchObject({
      cluster_key: '<script>alert(1)</script> 🎄 東京 ホテル',
      upvotes: 1,
    });
    await expect(api.post('/api/discovery/votes', { cluster_name: 'x'.repeat(10_000), vote: 1 })).rejects.toMatchObject(
      {
        response: { status: 400, data: { detail: 'cluster_name must be 200 characters or fewer' } },
      },
    );
    await expect(api.post('/api/discovery/seasonal-analysis', { historical_months: 0 })).rejects.toMatchObject({
      response: { status: 400, data: { detail: 'historical_months must be a whole number from 1 to 120' } },
    });
  });
});

describe('cancelling an analysis', () => {
  afterEach(() => setWorkerServices(undefined));

  it('answers 499 when the caller aborts during the worker call, and the next analysis runs', async () => {
    await storeTwoRuns();
    let reached = () => {};
    const inWorker = new Promise<void>((resolve) => (reached = resolve));
    setWorkerServices({
      discovery: {
        analyseEmerging: (signal) =>
          new Promise((_, reject) => {
            signal?.addEventListener('abort', () => reject(new RunCancelledError()));
            reached();
          }),
      },
    });
    const controller = new AbortController();
    const pending = api.post('/api/discovery/emerging-topics', {}, { signal: controller.signal });
    await inWorker;
    controller.abort();
    await expect(pending).rejects.toMatchObject({
      response: { status: 499, data: { detail: 'Discovery analysis cancelled' } },
    });
    setWorkerServices(undefined);
    await expect(api.post('/api/discovery/emerging-topics', {})).resolves.toHaveProperty('emerging_topics');
  });
});
