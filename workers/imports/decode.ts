import { KeywordImportError } from './limits';
import type { TextEncodingName } from './types';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
}

const SNIFF_BYTES = 4096;
const TEXT_SAMPLE_CHARS = 65536;
/** Above this share of control characters a "text" is really a binary file decoded by accident. */
const MAX_CONTROL_RATIO = 0.01;

const WORKBOOK_MESSAGE =
  'The file is an Excel workbook, not CSV text: in Excel use File > Save As > CSV, then upload that file';

/** Magic numbers of files people upload by mistake; a workbook gets its own advice. */
const SIGNATURES: Array<{ bytes: number[]; message?: string }> = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], message: WORKBOOK_MESSAGE }, // zip: .xlsx, .ods, .docx
  { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], message: WORKBOOK_MESSAGE }, // legacy .xls
  { bytes: [0x25, 0x50, 0x44, 0x46] }, // %PDF
  { bytes: [0x89, 0x50, 0x4e, 0x47] }, // PNG
  { bytes: [0xff, 0xd8, 0xff] }, // JPEG
  { bytes: [0x47, 0x49, 0x46, 0x38] }, // GIF8
  { bytes: [0x1f, 0x8b] }, // gzip
];

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.length <= bytes.length && prefix.every((b, i) => bytes[i] === b);
}

function checkSignatures(bytes: Uint8Array): void {
  for (const signature of SIGNATURES) {
    if (startsWith(bytes, signature.bytes)) throw new KeywordImportError('binary', signature.message);
  }
}

/**
 * UTF-16 without a BOM still shows itself: ASCII characters leave a NUL in every other byte
 * (odd offsets for little endian, even for big endian). NULs in both positions mean binary data.
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
  const pairs = length / 2;
  if (oddNuls > pairs * 0.3 && evenNuls < pairs * 0.05) return 'utf-16le';
  if (evenNuls > pairs * 0.3 && oddNuls < pairs * 0.05) return 'utf-16be';
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

function decodeAs(bytes: Uint8Array, encoding: TextEncodingName): string {
  // ignoreBOM keeps the decoder from eating a second BOM; the first one was skipped by offset.
  return new TextDecoder(encoding, { fatal: encoding === 'utf-8', ignoreBOM: true }).decode(bytes);
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

/**
 * Bytes to text. UTF-8 with or without BOM, UTF-16 LE/BE with a BOM (Keyword Planner, Ahrefs
 * "for Excel") or without one (found by its NUL pattern). Bytes that are not valid UTF-8 are
 * read as Windows-1252, which is what Excel on Windows writes by default. Binary content throws.
 */
export function decodeBytes(input: ArrayBuffer | Uint8Array): DecodedText {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  if (bytes.length === 0) throw new KeywordImportError('empty_file');
  checkSignatures(bytes);
  const { encoding, offset } = detectEncoding(bytes);
  const body = bytes.subarray(offset);
  let text: string;
  let used: TextEncodingName = encoding;
  try {
    text = decodeAs(body, encoding);
  } catch {
    used = 'windows-1252';
    text = decodeAs(body, used);
  }
  assertTextual(text);
  if (text.trim() === '') throw new KeywordImportError('empty_file');
  return { text, encoding: used };
}
