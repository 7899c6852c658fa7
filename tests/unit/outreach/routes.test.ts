/**
 * The outreach routes on fake-indexeddb: contacts (required fields, duplicates, the plan's limit,
 * CSV import), templates (unknown fields), a campaign from preflight to Start, its files, Mark sent,
 * a follow-up, replies from an mbox and the dashboard's rates.
 */
import 'fake-indexeddb/auto';
import { unzipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  Campaign,
  CampaignFile,
  CampaignStartResponse,
  Contact,
  ContactImportResponse,
  ContactList,
  FollowUpResponse,
  MailtoList,
  MboxImportResponse,
  OutreachDashboard,
  PreflightReport,
  Template,
} from '@/contract';
import { type ApiError } from '@/contract/errors';
import { local } from '@/api/local/router';
import { db } from '@/db/database';
import { rejectionOf, resetLocalState } from '../api/support';

beforeEach(resetLocalState);

function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  return local.request(method, path, body) as Promise<T>;
}

const detail = async (promise: Promise<unknown>) => ((await rejectionOf(promise)) as ApiError).detail;

describe('contacts', () => {
  it('requires email and name, checks syntax and refuses a duplicate by normalised address', async () => {
    expect(await detail(request('POST', '/api/outreach/contacts', { email: 'a@example.com', name: ' ' }))).toBe(
      'Email and name are required',
    );
    expect(await detail(request('POST', '/api/outreach/contacts', { email: 'nope', name: 'A' }))).toMatch(
      /not a valid email address/,
    );
    const ana = await request<Contact>('POST', '/api/outreach/contacts', {
      email: 'Ana@Bücher.de',
      name: 'Ana\r\nBcc: x@y.com',
      tags: 'a, b',
    });
    expect(ana).toMatchObject({ name: 'Ana Bcc: x@y.com', tags: ['a', 'b'], status: 'new' });
    expect(
      await detail(request('POST', '/api/outreach/contacts', { email: 'ana@xn--bcher-kva.de', name: 'Dup' })),
    ).toMatch(/already a contact/);
    const edited = await request<Contact>('PUT', `/api/outreach/contacts/${ana.id}`, {
      email: ana.email,
      name: 'Ana S',
      notes: 'n'.repeat(10_000),
    });
    expect(edited.notes).toHaveLength(10_000);
    expect(
      await detail(
        request('PUT', `/api/outreach/contacts/${ana.id}`, { email: ana.email, name: 'A', notes: 'n'.repeat(10_001) }),
      ),
    ).toMatch(/10,000/);
  });

  it("enforces the plan's contact limit with a message naming the plan", async () => {
    await request('PUT', '/api/settings/current_plan', {
      value: { tier: 'professional', billing_cycle: 'monthly', is_founders: false, price: 99 },
    });
    const rows = Array.from({ length: 102 }, (_, i) => `c${i}@example.com,Contact ${i}`).join('\n');
    const imported = await request<ContactImportResponse>('POST', '/api/outreach/contacts/import', {
      csv_content: `email,name\n${rows}`,
    });
    expect(imported.imported).toBe(100);
    expect(imported.errors).toHaveLength(2);
    expect(imported.errors[0]).toMatchObject({ line: 102 });
    expect(imported.errors[0].reason).toMatch(/Professional plan allows up to 100/);
    expect(await detail(request('POST', '/api/outreach/contacts', { email: 'one@more.com', name: 'One' }))).toMatch(
      /Professional plan/,
    );
    const list = await request<ContactList>('GET', '/api/outreach/contacts?query=contact 5');
    expect(list.limit).toEqual({ plan: 'Professional', max: 100, used: 100 });
    expect(list.contacts.length).toBeGreaterThan(0);
  });

  it('imports CSV: bad rows by line, duplicates skipped and counted, empty text refused', async () => {
    expect(await detail(request('POST', '/api/outreach/contacts/import', { csv_content: '  \n ' }))).toBe(
      'Please provide CSV content to import',
    );
    const csv = 'email,name,industry,tags\na@x.com,A,Coffee,"t1;t2"\nbad,B,,\na@x.com,A2,,\nb@x.com,=cmd|calc,Tea,t2';
    const result = await request<ContactImportResponse>('POST', '/api/outreach/contacts/import', { csv_content: csv });
    expect(result).toMatchObject({ imported: 2, duplicates: 1, total_rows: 4, errors: [{ line: 3 }] });
    const filtered = await request<ContactList>('GET', '/api/outreach/contacts?industry=tea&tags=t2');
    expect(filtered.contacts.map((c) => c.email)).toEqual(['b@x.com']);
    expect(filtered.industries).toEqual(['Coffee', 'Tea']);
  });
});

