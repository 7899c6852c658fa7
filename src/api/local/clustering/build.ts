/**
 * The engine's output turned into stored rows: UUIDs for the result, its clusters and keywords
 * (the engine's 'c1', 'c2' ids are only unique within one run), the figures of each keyword,
 * and the totals. Stored keywords have the contract's shape, so reading needs no conversion.
 */
import type { ClusteringResult as EngineResult, OutputKeyword } from '@workers/clustering/types';
import { newId } from '@/db/records';
import {
  UNCLUSTERED_CHUNK_SIZE,
  type ClusteringResultRecord,
  type ClusterRecord,
  type UnclusteredChunkRecord,
} from '@/db/clusteringRecords';
import type {
  ClusteringSettings,
  Keyword,
  KeywordVariant,
  MetricSource,
  SeoDataSource,
  SerpUsage,
  UnclusteredKeyword,
} from '../../../contract/types/clustering';
import type { KeywordFigures, PreparedKeyword } from './figures';
import { createPacer, mapPaced, type Pacer } from './pacer';
import { sumKnown } from '@workers/figures';
import { clusterTotals } from './totals';

export interface BuildContext {
  prepared: readonly PreparedKeyword[];
  /** Figures per prepared keyword (same index). */
  figures: readonly KeywordFigures[];
  settings: ClusteringSettings;
  name: string;
  projectId: string | null;
  importIds: string[];
  skippedKeywords: number;
  /** What the run's SERP files gave it; undefined without SERP files. */
  serpUsage?: SerpUsage;
  processingTime: number;
  now: string;
}

export interface BuiltResult {
  result: ClusteringResultRecord;
  clusters: ClusterRecord[];
  unclustered: UnclusteredChunkRecord[];
}

interface RowTotals {
  volumes: KeywordVariant['search_volume'][];
  clicks: KeywordVariant['clicks'][];
  impressions: KeywordVariant['impressions'][];
  seoDataSource: SeoDataSource;
  expanded: number;
}

/**
 * What the result's totals read from every spelling, in one paced pass: over 100,000 rows at once,
 * these passes held the main thread for 40-50 ms (issue 28). Sums are taken in row order, as before.
 */
async function rowTotals(rows: readonly KeywordVariant[], pace: Pacer): Promise<RowTotals> {
  const totals: RowTotals = { volumes: [], clicks: [], impressions: [], seoDataSource: 'basic', expanded: 0 };
  let estimated = false;
  let imported = false;
  for (const keyword of rows) {
    totals.volumes.push(keyword.search_volume);
    totals.clicks.push(keyword.clicks);
    totals.impressions.push(keyword.impressions);
    estimated ||= keyword.estimated_fields.length > 0;
    imported ||= keyword.data_source === 'imported';
    if (keyword.expanded) totals.expanded += 1;
    await pace();
  }
  totals.seoDataSource = estimated ? 'enhanced_mock' : imported ? 'imported' : 'basic';
  return totals;
}

async function filesUsed(keywords: readonly KeywordVariant[], pace: Pacer): Promise<MetricSource[]> {
  const files = new Map<string, MetricSource>();
  for (const keyword of keywords) {
    for (const source of Object.values(keyword.metric_sources))
      files.set(`${source.tool}\u0000${source.file_name}`, source);
    await pace();
  }
  return [...files.values()];
}

/** Splits the unclustered list into stored chunks of UNCLUSTERED_CHUNK_SIZE. */
export function chunkUnclustered(
  resultId: string,
  keywords: UnclusteredKeyword[],
  now: string,
  firstRank = 0,
): UnclusteredChunkRecord[] {
  const chunks: UnclusteredChunkRecord[] = [];
  for (let start = 0; start < keywords.length; start += UNCLUSTERED_CHUNK_SIZE) {
    chunks.push({
      id: newId(),
      result_id: resultId,
      rank: firstRank + chunks.length,
      keywords: keywords.slice(start, start + UNCLUSTERED_CHUNK_SIZE),
      created_at: now,
      updated_at: now,
    });
  }
  return chunks;
}

