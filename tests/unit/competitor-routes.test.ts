import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import type { RankingsRole } from '@/contract';
import { setWorkerServices } from '@/api/local/workers';
import { startSiteServer, type SiteServer } from '../fixtures/website/siteServer';
import { resetLocalState } from './api/support';

const fixturePath = (path: string) => fileURLToPath(new URL(`../fixtures/${path}`, import.meta.url));
const upload = (path: string, role: RankingsRole, text?: string) => {
  const bytes = text ?? readFileSync(fixturePath(path));
  return api.post('/api/competitor-rankings', { file: new Blob([bytes]), file_name: path.split('/').pop(), role });
};

let site: SiteServer;
beforeAll(async () => {
  site = await startSiteServer(4213, { cors: true });
});
afterAll(() => site.close());
beforeEach(() => resetLocalState());
afterEach(() => setWorkerServices(undefined));

describe('POST /api/competitor-rankings', () => {
  it('reads a Semrush Positions export and tells a truncated one', async () => {
    const yours = await upload('competitor/semrush-positions-yours.csv', 'own');
    expect(yours).toMatchObject({
      format_label: 'Semrush Positions',
      keyword_count: 100,
      rows: 100,
      min_volume: 210,
      truncated: true,
    });
    const theirs = await upload('competitor/semrush-positions-theirs.csv', 'competitor');
    expect(theirs).toMatchObject({ keyword_count: 9, truncated: false });
  });

  it('reads an Ahrefs Organic keywords export (UTF-16) as rankings', async () => {
    const ahrefs = await upload('imports/ahrefs-organic-keywords-utf16.csv', 'competitor');
    expect(ahrefs.keyword_count).toBeGreaterThan(0);
    expect(ahrefs.format_label).toMatch(/Ahrefs/);
  });

  it('refuses a Keyword Planner file attached as rankings with what to attach', async () => {
    await expect(upload('imports/keyword-planner.csv', 'competitor')).rejects.toMatchObject({
      response: {
        status: 422,
        data: { detail: 'This looks like a Keyword Planner file; attach an Organic Positions export' },
      },
    });
    await expect(upload('imports/plain-list.txt', 'competitor')).rejects.toMatchObject({ response: { status: 422 } });
  });
});

describe('POST /api/competitor-analysis', () => {
  it('finds each gap type from a Semrush pair and groups them into opportunities', async () => {
    const yours = await upload('competitor/semrush-positions-yours.csv', 'own');
    const theirs = await upload('competitor/semrush-positions-theirs.csv', 'competitor');
    const analysis = await api.post('/api/competitor-analysis', {
      competitor_url: 'beanhub.example',
      target_location: 'US',
      analyze_gaps: true,
      generate_opportunities: true,
      competitors: [{ url: 'https://beanhub.example', rankings_import_id: theirs.import_id }],
      own_rankings_import_id: yours.import_id,
    });
    const types = Object.fromEntries(analysis.keyword_gaps.map((g) => [g.keyword, g.gap_type]));
    expect(types).toEqual({
      'nitro cold brew': 'missing',
      'cold brew concentrate': 'missing',
      'cold brew ratio': 'underperforming',
      'cold brew maker review': 'opportunity',
      'iced coffee vs cold brew': 'opportunity',
      'cold brew tea bags': 'unknown',
    });
    expect(analysis.gap_counts).toEqual({ missing: 2, underperforming: 1, opportunity: 2, unknown: 1 });
    // Semrush's Keyword Intents column travels with each gap to the engine.
    expect(analysis.keyword_gaps.every((g) => g.intent === 'informational')).toBe(true);
    expect(analysis.competitor_domain).toBe('beanhub.example');
    expect(analysis.competitor_profile.total_keywords).toBe(9);
    expect(analysis.competitor_profile.estimated_traffic).toBeGreaterThan(0);
    expect(analysis.own_source).toBe('rankings');
    expect(analysis.notes[0]).toMatch(/100 rows, an export limit/);
    expect(analysis.content_opportunities.length).toBeGreaterThan(0);
    const all = analysis.content_opportunities.flatMap((o) => o.target_keywords);
    expect(all).not.toContain('cold brew tea bags');
    expect(analysis.content_opportunities[0].priority).toBe('High');
  });

  it('without an export crawls the competitor and reports estimated opportunity gaps, never positions', async () => {
    const analysis = await api.post('/api/competitor-analysis', {
      competitor_url: `${site.url}/`,
      user_keywords: ['cold brew'],
      analyze_gaps: true,
      generate_opportunities: false,
    });
    expect(analysis.competitors[0]).toMatchObject({ source: 'crawl', estimated_traffic: null });
    expect(analysis.keyword_gaps.length).toBeGreaterThan(0);
    for (const gap of analysis.keyword_gaps) {
      expect(gap).toMatchObject({ gap_type: 'opportunity', competitor_position: null, volume_origin: 'estimated' });
    }
    expect(analysis.keyword_gaps.map((g) => g.keyword)).not.toContain('cold brew');
  });

  it('says what to enter when the competitor URL is missing', async () => {
    await expect(api.post('/api/competitor-analysis', { competitor_url: ' ' })).rejects.toMatchObject({
      response: { status: 400, data: { detail: 'Please enter a competitor website URL' } },
    });
  });

  it('analyses 10,000-row exports on both sides quickly', async () => {
    const header = readFileSync(fixturePath('competitor/semrush-positions-theirs.csv'), 'utf8').split('\n')[0];
    const rows = (offset: number) =>
      Array.from({ length: 10_000 }, (_, i) => {
        const n = i + offset;
        return `keyword number ${n} topic ${n % 97},${(n % 30) + 1},${(n % 30) + 1},${100 + (n % 5000)},${n % 90},0.5,https://x.example/${n}/,1,0.1,1,0.1,1000,"[1]",2026-05-14,"",informational,Organic`;
      }).join('\n');
    const yours = await upload('yours.csv', 'own', `${header}\n${rows(0)}\n`);
    const theirs = await upload('theirs.csv', 'competitor', `${header}\n${rows(5000)}\n`);
    const started = performance.now();
    const analysis = await api.post('/api/competitor-analysis', {
      competitor_url: 'rival.example',
      competitors: [{ url: 'rival.example', rankings_import_id: theirs.import_id }],
      own_rankings_import_id: yours.import_id,
      generate_opportunities: false,
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(`10,000-row exports: gaps in ${seconds.toFixed(2)} s, ${analysis.keyword_gaps.length} gaps`);
    expect(analysis.keyword_gaps.length).toBeGreaterThan(1000);
    expect(yours.truncated).toBe(true);
    const withOpportunities = performance.now();
    const full = await api.post('/api/competitor-analysis', {
      competitor_url: 'rival.example',
      competitors: [{ url: 'rival.example', rankings_import_id: theirs.import_id }],
      own_rankings_import_id: yours.import_id,
    });
    console.log(
      `10,000-row exports with content opportunities: ${((performance.now() - withOpportunities) / 1000).toFixed(2)} s, ${full.content_opportunities.length} opportunities`,
    );
    expect(full.content_opportunities.length).toBeGreaterThan(0);
  });
});
