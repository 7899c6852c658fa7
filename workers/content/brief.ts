// A content brief for one cluster: what to write, for which searches, under which headings, linked
// to which pages of the plan.
import type { SearchIntent } from '@/contract/types/clustering';
import type { BriefHeading, ContentBrief, InternalLinking } from '@/contract/types/content';
import type { ClusterRelation } from '../clustering/relate';
import { briefMarkdown } from './briefMarkdown';
import {
  byVolume,
  clusterPage,
  pillarPage,
  rankedKeywords,
  type PlanCluster,
  type PlanKeyword,
  type PlanPage,
  type PlanSource,
} from './plan';
import { isQuestion } from '../text/question';
import { asQuestion, contentTokens, titleCase } from './text';

export const MAX_HEADINGS = 8;
export const MAX_QUESTIONS = 10;
export const MAX_SECONDARY = 15;
export const MAX_LINKS = 10;
/** Keywords listed under a pillar's H2 (its cluster's top ones). */
const MAX_HEADING_KEYWORDS = 5;

/** Question patterns searchers of each intent commonly ask; used only when the cluster has no question keywords. */
const QUESTION_TEMPLATES: Record<SearchIntent, string[]> = {
  informational: [
    'What is {k}?',
    'How does {k} work?',
    'Why does {k} matter?',
    'What mistakes should you avoid with {k}?',
  ],
  commercial: [
    'Which {k} is best?',
    'How do you choose {k}?',
    'What does {k} cost?',
    'What are the alternatives to {k}?',
  ],
  transactional: [
    'How much does {k} cost?',
    'Where can you buy {k}?',
    'What is included with {k}?',
    'How fast is delivery of {k}?',
  ],
  navigational: ['Where do you find {k}?', 'How do you sign in to {k}?', 'Who do you contact about {k}?'],
  local: ['Where is {k} near me?', 'What are the opening hours of {k}?', 'How much does {k} cost locally?'],
};

function heading(keywords: PlanKeyword[]): BriefHeading {
  const sorted = [...keywords].sort(byVolume);
  return { text: titleCase(sorted[0].text), keywords: sorted.map((keyword) => keyword.text) };
}

/** Sub-groups of the engine (stricter similarity) without the head keyword, two keywords or more. */
function headingsFromSubgroups(cluster: PlanCluster, relation: ClusterRelation, head: string): BriefHeading[] {
  return relation.subgroups
    .map((group) => group.flatMap((index) => cluster.keywords[index] ?? []).filter((k) => k.text !== head))
    .filter((group) => group.length >= 2)
    .slice(0, MAX_HEADINGS)
    .map(heading);
}

/** Fallback: keywords grouped by the word they share beyond the head keyword's own words. */
function headingsFromSharedTerms(cluster: PlanCluster, head: string): BriefHeading[] {
  const headTokens = new Set(contentTokens(head));
  const rest = cluster.keywords.filter((k) => k.text !== head);
  const frequency = new Map<string, number>();
  for (const keyword of rest)
    for (const token of new Set(contentTokens(keyword.text))) {
      if (!headTokens.has(token)) frequency.set(token, (frequency.get(token) ?? 0) + 1);
    }
  const groups = new Map<string, PlanKeyword[]>();
  for (const keyword of rest) {
    const tokens = contentTokens(keyword.text).filter((token) => !headTokens.has(token));
    const best = tokens.sort((a, b) => (frequency.get(b) ?? 0) - (frequency.get(a) ?? 0) || a.localeCompare(b))[0];
    if (best && (frequency.get(best) ?? 0) >= 2) groups.set(best, [...(groups.get(best) ?? []), keyword]);
  }
  return [...groups.values()]
    .sort((a, b) => b.length - a.length || a[0].text.localeCompare(b[0].text))
    .slice(0, MAX_HEADINGS)
    .map(heading);
}

/** Question keywords as questions; the intent's templates when there are none. */
function questionsFor(keywords: readonly PlanKeyword[], intent: SearchIntent, head: string) {
  const fromKeywords = keywords.filter((k) => isQuestion(k.text)).map((k) => asQuestion(k.text));
  return fromKeywords.length > 0
    ? { questions: fromKeywords.slice(0, MAX_QUESTIONS), questions_from_keywords: true }
    : {
        questions: QUESTION_TEMPLATES[intent].map((template) => template.replace('{k}', head)),
        questions_from_keywords: false,
      };
}

