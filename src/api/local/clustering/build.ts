/**
 * The engine's output turned into stored rows: UUIDs for the result, its clusters and keywords
 * (the engine's 'c1', 'c2' ids are only unique within one run), the figures of each keyword,
 * and the totals.
 */
import type { ClusteringResult as EngineResult, OutputKeyword } from '@workers/clustering/types';
import { newId } from '@/db/records';
import { UNCLUSTERED, type ClusteringResultRecord, type ClusterRecord, type KeywordRecord } from '@/db/clusteringRecords';
import type { ClusteringSettings, MetricSource, SeoDataSource } from '../../types/clustering';
import type { KeywordFigures, PreparedKeyword } from './figures';
import { createPacer, mapPaced, type Pacer } from './pacer';
import { clusterTotals, sumKnown } from './totals';

export interface BuildContext {
  prepared: readonly PreparedKeyword[];
  /** Figures per prepared keyword (same index). */
  figures: readonly KeywordFigures[];
  settings: ClusteringSettings;
  name: string;
  projectId: string | null;
  importIds: string[];
  processingTime: number;
  now: string;
}

export interface BuiltResult {
  result: ClusteringResultRecord;
  clusters: ClusterRecord[];
  keywords: KeywordRecord[];
}

/** Of the input lines merged into one keyword, the one whose figures to show: the first with imported figures. */
function figureIndex(keyword: OutputKeyword, prepared: readonly PreparedKeyword[]): number {
  const indexes = [keyword.input_index, ...keyword.merged_indexes];
  return indexes.find((index) => prepared[index]?.imported) ?? keyword.input_index;
}

function seoDataSource(keywords: readonly KeywordRecord[]): SeoDataSource {
  if (keywords.some((keyword) => keyword.estimated_fields.length > 0)) return 'enhanced_mock';
  return keywords.some((keyword) => keyword.data_source === 'imported') ? 'imported' : 'basic';
}

function filesUsed(keywords: readonly KeywordRecord[]): MetricSource[] {
  const files = new Map<string, MetricSource>();
  for (const keyword of keywords) {
    for (const source of Object.values(keyword.metric_sources)) files.set(`${source.tool}\u0000${source.file_name}`, source);
  }
  return [...files.values()];
}

/** Async only to yield now and then: at 10,000 keywords building the rows takes a few hundred ms. */
export async function buildResult(engine: EngineResult, ctx: BuildContext, pace: Pacer = createPacer()): Promise<BuiltResult> {
  const resultId = newId();
  const clusterIds = new Map(engine.clusters.map((cluster) => [cluster.id, newId()]));
  const stamps = { created_at: ctx.now, updated_at: ctx.now };
  let rank = 0;

  const keywordRow = (
    keyword: OutputKeyword,
    clusterId: string,
    similarity: number,
    nearest: { id: string | null; name: string | null },
  ): KeywordRecord => {
    const at = figureIndex(keyword, ctx.prepared);
    const source = ctx.prepared[keyword.input_index];
    return {
      id: newId(),
      result_id: resultId,
      cluster_id: clusterId,
      rank: rank++,
      text: keyword.text,
      ...ctx.figures[at],
      expanded: source.expandedFrom !== null,
      expanded_from: source.expandedFrom,
      variants: keyword.variants,
      similarity: Math.round(similarity * 1000) / 1000,
      nearest_cluster_id: nearest.id,
      nearest_cluster_name: nearest.name,
      ...stamps,
    };
  };

  const keywords: KeywordRecord[] = [];
  const clusters: ClusterRecord[] = [];
  for (const [index, cluster] of engine.clusters.entries()) {
    const id = clusterIds.get(cluster.id) as string;
    const members = cluster.keywords.map((keyword) => keywordRow(keyword, id, keyword.similarity, { id: null, name: null }));
    keywords.push(...members);
    clusters.push({
      id,
      result_id: resultId,
      rank: index,
      name: cluster.name,
      ...clusterTotals(members),
      intent: cluster.intent,
      terms: cluster.terms,
      edited: false,
      ...stamps,
    });
    await pace();
  }
  const unclustered = await mapPaced(
    engine.unclustered,
    (keyword) =>
      keywordRow(keyword, UNCLUSTERED, keyword.similarity, {
        id: keyword.nearest_cluster_id === null ? null : (clusterIds.get(keyword.nearest_cluster_id) ?? null),
        name: keyword.nearest_cluster_name,
      }),
    pace,
  );
  keywords.push(...unclustered);

  const result: ClusteringResultRecord = {
    id: resultId,
    name: ctx.name,
    project_id: ctx.projectId,
    import_ids: ctx.importIds,
    total_keywords: keywords.length,
    total_clusters: clusters.length,
    total_unclustered: unclustered.length,
    total_search_volume: sumKnown(keywords.map((keyword) => keyword.search_volume)),
    processing_time: ctx.processingTime,
    seo_data_source: seoDataSource(keywords),
    metrics_sources: filesUsed(keywords),
    expanded_keywords: keywords.filter((keyword) => keyword.expanded).length,
    duplicates_merged: engine.stats.duplicates_merged,
    semantic: engine.stats.semantic,
    settings: ctx.settings,
    ...stamps,
  };
  return { result, clusters, keywords };
}
