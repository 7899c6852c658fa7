import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import { setIndustryLibraryLoader } from '@/api/local/handlers/industries';
import { local } from '@/api/local/router';
import { resetLocalState } from './api/support';

const LIBRARY_FILE = new URL('../../public/data/industry-library.json', import.meta.url);
const readLibrary = async () => JSON.parse(await readFile(LIBRARY_FILE, 'utf8')) as unknown;

beforeEach(async () => {
  await resetLocalState();
  setIndustryLibraryLoader(readLibrary);
});

describe('GET /api/industries', () => {
  it('lists at least 12 industries with their cluster and keyword counts', async () => {
    const industries = await api.get('/api/industries');
    expect(industries.length).toBeGreaterThanOrEqual(12);
    for (const industry of industries) {
      expect(industry.id).toMatch(/^[a-z0-9-]+$/);
      expect(industry.name).not.toBe('');
      expect(industry.cluster_count).toBeGreaterThanOrEqual(8);
      expect(industry.keyword_count).toBeGreaterThanOrEqual(80);
    }
  });

  it('answers repeated reads from the result cache', async () => {
    await api.get('/api/industries');
    await api.get('/api/industries');
    const stats = await api.get('/api/performance/cache');
    expect(stats.hits).toBeGreaterThanOrEqual(1);
  });

  it('fails with 503 and a clear message when the library cannot be loaded, and retries later', async () => {
    setIndustryLibraryLoader(() => Promise.reject(new Error('offline')));
    await expect(api.get('/api/industries')).rejects.toMatchObject({
      response: { status: 503, data: { detail: 'Failed to load industry data: offline' } },
    });
    setIndustryLibraryLoader(readLibrary);
    await expect(api.get('/api/industries')).resolves.not.toHaveLength(0);
  });
});

describe('GET /api/trending-clusters', () => {
  it('returns 10 by default and honours ?limit', async () => {
    const { trending_clusters: ten } = await api.get('/api/trending-clusters');
    expect(ten).toHaveLength(10);
    const { trending_clusters: three } = await api.get('/api/trending-clusters?limit=3');
    expect(three).toHaveLength(3);
    expect(three.map((cluster) => cluster.id)).toEqual(ten.slice(0, 3).map((cluster) => cluster.id));
    for (const cluster of ten) {
      expect(cluster.data_source).toBe('estimated');
      expect(cluster.keywords.length).toBe(cluster.keyword_count);
    }
  });

  it('clamps a silly limit instead of failing', async () => {
    const { trending_clusters: fallback } = await api.get('/api/trending-clusters?limit=abc');
    expect(fallback).toHaveLength(10);
    const { trending_clusters: capped } = await api.get('/api/trending-clusters?limit=100000');
    expect(capped.length).toBeLessThanOrEqual(100);
  });
});

describe('GET /api/industries/{id}/clusters', () => {
  it("lists an industry's clusters with their keywords", async () => {
    const [first] = await api.get('/api/industries');
    const { clusters } = await api.get(`/api/industries/${first.id}/clusters`);
    expect(clusters).toHaveLength(first.cluster_count);
    for (const cluster of clusters) {
      expect(cluster.industry_id).toBe(first.id);
      expect(cluster.keywords.length).toBeGreaterThanOrEqual(10);
    }
  });

  it('is a 404 naming the id for an unknown industry', async () => {
    await expect(api.get('/api/industries/no-such-thing/clusters')).rejects.toMatchObject({
      response: { status: 404, data: { detail: 'Industry not found: no-such-thing' } },
    });
  });
});

describe('POST /api/clusters/{id}/import', () => {
  it("returns the cluster's keywords and their count", async () => {
    const [first] = await api.get('/api/industries');
    const { clusters } = await api.get(`/api/industries/${first.id}/clusters`);
    const imported = await api.post(`/api/clusters/${encodeURIComponent(clusters[0].id)}/import`);
    expect(imported).toEqual({ keywords: clusters[0].keywords, keyword_count: clusters[0].keywords.length });
  });

  it('is a 404 for an unknown cluster', async () => {
    await expect(local.request('POST', '/api/clusters/nope/import')).rejects.toMatchObject({
      response: { status: 404, data: { detail: 'Cluster not found: nope' } },
    });
  });
});
