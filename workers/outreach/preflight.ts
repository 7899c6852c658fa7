/**
 * The checks before Start (after Respona's and GMass's pre-send checks): empty merge fields per
 * contact, leftover `[placeholders]` or `{{...}}`, contacts marked do-not-contact or contacted in the
 * last N days, invalid addresses, subject length, link count, a missing opt-out line and common
 * spam-trigger words. Each finding names the contact or the template line it is about. Errors stop
 * Start; warnings are for the user to judge.
 */
import { OUTREACH_LIMITS, type Contact, type PreflightFinding, type PreflightReport } from '@/contract/types/outreach';
import { contactValues, fieldUses, render, unknownFields } from './merge';
import { charCount, isValidEmail } from './text';

export type PreflightTemplate = { subject: string; text_content: string; html_content: string | null };

/**
 * Words that spam filters and readers associate with bulk mail; a short list of the most common
 * from HubSpot's "The Ultimate List of Email Spam Trigger Words" (2023) and Mailchimp's guidance
 * on avoiding spam filters. A hit is a warning, not a block.
 */
export const SPAM_TRIGGERS = [
  'act now',
  'buy now',
  'click here',
  'earn money',
  'free money',
  'guaranteed',
  '100% free',
  'risk-free',
  'no obligation',
  'limited time',
  'urgent',
  'winner',
  'cash bonus',
  'double your',
  'make money',
  'best price',
  'once in a lifetime',
  'this is not spam',
  'dear friend',
  '$$$',
] as const;

