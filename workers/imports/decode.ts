import { KeywordImportError } from './limits';
import type { TextEncodingName } from './types';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
  /** UTF-8 with a few bad bytes: how many lines had them replaced by U+FFFD, and the first few (1-based). */
  replaced?: { count: number; lines: number[] };
}

const SNIFF_BYTES = 4096;
const TEXT_SAMPLE_CHARS = 65536;
/** Above this share of control characters a "text" is really a binary file decoded by accident. */
const MAX_CONTROL_RATIO = 0.01;

const WORKBOOK_MESSAGE =
  'The file is an Excel workbook, not CSV text: in Excel use File > Save As > CSV, then upload that file';
const ZIP_MESSAGE =
  'The file is a zip archive, not CSV text: unzip it and upload the CSV file inside ' +
  '(a Search Console export holds Queries.csv)';

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const ZIP_CENTRAL_HEADER = [0x50, 0x4b, 0x01, 0x02];
/** Where each zip header keeps its entry name's length and the name itself. */
const ZIP_NAME_FIELDS = [
  { signature: ZIP_LOCAL_HEADER, lengthAt: 26, nameAt: 30 },
  { signature: ZIP_CENTRAL_HEADER, lengthAt: 28, nameAt: 46 },
];
const WORKBOOK_NAME = /\.xls[xmb]?\b/i;

/** Magic numbers of files people upload by mistake; a zip and a workbook get their own advice. */
const SIGNATURES: Array<{ bytes: number[]; message?: string }> = [
  { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], message: WORKBOOK_MESSAGE }, // legacy .xls
  { bytes: [0x25, 0x50, 0x44, 0x46] }, // %PDF
  { bytes: [0x89, 0x50, 0x4e, 0x47] }, // PNG
  { bytes: [0xff, 0xd8, 0xff] }, // JPEG
  { bytes: [0x47, 0x49, 0x46, 0x38] }, // GIF8
  { bytes: [0x1f, 0x8b] }, // gzip
];

function startsWithAt(bytes: Uint8Array, prefix: number[], at: number): boolean {
  return at + prefix.length <= bytes.length && prefix.every((b, i) => bytes[at + i] === b);
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return startsWithAt(bytes, prefix, 0);
}

/** An .xlsx is a zip whose entries live under xl/; the headers name them in plain ASCII. */
function hasWorkbookEntries(bytes: Uint8Array): boolean {
  const prefix = [0x78, 0x6c, 0x2f]; // 'xl/'
  for (let i = 0; i + 4 <= bytes.length; i += 1) {
    if (bytes[i] !== 0x50 || bytes[i + 1] !== 0x4b) continue;
    for (const { signature, lengthAt, nameAt } of ZIP_NAME_FIELDS) {
      if (!startsWithAt(bytes, signature, i) || i + nameAt > bytes.length) continue;
      const length = bytes[i + lengthAt] | (bytes[i + lengthAt + 1] << 8);
      if (length >= prefix.length && startsWithAt(bytes, prefix, i + nameAt)) return true;
    }
  }
  return false;
}

function checkSignatures(bytes: Uint8Array, fileName: string): void {
  if (startsWith(bytes, ZIP_LOCAL_HEADER)) {
    const workbook = WORKBOOK_NAME.test(fileName) || hasWorkbookEntries(bytes);
    throw new KeywordImportError('binary', workbook ? WORKBOOK_MESSAGE : ZIP_MESSAGE);
  }
  for (const signature of SIGNATURES) {
    if (startsWith(bytes, signature.bytes)) throw new KeywordImportError('binary', signature.message);
  }
}

/** NULs on one side of the byte pairs: at least this many, and this share of the pairs. */
const MIN_UTF16_NULS = 4;
const MIN_UTF16_NUL_SHARE = 0.02;

/**
 * UTF-16 without a BOM still shows itself: ASCII characters (delimiters, digits, line breaks)
 * leave a NUL in every other byte, odd offsets for little endian, even for big endian. Chinese or
 * Japanese text has few ASCII characters, so NULs on one side only is the sign, however few;
 * NULs on both sides mean binary data.
 */
function sniffUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const length = Math.min(bytes.length, SNIFF_BYTES) & ~1;
  if (length < 2) return null;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i < length; i += 2) {
    if (bytes[i] === 0) evenNuls += 1;
    if (bytes[i + 1] === 0) oddNuls += 1;
  }
  const enough = Math.max(MIN_UTF16_NULS, (length / 2) * MIN_UTF16_NUL_SHARE);
  const oneSided = (major: number, minor: number) => major >= enough && minor <= major * 0.05;
  if (oneSided(oddNuls, evenNuls)) return 'utf-16le';
  if (oneSided(evenNuls, oddNuls)) return 'utf-16be';
  return null;
}

