import { dataOriginLabel, dataOriginNote } from '@/lib/dataSource';
import { describe, expect, it } from 'vitest';
import type { ClusteringResult } from '@/contract';
import {
  clusterRequest,
  DEFAULT_SETTINGS,
  hasInput,
  keywordCpc,
  moveTargets,
  normaliseSettings,
} from '@/features/clustering/model';

describe('clustering tab settings (spec 000 §5, §9)', () => {
  it('defaults to US, similarity 0.7, sizes 2 to 20, SEO data and expansion off, SERP overlap 4', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      location: 'US',
      getSeoData: false,
      expandKeywords: false,
      similarity: 0.7,
      minSize: 2,
      maxSize: 20,
      serpOverlap: 4,
    });
  });

  it('keeps every setting in range, on the slider step, and max never below min', () => {
    expect(normaliseSettings({ ...DEFAULT_SETTINGS, similarity: 0.30000000000000004 }).similarity).toBe(0.3);
    expect(normaliseSettings({ ...DEFAULT_SETTINGS, similarity: 0 }).similarity).toBe(0.1);
    expect(normaliseSettings({ ...DEFAULT_SETTINGS, similarity: 3 }).similarity).toBe(1);
    expect(normaliseSettings({ ...DEFAULT_SETTINGS, minSize: 0, maxSize: 99 })).toMatchObject({
      minSize: 2,
      maxSize: 50,
    });
    expect(normaliseSettings({ ...DEFAULT_SETTINGS, minSize: 12, maxSize: 5 })).toMatchObject({
      minSize: 10,
      maxSize: 10,
    });
    expect(normaliseSettings({ ...DEFAULT_SETTINGS, minSize: 1, maxSize: 1 })).toMatchObject({
      minSize: 1,
      maxSize: 2,
    });
  });

  it('never expands keywords without SEO data', () => {
    expect(normaliseSettings({ ...DEFAULT_SETTINGS, expandKeywords: true }).expandKeywords).toBe(false);
    expect(normaliseSettings({ ...DEFAULT_SETTINGS, getSeoData: true, expandKeywords: true }).expandKeywords).toBe(
      true,
    );
  });
});

describe('the run request', () => {
  it('sends the spec fields with language en, the project, the uploaded file and the SERP file', () => {
    const request = clusterRequest(
      { keywords: ['seo tools'], importId: 'imp-1', serpImportId: 'serp-1', projectId: 'p-1' },
      {
        ...DEFAULT_SETTINGS,
        location: 'DE',
        getSeoData: true,
        expandKeywords: true,
        similarity: 0.5,
        minSize: 3,
        maxSize: 30,
        serpOverlap: 12,
      },
    );
    expect(request).toEqual({
      keywords: ['seo tools'],
      similarity_threshold: 0.5,
      max_cluster_size: 30,
      min_cluster_size: 3,
      location: 'DE',
      language: 'en',
      get_seo_data: true,
      expand_keywords: true,
      project_id: 'p-1',
      import_ids: ['imp-1'],
      serp_import_ids: ['serp-1'],
      serp_overlap: 10,
    });
  });

  it('needs typed keywords or a file', () => {
    expect(hasInput({ keywords: [], importId: null })).toBe(false);
    expect(hasInput({ keywords: ['a'], importId: null })).toBe(true);
    expect(hasInput({ keywords: [], importId: 'imp' })).toBe(true);
    expect(clusterRequest({ keywords: [], importId: null, projectId: null }, DEFAULT_SETTINGS).import_ids).toEqual([]);
  });
});

describe('display helpers', () => {
  it('words the data source truthfully: imported files by name, estimates as estimates, no credentials promised', () => {
    const file = { tool: 'Semrush', file_name: 'espresso.csv' };
    expect(dataOriginNote({ seo_data_source: 'enhanced_mock', metrics_sources: [] })).toBe(
      'Enhanced mock data used: figures are deterministic estimates, marked Estimated.',
    );
    expect(dataOriginNote({ seo_data_source: 'basic', metrics_sources: [] })).toBe('Basic clustering performed');
    expect(dataOriginNote({ seo_data_source: 'anything else', metrics_sources: [] })).toBe(
      'Basic clustering performed',
    );
    expect(dataOriginNote({ seo_data_source: 'imported', metrics_sources: [file, file] })).toBe(
      'Imported data from espresso.csv used.',
    );
    expect(dataOriginLabel({ seo_data_source: 'imported', metrics_sources: [file] })).toBe(
      'Imported data (from espresso.csv)',
    );
    expect(dataOriginLabel({ seo_data_source: 'enhanced_mock', metrics_sources: [file] })).toBe(
      'Imported data (from espresso.csv) + estimates',
    );
  });

  it('takes the middle of the CPC range, or the known end', () => {
    const base = { cpc_low: null, cpc_high: null } as const;
    expect(keywordCpc({ ...base, cpc_low: 1, cpc_high: 2 } as never)).toBe(1.5);
    expect(keywordCpc({ ...base, cpc_high: 2 } as never)).toBe(2);
    expect(keywordCpc(base as never)).toBeNull();
  });

  it('offers every other cluster, then the unclustered list, as move targets', () => {
    const result = {
      clusters: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
        { id: 'c', name: 'C' },
      ],
    } as unknown as ClusteringResult;
    expect(moveTargets(result, 'b')).toEqual([
      { id: 'a', name: 'A' },
      { id: 'c', name: 'C' },
      { id: null, name: 'Unclustered' },
    ]);
    expect(moveTargets(result, null)).toEqual([
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
      { id: 'c', name: 'C' },
    ]);
  });
});
