/**
 * The spec's "AI" template form, done without a model: a written template per outreach type whose
 * slots are filled with the user's brief (audience, value, call to action), merge fields with
 * fallbacks and an opt-out line. The same brief always gives the same template; the user edits it.
 */
import type { GeneratedTemplate, OutreachType, TemplateBrief } from '@/contract/types/outreach';
import { oneLine } from './text';

type Pattern = { label: string; subject: string; opening: string; ask: string };

/** One written pattern per type: `{audience}`, `{value}` and `{cta}` are the brief's words. */
const PATTERNS: Record<OutreachType, Pattern> = {
  link_building: {
    label: 'link building',
    subject: 'A resource for {{website|your}} readers',
    opening: 'I read {{website|your site}} and noticed you write for {audience}.',
    ask: 'We have put together something that {value}, and I think it would be a useful reference for your readers.',
  },
  guest_post: {
    label: 'guest post',
    subject: 'Guest article idea for {{website|your blog}}',
    opening: 'I enjoy how {{website|your blog}} covers topics for {audience}.',
    ask: 'I would like to write an original article for you that {value}; no promotion beyond a short author line.',
  },
  broken_link: {
    label: 'broken link',
    subject: 'A broken link on {{website|your site}}',
    opening: 'While reading {{website|your site}} for research on {audience}, I found a link that no longer works.',
    ask: 'We publish a current page that {value}, which could stand in for the broken one.',
  },
  resource_page: {
    label: 'resource page',
    subject: 'A suggestion for your resources page',
    opening: 'Your resources page is one of the best lists I have found for {audience}.',
    ask: 'Our guide {value}; it might be a good fit next to the resources you already list.',
  },
  partnership: {
    label: 'partnership',
    subject: 'Working together, {{first_name|there}}?',
    opening: 'We both serve {audience}, and I think our work fits together.',
    ask: 'What we do {value}, and a partnership could help both our audiences.',
  },
  product_review: {
    label: 'product review',
    subject: 'Would you like to try it, {{first_name|there}}?',
    opening: 'Your reviews for {audience} are thorough and honest, which is why I am writing.',
    ask: 'Our product {value}; I would be glad to give you full access for an unbiased review.',
  },
};

const OPT_OUT = 'If you would rather not hear from me, reply "stop" and I won\'t contact you again.';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[char]};`);

/** Lower-cases the first letter of a clause that continues a sentence ("Saves time" → "saves time"). */
const clause = (text: string) =>
  oneLine(text)
    .replace(/[.!?\s]+$/, '')
    .replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());

export function generateTemplate(brief: TemplateBrief): GeneratedTemplate {
  const pattern = PATTERNS[brief.outreach_type] ?? PATTERNS.link_building;
  const audience = clause(brief.target_audience);
  const value = clause(brief.value_proposition);
  const cta = oneLine(brief.call_to_action).replace(/[.!?\s]+$/, '') || 'Would you be open to a quick look';
  const fill = (text: string) => text.replace('{audience}', audience).replace('{value}', value);
  const paragraphs = [
    'Hi {{first_name|there}},',
    fill(pattern.opening),
    fill(pattern.ask),
    `${cta}${/\?$/.test(cta) ? '' : '?'}`,
    'Thanks,\n[Your name]',
    OPT_OUT,
  ];
  const text = paragraphs.join('\n\n');
  const html = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('\n');
  return {
    subject: pattern.subject,
    text_body: text,
    html_body: html,
    explanation: `Assembled from the written ${pattern.label} pattern with your audience, value proposition and call to action in its slots, merge fields with fallbacks and an opt-out line (replace [Your name] before you start a campaign); the same brief always gives the same text.`,
  };
}
