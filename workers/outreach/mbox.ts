/**
 * Replies read from an mbox the user exported from their mail program (Thunderbird, Apple Mail,
 * Google Takeout): per message its sender's address, subject, date and the Message-IDs it answers
 * (In-Reply-To and References), which the handler matches to contacts and prepared messages.
 */
import { emailKey, oneLine } from './text';

export type MboxMessage = {
  from_key: string;
  from: string;
  subject: string;
  date: string | null;
  message_id: string | null;
  in_reply_to: string[];
};

/** RFC 2047 encoded words decoded (B and Q); an unknown charset falls back to UTF-8. */
export function decodeHeaderWords(value: string): string {
  const joined = value.replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1');
  return joined.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, charset: string, kind: string, data: string) => {
    let bytes: Uint8Array;
    if (kind.toUpperCase() === 'B') {
      const binary = atob(data.replace(/[^A-Za-z0-9+/=]/g, ''));
      bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    } else {
      const text = data.replace(/_/g, ' ');
      const out: number[] = [];
      for (let i = 0; i < text.length; i += 1) {
        if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
          out.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
          i += 2;
        } else out.push(text.charCodeAt(i) & 0xff);
      }
      bytes = Uint8Array.from(out);
    }
    try {
      return new TextDecoder(charset.split('*')[0]).decode(bytes);
    } catch {
      return new TextDecoder().decode(bytes);
    }
  });
}

/** The address inside `Name <a@b>` or a bare address. */
export function addressOf(value: string): string {
  const angle = /<([^<>\s]+@[^<>\s]+)>/.exec(value);
  if (angle) return angle[1];
  const bare = /[^\s<>"(),;:]+@[^\s<>"(),;:]+/.exec(value);
  return bare ? bare[0] : '';
}

const messageIds = (value: string): string[] => [...value.matchAll(/<([^<>\s]+)>/g)].map((match) => match[1]);

/** Header fields of one message, unfolded, names lower-cased; the first of each name wins. */
function readHeaders(lines: readonly string[]): Map<string, string> {
  const headers = new Map<string, string>();
  let name = '';
  for (const line of lines) {
    if (line === '') break;
    if (/^[ \t]/.test(line) && name !== '') {
      headers.set(name, `${headers.get(name) ?? ''} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    name = line.slice(0, colon).trim().toLowerCase();
    if (headers.has(name)) {
      name = '';
      continue;
    }
    headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

/** The messages of an mbox (or of one .eml, which has no `From ` line). */
export function parseMbox(text: string): MboxMessage[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  const starts: number[] = [];
  lines.forEach((line, index) => {
    if (line.startsWith('From ') && (index === 0 || lines[index - 1] === '')) starts.push(index + 1);
  });
  if (starts.length === 0 && lines.some((line) => /^from:/i.test(line))) starts.push(0);
  return starts.map((start) => {
    const headers = readHeaders(lines.slice(start, start + 400));
    const from = decodeHeaderWords(headers.get('from') ?? '');
    const date = headers.get('date');
    const parsedDate = date ? Date.parse(date) : NaN;
    return {
      from: oneLine(from),
      from_key: emailKey(addressOf(from)),
      subject: oneLine(decodeHeaderWords(headers.get('subject') ?? '')),
      date: Number.isFinite(parsedDate) ? new Date(parsedDate).toISOString() : null,
      message_id: messageIds(headers.get('message-id') ?? '')[0] ?? null,
      in_reply_to: [
        ...new Set([...messageIds(headers.get('in-reply-to') ?? ''), ...messageIds(headers.get('references') ?? '')]),
      ],
    };
  });
}
