/**
 * The Enterprise routes through the local adapter on fake-indexeddb: branding and reports refuse
 * bad input whole and store nothing; a report is generated as a job into its history, with a PDF
 * and an .eml draft; due reports catch up once; plans, usage, team and the dashboard come from
 * the device's own records.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClusteringResult, Method, Workspace } from '@/contract';
import type {
  AuditLogResponse,
  Branding,
  EnterpriseFile,
  EnterpriseWorkspacesResponse,
  ExecutiveDashboard,
  ReportGenerateResponse,
  ReportsDueResponse,
  ReportsResponse,
  ScheduledReport,
  SubscriptionPlansResponse,
  TeamResponse,
  UsageResponse,
} from '@/contract/types/enterprise';
import type { Job } from '@/contract/types/jobs';
import { ApiError } from '@/contract/errors';
import { local } from '@/api/local/router';
import { setWorkerServices } from '@/api/local/workers';
import { db } from '@/db/database';
import { rejectionOf, resetLocalState } from '../api/support';
import { fillsWith, pdfText } from './pdfText';

beforeEach(resetLocalState);
afterEach(() => setWorkerServices(undefined));

const request = <T>(method: Method, path: string, body?: unknown) => local.request(method, path, body) as Promise<T>;

/** A real 1 × 1 PNG. */
const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const BRANDING = {
  company_name: 'Acme <b>SEO</b>',
  logo: PNG_1X1,
  primary_color: '#1A73E8',
  secondary_color: '#0f766e',
  footer_text: 'Confidential',
  show_company_logo: true,
};

const WEEKLY = {
  name: 'Weekly SEO report',
  sections: ['top_clusters', 'clustering_summary'],
  frequency: 'weekly',
  recipients: ['ana@example.com', 'Ben@Example.com'],
  format: 'pdf',
};

async function detailOf(promise: Promise<unknown>): Promise<string> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).detail;
}

async function waitForJob(id: string): Promise<Job> {
  return vi.waitFor(
    async () => {
      const job = await request<Job>('GET', `/api/jobs/${id}`);
      if (job.status === 'queued' || job.status === 'running') throw new Error(`still ${job.status}`);
      return job;
    },
    { timeout: 15_000 },
  );
}

const KEYWORDS = [
  'espresso machine',
  'best espresso machine',
  'cheap espresso machine',
  'espresso machine reviews',
  'coffee beans online',
  'buy coffee beans',
  'organic coffee beans',
  'best coffee beans',
  'cold brew recipe',
  'how to make cold brew',
  'cold brew coffee ratio',
];

describe('branding', () => {
  it('starts from readable defaults with no custom domain', async () => {
    const branding = await request<Branding>('GET', '/api/enterprise/branding');
    expect(branding).toMatchObject({ custom_domain: null, branding_complete: false, logo: null });
  });

  it('stores a valid branding whole, keeps HTML as text, and writes the audit log', async () => {
    const saved = await request<Branding>('PUT', '/api/enterprise/branding', BRANDING);
    expect(saved).toMatchObject({
      company_name: 'Acme <b>SEO</b>',
      primary_color: '#1a73e8',
      logo_width: 1,
      logo_height: 1,
      branding_complete: true,
    });
    const audit = await request<AuditLogResponse>('GET', '/api/enterprise/workspaces/personal/audit');
    expect(audit.entries[0]).toMatchObject({ action: 'branding.updated', detail: expect.stringContaining('logo') });
  });

  it('refuses colours that are not colours, a logo that is not a PNG and overlong text, saving nothing', async () => {
    await request('PUT', '/api/enterprise/branding', BRANDING);
    const detail = await detailOf(
      request('PUT', '/api/enterprise/branding', {
        ...BRANDING,
        company_name: 'x'.repeat(10_000),
        primary_color: 'blue',
        secondary_color: '#12',
        logo: 'data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+',
      }),
    );
    expect(detail).toContain('Company name must be 100 characters or fewer (it has 10,000)');
    expect(detail).toContain('Primary colour must be a hex colour');
    expect(detail).toContain('Secondary colour must be a hex colour');
    expect(detail).toContain('The logo must be a PNG, JPEG or SVG image');
    const stored = await request<Branding>('GET', '/api/enterprise/branding');
    expect(stored).toMatchObject({ company_name: 'Acme <b>SEO</b>', primary_color: '#1a73e8', logo: PNG_1X1 });
  });

  it('refuses a PNG data URL whose bytes are not a PNG', async () => {
    const fake = `data:image/png;base64,${btoa('this is text named like a png, not an image at all')}`;
    expect(await detailOf(request('PUT', '/api/enterprise/branding', { ...BRANDING, logo: fake }))).toContain(
      'not a readable PNG',
    );
  });
});

