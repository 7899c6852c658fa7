import type { ChartSource } from './source';
import type { ClusterMapData, ClusterMapNode } from '@/contract/types/visualizations';
import { byVolume } from './figures';
import { forceLayout, initialPositions, normalise, type LayoutEdge } from './layout';
import { figureOrigin } from './origin';
import { sharedTermNeighbours, type Neighbour } from './sharedTerms';
import { clusteredKeywords } from './figures';

/** How clusters relate, from the engine (`relateClusters`) when it answered; null to fall back. */
export interface ClusterNeighbours {
  neighbours: Map<string, Neighbour[]>;
}

const LINKS_KEPT = 600;
/** Clusters of one topic are tied to its largest cluster, weaker than a measured similarity. */
const TOPIC_TIE = 0.4;

export const SHARED_TERMS_NOTE =
  "Laid out by the words clusters share: the clustering engine's cluster similarities were not available.";

/**
 * Every cluster as a node, placed by a force layout on the cluster-similarity graph (the engine's
 * neighbours, or shared words when `relations` is null) so similar clusters sit together.
 */
export function buildClusterMap(
  result: Pick<ChartSource, 'clusters' | 'topics' | 'total_keywords'>,
  relations: ClusterNeighbours | null,
): ClusterMapData {
  const clusters = [...result.clusters].sort(byVolume);
  const index = new Map(clusters.map((cluster, i) => [cluster.id, i]));
  const topics = [...result.topics].sort(
    (a, b) => (b.total_volume ?? -1) - (a.total_volume ?? -1) || b.keyword_count - a.keyword_count,
  );
  const topicRank = new Map(topics.map((topic, i) => [topic.id, i]));
  const topicName = new Map(topics.map((topic) => [topic.id, topic.name]));
  const neighbours = relations?.neighbours ?? sharedTermNeighbours(clusters);

  const pairs = new Map<string, LayoutEdge>();
  for (const cluster of clusters) {
    const a = index.get(cluster.id);
    if (a === undefined) continue;
    for (const neighbour of neighbours.get(cluster.id) ?? []) {
      const b = index.get(neighbour.id);
      if (b === undefined || a === b) continue;
      const key = a < b ? `${a}:${b}` : `${b}:${a}`;
      const existing = pairs.get(key);
      if (!existing || existing.weight < neighbour.similarity)
        pairs.set(key, { a: Math.min(a, b), b: Math.max(a, b), weight: neighbour.similarity });
    }
  }
  const similarityEdges = [...pairs.values()];
  const topicLead = new Map<string, number>();
  const topicEdges: LayoutEdge[] = [];
  clusters.forEach((cluster, i) => {
    const lead = topicLead.get(cluster.topic_id);
    if (lead === undefined) topicLead.set(cluster.topic_id, i);
    else topicEdges.push({ a: lead, b: i, weight: TOPIC_TIE });
  });

  const groups = clusters.map((cluster) => topicRank.get(cluster.topic_id) ?? topics.length);
  const positions = normalise(forceLayout(initialPositions(groups), [...similarityEdges, ...topicEdges]));
  const nodes: ClusterMapNode[] = clusters.map((cluster, i) => ({
    id: cluster.id,
    name: cluster.name,
    x: positions[i].x,
    y: positions[i].y,
    total_volume: cluster.total_volume,
    keyword_count: cluster.keyword_count,
    intent: cluster.intent,
    topic_id: cluster.topic_id,
    topic_name: topicName.get(cluster.topic_id) ?? cluster.name,
    avg_difficulty: cluster.avg_difficulty,
  }));
  const links = similarityEdges
    .sort((x, y) => y.weight - x.weight || x.a - y.a || x.b - y.b)
    .slice(0, LINKS_KEPT)
    .map((edge) => ({
      source: clusters[edge.a].id,
      target: clusters[edge.b].id,
      similarity: Math.round(edge.weight * 1000) / 1000,
    }));
  return {
    map_data: {
      nodes,
      links,
      topics: topics.map((topic) => ({ id: topic.id, name: topic.name, cluster_count: topic.cluster_ids.length })),
      metadata: {
        total_clusters: clusters.length,
        total_keywords: result.total_keywords,
        layout: relations ? 'similarity' : 'shared_terms',
        layout_note: relations ? null : SHARED_TERMS_NOTE,
      },
    },
    figure_origin: figureOrigin(clusteredKeywords(result), ['search_volume', 'difficulty']),
  };
}
