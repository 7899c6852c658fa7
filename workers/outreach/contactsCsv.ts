/**
 * Contacts from CSV text (pasted or a file): columns email, name, website, industry, role, notes,
 * tags, in any order, plus any other column kept as a merge field. Every row that cannot be
 * imported is reported with its line in the text and the reason; rows whose address is already
 * stored, or appeared earlier in the text, are skipped and counted as duplicates.
 */
import Papa from 'papaparse';
import { OUTREACH_LIMITS, type ContactInput, type ImportRowError } from '@/contract/types/outreach';
import { charCount, emailKey, hadLineBreak, multiLine, oneLine, parseEmail } from './text';

export const CONTACT_COLUMNS = ['email', 'name', 'website', 'industry', 'role', 'notes', 'tags'] as const;
type ContactColumn = (typeof CONTACT_COLUMNS)[number];

/** Imported columns beyond the standard ones kept as merge fields; more are ignored (and reported). */
export const MAX_EXTRA_COLUMNS = 20;

/** A row to store, with the line it came from (reported if the plan's limit refuses it). */
export type ParsedContact = Required<Omit<ContactInput, 'status' | 'tags'>> & {
  tags: string[];
  email_key: string;
  line: number;
};

export type ContactsCsvResult = {
  contacts: ParsedContact[];
  errors: ImportRowError[];
  duplicates: number;
  total_rows: number;
  /** Rows whose name or another one-line field held a line break, cleaned to a space. */
  cleaned: number;
  ignored_columns: string[];
};

/** `Company Name` → `company_name`: a column name usable as `{{company_name}}`. */
export function fieldKey(header: string): string {
  return oneLine(header)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/[^a-z0-9_]/g, '');
}

/** Tags from one cell: separated by semicolons, pipes or commas. */
export function splitTags(cell: string): string[] {
  const tags = cell
    .split(/[;|,]/)
    .map((tag) => oneLine(tag))
    .filter((tag) => tag !== '');
  return [...new Set(tags)].slice(0, OUTREACH_LIMITS.tags);
}

/** The 1-based line at each offset of LF-only text, counting on from the last call. */
function lineCounter(text: string) {
  let position = 0;
  let line = 1;
  return (offset: number): number => {
    for (; position < offset && position < text.length; position += 1) if (text.charCodeAt(position) === 10) line += 1;
    return line;
  };
}

type RowCheck = { contact: ParsedContact; cleaned: boolean } | { reason: string };

function checkRow(cells: Record<ContactColumn, string>, extra: Record<string, string>, line: number): RowCheck {
  const email = cells.email.trim();
  const rawName = cells.name;
  if (email === '' || oneLine(rawName) === '') {
    return { reason: email === '' ? 'Email is missing' : 'Name is missing' };
  }
  for (const column of CONTACT_COLUMNS) {
    const max = column === 'notes' ? OUTREACH_LIMITS.longText : OUTREACH_LIMITS.shortText;
    if (charCount(cells[column]) > max)
      return { reason: `${column} is longer than ${max.toLocaleString('en-US')} characters` };
  }
  for (const [key, value] of Object.entries(extra)) {
    if (charCount(value) > OUTREACH_LIMITS.longText) {
      return { reason: `${key} is longer than ${OUTREACH_LIMITS.longText.toLocaleString('en-US')} characters` };
    }
  }
  if (hadLineBreak(email) || !parseEmail(email))
    return { reason: `"${oneLine(email).slice(0, 80)}" is not a valid email address` };
  const cleaned = ['name', 'website', 'industry', 'role'].some((column) =>
    hadLineBreak(cells[column as ContactColumn]),
  );
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(extra)) {
    const text = oneLine(value);
    if (text !== '') fields[key] = text;
  }
  return {
    cleaned,
    contact: {
      email,
      email_key: emailKey(email),
      name: oneLine(rawName),
      website: oneLine(cells.website),
      industry: oneLine(cells.industry),
      role: oneLine(cells.role),
      notes: multiLine(cells.notes).trim(),
      tags: splitTags(cells.tags),
      fields,
      line,
    },
  };
}

/**
 * Reads the CSV. The first row is the header when it names an email column; otherwise the columns
 * are taken in the spec's order (email, name, website, industry, role, notes, tags).
 * `existingKeys` are the normalised addresses already stored.
 */
export function parseContactsCsv(text: string, existingKeys: ReadonlySet<string>): ContactsCsvResult {
  // One kind of line end, so a row's line number counts the same breaks a text editor shows.
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lineAt = lineCounter(source);
  const rows: { line: number; cells: string[] }[] = [];
  let rowStart = 0;
  Papa.parse<string[]>(source, {
    newline: '\n',
    step: (parsed) => {
      const line = lineAt(rowStart);
      // The cursor stands after the row's line break: where the next row starts.
      rowStart = parsed.meta.cursor;
      if (parsed.data.every((cell) => cell.trim() === '')) return;
      rows.push({ line, cells: parsed.data });
    },
  });

  const result: ContactsCsvResult = {
    contacts: [],
    errors: [],
    duplicates: 0,
    total_rows: 0,
    cleaned: 0,
    ignored_columns: [],
  };
  if (rows.length === 0) return result;

  const header = rows[0].cells.map(fieldKey);
  const hasHeader = header.includes('email');
  const columns: string[] = hasHeader ? header : [...CONTACT_COLUMNS];
  const extraColumns = columns.filter(
    (key, index) =>
      key !== '' && !(CONTACT_COLUMNS as readonly string[]).includes(key) && columns.indexOf(key) === index,
  );
  const keptExtra = new Set(extraColumns.slice(0, MAX_EXTRA_COLUMNS));
  result.ignored_columns = extraColumns.slice(MAX_EXTRA_COLUMNS);

  const seen = new Set<string>();
  for (const { line, cells } of hasHeader ? rows.slice(1) : rows) {
    result.total_rows += 1;
    const standard = Object.fromEntries(CONTACT_COLUMNS.map((column) => [column, ''])) as Record<ContactColumn, string>;
    const extra: Record<string, string> = {};
    cells.forEach((cell, index) => {
      const key = columns[index];
      if (key === undefined || key === '') return;
      if ((CONTACT_COLUMNS as readonly string[]).includes(key)) standard[key as ContactColumn] = cell;
      else if (keptExtra.has(key)) extra[key] = cell;
    });
    const checked = checkRow(standard, extra, line);
    if ('reason' in checked) {
      result.errors.push({ line, reason: checked.reason });
      continue;
    }
    const key = checked.contact.email_key;
    if (existingKeys.has(key) || seen.has(key)) {
      result.duplicates += 1;
      continue;
    }
    seen.add(key);
    if (checked.cleaned) result.cleaned += 1;
    result.contacts.push(checked.contact);
  }
  return result;
}
