/**
 * Fonts per script. jsPDF's built-in Helvetica draws WinAnsi (Latin-1 plus curly quotes, dashes,
 * the euro sign); everything else needs an embedded TrueType font, and jsPDF does no OpenType
 * shaping or bidi, so scripts that need them (Arabic, Hebrew, Devanagari, Thai, ...) are left out
 * and print as '?'. The files are subsets made with fontTools' pyftsubset (see public/fonts/README.md):
 *   - Noto Sans (SIL OFL 1.1, Debian fonts-noto-core): Latin Extended, Greek, Cyrillic, punctuation.
 *   - Droid Sans Fallback (Apache 2.0, Debian fonts-droid-fallback): kana, CJK ideographs, Hangul.
 *     Noto's CJK fonts are CFF outlines in a .ttc, which jsPDF cannot embed.
 * jsPDF embeds only the glyphs a document uses.
 */
import type { PdfFontFile } from './types';

export type FontFace = 'latin' | 'noto' | 'cjk';

type Range = readonly [number, number];

const inRanges = (ranges: readonly Range[], cp: number) => ranges.some(([from, to]) => cp >= from && cp <= to);

/** WinAnsi's characters above Latin-1 (Windows-1252 0x80-0x9F), which Helvetica draws. */
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((c) => c.codePointAt(0) ?? 0));

/** The ranges public/fonts/NotoSans-*.ttf keeps (the pyftsubset --unicodes list). */
const NOTO_RANGES: readonly Range[] = [
  [0x0020, 0x024f],
  [0x0259, 0x0259],
  [0x02b0, 0x036f],
  [0x0370, 0x03ff],
  [0x0400, 0x052f],
  [0x1e00, 0x1eff],
  [0x2000, 0x206f],
  [0x20a0, 0x20cf],
  [0x2100, 0x214f],
  [0x2190, 0x21ff],
  [0x2212, 0x2212],
  [0x221e, 0x221e],
  [0x2248, 0x2248],
  [0x2260, 0x2265],
  [0x25a0, 0x25ff],
];

/** The ranges public/fonts/DroidSansFallback.ttf keeps. */
const CJK_RANGES: readonly Range[] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00ff],
  [0x1100, 0x11ff],
  [0x2000, 0x206f],
  [0x2190, 0x21ff],
  [0x2460, 0x25ff],
  [0x3000, 0x30ff],
  [0x3130, 0x318f],
  [0x3190, 0x319f],
  [0x31f0, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xac00, 0xd7af],
  [0xf900, 0xfaff],
  [0xff00, 0xffef],
];

/** Ideographs, kana and Hangul: the characters that need the CJK font (the rest of its ranges are shared). */
const CJK_OWN: readonly Range[] = CJK_RANGES.filter(([from]) => from >= 0x1100 && from !== 0x2000 && from !== 0x2190);

const covers: Record<FontFace, (cp: number) => boolean> = {
  latin: (cp) => (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(cp),
  noto: (cp) => inRanges(NOTO_RANGES, cp),
  cjk: (cp) => inRanges(CJK_RANGES, cp),
};

/** The simplest face that draws `cp`, or null when none does. */
export function faceFor(cp: number): FontFace | null {
  if (covers.latin(cp)) return 'latin';
  if (inRanges(CJK_OWN, cp)) return 'cjk';
  if (covers.noto(cp)) return 'noto';
  return null;
}

export const faceCovers = (face: FontFace, cp: number): boolean => covers[face](cp);

/** What jsPDF calls each face, and the files it needs. */
export const FACE_FONT: Record<FontFace, { family: string; bold: boolean }> = {
  latin: { family: 'helvetica', bold: true },
  noto: { family: 'NotoSans', bold: true },
  // Droid Sans Fallback has no bold; headings in CJK are set larger instead.
  cjk: { family: 'DroidSansFallback', bold: false },
};

export const FACE_FILES: Record<Exclude<FontFace, 'latin'>, { normal: PdfFontFile; bold?: PdfFontFile }> = {
  noto: { normal: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  cjk: { normal: 'DroidSansFallback.ttf' },
};

/** Where the app serves the font files, relative to its base URL. */
export const PDF_FONT_DIR = 'fonts/';

/** A loader for pages and workers: fetches `fonts/<file>` under the app's base URL (absolute). */
export function fetchFontLoader(baseUrl: string): (file: PdfFontFile) => Promise<ArrayBuffer> {
  return async (file) => {
    const response = await fetch(new URL(`${PDF_FONT_DIR}${file}`, baseUrl));
    if (!response.ok) {
      throw new Error(
        `Could not load the font ${file} (HTTP ${response.status}). Go online once so it can be fetched, then try again.`,
      );
    }
    return response.arrayBuffer();
  };
}

/** Removed before layout: controls, bidi overrides and isolates, zero-width marks, the BOM. */
function isInvisible(cp: number): boolean {
  return (
    (cp < 0x20 && cp !== 0x0a && cp !== 0x0d && cp !== 0x09) ||
    (cp >= 0x7f && cp <= 0x9f && cp !== 0x85) ||
    (cp >= 0x200b && cp <= 0x200f) ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2060 && cp <= 0x2069) ||
    cp === 0xfeff
  );
}

/** Text ready to lay out: one string per line (line and paragraph separators split), tabs as spaces. */
export function cleanLines(text: string): string[] {
  return [...text]
    .filter((char) => !isInvisible(char.codePointAt(0) ?? 0))
    .join('')
    .replace(/\t/g, ' ')
    .split(/\r\n|[\r\n\u2028\u2029\u0085]/);
}

export interface Run {
  face: FontFace;
  text: string;
}

/**
 * Splits a line into runs of one face. Characters every face shares (spaces, ASCII punctuation)
 * stay in the run they are in; a character no face draws becomes '?' and is reported.
 */
export function toRuns(text: string, missing: Set<string>): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    const current = runs.at(-1);
    const own = faceFor(cp);
    if (!own) missing.add(char);
    const drawn = own ? char : '?';
    // A Latin-1 character (a space, a digit) stays in the current run when its face draws it.
    const face =
      !own || (own === 'latin' && current && faceCovers(current.face, cp)) ? (current?.face ?? 'latin') : own;
    if (current && current.face === face) current.text += drawn;
    else runs.push({ face, text: drawn });
  }
  return runs;
}

/** The embedded faces a set of texts needs. */
export function facesNeeded(texts: Iterable<string>): Set<Exclude<FontFace, 'latin'>> {
  const faces = new Set<Exclude<FontFace, 'latin'>>();
  for (const text of texts) {
    for (const char of text) {
      const face = faceFor(char.codePointAt(0) ?? 0);
      if (face && face !== 'latin') faces.add(face);
    }
  }
  return faces;
}

/** Distinct characters of `text` that no font of the module draws (they would print as '?'). */
export function undrawableCharacters(text: string): string[] {
  const missing = new Set<string>();
  for (const line of cleanLines(text)) toRuns(line, missing);
  return [...missing];
}
