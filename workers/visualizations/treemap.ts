import type { Cluster, ClusteringResult, Keyword } from '@/api/types/clustering';
import type { TopicTreemapData, TreemapNode } from '@/api/types/visualizations';
import { clusteredKeywords } from './figures';
import { figureOrigin } from './origin';

/** Keywords drawn per cluster; the rest become one 'N more keywords' tile so 10,000 keywords stay light. */
export const TREEMAP_KEYWORDS = 15;

/** Topics → clusters → keywords, sized by search volume (or by keyword count when the result has no volumes). */
export function buildTopicTreemap(result: Pick<ClusteringResult, 'clusters' | 'topics'>): TopicTreemapData {
  const hasVolume = result.clusters.some((cluster) => cluster.total_volume !== null);
  const measure = hasVolume ? 'volume' : 'keywords';
  const valueOf = (keyword: Keyword) => (hasVolume ? (keyword.search_volume ?? 0) : 1);
  const byId = new Map<string, Cluster>(result.clusters.map((cluster) => [cluster.id, cluster]));

  const clusterNode = (cluster: Cluster): TreemapNode => {
    const keywords = [...cluster.keywords].sort((a, b) => valueOf(b) - valueOf(a) || a.text.localeCompare(b.text));
    const shown = keywords.slice(0, TREEMAP_KEYWORDS);
    const rest = keywords.slice(TREEMAP_KEYWORDS);
    const children: TreemapNode[] = shown.map((keyword) => ({
      id: keyword.id,
      name: keyword.text,
      value: valueOf(keyword),
    }));
    if (rest.length > 0)
      children.push({
        id: `${cluster.id}:more`,
        name: `${rest.length} more keywords`,
        value: rest.reduce((sum, keyword) => sum + valueOf(keyword), 0),
      });
    return {
      id: cluster.id,
      name: cluster.name,
      value: children.reduce((sum, child) => sum + child.value, 0),
      children,
    };
  };

  const topics = result.topics
    .map((topic): TreemapNode => {
      const children = topic.cluster_ids.flatMap((id) => {
        const cluster = byId.get(id);
        return cluster ? [clusterNode(cluster)] : [];
      });
      return { id: topic.id, name: topic.name, value: children.reduce((sum, c) => sum + c.value, 0), children };
    })
    .filter((topic) => topic.value > 0)
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
  return { measure, topics, figure_origin: figureOrigin(clusteredKeywords(result), ['search_volume']) };
}
