import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import { resetLocalState } from './support';

beforeEach(resetLocalState);

describe('GET /api/api-status', () => {
  it('reports local mode: no production ads data, competitive intelligence on, estimates labelled', async () => {
    await expect(api.get('/api/api-status')).resolves.toEqual({
      using_production_api: false,
      competitive_intelligence: true,
      data_source: 'enhanced_mock',
      current_result_data: null,
      data_label: 'Enhanced Mock Data',
      data_measured: false,
    });
  });

  it("labels the current result's imported figures as imported data, not mock", async () => {
    const file = new Blob(['Keyword,Volume\nespresso machine,1000\nespresso grinder,500\n']);
    const upload = await api.post('/api/upload-keywords', { file, file_name: 'mine.csv' });
    await api.post('/api/cluster', { keywords: [], import_ids: [upload.import_id] });
    const status = await api.get('/api/api-status');
    expect(status.data_label).toBe('Imported Data');
    expect(status.data_measured).toBe(true);
    expect(status.current_result_data?.files).toEqual(['mine.csv']);
  });
});

describe('GET /pricing/plans', () => {
  it('answers success with Starter, Professional and Enterprise in that order', async () => {
    const response = await api.get('/pricing/plans');
    expect(response.success).toBe(true);
    expect(response.plans.map((plan) => [plan.tier, plan.name])).toEqual([
      ['starter', 'Starter'],
      ['professional', 'Professional'],
      ['enterprise', 'Enterprise'],
    ]);
  });

  it('has keyword limits 1,000 / 10,000 / unlimited and the popular and enterprise flags', async () => {
    const { plans } = await api.get('/pricing/plans');
    expect(plans.map((plan) => plan.keyword_limit)).toEqual([1000, 10000, -1]);
    expect(plans.map((plan) => plan.is_popular)).toEqual([false, true, false]);
    expect(plans.map((plan) => plan.is_enterprise)).toEqual([false, false, true]);
  });

  it('makes annual cheaper than twelve months, with consistent savings, the largest being $1,200', async () => {
    const { plans } = await api.get('/pricing/plans');
    for (const { pricing } of plans) {
      expect(pricing.annual).toBeLessThan(12 * pricing.monthly);
      expect(pricing.annual_savings).toBeCloseTo(12 * pricing.monthly - pricing.annual, 2);
      expect(pricing.founders_annual_savings).toBeCloseTo(12 * pricing.founders_monthly - pricing.founders_annual, 2);
    }
    expect(Math.max(...plans.map((plan) => plan.pricing.annual_savings))).toBe(1200);
  });

  it('prices founders at 50% off', async () => {
    const { plans } = await api.get('/pricing/plans');
    for (const { pricing } of plans) {
      expect(pricing.founders_monthly).toBeCloseTo(pricing.monthly / 2, 2);
      expect(pricing.founders_annual).toBeCloseTo(pricing.annual / 2, 2);
    }
  });

  it('lists features following the comparison table', async () => {
    const { plans } = await api.get('/pricing/plans');
    const [starter, professional, enterprise] = plans.map((plan) => plan.features.join(' | '));
    expect(starter).toMatch(/1K keywords/);
    expect(starter).not.toMatch(/Outreach|Team collaboration/);
    expect(professional).toMatch(/10K keywords/);
    expect(professional).toMatch(/100 contacts/);
    expect(professional).toMatch(/Content strategy/);
    expect(enterprise).toMatch(/Team collaboration/);
    expect(enterprise).toMatch(/API access/);
  });

  it('serves a copy: changing a response does not change the next one', async () => {
    const first = await api.get('/pricing/plans');
    first.plans[0].name = 'Changed';
    first.plans[0].features.push('Injected');
    const second = await api.get('/pricing/plans');
    expect(second.plans[0].name).toBe('Starter');
    expect(second.plans[0].features).not.toContain('Injected');
  });
});