describe('scheduled reports', () => {
  it('refuses a 10,000-character name, 6 recipients and invalid addresses, storing nothing', async () => {
    const detail = await detailOf(
      request('POST', '/api/enterprise/scheduled-reports', {
        ...WEEKLY,
        name: 'n'.repeat(10_000),
        recipients: ['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io', 'e@x.io', 'not an address'],
      }),
    );
    expect(detail).toContain('120 characters or fewer (it has 10,000)');
    expect(detail).toContain('At most 5 recipients per report (6 given)');
    expect(detail).toContain('Not an email address: "not an address"');
    expect(await detailOf(request('POST', '/api/enterprise/scheduled-reports', { ...WEEKLY, sections: [] }))).toBe(
      'Choose at least one section.',
    );
    expect(
      await detailOf(request('POST', '/api/enterprise/scheduled-reports', { ...WEEKLY, frequency: 'hourly' })),
    ).toContain('daily, weekly or monthly');
    expect(await db.scheduled_reports.count()).toBe(0);
    expect(await db.audit_log.count()).toBe(0);
  });

  it('creates a weekly report, generates it now into the history as a branded PDF, and drafts an .eml', async () => {
    await request('PUT', '/api/enterprise/branding', BRANDING);
    await request<ClusteringResult>('POST', '/api/cluster', { keywords: KEYWORDS, get_seo_data: true });
    const before = Date.now();
    const report = await request<ScheduledReport>('POST', '/api/enterprise/scheduled-reports', WEEKLY);
    expect(report).toMatchObject({
      status: 'active',
      sections: ['clustering_summary', 'top_clusters'],
      recipients: ['ana@example.com', 'Ben@Example.com'],
      recipients_count: 2,
      delivery_count: 0,
      last_generated: null,
    });
    const weekAhead = Date.parse(report.next_delivery) - before;
    expect(weekAhead).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(weekAhead).toBeLessThanOrEqual(7 * 86_400_000 + 1000);

    const started = await request<ReportGenerateResponse>(
      'POST',
      `/api/enterprise/scheduled-reports/${report.id}/generate`,
    );
    const job = await waitForJob(started.job_id);
    expect(job.status, job.message).toBe('completed');

    const reports = await request<ReportsResponse>('GET', '/api/enterprise/reports/personal');
    expect(reports.summary).toEqual({ total_reports: 1, active_reports: 1, total_deliveries: 1 });
    expect(reports.reports[0].last_generated).not.toBeNull();
    expect(reports.history).toHaveLength(1);
    expect(reports.history[0]).toMatchObject({ id: started.run_id, trigger: 'manual', format: 'pdf' });

    const file = await request<EnterpriseFile>('GET', `/api/enterprise/report-runs/${started.run_id}/download`);
    expect(file.mime_type).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await file.blob.arrayBuffer()));
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('/Subtype /Image');
    expect(text).toContain('(Weekly SEO report)');
    expect(text).toContain('(Acme <b>SEO</b>)');
    expect(fillsWith(text, '#1a73e8')).toBe(true);

    const eml = await request<EnterpriseFile>('GET', `/api/enterprise/report-runs/${started.run_id}/eml`);
    const message = await eml.blob.text();
    expect(eml.file_name).toMatch(/\.eml$/);
    expect(message).toContain('X-Unsent: 1\r\n');
    expect(message).toContain('To: ana@example.com, Ben@Example.com\r\n');
    expect(message).toContain('Content-Type: application/pdf;');
    const attachment = message.split('Content-Disposition: attachment;')[1].split('\r\n\r\n')[1].split('\r\n--')[0];
    expect(atob(attachment.replace(/\r\n/g, '')).slice(0, 5)).toBe('%PDF-');
  });

  it('writes CSV reports that open in spreadsheets (BOM, formula cells neutralised)', async () => {
    await request('POST', '/api/cluster', { keywords: ['=cmd|calc', ...KEYWORDS], get_seo_data: true });
    const report = await request<ScheduledReport>('POST', '/api/enterprise/scheduled-reports', {
      ...WEEKLY,
      format: 'csv',
      sections: ['top_clusters'],
    });
    const started = await request<ReportGenerateResponse>(
      'POST',
      `/api/enterprise/scheduled-reports/${report.id}/generate`,
    );
    expect((await waitForJob(started.job_id)).status).toBe('completed');
    const file = await request<EnterpriseFile>('GET', `/api/enterprise/report-runs/${started.run_id}/download`);
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv).toContain('Cluster,Keywords,Volume,Opportunity,Difficulty,Intent');
    expect(csv).not.toMatch(/(^|,)=cmd/m);
  });

  it('catches up once after missed periods, and not again until the next time', async () => {
    const report = await request<ScheduledReport>('POST', '/api/enterprise/scheduled-reports', WEEKLY);
    const threeWeeksAgo = new Date(Date.now() - 21 * 86_400_000 - 3_600_000).toISOString();
    await db.scheduled_reports.update(report.id, { next_delivery: threeWeeksAgo });
    const due = await request<ReportsDueResponse>('POST', '/api/enterprise/scheduled-reports/run-due');
    expect(due.started).toBe(1);
    await waitForJob(due.job_ids[0]);
    const again = await request<ReportsDueResponse>('POST', '/api/enterprise/scheduled-reports/run-due');
    expect(again.started).toBe(0);
    const stored = await db.scheduled_reports.get(report.id);
    const next = Date.parse(stored?.next_delivery ?? '');
    expect(next).toBeGreaterThan(Date.now());
    expect(next - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    expect(stored?.delivery_count).toBe(1);
    const reports = await request<ReportsResponse>('GET', '/api/enterprise/reports/personal');
    expect(reports.history.map((run) => run.trigger)).toEqual(['schedule']);
  });

  it('pauses, resumes and deletes with the history, each in the audit log', async () => {
    const report = await request<ScheduledReport>('POST', '/api/enterprise/scheduled-reports', WEEKLY);
    const paused = await request<ScheduledReport>('PUT', `/api/enterprise/scheduled-reports/${report.id}`, {
      status: 'paused',
    });
    expect(paused.status).toBe('paused');
    expect((await request<ReportsResponse>('GET', '/api/enterprise/reports/personal')).delivery_schedule.next_24h).toBe(
      0,
    );
    expect(
      await detailOf(request('PUT', `/api/enterprise/scheduled-reports/${report.id}`, { recipients: ['x'] })),
    ).toContain('Not an email address');
    expect((await db.scheduled_reports.get(report.id))?.recipients).toEqual(WEEKLY.recipients);
    await request('DELETE', `/api/enterprise/scheduled-reports/${report.id}`);
    expect(await db.scheduled_reports.count()).toBe(0);
    const audit = await request<AuditLogResponse>('GET', '/api/enterprise/workspaces/personal/audit');
    expect(audit.entries.map((entry) => entry.action)).toEqual(['report.deleted', 'report.updated', 'report.created']);
  });
});

