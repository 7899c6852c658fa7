/**
 * Stored shapes of version 9 (issue 23, Enterprise): the workspace's branding, scheduled report
 * definitions, the reports generated from them (with their file) and the append-only audit log.
 */
import type { AuditEntry, BrandingUpdate, ReportRun, ScheduledReport } from '@/contract/types/enterprise';

/** One row per workspace (id = the workspace id); replicated, so every device brands alike. */
export type BrandingRecord = BrandingUpdate & {
  id: string;
  created_at: string;
  updated_at: string;
};

/** Replicated: the definition and when it is next due travel, so only one device generates it. */
export type ScheduledReportRecord = ScheduledReport;

/**
 * Device-only: a generated report keeps its file here (a PDF with a logo is too large a document to
 * replicate for every run), with the report's name at the time.
 */
export type ReportRunRecord = ReportRun & { blob: Blob; mime_type: string; created_at: string; updated_at: string };

/** Replicated and never updated or deleted by the app: each change of the team or workspace adds a row. */
export type AuditRecord = AuditEntry & { updated_at: string };
