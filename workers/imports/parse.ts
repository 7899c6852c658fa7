import { readCsvRows } from './csvRows';
import { foldKeyword } from './combine';
import { decodeBytes, type DecodedText } from './decode';
import { keywordKey, SKIP_REASONS } from './keyword';
import { locateLayout, type Layout } from './layout';
import { checkFileMeta, IMPORT_MESSAGES, KeywordImportError } from './limits';
import { centsToMoney, isTotalRow, rowToKeyword, type RowOutcome } from './rows';
import type { ImportedKeyword, ImportOutcome, ImportResult, ImportWarning, SkippedReason } from './types';

export interface ImportOptions {
  /** Called now and then with the share of the file read (0..1). */
  onProgress?: (fraction: number) => void;
}

const PROGRESS_EVERY_ROWS = 5000;
const LINES_KEPT_PER_REASON = 5;

/**
 * Search Console by page: each click lands on one page, so a query's clicks are the sum over its
 * pages. Impressions are summed too; when two of the site's pages share one results page that
 * counts it twice, which Google's own by-page totals do as well.
 */
function addTraffic(target: ImportedKeyword, row: ImportedKeyword): void {
  if (row.clicks !== undefined) target.clicks = (target.clicks ?? 0) + row.clicks;
  if (row.impressions !== undefined) target.impressions = (target.impressions ?? 0) + row.impressions;
  if (target.clicks !== undefined && target.impressions) {
    target.ctr = Math.round((target.clicks / target.impressions) * 1e6) / 1e6;
  }
}

/** Gathers rows into unique keywords and counts what was skipped or merged. */
class Collector {
  readonly keywords = new Map<string, ImportedKeyword>();
  rows = 0;
  duplicates = 0;
  readonly skipped = new Map<string, SkippedReason>();

  constructor(private readonly sumsTraffic: boolean) {}

  add(outcome: RowOutcome, line: number): void {
    this.rows += 1;
    if (!outcome.ok) {
      this.skip(outcome.reason, line);
      return;
    }
    const key = keywordKey(outcome.keyword.keyword);
    const seen = this.keywords.get(key);
    if (seen) {
      // Positions exports list a keyword once per ranking URL: fold, never double count volume.
      if (this.sumsTraffic) addTraffic(seen, outcome.keyword);
      foldKeyword(seen, outcome.keyword);
      this.duplicates += 1;
    } else {
      this.keywords.set(key, outcome.keyword);
    }
  }

  private skip(reason: string, line: number): void {
    const entry = this.skipped.get(reason) ?? { reason, count: 0, lines: [] };
    entry.count += 1;
    if (entry.lines.length < LINES_KEPT_PER_REASON) entry.lines.push(line);
    this.skipped.set(reason, entry);
  }
}

/** Turns character offsets into 1-based line numbers, scanning forward only once. */
function isBlankRow(row: string[]): boolean {
  return row.every((cell) => cell.trim() === '');
}

/**
 * CPC in cents (Ahrefs' API, tools built on it) shows as whole numbers of 100 and more. Real
 * dollar exports print decimals ('1.0', '0.70'), so an all-integer column reaching 100 is cents.
 */
class CentsDetector {
  private sawDecimal = false;
  private max = 0;

  see(raw: string | undefined, value: number | undefined): void {
    if (raw === undefined || value === undefined) return;
    if (/[.,]/.test(raw)) this.sawDecimal = true;
    this.max = Math.max(this.max, value);
  }

  isCents(): boolean {
    return !this.sawDecimal && this.max >= 100;
  }
}

