// A brief as Markdown. Keyword text is the user's: Markdown and HTML characters are escaped so a
// keyword like `<script>` or `*bold*` is shown as typed in any Markdown viewer.
import type { ContentBrief } from '@/contract/types/content';

export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]#|<>]/g, (char) => `\\${char}`).replace(/\r?\n/g, ' ');
}

/** The H2 section's heading says where the suggestions come from. */
export function h2Heading(basis: ContentBrief['headings_basis']): string {
  if (basis === 'clusters') return 'Suggested H2s (one per cluster page)';
  return basis === 'subgroups' ? 'Suggested H2s' : 'Suggested H2s (from shared terms)';
}

const list = (items: string[], empty: string) => (items.length ? items.map((item) => `- ${item}`) : [`_${empty}_`]);

export function briefMarkdown(brief: Omit<ContentBrief, 'markdown'>): string {
  const e = escapeMarkdown;
  return [
    `# ${e(brief.title)}`,
    '',
    `- **Topic:** ${e(brief.topic)}`,
    `- **Search intent:** ${brief.intent}`,
    `- **Content type:** ${brief.content_type}`,
    `- **Target keyword:** ${e(brief.target_keyword)}`,
    `- **Search volume:** ${brief.search_volume === null ? 'unknown' : brief.search_volume.toLocaleString('en-US')}`,
    `- **Estimated word count:** ${brief.estimated_word_count.toLocaleString('en-US')} (rule-based estimate)`,
    '',
    '## Secondary keywords',
    '',
    ...list(brief.secondary_keywords.map(e), 'None: the cluster has one keyword.'),
    '',
    brief.questions_from_keywords ? '## Questions to answer' : '## Questions to answer (suggested)',
    '',
    ...list(brief.questions.map(e), 'None.'),
    '',
    `## ${h2Heading(brief.headings_basis)}`,
    '',
    ...list(
      brief.headings.map((h) => `${e(h.text)} — ${h.keywords.map(e).join(', ')}`),
      'Too few related keywords to suggest sections.',
    ),
    '',
    '## Internal links out',
    '',
    ...list(
      brief.links_out.map((l) => `"${e(l.anchor)}" → ${e(l.page)}`),
      'None suggested.',
    ),
    '',
    '## Internal links in',
    '',
    ...list(
      brief.links_in.map((l) => `${e(l.page)} → "${e(l.anchor)}"`),
      'None suggested.',
    ),
    '',
  ].join('\n');
}
