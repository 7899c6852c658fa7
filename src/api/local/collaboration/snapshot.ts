/** A clustering result as a shared snapshot keeps it (names, intents, keywords and their volumes). */
import type { ClusteringResult, SharedSnapshot } from '../../../contract';

export function snapshotOf(result: ClusteringResult): SharedSnapshot {
  return {
    result_name: result.name,
    total_keywords: result.total_keywords,
    total_clusters: result.total_clusters,
    total_search_volume: result.total_search_volume,
    clusters: result.clusters.map((cluster) => ({
      id: cluster.id,
      name: cluster.name,
      intent: cluster.intent,
      keyword_count: cluster.keyword_count,
      total_volume: cluster.total_volume,
      avg_difficulty: cluster.avg_difficulty,
      keywords: cluster.keywords.map((keyword) => ({ keyword: keyword.text, volume: keyword.search_volume })),
    })),
  };
}