describe('subscription and usage', () => {
  it('marks Professional current until a plan is chosen on the Pricing tab, then that plan', async () => {
    const first = await request<SubscriptionPlansResponse>('GET', '/api/enterprise/subscription/plans');
    expect(first.plans.filter((plan) => plan.is_current).map((plan) => plan.tier)).toEqual(['professional']);
    expect(first.chosen_on_pricing).toBe(false);
    await request('PUT', '/api/settings/current_plan', {
      value: { tier: 'enterprise', billing_cycle: 'annual', is_founders: false, price: 4788 },
    });
    const chosen = await request<SubscriptionPlansResponse>('GET', '/api/enterprise/subscription/plans');
    expect(chosen).toMatchObject({ current_tier: 'enterprise', billing_cycle: 'annual', chosen_on_pricing: true });
    expect(chosen.plans.find((plan) => plan.tier === 'starter')).toMatchObject({
      price_monthly: 29,
      annual_savings: 58,
    });
  });

  it('counts keywords processed, requests answered and reports generated this month', async () => {
    await request('POST', '/api/cluster', { keywords: KEYWORDS, get_seo_data: true });
    const usage = await request<UsageResponse>('GET', '/api/enterprise/workspaces/personal/usage');
    expect(usage.usage_metrics.keywords_processed).toBe(KEYWORDS.length);
    expect(usage.usage_metrics.reports_generated).toBe(0);
    expect(usage.usage_metrics.billing_amount).toBe(99);
    expect(usage.metrics.find((m) => m.key === 'largest_run')).toMatchObject({ value: KEYWORDS.length, limit: 10_000 });
    expect(usage.metrics.find((m) => m.key === 'outreach_contacts')).toMatchObject({ limit: 100 });
    expect(usage.billing_note).toContain('Billing is not done on this device');
  });
});

