import type { ContentBrief } from '@/contract';
import { briefSections } from './briefSections';

const MARGIN = 48;
const BODY_SIZE = 10.5;
const LINE = 14;

/** Quotes and dashes the standard PDF fonts lack in their common form, written plainly. */
const PLAIN: Record<string, string> = {
  '“': '"',
  '”': '"',
  '‘': "'",
  '’': "'",
  '—': '-',
  '–': '-',
  '→': '->',
  '…': '...',
};

/**
 * jsPDF's built-in fonts cover Latin-1 only; other characters (CJK, emoji, Arabic) would print as
 * garbage, so they become '?' and the screen says the Markdown file keeps them.
 */
export function pdfSafe(text: string): string {
  return [...text].map((char) => PLAIN[char] ?? ((char.codePointAt(0) ?? 0) > 0xff ? '?' : char)).join('');
}

/** Whether the PDF has to replace some of the brief's characters. */
export const needsUnicode = (brief: ContentBrief) =>
  [...brief.markdown].some((char) => !PLAIN[char] && (char.codePointAt(0) ?? 0) > 0xff);

/** The brief as a PDF; jsPDF loads only now, when a PDF is asked for. */
export async function briefPdf(brief: ContentBrief): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  const width = doc.internal.pageSize.getWidth() - 2 * MARGIN;
  const bottom = doc.internal.pageSize.getHeight() - MARGIN;
  let y = MARGIN;

  const write = (text: string, size: number, style: 'normal' | 'bold', gapAfter = 0) => {
    doc.setFont('helvetica', style);
    doc.setFontSize(size);
    const lines: string[] = doc.splitTextToSize(pdfSafe(text), width);
    const height = size * 1.35;
    for (const line of lines) {
      if (y + height > bottom) {
        doc.addPage();
        y = MARGIN;
      }
      doc.text(line, MARGIN, y + size);
      y += height;
    }
    y += gapAfter;
  };

  write(brief.title, 18, 'bold', 8);
  for (const section of briefSections(brief)) {
    write(section.heading, 13, 'bold', 2);
    for (const item of section.items) write(`• ${item}`, BODY_SIZE, 'normal');
    y += LINE / 2;
  }
  return doc.output('blob');
}
