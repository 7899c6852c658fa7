/**
 * Outreach campaigns, replies, links and the dashboard (spec 002 §2.6, §4, §7). A static app cannot
 * send mail (provider keys cannot live in a browser), so Start prepares one message per contact for
 * the user's own mail program (.eml drafts, an mbox, a mail-merge sheet, mailto: links) and the
 * campaign runs until the user marks it sent. Replies and links come from what the user records or
 * imports; opens and clicks cannot be seen and are never reported as figures.
 */
import {
  CONTACT_STATUSES,
  DEFAULT_OUTREACH_PROVIDER,
  DEFAULT_OUTREACH_TYPE,
  OUTREACH_LIMITS,
  OUTREACH_PROVIDERS,
  OUTREACH_TYPES,
  type Campaign,
  type CampaignFile,
  type Contact,
  type ContactStatus,
  type LinkRel,
  type OutreachDashboard,
  type OutreachEvent,
  type OutreachProvider,
  type PreflightReport,
  type PreparedMessage,
  type ProviderInfo,
} from '../../../contract/types/outreach';
import { ApiError } from '../../../contract/errors';
import {
  db,
  newId,
  nowIso,
  type OutreachCampaignRecord,
  type OutreachEventRecord,
  type OutreachMessageRecord,
} from '@/db';
import { toCsv } from '@/lib/csv';
import type { RouteModule } from '../types';
import { bodyObject } from '../validate';
import { workerServices } from '../workers';
import { corsProxy } from '../website/proxy';
import { fetchText } from '../website/fetchPage';
import { allContacts, knownFields, lineField, outreachType, textField, toContact } from '../outreach/store';
import { parseEmail } from '@workers/outreach/text';

const PROVIDERS: readonly ProviderInfo[] = [
  {
    id: 'mail_program',
    name: 'Your mail program',
    connected: true,
    note: 'Prepared here as .eml drafts, an mbox, a mail-merge sheet or mailto: links; you send them from Outlook, Apple Mail, Thunderbird or Gmail.',
  },
  ...(['sendgrid', 'mailgun', 'aws_ses'] as const).map((id) => ({
    id,
    name: { sendgrid: 'SendGrid', mailgun: 'Mailgun', aws_ses: 'Amazon SES' }[id],
    connected: false,
    note: 'Not connected in the offline app: its API keys cannot be kept safely in a browser and it does not accept calls from one.',
  })),
];

/** Statuses that mean the contact answered (a decline is an answer too). */
const ANSWERED: readonly ContactStatus[] = ['replied', 'link_placed', 'declined'];

const plain = <T extends { sync_rev?: string; updated_at: string }>({
  sync_rev: _rev,
  updated_at: _updated,
  ...rest
}: T) => rest;

async function storedCampaign(id: string | undefined): Promise<OutreachCampaignRecord> {
  const record = id ? await db.outreach_campaigns.get(id) : undefined;
  if (!record) throw new ApiError(404, 'Campaign not found: it may have been deleted on another device.');
  return record;
}

function toCampaign(record: OutreachCampaignRecord): Campaign {
  return plain(record);
}

/** The campaign's contacts that still exist, in campaign order. */
async function campaignContacts(campaign: Campaign): Promise<Contact[]> {
  const records = await db.outreach_contacts.bulkGet(campaign.contact_ids);
  return records.filter((record) => record !== undefined).map(toContact);
}

async function campaignTemplate(templateId: string) {
  const template = await db.outreach_templates.get(templateId);
  return template ?? null;
}

async function runPreflight(campaign: Campaign, templateId: string): Promise<PreflightReport> {
  const template = await campaignTemplate(templateId);
  if (!template) {
    return {
      ok: false,
      checked_contacts: 0,
      findings: [
        {
          severity: 'error',
          rule: 'template_missing',
          contact_id: null,
          contact: null,
          line: null,
          message: 'The template was deleted: choose another template for this campaign.',
        },
      ],
    };
  }
  const contacts = await campaignContacts(campaign);
  const report = await workerServices().outreach.preflight(undefined, template, contacts, await knownFields(), {
    now: Date.now(),
  });
  const missing = campaign.contact_ids.length - contacts.length;
  if (missing > 0) {
    report.findings.unshift({
      severity: 'warning',
      rule: 'contact_missing',
      contact_id: null,
      contact: null,
      line: null,
      message: `${missing} contact${missing === 1 ? ' was' : 's were'} deleted since the campaign was created; they are left out.`,
    });
  }
  if (contacts.length === 0) {
    report.ok = false;
    report.findings.unshift({
      severity: 'error',
      rule: 'no_contacts',
      contact_id: null,
      contact: null,
      line: null,
      message: 'The campaign has no contacts left: add contacts in a new campaign.',
    });
  }
  return report;
}

