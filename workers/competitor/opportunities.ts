/**
 * Content opportunities from clustered gap keywords: one per cluster, with a priority, a title
 * built from its head keyword and intent, and a brief.
 *
 * Priority rule: opportunities are ranked by opportunity score; the top third (rounded up) is
 * High, the next third Medium, the rest Low.
 *
 * A head keyword that looks for one person, brand or site (workers/text/navigational.ts) gets no
 * templated title: its plain words, and a note saying why a page about it may not be what searchers
 * want. One that only may (a competitor's home page ranks for it) keeps its title, with a note.
 */
import type { ContentOpportunity, GapFigureOrigin, KeywordGap } from '@/contract/types/competitor';
import { LANGUAGES } from '@/contract/vocabulary';
import { brandsFromDomains, isSurelyNavigational, navigationalNote, navigationalQuery } from '../text/navigational';
import { isQuestion } from '../text/question';
import { foldKeyword } from './gaps';

export interface GapCluster {
  name: string;
  intent: string;
  keywords: string[];
  /** Groups of keyword indexes at a stricter similarity (from the engine's relate call), when known. */
  subgroups?: number[][];
}

const MAX_TARGETS = 12;
const MAX_HEADINGS = 6;
const MAX_QUESTIONS = 5;

const capitalise = (text: string) =>
  text.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

/** A title that matches what the searcher wants: a guide, a comparison, a place to buy, a local page. */
export function suggestedTitle(head: string, intent: string): string {
  if (isQuestion(head, LANGUAGES)) return capitalise(head.replace(/\?*$/, '?'));
  const title = capitalise(head);
  switch (intent) {
    case 'commercial':
      return `${title}: Compared and Reviewed`;
    case 'transactional':
      return `${title}: Prices, Options and Where to Buy`;
    case 'local':
      return `${title} Near You: Where to Go`;
    case 'navigational':
      return title;
    default:
      return `${title}: The Complete Guide`;
  }
}

/** Section headings: the head keyword of each sub-group, or else the cluster's other keywords by volume. */
function headings(cluster: GapCluster, byVolume: readonly string[], head: string): string[] {
  const fromGroups = (cluster.subgroups ?? [])
    .map((group) => group.map((index) => cluster.keywords[index]).filter((k): k is string => k !== undefined))
    .map((group) => [...group].sort((a, b) => byVolume.indexOf(a) - byVolume.indexOf(b))[0])
    .filter((k): k is string => k !== undefined && k !== head);
  const source = fromGroups.length > 0 ? fromGroups : byVolume.filter((k) => k !== head && !isQuestion(k, LANGUAGES));
  return source.slice(0, MAX_HEADINGS).map(capitalise);
}

export function priorityOf(rank: number, count: number): ContentOpportunity['priority'] {
  const third = Math.ceil(count / 3);
  if (rank < third) return 'High';
  return rank < 2 * third ? 'Medium' : 'Low';
}

/**
 * `domains` are the analysed sites (competitors' and the user's): their names mark brand queries.
 */
export function buildOpportunities(
  clusters: readonly GapCluster[],
  gaps: readonly KeywordGap[],
  domains: readonly string[] = [],
): ContentOpportunity[] {
  const brands = brandsFromDomains(domains);
  const gapByKey = new Map(gaps.map((gap) => [foldKeyword(gap.keyword), gap]));
  const drafts = clusters.flatMap((cluster) => {
    const members = cluster.keywords
      .map((keyword) => gapByKey.get(foldKeyword(keyword)))
      .filter((gap): gap is KeywordGap => gap !== undefined);
    if (members.length === 0) return [];
    const byVolume = [...members].sort((a, b) => (b.search_volume ?? 0) - (a.search_volume ?? 0)).map((g) => g.keyword);
    const head = byVolume[0];
    const headGap = gapByKey.get(foldKeyword(head));
    const navigational = navigationalQuery(head, {
      intent: headGap?.intent?.toLowerCase().startsWith('n') ? 'navigational' : cluster.intent,
      brands,
      rankingUrl: headGap?.competitor_url,
      rankingPosition: headGap?.competitor_position,
    });
    const volume = members.reduce((sum, gap) => sum + (gap.search_volume ?? 0), 0);
    const weight = members.reduce((sum, gap) => sum + Math.max(1, gap.search_volume ?? 0), 0);
    const score = Math.round(
      members.reduce((sum, gap) => sum + gap.opportunity_score * Math.max(1, gap.search_volume ?? 0), 0) / weight,
    );
    // Competitor keywords may be in any of the languages, like the pages they come from.
    const questions = byVolume.filter((k) => isQuestion(k, LANGUAGES)).slice(0, MAX_QUESTIONS);
    const targets = byVolume.slice(0, MAX_TARGETS);
    const sections = headings(cluster, byVolume, head);
    const origin: GapFigureOrigin = members.some((gap) => gap.volume_origin === 'estimated') ? 'estimated' : 'imported';
    const brief = { intent: cluster.intent, target_keywords: targets, questions, headings: sections };
    const text = [
      `Intent: ${cluster.intent}.`,
      `Target keywords: ${targets.join(', ')}.`,
      questions.length > 0 ? `Answer: ${questions.join(' ')}` : '',
      sections.length > 0 ? `Sections: ${sections.join('; ')}.` : '',
    ]
      .filter(Boolean)
      .join(' ');
    return [
      {
        topic: capitalise(cluster.name || head),
        priority: 'Low' as ContentOpportunity['priority'],
        suggested_title: suggestedTitle(
          head,
          navigational && isSurelyNavigational(navigational) ? 'navigational' : cluster.intent,
        ),
        title_note: navigational ? navigationalNote(navigational) : null,
        content_brief: text,
        brief,
        target_keywords: targets,
        total_search_volume: volume,
        volume_origin: origin,
        opportunity_score: score,
      },
    ];
  });
  drafts.sort((a, b) => b.opportunity_score - a.opportunity_score || b.total_search_volume - a.total_search_volume);
  return drafts.map((draft, rank) => ({ ...draft, priority: priorityOf(rank, drafts.length) }));
}
