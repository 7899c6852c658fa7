// Content gaps: clusters with no page yet, most worth writing first.
import type { ContentGap, ContentGaps, ContentPriority } from '@/contract/types/content';
import type { CrawledPage } from '@/contract/types/website';
import { clusterCompetition, clusterCoverage, indexable } from './coverage';
import { planPages, rankedKeywords, type PlanSource } from './plan';

const PRIORITY_RANK: Record<ContentPriority, number> = { high: 0, medium: 1, low: 2 };

export function buildGaps(result: PlanSource, pages: readonly CrawledPage[], generatedAt: string): ContentGaps {
  const coverage = clusterCoverage(result.clusters, pages);
  const topicName = new Map((result.topics ?? []).map((topic) => [topic.id, topic.name]));
  // The calendar's priority for the same page; a cluster left out of the plan is low.
  const priority = new Map(planPages(result).pages.map((page) => [page.cluster_id, page.priority]));
  const gaps: ContentGap[] = result.clusters
    .filter((cluster) => !coverage.has(cluster.id))
    .map((cluster) => ({
      cluster_id: cluster.id,
      cluster_name: cluster.name,
      topic: topicName.get(cluster.topic_id) ?? cluster.name,
      head_keyword: rankedKeywords(cluster)[0]?.text ?? cluster.name,
      intent: cluster.intent,
      search_volume: cluster.total_volume,
      competition: clusterCompetition(cluster),
      opportunity_score: cluster.avg_opportunity,
      priority: priority.get(cluster.id) ?? 'low',
    }))
    .sort(
      (a, b) =>
        PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
        (b.opportunity_score ?? -1) * (b.search_volume ?? 0) - (a.opportunity_score ?? -1) * (a.search_volume ?? 0) ||
        (b.search_volume ?? -1) - (a.search_volume ?? -1) ||
        a.cluster_name.localeCompare(b.cluster_name),
    );
  const rankingUrls = new Set(result.clusters.flatMap((c) => c.keywords.flatMap((k) => (k.url ? [k.url] : []))));
  return {
    generated_at: generatedAt,
    result_id: result.id,
    gaps,
    total_gaps: gaps.length,
    high_priority: gaps.filter((gap) => gap.priority === 'high').length,
    total_clusters: result.clusters.length,
    covered_clusters: coverage.size,
    ranking_urls: rankingUrls.size,
    crawled_pages: pages.filter(indexable).length,
  };
}