/**
 * The messages of `step` for `contacts` (a follow-up answers the previous step's), built outside
 * any transaction: IndexedDB commits a transaction that waits on the worker.
 */
async function prepareStep(
  campaign: OutreachCampaignRecord,
  templateId: string,
  contacts: readonly Contact[],
  step: number,
) {
  const template = await campaignTemplate(templateId);
  if (!template) throw new ApiError(409, 'The template was deleted: choose another template for this campaign.');
  const inReplyTo: Record<string, string> = {};
  if (step > 0) {
    const previous = await db.outreach_messages
      .where('[campaign_id+step]')
      .equals([campaign.id, step - 1])
      .toArray();
    for (const message of previous) inReplyTo[message.contact_id] = message.message_id;
  }
  const date = nowIso();
  const prepared = await workerServices().outreach.prepareMessages(undefined, {
    template,
    contacts,
    campaign_id: campaign.id,
    step,
    date,
    from_email: campaign.from_email,
    from_name: campaign.from_name,
    in_reply_to: inReplyTo,
  });
  const records: OutreachMessageRecord[] = prepared.map((message) => ({
    id: `${campaign.id}:${step}:${message.contact_id}`,
    campaign_id: campaign.id,
    contact_id: message.contact_id,
    step,
    to: message.to_email,
    subject: message.subject,
    text_body: message.text_body,
    html_body: message.html_body,
    message_id: message.message_id,
    created_at: date,
    updated_at: date,
    sent_at: null,
  }));
  return records;
}

async function stepMessages(campaign: Campaign, stepQuery?: string): Promise<OutreachMessageRecord[]> {
  const step = stepQuery === undefined || stepQuery === '' ? campaign.steps_prepared : Number.parseInt(stepQuery, 10);
  if (!Number.isInteger(step) || step < 0 || step > campaign.steps_prepared)
    throw new ApiError(400, `Step must be 0 to ${campaign.steps_prepared}`);
  const messages = await db.outreach_messages.where('[campaign_id+step]').equals([campaign.id, step]).toArray();
  if (messages.length === 0) throw new ApiError(409, 'Nothing is prepared yet: start the campaign first.');
  const order = new Map(campaign.contact_ids.map((id, index) => [id, index]));
  return messages.sort((a, b) => (order.get(a.contact_id) ?? 0) - (order.get(b.contact_id) ?? 0));
}

async function mailMessages(messages: readonly OutreachMessageRecord[], campaign: Campaign) {
  const contacts = new Map(
    (await db.outreach_contacts.bulkGet(messages.map((m) => m.contact_id)))
      .filter((c) => c !== undefined)
      .map((c) => [c.id, c]),
  );
  const previous = new Map<string, string>();
  if ((messages[0]?.step ?? 0) > 0) {
    for (const message of await db.outreach_messages
      .where('[campaign_id+step]')
      .equals([campaign.id, messages[0].step - 1])
      .toArray()) {
      previous.set(message.contact_id, message.message_id);
    }
  }
  return messages.map((message) => ({
    to_email: message.to,
    to_name: contacts.get(message.contact_id)?.name ?? '',
    from_email: campaign.from_email,
    from_name: campaign.from_name,
    subject: message.subject,
    text_body: message.text_body,
    html_body: message.html_body,
    message_id: message.message_id,
    date: message.created_at,
    in_reply_to: previous.get(message.contact_id) ?? null,
  }));
}

const slug = (text: string) =>
  text
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'campaign';

function followUpDue(campaign: Campaign): string | null {
  if (!campaign.follow_up) return null;
  const from = campaign.completed_at ?? campaign.started_at;
  if (!from) return null;
  return new Date(Date.parse(from) + campaign.follow_up.delay_days * 86_400_000).toISOString();
}

async function recordEvent(event: OutreachEventRecord): Promise<void> {
  await db.outreach_events.put(event);
  const contact = await db.outreach_contacts.get(event.contact_id);
  if (!contact) return;
  const status: ContactStatus =
    event.kind === 'link' ? 'link_placed' : contact.status === 'link_placed' ? 'link_placed' : 'replied';
  await db.outreach_contacts.put({ ...contact, status, updated_at: nowIso() });
}

