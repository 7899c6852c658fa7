/**
 * Enterprise (spec 001 §2.8, §3): the team, branded scheduled reports, branding, subscription and
 * usage, and the executive dashboard, all computed on the device from the user's own data.
 */
import type { TeamRole } from '../permissions';
import type { PricingTier, BillingCycle } from './pricing';

/** The workspace the personal (not connected) device uses. */
export const PERSONAL_WORKSPACE_ID = 'personal';

// ---- Workspaces ---------------------------------------------------------------------------------

/**
 * A workspace the Enterprise views can show: the personal one (this device's own data) and each
 * Collaboration workspace you are a member of ('server' when shared through the sync server,
 * 'device' when made on this device only).
 */
export type EnterpriseWorkspace = {
  id: string;
  name: string;
  scope: 'personal' | 'device' | 'server';
  /** Your role in it. */
  role: TeamRole;
};

export type EnterpriseWorkspacesResponse = {
  workspaces: EnterpriseWorkspace[];
  /** Whether this device is signed in to a sync server. */
  connected: boolean;
};

// ---- Team ---------------------------------------------------------------------------------------

export type TeamMember = {
  id: string;
  name: string;
  email: string | null;
  role: TeamRole;
  /** ISO date; null when the sync layer does not know it. */
  joined_date: string | null;
  /** active: seen in the last 30 days. */
  status: 'active' | 'inactive';
  /** Labels from the one permissions table (src/contract/permissions.ts). */
  permissions: string[];
  /**
   * Names of what the member can reach: this device's projects in the personal workspace, the
   * results shared into a Collaboration workspace (every member may open those).
   */
  projects_access: string[];
  /** ISO, from the sync layer's "last seen"; null when never seen. */
  last_active: string | null;
  is_you: boolean;
};

export type TeamResponse = {
  workspace_id: string;
  workspace_name: string;
  members: TeamMember[];
  summary: { total_members: number; active_members: number; recent_activity: number };
  permissions_overview: { admin_count: number };
  /** Whether you may change roles here (the permissions table's manage_members). */
  can_manage_roles: boolean;
  /** Roles a manager may give here (a workspace has one owner, whose role does not change). */
  assignable_roles: TeamRole[];
  /** Where the members come from, in words. */
  note: string;
};

export type RoleChangeRequest = { role: TeamRole };

export type AuditEntry = {
  id: string;
  workspace_id: string;
  /** Who did it. */
  actor: string;
  /** e.g. 'role.changed', 'branding.updated', 'report.created'. */
  action: string;
  /** What it was done to, in words. */
  target: string;
  detail: string;
  created_at: string;
};

export type AuditLogResponse = { entries: AuditEntry[]; total: number };

// ---- Branding -----------------------------------------------------------------------------------

export type Branding = {
  company_name: string;
  /** A PNG data URL (every accepted logo is rasterised to PNG), or null. */
  logo: string | null;
  logo_width: number | null;
  logo_height: number | null;
  /** #rrggbb */
  primary_color: string;
  secondary_color: string;
  footer_text: string;
  show_company_logo: boolean;
  /** Always null: a static app cannot serve reports on a domain of its own. */
  custom_domain: null;
  /** Company name, logo and both colours set. */
  branding_complete: boolean;
  updated_at: string | null;
};

export type BrandingUpdate = Pick<
  Branding,
  'company_name' | 'logo' | 'primary_color' | 'secondary_color' | 'footer_text' | 'show_company_logo'
>;

// ---- Scheduled reports --------------------------------------------------------------------------

export const REPORT_SECTIONS = [
  'clustering_summary',
  'top_clusters',
  'competitor_gaps',
  'search_console',
  'content_plan',
] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

export const REPORT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

export type ReportFormat = 'pdf' | 'csv';

export type ReportDefinition = {
  name: string;
  sections: ReportSection[];
  frequency: ReportFrequency;
  recipients: string[];
  format: ReportFormat;
};

export type ScheduledReport = ReportDefinition & {
  id: string;
  workspace_id: string;
  status: 'active' | 'paused';
  /** ISO: when the report is next generated (when the app is open then, else on its next opening). */
  next_delivery: string;
  recipients_count: number;
  /** How many times it has been generated. */
  delivery_count: number;
  /** ISO of the last generation; null when never generated ("Never"). */
  last_generated: string | null;
  created_at: string;
  updated_at: string;
};

export type ReportUpdate = Partial<ReportDefinition> & { status?: ScheduledReport['status'] };

export type ReportRun = {
  id: string;
  report_id: string;
  report_name: string;
  trigger: 'schedule' | 'manual';
  format: ReportFormat;
  file_name: string;
  size_bytes: number;
  sections: ReportSection[];
  recipients: string[];
  /** Sections without data at the time, in words. */
  notes: string[];
  generated_at: string;
};