function linksOf(page: PlanPage, linking: InternalLinking) {
  const links = linking.linking_suggestions;
  return {
    links_out: links
      .filter((link) => link.source_id === page.id)
      .slice(0, MAX_LINKS)
      .map((link) => ({ anchor: link.suggested_anchor_text, page: link.target_page })),
    links_in: links
      .filter((link) => link.target_id === page.id)
      .slice(0, MAX_LINKS)
      .map((link) => ({ anchor: link.suggested_anchor_text, page: link.source_page })),
  };
}

const fileName = (head: string) => `brief-${contentTokens(head).join('-').slice(0, 60) || 'page'}`;

export function buildBrief(
  result: Pick<PlanSource, 'clusters' | 'topics'>,
  clusterId: string,
  linking: InternalLinking,
  relation: ClusterRelation | null,
): ContentBrief {
  const cluster = result.clusters.find((candidate) => candidate.id === clusterId);
  if (!cluster) throw new Error(`Cluster ${clusterId} is not in this result`);
  const topic = (result.topics ?? []).find((candidate) => candidate.id === cluster.topic_id);
  const page = clusterPage(cluster, topic);
  const keywords = rankedKeywords(cluster);
  const head = keywords[0]?.text ?? cluster.name;
  const fromSubgroups = relation ? headingsFromSubgroups(cluster, relation, head) : [];
  const brief: Omit<ContentBrief, 'markdown'> = {
    page_id: page.id,
    cluster_id: cluster.id,
    title: page.title,
    topic: page.topic_name,
    intent: cluster.intent,
    content_type: page.content_type,
    target_keyword: head,
    secondary_keywords: keywords.slice(1, MAX_SECONDARY + 1).map((k) => k.text),
    search_volume: cluster.total_volume,
    ...questionsFor(keywords, cluster.intent, head),
    headings: fromSubgroups.length > 0 ? fromSubgroups : headingsFromSharedTerms(cluster, head),
    headings_basis: fromSubgroups.length > 0 ? 'subgroups' : 'shared_terms',
    ...linksOf(page, linking),
    estimated_word_count: page.estimated_word_count,
    file_name: fileName(head),
  };
  return { ...brief, markdown: briefMarkdown(brief) };
}

/**
 * A pillar page's brief: the topic's name as target, an H2 per cluster page it introduces (with
 * that cluster's top keywords), and the questions of all its clusters.
 */
export function buildPillarBrief(
  result: Pick<PlanSource, 'clusters' | 'topics'>,
  topicId: string,
  linking: InternalLinking,
): ContentBrief {
  const topic = (result.topics ?? []).find((candidate) => candidate.id === topicId);
  const clusters = topic ? topic.cluster_ids.flatMap((id) => result.clusters.find((c) => c.id === id) ?? []) : [];
  if (!topic || clusters.length < 2) throw new Error(`Topic ${topicId} has no pillar page (it needs 2+ clusters)`);
  const page = pillarPage(topic, clusters);
  const head = topic.name;
  const keywords = clusters.flatMap(rankedKeywords).sort(byVolume);
  const brief: Omit<ContentBrief, 'markdown'> = {
    page_id: page.id,
    cluster_id: null,
    title: page.title,
    topic: topic.name,
    intent: page.intent,
    content_type: page.content_type,
    target_keyword: head,
    secondary_keywords: page.target_keywords.filter((k) => k !== head).slice(0, MAX_SECONDARY),
    search_volume: topic.total_volume,
    ...questionsFor(keywords, page.intent, head),
    headings: clusters
      .slice(0, MAX_HEADINGS)
      .map((cluster) => heading(rankedKeywords(cluster).slice(0, MAX_HEADING_KEYWORDS))),
    headings_basis: 'clusters',
    ...linksOf(page, linking),
    estimated_word_count: page.estimated_word_count,
    file_name: fileName(head),
  };
  return { ...brief, markdown: briefMarkdown(brief) };
}
