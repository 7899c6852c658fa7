/**
 * The Enterprise routes' handlers, loaded with the first enterprise request (handlers/enterprise.ts):
 * the adapter that loads with the app's first screen does not carry them.
 */
import { ApiError } from '../../../contract/errors';
import { isTeamRole } from '../../../contract/permissions';
import {
  PERSONAL_WORKSPACE_ID,
  type EnterpriseFile,
  type ReportRun,
  type ScheduledReport,
} from '../../../contract/types/enterprise';
import { buildEml } from '@/lib/eml';
import { db } from '@/db/database';
import { newId, newRecordMeta, nowIso } from '@/db/records';
import { emitChange } from '../changes';
import { currentActor, workspaceIdOf } from './actor';
import { appendAudit, readAudit } from './audit';
import { brandingChanges, loadBranding, parseBranding, storeBranding } from './branding';
import { dashboardDocument, executiveDashboard } from './dashboard';
import { brandedPdf } from './pdf';
import { reportJobs } from './reportJob';
import {
  claimDueReports,
  firstDelivery,
  getReport,
  listReports,
  parseDefinition,
  parseUpdate,
  RUN_NOT_FOUND,
  toRun,
} from './reports';
import { subscriptionPlans, usage } from './subscription';
import { checkRoleChange, enterpriseWorkspaces, requirePermission, teamView } from './team';
import { collaborationRoutes } from '../handlers/collaboration';
import type { Handler } from '../types';
import type { EnterpriseRoutes } from '../../../contract/routes/enterprise';

/** One handler per enterprise route; what each changes or caches is declared in handlers/enterprise.ts. */
export type EnterpriseHandlers = { [K in keyof EnterpriseRoutes]: Handler<K> };
import { bodyObject, queryInt } from '../validate';

const AUDIT_LIMIT = 50;
const AUDIT_MAX = 500;

const describeReport = (report: Pick<ScheduledReport, 'name' | 'frequency' | 'format' | 'sections' | 'recipients'>) =>
  `${report.frequency}, ${report.format.toUpperCase()}, ${report.sections.length} section(s), ${report.recipients.length} recipient(s)`;

async function loadRun(runId: string) {
  const run = await db.report_runs.get(runId);
  if (!run) throw new ApiError(404, RUN_NOT_FOUND);
  return run;
}

/** Starts a report's job; the run id is known at once so the screen can follow it. */
async function generate(report: ScheduledReport, trigger: ReportRun['trigger']) {
  const runId = newId();
  const job = await reportJobs.start({ report_id: report.id, run_id: runId, trigger });
  return { job_id: job.id, run_id: runId };
}

