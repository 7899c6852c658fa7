import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import type { RequestProgress } from '@/api/client';
import type { ClusteringResult, Keyword } from '@/contract';
import { local } from '@/api/local/router';
import { cancellable, setWorkerServices } from '@/api/local/workers';
import { db } from '@/db/database';
import { STORAGE_FULL } from '@/contract/errors';
import { whenNoForegroundWork } from '@/lib/foregroundWork';
import { rejectionOf, resetLocalState } from './api/support';

beforeEach(resetLocalState);
afterEach(() => setWorkerServices(undefined));

const COFFEE = [
  'best coffee beans',
  'coffee beans online',
  'buy coffee beans',
  'organic coffee beans',
  'coffee beans for espresso',
  'espresso machine',
  'best espresso machine',
  'cheap espresso machine',
  'espresso machine reviews',
  'home espresso machine',
  'how to make cold brew',
  'cold brew recipe',
  'cold brew coffee ratio',
  'cold brew at home',
];

const allKeywords = (result: ClusteringResult): Keyword[] => [
  ...result.clusters.flatMap((cluster) => cluster.keywords),
  ...result.unclustered_keywords,
];

describe('POST /api/cluster', () => {
  it('holds background work, such as installing the service worker, until the run ends, failed or not', async () => {
    const waited: string[] = [];
    // Asked once the run reports progress: the request reaches its handler a few hops later. (The
    // request is wrapped: a promise resolved with a promise would wait for it.)
    const started = (keywords: string[]) =>
      new Promise<{ request: Promise<ClusteringResult> }>((resolve) => {
        const request = api.post('/api/cluster', { keywords }, { onProgress: () => resolve({ request }) });
        request.catch(() => resolve({ request }));
      });
    const run = await started(COFFEE);
    whenNoForegroundWork(() => waited.push('after the run'));
    expect(waited).toEqual([]);
    await run.request;
    expect(waited).toEqual(['after the run']);
    const failing = await started(['#', '   ']);
    whenNoForegroundWork(() => waited.push('after the failed run'));
    await expect(failing.request).rejects.toThrow();
    expect(waited).toEqual(['after the run', 'after the failed run']);
  });

  it('clusters, stores the result and makes it the current one', async () => {
    const result = await api.post('/api/cluster', { keywords: COFFEE });
    expect(result.total_keywords).toBe(COFFEE.length);
    expect(
      allKeywords(result)
        .map((keyword) => keyword.text)
        .sort(),
    ).toEqual([...COFFEE].sort());
    expect(result.total_clusters).toBe(result.clusters.length);
    expect(result.total_clusters).toBeGreaterThanOrEqual(2);
    expect(result.total_unclustered).toBe(result.unclustered_keywords.length);
    expect(result.processing_time).toBeGreaterThan(0);
    expect(result.settings).toEqual({
      similarity_threshold: 0.7,
      topic_threshold: 0.5,
      min_cluster_size: 2,
      max_cluster_size: 20,
      location: 'US',
      language: 'en',
      get_seo_data: false,
      expand_keywords: false,
      serp_overlap: 4,
    });
    const names = result.clusters.map((cluster) => cluster.name);
    expect(names).toContain('espresso machine');

    await expect(api.get('/api/results/current')).resolves.toEqual(result);
    await expect(api.get(`/api/results/${result.id}`)).resolves.toEqual(result);
    const stored = await db.clusters.where('result_id').equals(result.id).toArray();
    expect(stored.reduce((sum, cluster) => sum + cluster.keywords.length, 0)).toBe(
      COFFEE.length - result.total_unclustered,
    );
  });

  it('survives a reload: a fresh connection to the same database reads the same current result', async () => {
    const result = await api.post('/api/cluster', { keywords: COFFEE });
    db.close();
    await db.open();
    await expect(api.get('/api/results/current')).resolves.toEqual(result);
  });

  it('a new run replaces the current result, and the history lists both, newest first', async () => {
    const first = await api.post('/api/cluster', { keywords: COFFEE });
    const second = await api.post('/api/cluster', { keywords: COFFEE.slice(0, 10) });
    expect((await api.get('/api/results/current')).id).toBe(second.id);
    const { results } = await api.get('/api/results');
    expect(results.map((summary) => summary.id)).toEqual([second.id, first.id]);
    expect(results[0]).not.toHaveProperty('clusters');
  });

  it('keeps the newest 20 runs; older ones go, leaving tombstones for sync', async () => {
    const ids: string[] = [];
    for (let run = 0; run < 21; run += 1)
      ids.push((await api.post('/api/cluster', { keywords: COFFEE.slice(0, 4) })).id);
    const { results } = await api.get('/api/results');
    expect(results.map((summary) => summary.id)).toEqual(ids.slice(1).reverse());
    expect(await db.clusters.where('result_id').equals(ids[0]).count()).toBe(0);
    expect(await db.tombstones.where('[table_name+record_id]').equals(['clustering_results', ids[0]]).count()).toBe(1);
    expect((await api.get('/api/results/current')).id).toBe(ids[20]);
  });

  it('is a 404 with the spec-like message before any run', async () => {
    await expect(api.get('/api/results/current')).rejects.toMatchObject({
      response: { status: 404, data: { detail: 'No clustering result yet' } },
    });
    await expect(api.get('/api/results/nope')).rejects.toMatchObject({
      response: { status: 404, data: { detail: 'Clustering result not found' } },
    });
  });

  it('without SEO data is basic clustering: no figures, nothing made up', async () => {
    const result = await api.post('/api/cluster', { keywords: COFFEE, get_seo_data: false });
    expect(result.seo_data_source).toBe('basic');
    expect(result.total_search_volume).toBeNull();
    for (const keyword of allKeywords(result)) {
      expect(keyword).toMatchObject({
        search_volume: null,
        cpc_low: null,
        cpc_high: null,
        difficulty: null,
        opportunity_score: null,
        competition: 'UNKNOWN',
        data_source: 'none',
        estimated_fields: [],
        source_label: null,
        expanded: false,
      });
    }
    for (const cluster of result.clusters) {
      expect(cluster).toMatchObject({ total_volume: null, avg_cpc: null, avg_difficulty: null, avg_opportunity: null });
    }
  });

  it('with SEO data fills deterministic, labelled estimates: same keywords, same figures', async () => {
    const first = await api.post('/api/cluster', { keywords: COFFEE, get_seo_data: true });
    const second = await api.post('/api/cluster', { keywords: [...COFFEE].reverse(), get_seo_data: true });
    expect(first.seo_data_source).toBe('enhanced_mock');
    const figures = (result: ClusteringResult) =>
      Object.fromEntries(
        allKeywords(result).map((k) => [
          k.text,
          [k.search_volume, k.cpc_low, k.cpc_high, k.competition, k.difficulty, k.opportunity_score],
        ]),
      );
    expect(figures(second)).toEqual(figures(first));
    for (const keyword of allKeywords(first)) {
      expect(keyword.data_source).toBe('enhanced_mock');
      expect(keyword.estimated_fields).toEqual(['search_volume', 'cpc_low', 'cpc_high', 'competition', 'difficulty']);
      expect(keyword.source_label).toBe('Estimated');
      expect(keyword.search_volume).toBeGreaterThan(0);
      expect(keyword.cpc_high as number).toBeGreaterThanOrEqual(keyword.cpc_low as number);
      expect(['LOW', 'MEDIUM', 'HIGH']).toContain(keyword.competition);
      expect(keyword.opportunity_score).toBeGreaterThanOrEqual(0);
      expect(keyword.opportunity_score).toBeLessThanOrEqual(100);
    }
    const total = allKeywords(first).reduce((sum, keyword) => sum + (keyword.search_volume ?? 0), 0);
    expect(first.total_search_volume).toBe(total);
    for (const cluster of first.clusters) {
      expect(cluster.total_volume).toBe(
        cluster.keywords.reduce((sum, keyword) => sum + (keyword.search_volume ?? 0), 0),
      );
      expect(cluster.keyword_count).toBe(cluster.keywords.length);
    }
  });

  it('Expand Keywords adds marked variants of the seeds, only with SEO data on', async () => {
    const seeds = ['running shoes', 'plumber'];
    const expanded = await api.post('/api/cluster', {
      keywords: seeds,
      get_seo_data: true,
      expand_keywords: true,
      min_cluster_size: 1,
    });
    const keywords = allKeywords(expanded);
    const added = keywords.filter((keyword) => keyword.expanded);
    expect(added.length).toBeGreaterThan(0);
    expect(expanded.expanded_keywords).toBe(added.length);
    for (const keyword of added) expect(seeds).toContain(keyword.expanded_from);
    for (const keyword of keywords.filter((k) => seeds.includes(k.text))) {
      expect(keyword).toMatchObject({ expanded: false, expanded_from: null });
    }
    expect(new Set(keywords.map((keyword) => keyword.text.toLowerCase())).size).toBe(keywords.length);

    const withoutSeo = await api.post('/api/cluster', { keywords: seeds, get_seo_data: false, expand_keywords: true });
    expect(withoutSeo.total_keywords).toBe(2);
    expect(withoutSeo.settings.expand_keywords).toBe(false);
  });

  it('merges duplicate and variant lines into one keyword, keeps HTML, emoji, CJK and RTL text verbatim', async () => {
    const hostile = [
      '<script>alert(1)</script> coffee',
      'café ☕ near me',
      '咖啡 手冲 比例',
      'قهوة باردة',
      'coffee beans',
      'Coffee Beans',
      'coffee  beans',
    ];
    const result = await api.post('/api/cluster', { keywords: hostile, min_cluster_size: 1 });
    const texts = allKeywords(result).map((keyword) => keyword.text);
    expect(texts).toEqual(
      expect.arrayContaining(['<script>alert(1)</script> coffee', 'café ☕ near me', '咖啡 手冲 比例', 'قهوة باردة']),
    );
    expect(texts.filter((text) => text.toLowerCase().replace(/\s+/g, ' ') === 'coffee beans')).toHaveLength(1);
    expect(result.duplicates_merged).toBe(2);
  });

  it('splits pasted blocks into lines and drops blank and over-long lines', async () => {
    const result = await api.post('/api/cluster', {
      keywords: ['coffee beans\n\n  \r\nespresso machine', 'x'.repeat(10_000), '   '],
      min_cluster_size: 1,
    });
    expect(
      allKeywords(result)
        .map((keyword) => keyword.text)
        .sort(),
    ).toEqual(['coffee beans', 'espresso machine']);
    expect(result.skipped_keywords).toBe(1);
  });

  it('names the result after its project and keeps the project totals in step with its latest run', async () => {
    const project = await api.post('/api/projects', { name: 'Coffee shop' });
    const result = await api.post('/api/cluster', { keywords: COFFEE, project_id: project.id });
    expect(result).toMatchObject({ project_id: project.id, name: 'Coffee shop' });
    const [stored] = await api.get('/api/projects');
    expect(stored).toMatchObject({ total_keywords: result.total_keywords, total_clusters: result.total_clusters });

    const unnamed = await api.post('/api/cluster', { keywords: COFFEE.slice(0, 5) });
    expect(unnamed.name).toBe('Clustering of 5 keywords');
    const [unchanged] = await api.get('/api/projects');
    expect(unchanged.total_keywords).toBe(result.total_keywords);
  });

  it('is a 404 for an unknown project, and stores nothing', async () => {
    await expect(api.post('/api/cluster', { keywords: COFFEE, project_id: 'missing' })).rejects.toMatchObject({
      response: { status: 404, data: { detail: 'Project not found' } },
    });
    expect(await db.clustering_results.count()).toBe(0);
  });
});

