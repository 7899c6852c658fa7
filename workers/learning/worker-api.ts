/**
 * The Learning Center's worker: writes a manual PDF off the main thread with the shared PDF module.
 * Fonts are fetched from the app's base URL (passed in, as a worker has no page to ask).
 */
import { fetchFontLoader, renderPdf, type PdfFontFile } from '@/lib/pdf';
import type { Branding } from '@/contract/types/enterprise';
import type { ManualLanguageCode, ManualType } from '@/contract/types/learning';
import { GUIDE_BOOKS } from './guides';
import { manualSpec } from './manual';

export interface RenderedManual {
  bytes: ArrayBuffer;
  page_count: number;
  /** Characters the PDF could not draw; a written guide book has none. */
  missing_characters: string[];
}

export async function renderManual(
  type: ManualType,
  language: ManualLanguageCode,
  generatedAtIso: string,
  branding: Branding | null,
  loadFont: (file: PdfFontFile) => Promise<ArrayBuffer>,
  onProgress?: (fraction: number) => void,
): Promise<RenderedManual> {
  const spec = manualSpec(GUIDE_BOOKS[language], type, new Date(generatedAtIso), branding);
  const rendered = await renderPdf(spec, { loadFont, onProgress });
  return { bytes: rendered.bytes, page_count: rendered.pageCount, missing_characters: rendered.missingCharacters };
}

export const learningWorkerApi = {
  /**
   * `branding`: the workspace's (GET /api/enterprise/branding), null for none; `fontBaseUrl`: the
   * app's absolute base URL; fonts are under `fonts/` there.
   */
  renderManual(
    type: ManualType,
    language: ManualLanguageCode,
    generatedAtIso: string,
    branding: Branding | null,
    fontBaseUrl: string,
    onProgress?: (fraction: number) => void,
  ): Promise<RenderedManual> {
    return renderManual(type, language, generatedAtIso, branding, fetchFontLoader(fontBaseUrl), onProgress);
  },
};

export type LearningWorkerApi = typeof learningWorkerApi;
