/**
 * Fonts per script. jsPDF's built-in Helvetica draws WinAnsi (Latin-1 plus curly quotes, dashes,
 * the euro sign); everything else needs an embedded TrueType font, and jsPDF does no OpenType
 * shaping or bidi, so scripts that need them (Arabic, Hebrew, Devanagari, Thai, ...) are left out
 * and print as '?'. The files are subsets made with fontTools' pyftsubset (see public/fonts/README.md):
 *   - Noto Sans (SIL OFL 1.1, Debian fonts-noto-core): Latin Extended, Greek, Cyrillic, punctuation.
 *   - Droid Sans Fallback (Apache 2.0, Debian fonts-droid-fallback): kana, CJK ideographs (no Hangul).
 *     Noto's CJK fonts are CFF outlines in a .ttc, which jsPDF cannot embed.
 * jsPDF embeds only the glyphs a document uses.
 */
import type { PdfFontFile } from './types';

export type FontFace = 'latin' | 'noto' | 'cjk';

type Range = readonly [number, number];

const inRanges = (ranges: readonly Range[], cp: number) => ranges.some(([from, to]) => cp >= from && cp <= to);

/** WinAnsi's characters above Latin-1 (Windows-1252 0x80-0x9F), which Helvetica draws. */
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((c) => c.codePointAt(0) ?? 0));

/** The code points public/fonts/NotoSans-*.ttf maps (read from its cmap with fontTools). */
const NOTO_RANGES: readonly Range[] = [
  [0x0020, 0x007e],
  [0x00a0, 0x024f],
  [0x0259, 0x0259],
  [0x02b0, 0x0377],
  [0x037a, 0x037f],
  [0x0384, 0x038a],
  [0x038c, 0x038c],
  [0x038e, 0x03a1],
  [0x03a3, 0x03e1],
  [0x03f0, 0x052f],
  [0x1e00, 0x1eff],
  [0x2000, 0x2064],
  [0x2066, 0x206f],
  [0x20a0, 0x20bf],
  [0x2100, 0x214f],
  [0xfb00, 0xfb06],
];

/**
 * The code points public/fonts/DroidSansFallback.ttf maps (its cmap): CJK punctuation, kana,
 * ideographs and full-width forms. It has no Latin letters or digits (those stay in a Helvetica or
 * Noto run) and only two Hangul syllables, so Korean is not drawn.
 */
const CJK_RANGES: readonly Range[] = [
  [0x0020, 0x0020],
  [0x3000, 0x3003],
  [0x3005, 0x3007],
  [0x300a, 0x3019],
  [0x301c, 0x301f],
  [0x3021, 0x3029],
  [0x3041, 0x3094],
  [0x3099, 0x309e],
  [0x30a0, 0x30f6],
  [0x30fb, 0x30fe],
  [0x3400, 0x4db5],
  [0x4e00, 0x9fa5],
  [0xf900, 0xfa2d],
  [0xff01, 0xff5e],
  [0xff61, 0xff9f],
];

/** The characters that need the CJK font (its space is shared). */
const CJK_OWN: readonly Range[] = CJK_RANGES.slice(1);

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

/** Signs no font here draws, written plainly (briefs use arrows). */
const PLAIN: Record<string, string> = { '→': '->', '←': '<-', '⇒': '=>', '≤': '<=', '≥': '>=', '≠': '!=' };

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
    const substitute = PLAIN[char];
    if (substitute) {
      if (current && current.face !== 'cjk') current.text += substitute;
      else runs.push({ face: 'latin', text: substitute });
      continue;
    }
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
