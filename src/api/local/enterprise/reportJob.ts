/**
 * Generating a report is a job (progress, cancel): its analyses are read here, its content is
 * built in the enterprise worker, its file drawn as PDF (branded) or written as CSV, and the run is
 * stored in the report's history with the file.
 */
import type { JsonObject } from '../../../contract/json';
import type { ReportRun, ScheduledReport } from '../../../contract/types/enterprise';
import { ENTERPRISE_LIMITS } from '../../../contract/types/enterprise';
import { CSV_BOM, csvRow } from '@/lib/csv';
import { downloadName } from '@/lib/download-name';
import { db } from '@/db/database';
import { nowIso } from '@/db/records';
import { emitChange } from '../changes';
import { defineJobKind } from '../jobs';
import { workerServices } from '../workers';
import { loadBranding } from './branding';
import { brandedPdf } from './pdf';
import { getReport } from './reports';
import { reportSources } from './sources';

export const REPORT_JOB_KIND = 'enterprise-report';

export type ReportJobInput = JsonObject & { report_id: string; run_id: string; trigger: ReportRun['trigger'] };

const MIME = { pdf: 'application/pdf', csv: 'text/csv;charset=utf-8' } as const;

export function reportFileName(report: Pick<ScheduledReport, 'name' | 'format'>, generatedAt: string): string {
  return downloadName('topicwise-report', report.name, generatedAt, report.format);
}

export const reportJobs = defineJobKind<ReportJobInput>(REPORT_JOB_KIND, {
  async run({ input, signal, progress }) {
    const report = await getReport(input.report_id);
    progress(0.1, 'Reading your analyses');
    const [sources, branding] = await Promise.all([reportSources(report.sections), loadBranding(report.workspace_id)]);
    progress(0.5, 'Building the report');
    const generatedAt = nowIso();
    const doc = await workerServices().enterprise.buildReport(
      signal,
      { name: report.name, company: branding.company_name, generated_at: generatedAt },
      report.sections,
      sources,
    );
    progress(0.7, report.format === 'pdf' ? 'Drawing the PDF' : 'Writing the CSV');
    const { blob, missing } =
      report.format === 'pdf'
        ? await brandedPdf(doc, branding, signal)
        : {
            blob: new Blob(
              [CSV_BOM + (await workerServices().enterprise.reportRows(signal, doc)).map(csvRow).join('\r\n')],
              { type: MIME.csv },
            ),
            missing: [],
          };
    if (signal.aborted) throw new Error('Cancelled');
    progress(0.9, 'Saving to the history');
    const run: ReportRun = {
      id: input.run_id,
      report_id: report.id,
      report_name: report.name,
      trigger: input.trigger,
      format: report.format,
      file_name: reportFileName(report, generatedAt),
      size_bytes: blob.size,
      sections: report.sections,
      recipients: report.recipients,
      notes: doc.sections
        .flatMap((section) =>
          section.rows.length === 0 && section.summary.length === 0 && section.note
            ? [`${section.title}: ${section.note}`]
            : [],
        )
        .concat(
          missing.length > 0
            ? [`No PDF font draws ${missing.slice(0, 10).join(' ')}: they print as '?'. The CSV format keeps them.`]
            : [],
        ),
      generated_at: generatedAt,
    };
    await db.transaction('rw', db.report_runs, db.scheduled_reports, async () => {
      await db.report_runs.add({
        ...run,
        blob,
        mime_type: MIME[report.format],
        created_at: generatedAt,
        updated_at: generatedAt,
      });
      const current = await db.scheduled_reports.get(report.id);
      if (current)
        await db.scheduled_reports.update(report.id, {
          delivery_count: current.delivery_count + 1,
          last_generated: generatedAt,
          updated_at: nowIso(),
        });
      const older = await db.report_runs.where('report_id').equals(report.id).sortBy('generated_at');
      const excess = older.length - ENTERPRISE_LIMITS.historyPerReport;
      if (excess > 0) await db.report_runs.bulkDelete(older.slice(0, excess).map((row) => row.id));
      await emitChange({ source: 'enterprise', kind: 'created', ids: [run.id] });
    });
    return { result: { run_id: run.id, file_name: run.file_name } };
  },
});
