import { describe, expect, it } from 'vitest';
import { ctrCurve, monthsToClimb, seasonality } from '@workers/forecast/climb';
import { computeRoi, budgetProblems } from '@workers/forecast/roi';
import { competitorFigures, exportDomain, hostOf, parseDomains } from '@workers/forecast/competitive';
import { computeKpis } from '@workers/forecast/kpis';
import { buildScenarios } from '@workers/forecast/scenarios';
import type { AnalyticsKeyword } from '@workers/forecast/keywords';
import { ROI_DEFAULTS } from '@/contract/types/advancedAnalytics';

function keyword(over: Partial<AnalyticsKeyword>): AnalyticsKeyword {
  return {
    keyword: 'espresso machine',
    cluster_id: 'c1',
    cluster_name: 'Espresso machines',
    topic_id: 't1',
    volume: 1000,
    volume_estimated: false,
    cpc: 2,
    cpc_estimated: false,
    difficulty: 50,
    difficulty_estimated: false,
    opportunity: 50,
    competition: 'Medium',
    intent: 'commercial',
    position: null,
    clicks: null,
    impressions: null,
    monthly: [],
    ...over,
  };
}

const published = ctrCurve([]);

describe('climbing rule (SEOmonitor)', () => {
  it('a month per 10 positions outside the top 10, a month per position inside', () => {
    expect(monthsToClimb(50, 5)).toBe(4 + 5);
    expect(monthsToClimb(8, 3)).toBe(5);
    expect(monthsToClimb(null, 10)).toBe(9);
    expect(monthsToClimb(2, 5)).toBe(0);
  });

  it('seasonality is the calendar month over the mean', () => {
    const k = keyword({
      monthly: [
        { month: '2024-01', searches: 200 },
        { month: '2024-02', searches: 100 },
        { month: '2025-01', searches: 200 },
        { month: '2025-02', searches: 100 },
      ],
    });
    expect(seasonality(k, '2026-01')).toBeCloseTo(200 / 150, 10);
    expect(seasonality(keyword({}), '2026-01')).toBe(1);
  });
});

describe('ROI matches hand arithmetic', () => {
  it('one keyword at position 5', () => {
    const budget = { monthly_budget: 100, cost_per_click: 3.5, conversion_rate: 2.8, average_order_value: 150 };
    const { rows, summary } = computeRoi([keyword({ position: 5 })], budget, published);
    // CTR(5) = 6.3 % (Backlinko 2023): 63 clicks; revenue 63 × 0.028 × 150 = 264.6; cost 63 × 2 = 126
    expect(rows[0].clicks).toBe(63);
    expect(rows[0].estimated_revenue).toBe(264.6);
    expect(rows[0].estimated_cost).toBe(126);
    expect(rows[0].roi_percentage).toBe(164.6);
    expect(rows[0].payback_month).toBe(1);
    expect(rows[0].priority_score).toBe(100);
    expect(summary.roi_percentage).toBe(164.6);
  });

  it('missing CPC takes your cost per click; 0 conversion gives 0 revenue, no NaN', () => {
    const budget = { ...ROI_DEFAULTS, conversion_rate: 0 };
    const { rows, summary } = computeRoi([keyword({ cpc_estimated: true, cpc: 3 })], budget, published);
    expect(rows[0].cpc).toBe(3.5);
    expect(rows[0].estimated_revenue).toBe(0);
    expect(rows[0].roi_percentage).toBe(-100);
    expect(rows[0].payback_month).toBeNull();
    expect(summary.payback_month).toBeNull();
  });

  it('a zero budget claims no ROI rather than Infinity', () => {
    const { rows, summary } = computeRoi([keyword({})], { ...ROI_DEFAULTS, monthly_budget: 0 }, published);
    expect(rows[0].roi_percentage).toBeNull();
    expect(summary.roi_percentage).toBeNull();
  });

  it('refuses negative and huge figures', () => {
    expect(budgetProblems({ ...ROI_DEFAULTS, monthly_budget: -5 })).toEqual([
      'Monthly budget cannot be negative: enter 0 or more.',
    ]);
    expect(budgetProblems({ ...ROI_DEFAULTS, average_order_value: 1e12 })[0]).toMatch(/above 1,000,000,000/);
    expect(budgetProblems({ ...ROI_DEFAULTS, conversion_rate: 150 })[0]).toMatch(/0 to 100/);
    expect(budgetProblems(ROI_DEFAULTS)).toEqual([]);
  });
});

