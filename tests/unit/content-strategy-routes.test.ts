/**
 * The Content Strategy routes on fake-indexeddb: each tool computes from the stored clustering
 * result, is kept as a derived result, is recomputed after an edit, and degrades to shared terms
 * when the engine's cluster relations are not available.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  CalendarFile,
  ClusteringResult,
  ContentBrief,
  ContentCalendar,
  ContentDashboard,
  ContentGaps,
  ContentPerformance,
  InternalLinking,
  TechnicalSeo,
  UploadKeywordsResponse,
} from '@/contract';
import { local } from '@/api/local/router';
import { setWorkerServices } from '@/api/local/workers';
import { db } from '@/db/database';
import type { CrawledPage } from '@/contract/types/website';
import type { RelateInput } from '@workers/clustering/relate';
import { rejectionOf, resetLocalState } from './api/support';

beforeEach(resetLocalState);
afterEach(() => setWorkerServices(undefined));

function request<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  return local.request(method, path, body) as Promise<T>;
}

const KEYWORDS = [
  'espresso machine',
  'best espresso machine',
  'cheap espresso machine',
  'espresso machine reviews',
  'coffee beans online',
  'buy coffee beans',
  'organic coffee beans',
  'best coffee beans',
  'cold brew recipe',
  'how to make cold brew',
  'cold brew coffee ratio',
  'cold brew at home',
];

const run = () => request<ClusteringResult>('POST', '/api/cluster', { keywords: KEYWORDS, get_seo_data: true });

/** Planted relations: every cluster is 0.8 similar to the next one, one sub-group per cluster. */
function plantRelations() {
  const calls: RelateInput[] = [];
  setWorkerServices({
    clustering: {
      relate: async (_signal, input) => {
        calls.push(input);
        return {
          semantic: false,
          clusters: input.clusters.map((cluster, index) => ({
            id: cluster.id,
            cohesion: 0.7,
            neighbours: input.clusters
              .filter((_, other) => other === (index + 1) % input.clusters.length && other !== index)
              .map((other) => ({ id: other.id, similarity: 0.8 })),
            keywords: cluster.keywords.map(() => ({ own: 0.7, best_other_id: null, best_other: 0 })),
            subgroups: [cluster.keywords.map((_, i) => i)],
          })),
        };
      },
    },
  });
  return calls;
}