/** Async only to yield now and then: at 10,000 keywords building the rows takes a few hundred ms. */
export async function buildResult(
  engine: EngineResult,
  ctx: BuildContext,
  pace: Pacer = createPacer(),
): Promise<BuiltResult> {
  const resultId = newId();
  // Minted a slice at a time: 25,000 UUIDs at once were a 50 ms task at 100,000 keywords (issue 28).
  const clusterIds = new Map(await mapPaced(engine.clusters, (cluster) => [cluster.id, newId()] as const, pace));
  const topicIds = new Map(await mapPaced(engine.topics, (topic) => [topic.id, newId()] as const, pace));
  const stamps = { created_at: ctx.now, updated_at: ctx.now };

  // Each spelling's own figures: the head is the highest-volume one, its variants keep theirs.
  const lineOf = (text: string, index: number): KeywordVariant => {
    const source = ctx.prepared[index];
    return {
      text,
      ...ctx.figures[index],
      expanded: source.expandedFrom !== null,
      expanded_from: source.expandedFrom,
    };
  };
  // lineOf's fields written out (one object per keyword, not a second one spread into it), same order.
  const keywordOf = (keyword: OutputKeyword, similarity: number): Keyword => ({
    id: newId(),
    text: keyword.text,
    ...ctx.figures[keyword.input_index],
    expanded: ctx.prepared[keyword.input_index].expandedFrom !== null,
    expanded_from: ctx.prepared[keyword.input_index].expandedFrom,
    variants: keyword.variants,
    ...(keyword.variants.length > 0 && {
      variant_keywords: keyword.variants.map((text, k) => lineOf(text, keyword.variant_indexes[k])),
    }),
    similarity: Math.round(similarity * 1000) / 1000,
  });

  const all: Keyword[] = [];
  const clusters: ClusterRecord[] = [];
  for (const [index, cluster] of engine.clusters.entries()) {
    const keywords = cluster.keywords.map((keyword) => keywordOf(keyword, keyword.similarity));
    all.push(...keywords);
    clusters.push({
      id: clusterIds.get(cluster.id) as string,
      result_id: resultId,
      rank: index,
      name: cluster.name,
      keywords,
      ...clusterTotals(keywords),
      intent: cluster.intent,
      terms: cluster.terms,
      edited: false,
      topic_id: topicIds.get(cluster.topic) as string,
      method: cluster.method,
      ...stamps,
    });
    await pace();
  }
  const unclustered = await mapPaced(
    engine.unclustered,
    (keyword): UnclusteredKeyword => ({
      ...keywordOf(keyword, keyword.similarity),
      nearest_cluster_id:
        keyword.nearest_cluster_id === null ? null : (clusterIds.get(keyword.nearest_cluster_id) ?? null),
      nearest_cluster_name: keyword.nearest_cluster_name,
    }),
    pace,
  );
  all.push(...unclustered);
  // Every spelling once (keywordRows' order), a slice at a time: 100,000 keywords and their
  // variants in one go held the main thread for over 100 ms (issue 28).
  const rows: KeywordVariant[] = [];
  for (const keyword of all) {
    rows.push(keyword);
    if (keyword.variant_keywords) rows.push(...keyword.variant_keywords);
    await pace();
  }
  const metricsSources = await filesUsed(rows, pace);
  const totals = await rowTotals(rows, pace);

  const result: ClusteringResultRecord = {
    id: resultId,
    name: ctx.name,
    project_id: ctx.projectId,
    import_ids: ctx.importIds,
    total_keywords: all.length,
    total_clusters: clusters.length,
    total_unclustered: unclustered.length,
    total_search_volume: sumKnown(totals.volumes),
    total_clicks: sumKnown(totals.clicks),
    total_impressions: sumKnown(totals.impressions),
    processing_time: ctx.processingTime,
    seo_data_source: totals.seoDataSource,
    metrics_sources: metricsSources,
    expanded_keywords: totals.expanded,
    duplicates_merged: engine.stats.duplicates_merged,
    skipped_keywords: ctx.skippedKeywords,
    semantic: engine.stats.semantic,
    ...(ctx.serpUsage && { serp_data: ctx.serpUsage }),
    settings: ctx.settings,
    topics: engine.topics.map((topic) => ({
      ...topic,
      id: topicIds.get(topic.id) as string,
      cluster_ids: topic.cluster_ids.map((id) => clusterIds.get(id) as string),
    })),
    ...stamps,
  };
  return { result, clusters, unclustered: chunkUnclustered(resultId, unclustered, ctx.now) };
}
