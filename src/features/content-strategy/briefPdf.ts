import type { ContentBrief } from '@/contract';
import { api } from '@/api/client';
import { fetchFontLoader, pdfBrandingOf, renderPdf, undrawableCharacters } from '@/lib/pdf';
import { briefSections } from './briefSections';

/** Whether the brief holds characters no PDF font draws (right-to-left and Indic scripts, emoji). */
export const needsUnicode = (brief: ContentBrief) => undrawableCharacters(brief.markdown).length > 0;

/** The brief as a PDF through the shared PDF module (fonts per script; jsPDF loads only now), branded. */
export async function briefPdf(brief: ContentBrief): Promise<Blob> {
  const branding = await api.get('/api/enterprise/branding');
  const { bytes } = await renderPdf(
    {
      title: brief.title,
      branding: pdfBrandingOf(branding),
      language: 'en',
      titlePage: false,
      contents: false,
      blocks: briefSections(brief).flatMap((section) => [
        { kind: 'heading' as const, level: 2 as const, text: section.heading },
        { kind: 'bullets' as const, items: section.items },
      ]),
    },
    { loadFont: fetchFontLoader(new URL(import.meta.env.BASE_URL, location.origin).href) },
  );
  return new Blob([bytes], { type: 'application/pdf' });
}
