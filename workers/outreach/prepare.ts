/**
 * A campaign step's messages, one per contact, merged from the template, and the files that carry
 * them to the user's mail program: a zip of .eml drafts, an mbox and a mail-merge sheet's rows.
 */
import { zipSync } from 'fflate';
import type { Contact } from '@/contract/types/outreach';
import { contactValues, render, templateVariables } from './merge';
import { buildEml, type MailMessage } from './mime';
import { multiLine, oneLine } from './text';

export type PrepareInput = {
  template: { subject: string; text_content: string; html_content: string | null };
  contacts: readonly Contact[];
  campaign_id: string;
  step: number;
  date: string;
  from_email: string | null;
  from_name: string | null;
  /** Per contact, the Message-ID of the message a follow-up answers. */
  in_reply_to: Readonly<Record<string, string>>;
};

export type PreparedMail = MailMessage & { contact_id: string };

/** Message-IDs are the campaign, step and contact: the same on every device, found again in replies. */
export const messageIdFor = (campaignId: string, step: number, contactId: string): string =>
  `${campaignId}.${step}.${contactId}@topicwise.invalid`;

export function prepareMessages(input: PrepareInput): PreparedMail[] {
  return input.contacts.map((contact) => {
    const values = contactValues(contact);
    return {
      contact_id: contact.id,
      to_email: contact.email,
      to_name: contact.name,
      from_email: input.from_email,
      from_name: input.from_name,
      // A subject is one line whatever a merged value held, so it cannot add a header.
      subject: oneLine(render(input.template.subject, values).text),
      text_body: multiLine(render(input.template.text_content, values).text),
      html_body: input.template.html_content ? render(input.template.html_content, values, true).text : null,
      message_id: messageIdFor(input.campaign_id, input.step, contact.id),
      date: input.date,
      in_reply_to: input.in_reply_to[contact.id] ?? null,
    };
  });
}

/** A file name from an address: letters, digits, dot, dash and underscore only. */
const safeName = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80);

/** The .eml drafts in a zip (one file per message, numbered in campaign order). */
export function emlZip(messages: readonly MailMessage[]): Uint8Array {
  const encoder = new TextEncoder();
  const files: Record<string, Uint8Array> = {};
  messages.forEach((message, index) => {
    const name = `${String(index + 1).padStart(3, '0')}-${safeName(message.to_email)}.eml`;
    files[name] = encoder.encode(buildEml(message));
  });
  return zipSync(files, { level: 6, mtime: new Date(messages[0]?.date ?? Date.now()) });
}

/**
 * A mail-merge sheet (Gmail mail merge, GMass, YAMM): the address, the template's own fields as
 * columns (each contact's value, or the fallback), and the merged subject and body for tools that
 * send a column as it is.
 */
export function mergeSheet(
  template: PrepareInput['template'],
  contacts: readonly Contact[],
  prepared: readonly PreparedMail[],
): { header: string[]; rows: string[][] } {
  const fields = templateVariables(template.subject, template.text_content).filter((field) => field !== 'email');
  const byContact = new Map(prepared.map((message) => [message.contact_id, message]));
  const rows = contacts.map((contact) => {
    const values = contactValues(contact);
    const message = byContact.get(contact.id);
    const filled = fields.map((field) => render(`{{${field}}}`, values).text);
    return [contact.email, ...filled, message?.subject ?? '', message?.text_body ?? ''];
  });
  return { header: ['email', ...fields, 'subject', 'body'], rows };
}