export type ReportsResponse = {
  reports: ScheduledReport[];
  summary: { total_reports: number; active_reports: number; total_deliveries: number };
  delivery_schedule: { next_24h: number };
  /** The newest runs of every report, newest first. */
  history: ReportRun[];
};

export type ReportGenerateResponse = { job_id: string; run_id: string };
export type ReportsDueResponse = { started: number; job_ids: string[] };

/** A file the UI offers as a download (report, .eml draft, dashboard PDF). */
export type EnterpriseFile = { file_name: string; mime_type: string; blob: Blob };

// ---- Subscription and usage ---------------------------------------------------------------------

export type SubscriptionPlan = {
  name: string;
  tier: PricingTier;
  price_monthly: number;
  annual_savings: number;
  /** All features; the plan card shows the first 4 (spec 001 §9). */
  features: string[];
  recommended_for: string;
  is_popular: boolean;
  is_current: boolean;
  /** -1: unlimited. */
  keyword_limit: number;
};

export type SubscriptionPlansResponse = {
  plans: SubscriptionPlan[];
  current_tier: PricingTier;
  billing_cycle: BillingCycle;
  /** Whether the user chose it on the Pricing tab (else the spec's professional default). */
  chosen_on_pricing: boolean;
};

export type UsageMetric = {
  key: 'keywords_processed' | 'largest_run' | 'api_calls' | 'reports_generated' | 'outreach_contacts';
  label: string;
  value: number;
  /** The plan's limit; null when it has none, -1 when unlimited. */
  limit: number | null;
  /** How the figure was counted, in words. */
  basis: string;
};

export type UsageResponse = {
  workspace_id: string;
  period_start: string;
  period_end: string;
  current_tier: PricingTier;
  usage_metrics: {
    keywords_processed: number;
    api_calls: number;
    reports_generated: number;
    /** The plan's list price for the billing period; nothing is billed on the device. */
    billing_amount: number;
  };
  metrics: UsageMetric[];
  billing_note: string;
};

// ---- Executive dashboard ------------------------------------------------------------------------

export type DashboardCluster = { name: string; keywords: number; performance: number; search_volume: number };

export type ExecutiveDashboard = {
  workspace_id: string;
  generated_at: string;
  workspace_overview: {
    total_keywords: number;
    active_projects: number;
    team_members: number;
    reports_this_month: number;
  };
  performance_summary: {
    top_performing_clusters: DashboardCluster[];
    recent_achievements: { text: string; at: string }[];
  };
  financial_summary: {
    current_plan: string;
    monthly_spend: number;
    /** PPC-equivalent monthly value of clicks: measured clicks × CPC, or estimated traffic × CPC. */
    traffic_value: number | null;
    traffic_value_source: 'search_console' | 'estimated' | 'none';
    traffic_value_note: string;
    next_billing_date: string;
  };
  system_health: {
    last_sync: string | null;
    sync_state: string;
    /** Bytes used by this origin (navigator.storage.estimate), null when the browser does not say. */
    storage_used: number | null;
    storage_quota: number | null;
    note: string;
  };
  result_name: string | null;
};

// ---- Report documents (built in the enterprise worker, rendered as PDF or CSV) -------------------

export type ReportCell = string | number | null;

export type ReportDocumentSection = {
  /** A report section, or a part of the dashboard's PDF. */
  key: string;
  title: string;
  /** Headline lines ('Keywords: 1,234'). */
  summary: string[];
  columns: string[];
  rows: ReportCell[][];
  /** Why a section is empty or estimated, in words; null when it is neither. */
  note: string | null;
  estimated: boolean;
};

export type ReportDocument = {
  title: string;
  subtitle: string;
  generated_at: string;
  sections: ReportDocumentSection[];
};

// ---- Limits (one source for the screen and the adapter) ----------------------------------------

export const ENTERPRISE_LIMITS = {
  companyName: 100,
  footerText: 200,
  reportName: 120,
  recipients: 5,
  /** Size of the file a user picks as a logo. */
  logoFileBytes: 2 * 1024 * 1024,
  /** Size of the stored PNG data URL after rasterising (at most 600 × 200 px). */
  logoDataUrlChars: 700_000,
  logoMaxWidth: 600,
  logoMaxHeight: 200,
  /** Reports generated per report kept in its history. */
  historyPerReport: 20,
} as const;

/** WCAG 2.1 contrast (success criterion 1.4.3): 4.5:1 for normal text against white. */
export const WCAG_AA_CONTRAST = 4.5;
