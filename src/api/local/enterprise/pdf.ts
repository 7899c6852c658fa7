/**
 * Enterprise PDFs (reports, the dashboard) are drawn by the shared PDF module in the enterprise
 * worker; this is the one function the handlers call.
 */
import type { Branding, ReportDocument } from '../../../contract/types/enterprise';
import { workerServices } from '../workers';

/** The app's base URL, where the PDF module fetches fonts for non-Latin text (none in Node tests). */
function fontBaseUrl(): string {
  return typeof location === 'undefined'
    ? 'http://localhost/'
    : new URL(import.meta.env.BASE_URL, location.origin).href;
}

export async function brandedPdf(
  doc: ReportDocument,
  branding: Branding,
  signal?: AbortSignal,
): Promise<{ blob: Blob; missing: string[] }> {
  const rendered = await workerServices().enterprise.renderReportPdf(signal, doc, branding, fontBaseUrl());
  return { blob: new Blob([rendered.bytes], { type: 'application/pdf' }), missing: rendered.missing_characters };
}
