/**
 * An unsent email as an `.eml` file (RFC 5322 message, MIME per RFC 2045-2047) that a mail program
 * opens as a draft: `X-Unsent: 1` is the header Outlook and Thunderbird read as "open for editing",
 * the attachment is base64 in 76-character lines, every line ends in CRLF. A static app cannot send
 * mail; this hands the message to the user's own mail program.
 */
export interface EmlDraft {
  to: readonly string[];
  subject: string;
  text: string;
  attachment: { fileName: string; mimeType: string; bytes: Uint8Array };
  date: Date;
  /** Makes the boundary; random in the app, fixed in tests. */
  boundary: string;
}

const CRLF = '\r\n';

function base64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

const utf8Base64 = (text: string) => base64(new TextEncoder().encode(text));

/** 76-character lines (RFC 2045 §6.8). */
const wrap = (encoded: string) => encoded.match(/.{1,76}/g)?.join(CRLF) ?? '';

/** A header value: plain when printable ASCII, else an RFC 2047 encoded word (UTF-8, base64). */
function headerText(value: string): string {
  const flat = value.replace(/[\r\n\u2028\u2029]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(flat) ? flat : `=?UTF-8?B?${utf8Base64(flat)}?=`;
}

/** A file name parameter: plain ASCII quoted, others as an RFC 2047 encoded word, which mail programs read. */
function fileNameParam(name: string): string {
  return /^[\x20-\x7e]*$/.test(name) && !/["\\]/.test(name) ? `"${name}"` : `"${headerText(name)}"`;
}

export function buildEml(draft: EmlDraft): string {
  const { boundary } = draft;
  const headers = [
    `To: ${draft.to.join(', ')}`,
    `Subject: ${headerText(draft.subject)}`,
    `Date: ${draft.date.toUTCString().replace('GMT', '+0000')}`,
    'X-Unsent: 1',
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
  ];
  const body = [
    `--${boundary}`,
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    wrap(utf8Base64(draft.text)),
    `--${boundary}`,
    `Content-Type: ${draft.attachment.mimeType}; name=${fileNameParam(draft.attachment.fileName)}`,
    'Content-Transfer-Encoding: base64',
    `Content-Disposition: attachment; filename=${fileNameParam(draft.attachment.fileName)}`,
    '',
    wrap(base64(draft.attachment.bytes)),
    `--${boundary}--`,
    '',
  ];
  return [...headers, '', ...body].join(CRLF);
}
