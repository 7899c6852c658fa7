import type { ChartCluster, ChartKeyword, ChartSource } from './source';
import type { TopicTreemapData, TreemapNode } from '@/contract/types/visualizations';
import { clusteredKeywords } from './figures';
import { figureOrigin } from './origin';

/**
 * Tiles drawn: the largest topics, clusters per topic and keywords per cluster; the rest of each
 * level becomes one 'N more …' tile, so a 10,000-keyword result stays a few thousand tiles.
 */
export const TREEMAP_TOPICS = 30;
export const TREEMAP_CLUSTERS = 12;
export const TREEMAP_KEYWORDS = 8;

/** The first `limit` nodes, and the rest folded into one tile named by `more(count)`. */
function foldRest(nodes: TreemapNode[], limit: number, id: string, more: (count: number) => string): TreemapNode[] {
  if (nodes.length <= limit) return nodes;
  const rest = nodes.slice(limit);
  return [
    ...nodes.slice(0, limit),
    { id, name: more(rest.length), value: rest.reduce((sum, node) => sum + node.value, 0) },
  ];
}

/** Topics → clusters → keywords, sized by search volume (or by keyword count when the result has no volumes). */
export function buildTopicTreemap(result: Pick<ChartSource, 'clusters' | 'topics'>): TopicTreemapData {
  const hasVolume = result.clusters.some((cluster) => cluster.total_volume !== null);
  const measure = hasVolume ? 'volume' : 'keywords';
  const valueOf = (keyword: ChartKeyword) => (hasVolume ? (keyword.search_volume ?? 0) : 1);
  const byId = new Map<string, ChartCluster>(result.clusters.map((cluster) => [cluster.id, cluster]));

  const clusterNode = (cluster: ChartCluster): TreemapNode => {
    const keywords = [...cluster.keywords].sort((a, b) => valueOf(b) - valueOf(a) || a.text.localeCompare(b.text));
    const children = foldRest(
      keywords.map((keyword) => ({ id: keyword.id, name: keyword.text, value: valueOf(keyword) })),
      TREEMAP_KEYWORDS,
      `${cluster.id}:more`,
      (count) => `${count} more keywords`,
    );
    return {
      id: cluster.id,
      name: cluster.name,
      value: children.reduce((sum, child) => sum + child.value, 0),
      children,
    };
  };

  const all = result.topics
    .map((topic): TreemapNode => {
      const clusters = topic.cluster_ids
        .flatMap((id) => {
          const cluster = byId.get(id);
          return cluster ? [clusterNode(cluster)] : [];
        })
        .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
      const value = clusters.reduce((sum, c) => sum + c.value, 0);
      const children = foldRest(clusters, TREEMAP_CLUSTERS, `${topic.id}:more`, (count) => `${count} more clusters`);
      return { id: topic.id, name: topic.name, value, children };
    })
    .filter((topic) => topic.value > 0)
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
  const topics = foldRest(all, TREEMAP_TOPICS, 'more-topics', (count) => `${count} more topics`);
  return {
    measure,
    topics,
    total_topics: all.length,
    figure_origin: figureOrigin(clusteredKeywords(result), ['search_volume']),
  };
}
