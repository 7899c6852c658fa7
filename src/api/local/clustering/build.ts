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

function seoDataSource(keywords: readonly KeywordVariant[]): SeoDataSource {
  if (keywords.some((keyword) => keyword.estimated_fields.length > 0)) return 'enhanced_mock';
  return keywords.some((keyword) => keyword.data_source === 'imported') ? 'imported' : 'basic';
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
  const clusterIds = new Map(engine.clusters.map((cluster) => [cluster.id, newId()]));
  const topicIds = new Map(engine.topics.map((topic) => [topic.id, newId()]));
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

  const result: ClusteringResultRecord = {
    id: resultId,
    name: ctx.name,
    project_id: ctx.projectId,
    import_ids: ctx.importIds,
    total_keywords: all.length,
    total_clusters: clusters.length,
    total_unclustered: unclustered.length,
    total_search_volume: sumKnown(rows.map((keyword) => keyword.search_volume)),
    total_clicks: sumKnown(rows.map((keyword) => keyword.clicks)),
    total_impressions: sumKnown(rows.map((keyword) => keyword.impressions)),
    processing_time: ctx.processingTime,
    seo_data_source: seoDataSource(rows),
    metrics_sources: metricsSources,
    expanded_keywords: rows.filter((keyword) => keyword.expanded).length,
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
