/**
 * Mail files the user's own mail program opens: an .eml per message (RFC 5322 headers, UTF-8 bodies
 * in quoted-printable, RFC 2047 encoded words for non-ASCII subjects and names, CRLF line ends,
 * `X-Unsent: 1` so Outlook opens it as a draft to send), an mbox of them, mailto: links and an .ics
 * reminder. Header values come only from one-line text; a line break in a name or subject is turned
 * into a space here again, so no value can start a header of its own.
 */
import { MONTH_NAMES } from '@/contract/vocabulary';
import { oneLine, parseEmail } from './text';

const CRLF = '\r\n';
const encoder = new TextEncoder();

const isPlainAscii = (text: string): boolean => /^[\x20-\x7E]*$/.test(text);

/** Base64 of UTF-8 bytes (btoa exists in browsers, workers and Node). */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * RFC 2047 "B" encoded words for a header value, each at most 75 characters and split between
 * characters (never inside a UTF-8 sequence), joined by folding whitespace. ASCII text without
 * `=?` is left as it is.
 */
export function encodeHeaderWords(value: string): string {
  const text = oneLine(value);
  if (isPlainAscii(text) && !text.includes('=?')) return text;
  // 30 bytes are 40 base64 characters, a 52-character word: with "Subject: " the line stays under 78.
  const words: string[] = [];
  let chunk: number[] = [];
  for (const char of text) {
    const bytes = encoder.encode(char);
    if (chunk.length + bytes.length > 30) {
      words.push(`=?UTF-8?B?${base64(Uint8Array.from(chunk))}?=`);
      chunk = [];
    }
    chunk.push(...bytes);
  }
  if (chunk.length > 0) words.push(`=?UTF-8?B?${base64(Uint8Array.from(chunk))}?=`);
  return words.join(`${CRLF} `);
}

/** `"Name" <local@domain>` with the domain in ASCII and the name encoded or quoted; null if not an address. */
export function formatAddress(email: string, name: string): string | null {
  const parsed = parseEmail(oneLine(email));
  if (!parsed) return null;
  const display = oneLine(name);
  if (display === '') return `<${parsed.ascii}>`;
  const phrase = isPlainAscii(display) ? `"${display.replace(/(["\\])/g, '\\$1')}"` : encodeHeaderWords(display);
  const lastLine = phrase.slice(phrase.lastIndexOf('\n') + 1);
  // Folded before the address when the line would pass 78 characters with "To: " in front.
  return lastLine.length + parsed.ascii.length + 7 > 78
    ? `${phrase}${CRLF} <${parsed.ascii}>`
    : `${phrase} <${parsed.ascii}>`;
}

/**
 * Quoted-printable (RFC 2045 §6.7) of UTF-8 text: lines end in CRLF, none is longer than 76
 * characters (soft breaks `=`), `=` and non-ASCII bytes are escaped, as is trailing white space.
 */
