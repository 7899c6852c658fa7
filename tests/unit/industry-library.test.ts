import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IndustryLibraryFormatError, INDUSTRY_LIBRARY_PATH, parseIndustryLibrary } from '@workers/industries';
import { normalizeKeyword } from '@workers/estimates';

const raw = readFileSync(fileURLToPath(new URL(`../../public/${INDUSTRY_LIBRARY_PATH}`, import.meta.url)), 'utf8');
const library = parseIndustryLibrary(JSON.parse(raw));
const clusters = library.industries.flatMap((industry) => industry.clusters);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;

describe('bundled industry library', () => {
  it('is valid JSON in the expected shape, with a source note and the trend basis', () => {
    expect(library.version).toBe(1);
    expect(library.source).toMatch(/Topicwise/u);
    expect(library.source).toMatch(/by hand/u);
    expect(library.trend_basis).toMatch(/not a measurement/u);
  });

  it('has at least 12 industries, each with at least 8 clusters of at least 10 keywords', () => {
    expect(library.industries.length).toBeGreaterThanOrEqual(12);
    for (const industry of library.industries) {
      expect(industry.clusters.length, industry.id).toBeGreaterThanOrEqual(8);
      for (const cluster of industry.clusters) expect(cluster.keywords.length, cluster.id).toBeGreaterThanOrEqual(10);
    }
  });

  it('uses stable, unique, URL-safe ids', () => {
    const industryIds = library.industries.map((industry) => industry.id);
    expect(new Set(industryIds).size).toBe(industryIds.length);
    for (const id of industryIds) expect(id).toMatch(SLUG);
    const clusterIds = clusters.map((cluster) => cluster.id);
    expect(new Set(clusterIds).size).toBe(clusterIds.length);
    for (const industry of library.industries) {
      for (const cluster of industry.clusters) {
        const [prefix, slug, ...rest] = cluster.id.split('.');
        expect(prefix).toBe(industry.id);
        expect(slug).toMatch(SLUG);
        expect(rest).toEqual([]);
        expect(encodeURIComponent(cluster.id)).toBe(cluster.id);
      }
    }
  });

  it('has no duplicate keywords within a cluster (after case, width and spacing folding) and no cross-cluster repeats', () => {
    const everywhere = new Map<string, string>();
    for (const cluster of clusters) {
      const keys = cluster.keywords.map(normalizeKeyword);
      expect(new Set(keys).size, cluster.id).toBe(keys.length);
      for (const key of keys) {
        expect(everywhere.get(key), `${key} in ${cluster.id}`).toBeUndefined();
        everywhere.set(key, cluster.id);
      }
    }
  });

  it('stores keywords as people type them: lower case, trimmed, single-spaced, plain text', () => {
    for (const cluster of clusters) {
      for (const keyword of cluster.keywords) {
        expect(keyword).toBe(normalizeKeyword(keyword));
        expect(keyword).not.toMatch(/[<>{}\\[\]|]/u);
        expect(keyword.split(' ').length).toBeLessThanOrEqual(12);
      }
    }
  });

  it('mixes query forms inside each industry: questions, comparisons and commercial or local queries', () => {
    for (const industry of library.industries) {
      const keywords = industry.clusters.flatMap((cluster) => cluster.keywords);
      expect(
        keywords.some((k) => /^(how|what|when|where|why|is|are|do|does|can|should)\b/u.test(k)),
        industry.id,
      ).toBe(true);
      expect(
        keywords.some((k) => / vs /u.test(k)),
        industry.id,
      ).toBe(true);
      expect(
        keywords.some((k) => /\b(best|cheap|cost|price|pricing|near me|review)\b/u.test(k)),
        industry.id,
      ).toBe(true);
    }
  });

  it('gives every cluster a description, an intent and a justified trend descriptor', () => {
    for (const cluster of clusters) {
      expect(cluster.description.length).toBeGreaterThan(10);
      expect(['informational', 'commercial', 'transactional', 'navigational']).toContain(cluster.intent);
      expect(['rising', 'steady', 'declining']).toContain(cluster.trend.growth);
      expect(cluster.trend.note.length).toBeGreaterThan(10);
      expect(cluster.trend.peak_months.filter((m) => cluster.trend.low_months.includes(m))).toEqual([]);
    }
  });

  it('names lucide-react icons that exist', async () => {
    const icons = (await import('lucide-react')) as Record<string, unknown>;
    expect(library.industries.length).toBeGreaterThan(0);
    for (const industry of library.industries) expect(icons[industry.icon], industry.icon).toBeDefined();
  });
});

describe('parseIndustryLibrary', () => {
  const valid = JSON.parse(raw) as {
    industries: { clusters: { trend: { peak_months: unknown[] }; intent: string; keywords: unknown[] }[] }[];
  };

  it('names the bad field when the file is damaged', () => {
    const broken = structuredClone(valid);
    broken.industries[1].clusters[2].intent = 'shopping';
    expect(() => parseIndustryLibrary(broken)).toThrow(IndustryLibraryFormatError);
    expect(() => parseIndustryLibrary(broken)).toThrow('library.industries[1].clusters[2].intent');
    const badMonth = structuredClone(valid);
    badMonth.industries[0].clusters[0].trend.peak_months = [13];
    expect(() => parseIndustryLibrary(badMonth)).toThrow('peak_months[0]');
    const badKeyword = structuredClone(valid);
    badKeyword.industries[0].clusters[0].keywords.push(42);
    expect(() => parseIndustryLibrary(badKeyword)).toThrow(/keywords\[\d+\]/u);
    expect(() => parseIndustryLibrary(null)).toThrow('library should be an object');
    expect(() => parseIndustryLibrary({ version: 1 })).toThrow('library.source');
  });
});