export const enterpriseHandlers = {
  'GET /api/enterprise/workspaces/{id}/members': ({ params }) => teamView(workspaceIdOf(params.id)),

  'GET /api/enterprise/workspaces': () => enterpriseWorkspaces(),

  'PUT /api/enterprise/workspaces/{id}/members/{memberId}/role': async ({ params, body }) => {
    const workspaceId = workspaceIdOf(params.id);
    const role = bodyObject(body).role;
    if (!isTeamRole(role)) throw new ApiError(400, 'The role must be owner, admin, editor or viewer.');
    const memberId = params.memberId ?? '';
    const before = checkRoleChange((await teamView(workspaceId)).members, memberId, role);
    // checkRoleChange refuses every change in the personal workspace (its one member is its owner).
    if (before === role) return teamView(workspaceId);
    // The collaboration layer's route changes the role: the sync server's roles first, then the
    // member record, its activity entry and the audit log entry, in one transaction.
    await collaborationRoutes['PUT /api/collaboration/workspaces/{id}/members/{username}'].handle({
      params: { id: workspaceId, username: memberId },
      query: {},
      body: { role },
    });
    return teamView(workspaceId);
  },

  'GET /api/enterprise/workspaces/{id}/audit': ({ params, query }) =>
    readAudit(workspaceIdOf(params.id), queryInt(query.limit, AUDIT_LIMIT, AUDIT_MAX)),

  'GET /api/enterprise/reports/{id}': ({ params }) => listReports(workspaceIdOf(params.id), new Date()),

  'GET /api/enterprise/subscription/plans': () => subscriptionPlans(),

  'GET /api/enterprise/workspaces/{id}/usage': ({ params }) => usage(workspaceIdOf(params.id), new Date()),

  'GET /api/enterprise/dashboard/{id}': ({ params }) => executiveDashboard(workspaceIdOf(params.id), new Date()),

  'POST /api/enterprise/dashboard/{id}/pdf': async ({ params }): Promise<EnterpriseFile> => {
    const workspaceId = workspaceIdOf(params.id);
    const [dashboard, branding] = await Promise.all([
      executiveDashboard(workspaceId, new Date()),
      loadBranding(workspaceId),
    ]);
    const { blob } = await brandedPdf(dashboardDocument(dashboard, branding.company_name), branding);
    return {
      file_name: `topicwise-executive-dashboard-${dashboard.generated_at.slice(0, 10)}.pdf`,
      mime_type: 'application/pdf',
      blob,
    };
  },

  'GET /api/enterprise/branding': () => loadBranding(workspaceIdOf(undefined)),

  'PUT /api/enterprise/branding': async ({ body }) => {
    const update = parseBranding(body);
    const workspaceId = workspaceIdOf(undefined);
    const actor = await currentActor();
    await db.transaction('rw', db.enterprise_branding, db.audit_log, async () => {
      const before = await loadBranding(workspaceId);
      await storeBranding(workspaceId, update);
      await appendAudit(workspaceId, actor, 'branding.updated', 'Report branding', brandingChanges(before, update));
    });
    return loadBranding(workspaceId);
  },

  'POST /api/enterprise/scheduled-reports': async ({ body, query }) => {
    const definition = parseDefinition(body);
    const workspaceId = workspaceIdOf(query.workspace_id);
    if (workspaceId !== PERSONAL_WORKSPACE_ID) await requirePermission(workspaceId, 'schedule_reports');
    const actor = await currentActor();
    const now = new Date();
    const report: ScheduledReport = {
      ...newRecordMeta(),
      ...definition,
      workspace_id: workspaceId,
      status: 'active',
      next_delivery: firstDelivery(now, definition.frequency),
      recipients_count: definition.recipients.length,
      delivery_count: 0,
      last_generated: null,
    };
    await db.transaction('rw', db.scheduled_reports, db.audit_log, async () => {
      await db.scheduled_reports.add(report);
      await appendAudit(workspaceId, actor, 'report.created', report.name, describeReport(report));
    });
    return report;
  },

  'PUT /api/enterprise/scheduled-reports/{reportId}': async ({ params, body }) => {
    const actor = await currentActor();
    return db.transaction('rw', db.scheduled_reports, db.audit_log, async () => {
      const current = await getReport(params.reportId ?? '');
      const { definition, status } = parseUpdate(body, current);
      const frequencyChanged = definition.frequency !== current.frequency;
      const resumed = status === 'active' && current.status === 'paused';
      const next: ScheduledReport = {
        ...current,
        ...definition,
        status,
        recipients_count: definition.recipients.length,
        // A new rhythm, or a resumed report, starts from now rather than catching up on its pause.
        next_delivery:
          frequencyChanged || resumed ? firstDelivery(new Date(), definition.frequency) : current.next_delivery,
        updated_at: nowIso(),
      };
      await db.scheduled_reports.put(next);
      await appendAudit(current.workspace_id, actor, 'report.updated', next.name, describeReport(next));
      return next;
    });
  },

  'DELETE /api/enterprise/scheduled-reports/{reportId}': async ({ params }) => {
    const actor = await currentActor();
    await db.transaction('rw', db.scheduled_reports, db.report_runs, db.audit_log, async () => {
      const report = await getReport(params.reportId ?? '');
      await db.scheduled_reports.delete(report.id);
      await db.report_runs.where('report_id').equals(report.id).delete();
      await appendAudit(report.workspace_id, actor, 'report.deleted', report.name, 'Deleted with its history');
    });
    return { deleted: true };
  },

  'POST /api/enterprise/scheduled-reports/{reportId}/generate': async ({ params }) =>
    generate(await getReport(params.reportId ?? ''), 'manual'),

  'POST /api/enterprise/scheduled-reports/run-due': async () => {
    const due = await claimDueReports(new Date());
    const started = await Promise.all(due.map((report) => generate(report, 'schedule')));
    if (due.length > 0) await emitChange({ source: 'enterprise', kind: 'edited', ids: due.map((r) => r.id) });
    return { started: started.length, job_ids: started.map((s) => s.job_id) };
  },

  'GET /api/enterprise/report-runs/{runId}': async ({ params }) => toRun(await loadRun(params.runId ?? '')),

  'GET /api/enterprise/report-runs/{runId}/download': async ({ params }): Promise<EnterpriseFile> => {
    const run = await loadRun(params.runId ?? '');
    return { file_name: run.file_name, mime_type: run.mime_type, blob: run.blob };
  },

  'GET /api/enterprise/report-runs/{runId}/eml': async ({ params }): Promise<EnterpriseFile> => {
    const run = await loadRun(params.runId ?? '');
    if (run.recipients.length === 0)
      throw new ApiError(
        409,
        'This report has no recipients: add them to the report, generate it again, then download the draft.',
      );
    const branding = await loadBranding(workspaceIdOf(undefined));
    const from = branding.company_name || 'Topicwise';
    const eml = buildEml({
      to: run.recipients,
      subject: `${run.report_name} (${run.generated_at.slice(0, 10)})`,
      text: `Hello,\r\n\r\nAttached is the report "${run.report_name}", generated on ${run.generated_at.slice(0, 10)}.\r\n\r\n${from}\r\n`,
      attachment: {
        fileName: run.file_name,
        mimeType: run.mime_type.split(';')[0],
        bytes: new Uint8Array(await run.blob.arrayBuffer()),
      },
      date: new Date(),
      boundary: `topicwise-${newId()}`,
    });
    return {
      file_name: run.file_name.replace(/\.[a-z]+$/, '.eml'),
      mime_type: 'message/rfc822',
      blob: new Blob([eml], { type: 'message/rfc822' }),
    };
  },
} satisfies EnterpriseHandlers;