describe('content strategy routes', () => {
  it('builds a calendar at the capacity asked for, and stores it', async () => {
    const result = await run();
    const calendar = await request<ContentCalendar>('POST', '/api/content-strategy/calendar', {
      result_id: result.id,
      pages_per_week: 1,
      start_date: '2026-01-05',
    });
    expect(calendar.total_entries).toBe(calendar.calendar_entries.length);
    expect(calendar.total_entries).toBeGreaterThan(0);
    expect(calendar.calendar_entries[0].planned_date).toBe('2026-01-05');
    expect(calendar.calendar_entries[1]?.planned_date).toBe('2026-01-12');
    expect(calendar.calendar_entries.every((entry) => entry.assigned_to === 'Unassigned')).toBe(true);
    const again = await request<ContentCalendar>('POST', '/api/content-strategy/calendar', {
      result_id: result.id,
      pages_per_week: 1,
      start_date: '2026-01-05',
    });
    expect(again.generated_at).toBe(calendar.generated_at);
    expect(await db.derived_results.where('result_id').equals(result.id).count()).toBeGreaterThan(0);
  });

  it('refuses a bad capacity or date with a message that says what to enter', async () => {
    const result = await run();
    expect(
      await rejectionOf(request('POST', '/api/content-strategy/calendar', { result_id: result.id, pages_per_week: 0 })),
    ).toMatchObject({ status: 400, detail: expect.stringContaining('1 to 50') });
    expect(
      await rejectionOf(
        request('POST', '/api/content-strategy/calendar', { result_id: result.id, start_date: '2026-02-30' }),
      ),
    ).toMatchObject({ status: 400, detail: expect.stringContaining('YYYY-MM-DD') });
    for (const start_date of ['9999-12-27', '+010000-01-01', '1899-12-31']) {
      expect(
        await rejectionOf(request('POST', '/api/content-strategy/calendar', { result_id: result.id, start_date })),
        start_date,
      ).toMatchObject({ status: 400, detail: expect.stringMatching(/Start date must be/) });
    }
    expect(await rejectionOf(request('POST', '/api/content-strategy/calendar', {}))).toMatchObject({ status: 400 });
    expect(
      await rejectionOf(request('POST', '/api/content-strategy/content-gaps', { result_id: 'missing' })),
    ).toMatchObject({ status: 404 });
  });

  it('exports the calendar as an iCalendar file', async () => {
    const result = await run();
    const file = await request<CalendarFile>('POST', '/api/content-strategy/calendar/ics', {
      result_id: result.id,
      start_date: '2026-03-02',
    });
    expect(file.file_name).toBe('content-calendar-2026-03-02.ics');
    expect(file.content.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(file.content).toContain('DTSTART;VALUE=DATE:20260302');
  });

  it('recomputes a stored tool after the result is edited', async () => {
    const result = await run();
    const body = { result_id: result.id, start_date: '2026-01-05' };
    const before = await request<ContentCalendar>('POST', '/api/content-strategy/calendar', body);
    const cluster = result.clusters[0];
    await request('PUT', `/api/results/${result.id}/clusters/${cluster.id}`, { name: 'Renamed cluster' });
    const stored = await db.derived_results.where('result_id').equals(result.id).toArray();
    expect(stored.every((record) => record.stale)).toBe(true);
    const after = await request<ContentCalendar>('POST', '/api/content-strategy/calendar', body);
    expect(after.generated_at >= before.generated_at).toBe(true);
    expect((await db.derived_results.where('result_id').equals(result.id).toArray()).some((r) => !r.stale)).toBe(true);
  });

  it('links with the engine relations when they answer, with shared terms when they fail', async () => {
    const result = await run();
    const calls = plantRelations();
    const linking = await request<InternalLinking>('POST', '/api/content-strategy/internal-linking', {
      result_id: result.id,
    });
    expect(calls).toHaveLength(1);
    expect(linking.basis).toBe('similarity');
    expect(linking.linking_suggestions.some((link) => link.relation === 'related')).toBe(true);

    await resetLocalState();
    const second = await run();
    setWorkerServices({
      clustering: {
        relate: async () => {
          throw new Error('relate is not built yet');
        },
      },
    });
    const fallback = await request<InternalLinking>('POST', '/api/content-strategy/internal-linking', {
      result_id: second.id,
    });
    expect(fallback.basis).toBe('shared_terms');
  });

  it('finds gaps, and counts a cluster covered once a crawled page targets it', async () => {
    const result = await run();
    const before = await request<ContentGaps>('POST', '/api/content-strategy/content-gaps', { result_id: result.id });
    expect(before.total_gaps).toBe(result.clusters.length);
    const page: CrawledPage & { id: string } = {
      id: 'https://shop.example/espresso-machine',
      url: 'https://shop.example/espresso-machine',
      host: 'shop.example',
      source: 'crawl',
      status: 200,
      title: 'Espresso machines for home',
      meta_description: 'Our espresso machines.',
      headings: [{ level: 1, text: 'Espresso machine' }],
      links: [],
      word_count: 800,
      noindex: false,
      canonical: null,
      crawled_at: '2026-01-01T00:00:00.000Z',
    };
    await db.crawled_pages.put(page);
    const after = await request<ContentGaps>('POST', '/api/content-strategy/content-gaps', { result_id: result.id });
    expect(after.covered_clusters).toBeGreaterThanOrEqual(1);
    expect(after.total_gaps).toBe(result.clusters.length - after.covered_clusters);
    const technical = await request<TechnicalSeo>('POST', '/api/content-strategy/technical-seo', {
      result_id: result.id,
    });
    expect(technical.mode).toBe('audit');
    expect(technical.pages_checked).toBe(1);
  });

  it('says what to import when there are no Search Console figures, and gives a checklist without a crawl', async () => {
    const result = await run();
    const performance = await request<ContentPerformance>('POST', '/api/content-strategy/performance', {
      result_id: result.id,
    });
    expect(performance.available).toBe(false);
    expect(performance.what_to_import).toContain('Search Console');
    const technical = await request<TechnicalSeo>('POST', '/api/content-strategy/technical-seo', {
      result_id: result.id,
    });
    expect(technical.mode).toBe('checklist');
    expect(technical.checklist.length).toBeGreaterThan(0);
  });

  it('reads Search Console clicks per cluster from an imported file', async () => {
    const csv =
      'Top queries,Clicks,Impressions,CTR,Position\nespresso machine,40,1000,4%,3.2\nbest espresso machine,10,500,2%,6.5\n';
    const upload = await request<UploadKeywordsResponse>('POST', '/api/upload-keywords', {
      file: new File([csv], 'Queries.csv'),
    });
    const result = await request<ClusteringResult>('POST', '/api/cluster', {
      keywords: [],
      import_ids: [upload.import_id],
    });
    const performance = await request<ContentPerformance>('POST', '/api/content-strategy/performance', {
      result_id: result.id,
    });
    expect(performance.available).toBe(true);
    expect(performance.total_traffic).toBe(50);
    const espresso = performance.clusters.find((c) => c.clicks === 50);
    expect(espresso?.position).toBeCloseTo((3.2 * 1000 + 6.5 * 500) / 1500, 1);
  });

  it('writes a brief for a cluster, with H2s from the engine sub-groups', async () => {
    const result = await run();
    plantRelations();
    const cluster = result.clusters.find((c) => c.keywords.length >= 3) ?? result.clusters[0];
    const brief = await request<ContentBrief>('POST', '/api/content-strategy/brief', {
      result_id: result.id,
      cluster_id: cluster.id,
    });
    expect(brief.cluster_id).toBe(cluster.id);
    expect(brief.markdown.startsWith(`# ${brief.title}`)).toBe(true);
    expect(
      await rejectionOf(request('POST', '/api/content-strategy/brief', { result_id: result.id, cluster_id: 'nope' })),
    ).toMatchObject({ status: 404 });
    // A topic of one cluster has no pillar page; one of 2+ clusters has (the engine's grouping decides which exist).
    const single = result.topics.find((topic) => topic.cluster_ids.length === 1);
    if (single)
      expect(
        await rejectionOf(
          request('POST', '/api/content-strategy/brief', { result_id: result.id, topic_id: single.id }),
        ),
      ).toMatchObject({ status: 404, detail: expect.stringContaining('two or more clusters') });
    const grouped = result.topics.find((topic) => topic.cluster_ids.length >= 2);
    if (grouped) {
      const pillar = await request<ContentBrief>('POST', '/api/content-strategy/brief', {
        result_id: result.id,
        topic_id: grouped.id,
      });
      expect(pillar.page_id).toBe(`pillar:${grouped.id}`);
    }
  });

  it('fills the dashboard with 3 items per panel', async () => {
    const result = await run();
    const dashboard = await request<ContentDashboard>('GET', `/api/content-strategy/dashboard/${result.id}`);
    const panels = dashboard.content_strategy;
    expect(panels.content_calendar.entries.length).toBeLessThanOrEqual(3);
    expect(panels.content_calendar.total_planned).toBeGreaterThan(0);
    expect(panels.content_gaps.gaps.length).toBe(Math.min(3, panels.content_gaps.total_gaps));
    expect(panels.performance_tracking.total_traffic).toBeNull();
  });
});
