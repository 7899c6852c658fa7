/**
 * Text extraction from a PDF with poppler's pdftotext, the way a reader's copy-and-paste or a
 * screen reader sees it. Tests that need it skip with a message when poppler-utils is missing
 * (.ci/run installs it).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PdfFontFile } from '@/lib/pdf';

export const hasPdfToText = spawnSync('pdftotext', ['-v']).status === 0;

if (!hasPdfToText)
  console.warn('pdftotext (poppler-utils) is missing: PDF text checks are skipped. apt-get install -y poppler-utils');

export function pdfText(bytes: ArrayBuffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: Buffer.from(bytes) }).toString('utf8');
}

/** Fonts from public/fonts, as the app serves them. */
export const fileFontLoader = async (file: PdfFontFile): Promise<ArrayBuffer> => {
  const bytes = await readFile(join(process.cwd(), 'public/fonts', file));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
};

/** Whitespace-insensitive comparison: pdftotext breaks lines where the layout did. */
export const squash = (text: string) => text.replace(/\s+/g, '');
