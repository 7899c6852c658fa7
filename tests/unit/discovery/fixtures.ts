/** Planted clustering runs for the discovery tests: keywords, clusters and stored rows. */
import type { Cluster, ClusteringResultSummary, Keyword, MonthlySearches } from '@/contract/types/clustering';
import type { ClusteringResultRecord, ClusterRecord } from '@/db/clusteringRecords';
import { db } from '@/db/database';
import { toRunCluster, type DiscoveryRun } from '@workers/discovery';

export type KeywordSeed = string | (Partial<Keyword> & { text: string });

export function keyword(seed: KeywordSeed): Keyword {
  const fields = typeof seed === 'string' ? { text: seed } : seed;
  return {
    id: `kw-${fields.text}`,
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
    ...fields,
  };
}

export function cluster(name: string, seeds: KeywordSeed[], extra: Partial<Cluster> = {}): Cluster {
  const keywords = seeds.map(keyword);
  const volumes = keywords.flatMap((item) => (item.search_volume === null ? [] : [item.search_volume]));
  return {
    id: `c-${name}`,
    name,
    keywords,
    keyword_count: keywords.length,
    total_volume: volumes.length === 0 ? null : volumes.reduce((a, b) => a + b, 0),
    avg_cpc: null,
    avg_difficulty: null,
    avg_opportunity: null,
    total_clicks: null,
    total_impressions: null,
    intent: 'informational',
    terms: [],
    edited: false,
    topic_id: `t-${name}`,
    ...extra,
  };
}

/** A stored run as planted: its clusters in full. */
export interface PlantedRun {
  id: string;
  name: string;
  created_at: string;
  clusters: Cluster[];
}

export const run = (id: string, createdAt: string, clusters: Cluster[]): PlantedRun => ({
  id,
  name: id,
  created_at: createdAt,
  clusters: clusters.map((item) => ({ ...item, id: `${id}-${item.id}` })),
});

/** What the analyses receive: every run compact, the latest one's clusters in full. */
export function history(planted: readonly PlantedRun[]): { runs: DiscoveryRun[]; latest: Cluster[] } {
  const newest = [...planted].sort((a, b) => a.created_at.localeCompare(b.created_at)).at(-1);
  return {
    runs: planted.map((item) => ({ ...item, clusters: item.clusters.map(toRunCluster) })),
    latest: newest?.clusters ?? [],
  };
}

/** 'YYYY-MM' months from `start` on, with the searches `volumeOf(calendar month 1-12, index)` gives. */
export function months(
  start: string,
  count: number,
  volumeOf: (month: number, index: number) => number,
): MonthlySearches[] {
  const [year, first] = start.split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const total = first - 1 + index;
    const month = (total % 12) + 1;
    return {
      month: `${year + Math.floor(total / 12)}-${String(month).padStart(2, '0')}`,
      searches: volumeOf(month, index),
    };
  });
}

/** Stores a run as the clustering tab would: one summary row and one row per cluster. */
export async function storeRun(planted: PlantedRun): Promise<void> {
  const summary: ClusteringResultSummary = {
    id: planted.id,
    name: planted.name,
    project_id: null,
    total_keywords: planted.clusters.reduce((sum, item) => sum + item.keyword_count, 0),
    total_clusters: planted.clusters.length,
    total_unclustered: 0,
    total_search_volume: null,
    total_clicks: null,
    total_impressions: null,
    processing_time: 0.1,
    seo_data_source: 'basic',
    metrics_sources: [],
    expanded_keywords: 0,
    duplicates_merged: 0,
    skipped_keywords: 0,
    semantic: false,
    settings: {
      similarity_threshold: 0.5,
      topic_threshold: 0.5,
      min_cluster_size: 2,
      max_cluster_size: 50,
      location: 'US',
      language: 'en',
      get_seo_data: false,
      expand_keywords: false,
    },
    created_at: planted.created_at,
    updated_at: planted.created_at,
  };
  const record: ClusteringResultRecord = { ...summary, import_ids: [] };
  const rows: ClusterRecord[] = planted.clusters.map((item, rank) => ({
    ...item,
    result_id: planted.id,
    rank,
    created_at: planted.created_at,
    updated_at: planted.created_at,
  }));
  await db.clustering_results.put(record);
  await db.clusters.bulkPut(rows);
}