function detectEncoding(bytes: Uint8Array): { encoding: TextEncodingName; offset: number } {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return { encoding: 'utf-8', offset: 3 };
  if (startsWith(bytes, [0xff, 0xfe])) return { encoding: 'utf-16le', offset: 2 };
  if (startsWith(bytes, [0xfe, 0xff])) return { encoding: 'utf-16be', offset: 2 };
  const utf16 = sniffUtf16(bytes);
  if (utf16) return { encoding: utf16, offset: 0 };
  return { encoding: 'utf-8', offset: 0 };
}

function decodeAs(bytes: Uint8Array, encoding: TextEncodingName, fatal = encoding === 'utf-8'): string {
  // ignoreBOM keeps the decoder from eating a second BOM; the first one was skipped by offset.
  return new TextDecoder(encoding, { fatal, ignoreBOM: true }).decode(bytes);
}

/** Lines kept per warning, like the skipped rows' line numbers. */
const LINES_KEPT = 5;

/** 1-based numbers of the lines holding U+FFFD: where bad bytes were replaced. */
function linesWithReplacement(text: string): { count: number; lines: number[] } {
  let count = 0;
  const lines: number[] = [];
  text.split(/\r\n|\n|\r/).forEach((line, index) => {
    if (!line.includes('\ufffd')) return;
    count += 1;
    if (lines.length < LINES_KEPT) lines.push(index + 1);
  });
  return { count, lines };
}

/** Any character beyond ASCII other than U+FFFD: proof that real UTF-8 sequences were decoded. */
const DECODED_NON_ASCII = /[\u0080-\ufffc\ufffe\uffff]/;

/**
 * Bytes that are not all valid UTF-8: a UTF-8 file with a few damaged bytes keeps its valid
 * characters ('café' stays 'café', a 0xFF becomes U+FFFD) when it holds any valid multi-byte
 * sequence; a file with none is Windows-1252, what Excel on Windows writes by default.
 */
function decodeDamaged(body: Uint8Array): DecodedText {
  const text = decodeAs(body, 'utf-8', false);
  if (!DECODED_NON_ASCII.test(text)) return { text: decodeAs(body, 'windows-1252'), encoding: 'windows-1252' };
  return { text, encoding: 'utf-8', replaced: linesWithReplacement(text) };
}

function isControl(code: number): boolean {
  // Tab, LF, VT, FF and CR are ordinary in CSV text.
  return (code < 0x20 && (code < 0x09 || code > 0x0d)) || code === 0x7f;
}

function assertTextual(text: string): void {
  const sample = text.length > TEXT_SAMPLE_CHARS ? text.slice(0, TEXT_SAMPLE_CHARS) : text;
  let controls = 0;
  for (let i = 0; i < sample.length; i += 1) {
    const code = sample.charCodeAt(i);
    // Real text never holds NUL; one is enough to know this is binary data.
    if (code === 0) throw new KeywordImportError('binary');
    if (isControl(code)) controls += 1;
  }
  if (controls > sample.length * MAX_CONTROL_RATIO) throw new KeywordImportError('binary');
}

function decodeBody(body: Uint8Array, encoding: TextEncodingName): DecodedText {
  try {
    return { text: decodeAs(body, encoding), encoding };
  } catch {
    return decodeDamaged(body);
  }
}

/**
 * Bytes to text. UTF-8 with or without BOM, UTF-16 LE/BE with a BOM (Keyword Planner, Ahrefs
 * "for Excel") or without one (found by its NUL pattern). Damaged UTF-8 keeps its valid
 * characters; text with no UTF-8 in it is read as Windows-1252. Binary content, zips and
 * workbooks throw; `fileName` only sharpens the advice for a workbook.
 */
export function decodeBytes(input: ArrayBuffer | Uint8Array, fileName = ''): DecodedText {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  if (bytes.length === 0) throw new KeywordImportError('empty_file');
  checkSignatures(bytes, fileName);
  const { encoding, offset } = detectEncoding(bytes);
  const decoded = decodeBody(bytes.subarray(offset), encoding);
  assertTextual(decoded.text);
  if (decoded.text.trim() === '') throw new KeywordImportError('empty_file');
  return decoded;
}
