/** Scheduled report definitions: checking, storing, and claiming the ones that are due. */
import { ApiError } from '../../../contract/errors';
import { isJsonObject, type JsonObject } from '../../../contract/json';
import {
  ENTERPRISE_LIMITS,
  REPORT_FREQUENCIES,
  REPORT_SECTIONS,
  type ReportDefinition,
  type ReportFormat,
  type ReportFrequency,
  type ReportRun,
  type ReportSection,
  type ReportsResponse,
  type ScheduledReport,
} from '../../../contract/types/enterprise';
import { isEmailAddress } from '@/lib/emailAddress';
import { db } from '@/db/database';
import type { ReportRunRecord } from '@/db/enterpriseRecords';
import { nowIso } from '@/db/records';
import { addPeriod, countNext24h, isDue, nextAfter } from '@workers/enterprise/schedule';
import { charLength } from '../validate';

export const REPORT_NOT_FOUND = 'Scheduled report not found: it may have been deleted on another device.';
export const RUN_NOT_FOUND = 'Generated report not found: it may have been removed from the history.';

const isSection = (value: unknown): value is ReportSection =>
  typeof value === 'string' && (REPORT_SECTIONS as readonly string[]).includes(value);
const isFrequency = (value: unknown): value is ReportFrequency =>
  typeof value === 'string' && (REPORT_FREQUENCIES as readonly string[]).includes(value);

function name(value: unknown, problems: string[]): string {
  if (typeof value !== 'string' || value.trim() === '') {
    problems.push('Give the report a name.');
    return '';
  }
  const trimmed = value.trim().replace(/[\r\n\u2028\u2029]+/g, ' ');
  const length = charLength(trimmed);
  if (length > ENTERPRISE_LIMITS.reportName)
    problems.push(
      `The report name must be ${ENTERPRISE_LIMITS.reportName} characters or fewer (it has ${length.toLocaleString('en-US')}).`,
    );
  return trimmed;
}

function sections(value: unknown, problems: string[]): ReportSection[] {
  if (!Array.isArray(value) || value.length === 0) {
    problems.push('Choose at least one section.');
    return [];
  }
  const unknown = value.filter((item) => !isSection(item));
  if (unknown.length > 0) problems.push(`Unknown section: ${String(unknown[0]).slice(0, 40)}.`);
  // In the order the form lists them, each once.
  return REPORT_SECTIONS.filter((section) => value.includes(section));
}

function recipients(value: unknown, problems: string[]): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    problems.push('Recipients must be a list of email addresses.');
    return [];
  }
  const seen = new Set<string>();
  const list = (value as string[])
    .map((item) => item.trim())
    .filter((item) => item !== '' && !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
  if (list.length > ENTERPRISE_LIMITS.recipients)
    problems.push(`At most ${ENTERPRISE_LIMITS.recipients} recipients per report (${list.length} given).`);
  const invalid = list.filter((item) => !isEmailAddress(item));
  if (invalid.length > 0)
    problems.push(
      `Not an email address: ${invalid
        .slice(0, 3)
        .map((item) => `"${item.slice(0, 60)}"`)
        .join(', ')}. Write each as name@example.com.`,
    );
  return list;
}

function format(value: unknown, problems: string[]): ReportFormat {
  if (value === undefined || value === 'pdf') return 'pdf';
  if (value === 'csv') return 'csv';
  problems.push('The format must be PDF or CSV.');
  return 'pdf';
}

function frequency(value: unknown, problems: string[]): ReportFrequency {
  if (isFrequency(value)) return value;
  problems.push('The frequency must be daily, weekly or monthly.');
  return 'weekly';
}

/** A whole definition; 400 listing every problem. */
export function parseDefinition(body: unknown): ReportDefinition {
  if (!isJsonObject(body)) throw new ApiError(400, 'The report must be a JSON object');
  const problems: string[] = [];
  const definition: ReportDefinition = {
    name: name(body.name, problems),
    sections: sections(body.sections, problems),
    frequency: frequency(body.frequency, problems),
    recipients: recipients(body.recipients, problems),
    format: format(body.format, problems),
  };
  if (problems.length > 0) throw new ApiError(400, problems.join(' '));
  return definition;
}

/** An update: the given fields over the stored ones, checked as a whole definition. */
export function parseUpdate(
  body: unknown,
  current: ScheduledReport,
): { definition: ReportDefinition; status: ScheduledReport['status'] } {
  const input: JsonObject = isJsonObject(body) ? body : {};
  if (!isJsonObject(body)) throw new ApiError(400, 'The update must be a JSON object');
  const definition = parseDefinition({
    name: input.name ?? current.name,
    sections: input.sections ?? current.sections,
    frequency: input.frequency ?? current.frequency,
    recipients: input.recipients ?? current.recipients,
    format: input.format ?? current.format,
  });
  const status = input.status ?? current.status;
  if (status !== 'active' && status !== 'paused') throw new ApiError(400, 'The status must be active or paused.');
  return { definition, status };
}

export function firstDelivery(now: Date, frequency: ReportFrequency): string {
  return addPeriod(now, frequency).toISOString();
}

/** After a run: the next time on the report's rhythm that is after now (missed periods skipped). */
export function nextDeliveryAfterRun(report: ScheduledReport, now: Date): string {
  return nextAfter(new Date(report.next_delivery), report.frequency, now).toISOString();
}

export async function getReport(id: string): Promise<ScheduledReport> {
  const report = await db.scheduled_reports.get(id);
  if (!report) throw new ApiError(404, REPORT_NOT_FOUND);
  return report;
}

export const toRun = (record: ReportRunRecord): ReportRun => ({
  id: record.id,
  report_id: record.report_id,
  report_name: record.report_name,
  trigger: record.trigger,
  format: record.format,
  file_name: record.file_name,
  size_bytes: record.size_bytes,
  sections: record.sections,
  recipients: record.recipients,
  notes: record.notes,
  generated_at: record.generated_at,
});

const HISTORY_SHOWN = 50;

export async function listReports(workspaceId: string, now: Date): Promise<ReportsResponse> {
  const reports = (await db.scheduled_reports.where('workspace_id').equals(workspaceId).toArray()).sort((a, b) =>
    a.created_at.localeCompare(b.created_at),
  );
  const ids = new Set(reports.map((report) => report.id));
  const runs = await db.report_runs.orderBy('generated_at').reverse().toArray();
  const active = reports.filter((report) => report.status === 'active');
  return {
    reports,
    summary: {
      total_reports: reports.length,
      active_reports: active.length,
      total_deliveries: reports.reduce((sum, report) => sum + report.delivery_count, 0),
    },
    delivery_schedule: {
      next_24h: countNext24h(
        active.map((report) => report.next_delivery),
        now,
      ),
    },
    history: runs
      .filter((run) => ids.has(run.report_id))
      .slice(0, HISTORY_SHOWN)
      .map(toRun),
  };
}

/**
 * Claims the due reports: in one transaction each due report's next time moves past now, so
 * another tab (or a device that synced the move) does not generate it a second time.
 */
export async function claimDueReports(now: Date): Promise<ScheduledReport[]> {
  return db.transaction('rw', db.scheduled_reports, async () => {
    const due = (await db.scheduled_reports.toArray()).filter(
      (report) => report.status === 'active' && isDue(report.next_delivery, now),
    );
    for (const report of due) {
      await db.scheduled_reports.update(report.id, {
        next_delivery: nextDeliveryAfterRun(report, now),
        updated_at: nowIso(),
      });
    }
    return due;
  });
}
