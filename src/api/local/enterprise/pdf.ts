/**
 * The one place enterprise PDFs are drawn: a report document with the workspace's branding.
 * The shared PDF module (src/lib/pdf, issue 22) replaces the body of this function when it lands;
 * callers only see `brandedPdf`.
 */
import type { Branding, ReportDocument } from '../../../contract/types/enterprise';
import { contrastWithWhite, hexToRgb } from '@/lib/brandColors';
import { WCAG_AA_CONTRAST } from '../../../contract/types/enterprise';

const MARGIN = 48;

/** jsPDF's standard fonts are Latin-1: other characters print as '?' (the report screen says so). */
const latin1 = (text: string) => [...text].map((c) => ((c.codePointAt(0) ?? 0) > 0xff ? '?' : c)).join('');

export async function brandedPdf(doc: ReportDocument, branding: Branding): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ unit: 'pt', format: 'a4' });
  pdf.setProperties({ title: latin1(doc.title), creator: 'Topicwise', author: latin1(branding.company_name) });
  const width = pdf.internal.pageSize.getWidth();
  const height = pdf.internal.pageSize.getHeight();
  const primary = hexToRgb(branding.primary_color);
  const secondary = hexToRgb(branding.secondary_color);
  // White on the brand colour when it reads (WCAG AA), else near-black.
  const onPrimary: [number, number, number] =
    contrastWithWhite(branding.primary_color) >= WCAG_AA_CONTRAST ? [255, 255, 255] : [17, 17, 17];
  let y = 0;

  const header = () => {
    pdf.setFillColor(...primary);
    pdf.rect(0, 0, width, 64, 'F');
    let x = MARGIN;
    if (branding.show_company_logo && branding.logo && branding.logo_width && branding.logo_height) {
      const ratio = branding.logo_width / branding.logo_height;
      const w = Math.min(160, ratio * 40);
      pdf.addImage(branding.logo, 'PNG', x, 12, w, w / ratio);
      x += w + 12;
    }
    pdf.setTextColor(...onPrimary);
    pdf.setFont('helvetica', 'bold');
    pdf.setFontSize(14);
    pdf.text(latin1(branding.company_name || 'Topicwise'), x, 38);
    pdf.setFillColor(...secondary);
    pdf.rect(0, 64, width, 4, 'F');
    pdf.setTextColor(17, 17, 17);
    y = 96;
  };
  const footer = () => {
    const pages = pdf.getNumberOfPages();
    for (let page = 1; page <= pages; page += 1) {
      pdf.setPage(page);
      pdf.setFont('helvetica', 'normal');
      pdf.setFontSize(8);
      pdf.setTextColor(90, 90, 90);
      pdf.text(latin1(branding.footer_text || doc.subtitle), MARGIN, height - 24, {
        maxWidth: width - 2 * MARGIN - 60,
      });
      pdf.text(`${page} / ${pages}`, width - MARGIN, height - 24, { align: 'right' });
    }
  };
  const write = (
    text: string,
    size: number,
    style: 'normal' | 'bold',
    color: [number, number, number] = [17, 17, 17],
  ) => {
    pdf.setFont('helvetica', style);
    pdf.setFontSize(size);
    pdf.setTextColor(...color);
    const lines: string[] = pdf.splitTextToSize(latin1(text), width - 2 * MARGIN);
    for (const line of lines) {
      if (y + size * 1.4 > height - 48) {
        pdf.addPage();
        header();
      }
      pdf.text(line, MARGIN, y + size);
      y += size * 1.4;
    }
  };

  header();
  write(doc.title, 20, 'bold');
  write(doc.subtitle, 9, 'normal', [90, 90, 90]);
  y += 8;
  for (const section of doc.sections) {
    y += 6;
    write(section.title, 14, 'bold', primary);
    for (const line of section.summary) write(line, 10, 'normal');
    if (section.note) write(section.note, 9, 'normal', [90, 90, 90]);
    if (section.columns.length > 0) {
      write(section.columns.join('  |  '), 9, 'bold');
      for (const row of section.rows)
        write(row.map((cell) => (cell === null ? '-' : String(cell))).join('  |  '), 9, 'normal');
    }
  }
  footer();
  return pdf.output('blob');
}
