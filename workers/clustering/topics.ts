// Topics: groups of clusters one pillar page could cover. Placeholder grouping: every cluster is
// its own topic (replaced by cluster-level linkage in the same issue).
import type { Cluster, Topic } from './types';
import { sumKnown } from '../figures';

export function buildTopics(clusters: Omit<Cluster, 'topic'>[]): { topics: Topic[]; topicOf: string[] } {
  const topics = clusters.map((cluster, index) => ({
    id: `t${index + 1}`,
    name: cluster.name,
    cluster_ids: [cluster.id],
    total_volume: sumKnown([cluster.total_volume]),
    keyword_count: cluster.keywords.length,
    terms: cluster.terms,
  }));
  return { topics, topicOf: topics.map((topic) => topic.id) };
}
