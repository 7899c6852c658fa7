/**
 * Keeps a result's topics consistent with its clusters: after an edit (a cluster merged away, a
 * split cluster joining its parent's topic, keywords moved) and for results stored before topics
 * existed, where each cluster becomes a topic of its own.
 */
import type { Cluster, Topic } from '../../../contract/types/clustering';
import { sumKnown } from '@workers/figures';

type TopicCluster = Pick<Cluster, 'id' | 'name' | 'keyword_count' | 'total_volume' | 'terms'> & { topic_id?: string };

/** The topic id of a cluster stored before topics existed. */
export const legacyTopicId = (clusterId: string) => `t-${clusterId}`;

/**
 * Topics rebuilt from the clusters' `topic_id`s in the clusters' order: emptied topics are dropped,
 * counts and volumes recomputed; a topic of several clusters keeps its name and terms, a topic of
 * one cluster takes its cluster's.
 */
export function reconcileTopics(previous: readonly Topic[] | undefined, clusters: readonly TopicCluster[]): Topic[] {
  const known = new Map((previous ?? []).map((topic) => [topic.id, topic]));
  const members = new Map<string, TopicCluster[]>();
  for (const cluster of clusters) {
    const id = cluster.topic_id ?? legacyTopicId(cluster.id);
    const list = members.get(id);
    if (list) list.push(cluster);
    else members.set(id, [cluster]);
  }
  const order = [...(previous ?? []).map((topic) => topic.id), ...members.keys()];
  return [...new Set(order)]
    .filter((id) => members.has(id))
    .map((id) => {
      const list = members.get(id) as TopicCluster[];
      const before = known.get(id);
      const sorted = [...list].sort((a, b) => (b.total_volume ?? -1) - (a.total_volume ?? -1));
      // A topic of one cluster is that cluster's page: it follows the cluster's renames.
      const single = list.length === 1;
      return {
        id,
        name: single ? list[0].name : (before?.name ?? sorted[0].name),
        cluster_ids: sorted.map((cluster) => cluster.id),
        total_volume: sumKnown(list.map((cluster) => cluster.total_volume)),
        keyword_count: list.reduce((sum, cluster) => sum + cluster.keyword_count, 0),
        terms: single ? list[0].terms : (before?.terms ?? sorted[0].terms),
      };
    });
}
