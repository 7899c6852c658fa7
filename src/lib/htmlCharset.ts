/**
 * The text of an HTML page from its bytes, in the HTML standard's order for finding its encoding:
 * a byte order mark, then the Content-Type header's charset, then a `<meta>` charset within the
 * first 1,024 bytes, else UTF-8. Fetched and uploaded pages both come through here, so a
 * windows-1252 or Shift_JIS page reads the same whichever way it arrives.
 */

const PRESCAN_BYTES = 1024;
const META_CHARSET = /<meta[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i;

/** The WHATWG name of a charset label, or null for a label no browser knows. */
function encodingOf(label: string | undefined): string | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return null;
  }
}

function fromBom(bytes: Uint8Array): { encoding: string; skip: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', skip: 3 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', skip: 2 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', skip: 2 };
  return null;
}

function fromMeta(bytes: Uint8Array): string | null {
  // Every encoding a page may declare this way is ASCII-compatible, so latin1 reads the tag as written.
  const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, PRESCAN_BYTES));
  const encoding = encodingOf(META_CHARSET.exec(head)?.[1]);
  // A page cannot declare UTF-16 in its own ASCII bytes; the standard reads it as UTF-8.
  return encoding?.startsWith('utf-16') ? 'utf-8' : encoding;
}

export interface DecodedHtml {
  text: string;
  encoding: string;
  /** Most of its letters did not decode: the page names no encoding, or a wrong one. */
  unreadable: boolean;
}

export function decodeHtml(bytes: Uint8Array, contentType = ''): DecodedHtml {
  const bom = fromBom(bytes);
  const header = encodingOf(/charset=["']?([\w.:-]+)/i.exec(contentType)?.[1]);
  const encoding = bom?.encoding ?? header ?? fromMeta(bytes) ?? 'utf-8';
  const text = new TextDecoder(encoding).decode(bytes.subarray(bom?.skip ?? 0));
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  const replaced = (text.match(/\uFFFD/g) ?? []).length;
  return { text, encoding, unreadable: replaced > 0 && replaced / (letters + replaced) > 0.3 };
}
