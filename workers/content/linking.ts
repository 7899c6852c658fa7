// Internal links between the pages of the plan: each cluster page ↔ its pillar, and cluster ↔
// cluster above a similarity threshold, each with relevance, an anchor and a sentence of context.
import type { InternalLinking, LinkRelation, LinkSuggestion } from '@/contract/types/content';
import { reserveAnchors } from './anchors';
import type { Plan, PlanCluster, PlanPage } from './plan';
import type { ClusterSimilarity } from './similarity';
import { clusterTerms } from './similarity';

/** Calibrated engine similarity at which two clusters read as related topics. */
export const RELATED_THRESHOLD = 0.5;
/** Shared-term overlap at which two clusters read as related: a third of the smaller one's terms. */
export const SHARED_TERMS_THRESHOLD = 0.33;
/** Related links a page sends at most: more dilutes them and reads as a link farm. */
export const MAX_RELATED_PER_PAGE = 3;

const round2 = (value: number) => Math.round(value * 100) / 100;

function relatedContext(source: PlanPage, target: PlanPage, anchor: string, shared: string | undefined): string {
  const where = shared ? `Where "${source.title}" mentions ${shared}` : `In the body of "${source.title}"`;
  return `${where}, link "${anchor}" to "${target.title}": readers of one topic often need the other.`;
}

function contextFor(relation: LinkRelation, source: PlanPage, target: PlanPage, anchor: string, shared?: string) {
  switch (relation) {
    case 'to_pillar':
      return `In the introduction of "${source.title}", link "${anchor}" to the pillar page "${target.title}" so readers and search engines see the whole topic.`;
    case 'from_pillar':
      return `In the pillar's section on ${target.target_keywords[0] ?? target.title}, link "${anchor}" to "${target.title}" for the full detail.`;
    case 'related':
      return relatedContext(source, target, anchor, shared);
  }
}

export function buildLinking(
  clusters: readonly PlanCluster[],
  plan: Plan,
  similarity: ClusterSimilarity,
  resultId: string,
  generatedAt: string,
): InternalLinking {
  const anchors = reserveAnchors(plan.pages);
  const pageByCluster = new Map(plan.pages.filter((p) => p.cluster_id).map((page) => [page.cluster_id ?? '', page]));
  const pillarByTopic = new Map(plan.pages.filter((p) => p.kind === 'pillar').map((page) => [page.topic_id, page]));
  const clusterById = new Map(clusters.map((cluster) => [cluster.id, cluster]));
  const threshold = similarity.basis === 'similarity' ? RELATED_THRESHOLD : SHARED_TERMS_THRESHOLD;
  const inbound = new Map<string, number>();
  const suggestions: LinkSuggestion[] = [];
  const seen = new Set<string>();

  const add = (source: PlanPage, target: PlanPage, relation: LinkRelation, relevance: number, shared?: string) => {
    const id = `${source.id}>${target.id}`;
    if (seen.has(id) || source.id === target.id) return;
    seen.add(id);
    // Inbound links to one page rotate through its reserved anchors: varied, and never another page's.
    const own = anchors.anchorsFor(target.id);
    const count = inbound.get(target.id) ?? 0;
    inbound.set(target.id, count + 1);
    const anchor = own[count % own.length];
    suggestions.push({
      id,
      source_id: source.id,
      target_id: target.id,
      source_page: source.title,
      target_page: target.title,
      relation,
      relevance_score: round2(relevance),
      suggested_anchor_text: anchor,
      link_context: contextFor(relation, source, target, anchor, shared),
    });
  };

  for (const pillar of pillarByTopic.values()) {
    for (const clusterId of pillar.cluster_ids) {
      const page = pageByCluster.get(clusterId);
      if (!page) continue;
      // How firmly the cluster belongs under the pillar: its closest sibling in the topic.
      const siblings = pillar.cluster_ids.filter((id) => id !== clusterId);
      const relevance = Math.max(0, ...siblings.map((id) => similarity.between(clusterId, id)));
      add(page, pillar, 'to_pillar', relevance);
      add(pillar, page, 'from_pillar', relevance);
    }
  }

  for (const page of plan.pages) {
    if (!page.cluster_id) continue;
    const sourceTerms = clusterTerms(clusterById.get(page.cluster_id) as PlanCluster);
    const related = similarity
      .neighbours(page.cluster_id)
      .filter((n) => n.similarity >= threshold && pageByCluster.has(n.id))
      .slice(0, MAX_RELATED_PER_PAGE);
    for (const neighbour of related) {
      const target = pageByCluster.get(neighbour.id) as PlanPage;
      const targetCluster = clusterById.get(neighbour.id);
      const shared = targetCluster ? [...clusterTerms(targetCluster)].find((term) => sourceTerms.has(term)) : undefined;
      add(page, target, 'related', neighbour.similarity, shared);
    }
  }

  const order = new Map(plan.pages.map((page, index) => [page.id, index]));
  suggestions.sort(
    (a, b) =>
      b.relevance_score - a.relevance_score ||
      (order.get(a.source_id) ?? 0) - (order.get(b.source_id) ?? 0) ||
      a.id.localeCompare(b.id),
  );
  return {
    generated_at: generatedAt,
    result_id: resultId,
    linking_suggestions: suggestions,
    total_suggestions: suggestions.length,
    basis: similarity.basis,
    threshold,
  };
}
