// Performance per cluster from the Search Console figures imported with the keywords (clicks,
// impressions, position); never estimated.
import type { Cluster, ClusteringResult } from '@/contract/types/clustering';
import type { ClusterPerformance, ContentPerformance } from '@/contract/types/content';

export const WHAT_TO_IMPORT =
  'No Search Console figures in this result. To track performance, export Performance → Queries from Google ' +
  'Search Console (or a rank tracker export with clicks, impressions, position and URL), upload it in Keyword ' +
  'Clustering with your keywords and run the clustering again.';

const tracked = (cluster: Cluster) =>
  cluster.keywords.filter((k) => k.clicks !== null || k.impressions !== null || k.position !== null);

function sumOrNull(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0);
}

function clusterPerformance(cluster: Cluster, topic: string): ClusterPerformance | null {
  const keywords = tracked(cluster);
  if (keywords.length === 0) return null;
  const clicks = sumOrNull(keywords.map((k) => k.clicks));
  const impressions = sumOrNull(keywords.map((k) => k.impressions));
  const ranked = keywords.filter((k) => k.position !== null);
  // Search Console's own average position is impression-weighted; do the same across keywords.
  const weight = (k: (typeof ranked)[number]) =>
    ranked.every((r) => (r.impressions ?? 0) > 0) ? (k.impressions ?? 0) : 1;
  const totalWeight = ranked.reduce((sum, k) => sum + weight(k), 0);
  const position =
    ranked.length === 0 || totalWeight === 0
      ? null
      : Math.round((ranked.reduce((sum, k) => sum + (k.position ?? 0) * weight(k), 0) / totalWeight) * 10) / 10;
  return {
    cluster_id: cluster.id,
    cluster_name: cluster.name,
    topic,
    clicks,
    impressions,
    ctr: clicks !== null && impressions ? Math.round((clicks / impressions) * 10_000) / 10_000 : null,
    position,
    urls: [...new Set(keywords.flatMap((k) => (k.url ? [k.url] : [])))].sort(),
    keywords_tracked: keywords.length,
  };
}

export function buildPerformance(
  result: Pick<ClusteringResult, 'id' | 'clusters' | 'topics'>,
  generatedAt: string,
): ContentPerformance {
  const topicName = new Map((result.topics ?? []).map((topic) => [topic.id, topic.name]));
  const clusters = result.clusters
    .flatMap((cluster) => clusterPerformance(cluster, topicName.get(cluster.topic_id) ?? cluster.name) ?? [])
    .sort((a, b) => (b.clicks ?? -1) - (a.clicks ?? -1) || (b.impressions ?? -1) - (a.impressions ?? -1));
  const keywords = result.clusters.flatMap((cluster) => cluster.keywords);
  const sourceFiles = new Set(
    keywords.flatMap((k) =>
      ['clicks', 'impressions', 'position'].flatMap((field) => {
        const source = k.metric_sources[field as 'clicks'];
        return source ? [source.file_name] : [];
      }),
    ),
  );
  const available = clusters.length > 0;
  return {
    generated_at: generatedAt,
    result_id: result.id,
    available,
    clusters,
    total_content: new Set(keywords.flatMap((k) => (k.url ? [k.url] : []))).size,
    total_traffic: sumOrNull(clusters.map((c) => c.clicks)),
    total_impressions: sumOrNull(clusters.map((c) => c.impressions)),
    source_files: [...sourceFiles].sort(),
    what_to_import: available ? null : WHAT_TO_IMPORT,
  };
}
