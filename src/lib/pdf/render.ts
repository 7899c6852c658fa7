/** The layout: pages, text in runs of one font, blocks, contents and footers. jsPDF loads here, lazily. */
import type { jsPDF } from 'jspdf';
import { cleanLines, FACE_FILES, FACE_FONT, facesNeeded, toRuns, type FontFace, type Run } from './fonts';
import type {
  PdfBlock,
  PdfBranding,
  PdfDocumentSpec,
  PdfFontFile,
  PdfImage,
  PdfLabels,
  PdfRendered,
  PdfRenderOptions,
} from './types';
import { breakLine } from './wrap';

const MARGIN = 56;
const BODY = 10.5;
const LEADING = 1.45;
const HEADING_SIZE = { 1: 20, 2: 14.5, 3: 12 } as const;
const FOOTER_SIZE = 8.5;
const TEXT_COLOR: Rgb = [33, 37, 41];
const MUTED: Rgb = [96, 104, 112];
const DEFAULT_PRIMARY = '#2b6cb0';
const DEFAULT_SECONDARY = '#4a5568';

export const DEFAULT_LABELS: PdfLabels = {
  contents: 'Contents',
  page: 'Page {n} of {total}',
  generated: 'Generated {date}',
};

type Rgb = [number, number, number];

function parseColor(hex: string | undefined, fallback: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec((hex ?? '').trim()) ?? /^#?([0-9a-f]{6})$/i.exec(fallback);
  const value = parseInt(match?.[1] ?? '000000', 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const tint = (color: Rgb, share: number): Rgb => color.map((c) => Math.round(255 - (255 - c) * share)) as Rgb;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

function formatDate(date: Date, language: string): string {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
  try {
    return new Intl.DateTimeFormat(language, options).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(date);
  }
}

/** jsPDF's addFileToVFS takes a binary string. */
function binaryString(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let out = '';
  for (let i = 0; i < view.length; i += 0x8000) out += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return out;
}

function* specTexts(spec: PdfDocumentSpec, labels: PdfLabels): Generator<string> {
  yield spec.title;
  if (spec.subtitle) yield spec.subtitle;
  yield* Object.values(labels);
  if (spec.branding?.companyName) yield spec.branding.companyName;
  if (spec.branding?.footerText) yield spec.branding.footerText;
  for (const block of spec.blocks) {
    switch (block.kind) {
      case 'heading':
      case 'paragraph':
      case 'note':
        yield block.text;
        break;
      case 'steps':
      case 'bullets':
      case 'flow':
        yield* block.kind === 'flow' ? block.steps : block.items;
        if (block.kind === 'flow' && block.caption) yield block.caption;
        break;
      case 'table':
        for (const column of block.columns) yield column.header;
        for (const row of block.rows) yield* row;
        break;
      case 'image':
        if (block.caption) yield block.caption;
        break;
      case 'pageBreak':
        break;
    }
  }
}

type Line = { runs: Run[]; width: number };

class Layout {
  readonly pageWidth: number;
  readonly pageHeight: number;
  readonly width: number;
  readonly bottom: number;
  y = MARGIN;
  readonly missing = new Set<string>();
  readonly headings: { level: number; text: string; page: number; y: number }[] = [];

  constructor(
    readonly doc: jsPDF,
    readonly primary: Rgb,
    readonly secondary: Rgb,
  ) {
    this.pageWidth = doc.internal.pageSize.getWidth();
    this.pageHeight = doc.internal.pageSize.getHeight();
    this.width = this.pageWidth - 2 * MARGIN;
    this.bottom = this.pageHeight - MARGIN - 12;
  }

  private setFace(face: FontFace, bold: boolean, size: number) {
    const font = FACE_FONT[face];
    this.doc.setFont(font.family, bold && font.bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
  }

  measure(runs: readonly Run[], size: number, bold: boolean): number {
    let total = 0;
    for (const run of runs) {
      this.setFace(run.face, bold, size);
      total += this.doc.getStringUnitWidth(run.text) * size;
    }
    return total;
  }

  /** The text as lines no wider than `maxWidth`, each split into runs of one font. */
  wrap(text: string, size: number, bold: boolean, maxWidth: number): Line[] {
    const width = (part: string) => this.measure(toRuns(part, this.missing), size, bold);
    return cleanLines(text).flatMap((line) =>
      breakLine(line, maxWidth, width).map((part) => {
        const runs = toRuns(part, this.missing);
        return { runs, width: this.measure(runs, size, bold) };
      }),
    );
  }

  drawLine(line: Line, x: number, baseline: number, size: number, bold: boolean, color: Rgb = TEXT_COLOR) {
    this.doc.setTextColor(...color);
    let at = x;
    for (const run of line.runs) {
      this.setFace(run.face, bold, size);
      this.doc.text(run.text, at, baseline);
      at += this.doc.getStringUnitWidth(run.text) * size;
    }
  }

  /** The thin band in the primary colour at the top of every page but the title page. */
  topBar() {
    this.doc.setFillColor(...this.primary);
    this.doc.rect(0, 0, this.pageWidth, 4, 'F');
  }

  newPage() {
    this.doc.addPage();
    this.y = MARGIN;
    this.topBar();
  }

  ensure(height: number) {
    if (this.y + height > this.bottom && this.y > MARGIN) this.newPage();
  }

  /** Wrapped text at `x`, breaking pages between lines. */
  text(text: string, opts: { size?: number; bold?: boolean; x?: number; color?: Rgb; gapAfter?: number } = {}) {
    const size = opts.size ?? BODY;
    const x = opts.x ?? MARGIN;
    const lineHeight = size * LEADING;
    for (const line of this.wrap(text, size, opts.bold ?? false, MARGIN + this.width - x)) {
      this.ensure(lineHeight);
      this.drawLine(line, x, this.y + size, size, opts.bold ?? false, opts.color);
      this.y += lineHeight;
    }
    this.y += opts.gapAfter ?? 0;
  }

  heading(level: 1 | 2 | 3, text: string, pageBreak: boolean) {
    const size = HEADING_SIZE[level];
    if (pageBreak && this.y > MARGIN) this.newPage();
    // Keep a heading with at least three lines of what follows it.
    this.ensure(size * LEADING * 2 + BODY * LEADING * 3);
    this.y += level === 1 ? 4 : 8;
    this.headings.push({ level, text, page: this.doc.getNumberOfPages(), y: this.y });
    this.text(text, { size, bold: true, color: level === 3 ? TEXT_COLOR : this.primary, gapAfter: 4 });
    if (level === 1) {
      this.doc.setDrawColor(...this.secondary);
      this.doc.setLineWidth(0.6);
      this.doc.line(MARGIN, this.y - 2, MARGIN + this.width, this.y - 2);
      this.y += 6;
    }
  }

  list(items: readonly string[], numbered: boolean) {
    const indent = 20;
    items.forEach((item, index) => {
      const marker = numbered ? `${index + 1}.` : '•';
      const lines = this.wrap(item, BODY, false, this.width - indent);
      lines.forEach((line, i) => {
        this.ensure(BODY * LEADING);
        if (i === 0) this.drawLine(this.wrap(marker, BODY, numbered, indent)[0], MARGIN, this.y + BODY, BODY, numbered);
        this.drawLine(line, MARGIN + indent, this.y + BODY, BODY, false);
        this.y += BODY * LEADING;
      });
      this.y += 2;
    });
    this.y += 6;
  }

  note(text: string) {
    const pad = 8;
    const lines = this.wrap(text, BODY, false, this.width - 2 * pad - 4);
    const lineHeight = BODY * LEADING;
    let index = 0;
    while (index < lines.length) {
      this.ensure(lineHeight + 2 * pad);
      const fits = Math.max(1, Math.floor((this.bottom - this.y - 2 * pad) / lineHeight));
      const part = lines.slice(index, index + fits);
      const height = part.length * lineHeight + 2 * pad;
      this.doc.setFillColor(...tint(this.primary, 0.1));
      this.doc.rect(MARGIN, this.y, this.width, height, 'F');
      this.doc.setFillColor(...this.primary);
      this.doc.rect(MARGIN, this.y, 3, height, 'F');
      part.forEach((line, i) =>
        this.drawLine(line, MARGIN + pad + 4, this.y + pad + i * lineHeight + BODY, BODY, false),
      );
      this.y += height;
      index += part.length;
      if (index < lines.length) this.newPage();
    }
    this.y += 10;
  }

  table(block: Extract<PdfBlock, { kind: 'table' }>) {
    const size = 9.5;
    const pad = 4;
    const lineHeight = size * 1.35;
    const shares = block.columns.map((column) => column.width ?? 1);
    const total = shares.reduce((a, b) => a + b, 0) || 1;
    const widths = shares.map((share) => (share / total) * this.width);
    const row = (cells: readonly string[], header: boolean) => {
      const wrapped = block.columns.map((_, i) => this.wrap(cells[i] ?? '', size, header, widths[i] - 2 * pad));
      return { wrapped, height: Math.max(...wrapped.map((lines) => lines.length)) * lineHeight + 2 * pad };
    };
    const draw = (cells: ReturnType<typeof row>, header: boolean, shade: boolean) => {
      if (header || shade) {
        this.doc.setFillColor(...(header ? this.primary : ([244, 246, 248] as Rgb)));
        this.doc.rect(MARGIN, this.y, this.width, cells.height, 'F');
      }
      let x = MARGIN;
      cells.wrapped.forEach((lines, i) => {
        const right = block.columns[i].align === 'right';
        lines.forEach((line, j) => {
          const at = right ? x + widths[i] - pad - line.width : x + pad;
          this.drawLine(
            line,
            at,
            this.y + pad + j * lineHeight + size,
            size,
            header,
            header ? [255, 255, 255] : TEXT_COLOR,
          );
        });
        x += widths[i];
      });
      this.y += cells.height;
    };
    const header = row(
      block.columns.map((column) => column.header),
      true,
    );
    this.ensure(header.height * 2);
    draw(header, true, false);
    block.rows.forEach((cells, index) => {
      const body = row(cells, false);
      if (this.y + body.height > this.bottom) {
        this.newPage();
        draw(header, true, false);
      }
      draw(body, false, index % 2 === 1);
    });
    this.y += 12;
  }

  image(image: PdfImage, caption: string | undefined, maxShare: number) {
    const maxWidth = this.width * Math.min(1, Math.max(0.1, maxShare));
    let w = Math.min(maxWidth, image.widthPx * 0.75);
    let h = (w * image.heightPx) / Math.max(1, image.widthPx);
    const maxHeight = this.bottom - MARGIN - 40;
    if (h > maxHeight) {
      w *= maxHeight / h;
      h = maxHeight;
    }
    this.ensure(h + 24);
    this.doc.addImage(image.data, image.format, MARGIN, this.y, w, h);
    this.doc.setDrawColor(210, 214, 220);
    this.doc.rect(MARGIN, this.y, w, h, 'S');
    this.y += h + 4;
    if (caption) this.text(caption, { size: 9, color: MUTED });
    this.y += 8;
  }

  flow(steps: readonly string[], caption: string | undefined) {
    const perRow = Math.min(4, Math.max(1, steps.length));
    const gap = 20;
    const boxWidth = (this.width - gap * (perRow - 1)) / perRow;
    const size = 9;
    const lineHeight = size * 1.3;
    for (let start = 0; start < steps.length; start += perRow) {
      const rowSteps = steps.slice(start, start + perRow);
      const wrapped = rowSteps.map((step, i) => this.wrap(`${start + i + 1}. ${step}`, size, false, boxWidth - 12));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * lineHeight + 14;
      this.ensure(height + 10);
      wrapped.forEach((lines, i) => {
        const x = MARGIN + i * (boxWidth + gap);
        this.doc.setFillColor(...tint(this.primary, 0.12));
        this.doc.setDrawColor(...this.primary);
        this.doc.setLineWidth(0.8);
        this.doc.roundedRect(x, this.y, boxWidth, height, 4, 4, 'FD');
        lines.forEach((line, j) => this.drawLine(line, x + 6, this.y + 7 + j * lineHeight + size, size, false));
        if (i < wrapped.length - 1) {
          const mid = this.y + height / 2;
          const from = x + boxWidth + 3;
          const to = x + boxWidth + gap - 3;
          this.doc.line(from, mid, to - 4, mid);
          this.doc.setFillColor(...this.primary);
          this.doc.triangle(to - 5, mid - 3.5, to, mid, to - 5, mid + 3.5, 'F');
        }
      });
      this.y += height + 10;
    }
    if (caption) this.text(caption, { size: 9, color: MUTED });
    this.y += 8;
  }

  block(block: PdfBlock) {
    switch (block.kind) {
      case 'heading':
        return this.heading(block.level, block.text, block.pageBreak ?? false);
      case 'paragraph':
        return this.text(block.text, { gapAfter: 7 });
      case 'steps':
        return this.list(block.items, true);
      case 'bullets':
        return this.list(block.items, false);
      case 'note':
        return this.note(block.text);
      case 'table':
        return this.table(block);
      case 'image':
        return this.image(block.image, block.caption, block.maxWidthShare ?? 1);
      case 'flow':
        return this.flow(block.steps, block.caption);
      case 'pageBreak':
        return this.newPage();
    }
  }
}

function titlePage(layout: Layout, spec: PdfDocumentSpec, branding: PdfBranding | undefined, date: string) {
  const { doc } = layout;
  doc.setFillColor(...layout.primary);
  doc.rect(0, 0, layout.pageWidth, 14, 'F');
  layout.y = MARGIN + 20;
  if (branding?.logo) {
    const logo = branding.logo;
    const h = Math.min(60, (160 * logo.heightPx) / Math.max(1, logo.widthPx));
    const w = (h * logo.widthPx) / Math.max(1, logo.heightPx);
    doc.addImage(logo.data, logo.format, MARGIN, layout.y, w, h);
    layout.y += h + 16;
  }
  if (branding?.companyName) layout.text(branding.companyName, { size: 13, bold: true, color: layout.secondary });
  layout.y = Math.max(layout.y + 40, layout.pageHeight * 0.32);
  layout.text(spec.title, { size: 28, bold: true, color: layout.primary, gapAfter: 10 });
  if (spec.subtitle) layout.text(spec.subtitle, { size: 14, color: layout.secondary, gapAfter: 18 });
  layout.text(date, { size: 11, color: MUTED });
}

/** The contents on the pages reserved for them, each entry linked to its page. */
function contentsPages(layout: Layout, firstPage: number, title: string) {
  const { doc } = layout;
  const entries = layout.headings.filter((heading) => heading.level <= 2);
  const lineHeight = BODY * 1.9;
  let page = firstPage;
  doc.setPage(page);
  layout.y = MARGIN;
  layout.text(title, { size: HEADING_SIZE[1], bold: true, color: layout.primary, gapAfter: 10 });
  for (const entry of entries) {
    if (layout.y + lineHeight > layout.bottom) {
      page += 1;
      doc.setPage(page);
      layout.y = MARGIN;
    }
    const indent = entry.level === 1 ? 0 : 16;
    const number = String(entry.page);
    const numberWidth = layout.measure([{ face: 'latin', text: number }], BODY, false);
    const bold = entry.level === 1;
    const [line] = layout.wrap(entry.text, BODY, bold, layout.width - indent - numberWidth - 24);
    const baseline = layout.y + BODY;
    layout.drawLine(line, MARGIN + indent, baseline, BODY, bold);
    layout.drawLine(
      { runs: [{ face: 'latin', text: number }], width: numberWidth },
      MARGIN + layout.width - numberWidth,
      baseline,
      BODY,
      false,
    );
    doc.setDrawColor(200, 204, 210);
    doc.setLineDashPattern([1, 2], 0);
    doc.line(MARGIN + indent + line.width + 4, baseline, MARGIN + layout.width - numberWidth - 4, baseline);
    doc.setLineDashPattern([], 0);
    doc.link(MARGIN, layout.y, layout.width, lineHeight, { pageNumber: entry.page });
    layout.y += lineHeight;
  }
}

/** Lines the contents take: one per level 1 and 2 heading, plus the title. */
function contentsPageCount(layout: Layout, entries: number): number {
  const perFirstPage = Math.floor((layout.bottom - MARGIN - HEADING_SIZE[1] * LEADING - 10) / (BODY * 1.9));
  const perPage = Math.floor((layout.bottom - MARGIN) / (BODY * 1.9));
  return entries <= perFirstPage ? 1 : 1 + Math.ceil((entries - perFirstPage) / perPage);
}

function footers(layout: Layout, spec: PdfDocumentSpec, labels: PdfLabels, date: string, skipFirst: boolean) {
  const { doc } = layout;
  const total = doc.getNumberOfPages();
  const left = [spec.branding?.companyName, spec.branding?.footerText, fill(labels.generated, { date })]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join(' · ');
  for (let page = skipFirst ? 2 : 1; page <= total; page += 1) {
    doc.setPage(page);
    const baseline = layout.pageHeight - MARGIN / 2;
    doc.setDrawColor(220, 224, 228);
    doc.setLineWidth(0.5);
    doc.line(MARGIN, baseline - 12, MARGIN + layout.width, baseline - 12);
    const number = layout.wrap(fill(labels.page, { n: page, total }), FOOTER_SIZE, false, layout.width)[0];
    layout.drawLine(number, MARGIN + layout.width - number.width, baseline, FOOTER_SIZE, false, MUTED);
    const [leftLine] = layout.wrap(left, FOOTER_SIZE, false, layout.width - number.width - 24);
    layout.drawLine(leftLine, MARGIN, baseline, FOOTER_SIZE, false, MUTED);
  }
}

async function loadFonts(doc: jsPDF, files: PdfFontFile[], options: PdfRenderOptions) {
  const loaded = await Promise.all(files.map(async (file) => [file, await options.loadFont(file)] as const));
  for (const [file, bytes] of loaded) {
    doc.addFileToVFS(file, binaryString(bytes));
    for (const face of ['noto', 'cjk'] as const) {
      const { normal, bold } = FACE_FILES[face];
      if (file === normal) doc.addFont(file, FACE_FONT[face].family, 'normal', 'Identity-H');
      if (file === bold) doc.addFont(file, FACE_FONT[face].family, 'bold', 'Identity-H');
    }
  }
}

export async function renderPdf(spec: PdfDocumentSpec, options: PdfRenderOptions): Promise<PdfRendered> {
  const labels: PdfLabels = { ...DEFAULT_LABELS, ...spec.labels };
  const faces = facesNeeded(specTexts(spec, labels));
  // Bold Noto only when a bold line needs it would save 140 kB once; headings nearly always do.
  const files = [...faces].flatMap((face) => {
    const { normal, bold } = FACE_FILES[face];
    return bold ? [normal, bold] : [normal];
  });
  const { jsPDF } = await import('jspdf');
  options.signal?.throwIfAborted();
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  await loadFonts(doc, files, options);
  options.signal?.throwIfAborted();
  // jsPDF types its language codes as a closed list; it ignores a code it does not know.
  doc.setLanguage(spec.language as Parameters<jsPDF['setLanguage']>[0]);
  doc.setProperties({
    title: spec.title,
    subject: spec.subject ?? spec.subtitle ?? '',
    author: spec.author ?? spec.branding?.companyName ?? '',
    creator: 'Topicwise',
  });
  const branding = spec.branding;
  const layout = new Layout(
    doc,
    parseColor(branding?.primaryColor, DEFAULT_PRIMARY),
    parseColor(branding?.secondaryColor, DEFAULT_SECONDARY),
  );
  const date = formatDate(spec.generatedAt ?? new Date(), spec.language);
  const withTitle = spec.titlePage ?? true;
  const withContents = spec.contents ?? true;

  let pageUsed = false;
  if (withTitle) {
    titlePage(layout, spec, branding, date);
    pageUsed = true;
  }
  let contentsStart = 0;
  if (withContents) {
    const entries = spec.blocks.filter((block) => block.kind === 'heading' && block.level <= 2).length;
    for (let i = 0; i < contentsPageCount(layout, entries); i += 1) {
      if (pageUsed) doc.addPage();
      pageUsed = true;
      layout.topBar();
      if (i === 0) contentsStart = doc.getNumberOfPages();
    }
  }
  if (pageUsed) layout.newPage();
  else layout.topBar();
  if (!withTitle) layout.text(spec.title, { size: HEADING_SIZE[1], bold: true, color: layout.primary, gapAfter: 8 });

  spec.blocks.forEach((block, index) => {
    options.signal?.throwIfAborted();
    layout.block(block);
    options.onProgress?.((index + 1) / spec.blocks.length);
  });
  if (withContents) contentsPages(layout, contentsStart, labels.contents);
  footers(layout, spec, labels, date, withTitle);
  return {
    bytes: doc.output('arraybuffer'),
    pageCount: doc.getNumberOfPages(),
    missingCharacters: [...layout.missing].slice(0, 50),
    fonts: files,
  };
}
