/**
 * Outreach contacts and templates (spec 002 §2.6, §5, §7). Contacts are refused without an email and
 * a name, with an invalid address, as a duplicate of a stored address, or past the plan's limit;
 * templates with a merge field no contact column offers. Campaigns, replies and the dashboard are
 * in outreachCampaigns.ts.
 */
import {
  OUTREACH_LIMITS,
  type Contact,
  type ContactImportResponse,
  type Template,
} from '../../../contract/types/outreach';
import { ApiError } from '../../../contract/errors';
import { db, newId, nowIso, type OutreachContactRecord, type OutreachTemplateRecord } from '@/db';
import type { RouteModule } from '../types';
import { bodyObject } from '../validate';
import { workerServices } from '../workers';
import { emailKey, parseEmail } from '@workers/outreach/text';
import {
  allContacts,
  contactLimit,
  contactStatus,
  fieldMap,
  knownFields,
  limitMessage,
  lineField,
  outreachType,
  sanitizeHtml,
  tagList,
  textField,
  toContact,
} from '../outreach/store';

/** The address and its normalised key (lower case, ASCII domain); 400 when it is not an address. */
function checkedEmail(value: unknown): { email: string; key: string } {
  const email = lineField(value, 'Email', 254);
  if (!parseEmail(email)) {
    throw new ApiError(400, `"${email.slice(0, 80)}" is not a valid email address: write it as name@example.com.`);
  }
  return { email, key: emailKey(email) };
}

async function contactFromBody(body: unknown, existing?: OutreachContactRecord): Promise<OutreachContactRecord> {
  const input = bodyObject(body);
  const name = lineField(input.name, 'Name');
  if (typeof input.email !== 'string' || input.email.trim() === '' || name === '') {
    throw new ApiError(400, 'Email and name are required');
  }
  const { email, key } = checkedEmail(input.email);
  const duplicate = await db.outreach_contacts.where('email_key').equals(key).first();
  if (duplicate && duplicate.id !== existing?.id) {
    throw new ApiError(409, `${email} is already a contact (${duplicate.name}): edit that contact instead.`);
  }
  const now = nowIso();
  return {
    id: existing?.id ?? newId(),
    email,
    email_key: key,
    name,
    website: lineField(input.website, 'Website'),
    industry: lineField(input.industry, 'Industry'),
    role: lineField(input.role, 'Role'),
    notes: textField(input.notes, 'Notes'),
    tags: tagList(input.tags),
    fields: input.fields === undefined ? (existing?.fields ?? {}) : fieldMap(input.fields),
    status: contactStatus(input.status, existing?.status ?? 'new'),
    created_at: existing?.created_at ?? now,
    updated_at: now,
    last_contacted: existing?.last_contacted ?? null,
  };
}

async function storedContact(id: string | undefined): Promise<OutreachContactRecord> {
  const record = id ? await db.outreach_contacts.get(id) : undefined;
  if (!record) throw new ApiError(404, 'Contact not found: it may have been deleted on another device.');
  return record;
}

const matches = (contact: Contact, query: string, industry: string, tags: string[], status: string) => {
  if (industry && contact.industry.toLowerCase() !== industry.toLowerCase()) return false;
  if (status && contact.status !== status) return false;
  if (tags.length > 0 && !tags.every((tag) => contact.tags.some((own) => own.toLowerCase() === tag.toLowerCase())))
    return false;
  if (!query) return true;
  const haystack = [
    contact.email,
    contact.name,
    contact.website,
    contact.industry,
    contact.role,
    contact.notes,
    ...contact.tags,
  ]
    .join(' ')
    .toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((word) => haystack.includes(word));
};

async function templateFromBody(body: unknown, existing?: OutreachTemplateRecord): Promise<OutreachTemplateRecord> {
  const input = bodyObject(body);
  const name = lineField(input.name, 'Template name');
  // A subject is one header line: a line break in it is cleaned to a space, never a new header.
  const subject = lineField(input.subject, 'Subject', 998);
  const text = textField(input.text_content, 'Plain text content', OUTREACH_LIMITS.templateText);
  if (name === '' || subject === '' || text === '') throw new ApiError(400, 'Name, subject, and content are required');
  const rawHtml =
    typeof input.html_content === 'string'
      ? textField(input.html_content, 'HTML content', OUTREACH_LIMITS.templateText)
      : '';
  const html = await sanitizeHtml(rawHtml);
  const known = await knownFields();
  const check = await workerServices().outreach.checkTemplate(undefined, [subject, text, html ?? ''], known);
  if (check.unknown.length > 0) {
    const list = check.unknown.map((field) => `{{${field}}}`).join(', ');
    throw new ApiError(
      400,
      `Unknown merge field${check.unknown.length > 1 ? 's' : ''} ${list}: use one of ${known.map((field) => `{{${field}}}`).join(', ')}, or import contacts with that column first.`,
    );
  }
  const now = nowIso();
  return {
    id: existing?.id ?? newId(),
    name,
    outreach_type: outreachType(input.outreach_type),
    subject,
    text_content: text,
    html_content: html,
    variables: check.variables,
    created_at: existing?.created_at ?? now,
    updated_at: now,
  };
}

