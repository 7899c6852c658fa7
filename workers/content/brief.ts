// A content brief for one cluster: what to write, for which searches, under which headings, linked
// to which pages of the plan.
import type { Cluster, ClusteringResult, Keyword, SearchIntent } from '@/api/types/clustering';
import type { BriefHeading, ContentBrief, InternalLinking } from '@/api/types/content';
import type { ClusterRelation } from '../clustering/relate';
import { briefMarkdown } from './briefMarkdown';
import { byVolume, clusterPage, rankedKeywords } from './plan';
import { asQuestion, contentTokens, isQuestion, titleCase } from './text';

export const MAX_HEADINGS = 8;
export const MAX_QUESTIONS = 10;
export const MAX_SECONDARY = 15;
export const MAX_LINKS = 10;

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

function heading(keywords: Keyword[]): BriefHeading {
  const sorted = [...keywords].sort(byVolume);
  return { text: titleCase(sorted[0].text), keywords: sorted.map((keyword) => keyword.text) };
}

/** Sub-groups of the engine (stricter similarity) without the head keyword, two keywords or more. */
function headingsFromSubgroups(cluster: Cluster, relation: ClusterRelation, head: string): BriefHeading[] {
  return relation.subgroups
    .map((group) => group.flatMap((index) => cluster.keywords[index] ?? []).filter((k) => k.text !== head))
    .filter((group) => group.length >= 2)
    .slice(0, MAX_HEADINGS)
    .map(heading);
}

/** Fallback: keywords grouped by the word they share beyond the head keyword's own words. */
function headingsFromSharedTerms(cluster: Cluster, head: string): BriefHeading[] {
  const headTokens = new Set(contentTokens(head));
  const rest = cluster.keywords.filter((k) => k.text !== head);
  const frequency = new Map<string, number>();
  for (const keyword of rest)
    for (const token of new Set(contentTokens(keyword.text))) {
      if (!headTokens.has(token)) frequency.set(token, (frequency.get(token) ?? 0) + 1);
    }
  const groups = new Map<string, Keyword[]>();
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

export function buildBrief(
  result: Pick<ClusteringResult, 'clusters' | 'topics'>,
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
  const questionKeywords = keywords.filter((k) => isQuestion(k.text)).map((k) => asQuestion(k.text));
  const questions =
    questionKeywords.length > 0
      ? questionKeywords.slice(0, MAX_QUESTIONS)
      : QUESTION_TEMPLATES[cluster.intent].map((template) => template.replace('{k}', head));
  const fromSubgroups = relation ? headingsFromSubgroups(cluster, relation, head) : [];
  const links = linking.linking_suggestions;
  const brief: Omit<ContentBrief, 'markdown'> = {
    cluster_id: cluster.id,
    title: page.title,
    topic: page.topic_name,
    intent: cluster.intent,
    content_type: page.content_type,
    target_keyword: head,
    secondary_keywords: keywords.slice(1, MAX_SECONDARY + 1).map((k) => k.text),
    search_volume: cluster.total_volume,
    questions,
    questions_from_keywords: questionKeywords.length > 0,
    headings: fromSubgroups.length > 0 ? fromSubgroups : headingsFromSharedTerms(cluster, head),
    headings_basis: fromSubgroups.length > 0 ? 'subgroups' : 'shared_terms',
    links_out: links
      .filter((link) => link.source_id === page.id)
      .slice(0, MAX_LINKS)
      .map((link) => ({ anchor: link.suggested_anchor_text, page: link.target_page })),
    links_in: links
      .filter((link) => link.target_id === page.id)
      .slice(0, MAX_LINKS)
      .map((link) => ({ anchor: link.suggested_anchor_text, page: link.source_page })),
    estimated_word_count: page.estimated_word_count,
    file_name: `brief-${contentTokens(head).join('-').slice(0, 60) || 'cluster'}`,
  };
  return { ...brief, markdown: briefMarkdown(brief) };
}