describe('POST /api/cluster validation', () => {
  it.each([
    [{ keywords: [] }, 'No keywords provided'],
    [{ keywords: ['', '  ', '\n'] }, 'No keywords provided'],
    [{}, 'No keywords provided'],
    [
      { keywords: ['x'.repeat(201)] },
      'No usable keywords: 1 line was longer than 200 characters or had no letters, digits or symbols',
    ],
    [{ keywords: 'coffee' }, 'keywords must be a list of text'],
    [{ keywords: ['a'], similarity_threshold: 0 }, 'similarity_threshold must be a number from 0.1 to 1'],
    [{ keywords: ['a'], similarity_threshold: 1.1 }, 'similarity_threshold must be a number from 0.1 to 1'],
    [{ keywords: ['a'], similarity_threshold: '0.7' }, 'similarity_threshold must be a number from 0.1 to 1'],
    [{ keywords: ['a'], min_cluster_size: 0 }, 'min_cluster_size must be a whole number from 1 to 10'],
    [{ keywords: ['a'], min_cluster_size: 11 }, 'min_cluster_size must be a whole number from 1 to 10'],
    [{ keywords: ['a'], min_cluster_size: 2.5 }, 'min_cluster_size must be a whole number from 1 to 10'],
    [{ keywords: ['a'], max_cluster_size: 1 }, 'max_cluster_size must be a whole number from 2 to 50'],
    [{ keywords: ['a'], max_cluster_size: 51 }, 'max_cluster_size must be a whole number from 2 to 50'],
    [
      { keywords: ['a'], min_cluster_size: 8, max_cluster_size: 5 },
      'max_cluster_size must not be smaller than min_cluster_size',
    ],
    [{ keywords: ['a'], location: 'Mars' }, 'location must be one of US, GB, CA, AU, DE, FR, ES, IT, NL, BR'],
    [{ keywords: ['a'], language: 'xx' }, 'language must be one of en, de, fr, es, it, nl, pt'],
    [{ keywords: ['a'], get_seo_data: 'yes' }, 'get_seo_data must be true or false'],
    [{ keywords: ['a'], import_ids: 'abc' }, 'import_ids must be a list of ids'],
  ])('rejects %j with 400: %s, storing nothing', async (body, detail) => {
    await expect(local.request('POST', '/api/cluster', body)).rejects.toMatchObject({
      response: { status: 400, data: { detail } },
    });
    expect(await db.clustering_results.count()).toBe(0);
  });

  it('rejects more than 100,000 keywords in one run, storing nothing', async () => {
    const body = { keywords: [Array.from({ length: 100_001 }, (_, i) => `keyword ${i}`).join('\n')] };
    await expect(local.request('POST', '/api/cluster', body)).rejects.toMatchObject({
      response: {
        status: 400,
        data: {
          detail:
            'Too many keywords: you entered 100,001; a run takes at most 100,000. ' +
            'Cluster them in parts of 100,000 lines or fewer.',
        },
      },
    });
    expect(await db.clustering_results.count()).toBe(0);
  });

  it('accepts the range ends and lower-case locations', async () => {
    const result = await api.post('/api/cluster', {
      keywords: COFFEE,
      similarity_threshold: 0.1,
      min_cluster_size: 10,
      max_cluster_size: 50,
      location: 'gb',
    });
    expect(result.settings).toMatchObject({
      similarity_threshold: 0.1,
      min_cluster_size: 10,
      max_cluster_size: 50,
      location: 'GB',
    });
    const tight = await api.post('/api/cluster', {
      keywords: COFFEE,
      similarity_threshold: 1,
      min_cluster_size: 1,
      max_cluster_size: 2,
    });
    expect(tight.clusters.length).toBeGreaterThan(0);
    for (const cluster of tight.clusters) expect(cluster.keywords.length).toBeLessThanOrEqual(2);
  });
});

