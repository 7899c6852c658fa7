/**
 * Reads what the user gives the Search Console panel: the Performance report export as downloaded
 * (a .zip of Queries.csv, Pages.csv, Countries.csv, Devices.csv, Dates.csv, Search appearance.csv
 * and Filters.csv, named in the interface language) or any one of those CSVs, or a query+page
 * export. Errors come back as data with a message that says what to do next.
 */
import type { SearchConsoleData } from '@/contract/types/datasources';
import { decodeBytes } from '../imports/decode';
import { addSheet, emptyData, type SheetRead } from './sheets';
import { foreignHost } from './property';
import { HOW_TO_EXPORT, MAX_UNCOMPRESSED_BYTES, megabytes, uploadTooLarge } from './limits';

export type SearchConsoleReadOutcome =
  { ok: true; data: SearchConsoleData; reads: SheetRead[]; notes: string[] } | { ok: false; message: string };

class Refusal extends Error {}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

const isCsvEntry = (name: string) => /\.csv$/i.test(name) && !name.startsWith('__MACOSX/');

const lyingZip = () =>
  new Refusal(`This zip unpacks to more than its files declare, so it was not read. ${HOW_TO_EXPORT}`);
const bigZip = () =>
  new Refusal(
    `This zip would unpack to more than ${megabytes(MAX_UNCOMPRESSED_BYTES)}, so it was not opened. ${HOW_TO_EXPORT}`,
  );

function joined(chunks: Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The CSV entries of a zip. A workbook, or a zip declaring more than the limit, is refused before
 * anything is inflated; then each entry is inflated as a stream that stops as soon as it outgrows
 * what it declared or the whole zip outgrows the limit, since a zip can lie about its sizes (one
 * declaring 300 bytes inflated for minutes towards 40 GB).
 */
async function csvEntries(bytes: Uint8Array): Promise<{ name: string; bytes: Uint8Array }[]> {
  const { Unzip, UnzipInflate, unzipSync } = await import('fflate');
  let declared = 0;
  const others: string[] = [];
  unzipSync(bytes, {
    filter: (file) => {
      if (file.name.startsWith('xl/'))
        throw new Refusal('This zip is an Excel workbook, not a Search Console export. ' + HOW_TO_EXPORT);
      declared += file.originalSize;
      if (declared > MAX_UNCOMPRESSED_BYTES) throw bigZip();
      if (!isCsvEntry(file.name) && !file.name.endsWith('/')) others.push(file.name);
      return false;
    },
  });
  const entries: { name: string; bytes: Uint8Array }[] = [];
  let inflated = 0;
  const unzip = new Unzip((file) => {
    if (!isCsvEntry(file.name)) return;
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (error) throw error;
      size += chunk.byteLength;
      inflated += chunk.byteLength;
      if (inflated > MAX_UNCOMPRESSED_BYTES) throw bigZip();
      if (file.originalSize !== undefined && file.originalSize > 0 && size > file.originalSize) throw lyingZip();
      chunks.push(chunk);
      if (final) entries.push({ name: file.name, bytes: joined(chunks, size) });
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.push(bytes, true);
  if (entries.length === 0) {
    const held = others.length ? `it holds ${others.slice(0, 5).join(', ')}` : 'it is empty';
    throw new Refusal(`This zip is not a Search Console export: ${held}. ${HOW_TO_EXPORT}`);
  }
  return entries;
}

function readCsv(data: SearchConsoleData, name: string, bytes: Uint8Array): SheetRead | null {
  const { text } = decodeBytes(bytes, name);
  return addSheet(data, text);
}

/** Reads a zip or CSV for `property` (stored form, see property.ts). */
export async function readSearchConsoleFile(
  buffer: ArrayBuffer,
  fileName: string,
  property: string,
): Promise<SearchConsoleReadOutcome> {
  const tooLarge = uploadTooLarge(buffer.byteLength);
  if (tooLarge) return { ok: false, message: tooLarge };
  const bytes = new Uint8Array(buffer);
  const data = emptyData();
  const reads: SheetRead[] = [];
  const notes: string[] = [];
  try {
    if (isZip(bytes)) {
      const entries = await csvEntries(bytes);
      const fileOfSheet = new Map<string, string>();
      for (const entry of entries) {
        const read = readCsv(data, entry.name, entry.bytes);
        if (!read) continue;
        // Two sheets of one kind would be added up (two Dates.csv doubled every total).
        const twin = fileOfSheet.get(read.sheet);
        if (twin)
          return {
            ok: false,
            message: `This zip holds the ${read.sheet.replace('_', ' ')} sheet twice (${twin} and ${entry.name}), so its figures would count twice. ${HOW_TO_EXPORT}`,
          };
        fileOfSheet.set(read.sheet, entry.name);
        reads.push(read);
      }
      if (reads.length === 0) {
        const names = entries.map((entry) => entry.name).slice(0, 5);
        return {
          ok: false,
          message: `This zip is not a Search Console export: none of ${names.join(', ')} has Search Console columns. ${HOW_TO_EXPORT}`,
        };
      }
    } else {
      const read = readCsv(data, fileName, bytes);
      if (!read)
        return {
          ok: false,
          message: `${fileName || 'This file'} is not a Search Console sheet: its first line names no queries, pages, dates, countries or devices with clicks and impressions. ${HOW_TO_EXPORT}`,
        };
      reads.push(read);
    }
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, message: error.message };
    return {
      ok: false,
      message: `This file could not be read as a Search Console export (${error instanceof Error ? error.message : 'unreadable'}). ${HOW_TO_EXPORT}`,
    };
  }

  const pageUrls = [...data.pages.map((row) => row.page), ...data.query_pages.map((row) => row.page)];
  const other = foreignHost(pageUrls, property);
  if (other)
    return {
      ok: false,
      message: `This export is for ${other}, not ${property}: its pages are on ${other}. Type ${other} as the property, or export ${property}'s report.`,
    };

  for (const read of reads.filter((sheet) => sheet.brokenLines.length > 0)) {
    const lines = read.brokenLines.slice(0, 5).join(', ');
    notes.push(
      `${read.brokenLines.length} row(s) of the ${read.sheet.replace('_', ' ')} sheet had an unbalanced quote and were left out (line ${lines}); the rows after them were read.`,
    );
  }
  data.sheets = [...new Set(reads.map((read) => read.sheet))];
  // Dates and Filters headers are shared by several languages; the query and page sheets tell them apart.
  const telling = ['queries', 'pages', 'query_pages', 'devices', 'countries'];
  data.language = (reads.find((read) => telling.includes(read.sheet)) ?? reads[0]).language;
  if (pageUrls.length === 0 && data.queries.length > 0)
    notes.push(`Queries.csv does not name its site, so it was stored for ${property} as typed.`);
  if (data.queries.length === 0 && data.query_pages.length === 0)
    notes.push('It holds no queries: add Queries.csv (or the whole zip) for the query list.');
  return { ok: true, data, reads, notes };
}