describe('competitors', () => {
  it('parses domains and rejects hostile lines', () => {
    const parsed = parseDomains([
      'https://www.Example.com/path',
      'example.com',
      '<script>alert(1)</script>',
      'javascript:alert(1)',
      'rival.co.uk',
      '',
    ]);
    expect(parsed.domains).toEqual(['example.com', 'rival.co.uk']);
    expect(parsed.rejected.map((r) => r.line)).toEqual(['<script>alert(1)</script>', 'javascript:alert(1)']);
  });

  it('cuts 500 lines to 50 with a message', () => {
    const parsed = parseDomains(Array.from({ length: 500 }, (_, i) => `site${i}.com`));
    expect(parsed.domains).toHaveLength(50);
    expect(parsed.truncated_message).toMatch(/500 domains entered/);
  });

  it('shared, unique, overlap and average position from a ranking export', () => {
    const ranking = {
      id: 'r1',
      file_name: 'export.csv',
      created_at: '2026-01-01',
      keywords: [
        { keyword: 'Espresso Machine', position: 2, url: 'https://www.rival.com/a' },
        { keyword: 'coffee grinder', position: 8, url: 'https://rival.com/b' },
        { keyword: 'milk frother', position: 14, url: 'https://rival.com/c' },
      ],
    };
    expect(exportDomain(ranking)).toBe('rival.com');
    const ours = [
      keyword({}),
      keyword({ keyword: 'coffee grinder', cluster_name: 'Grinders' }),
      keyword({ keyword: 'latte art' }),
    ];
    const figures = competitorFigures('rival.com', [ranking], ours);
    expect(figures).toMatchObject({
      shared_keywords: 2,
      unique_keywords: 1,
      avg_position: 8,
      keyword_overlap_percentage: 66.7,
    });
    expect(figures.strongest_clusters[0]).toMatchObject({ name: 'Espresso machines', avg_position: 2 });
    expect(competitorFigures('other.com', [ranking], ours).status).toBe('no_ranking_export');
    expect(hostOf('not a domain')).toBeNull();
  });
});

describe('KPIs', () => {
  const dates = Array.from({ length: 60 }, (_, i) => ({
    date: new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
    clicks: i < 30 ? 10 : 20,
    impressions: 100,
    ctr: 0.1,
    position: 5,
  }));

  it('compares the last 30 days with the 30 before', () => {
    const kpis = computeKpis({ days: 30, now: '2026-03-05T00:00:00Z', dates, runs: [], rankings: [] });
    const clicks = kpis.find((k) => k.metric_name === 'Clicks')!;
    expect(clicks).toMatchObject({ current_value: 600, change_percentage: 100, trend: 'up' });
    const runs = kpis.find((k) => k.metric_name === 'Keywords tracked')!;
    expect(runs.current_value).toBeNull();
    expect(runs.no_data).toMatch(/run clustering first/);
  });
});

describe('scenarios', () => {
  it('ambitious grows more with lower probability; nothing infinite at zero clicks', () => {
    const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);
    const scenarios = buildScenarios({
      keywords: [keyword({ position: 30 })],
      ctr: published,
      months,
      band: months.map(() => null),
    });
    const [conservative, realistic, ambitious] = scenarios;
    // From 30: Conservative reaches 8 in 4 months, Ambitious 2 in 10 (2 + 8), both by month 12.
    expect(conservative.projected_volume[3].clicks).toBe(33);
    expect(ambitious.projected_volume[11].clicks).toBe(158);
    expect(ambitious.probability).toBeLessThan(realistic.probability);
    expect(conservative.current_clicks).toBe(0);
    expect(conservative.growth_rate).toBeNull();
  });
});

describe('position while climbing', () => {
  it('10 positions a month to the top 10, then one a month, slower with difficulty', async () => {
    const { positionAt } = await import('@workers/forecast/climb');
    expect(positionAt(30, 2, 1, 1)).toBe(20);
    expect(positionAt(30, 2, 1, 2)).toBe(10);
    expect(positionAt(30, 2, 1, 3)).toBe(9);
    expect(positionAt(30, 2, 1, 20)).toBe(2);
    expect(positionAt(30, 2, 2, 2)).toBe(20);
    expect(positionAt(null, 5, 1, 3)).toBe(70);
    expect(positionAt(3, 5, 1, 3)).toBe(3);
  });
});

describe('keyword defaults (spec 002 §3)', () => {
  it('a keyword without figures takes Medium, CPC 3, difficulty 50, opportunity 50, volume 0, all estimated', async () => {
    const { fromResultKeyword } = await import('@workers/forecast/keywords');
    const k = fromResultKeyword(
      {
        id: 'k',
        text: 'hose',
        search_volume: null,
        competition: 'UNKNOWN',
        cpc_low: null,
        cpc_high: null,
        difficulty: null,
        opportunity_score: null,
        intent: 'informational',
        data_source: 'none',
        estimated_fields: [],
        metric_sources: {},
        sources: [],
        source_label: null,
        expanded: false,
        expanded_from: null,
        variants: [],
        similarity: null,
        clicks: null,
        impressions: null,
        ctr: null,
        position: null,
        url: null,
      },
      null,
    );
    expect(k).toMatchObject({ competition: 'Medium', cpc: 3, difficulty: 50, opportunity: 50, volume: 0 });
    expect([k.volume_estimated, k.cpc_estimated, k.difficulty_estimated]).toEqual([true, true, true]);
  });
});
