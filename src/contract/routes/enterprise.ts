/**
 * Enterprise routes (spec 001 §7 enterprise calls, plus what the spec's fixed sample left out:
 * editable branding, report definitions and their history, role changes, the audit log). `{id}` is
 * the workspace id: 'personal' for this device's own data, else a Collaboration workspace's id
 * (`GET /api/enterprise/workspaces` lists them).
 */
import type {
  AuditLogResponse,
  Branding,
  BrandingUpdate,
  EnterpriseFile,
  EnterpriseWorkspacesResponse,
  ExecutiveDashboard,
  ReportDefinition,
  ReportGenerateResponse,
  ReportRun,
  ReportsDueResponse,
  ReportsResponse,
  ReportUpdate,
  RoleChangeRequest,
  ScheduledReport,
  SubscriptionPlansResponse,
  TeamResponse,
  UsageResponse,
} from '../types/enterprise';

export interface EnterpriseRoutes {
  /** The personal workspace, then the Collaboration workspaces you are a member of. */
  'GET /api/enterprise/workspaces': { request: undefined; response: EnterpriseWorkspacesResponse };
  /** Members of a Collaboration workspace come from the sync layer (roles, joined, last seen). */
  'GET /api/enterprise/workspaces/{id}/members': { request: undefined; response: TeamResponse };
  /**
   * Owners and admins only (403 otherwise). In a Collaboration workspace the change goes through
   * `PUT /api/collaboration/workspaces/{id}/members/{username}` (the sync server's roles first),
   * then lands in the audit log; the personal workspace has one member, its owner (409).
   */
  'PUT /api/enterprise/workspaces/{id}/members/{memberId}/role': { request: RoleChangeRequest; response: TeamResponse };
  /** Newest first; query limit (default 50, at most 500). Append-only: there is no write route. */
  'GET /api/enterprise/workspaces/{id}/audit': { request: undefined; response: AuditLogResponse };
  'GET /api/enterprise/reports/{id}': { request: undefined; response: ReportsResponse };
  'GET /api/enterprise/subscription/plans': { request: undefined; response: SubscriptionPlansResponse };
  'GET /api/enterprise/workspaces/{id}/usage': { request: undefined; response: UsageResponse };
  'GET /api/enterprise/dashboard/{id}': { request: undefined; response: ExecutiveDashboard };
  /** The dashboard as a branded PDF. */
  'POST /api/enterprise/dashboard/{id}/pdf': { request: undefined; response: EnterpriseFile };

  /** Read by every caller of the PDF module that brands its pages. */
  'GET /api/enterprise/branding': { request: undefined; response: Branding };
  /** 400 with what to fix; nothing is stored unless all of it is valid. */
  'PUT /api/enterprise/branding': { request: BrandingUpdate; response: Branding };

  /** Query `workspace_id`: the workspace the report belongs to (default personal). */
  'POST /api/enterprise/scheduled-reports': { request: ReportDefinition; response: ScheduledReport };
  'PUT /api/enterprise/scheduled-reports/{reportId}': { request: ReportUpdate; response: ScheduledReport };
  'DELETE /api/enterprise/scheduled-reports/{reportId}': { request: undefined; response: { deleted: boolean } };
  /** Generate now: a job (progress, cancel through /api/jobs); the run lands in the history. */
  'POST /api/enterprise/scheduled-reports/{reportId}/generate': {
    request: undefined;
    response: ReportGenerateResponse;
  };
  /** Generates each active report whose time has come, once however many periods were missed. */
  'POST /api/enterprise/scheduled-reports/run-due': { request: undefined; response: ReportsDueResponse };
  'GET /api/enterprise/report-runs/{runId}': { request: undefined; response: ReportRun };
  'GET /api/enterprise/report-runs/{runId}/download': { request: undefined; response: EnterpriseFile };
  /** An RFC 5322 draft (X-Unsent: 1) to the report's recipients with the report attached. */
  'GET /api/enterprise/report-runs/{runId}/eml': { request: undefined; response: EnterpriseFile };
}
