/**
 * Text rules every outreach field follows: one-line fields (names, subjects) lose their line breaks,
 * so a CR/LF typed or imported into a name can never start a new mail header; addresses are checked
 * and normalised so duplicates are found however they were typed.
 */

/** CR, LF, NEL, the Unicode line and paragraph separators, vertical tab and form feed. */
const LINE_BREAKS = /[\r\n\u0085\u2028\u2029\v\f]+/g;
/** The C0 and C1 controls other than LF and tab (which multi-line text keeps). */
const CONTROLS = /[^\P{Cc}\n\t]/gu;

/** One line: breaks become a space, other controls go, runs of spaces shrink to one. */
export function oneLine(text: string): string {
  return text
    .replace(LINE_BREAKS, ' ')
    .replace(CONTROLS, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** True when the text held a line break (the caller reports that it was cleaned). */
export const hadLineBreak = (text: string): boolean => /[\r\n\u0085\u2028\u2029\v\f]/.test(text);

/** Multi-line text: line ends made LF (the writers turn them into CRLF), other controls removed. */
export function multiLine(text: string): string {
  return text.replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n').replace(CONTROLS, '');
}

/** Length as a person counts it (an emoji is one character). */
export const charCount = (text: string): number => Array.from(text).length;

/** A host name in its ASCII (punycode) form, or null when it is not one; URL does the IDNA mapping. */
export function asciiHost(host: string): string | null {
  if (host === '' || /[\s/@:?#\\[\]]/.test(host)) return null;
  try {
    const ascii = new URL(`http://${host}`).hostname;
    const labels = ascii.split('.');
    if (labels.length < 2) return null;
    const valid = labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label));
    const tld = labels[labels.length - 1];
    return valid && /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld) ? ascii : null;
  } catch {
    return null;
  }
}

/**
 * An address split into its parts, with the domain in ASCII; null when it is not an address a mail
 * program accepts. The local part may be Unicode (RFC 6531) but never holds spaces, quotes, angle
 * brackets, commas or controls, which is also what keeps it from breaking a header.
 */
export function parseEmail(input: string): { local: string; domain: string; ascii: string } | null {
  const text = input.trim();
  const at = text.lastIndexOf('@');
  if (at <= 0 || at === text.length - 1 || text.length > 254) return null;
  const local = text.slice(0, at);
  if (local.length > 64 || !/^[^\s"(),:;<>@[\\\]\p{Cc}]+$/u.test(local)) return null;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return null;
  const domain = asciiHost(text.slice(at + 1));
  return domain ? { local, domain, ascii: `${local}@${domain}` } : null;
}

export const isValidEmail = (text: string): boolean => parseEmail(text) !== null;

/** The key duplicates are found by: lower case, ASCII domain. Unparseable text is only lower-cased. */
export function emailKey(text: string): string {
  const parsed = parseEmail(text);
  return (parsed ? parsed.ascii : text.trim()).toLowerCase();
}

/** The first word of a name (for {{first_name}}). */
export function firstName(name: string): string {
  return oneLine(name).split(' ')[0] ?? '';
}

/** The host of a website as typed (with or without scheme), without www.; '' when none. */
export function siteHost(website: string): string {
  const text = website.trim();
  if (text === '') return '';
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
    return url.hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}