async function setup() {
  await request('POST', '/api/outreach/contacts/import', {
    csv_content:
      'email,name,website,company\nana@example.com,Ana Silva,example.com,Acme\nbob@example.org,Bob,,=cmd|calc\n',
  });
  const contacts = (await request<ContactList>('GET', '/api/outreach/contacts')).contacts;
  return { contacts, ids: contacts.map((c) => c.id) };
}

describe('templates and campaigns', () => {
  it('refuses unknown fields and missing content, previews for a contact', async () => {
    const { contacts } = await setup();
    expect(
      await detail(request('POST', '/api/outreach/templates', { name: 'T', subject: 'S', text_content: '' })),
    ).toBe('Name, subject, and content are required');
    expect(
      await detail(request('POST', '/api/outreach/templates', { name: 'T', subject: 'S', text_content: '{{colour}}' })),
    ).toMatch(/Unknown merge field \{\{colour\}\}/);
    const template = await request<Template>('POST', '/api/outreach/templates', {
      name: 'T',
      subject: 'Hi\r\nBcc: x',
      text_content: 'Hi {{first_name|there}} of {{company}}',
    });
    expect(template).toMatchObject({ subject: 'Hi Bcc: x', variables: ['first_name', 'company'] });
    const ana = contacts.find((c) => c.name === 'Ana Silva');
    const preview = await request<{ text_body: string }>('POST', '/api/outreach/templates/preview', {
      ...template,
      contact_id: ana?.id,
    });
    expect(preview.text_body).toBe('Hi Ana of Acme');
  });

  it('runs preflight, Start, files, mailto, Mark sent, follow-up, mbox replies and the dashboard', async () => {
    const { contacts, ids } = await setup();
    expect((await request<OutreachDashboard>('GET', '/api/outreach/dashboard')).performance).toMatchObject({
      overall_open_rate: null,
      overall_reply_rate: null,
    });
    const template = await request<Template>('POST', '/api/outreach/templates', {
      name: 'Pitch',
      subject: 'Idea for {{company|your team}}',
      text_content: 'Hi {{first_name|there}},\nI read {{website}}.\nReply "stop" to opt out.',
    });
    expect(
      await detail(
        request('POST', '/api/outreach/campaigns', { name: 'C', template_id: template.id, contact_ids: [] }),
      ),
    ).toBe('Campaign name, template, and contacts are required');
    const campaign = await request<Campaign>('POST', '/api/outreach/campaigns', {
      name: 'Spring',
      template_id: template.id,
      contact_ids: ids,
      follow_up: { delay_days: 5, template_id: template.id },
    });
    expect(campaign).toMatchObject({ status: 'draft', provider: 'mail_program', contacts_count: 2 });
    const report = await request<PreflightReport>('POST', `/api/outreach/campaigns/${campaign.id}/preflight`);
    expect(report.ok).toBe(false);
    expect(report.findings.find((f) => f.rule === 'empty_field')?.contact).toBe('Bob <bob@example.org>');
    const refused = await request<CampaignStartResponse>('POST', `/api/outreach/campaigns/${campaign.id}/start`, {});
    expect(refused).toMatchObject({ success: false, campaign: { status: 'draft' } });

    const bob = contacts.find((c) => c.name === 'Bob');
    const ana = contacts.find((c) => c.name === 'Ana Silva');
    await request('PUT', `/api/outreach/contacts/${bob?.id}`, {
      email: 'bob@example.org',
      name: 'Bob',
      website: 'bob.dev',
    });
    const started = await request<CampaignStartResponse>('POST', `/api/outreach/campaigns/${campaign.id}/start`, {});
    expect(started).toMatchObject({ success: true, campaign: { status: 'running', messages_prepared: 2 } });
    expect(await detail(request('POST', `/api/outreach/campaigns/${campaign.id}/start`, {}))).toMatch(/only a draft/);

    const zip = await request<CampaignFile>('POST', `/api/outreach/campaigns/${campaign.id}/files`, {
      format: 'eml_zip',
    });
    const files = unzipSync(new Uint8Array(await zip.blob.arrayBuffer()));
    const anaFile = Object.keys(files).find((name) => name.includes('ana_example.com')) ?? '';
    const eml = new TextDecoder().decode(files[anaFile]);
    expect(eml).toMatch(/^To: "Ana Silva" <ana@example\.com>\r\nSubject: Idea for Acme\r\n/);
    expect(eml).toContain('X-Unsent: 1\r\n');
    const csvFile = await request<CampaignFile>('POST', `/api/outreach/campaigns/${campaign.id}/files`, {
      format: 'merge_csv',
    });
    // Blob.text() drops a byte order mark, so the bytes are read as they are.
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csvFile.blob.arrayBuffer());
    expect(csv.startsWith('\uFEFFemail,company,first_name,website,subject,body\r\n')).toBe(true);
    // A contact's column that looks like a formula is written as text.
    expect(csv).toContain("'=cmd|calc");
    const mailto = await request<MailtoList>('GET', `/api/outreach/campaigns/${campaign.id}/mailto`);
    expect(mailto.links.find((link) => link.contact_id === ana?.id)?.href).toMatch(
      /^mailto:ana@example\.com\?subject=Idea%20for%20Acme/,
    );

    const sent = await request<Campaign>('POST', `/api/outreach/campaigns/${campaign.id}/mark-sent`);
    expect(sent).toMatchObject({ status: 'completed', messages_sent: 2 });
    const ics = await (
      await request<CampaignFile>('POST', `/api/outreach/campaigns/${campaign.id}/files`, { format: 'ics' })
    ).blob.text();
    expect(ics).toContain('SUMMARY:Follow up: Spring');

    const mbox = `From x Thu Nov 26 10:00:00 2026\nFrom: Someone <other@elsewhere.com>\nSubject: Re: Idea\nMessage-ID: <r1@x>\nIn-Reply-To: <${campaign.id}.0.${ana?.id}@topicwise.invalid>\n\nYes!\n`;
    const replies = await request<MboxImportResponse>('POST', '/api/outreach/replies/import', { mbox_content: mbox });
    expect(replies).toMatchObject({ messages: 1, matched: 1, already_recorded: 0 });
    expect(
      (await request<MboxImportResponse>('POST', '/api/outreach/replies/import', { mbox_content: mbox }))
        .already_recorded,
    ).toBe(1);

    const followUp = await request<FollowUpResponse>('POST', `/api/outreach/campaigns/${campaign.id}/follow-up`);
    expect(followUp).toMatchObject({ prepared: 1, campaign: { status: 'running', steps_prepared: 1 } });
    const followEml = unzipSync(
      new Uint8Array(
        await (
          await request<CampaignFile>('POST', `/api/outreach/campaigns/${campaign.id}/files`, { format: 'eml_zip' })
        ).blob.arrayBuffer(),
      ),
    );
    expect(new TextDecoder().decode(Object.values(followEml)[0])).toContain(
      `In-Reply-To: <${campaign.id}.0.${bob?.id}@topicwise.invalid>`,
    );

    const dashboard = await request<OutreachDashboard>('GET', '/api/outreach/dashboard');
    expect(dashboard.performance).toMatchObject({
      contacted: 2,
      replied: 1,
      overall_reply_rate: 50,
      overall_open_rate: null,
      overall_click_rate: null,
    });
    expect(dashboard.overview).toMatchObject({
      total_contacts: 2,
      total_campaigns: 1,
      active_campaigns: 1,
      total_sent: 2,
    });
    expect(await db.outreach_events.count()).toBe(1);
  });
});
