/**
 * A report document as a branded PDF through the shared PDF module (src/lib/pdf): a title page with
 * the logo and company, then each section as a heading, its headline figures, its note and its
 * table; the module draws the band in the primary colour and the footer on every page.
 */
import { fetchFontLoader, pdfBrandingOf, renderPdf, type PdfBlock, type PdfDocumentSpec } from '@/lib/pdf';
import type { Branding, ReportDocument } from '@/contract/types/enterprise';

const cell = (value: string | number | null) =>
  value === null ? '–' : typeof value === 'number' ? value.toLocaleString('en-US') : value;

export function reportPdfSpec(doc: ReportDocument, branding: Branding): PdfDocumentSpec {
  const blocks: PdfBlock[] = doc.sections.flatMap((section): PdfBlock[] => [
    { kind: 'heading', level: 1, text: section.title },
    ...(section.summary.length > 0 ? [{ kind: 'bullets' as const, items: section.summary }] : []),
    ...(section.note ? [{ kind: 'note' as const, text: section.note }] : []),
    ...(section.columns.length > 0
      ? [
          {
            kind: 'table' as const,
            columns: section.columns.map((header, index) => ({
              header,
              width: index === 0 ? 3 : 1,
              align: section.rows.some((row) => typeof row[index] === 'number')
                ? ('right' as const)
                : ('left' as const),
            })),
            rows: section.rows.map((row) => row.map(cell)),
          },
        ]
      : []),
  ]);
  return {
    title: doc.title,
    subtitle: doc.subtitle,
    language: 'en',
    generatedAt: new Date(doc.generated_at),
    titlePage: true,
    contents: false,
    branding: pdfBrandingOf(branding),
    author: branding.company_name || undefined,
    blocks,
  };
}

export type RenderedReportPdf = { bytes: ArrayBuffer; page_count: number; missing_characters: string[] };

/** `fontBaseUrl`: the app's absolute base URL (fonts for non-Latin text are fetched under it). */
export async function renderReportPdf(
  doc: ReportDocument,
  branding: Branding,
  fontBaseUrl: string,
): Promise<RenderedReportPdf> {
  const rendered = await renderPdf(reportPdfSpec(doc, branding), { loadFont: fetchFontLoader(fontBaseUrl) });
  return { bytes: rendered.bytes, page_count: rendered.pageCount, missing_characters: rendered.missingCharacters };
}
