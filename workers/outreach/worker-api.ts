/**
 * The outreach worker: reading contact sheets and reply mailboxes, merging, the preflight and the
 * files a campaign prepares. The main thread loads the same object when there is no worker.
 */
import type { Contact, TemplateBrief, TemplatePreview } from '@/contract/types/outreach';
import { parseContactsCsv } from './contactsCsv';
import { generateTemplate } from './generator';
import { linksTo, readLinks } from './links';
import { parseMbox } from './mbox';
import { contactValues, mergeFieldNames, render, templateVariables, unknownFields } from './merge';
import { buildIcs, buildMbox, mailtoHref, type MailMessage } from './mime';
import { preflight, type PreflightTemplate } from './preflight';
import { emlZip, mergeSheet, prepareMessages } from './prepare';

function previewTemplate(
  template: PreflightTemplate,
  contact: Contact | null,
  known: readonly string[],
): TemplatePreview {
  const values = contact ? contactValues(contact) : {};
  const subject = render(template.subject, values);
  const text = render(template.text_content, values);
  const html = template.html_content ? render(template.html_content, values, true) : null;
  const empty = [...subject.empty, ...text.empty, ...(html?.empty ?? [])].map((use) => use.field);
  return {
    subject: subject.text,
    text_body: text.text,
    html_body: html?.text ?? null,
    empty_fields: [...new Set(empty)],
    unknown_fields: unknownFields([template.subject, template.text_content, template.html_content ?? ''], known),
  };
}

export const outreachWorkerApi = {
  parseContactsCsv: (text: string, existingKeys: readonly string[]) => parseContactsCsv(text, new Set(existingKeys)),
  mergeFieldNames: (contacts: readonly Pick<Contact, 'fields'>[]) => mergeFieldNames(contacts),
  checkTemplate: (texts: readonly string[], known: readonly string[]) => ({
    variables: templateVariables(...texts),
    unknown: unknownFields(texts, known),
  }),
  previewTemplate,
  preflight,
  prepareMessages,
  emlZip: (messages: readonly MailMessage[]) => emlZip(messages),
  mbox: (messages: readonly MailMessage[]) => buildMbox(messages),
  mergeSheet,
  mailtoHref,
  ics: buildIcs,
  parseMbox,
  findLinks: (html: string, pageUrl: string, target: string) => linksTo(readLinks(html, pageUrl), target),
  generateTemplate: (brief: TemplateBrief) => generateTemplate(brief),
};

export type OutreachWorkerApi = typeof outreachWorkerApi;