describe('progress and cancel', () => {
  it('reports stages with a fraction that never goes back and ends at 1', async () => {
    const reports: RequestProgress[] = [];
    await api.post(
      '/api/cluster',
      { keywords: COFFEE, get_seo_data: true, expand_keywords: true },
      { onProgress: (p) => reports.push(p) },
    );
    const fractions = reports.map((report) => report.fraction);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
    expect(new Set(reports.map((report) => report.stage))).toEqual(
      new Set(['expanding', 'estimating', 'clustering', 'saving']),
    );
    expect(reports.find((report) => report.stage === 'clustering')?.message).toBe('Clustering keywords');
  });

  it('hands over the result while it is stored; whatever the screen asks next finds it stored', async () => {
    const reads: Promise<unknown>[] = [];
    let preview: ClusteringResult | undefined;
    const result = await api.post(
      '/api/cluster',
      { keywords: COFFEE },
      {
        onProgress: (report) => {
          if (!report.response) return;
          preview = report.response;
          // Asked at once, as an edit or another tab's read would be: they wait for the write.
          reads.push(api.get('/api/results/current'), api.get(`/api/results/${report.response.id}`));
        },
      },
    );
    expect(preview).toBe(result);
    await expect(Promise.all(reads)).resolves.toEqual([result, result]);
  });

  it('a result shown before it is stored, and not stored after all, fails the request', async () => {
    const previous = await api.post('/api/cluster', { keywords: COFFEE });
    const shown: string[] = [];
    // Storage full: the browser refuses to store the run's clusters.
    const add = IDBObjectStore.prototype.add;
    IDBObjectStore.prototype.add = function (this: IDBObjectStore, ...args: Parameters<typeof add>) {
      if (this.name === 'clusters') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return add.apply(this, args);
    };
    try {
      const run = api.post(
        '/api/cluster',
        { keywords: [...COFFEE, 'espresso grinder'] },
        { onProgress: (report) => report.response && shown.push(report.response.id) },
      );
      await expect(rejectionOf(run)).resolves.toMatchObject({
        response: { status: 507, data: { detail: STORAGE_FULL } },
      });
    } finally {
      IDBObjectStore.prototype.add = add;
    }
    expect(shown).toHaveLength(1);
    expect(shown[0]).not.toBe(previous.id);
    expect(await db.clustering_results.count()).toBe(1);
    expect((await api.get('/api/results/current')).id).toBe(previous.id);
  });

  it('a cancelled run rejects with 499 and stores nothing; the previous result stays current', async () => {
    const previous = await api.post('/api/cluster', { keywords: COFFEE });
    // An engine that never finishes on its own, so only the signal can end the run.
    let engineProgress: ((progress: { stage: 'linkage'; done: number; total: number }) => void) | undefined;
    setWorkerServices({
      clustering: {
        cluster: (signal, _keywords, _options, progress) => {
          engineProgress = progress;
          return cancellable(new Promise<never>(() => {}), signal);
        },
      },
    });
    const controller = new AbortController();
    const reports: RequestProgress[] = [];
    const run = api.post(
      '/api/cluster',
      { keywords: COFFEE },
      { signal: controller.signal, onProgress: (p) => reports.push(p) },
    );
    setTimeout(() => controller.abort(), 20);
    const error = await rejectionOf(run);
    expect(error).toMatchObject({ response: { status: 499, data: { detail: 'Clustering cancelled' } } });
    // A report the worker sent before it saw the cancel does not reach the caller.
    const seen = reports.length;
    engineProgress?.({ stage: 'linkage', done: 5, total: 10 });
    expect(reports).toHaveLength(seen);
    expect(await db.clustering_results.count()).toBe(1);
    expect((await api.get('/api/results/current')).id).toBe(previous.id);
  });

  it('the real engine stops on an abort signal already fired', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(api.post('/api/cluster', { keywords: COFFEE }, { signal: controller.signal })).rejects.toMatchObject({
      response: { status: 499 },
    });
    expect(await db.clustering_results.count()).toBe(0);
  });
});
