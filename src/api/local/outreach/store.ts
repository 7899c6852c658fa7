/**
 * Reading and checking outreach records for the handlers: contact input, the plan's contact limit
 * (from the Pricing tab's `current_plan` setting), the merge fields contacts offer, and template HTML
 * sanitised with DOMPurify where there is a DOM to do it with.
 */
import {
  CONTACT_LIMITS,
  CONTACT_STATUSES,
  OUTREACH_LIMITS,
  OUTREACH_TYPES,
  DEFAULT_OUTREACH_TYPE,
  type Contact,
  type ContactLimit,
  type ContactStatus,
  type OutreachType,
} from '../../../contract/types/outreach';
import { SETTING_KEYS } from '../../../contract/types/settings';
import { ApiError } from '../../../contract/errors';
import { isJsonObject, type JsonObject } from '../../../contract/json';
import { db, type OutreachContactRecord } from '@/db';
import { charLength } from '../validate';
import { PRICING_PLANS } from '../pricing';
import { workerServices } from '../workers';
import { multiLine, oneLine } from '@workers/outreach/text';

/** A one-line field: line breaks (a header injection attempt, or a stray paste) become spaces. */
export function lineField(value: unknown, label: string, max: number = OUTREACH_LIMITS.shortText): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new ApiError(400, `${label} must be text`);
  const text = oneLine(value);
  if (charLength(text) > max)
    throw new ApiError(400, `${label} must be ${max.toLocaleString('en-US')} characters or fewer`);
  return text;
}

/** A multi-line field: line ends made LF, controls other than tab removed. */
export function textField(value: unknown, label: string, max: number = OUTREACH_LIMITS.longText): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new ApiError(400, `${label} must be text`);
  const text = multiLine(value).trim();
  if (charLength(text) > max)
    throw new ApiError(400, `${label} must be ${max.toLocaleString('en-US')} characters or fewer`);
  return text;
}

export function tagList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[;|,]/) : [];
  const tags = items.map((item) => lineField(item, 'Tag', 60)).filter((tag) => tag !== '');
  return [...new Set(tags)].slice(0, OUTREACH_LIMITS.tags);
}

export function fieldMap(value: unknown): Record<string, string> {
  if (!isJsonObject(value)) return {};
  const fields: Record<string, string> = {};
  for (const [key, item] of Object.entries(value as JsonObject).slice(0, 40)) {
    const name = key
      .toLowerCase()
      .replace(/[^a-z0-9_]+/g, '_')
      .replace(/^_+|_+$/g, '');
    const text = lineField(item, `Column ${name}`, OUTREACH_LIMITS.longText);
    if (name !== '' && text !== '') fields[name] = text;
  }
  return fields;
}

export function contactStatus(value: unknown, fallback: ContactStatus): ContactStatus {
  if (value === undefined || value === null) return fallback;
  if (!CONTACT_STATUSES.includes(value as ContactStatus)) {
    throw new ApiError(400, `Status must be one of ${CONTACT_STATUSES.join(', ')}`);
  }
  return value as ContactStatus;
}

export function outreachType(value: unknown): OutreachType {
  if (value === undefined || value === null || value === '') return DEFAULT_OUTREACH_TYPE;
  if (!OUTREACH_TYPES.includes(value as OutreachType)) {
    throw new ApiError(400, `Outreach type must be one of ${OUTREACH_TYPES.join(', ')}`);
  }
  return value as OutreachType;
}

/** The record without its storage-only key. */
export function toContact(record: OutreachContactRecord): Contact {
  const { email_key: _key, sync_rev: _rev, ...contact } = record;
  return contact;
}

/** The plan picked in the Pricing tab and its contact limit; no plan picked means no limit. */
export async function contactLimit(): Promise<ContactLimit> {
  const used = await db.outreach_contacts.count();
  const selection = (await db.settings.get(SETTING_KEYS.currentPlan))?.value;
  const tier = isJsonObject(selection) ? selection.tier : null;
  const plan = PRICING_PLANS.find((candidate) => candidate.tier === tier);
  if (!plan) return { plan: null, max: null, used };
  return { plan: plan.name, max: CONTACT_LIMITS[plan.tier], used };
}

/** The message naming the plan when `adding` more contacts would pass its limit. */
export function limitMessage(limit: ContactLimit, adding: number): string | null {
  if (limit.max === null || limit.used + adding <= limit.max) return null;
  if (limit.max === 0) {
    return `The ${limit.plan} plan does not include outreach contacts: choose Professional (up to 100 contacts) or Enterprise (unlimited) in the Pricing tab.`;
  }
  return `The ${limit.plan} plan allows up to ${limit.max} outreach contacts and ${limit.used} are stored: delete some, or choose Enterprise (unlimited) in the Pricing tab.`;
}

export async function allContacts(): Promise<Contact[]> {
  return (await db.outreach_contacts.orderBy('created_at').reverse().toArray()).map(toContact);
}

/** The merge fields the stored contacts offer (standard ones and imported columns). */
export async function knownFields(contacts?: readonly Contact[]): Promise<string[]> {
  const list = contacts ?? (await allContacts());
  return workerServices().outreach.mergeFieldNames(
    undefined,
    list.map((contact) => ({ fields: contact.fields })),
  );
}

/**
 * Template HTML through DOMPurify (loaded on first use). The adapter runs in the page, which has a
 * DOM; where there is none (Node, the CLI) no HTML is kept rather than unsanitised HTML.
 */
export async function sanitizeHtml(html: string): Promise<string | null> {
  if (html.trim() === '') return null;
  if (typeof document === 'undefined') return null;
  const { default: DOMPurify } = await import('dompurify');
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
  return clean.trim() === '' ? null : clean;
}
