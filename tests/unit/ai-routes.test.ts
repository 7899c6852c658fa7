import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import type { ClusteringResult } from '@/contract';
import { setDictionaryLoader } from '@/api/local/handlers/ai';
import { local } from '@/api/local/router';
import { setWorkerServices } from '@/api/local/workers';
import type { ClusterRelations, RelateInput } from '@workers/clustering/relate';
import { MIN_MERGE_CONFIDENCE } from '@workers/ai/merge-calibration';
import { resetLocalState } from './api/support';

const KEYWORDS = [
  'espresso machine',
  'best espresso machine',
  'cheap espresso machine',
  'espresso machine reviews',
  'home espresso machine',
  'coffee beans online',
  'buy coffee beans',
  'organic coffee beans',
  'best coffee beans',
  'cold brew recipe',
  'cold brew coffee ratio',
  'how to make cold brew',
  'cold brew at home',
];

/** Planted relations: clusters `first` and `second` are near-duplicates (0.92), everything else is apart. */
const plantedRelations =
  (first: string, second: string) =>
  async (_signal: AbortSignal | undefined, input: RelateInput): Promise<ClusterRelations> => ({
    semantic: true,
    clusters: input.clusters.map((c) => ({
      id: c.id,
      cohesion: 0.8,
      neighbours:
        c.id === first ? [{ id: second, similarity: 0.92 }] : c.id === second ? [{ id: first, similarity: 0.92 }] : [],
      keywords: c.keywords.map(() => ({ own: 0.8, best_other_id: null, best_other: 0 })),
      subgroups: [c.keywords.map((_, i) => i)],
    })),
  });

beforeEach(async () => {
  await resetLocalState();
  setDictionaryLoader((file) => readFile(`public/${file}`, 'utf8'));
});
afterEach(() => setWorkerServices(undefined));

async function run(): Promise<ClusteringResult> {
  return api.post('/api/cluster', { keywords: KEYWORDS, get_seo_data: true });
}

/** Two clusters of one intent (a merge across intents is never suggested). */
function sameIntentPair(result: ClusteringResult): [string, string] {
  for (const a of result.clusters)
    for (const b of result.clusters) if (a.id !== b.id && a.intent === b.intent) return [a.id, b.id];
  throw new Error('the fixture needs two clusters of one intent');
}

describe('POST /api/ai/* without a clustering result', () => {
  it('answers 404 with what to do next', async () => {
    await expect(local.request('POST', '/api/ai/optimize-clusters', {})).rejects.toMatchObject({
      status: 404,
      message: expect.stringMatching(/run a keyword clustering first/),
    });
  });

  it('has no stored analyses', async () => {
    expect(await api.get('/api/ai/analyses')).toEqual({ result_id: null, stale: [] });
  });

  it('analyses keywords sent in the body without a result', async () => {
    const voice = await api.post('/api/ai/voice-search-optimization', { keywords: ['coffee shop near me'] });
    expect(voice.voice_optimizations[0].voice_intent_type).toBe('local');
    const multi = await api.post('/api/ai/multi-language-analysis', {
      keywords: ['dog food'],
      target_languages: ['es'],
    });
    expect(multi.language_analyses[0].translated_keywords[0].original).toBe('dog food');
  });
});

describe('POST /api/ai/optimize-clusters', () => {
  it('suggests the planted merge, and applying it through the edit route merges the clusters', async () => {
    const result = await run();
    const [first, second] = sameIntentPair(result);
    setWorkerServices({ clustering: { relate: plantedRelations(first, second) } });
    const out = await api.post('/api/ai/optimize-clusters', {
      optimization_goals: ['semantic_coherence', 'search_volume_balance', 'competition_optimization'],
    });
    expect(out.similarity_source).toBe('engine');
    expect(out.result_id).toBe(result.id);
    expect(out.summary.total_clusters_analyzed).toBe(result.clusters.length);
    const merge = out.optimizations.find((o) => o.optimization_type === 'merge');
    const edit = merge?.edit;
    if (edit?.kind !== 'merge') throw new Error('expected a merge');
    const merged = await api.post(`/api/results/${result.id}/merge`, {
      cluster_ids: edit.cluster_ids,
      name: edit.name,
      expected_updated_at: out.result_updated_at,
    });
    expect(edit.cluster_ids.sort()).toEqual([first, second].sort());
    expect(merge?.confidence_score).toBeGreaterThanOrEqual(MIN_MERGE_CONFIDENCE);
    expect(merged.clusters).toHaveLength(result.clusters.length - 1);
    expect(merged.clusters.some((c) => c.name === edit.name)).toBe(true);
    // The analysis is kept with the result, and marked stale by the edit.
    const stored = await api.get('/api/ai/analyses');
    expect(stored.result_id).toBe(result.id);
    expect(stored.optimization?.optimizations.map((o) => o.id)).toEqual(out.optimizations.map((o) => o.id));
    expect(stored.stale).toEqual(['optimization']);
    await api.post('/api/ai/optimize-clusters', {});
    expect((await api.get('/api/ai/analyses')).stale).toEqual([]);
  });

  it('falls back to shared words when the engine’s relations fail, and says so', async () => {
    setWorkerServices({ clustering: { relate: () => Promise.reject(new Error('not built yet')) } });
    await run();
    const out = await api.post('/api/ai/optimize-clusters', {});
    expect(out.similarity_source).toBe('lexical');
    expect(out.based_on).toMatch(/share/);
  });

  it('refuses an unknown goal', async () => {
    await run();
    await expect(
      local.request('POST', '/api/ai/optimize-clusters', { optimization_goals: ['<script>x</script>'] }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/optimization_goals must be/) });
  });
});