function readTable(
  text: string,
  layout: Extract<Layout, { kind: 'table' }>,
  sink: Collector,
  options: ImportOptions,
): void {
  const body = text.slice(layout.bodyOffset);
  const cents = layout.spec?.cpcMayBeCents && layout.columns.cpc !== undefined ? new CentsDetector() : null;
  readCsvRows(
    body,
    {
      broken: (line) => sink.add({ ok: false, reason: SKIP_REASONS.quotes }, line),
      row: (row, line, nextOffset) => {
        if (isBlankRow(row)) return;
        if (layout.spec?.hasTotalRows && isTotalRow(row, layout.columns)) {
          sink.add({ ok: false, reason: SKIP_REASONS.total }, line);
          return;
        }
        const outcome = rowToKeyword(row, layout.columns, layout.months);
        if (cents && outcome.ok) cents.see(row[layout.columns.cpc as number], outcome.keyword.cpc);
        sink.add(outcome, line);
        if (options.onProgress && sink.rows % PROGRESS_EVERY_ROWS === 0) options.onProgress(nextOffset / body.length);
      },
    },
    { delimiter: layout.delimiter, firstLine: layout.bodyLine },
  );
  if (cents?.isCents()) {
    for (const keyword of sink.keywords.values()) {
      if (keyword.cpc !== undefined) keyword.cpc = centsToMoney(keyword.cpc);
    }
  }
}

const LINE_BREAK = /\r\n|\n|\r/;
const QUOTED_LINE = /^"(.*)"$/s;

function readLines(
  text: string,
  layout: Extract<Layout, { kind: 'lines' }>,
  sink: Collector,
  options: ImportOptions,
): void {
  const lines = text.slice(layout.bodyOffset).split(LINE_BREAK);
  lines.forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed === '') return;
    // A list saved from a spreadsheet quotes lines that hold commas.
    const quoted = QUOTED_LINE.exec(trimmed);
    const cell = quoted ? quoted[1].replace(/""/g, '"') : trimmed;
    sink.add(rowToKeyword([cell], { keyword: 0 }), layout.bodyLine + index);
    if (options.onProgress && sink.rows % PROGRESS_EVERY_ROWS === 0) options.onProgress(index / lines.length);
  });
}

function decodingWarnings({ replaced }: DecodedText): ImportWarning[] {
  if (!replaced) return [];
  const lines = replaced.count === 1 ? '1 line has' : `${replaced.count} lines have`;
  const message = `${lines} bytes that are not valid UTF-8; they show as \ufffd`;
  return [{ code: 'invalid_utf8', message, lines: replaced.lines }];
}

/**
 * Reads one uploaded file: checks name and size, decodes the bytes, finds the layout from the
 * header and returns its keywords with metrics. Throws KeywordImportError with a message a
 * person can act on.
 */
export function importKeywordFile(
  bytes: ArrayBuffer | Uint8Array,
  fileName: string,
  options: ImportOptions = {},
): ImportResult {
  checkFileMeta(fileName, bytes.byteLength);
  const decoded = decodeBytes(bytes, fileName);
  const { text, encoding } = decoded;
  const layout = locateLayout(text);
  const sink = new Collector(layout.kind === 'table' && Boolean(layout.spec?.sumsTrafficAcrossRows));
  if (layout.kind === 'table') readTable(text, layout, sink, options);
  else readLines(text, layout, sink, options);
  if (sink.keywords.size === 0) throw new KeywordImportError('no_keywords');
  options.onProgress?.(1);
  const skipped_reasons = [...sink.skipped.values()];
  const warnings = decodingWarnings(decoded);
  return {
    format: { id: layout.format.id, tool: layout.format.tool, label: layout.format.label },
    keywords: [...sink.keywords.values()],
    rows: sink.rows,
    skipped: skipped_reasons.reduce((sum, entry) => sum + entry.count, 0),
    skipped_reasons,
    duplicates: sink.duplicates,
    file_name: fileName,
    encoding,
    delimiter: layout.kind === 'table' ? layout.delimiter : null,
    ...(warnings.length > 0 && { warnings }),
  };
}

/**
 * The worker's entry point: errors come back as data so their code survives Comlink, and the
 * progress callback is a plain argument so a caller can pass `Comlink.proxy(fn)`.
 */
export function parseKeywordFile(
  bytes: ArrayBuffer | Uint8Array,
  fileName: string,
  onProgress?: (fraction: number) => void,
): ImportOutcome {
  try {
    return { ok: true, result: importKeywordFile(bytes, fileName, { onProgress }) };
  } catch (error) {
    if (error instanceof KeywordImportError) return { ok: false, error: { code: error.code, message: error.message } };
    // Anything else is a bug or an exhausted tab: the spec's generic text, not a stack trace.
    return { ok: false, error: { code: 'read_failed', message: IMPORT_MESSAGES.read_failed } };
  }
}