const newEvent = (
  fields: Partial<OutreachEvent> & Pick<OutreachEvent, 'contact_id' | 'kind' | 'source'>,
): OutreachEventRecord => {
  const now = nowIso();
  return {
    id: newId(),
    campaign_id: null,
    note: '',
    subject: '',
    occurred_at: now,
    page_url: '',
    target_url: '',
    anchor: '',
    rel: [],
    created_at: now,
    updated_at: now,
    ...fields,
  };
};

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

export const outreachCampaignRoutes = {
  'GET /api/outreach/campaigns': async () => ({
    campaigns: (await db.outreach_campaigns.orderBy('created_at').reverse().toArray()).map(toCampaign),
  }),

  'POST /api/outreach/campaigns': {
    changes: ['outreach'],
    handle: async ({ body }) => {
      const input = bodyObject(body);
      const name = lineField(input.name, 'Campaign name');
      const templateId = typeof input.template_id === 'string' ? input.template_id : '';
      const ids = Array.isArray(input.contact_ids)
        ? [...new Set(input.contact_ids.filter((id): id is string => typeof id === 'string'))]
        : [];
      if (name === '' || templateId === '' || ids.length === 0) {
        throw new ApiError(400, 'Campaign name, template, and contacts are required');
      }
      if (!(await db.outreach_templates.get(templateId)))
        throw new ApiError(404, 'Template not found: choose another template.');
      const found = (await db.outreach_contacts.bulkGet(ids)).filter((record) => record !== undefined);
      if (found.length === 0)
        throw new ApiError(404, 'None of the chosen contacts exists any more: choose contacts again.');
      const provider = (input.provider ?? DEFAULT_OUTREACH_PROVIDER) as OutreachProvider;
      if (!OUTREACH_PROVIDERS.includes(provider))
        throw new ApiError(400, `Provider must be one of ${OUTREACH_PROVIDERS.join(', ')}`);
      if (provider !== 'mail_program') {
        throw new ApiError(
          400,
          `${PROVIDERS.find((p) => p.id === provider)?.name} is not connected in the offline app: choose "Your mail program".`,
        );
      }
      let followUp: Campaign['follow_up'] = null;
      const rawFollowUp = input.follow_up;
      if (rawFollowUp && typeof rawFollowUp === 'object' && !Array.isArray(rawFollowUp)) {
        const delay = Number(rawFollowUp.delay_days);
        const followTemplate = typeof rawFollowUp.template_id === 'string' ? rawFollowUp.template_id : '';
        if (!Number.isInteger(delay) || delay < 1 || delay > 90)
          throw new ApiError(400, 'The follow-up delay must be 1 to 90 days');
        if (!(await db.outreach_templates.get(followTemplate)))
          throw new ApiError(404, 'The follow-up template was not found: choose another.');
        followUp = { delay_days: delay, template_id: followTemplate };
      }
      const fromEmail = lineField(input.from_email, 'Your address', 254);
      if (fromEmail !== '' && !parseEmail(fromEmail))
        throw new ApiError(400, `"${fromEmail}" is not a valid address for the From line.`);
      const scheduled =
        typeof input.scheduled_time === 'string' && Number.isFinite(Date.parse(input.scheduled_time))
          ? new Date(input.scheduled_time).toISOString()
          : null;
      const now = nowIso();
      const record: OutreachCampaignRecord = {
        id: newId(),
        name,
        outreach_type: outreachType(input.outreach_type),
        description: textField(input.description, 'Description'),
        template_id: templateId,
        provider,
        contact_ids: found.map((record) => record.id),
        scheduled_time: scheduled,
        status: 'draft',
        contacts_count: found.length,
        created_at: now,
        updated_at: now,
        started_at: null,
        completed_at: null,
        failure_reason: null,
        follow_up: followUp,
        from_email: fromEmail === '' ? null : fromEmail,
        from_name: lineField(input.from_name, 'Your name') || null,
        steps_prepared: 0,
        messages_prepared: 0,
        messages_sent: 0,
      };
      await db.outreach_campaigns.add(record);
      return toCampaign(record);
    },
  },

  'GET /api/outreach/campaigns/{id}': async ({ params }) => {
    const campaign = toCampaign(await storedCampaign(params.id));
    const messages = await db.outreach_messages.where('campaign_id').equals(campaign.id).toArray();
    return {
      campaign,
      messages: messages.map((message): PreparedMessage => plain(message)),
      follow_up_due: followUpDue(campaign),
    };
  },

  'DELETE /api/outreach/campaigns/{id}': {
    changes: ['outreach'],
    handle: async ({ params }) => {
      await db.transaction('rw', db.outreach_campaigns, db.outreach_messages, async () => {
        await storedCampaign(params.id);
        await db.outreach_messages.where('campaign_id').equals(params.id).delete();
        await db.outreach_campaigns.delete(params.id);
      });
      return { success: true };
    },
  },

  'POST /api/outreach/campaigns/{id}/preflight': {
    changes: [],
    handle: async ({ params }) => {
      const campaign = await storedCampaign(params.id);
      return runPreflight(toCampaign(campaign), campaign.template_id);
    },
  },

  'POST /api/outreach/campaigns/{id}/start': {
    changes: ['outreach'],
    handle: async ({ params }) => {
      const campaign = await storedCampaign(params.id);
      if (campaign.status !== 'draft')
        throw new ApiError(409, `The campaign is ${campaign.status}: only a draft can be started.`);
      const report = await runPreflight(toCampaign(campaign), campaign.template_id);
      if (!report.ok) {
        const errors = report.findings.filter((finding) => finding.severity === 'error');
        if (errors.some((finding) => finding.rule === 'template_missing' || finding.rule === 'no_contacts')) {
          const failed = {
            ...campaign,
            status: 'failed' as const,
            failure_reason: errors[0].message,
            updated_at: nowIso(),
          };
          await db.outreach_campaigns.put(failed);
          return { success: false, message: errors[0].message, campaign: toCampaign(failed), preflight: report };
        }
        return {
          success: false,
          message: `The preflight found ${errors.length} problem${errors.length === 1 ? '' : 's'} to fix first: ${errors[0].message}`,
          campaign: toCampaign(campaign),
          preflight: report,
        };
      }
      const contacts = await campaignContacts(toCampaign(campaign));
      const records = await prepareStep(campaign, campaign.template_id, contacts, 0);
      const started = await db.transaction('rw', db.outreach_campaigns, db.outreach_messages, async () => {
        await db.outreach_messages.bulkPut(records);
        const now = nowIso();
        const next: OutreachCampaignRecord = {
          ...campaign,
          status: 'running',
          started_at: now,
          updated_at: now,
          steps_prepared: 0,
          messages_prepared: records.length,
          contacts_count: contacts.length,
        };
        await db.outreach_campaigns.put(next);
        return next;
      });
      return {
        success: true,
        message: `${contacts.length} message${contacts.length === 1 ? '' : 's'} prepared: download them for your mail program, send them, then choose Mark sent.`,
        campaign: toCampaign(started),
        preflight: report,
      };
    },
  },

  'POST /api/outreach/campaigns/{id}/mark-sent': {
    changes: ['outreach'],
    handle: async ({ params }) =>
      db.transaction('rw', db.outreach_campaigns, db.outreach_messages, db.outreach_contacts, async () => {
        const campaign = await storedCampaign(params.id);
        if (campaign.status !== 'running')
          throw new ApiError(409, `The campaign is ${campaign.status}: only a running campaign can be marked sent.`);
        const now = nowIso();
        const messages = await db.outreach_messages
          .where('[campaign_id+step]')
          .equals([campaign.id, campaign.steps_prepared])
          .toArray();
        await db.outreach_messages.bulkPut(
          messages.map((message) => ({ ...message, sent_at: message.sent_at ?? now, updated_at: now })),
        );
        const contacts = (await db.outreach_contacts.bulkGet(messages.map((message) => message.contact_id))).filter(
          (c) => c !== undefined,
        );
        await db.outreach_contacts.bulkPut(
          contacts.map((contact) => ({
            ...contact,
            last_contacted: now,
            status: contact.status === 'new' ? 'contacted' : contact.status,
            updated_at: now,
          })),
        );
        const next: OutreachCampaignRecord = {
          ...campaign,
          status: 'completed',
          completed_at: now,
          updated_at: now,
          messages_sent: campaign.messages_sent + messages.filter((message) => message.sent_at === null).length,
        };
        await db.outreach_campaigns.put(next);
        return toCampaign(next);
      }),
  },

  'POST /api/outreach/campaigns/{id}/follow-up': {
    changes: ['outreach'],
    handle: async ({ params }) => {
      const campaign = await storedCampaign(params.id);
      if (!campaign.follow_up)
        throw new ApiError(409, 'The campaign has no follow-up step: create a campaign with one.');
      if (campaign.status !== 'completed')
        throw new ApiError(409, 'Mark the current messages sent before preparing the follow-up.');
      const contacts = await campaignContacts(toCampaign(campaign));
      const repliedIds = new Set(
        (await db.outreach_events.where('campaign_id').equals(campaign.id).toArray())
          .filter((e) => e.kind === 'reply')
          .map((e) => e.contact_id),
      );
      const waiting = contacts.filter(
        (contact) =>
          !ANSWERED.includes(contact.status) && contact.status !== 'do_not_contact' && !repliedIds.has(contact.id),
      );
      if (waiting.length === 0) {
        return {
          success: false,
          message: 'Every contact has answered: there is nobody to follow up.',
          prepared: 0,
          campaign: toCampaign(campaign),
        };
      }
      const step = campaign.steps_prepared + 1;
      const records = await prepareStep(
        campaign,
        campaign.follow_up?.template_id ?? campaign.template_id,
        waiting,
        step,
      );
      const next = await db.transaction('rw', db.outreach_campaigns, db.outreach_messages, async () => {
        await db.outreach_messages.bulkPut(records);
        const updated: OutreachCampaignRecord = {
          ...campaign,
          status: 'running',
          steps_prepared: step,
          messages_prepared: campaign.messages_prepared + records.length,
          updated_at: nowIso(),
        };
        await db.outreach_campaigns.put(updated);
        return updated;
      });
      return {
        success: true,
        message: `Follow-up prepared for ${waiting.length} contact${waiting.length === 1 ? '' : 's'} who have not replied.`,
        prepared: waiting.length,
        campaign: toCampaign(next),
      };
    },
  },

  'POST /api/outreach/campaigns/{id}/files': {
    changes: [],
    handle: async ({ params, body }): Promise<CampaignFile> => {
      const campaign = toCampaign(await storedCampaign(params.id));
      const input = bodyObject(body);
      const base = slug(campaign.name);
      if (input.format === 'ics') {
        const due = followUpDue(campaign);
        if (!due)
          throw new ApiError(
            409,
            'The campaign has no follow-up step, or has not started: there is nothing to remind you of.',
          );
        const text = await workerServices().outreach.ics(undefined, {
          uid: `${campaign.id}.follow-up@topicwise.invalid`,
          dateIso: due,
          summary: `Follow up: ${campaign.name}`,
          description: `Prepare the follow-up of the outreach campaign "${campaign.name}" in Topicwise for the contacts who have not replied.`,
          stamp: nowIso(),
        });
        return {
          file_name: `${base}-follow-up.ics`,
          mime_type: 'text/calendar',
          blob: new Blob([text], { type: 'text/calendar' }),
        };
      }
      const messages = await stepMessages(campaign, typeof input.step === 'number' ? String(input.step) : undefined);
      const step = messages[0].step;
      const suffix = step === 0 ? '' : `-follow-up-${step}`;
      const mails = await mailMessages(messages, campaign);
      if (input.format === 'eml_zip') {
        const bytes = await workerServices().outreach.emlZip(undefined, mails);
        return {
          file_name: `${base}${suffix}-eml.zip`,
          mime_type: 'application/zip',
          blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
        };
      }
      if (input.format === 'mbox') {
        const text = await workerServices().outreach.mbox(undefined, mails);
        return {
          file_name: `${base}${suffix}.mbox`,
          mime_type: 'application/mbox',
          blob: new Blob([text], { type: 'application/mbox' }),
        };
      }
      if (input.format === 'merge_csv') {
        const template = await campaignTemplate(
          step === 0 ? campaign.template_id : (campaign.follow_up?.template_id ?? campaign.template_id),
        );
        if (!template) throw new ApiError(409, 'The template was deleted: the mail-merge sheet needs its fields.');
        const contacts = (await db.outreach_contacts.bulkGet(messages.map((m) => m.contact_id)))
          .filter((c) => c !== undefined)
          .map(toContact);
        const prepared = mails.map((mail, index) => ({ ...mail, contact_id: messages[index].contact_id }));
        const sheet = await workerServices().outreach.mergeSheet(undefined, template, contacts, prepared);
        const csv = toCsv(sheet.header, sheet.rows);
        return {
          file_name: `${base}${suffix}-mail-merge.csv`,
          mime_type: 'text/csv',
          blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }),
        };
      }
      throw new ApiError(400, 'Format must be eml_zip, mbox, merge_csv or ics');
    },
  },

  'GET /api/outreach/campaigns/{id}/mailto': async ({ params, query }) => {
    const campaign = toCampaign(await storedCampaign(params.id));
    const messages = await stepMessages(campaign, query.step);
    const mails = await mailMessages(messages, campaign);
    const links = await Promise.all(
      mails.map(async (mail, index) => {
        const href = await workerServices().outreach.mailtoHref(undefined, mail, OUTREACH_LIMITS.mailtoChars);
        return {
          contact_id: messages[index].contact_id,
          contact: `${mail.to_name} <${mail.to_email}>`,
          href,
          reason: href
            ? null
            : `Too long for a mailto: link (over ${OUTREACH_LIMITS.mailtoChars} characters): use the .eml drafts.`,
        };
      }),
    );
    return { links };
  },

  'POST /api/outreach/events': {
    changes: ['outreach'],
    handle: async ({ body }) => {
      const input = bodyObject(body);
      const contactId = typeof input.contact_id === 'string' ? input.contact_id : '';
      if (!(await db.outreach_contacts.get(contactId)))
        throw new ApiError(404, 'Contact not found: it may have been deleted.');
      const kind = input.kind === 'link' ? 'link' : input.kind === 'reply' ? 'reply' : null;
      if (!kind) throw new ApiError(400, 'Kind must be reply or link');
      const rel = Array.isArray(input.rel)
        ? input.rel.filter((value): value is LinkRel =>
            ['follow', 'nofollow', 'sponsored', 'ugc'].includes(String(value)),
          )
        : [];
      const event = newEvent({
        contact_id: contactId,
        campaign_id: typeof input.campaign_id === 'string' ? input.campaign_id : null,
        kind,
        source: 'manual',
        note: textField(input.note, 'Note'),
        page_url: lineField(input.page_url, 'Page URL', 2000),
        target_url: lineField(input.target_url, 'Target URL', 2000),
        anchor: lineField(input.anchor, 'Anchor text'),
        rel,
      });
      await db.transaction('rw', db.outreach_events, db.outreach_contacts, () => recordEvent(event));
      return plain(event);
    },
  },

  'DELETE /api/outreach/events/{id}': {
    changes: ['outreach'],
    handle: async ({ params }) => {
      await db.outreach_events.delete(params.id ?? '');
      return { success: true };
    },
  },

  'POST /api/outreach/replies/import': {
    changes: ['outreach'],
    handle: async ({ body }) => {
      const input = bodyObject(body);
      const text = typeof input.mbox_content === 'string' ? input.mbox_content : '';
      if (text.trim() === '') throw new ApiError(400, 'Please choose an mbox or .eml file of replies to import');
      const parsed = await workerServices().outreach.parseMbox(undefined, text);
      if (parsed.length === 0)
        throw new ApiError(
          400,
          'No messages were found: export the replies as an mbox (or .eml) from your mail program.',
        );
      let matched = 0;
      let already = 0;
      await db.transaction('rw', db.outreach_events, db.outreach_contacts, db.outreach_messages, async () => {
        for (const reply of parsed) {
          let contactId: string | null = null;
          let campaignId: string | null = null;
          for (const id of reply.in_reply_to) {
            const sent = await db.outreach_messages.where('message_id').equals(id).first();
            if (sent) {
              contactId = sent.contact_id;
              campaignId = sent.campaign_id;
              break;
            }
          }
          if (!contactId && reply.from_key)
            contactId = (await db.outreach_contacts.where('email_key').equals(reply.from_key).first())?.id ?? null;
          if (!contactId) continue;
          matched += 1;
          const id = `mbox:${reply.message_id ?? `${reply.from_key}|${reply.date ?? ''}|${reply.subject}`}`;
          if (await db.outreach_events.get(id)) {
            already += 1;
            continue;
          }
          await recordEvent({
            ...newEvent({
              contact_id: contactId,
              campaign_id: campaignId,
              kind: 'reply',
              source: 'mbox',
              subject: reply.subject,
              occurred_at: reply.date ?? nowIso(),
            }),
            id,
          });
        }
      });
      const unmatched = parsed.length - matched;
      return {
        success: matched > 0,
        messages: parsed.length,
        matched,
        unmatched,
        already_recorded: already,
        message: `${parsed.length} message${parsed.length === 1 ? '' : 's'} read: ${matched - already} new repl${matched - already === 1 ? 'y' : 'ies'} recorded, ${already} already recorded, ${unmatched} from addresses that are not contacts.`,
      };
    },
  },

  'POST /api/outreach/links/check': {
    changes: ['outreach'],
    handle: async ({ body, signal }) => {
      const input = bodyObject(body);
      const contactId = typeof input.contact_id === 'string' ? input.contact_id : '';
      if (!(await db.outreach_contacts.get(contactId)))
        throw new ApiError(404, 'Contact not found: it may have been deleted.');
      const pageUrl = lineField(input.page_url, 'Page URL', 2000);
      const target = lineField(input.target, 'Your site', 2000);
      if (!/^https?:\/\//i.test(pageUrl))
        throw new ApiError(400, 'Enter the full address of the page that should link to you (https://…).');
      if (target === '') throw new ApiError(400, 'Enter your site or page, the link target to look for.');
      const outcome = await fetchText(pageUrl, {
        signal: signal ?? new AbortController().signal,
        proxy: await corsProxy(),
      });
      if (!outcome.ok)
        return { found: false, page_url: pageUrl, target, links: [], failure: outcome.reason, recorded: false };
      const links = await workerServices().outreach.findLinks(
        undefined,
        outcome.text,
        outcome.finalUrl || pageUrl,
        target,
      );
      const found = links.length > 0;
      if (found) {
        const first = links[0];
        const event = newEvent({
          contact_id: contactId,
          kind: 'link',
          source: 'link_check',
          page_url: pageUrl,
          target_url: first.href,
          anchor: first.anchor,
          rel: first.rel,
        });
        await db.transaction('rw', db.outreach_events, db.outreach_contacts, () => recordEvent(event));
      }
      return { found, page_url: pageUrl, target, links, failure: null, recorded: found };
    },
  },

  'GET /api/outreach/dashboard': async (): Promise<OutreachDashboard> => {
    const contacts = await allContacts();
    const campaigns = (await db.outreach_campaigns.orderBy('created_at').reverse().toArray()).map(toCampaign);
    const events = await db.outreach_events.toArray();
    const status_counts = Object.fromEntries(CONTACT_STATUSES.map((status) => [status, 0])) as Record<
      ContactStatus,
      number
    >;
    for (const contact of contacts) status_counts[contact.status] += 1;
    const repliedIds = new Set(events.filter((e) => e.kind === 'reply').map((e) => e.contact_id));
    const linkIds = new Set(events.filter((e) => e.kind === 'link').map((e) => e.contact_id));
    const contacted = contacts.filter(
      (c) => c.last_contacted !== null || (c.status !== 'new' && c.status !== 'do_not_contact'),
    );
    const replied = contacted.filter((c) => ANSWERED.includes(c.status) || repliedIds.has(c.id)).length;
    const links = contacted.filter((c) => c.status === 'link_placed' || linkIds.has(c.id)).length;
    return {
      overview: {
        total_contacts: contacts.length,
        total_campaigns: campaigns.length,
        active_campaigns: campaigns.filter((c) => c.status === 'running').length,
        total_prepared: campaigns.reduce((sum, c) => sum + c.messages_prepared, 0),
        total_sent: campaigns.reduce((sum, c) => sum + c.messages_sent, 0),
      },
      performance: {
        overall_open_rate: null,
        overall_click_rate: null,
        overall_reply_rate: percent(replied, contacted.length),
        overall_link_rate: percent(links, contacted.length),
        contacted: contacted.length,
        replied,
        links_placed: links,
      },
      status_counts,
      recent_campaigns: campaigns.slice(0, 5).map((c) => ({
        id: c.id,
        name: c.name,
        contacts: c.contacts_count,
        status: c.status,
        created_at: c.created_at,
      })),
    };
  },

  'GET /api/outreach/providers': () => ({
    providers: structuredClone([...PROVIDERS]),
    default_provider: DEFAULT_OUTREACH_PROVIDER,
  }),

  'GET /api/outreach/types': () => ({
    outreach_types: [...OUTREACH_TYPES],
    default_outreach_type: DEFAULT_OUTREACH_TYPE,
  }),
} satisfies RouteModule;
