// The pages of the content plan: one pillar page per topic of 2+ clusters and one page per cluster
// worth a page, each with its type, title, keywords, word count and priority, in publishing order.
import type { Cluster, Keyword, SearchIntent, Topic } from '@/contract/types/clustering';

/**
 * The keyword fields the content tools read. The handler sends the worker only these
 * (`toPlanKeyword`): a keyword's files, variants and labels made the 10,000-keyword copy to the
 * worker twice as long on the main thread.
 */
export type PlanKeyword = Pick<
  Keyword,
  | 'id'
  | 'text'
  | 'search_volume'
  | 'difficulty'
  | 'competition'
  | 'intent'
  | 'opportunity_score'
  | 'url'
  | 'position'
  | 'clicks'
  | 'impressions'
  | 'ctr'
  | 'metric_sources'
>;

export function toPlanKeyword(keyword: Keyword): PlanKeyword {
  const { id, text, search_volume, difficulty, competition, intent, opportunity_score } = keyword;
  const { url, position, clicks, impressions, ctr, metric_sources } = keyword;
  return {
    id,
    text,
    search_volume,
    difficulty,
    competition,
    intent,
    opportunity_score,
    url,
    position,
    clicks,
    impressions,
    ctr,
    metric_sources,
  };
}

export type PlanCluster = Omit<Cluster, 'keywords'> & { keywords: PlanKeyword[] };
/** What the content tools read of a clustering result. */
export type PlanSource = { id: string; clusters: PlanCluster[]; topics: Topic[] };
import type { ContentPriority, ContentType } from '@/contract/types/content';
import { titleCase } from './text';

export type PlanPage = {
  id: string;
  kind: 'pillar' | 'cluster';
  cluster_id: string | null;
  /** The clusters the page covers: one for a cluster page, the topic's for a pillar. */
  cluster_ids: string[];
  topic_id: string;
  topic_name: string;
  title: string;
  content_type: ContentType;
  intent: SearchIntent;
  target_keywords: string[];
  keyword_count: number;
  estimated_word_count: number;
  search_volume: number | null;
  opportunity_score: number | null;
  priority: ContentPriority;
  /** opportunity × volume: the publishing order within pillars and within cluster pages. */
  score: number;
};

export const WORD_COUNT_RULE =
  'Base length by page type (pillar page 2,500 words, comparison 1,800, guide 1,500, product/landing page 800, ' +
  'local page 700), plus 50 words per keyword beyond the first (at most +1,500) or, for a pillar page, 150 words ' +
  'per cluster beyond the first (at most +2,500), rounded to the nearest 100.';

const BASE_WORDS: Record<ContentType, number> = {
  'Pillar page': 2500,
  Comparison: 1800,
  Guide: 1500,
  'Product/landing page': 800,
  'Local page': 700,
};

const roundTo100 = (value: number) => Math.round(value / 100) * 100;

/** The written rule above, in code. `units` is keywords for a cluster page, clusters for a pillar. */
export function estimateWordCount(type: ContentType, units: number): number {
  const extra = Math.max(0, units - 1);
  const added = type === 'Pillar page' ? Math.min(2500, extra * 150) : Math.min(1500, extra * 50);
  return roundTo100(BASE_WORDS[type] + added);
}

/** What the searcher wants decides the page: learn (guide), choose (comparison), act (product), go (local). */
export function contentTypeFor(intent: SearchIntent): ContentType {
  switch (intent) {
    case 'informational':
      return 'Guide';
    case 'commercial':
      return 'Comparison';
    case 'local':
      return 'Local page';
    case 'transactional':
    case 'navigational':
      return 'Product/landing page';
  }
}

const TITLE_SUFFIX: Record<ContentType, string> = {
  'Pillar page': ': The Complete Guide',
  Guide: ': A Practical Guide',
  Comparison: ': Options Compared',
  'Product/landing page': '',
  'Local page': ': Local Guide',
};

export function workingTitle(type: ContentType, headline: string): string {
  return `${titleCase(headline)}${TITLE_SUFFIX[type]}`;
}

/** Highest known volume first; keywords without a volume after, alphabetically. */
export function byVolume(a: PlanKeyword, b: PlanKeyword): number {
  return (b.search_volume ?? -1) - (a.search_volume ?? -1) || a.text.localeCompare(b.text);
}

export const rankedKeywords = (cluster: PlanCluster): PlanKeyword[] => [...cluster.keywords].sort(byVolume);

/**
 * A cluster deserves its own page unless it is one keyword nobody is known to search for (a lone
 * keyword with volume belongs in the plan; a lone keyword without one is better covered by its topic).
 */
export function worthAPage(cluster: PlanCluster): boolean {
  return cluster.keywords.length >= 2 || (cluster.total_volume ?? 0) > 0;
}

/**
 * Priority follows the publishing order: the first third of the cluster pages (by opportunity ×
 * volume, or by size when the run had no figures) is high, the next third medium, the rest low.
 * Relative rather than fixed cut-offs, because estimated and imported opportunity scores sit in
 * different ranges and a plan where everything is 'high' helps nobody. Pillar pages are always
 * high: every cluster page of the topic links to them.
 */
export function priorityByRank(rank: number, count: number): ContentPriority {
  if (rank < Math.ceil(count / 3)) return 'high';
  return rank < Math.ceil((2 * count) / 3) ? 'medium' : 'low';
}

