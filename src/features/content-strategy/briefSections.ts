import type { ContentBrief } from '@/contract';

export type BriefSection = { heading: string; items: string[] };

const count = new Intl.NumberFormat('en-US');

const H2_HEADING: Record<ContentBrief['headings_basis'], string> = {
  subgroups: 'Suggested H2s',
  shared_terms: 'Suggested H2s (from shared terms)',
  clusters: 'Suggested H2s (one per cluster page)',
};

/** The brief's sections in reading order, for the screen and the PDF. */
export function briefSections(brief: ContentBrief): BriefSection[] {
  const orNone = (items: string[], none: string) => (items.length > 0 ? items : [none]);
  return [
    {
      heading: 'Overview',
      items: [
        `Topic: ${brief.topic}`,
        `Search intent: ${brief.intent}`,
        `Content type: ${brief.content_type}`,
        `Target keyword: ${brief.target_keyword}`,
        `Search volume: ${brief.search_volume === null ? 'unknown' : count.format(brief.search_volume)}`,
        `Estimated word count: ${count.format(brief.estimated_word_count)} (rule-based estimate)`,
      ],
    },
    { heading: 'Secondary keywords', items: orNone(brief.secondary_keywords, 'None: the cluster has one keyword.') },
    {
      heading: brief.questions_from_keywords ? 'Questions to answer' : 'Questions to answer (suggested)',
      items: brief.questions,
    },
    {
      heading: H2_HEADING[brief.headings_basis],
      items: orNone(
        brief.headings.map((h) => `${h.text} — ${h.keywords.join(', ')}`),
        'Too few related keywords to suggest sections.',
      ),
    },
    {
      heading: 'Internal links out',
      items: orNone(
        brief.links_out.map((l) => `“${l.anchor}” → ${l.page}`),
        'None suggested.',
      ),
    },
    {
      heading: 'Internal links in',
      items: orNone(
        brief.links_in.map((l) => `${l.page} → “${l.anchor}”`),
        'None suggested.',
      ),
    },
  ];
}
