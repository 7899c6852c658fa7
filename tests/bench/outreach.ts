// Outreach at scale: a 10,000-row contact sheet read (with 1 % bad rows and 1 % duplicates), the
// preflight over 10,000 contacts, 10,000 messages merged and zipped as .eml drafts, and an mbox of
// them read back as replies. Deterministic input; figures are wall-clock milliseconds in Node.
import { performance } from 'node:perf_hooks';
import type { Contact } from '../../src/contract/types/outreach';
import { parseContactsCsv } from '../../workers/outreach/contactsCsv';
import { parseMbox } from '../../workers/outreach/mbox';
import { mergeFieldNames } from '../../workers/outreach/merge';
import { buildMbox } from '../../workers/outreach/mime';
import { preflight } from '../../workers/outreach/preflight';
import { emlZip, prepareMessages } from '../../workers/outreach/prepare';
import type { Benchmark } from './types';

const N = 10_000;
const ms = (from: number) => Math.round(performance.now() - from);

function sheet(): string {
  const rows = ['email,name,website,industry,role,notes,tags,company'];
  for (let i = 0; i < N; i += 1) {
    if (i % 100 === 7) rows.push(`broken-${i},Broken ${i},,,,,,`);
    else if (i % 100 === 13) rows.push(`person${i - 1}@example.com,Duplicate ${i},,,,,,`);
    else
      rows.push(`person${i}@example.com,Persón ${i} Müller,site${i}.example,Coffee,Editor,"note ${i}",a;b,Firma ${i}`);
  }
  return rows.join('\n');
}

const template = {
  subject: 'Grüße, {{first_name|there}}: an idea for {{company|your team}}',
  text_content:
    'Hi {{first_name|there}},\nI read {{website|your site}}.\nIf you would rather not hear from me, reply "stop".',
  html_content: null,
};

const outreach: Benchmark = {
  name: 'outreach',
  async run(emit) {
    let start = performance.now();
    const parsed = parseContactsCsv(sheet(), new Set());
    emit({
      bench: 'outreach-csv',
      rows: parsed.total_rows,
      imported: parsed.contacts.length,
      errors: parsed.errors.length,
      duplicates: parsed.duplicates,
      ms: ms(start),
    });
    const contacts: Contact[] = parsed.contacts.map(({ line: _line, email_key: _key, ...contact }, index) => ({
      ...contact,
      id: `c${index}`,
      status: 'new',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      last_contacted: null,
    }));
    start = performance.now();
    const report = preflight(template, contacts, mergeFieldNames(contacts), { now: Date.parse('2026-02-01') });
    emit({ bench: 'outreach-preflight', contacts: contacts.length, findings: report.findings.length, ms: ms(start) });
    start = performance.now();
    const prepared = prepareMessages({
      template,
      contacts,
      campaign_id: 'k',
      step: 0,
      date: '2026-02-01T00:00:00.000Z',
      from_email: null,
      from_name: null,
      in_reply_to: {},
    });
    const zip = emlZip(prepared);
    emit({ bench: 'outreach-eml-zip', messages: prepared.length, bytes: zip.byteLength, ms: ms(start) });
    const mbox = buildMbox(prepared);
    start = performance.now();
    const replies = parseMbox(mbox);
    emit({
      bench: 'outreach-mbox-read',
      messages: replies.length,
      mb: Math.round(mbox.length / 1e5) / 10,
      ms: ms(start),
    });
  },
};

export default outreach;