describe('team and dashboard', () => {
  it("lists this device's user as the workspace's owner with the first permissions of the one table", async () => {
    const team = await request<TeamResponse>('GET', '/api/enterprise/workspaces/personal/members');
    expect(team.members).toHaveLength(1);
    expect(team.members[0]).toMatchObject({ role: 'owner', status: 'active', is_you: true });
    expect(team.members[0].permissions.slice(0, 3)).toEqual([
      'View projects and results',
      'Comment and chat',
      'Run clustering and edit results',
    ]);
    expect(team.permissions_overview.admin_count).toBe(1);
    expect(team.can_manage_roles).toBe(true);
  });

  it('refuses to leave the workspace without an owner and refuses unknown roles', async () => {
    const team = await request<TeamResponse>('GET', '/api/enterprise/workspaces/personal/members');
    const id = encodeURIComponent(team.members[0].id);
    const path = `/api/enterprise/workspaces/personal/members/${id}/role`;
    expect(await detailOf(request('PUT', path, { role: 'viewer' }))).toContain('A workspace needs its one owner');
    expect(await detailOf(request('PUT', path, { role: 'superuser' }))).toContain('owner, admin, editor or viewer');
  });

  it("lists a Collaboration workspace's members from the sync layer and changes a role through its route into the audit log", async () => {
    const workspace = await request<Workspace>('POST', '/api/collaboration/workspaces', { name: 'SEO team' });
    const id = workspace.workspace_id;
    const seen = '2026-01-02T03:04:05.000Z';
    await db.transaction('rw', db.workspace_members, db.presence, async () => {
      await db.workspace_members.add({
        id: `${id}:bea`,
        workspace_id: id,
        username: 'bea',
        role: 'editor',
        invited_by: 'you',
        created_at: seen,
        updated_at: seen,
      });
      await db.presence.add({
        id: `${id}:bea`,
        workspace_id: id,
        username: 'bea',
        last_seen: seen,
        created_at: seen,
        updated_at: seen,
      });
    });

    const { workspaces } = await request<EnterpriseWorkspacesResponse>('GET', '/api/enterprise/workspaces');
    expect(workspaces.map((w) => [w.id, w.scope, w.role])).toEqual([
      ['personal', 'personal', 'owner'],
      [id, 'device', 'owner'],
    ]);
    const team = await request<TeamResponse>('GET', `/api/enterprise/workspaces/${id}/members`);
    expect(team.workspace_name).toBe('SEO team');
    expect(team.members.map((m) => [m.name, m.role, m.is_you])).toEqual([
      ['you', 'owner', true],
      ['bea', 'editor', false],
    ]);
    expect(team.members[1]).toMatchObject({ last_active: seen, joined_date: seen, status: 'inactive' });
    expect(team.assignable_roles).toEqual(['admin', 'editor', 'viewer']);

    const path = `/api/enterprise/workspaces/${id}/members/bea/role`;
    const changed = await request<TeamResponse>('PUT', path, { role: 'viewer' });
    expect(changed.members.find((m) => m.name === 'bea')?.role).toBe('viewer');
    expect(changed.members.find((m) => m.name === 'bea')?.permissions).toEqual([
      'View projects and results',
      'Comment and chat',
    ]);
    expect((await db.workspace_members.get(`${id}:bea`))?.role).toBe('viewer');
    const activity = await db.activity.where('workspace_id').equals(id).toArray();
    expect(activity.map((a) => a.action_type)).toContain('role_changed');
    const audit = await request<AuditLogResponse>('GET', `/api/enterprise/workspaces/${id}/audit`);
    expect(audit.entries[0]).toMatchObject({
      actor: 'you',
      action: 'role.changed',
      target: 'bea',
      detail: 'Role changed from editor to viewer',
    });
    expect(
      await detailOf(request('PUT', `/api/enterprise/workspaces/${id}/members/you/role`, { role: 'admin' })),
    ).toContain('one owner');

    // The Collaboration tab's own routes write the same log: a role change and a removal.
    await request('PUT', `/api/collaboration/workspaces/${id}/members/bea`, { role: 'editor' });
    await request('DELETE', `/api/collaboration/workspaces/${id}/members/bea`);
    const later = await request<AuditLogResponse>('GET', `/api/enterprise/workspaces/${id}/audit`);
    expect(later.entries.slice(0, 2).map((e) => [e.action, e.target, e.detail])).toEqual([
      ['member.removed', 'bea', 'Was editor'],
      ['role.changed', 'bea', 'Role changed from viewer to editor'],
    ]);

    // A viewer cannot schedule reports in the workspace (the permissions table's schedule_reports).
    await db.workspace_members.update(`${id}:you`, { role: 'viewer' });
    expect(await detailOf(request('POST', `/api/enterprise/scheduled-reports?workspace_id=${id}`, WEEKLY))).toContain(
      'cannot schedule reports',
    );
    expect(await db.scheduled_reports.count()).toBe(0);
    expect(
      (await rejectionOf(request('GET', '/api/enterprise/workspaces/not-a-workspace/members'))) as ApiError,
    ).toMatchObject({ status: 404 });
  });

  it('builds the dashboard from the latest result, labels the click value estimated, and claims no uptime', async () => {
    await request('POST', '/api/cluster', { keywords: KEYWORDS, get_seo_data: true });
    const dashboard = await request<ExecutiveDashboard>('GET', '/api/enterprise/dashboard/personal');
    expect(dashboard.workspace_overview.total_keywords).toBe(KEYWORDS.length);
    expect(dashboard.performance_summary.top_performing_clusters.length).toBeGreaterThan(0);
    expect(dashboard.financial_summary.traffic_value_source).toBe('estimated');
    expect(dashboard.performance_summary.recent_achievements[0].text).toContain(
      `Clustered ${KEYWORDS.length} keywords`,
    );
    expect(dashboard.system_health).not.toHaveProperty('uptime');
    expect(dashboard.system_health.note).toContain('no server uptime');
    const pdf = await request<EnterpriseFile>('POST', '/api/enterprise/dashboard/personal/pdf');
    expect(new TextDecoder('latin1').decode(new Uint8Array(await pdf.blob.arrayBuffer())).slice(0, 5)).toBe('%PDF-');
  });
});
