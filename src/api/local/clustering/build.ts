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
import { KnownSum } from '@workers/figures';
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
  volume: number | null;
  clicks: number | null;
  impressions: number | null;
  seoDataSource: SeoDataSource;
  expanded: number;
  /** Every file a figure came from, once, in the order first met. */
  files: MetricSource[];
}

/**
 * What the result's totals read from every spelling (keywordRows' order: each keyword, then its
 * variants), in one paced pass: over 100,000 rows at once, these passes held the main thread for
 * 40-50 ms, and a pass per figure cost the command 0.2 s at 100,000 keywords (issue 28).
 */
async function rowTotals(keywords: readonly Keyword[], pace: Pacer): Promise<RowTotals> {
  const volume = new KnownSum();
  const clicks = new KnownSum();
  const impressions = new KnownSum();
  const files = new Map<string, MetricSource>();
  let estimated = false;
  let imported = false;
  let expanded = 0;
  const add = (row: KeywordVariant) => {
    volume.add(row.search_volume);
    clicks.add(row.clicks);
    impressions.add(row.impressions);
    estimated ||= row.estimated_fields.length > 0;
    imported ||= row.data_source === 'imported';
    if (row.expanded) expanded += 1;
    for (const source of Object.values(row.metric_sources))
      files.set(`${source.tool}\u0000${source.file_name}`, source);
  };
  for (const keyword of keywords) {
    add(keyword);
    if (keyword.variant_keywords) for (const variant of keyword.variant_keywords) add(variant);
    await pace();
  }
  return {
    volume: volume.value,
    clicks: clicks.value,
    impressions: impressions.value,
    seoDataSource: estimated ? 'enhanced_mock' : imported ? 'imported' : 'basic',
    expanded,
    files: [...files.values()],
  };
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
    // The nearest cluster added to the keyword itself: a copy of every unclustered keyword into a
    // second object was a tenth of building the rows at 100,000 keywords (issue 28).
    (keyword): UnclusteredKeyword =>
      Object.assign(keywordOf(keyword, keyword.similarity), {
        nearest_cluster_id:
          keyword.nearest_cluster_id === null ? null : (clusterIds.get(keyword.nearest_cluster_id) ?? null),
        nearest_cluster_name: keyword.nearest_cluster_name,
      }),
    pace,
  );
  all.push(...unclustered);
  const totals = await rowTotals(all, pace);

  const result: ClusteringResultRecord = {
    id: resultId,
    name: ctx.name,
    project_id: ctx.projectId,
    import_ids: ctx.importIds,
    total_keywords: all.length,
    total_clusters: clusters.length,
    total_unclustered: unclustered.length,
    total_search_volume: totals.volume,
    total_clicks: totals.clicks,
    total_impressions: totals.impressions,
    processing_time: ctx.processingTime,
    seo_data_source: totals.seoDataSource,
    metrics_sources: totals.files,
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