const toTemplate = ({ sync_rev: _rev, updated_at: _updated, ...template }: OutreachTemplateRecord): Template =>
  template;

export const outreachRoutes = {
  'GET /api/outreach/contacts': async ({ query }) => {
    const contacts = await allContacts();
    const tags = (query.tags ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    const shown = contacts.filter((contact) =>
      matches(contact, (query.query ?? '').trim(), (query.industry ?? '').trim(), tags, (query.status ?? '').trim()),
    );
    const sortedSet = (values: Iterable<string>) =>
      [...new Set(values)].filter(Boolean).sort((a, b) => a.localeCompare(b));
    return {
      contacts: shown,
      total: contacts.length,
      industries: sortedSet(contacts.map((contact) => contact.industry)),
      tags: sortedSet(contacts.flatMap((contact) => contact.tags)),
      merge_fields: await knownFields(contacts),
      limit: await contactLimit(),
    };
  },

  'POST /api/outreach/contacts': {
    changes: ['outreach'],
    handle: async ({ body }) => {
      const record = await contactFromBody(body);
      return db.transaction('rw', db.outreach_contacts, db.settings, async () => {
        const problem = limitMessage(await contactLimit(), 1);
        if (problem) throw new ApiError(403, problem);
        await db.outreach_contacts.add(record);
        return toContact(record);
      });
    },
  },

  'PUT /api/outreach/contacts/{id}': {
    changes: ['outreach'],
    handle: async ({ params, body }) =>
      db.transaction('rw', db.outreach_contacts, async () => {
        const record = await contactFromBody(body, await storedContact(params.id));
        await db.outreach_contacts.put(record);
        return toContact(record);
      }),
  },

  'PUT /api/outreach/contacts/{id}/status': {
    changes: ['outreach'],
    handle: async ({ params, body }) =>
      db.transaction('rw', db.outreach_contacts, async () => {
        const record = await storedContact(params.id);
        const next = { ...record, status: contactStatus(bodyObject(body).status, record.status), updated_at: nowIso() };
        await db.outreach_contacts.put(next);
        return toContact(next);
      }),
  },

  'DELETE /api/outreach/contacts/{id}': {
    changes: ['outreach'],
    handle: async ({ params }) => {
      await db.transaction('rw', db.outreach_contacts, db.outreach_events, async () => {
        await storedContact(params.id);
        await db.outreach_contacts.delete(params.id);
        await db.outreach_events.where('contact_id').equals(params.id).delete();
      });
      return { success: true };
    },
  },

  'GET /api/outreach/contacts/{id}/history': async ({ params }) => {
    const contact = toContact(await storedContact(params.id));
    const messages = await db.outreach_messages.where('contact_id').equals(contact.id).toArray();
    const events = await db.outreach_events.where('contact_id').equals(contact.id).toArray();
    const byDate = <T extends { created_at: string }>(a: T, b: T) => b.created_at.localeCompare(a.created_at);
    return {
      contact,
      messages: messages.map(({ sync_rev: _rev, updated_at: _updated, ...message }) => message).sort(byDate),
      events: events.map(({ sync_rev: _rev, updated_at: _updated, ...event }) => event).sort(byDate),
    };
  },

  'POST /api/outreach/contacts/import': {
    changes: ['outreach'],
    handle: async ({ body }): Promise<ContactImportResponse> => {
      const input = bodyObject(body);
      const csv = typeof input.csv_content === 'string' ? input.csv_content : '';
      if (csv.trim() === '') throw new ApiError(400, 'Please provide CSV content to import');
      if (csv.length > 20 * 1024 * 1024)
        throw new ApiError(413, 'The CSV is larger than 20 MB: split it into smaller files.');
      const existing = (await db.outreach_contacts.toArray()).map((record) => record.email_key);
      const parsed = await workerServices().outreach.parseContactsCsv(undefined, csv, existing);
      const errors = [...parsed.errors];
      let accepted = parsed.contacts;
      await db.transaction('rw', db.outreach_contacts, db.settings, async () => {
        const limit = await contactLimit();
        if (limit.max !== null && limit.used + accepted.length > limit.max) {
          const room = Math.max(0, limit.max - limit.used);
          const refusal = limitMessage(limit, accepted.length) ?? '';
          // Rows past the limit are reported one by one, like any other row that was not imported.
          for (const contact of accepted.slice(room)) errors.push({ line: contact.line, reason: refusal });
          accepted = accepted.slice(0, room);
        }
        const now = nowIso();
        await db.outreach_contacts.bulkAdd(
          accepted.map(({ line: _line, ...contact }) => ({
            ...contact,
            id: newId(),
            status: 'new' as const,
            created_at: now,
            updated_at: now,
            last_contacted: null,
          })),
        );
      });
      errors.sort((a, b) => a.line - b.line);
      const parts = [`Imported ${accepted.length} of ${parsed.total_rows} rows`];
      if (parsed.duplicates > 0)
        parts.push(`${parsed.duplicates} duplicate${parsed.duplicates === 1 ? '' : 's'} skipped`);
      if (errors.length > 0) parts.push(`${errors.length} row${errors.length === 1 ? '' : 's'} not imported`);
      if (parsed.cleaned > 0)
        parts.push(`line breaks in ${parsed.cleaned} name${parsed.cleaned === 1 ? '' : 's'} cleaned to spaces`);
      if (parsed.ignored_columns.length > 0) parts.push(`columns ignored: ${parsed.ignored_columns.join(', ')}`);
      return {
        success: accepted.length > 0 || (errors.length === 0 && parsed.duplicates > 0),
        imported: accepted.length,
        duplicates: parsed.duplicates,
        total_rows: parsed.total_rows,
        errors,
        message: `${parts.join('; ')}.`,
      };
    },
  },

  'GET /api/outreach/templates': async () => {
    const records = await db.outreach_templates.orderBy('created_at').reverse().toArray();
    return { templates: records.map(toTemplate), merge_fields: await knownFields() };
  },

  'POST /api/outreach/templates': {
    changes: ['outreach'],
    handle: async ({ body }) => {
      const record = await templateFromBody(body);
      await db.outreach_templates.add(record);
      return toTemplate(record);
    },
  },

  'PUT /api/outreach/templates/{id}': {
    changes: ['outreach'],
    handle: async ({ params, body }) => {
      const existing = params.id ? await db.outreach_templates.get(params.id) : undefined;
      if (!existing) throw new ApiError(404, 'Template not found: it may have been deleted on another device.');
      const record = await templateFromBody(body, existing);
      await db.outreach_templates.put(record);
      return toTemplate(record);
    },
  },

  'DELETE /api/outreach/templates/{id}': {
    changes: ['outreach'],
    handle: async ({ params }) => {
      const used = await db.outreach_campaigns.filter((campaign) => campaign.template_id === params.id).count();
      if (used > 0)
        throw new ApiError(
          409,
          `The template is used by ${used} campaign${used === 1 ? '' : 's'}: delete those first.`,
        );
      await db.outreach_templates.delete(params.id ?? '');
      return { success: true };
    },
  },

  'POST /api/outreach/templates/preview': {
    changes: [],
    handle: async ({ body }) => {
      const input = bodyObject(body);
      const contact =
        typeof input.contact_id === 'string' ? await db.outreach_contacts.get(input.contact_id) : undefined;
      const template = {
        subject: lineField(input.subject, 'Subject', 998),
        text_content: textField(input.text_content, 'Plain text content', OUTREACH_LIMITS.templateText),
        html_content: typeof input.html_content === 'string' ? input.html_content : null,
      };
      return workerServices().outreach.previewTemplate(
        undefined,
        template,
        contact ? toContact(contact) : null,
        await knownFields(),
      );
    },
  },

  'POST /api/outreach/templates/ai-generate': {
    changes: [],
    handle: async ({ body }) => {
      const input = bodyObject(body);
      const audience = lineField(input.target_audience, 'Target audience');
      const value = lineField(input.value_proposition, 'Value proposition');
      if (audience === '' || value === '') {
        throw new ApiError(400, 'Target audience and value proposition are required');
      }
      return workerServices().outreach.generateTemplate(undefined, {
        outreach_type: outreachType(input.outreach_type),
        target_audience: audience,
        value_proposition: value,
        call_to_action: lineField(input.call_to_action, 'Call to action'),
      });
    },
  },
} satisfies RouteModule;