export function quotedPrintable(text: string): string {
  const hex = (byte: number) => `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      const bytes = encoder.encode(line);
      const tokens: string[] = [];
      bytes.forEach((byte, index) => {
        const last = index === bytes.length - 1;
        const printable = byte >= 33 && byte <= 126 && byte !== 61;
        const space = (byte === 32 || byte === 9) && !last;
        tokens.push(printable || space ? String.fromCharCode(byte) : hex(byte));
      });
      const out: string[] = [];
      let current = '';
      for (const token of tokens) {
        if (current.length + token.length > 75) {
          out.push(`${current}=`);
          current = '';
        }
        current += token;
      }
      out.push(current);
      return out.join(CRLF);
    })
    .join(CRLF);
}

/** RFC 5322 §3.3 date: `Thu, 26 Nov 2026 00:08:32 +0000`. */
export function rfc5322Date(iso: string): string {
  const date = new Date(iso);
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${days[date.getUTCDay()]}, ${pad(date.getUTCDate())} ${MONTH_NAMES[date.getUTCMonth()].slice(0, 3)} ${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

export type MailMessage = {
  to_email: string;
  to_name: string;
  from_email: string | null;
  from_name: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  message_id: string;
  date: string;
  /** The Message-ID of the message this one follows up (threading). */
  in_reply_to: string | null;
};

/** A boundary that cannot occur in quoted-printable bodies (`=_` never appears in their output). */
const boundaryFor = (messageId: string) => `=_tw_${messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 40)}`;

/** One message as an .eml file: the headers, a blank line and the body, all CRLF. */
export function buildEml(message: MailMessage): string {
  const to = formatAddress(message.to_email, message.to_name);
  if (!to) throw new Error(`${message.to_email} is not a valid email address`);
  const headers: string[] = [];
  const from = message.from_email ? formatAddress(message.from_email, message.from_name ?? '') : null;
  if (from) headers.push(`From: ${from}`);
  headers.push(`To: ${to}`);
  headers.push(`Subject: ${encodeHeaderWords(message.subject)}`);
  headers.push(`Date: ${rfc5322Date(message.date)}`);
  headers.push(`Message-ID: <${message.message_id}>`);
  if (message.in_reply_to) {
    headers.push(`In-Reply-To: <${message.in_reply_to}>`);
    headers.push(`References: <${message.in_reply_to}>`);
  }
  headers.push('X-Unsent: 1', 'MIME-Version: 1.0');
  const textPart = ['Content-Type: text/plain; charset=UTF-8', 'Content-Transfer-Encoding: quoted-printable'];
  if (!message.html_body) {
    return [...headers, ...textPart, '', quotedPrintable(message.text_body), ''].join(CRLF);
  }
  const boundary = boundaryFor(message.message_id);
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    ...textPart,
    '',
    quotedPrintable(message.text_body),
    `--${boundary}`,
    'Content-Type: text/html; charset=UTF-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    quotedPrintable(message.html_body),
    `--${boundary}--`,
    '',
  ].join(CRLF);
}

/**
 * An mbox (mboxrd): each message after a `From ` separator line, body lines starting with `From `
 * (after any `>`) quoted with one more `>`; LF line ends as mbox files have them.
 */
export function buildMbox(messages: readonly MailMessage[]): string {
  return messages
    .map((message) => {
      const eml = buildEml(message).replace(/\r\n/g, '\n');
      const escaped = eml.replace(/^(>*From )/gm, '>$1');
      const date = new Date(message.date)
        .toUTCString()
        .replace(/^(\w+), (\d+) (\w+) (\d+) ([\d:]+).*$/, '$1 $3 $2 $5 $4');
      return `From topicwise@localhost ${date}\n${escaped}\n`;
    })
    .join('');
}

/** A mailto: link (RFC 6068) for one message, or null when it would be too long for mail programs. */
export function mailtoHref(message: MailMessage, maxChars: number): string | null {
  const parsed = parseEmail(oneLine(message.to_email));
  if (!parsed) return null;
  const encode = (text: string) => encodeURIComponent(text).replace(/%0A/g, '%0D%0A');
  const body = message.text_body.replace(/\r\n?/g, '\n');
  const href = `mailto:${encodeURIComponent(parsed.ascii).replace(/%40/g, '@')}?subject=${encode(oneLine(message.subject))}&body=${encode(body)}`;
  return href.length <= maxChars ? href : null;
}

/** Text escaped for an iCalendar value (RFC 5545 §3.3.11). */
const icsText = (text: string) => oneLine(text).replace(/([\\;,])/g, '\\$1');

/** Lines folded at 75 octets (RFC 5545 §3.1), never inside a character. */
function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

/** An all-day reminder on `dateIso`'s day, for the follow-up of a campaign. */
export function buildIcs(input: {
  uid: string;
  dateIso: string;
  summary: string;
  description: string;
  stamp: string;
}): string {
  const day = input.dateIso.slice(0, 10).replace(/-/g, '');
  const next = new Date(Date.parse(`${input.dateIso.slice(0, 10)}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10)
    .replace(/-/g, '');
  const stamp = input.stamp.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Topicwise//Outreach//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${input.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${day}`,
    `DTEND;VALUE=DATE:${next}`,
    `SUMMARY:${icsText(input.summary)}`,
    `DESCRIPTION:${icsText(input.description)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsText(input.summary)}`,
    'TRIGGER:PT9H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join(CRLF)}${CRLF}`;
}
