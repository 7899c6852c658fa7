import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import { monthColumns } from '@workers/imports/layout';
import { resetLocalState } from './api/support';

beforeEach(resetLocalState);

const fixture = async (name: string): Promise<File> => {
  const bytes = await readFile(new URL(`../fixtures/imports/${name}`, import.meta.url));
  return new File([bytes], name);
};

describe("Keyword Planner's monthly searches", () => {
  it('finds the month columns in any order and ignores other headers', () => {
    expect(
      monthColumns([
        'Keyword',
        'Searches: Feb 2026',
        'Avg. monthly searches',
        'Searches: Dec 2025',
        'Searches: Foo 2025',
      ]),
    ).toEqual([
      { index: 3, month: '2025-12' },
      { index: 1, month: '2026-02' },
    ]);
  });

  it('reach the clustered keywords and draw the trend chart from them instead of an estimate', async () => {
    const upload = await api.post('/api/upload-keywords', { file: await fixture('keyword-planner.csv') });
    const result = await api.post('/api/cluster', {
      keywords: upload.keywords,
      import_ids: [upload.import_id],
      get_seo_data: false,
    });
    const stored = await api.get(`/api/results/${result.id}`);
    const keyword = stored.clusters
      .flatMap((cluster) => cluster.keywords)
      .find((k) => k.text === 'cold brew concentrate');
    expect(keyword?.monthly_searches?.[0]).toEqual({ month: '2025-06', searches: 5705 });
    expect(keyword?.monthly_searches).toHaveLength(12);

    const trends = (await api.post('/api/visualizations/trend-analysis', { result_id: result.id })).visualizations
      .trend_analysis;
    expect(trends?.trend_source).toBe('imported');
    expect(trends?.months).toHaveLength(12);
    expect(trends?.months[0]).toBe('2025-06');
    const top = result.clusters.find((cluster) => cluster.id === trends?.series[0].cluster_id);
    const june = top?.keywords.reduce((sum, k) => sum + (k.monthly_searches?.[0]?.searches ?? 0), 0);
    expect(trends?.series[0].values[0]).toBe(june);
  });
});
