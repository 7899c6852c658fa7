/** The Advanced Analytics routes on fake-indexeddb, over a clustering run and typed keywords. */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  ClusteringResult,
  CompetitiveResponse,
  DashboardResponse,
  KpisResponse,
  PerformanceResponse,
  PredictiveResponse,
  RoiResponse,
} from '@/contract';
import { local } from '@/api/local/router';
import { rejectionOf, resetLocalState } from '../api/support';

const detailOf = async (promise: Promise<unknown>): Promise<string> =>
  ((await rejectionOf(promise)) as { detail: string }).detail;

beforeEach(resetLocalState);

function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return local.request(method, path, body) as Promise<T>;
}

const KEYWORDS = [
  'espresso machine',
  'best espresso machine',
  'cheap espresso machine',
  'coffee beans online',
  'buy coffee beans',
  'cold brew recipe',
  'how to make cold brew',
];

const noBadNumbers = (value: unknown) => expect(JSON.stringify(value)).not.toMatch(/NaN|Infinity/);

describe('Advanced Analytics routes', () => {
  it('answers every tool with no data as clear messages or empty figures', async () => {
    expect(
      await detailOf(
        request('POST', '/api/advanced-analytics/performance', { analysis_type: 'performance', period: '30d' }),
      ),
    ).toMatch(/run clustering analysis first/);
    expect(await detailOf(request('POST', '/api/advanced-analytics/competitive', { competitors: [''] }))).toBe(
      'Please enter competitor domains for analysis',
    );
    const kpis = await request<KpisResponse>('GET', '/api/advanced-analytics/kpis?period=30d');
    expect(kpis.kpis.every((k) => k.current_value === null && k.no_data)).toBe(true);
    const predictive = await request<PredictiveResponse>('POST', '/api/advanced-analytics/predictive', {
      period: '7d',
    });
    expect(predictive.period_used).toBe('30d');
    expect(predictive.series).toBeNull();
    noBadNumbers(predictive);
  });

  it('computes from a clustering run', async () => {
    await request<ClusteringResult>('POST', '/api/cluster', { keywords: KEYWORDS, get_seo_data: true });
    const performance = await request<PerformanceResponse>('POST', '/api/advanced-analytics/performance', {
      period: '30d',
    });
    expect(performance.total_keywords).toBeGreaterThan(0);
    expect(performance.data_source).toBe('estimated');
    const roi = await request<RoiResponse>('POST', '/api/advanced-analytics/roi', {
      period: '30d',
      budget_data: { monthly_budget: 10000, cost_per_click: 3.5, conversion_rate: 2.8, average_order_value: 150 },
    });
    expect(roi.keywords.length).toBeLessThanOrEqual(10);
    noBadNumbers(roi);
    const bad = await detailOf(request('POST', '/api/advanced-analytics/roi', { budget_data: { monthly_budget: -1 } }));
    expect(bad).toMatch(/cannot be negative/);
    const competitive = await request<CompetitiveResponse>('POST', '/api/advanced-analytics/competitive', {
      competitors: ['rival.com', '<b>x</b>'],
    });
    expect(competitive.competitors[0].status).toBe('no_ranking_export');
    expect(competitive.rejected[0].line).toBe('<b>x</b>');
    const dashboard = await request<DashboardResponse>('POST', '/api/advanced-analytics/custom-dashboard', {
      dashboard_type: 'executive',
      metrics: ['performance', 'roi', 'trends'],
      period: '30d',
    });
    expect(dashboard.widgets_count).toBe(3);
    noBadNumbers(dashboard);
    const kpis = await request<KpisResponse>('GET', '/api/advanced-analytics/kpis?period=30d');
    expect(kpis.kpis.find((k) => k.metric_name === 'Keywords tracked')?.current_value).toBe(KEYWORDS.length);
  });
});
