/**
 * The PDF module's input: a document described as data. Every field is plain data (no functions),
 * so a spec can be built on the main thread and rendered in a worker, or the other way round.
 */

/** A raster image: PNG or JPEG bytes, with its size in pixels (for the aspect ratio). */
export interface PdfImage {
  data: Uint8Array;
  format: 'PNG' | 'JPEG';
  widthPx: number;
  heightPx: number;
}

export interface PdfTableColumn {
  header: string;
  /** Share of the text width; the columns' shares are scaled to add up to 1. Default: equal. */
  width?: number;
  /** Numbers read best right-aligned. */
  align?: 'left' | 'right';
}

export type PdfBlock =
  /** Levels 1 and 2 are listed in the contents; `pageBreak` starts the heading on a new page. */
  | { kind: 'heading'; level: 1 | 2 | 3; text: string; pageBreak?: boolean }
  | { kind: 'paragraph'; text: string }
  /** Numbered 1., 2., ... with a hanging indent. */
  | { kind: 'steps'; items: readonly string[] }
  | { kind: 'bullets'; items: readonly string[] }
  /** A tinted box, for a tip or a warning. */
  | { kind: 'note'; text: string }
  /** The header row repeats on every page the table spans. */
  | { kind: 'table'; columns: readonly PdfTableColumn[]; rows: readonly (readonly string[])[] }
  /** Scaled to the text width (or `maxWidthShare` of it), never enlarged past 1 px = 0.75 pt. */
  | { kind: 'image'; image: PdfImage; caption?: string; maxWidthShare?: number }
  /** A diagram of steps in boxes joined by arrows (wraps onto more rows when long). */
  | { kind: 'flow'; steps: readonly string[]; caption?: string }
  | { kind: 'pageBreak' };

/** A workspace's look; every field optional. Colours are '#rrggbb'. */
export interface PdfBranding {
  companyName?: string;
  primaryColor?: string;
  secondaryColor?: string;
  logo?: PdfImage;
  /** Printed at the foot of every page (after the company name). */
  footerText?: string;
}

/** Words the layout prints itself, in the document's language. `{n}`, `{total}`, `{date}` are filled in. */
export interface PdfLabels {
  contents: string;
  page: string;
  generated: string;
}

export interface PdfDocumentSpec {
  title: string;
  subtitle?: string;
  /** BCP 47 code (en, ja, ru, ...): set as the PDF's /Lang and used to write the date. */
  language: string;
  blocks: readonly PdfBlock[];
  /** Defaults to now. */
  generatedAt?: Date;
  /** A title page (logo, company, title, subtitle, date) before everything else. Default true. */
  titlePage?: boolean;
  /** Contents of the level 1 and 2 headings, with page numbers and links. Default true. */
  contents?: boolean;
  branding?: PdfBranding;
  /** Default English. */
  labels?: Partial<PdfLabels>;
  /** Shown in the PDF's properties. */
  author?: string;
  subject?: string;
}

/** The font files the module can use, under `public/fonts/`. */
export type PdfFontFile = 'NotoSans-Regular.ttf' | 'NotoSans-Bold.ttf' | 'DroidSansFallback.ttf';

export interface PdfRenderOptions {
  /** Reads a font file's bytes (`fetchFontLoader(base)` in a page or worker; a file read in Node). */
  loadFont: (file: PdfFontFile) => Promise<ArrayBuffer>;
  /** 0..1 as the blocks are laid out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface PdfRendered {
  bytes: ArrayBuffer;
  pageCount: number;
  /** Distinct characters no font of the module draws (printed as '?'): RTL and Indic scripts, emoji. */
  missingCharacters: string[];
  /** The font files the document embeds (none when all its text is Latin-1). */
  fonts: PdfFontFile[];
}
