// The calendar as an iCalendar file (RFC 5545): CRLF line ends, TEXT escaping (§3.3.11), lines
// folded at 75 octets without splitting a UTF-8 character (§3.1), one all-day VEVENT per page.
import type { CalendarEntry, ContentCalendar } from '@/contract/types/content';
import { dateOfDay, dayNumber } from './dates';

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** §3.3.11: backslash, semicolon, comma and line breaks are escaped; other control characters dropped. */
export function escapeText(value: string): string {
  const printable = [...value.replace(/\r\n|\r/g, '\n')].filter((char) => char === '\n' || !isControl(char)).join('');
  return printable.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');
}

/** C0 controls and DEL are not allowed in a TEXT value (§3.1: CONTROL). */
function isControl(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
}

/** UTF-8 length of one code point. */
function octetsOf(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  return code < 0x10000 ? 3 : 4;
}

/** §3.1: a content line longer than 75 octets continues on lines that start with one space. */
export function foldLine(line: string): string {
  // Most lines are short: 25 UTF-16 units are at most 75 octets.
  if (line.length <= MAX_OCTETS / 3) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = octetsOf(char);
    // Continuation lines carry a leading space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const compactDate = (date: string) => date.replace(/-/g, '');

/** '2026-11-24T00:06:18.123Z' → '20261124T000618Z' (DTSTAMP is UTC date-time). */
export function utcStamp(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** §3.8.1.9: 1 highest, 5 normal, 9 lowest. */
const PRIORITY = { high: 1, medium: 5, low: 9 } as const;

function eventLines(entry: CalendarEntry, resultId: string, stamp: string): string[] {
  const description = [
    `Content type: ${entry.content_type}`,
    `Priority: ${entry.priority}`,
    `Target keywords: ${entry.target_keywords.slice(0, 10).join(', ')}`,
    `Estimated word count: ${entry.estimated_word_count}`,
    `Assigned to: ${entry.assigned_to}`,
  ].join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(`${entry.id}.${resultId}@topicwise`)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compactDate(entry.planned_date)}`,
    `DTEND;VALUE=DATE:${compactDate(dateOfDay(dayNumber(entry.planned_date) + 1))}`,
    `SUMMARY:${escapeText(entry.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `CATEGORIES:${escapeText(entry.content_type)}`,
    `PRIORITY:${PRIORITY[entry.priority]}`,
    'STATUS:TENTATIVE',
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

export function calendarToIcs(calendar: ContentCalendar): string {
  const stamp = utcStamp(calendar.generated_at);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Topicwise//Content Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Content calendar',
    ...calendar.calendar_entries.flatMap((entry) => eventLines(entry, calendar.result_id, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