const scoreOf = (opportunity: number | null, volume: number | null) => ((opportunity ?? 0) / 100) * (volume ?? 0);

/** Best score first; then volume, size, title and id so the order never depends on input order. */
export function byScore(a: PlanPage, b: PlanPage): number {
  return (
    b.score - a.score ||
    (b.search_volume ?? -1) - (a.search_volume ?? -1) ||
    b.keyword_count - a.keyword_count ||
    a.title.localeCompare(b.title) ||
    a.id.localeCompare(b.id)
  );
}

function weightedOpportunity(clusters: readonly PlanCluster[]): number | null {
  const known = clusters.filter((cluster) => cluster.avg_opportunity !== null);
  if (known.length === 0) return null;
  const weight = (cluster: PlanCluster) => Math.max(1, cluster.total_volume ?? 0);
  const total = known.reduce((sum, cluster) => sum + weight(cluster), 0);
  return Math.round(known.reduce((sum, cluster) => sum + (cluster.avg_opportunity ?? 0) * weight(cluster), 0) / total);
}

/** The ids of plan pages, which link suggestions and briefs name. */
export const clusterPageId = (clusterId: string) => `cluster:${clusterId}`;
export const pillarPageId = (topicId: string) => `pillar:${topicId}`;

export function clusterPage(cluster: PlanCluster, topic: Topic | undefined): PlanPage {
  const keywords = rankedKeywords(cluster).map((keyword) => keyword.text);
  const type = contentTypeFor(cluster.intent);
  return {
    id: clusterPageId(cluster.id),
    kind: 'cluster',
    cluster_id: cluster.id,
    cluster_ids: [cluster.id],
    topic_id: topic?.id ?? cluster.topic_id,
    topic_name: topic?.name ?? cluster.name,
    title: workingTitle(type, keywords[0] ?? cluster.name),
    content_type: type,
    intent: cluster.intent,
    target_keywords: keywords,
    keyword_count: cluster.keywords.length,
    estimated_word_count: estimateWordCount(type, cluster.keywords.length),
    search_volume: cluster.total_volume,
    opportunity_score: cluster.avg_opportunity,
    // Set by rank once the plan is ordered.
    priority: 'low',
    score: scoreOf(cluster.avg_opportunity, cluster.total_volume),
  };
}

export function pillarPage(topic: Topic, clusters: readonly PlanCluster[]): PlanPage {
  const opportunity = weightedOpportunity(clusters);
  const intent = clusters[0]?.intent ?? 'informational';
  return {
    id: pillarPageId(topic.id),
    kind: 'pillar',
    cluster_id: null,
    cluster_ids: clusters.map((cluster) => cluster.id),
    topic_id: topic.id,
    topic_name: topic.name,
    title: workingTitle('Pillar page', topic.name),
    content_type: 'Pillar page',
    intent,
    // The head keyword of each of its clusters: the pillar introduces each and links down to it.
    target_keywords: clusters.map((cluster) => rankedKeywords(cluster)[0]?.text ?? cluster.name),
    keyword_count: topic.keyword_count,
    estimated_word_count: estimateWordCount('Pillar page', clusters.length),
    search_volume: topic.total_volume,
    opportunity_score: opportunity,
    priority: 'high',
    score: scoreOf(opportunity, topic.total_volume),
  };
}

export type Plan = { pages: PlanPage[]; skipped_clusters: number };

/**
 * Publishing order: every page by opportunity × volume, except that a topic's pillar page always
 * comes before its first cluster page (the cluster pages link up to it from day one). A pillar
 * scores on its whole topic's volume, so pillars of big topics lead the plan; scheduling every
 * pillar before any cluster page instead would keep a plan of hundreds of topics writing
 * overviews for years before the first specific page.
 */
export function publishingOrder(pillars: readonly PlanPage[], clusters: readonly PlanPage[]): PlanPage[] {
  const pillarOf = new Map(pillars.map((page) => [page.topic_id, page]));
  const placed = new Set<string>();
  const order: PlanPage[] = [];
  const place = (page: PlanPage) => {
    if (placed.has(page.id)) return;
    placed.add(page.id);
    order.push(page);
  };
  for (const page of [...pillars, ...clusters].sort(byScore)) {
    const pillar = page.kind === 'cluster' ? pillarOf.get(page.topic_id) : undefined;
    if (pillar) place(pillar);
    place(page);
  }
  return order;
}

export function planPages(result: Pick<PlanSource, 'clusters' | 'topics'>): Plan {
  const clusterById = new Map(result.clusters.map((cluster) => [cluster.id, cluster]));
  const topicById = new Map((result.topics ?? []).map((topic) => [topic.id, topic]));
  const pillars = (result.topics ?? [])
    .map((topic) => ({ topic, clusters: topic.cluster_ids.flatMap((id) => clusterById.get(id) ?? []) }))
    .filter(({ clusters }) => clusters.length >= 2)
    .map(({ topic, clusters }) => pillarPage(topic, clusters));
  const worthy = result.clusters.filter(worthAPage);
  const clusters = worthy
    .map((cluster) => clusterPage(cluster, topicById.get(cluster.topic_id)))
    .sort(byScore)
    .map((page, rank, all) => ({ ...page, priority: priorityByRank(rank, all.length) }));
  return { pages: publishingOrder(pillars, clusters), skipped_clusters: result.clusters.length - worthy.length };
}
