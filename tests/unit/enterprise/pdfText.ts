/**
 * What a PDF says: its content streams inflated (the PDF module writes them Flate-compressed) and
 * joined with the uncompressed objects, so a test can look for a string drawn with `(text) Tj`,
 * an image XObject or a fill colour.
 */
import { inflateSync } from 'node:zlib';

export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes);
  const latin = raw.toString('latin1');
  const parts = [latin];
  const pattern = /(?<!end)stream\r?\n/g;
  for (let match = pattern.exec(latin); match; match = pattern.exec(latin)) {
    const start = match.index + match[0].length;
    const end = latin.indexOf('endstream', start);
    if (end === -1) break;
    try {
      parts.push(inflateSync(raw.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a Flate stream (an image's raw samples, or uncompressed text already in `latin`).
    }
    pattern.lastIndex = end;
  }
  return parts.join('\n');
}

/** Whether the PDF fills with `hex` anywhere (`r g b rg`, components 0..1, as jsPDF rounds them). */
export function fillsWith(text: string, hex: string): boolean {
  const want = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  return [...text.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) rg/g)].some((match) =>
    want.every((value, i) => Math.abs(Number(match[i + 1]) - value) < 0.006),
  );
}
