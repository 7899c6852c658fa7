import type { ContentBrief } from '@/contract';
import { api } from '@/api/client';
import { briefSections } from './briefSections';

/**
 * The brief as a PDF through the shared PDF module (fonts per script), loaded only now, with the
 * workspace's branding; also the characters it could not draw (right-to-left and Indic scripts,
 * emoji), for the screen to say so.
 */
export async function briefPdf(brief: ContentBrief): Promise<{ blob: Blob; missingCharacters: string[] }> {
  const [{ fetchFontLoader, pdfBrandingOf, renderPdf }, branding] = await Promise.all([
    import('@/lib/pdf'),
    api.get('/api/enterprise/branding'),
  ]);
  const { bytes, missingCharacters } = await renderPdf(
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
  return { blob: new Blob([bytes], { type: 'application/pdf' }), missingCharacters };
}