describe('POST /api/ai/detect-anomalies', () => {
  it('analyses the current result at medium sensitivity by default', async () => {
    const result = await run();
    const out = await api.post('/api/ai/detect-anomalies', {});
    expect(out.sensitivity).toBe('medium');
    expect(out.summary.total_keywords_analyzed).toBe(result.clusters.reduce((s, c) => s + c.keyword_count, 0));
    expect(out.based_on).toMatch(/estimated figures/);
    expect(out.anomalies.length).toBeGreaterThan(0);
    for (const a of out.anomalies) expect(a.estimated).toBe(true);
  });

  it('finds a planted outlier in keyword_data', async () => {
    const keyword_data = Array.from({ length: 8 }, (_, i) => ({
      text: `kw ${i}`,
      search_volume: i === 4 ? 500_000 : 1000 + i,
      cpc: 1,
      difficulty: 30,
      cluster: 'c',
    }));
    const out = await api.post('/api/ai/detect-anomalies', { keyword_data, sensitivity: 'low' });
    expect(out.anomalies.map((a) => a.keyword)).toEqual(['kw 4']);
  });

  it('refuses bad figures and a bad sensitivity with a clear message', async () => {
    await expect(
      local.request('POST', '/api/ai/detect-anomalies', { keyword_data: [{ text: 'x', search_volume: -3 }] }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/search_volume must be a number of 0 or more/),
    });
    await expect(local.request('POST', '/api/ai/detect-anomalies', { sensitivity: 'extreme' })).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe('POST /api/ai/multi-language-analysis', () => {
  it('translates the first 10 keywords into es, fr, de and ja from the bundled dictionaries', async () => {
    await run();
    const out = await api.post('/api/ai/multi-language-analysis', {});
    expect(out.language_analyses.map((a) => a.target_language)).toEqual(['es', 'fr', 'de', 'ja']);
    expect(out.missing_dictionaries).toEqual([]);
    for (const a of out.language_analyses) expect(a.translated_keywords).toHaveLength(10);
    expect(out.attribution).toMatch(/FreeDict/);
  });

  it('reports a dictionary it cannot load and still answers for the others', async () => {
    setDictionaryLoader((file) =>
      file.includes('deu') ? Promise.reject(new Error('offline')) : readFile(`public/${file}`, 'utf8'),
    );
    const out = await api.post('/api/ai/multi-language-analysis', { keywords: ['coffee'] });
    expect(out.missing_dictionaries).toEqual(['de']);
    expect(out.language_analyses).toHaveLength(3);
  });

  it('refuses another source language and a 10,000-character keyword', async () => {
    await expect(
      local.request('POST', '/api/ai/multi-language-analysis', { keywords: ['x'], source_language: 'fr' }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/Only English/) });
    await expect(
      local.request('POST', '/api/ai/multi-language-analysis', { keywords: ['a'.repeat(10_000)] }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/200 characters or fewer/) });
  });
});

describe('cancelling an analysis', () => {
  it('answers 499 when the caller cancels', async () => {
    const abort = new AbortController();
    abort.abort();
    await expect(
      local.request('POST', '/api/ai/voice-search-optimization', { keywords: ['coffee'] }, { signal: abort.signal }),
    ).rejects.toMatchObject({ status: 499 });
  });
});

describe('POST /api/ai/voice-search-optimization and insights-dashboard', () => {
  it('analyses the first 8 keywords', async () => {
    await run();
    const out = await api.post('/api/ai/voice-search-optimization', {});
    expect(out.summary.keywords_analyzed).toBe(8);
  });

  it('computes the dashboard from the four analyses', async () => {
    const result = await run();
    setWorkerServices({ clustering: { relate: plantedRelations(...sameIntentPair(result)) } });
    const out = await api.post('/api/ai/insights-dashboard', {
      include_predictions: true,
      include_recommendations: true,
    });
    const m = out.overview_metrics;
    expect(m.ai_optimization_score).toBeGreaterThanOrEqual(0);
    expect(m.ai_optimization_score).toBeLessThanOrEqual(100);
    expect(m.multi_language_potential).toBeGreaterThan(0);
    expect(out.ai_recommendations.length).toBeGreaterThan(0);
    expect(Object.keys(out.metric_basis)).toHaveLength(5);
  });
});
