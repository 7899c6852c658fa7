/**
 * Merge fields: `{{name}}` takes a contact's value, `{{first_name|there}}` falls back to "there"
 * when the value is empty. Field names are a contact's columns (standard ones and any imported
 * column) plus the derived first_name, last_name and domain. A field no contact column offers is an
 * error when the template is saved; an empty one without a fallback is a preflight error per contact.
 */
import type { Contact } from '@/contract/types/outreach';
import { firstName, oneLine, siteHost } from './text';

/** `{{ field }}` or `{{ field | fallback }}`; the fallback may hold anything but braces. */
const MERGE_FIELD = /\{\{\s*([A-Za-z0-9_]+)\s*(?:\|([^{}]*))?\}\}/g;

export const STANDARD_FIELDS = [
  'first_name',
  'last_name',
  'name',
  'email',
  'website',
  'domain',
  'industry',
  'role',
  'notes',
] as const;

export type FieldUse = { field: string; fallback: string | null; line: number };

/** Every merge field in `text`, with its fallback and 1-based line. */
export function fieldUses(text: string): FieldUse[] {
  const uses: FieldUse[] = [];
  text.split('\n').forEach((lineText, index) => {
    for (const match of lineText.matchAll(MERGE_FIELD)) {
      const fallback = match[2] === undefined ? null : match[2].trim();
      uses.push({ field: match[1].toLowerCase(), fallback, line: index + 1 });
    }
  });
  return uses;
}

/** The distinct fields a template uses, in order of first use. */
export function templateVariables(...texts: string[]): string[] {
  return [...new Set(texts.flatMap((text) => fieldUses(text).map((use) => use.field)))];
}

/** The merge fields the given contacts offer: the standard ones and every imported column. */
export function mergeFieldNames(contacts: readonly Pick<Contact, 'fields'>[]): string[] {
  const extra = new Set<string>();
  for (const contact of contacts) for (const key of Object.keys(contact.fields)) extra.add(key);
  return [
    ...STANDARD_FIELDS,
    ...[...extra].filter((key) => !(STANDARD_FIELDS as readonly string[]).includes(key)).sort(),
  ];
}

/** A contact's merge values; one-line fields stay one line even if stored otherwise. */
export function contactValues(contact: Contact): Record<string, string> {
  const name = oneLine(contact.name);
  const parts = name.split(' ');
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(contact.fields)) values[key] = value;
  return Object.assign(values, {
    first_name: firstName(name),
    last_name: parts.length > 1 ? parts[parts.length - 1] : '',
    name,
    email: contact.email,
    website: contact.website,
    domain: siteHost(contact.website) || (contact.email.split('@')[1] ?? ''),
    industry: contact.industry,
    role: contact.role,
    notes: contact.notes,
  });
}

export type Rendered = { text: string; empty: FieldUse[] };

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[char]};`);

/**
 * Fills the fields of `text` from `values`. A field left empty (no value, no fallback) is listed
 * and rendered as nothing. `html` escapes the inserted values, so a contact's name is never markup.
 */
export function render(text: string, values: Readonly<Record<string, string>>, html = false): Rendered {
  const empty: FieldUse[] = [];
  const lines = text.split('\n').map((lineText, index) =>
    lineText.replace(MERGE_FIELD, (_match, field: string, fallback: string | undefined) => {
      const key = field.toLowerCase();
      const value = (values[key] ?? '').trim();
      const chosen = value !== '' ? value : (fallback ?? '').trim();
      if (chosen === '') empty.push({ field: key, fallback: fallback ?? null, line: index + 1 });
      return html ? escapeHtml(chosen) : chosen;
    }),
  );
  return { text: lines.join('\n'), empty };
}

/** Fields of the template no contact column offers (an error at save). */
export function unknownFields(texts: readonly string[], known: readonly string[]): string[] {
  const knownSet = new Set(known);
  return templateVariables(...texts).filter((field) => !knownSet.has(field));
}
