/**
 * The one PDF module: every PDF the app writes (manuals, content briefs, enterprise reports, analytics
 * exports) is a `PdfDocumentSpec` rendered by `renderPdf`. Pure: no DOM, React or Dexie, so it runs in
 * a page, a Web Worker or Node (tests, benchmarks). jsPDF is imported inside `renderPdf`, so importing
 * this module costs nothing until a PDF is made; keep it out of the first load.
 *
 * Usage:
 *   import { fetchFontLoader, renderPdf } from '@/lib/pdf';
 *   const { bytes, pageCount, missingCharacters } = await renderPdf(
 *     {
 *       title: 'Quarterly report',
 *       subtitle: 'Acme workspace',
 *       language: 'en',                       // BCP 47; set as the PDF's /Lang, used for the date
 *       branding: { companyName: 'Acme', primaryColor: '#0b7285', secondaryColor: '#495057',
 *                   logo: { data: pngBytes, format: 'PNG', widthPx: 320, heightPx: 80 },
 *                   footerText: 'Confidential' },                   // optional, every field optional
 *       labels: { contents: 'Contents', page: 'Page {n} of {total}', generated: 'Generated {date}' },
 *       blocks: [
 *         { kind: 'heading', level: 1, text: 'Summary', pageBreak: true },
 *         { kind: 'paragraph', text: '…' },                  // '\n' and U+2028 break lines
 *         { kind: 'steps', items: ['Import keywords', 'Cluster'] },   // numbered
 *         { kind: 'bullets', items: ['…'] },
 *         { kind: 'note', text: 'Tip: …' },
 *         { kind: 'table', columns: [{ header: 'Cluster', width: 3 }, { header: 'Volume', align: 'right' }],
 *           rows: [['espresso machine', '12,100']] },            // header repeats on each page
 *         { kind: 'image', image: { data, format: 'PNG', widthPx, heightPx }, caption: '…' },
 *         { kind: 'flow', steps: ['Import', 'Cluster', 'Edit', 'Export'], caption: '…' },   // boxes and arrows
 *         { kind: 'pageBreak' },
 *       ],
 *     },
 *     { loadFont: fetchFontLoader(new URL(import.meta.env.BASE_URL, location.origin).href),
 *       onProgress: (fraction) => …, signal },
 *   );
 *   new Blob([bytes], { type: 'application/pdf' });
 *
 * What it draws: an optional title page (logo, company, title, subtitle, generation date), contents
 * of the level 1-2 headings with page numbers (linked), the blocks, and on every other page a band
 * in the primary colour, and a footer with the company, footer text, generation date and
 * 'Page n of N'. A4 portrait, points.
 *
 * Fonts per script (./fonts.ts): Latin-1 text uses Helvetica (no download, works offline at once);
 * Greek, Cyrillic and Latin Extended use Noto Sans, kana and CJK ideographs Droid Sans Fallback, from
 * `public/fonts/` fetched only when a document contains such text (a service-worker runtime cache
 * keeps them; they are never precached). Lines mix fonts run by run. jsPDF cannot shape or reorder
 * text, so Arabic, Hebrew, Devanagari, Thai, Hangul (not in the font) and emoji print as '?' and are listed in
 * `missingCharacters`, for the caller to say so. PDFs are untagged (jsPDF cannot tag); offer the
 * same content as HTML in the app for screen readers.
 */
import type { Branding } from '@/contract/types/enterprise';
import type { PdfBranding } from './types';
export { renderPdf, DEFAULT_LABELS } from './render';
export { fetchFontLoader, facesNeeded, PDF_FONT_DIR, undrawableCharacters } from './fonts';
export type {
  PdfBlock,
  PdfBranding,
  PdfDocumentSpec,
  PdfFontFile,
  PdfImage,
  PdfLabels,
  PdfRendered,
  PdfRenderOptions,
  PdfTableColumn,
} from './types';

/*
 * The workspace's branding (GET /api/enterprise/branding, issue 23) as the module's input: every PDF
 * the app writes passes it as `spec.branding`. Here rather than in a module of its own, which became
 * a chunk of its own that the shell had to list, past the first-load budget.
 */
const PNG_PREFIX = 'data:image/png;base64,';

function pngBytes(dataUrl: string): Uint8Array | null {
  if (!dataUrl.startsWith(PNG_PREFIX)) return null;
  try {
    return Uint8Array.from(atob(dataUrl.slice(PNG_PREFIX.length)), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The logo is stored as a PNG data URL; the module takes its bytes. A hidden logo is left out. */
export function pdfBrandingOf(branding: Branding): PdfBranding {
  const logo = branding.show_company_logo && branding.logo ? pngBytes(branding.logo) : null;
  return {
    companyName: branding.company_name || undefined,
    primaryColor: branding.primary_color,
    secondaryColor: branding.secondary_color,
    footerText: branding.footer_text || undefined,
    logo:
      logo && branding.logo_width && branding.logo_height
        ? { data: logo, format: 'PNG', widthPx: branding.logo_width, heightPx: branding.logo_height }
        : undefined,
  };
}
