import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import { db } from '@/db/database';
import { setWorkerServices } from '@/api/local/workers';
import { websiteWorkerApi } from '@workers/website/worker-api';
import { startSiteServer, type SiteServer } from '../fixtures/website/siteServer';
import { rejectionOf, resetLocalState } from './api/support';

const PORT = 4212;
let site: SiteServer;
const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../fixtures/website/${name}`, import.meta.url)), 'utf8');

beforeAll(async () => {
  site = await startSiteServer(PORT, { cors: true });
});
afterAll(() => site.close());
beforeEach(() => resetLocalState());
afterEach(() => setWorkerServices(undefined));

describe('POST /api/analyze-website', () => {
  it('crawls the same host with the sitemap and robots.txt, two requests at a time, skipping what it must', async () => {
    const progress: number[] = [];
    const analysis = await api.post(
      '/api/analyze-website',
      { url: `${site.url}/`, max_pages: 10 },
      { onProgress: (p) => progress.push(p.fraction) },
    );
    expect(analysis.host).toBe('127.0.0.1');
    expect(analysis.page_analysis.sitemap_used).toBe(true);
    const crawled = (await db.crawled_pages.toArray()).map((p) => p.url).sort();
    expect(crawled).toEqual(
      expect.arrayContaining([`${site.url}/`, `${site.url}/cold-brew-ratio/`, `${site.url}/grind-size/`]),
    );
    const reasons = Object.fromEntries(
      analysis.page_analysis.pages_skipped.map((s) => [new URL(s.url).pathname, s.reason]),
    );
    expect(reasons['/private/secret']).toBe('Disallowed by robots.txt');
    expect(reasons['/data']).toMatch(/^Not an HTML page \(application\/json\)/);
    expect(reasons['/away']).toMatch(/^Redirected to another site/);
    expect(reasons['/huge']).toBe('Larger than 10 MB');
    expect(site.requested()).not.toContain('/private/secret');
    // /away redirects to localhost: refused from its Location header, never requested (issue 29 item 11).
    expect(site.hosts()).toEqual([`127.0.0.1:${PORT}`]);
    expect(site.maxInFlight()).toBeLessThanOrEqual(2);
    expect(analysis.keywords.slice(0, 10).map((k) => k.keyword)).toContain('cold brew');
    expect(analysis.paa_questions.length).toBeGreaterThan(0);
    expect(analysis.title).toBe('Cold Brew Coffee Guide | Brew Lab');
    expect(progress.length).toBeGreaterThan(0);
    expect((await db.analyses.get(analysis.id))?.subject).toBe('website:127.0.0.1');
    const latest = await api.get('/api/analyze-website/latest');
    expect(latest.id).toBe(analysis.id);
  });

  it('reads and matches robots.txt in the website worker, not on the page’s thread (issue 29)', async () => {
    const asked: string[][] = [];
    const core = websiteWorkerApi;
    setWorkerServices({
      website: {
        parseRobots: async (_signal, text) => core.parseRobots(text),
        allowedPaths: async (_signal, robots, paths) => {
          asked.push([...paths]);
          return core.allowedPaths(robots, paths);
        },
      },
    });
    const analysis = await api.post('/api/analyze-website', { url: `${site.url}/`, max_pages: 10 });
    expect(asked.flat()).toContain('/private/secret');
    expect(analysis.page_analysis.pages_skipped.map((s) => new URL(s.url).pathname)).toContain('/private/secret');
    expect(site.requested()).not.toContain('/private/secret');
  });

  it('stops at max pages (default 5)', async () => {
    const analysis = await api.post('/api/analyze-website', { url: `${site.url}/article-1/`, max_pages: 3 });
    expect(analysis.page_analysis.pages_crawled).toBe(3);
    const five = await api.post('/api/analyze-website', { url: `${site.url}/article-1/` });
    expect(five.page_analysis.pages_crawled).toBe(5);
  });

  it('refuses a missing or invalid URL and an out-of-range max pages with the spec messages', async () => {
    await expect(api.post('/api/analyze-website', { url: '  ' })).rejects.toMatchObject({
      response: { status: 400, data: { detail: 'Please enter a website URL to analyze' } },
    });
    await expect(api.post('/api/analyze-website', { url: 'javascript:alert(1)' })).rejects.toMatchObject({
      response: { status: 400 },
    });
    await expect(api.post('/api/analyze-website', { url: 'not a url' })).rejects.toMatchObject({
      response: { status: 400 },
    });
    await expect(api.post('/api/analyze-website', { url: site.url, max_pages: 11 })).rejects.toMatchObject({
      response: { status: 400, data: { detail: 'Max pages must be a whole number from 1 to 10' } },
    });
  });

  it('says the server cannot be reached when nothing answers, not that it refused CORS', async () => {
    const error = await rejectionOf(api.post('/api/analyze-website', { url: 'http://127.0.0.1:4219/' }));
    expect(error).toMatchObject({
      response: {
        status: 422,
        data: { detail: expect.stringMatching(/^The server could not be reached.*Check the address/) },
      },
    });
  });

  it("fetches through the user's CORS proxy when it is switched on (off by default)", async () => {
    await api.put('/api/settings/website_cors_proxy', { value: { enabled: true, url: `${site.url}/proxy?url=` } });
    const analysis = await api.post('/api/analyze-website', { url: 'https://brewlab.example/', max_pages: 2 });
    expect(analysis.host).toBe('brewlab.example');
    expect(analysis.title).toBe('Cold Brew Coffee Guide | Brew Lab');
    expect(site.requested()).toContain('/proxy');
    expect(analysis.page_analysis.pages_crawled).toBe(2);
    expect((await db.crawled_pages.toArray()).every((page) => page.host === 'brewlab.example')).toBe(true);
  });

  it('cancels a crawl', async () => {
    const controller = new AbortController();
    const run = api.post(
      '/api/analyze-website',
      { url: `${site.url}/article-1/`, max_pages: 10 },
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 30);
    await expect(run).rejects.toMatchObject({ response: { status: 499 } });
  });
});

describe('POST /api/analyze-website/pages', () => {
  it('reads several saved pages with the same extraction', async () => {
    const analysis = await api.post('/api/analyze-website/pages', {
      files: [
        { name: 'home.html', text: `<!-- saved from url=(0025)https://brewlab.example/ -->\n${fixture('home.html')}` },
        { name: 'ratio.html', text: fixture('ratio.html') },
      ],
    });
    expect(analysis.page_analysis).toMatchObject({ pages_crawled: 2, source: 'upload' });
    expect(analysis.host).toBe('brewlab.example');
    expect(analysis.keywords.map((k) => k.keyword)).toContain('cold brew ratio');
  });

  it('names no host for saved pages that do not say where they came from', async () => {
    const analysis = await api.post('/api/analyze-website/pages', {
      files: [{ name: 'home.html', text: fixture('home.html') }],
    });
    expect(analysis.host).toBe('saved pages');
    expect(analysis.keywords.length).toBeGreaterThan(0);
  });

  it('reads a sitemap and a Screaming Frog export', async () => {
    const fromSitemap = await api.post('/api/analyze-website/pages', {
      files: [{ name: 'sitemap.xml', text: fixture('sitemap.xml') }],
    });
    expect(fromSitemap.keywords.map((k) => k.keyword)).toContain('cold brew ratio');
    const fromFrog = await api.post('/api/analyze-website/pages', {
      files: [{ name: 'internal_html.csv', text: fixture('screaming-frog-internal-html.csv') }],
    });
    expect(fromFrog.page_analysis.source).toBe('screaming_frog');
    expect(fromFrog.page_analysis.pages_crawled).toBe(3);
  });

  it('keeps a sitemap URL with a Latin-1 escape as written instead of failing the upload', async () => {
    const sitemap = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      '<url><loc>https://example.com/caf%E9-cr%E8me/</loc></url>',
      '<url><loc>https://example.com/cold-brew-ratio/</loc></url>',
      '</urlset>',
    ].join('');
    const analysis = await api.post('/api/analyze-website/pages', { files: [{ name: 'sitemap.xml', text: sitemap }] });
    expect(analysis.page_analysis.pages_crawled).toBe(2);
    expect(analysis.keywords.map((k) => k.keyword)).toContain('cold brew ratio');
  });

  it('keeps the newest 20 website analyses', async () => {
    for (let i = 0; i < 22; i++) {
      await api.post('/api/analyze-website/pages', {
        files: [{ name: `p${i}.html`, text: `<title>Page ${i}</title><p>brew</p>` }],
      });
    }
    expect(await db.analyses.count()).toBe(20);
  });

  it('refuses files that are none of those', async () => {
    await expect(
      api.post('/api/analyze-website/pages', { files: [{ name: 'notes.txt', text: 'just some words' }] }),
    ).rejects.toMatchObject({ response: { status: 415 } });
    await expect(api.post('/api/analyze-website/pages', { files: [] })).rejects.toMatchObject({
      response: { status: 400 },
    });
  });
});