/** A line offering a way out: "unsubscribe", "opt out", "reply stop", "not interested", "rather not hear". */
const OPT_OUT =
  /unsubscribe|opt[- ]?out|reply\s+["'“]?stop|not interested|rather not (?:hear|receive)|won't (?:contact|email) you again|stop (?:hearing|receiving)/i;

/**
 * `[Your Name]`, `[insert link]`: a placeholder the writer meant to replace. Markdown-style
 * `[text](url)` is a link, not one.
 */
const BRACKET_PLACEHOLDER = /\[[^[\]\n]{1,80}\](?!\()/g;
const LEFTOVER_FIELD = /\{\{[^\n]*?\}\}|\{\{|\}\}/g;
const URL = /\bhttps?:\/\/[^\s<>"')]+|\bwww\.[^\s<>"')]+/gi;

const label = (contact: Contact) => `${contact.name} <${contact.email}>`;

function templateFindings(template: PreflightTemplate, known: readonly string[]): PreflightFinding[] {
  const findings: PreflightFinding[] = [];
  const base = { contact_id: null, contact: null };
  for (const field of unknownFields([template.subject, template.text_content, template.html_content ?? ''], known)) {
    findings.push({
      ...base,
      severity: 'error',
      rule: 'unknown_field',
      line: null,
      message: `{{${field}}} is not a contact column: rename it to one of ${known.join(', ')}, or import contacts with that column.`,
    });
  }
  const lines = template.text_content.split('\n');
  const withoutFields = (text: string) => text.replace(/\{\{\s*[A-Za-z0-9_]+\s*(?:\|[^{}]*)?\}\}/g, '');
  const subjectLeft = withoutFields(template.subject);
  for (const match of subjectLeft.match(BRACKET_PLACEHOLDER) ?? []) {
    findings.push({
      ...base,
      severity: 'error',
      rule: 'placeholder',
      line: null,
      message: `The subject still holds the placeholder ${match}: replace it with the real text.`,
    });
  }
  lines.forEach((lineText, index) => {
    const rest = withoutFields(lineText);
    for (const match of rest.match(BRACKET_PLACEHOLDER) ?? []) {
      findings.push({
        ...base,
        severity: 'error',
        rule: 'placeholder',
        line: index + 1,
        message: `Line ${index + 1} still holds the placeholder ${match}: replace it with the real text.`,
      });
    }
    for (const match of rest.match(LEFTOVER_FIELD) ?? []) {
      findings.push({
        ...base,
        severity: 'error',
        rule: 'broken_field',
        line: index + 1,
        message: `Line ${index + 1} holds "${match}", which is not a merge field: write it as {{field}} or {{field|fallback}}.`,
      });
    }
    for (const word of SPAM_TRIGGERS) {
      if (lineText.toLowerCase().includes(word)) {
        findings.push({
          ...base,
          severity: 'warning',
          rule: 'spam_word',
          line: index + 1,
          message: `Line ${index + 1} says "${word}", a common spam-filter trigger: reword it.`,
        });
      }
    }
  });
  for (const word of SPAM_TRIGGERS) {
    if (template.subject.toLowerCase().includes(word)) {
      findings.push({
        ...base,
        severity: 'warning',
        rule: 'spam_word',
        line: null,
        message: `The subject says "${word}", a common spam-filter trigger: reword it.`,
      });
    }
  }
  const links = (template.text_content.match(URL) ?? []).length;
  if (links > OUTREACH_LIMITS.linkCount) {
    const line =
      lines.findIndex(
        (_lineText, index) =>
          (
            lines
              .slice(0, index + 1)
              .join('\n')
              .match(URL) ?? []
          ).length > OUTREACH_LIMITS.linkCount,
      ) + 1;
    findings.push({
      ...base,
      severity: 'warning',
      rule: 'link_count',
      line,
      message: `The message has ${links} links (more than ${OUTREACH_LIMITS.linkCount} from line ${line} on): first outreach mails with many links are filtered as spam; keep one or two.`,
    });
  }
  if (!OPT_OUT.test(template.text_content)) {
    findings.push({
      ...base,
      severity: 'warning',
      rule: 'opt_out',
      line: lines.length,
      message:
        'No opt-out line: add one such as "If you would rather not hear from me, reply "stop" and I won\'t contact you again." (CAN-SPAM and GDPR expect a way out).',
    });
  }
  return findings;
}

function contactFindings(
  template: PreflightTemplate,
  contact: Contact,
  now: number,
  recentDays: number,
): PreflightFinding[] {
  const findings: PreflightFinding[] = [];
  const who = { contact_id: contact.id, contact: label(contact) };
  if (!isValidEmail(contact.email)) {
    findings.push({
      ...who,
      severity: 'error',
      rule: 'invalid_email',
      line: null,
      message: `${label(contact)}: the address is not valid; correct it in Contacts.`,
    });
  }
  if (contact.status === 'do_not_contact') {
    findings.push({
      ...who,
      severity: 'error',
      rule: 'do_not_contact',
      line: null,
      message: `${label(contact)} is marked do not contact: remove them from the campaign.`,
    });
  }
  if (contact.last_contacted && now - Date.parse(contact.last_contacted) < recentDays * 86_400_000) {
    const day = contact.last_contacted.slice(0, 10);
    findings.push({
      ...who,
      severity: 'warning',
      rule: 'recently_contacted',
      line: null,
      message: `${label(contact)} was contacted on ${day}, within the last ${recentDays} days.`,
    });
  }
  const values = contactValues(contact);
  const subject = render(template.subject, values);
  for (const use of subject.empty) {
    findings.push({
      ...who,
      severity: 'error',
      rule: 'empty_field',
      line: null,
      message: `${label(contact)}: {{${use.field}}} in the subject is empty and has no fallback; fill it in or write {{${use.field}|fallback}}.`,
    });
  }
  for (const use of render(template.text_content, values).empty) {
    findings.push({
      ...who,
      severity: 'error',
      rule: 'empty_field',
      line: use.line,
      message: `${label(contact)}: {{${use.field}}} on line ${use.line} is empty and has no fallback; fill it in or write {{${use.field}|fallback}}.`,
    });
  }
  if (subject.text.trim() === '') {
    findings.push({
      ...who,
      severity: 'error',
      rule: 'subject_empty',
      line: null,
      message: `${label(contact)}: the subject is empty once merged.`,
    });
  } else if (charCount(subject.text) > OUTREACH_LIMITS.subjectChars) {
    findings.push({
      ...who,
      severity: 'warning',
      rule: 'subject_length',
      line: null,
      message: `${label(contact)}: the subject has ${charCount(subject.text)} characters; inboxes cut it after about ${OUTREACH_LIMITS.subjectChars}.`,
    });
  }
  return findings;
}

/** Runs every check for `contacts` (in campaign order); `known` are the merge fields contacts offer. */
export function preflight(
  template: PreflightTemplate,
  contacts: readonly Contact[],
  known: readonly string[],
  options: { now: number; recentDays?: number },
): PreflightReport {
  const recentDays = options.recentDays ?? OUTREACH_LIMITS.recentDays;
  const findings = [
    ...templateFindings(template, known),
    ...contacts.flatMap((contact) => contactFindings(template, contact, options.now, recentDays)),
  ];
  if (fieldUses(template.text_content).length === 0 && fieldUses(template.subject).length === 0) {
    findings.push({
      severity: 'warning',
      rule: 'no_personalisation',
      contact_id: null,
      contact: null,
      line: null,
      message: 'The message uses no merge field: every contact gets the same words, which reads as bulk mail.',
    });
  }
  return { ok: findings.every((finding) => finding.severity !== 'error'), findings, checked_contacts: contacts.length };
}
