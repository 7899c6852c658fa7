/** The pure rules of the Enterprise tab: colours and contrast, addresses, logos, schedules, .eml drafts. */
import { describe, expect, it } from 'vitest';
import { contrastWithWhite, normaliseHex } from '@/lib/brandColors';
import { buildEml } from '@/lib/eml';
import { isEmailAddress } from '@/lib/emailAddress';
import { can, PERMISSIONS, permissionsOf, TEAM_ROLES } from '@/contract/permissions';
import { checkLogo, NOT_AN_IMAGE } from '@/features/enterprise/logoCheck';
import { splitRecipients } from '@/features/enterprise/recipients';
import { addPeriod, countNext24h, nextAfter } from '@workers/enterprise/schedule';
import { buildReport, reportRows, topClusters } from '@workers/enterprise/report';

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
const TEXT_HEAD = new TextEncoder().encode('hello, I am text');

describe('brand colours', () => {
  it('accepts #rgb and #rrggbb in any case and refuses anything else', () => {
    expect(normaliseHex('#ABC')).toBe('#aabbcc');
    expect(normaliseHex(' #1A73E8 ')).toBe('#1a73e8');
    for (const bad of ['red', '#12345', '#gggggg', 'rgb(0,0,0)', '', '#1234567', '<script>'])
      expect(normaliseHex(bad), bad).toBeNull();
  });

  it('computes the WCAG contrast of white text', () => {
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    // WebAIM's checker gives 5.17:1 for white on #2563eb.
    expect(contrastWithWhite('#2563eb')).toBeCloseTo(5.17, 1);
    expect(contrastWithWhite('#ffeb3b')).toBeLessThan(4.5);
  });
});

describe('email addresses', () => {
  it('accepts ordinary addresses and refuses ones that could break a To: line', () => {
    for (const good of ['ana@example.com', 'ben.o+reports@mail.example.co.uk'])
      expect(isEmailAddress(good), good).toBe(true);
    for (const bad of [
      'ana',
      'ana@example',
      'a b@example.com',
      'ana@example.com, eve@evil.com',
      '<ana@example.com>',
      'ana@exa\r\nBcc: x@y.z',
    ])
      expect(isEmailAddress(bad), bad).toBe(false);
  });

  it('splits the recipients field on commas, semicolons and lines', () => {
    expect(splitRecipients('a@x.io, b@x.io;\nc@x.io\u2028 d@x.io ,, ')).toEqual([
      'a@x.io',
      'b@x.io',
      'c@x.io',
      'd@x.io',
    ]);
  });
});

describe('logo files', () => {
  it('refuses a 20 MB file before reading it', () => {
    const check = checkLogo(20 * 1024 * 1024, PNG_HEAD, null);
    expect(check).toEqual({ ok: false, message: expect.stringContaining('20.0 MB') });
  });

  it('judges by the bytes, not the name: text named .png is refused', () => {
    expect(checkLogo(100, TEXT_HEAD, 'hello, I am text')).toEqual({ ok: false, message: NOT_AN_IMAGE });
    expect(checkLogo(100, PNG_HEAD, null)).toEqual({ ok: true, kind: 'png' });
    expect(checkLogo(100, JPEG_HEAD, null)).toEqual({ ok: true, kind: 'jpeg' });
  });

  it('accepts a plain SVG and refuses one with script, handlers or javascript: links', () => {
    const plain = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>';
    expect(checkLogo(plain.length, TEXT_HEAD, plain)).toEqual({ ok: true, kind: 'svg' });
    for (const active of [
      '<svg><script>alert(1)</script></svg>',
      '<svg onload="alert(1)"></svg>',
      '<svg><a href="javascript:alert(1)"><rect/></a></svg>',
      '<svg><foreignObject><div>x</div></foreignObject></svg>',
    ]) {
      const check = checkLogo(active.length, TEXT_HEAD, active);
      expect(check.ok, active).toBe(false);
    }
  });
});

describe('schedules', () => {
  it('adds a day, a week, or a month clamped to the month end', () => {
    expect(addPeriod(new Date('2026-01-31T09:00:00Z'), 'monthly').toISOString()).toBe('2026-02-28T09:00:00.000Z');
    expect(addPeriod(new Date('2026-03-01T09:00:00Z'), 'weekly').toISOString()).toBe('2026-03-08T09:00:00.000Z');
    expect(addPeriod(new Date('2026-03-01T09:00:00Z'), 'daily').toISOString()).toBe('2026-03-02T09:00:00.000Z');
  });

  it('catches up once: after weeks missed, the next time is the first one after now on the same rhythm', () => {
    const scheduled = new Date('2026-10-05T09:00:00Z'); // a Monday
    const now = new Date('2026-11-25T12:00:00Z');
    const next = nextAfter(scheduled, 'weekly', now);
    expect(next.toISOString()).toBe('2026-11-30T09:00:00.000Z');
    expect(next.getUTCDay()).toBe(scheduled.getUTCDay());
  });

  it('counts deliveries due within the next 24 hours (overdue ones included: they run on opening)', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(
      countNext24h(
        ['2026-11-25T11:00:00Z', '2026-11-26T11:59:00Z', '2026-11-26T12:01:00Z', '2026-12-01T00:00:00Z'],
        now,
      ),
    ).toBe(2);
  });
});

describe('.eml drafts', () => {
  const bytes = new Uint8Array(Array.from({ length: 300 }, (_, i) => i % 256));
  const eml = buildEml({
    to: ['ana@example.com', 'ben@example.com'],
    subject: 'Weekly report — café',
    text: 'Hello\r\nAttached.',
    attachment: { fileName: 'report.pdf', mimeType: 'application/pdf', bytes },
    date: new Date('2026-11-25T12:00:00Z'),
    boundary: 'b1',
  });

  it('is an unsent RFC 5322 message with CRLF lines, an encoded subject and a base64 attachment', () => {
    expect(eml).toContain('X-Unsent: 1\r\n');
    expect(eml).toContain('To: ana@example.com, ben@example.com\r\n');
    expect(eml).toMatch(/^Subject: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=\r$/m);
    expect(eml).toContain('Date: Wed, 25 Nov 2026 12:00:00 +0000');
    expect(eml.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of eml.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
    const attachment = eml
      .split('Content-Disposition: attachment; filename="report.pdf"\r\n\r\n')[1]
      .split('\r\n--b1--')[0];
    const decoded = Uint8Array.from(atob(attachment.replace(/\r\n/g, '')), (c) => c.charCodeAt(0));
    expect(decoded).toEqual(bytes);
    expect(attachment.split('\r\n').every((line) => line.length <= 76)).toBe(true);
  });
});

describe('permissions table', () => {
  it('gives owners and admins everything, viewers only reading, and lists labels in table order', () => {
    for (const row of PERMISSIONS) {
      expect(can('owner', row.key)).toBe(true);
      expect(can('admin', row.key)).toBe(true);
    }
    expect(permissionsOf('viewer')).toEqual(['View projects and results', 'Comment and chat']);
    expect(can('editor', 'manage_members')).toBe(false);
    expect(TEAM_ROLES).toEqual(['owner', 'admin', 'editor', 'viewer']);
  });
});

describe('report documents', () => {
  const cluster = (name: string, opportunity: number | null, volume: number | null) => ({
    name,
    keyword_count: 3,
    total_volume: volume,
    avg_difficulty: 30,
    avg_opportunity: opportunity,
    avg_cpc: 1.2,
    intent: 'informational',
    total_clicks: null,
  });

  it('orders clusters by opportunity, then volume, then name', () => {
    const top = topClusters(
      [cluster('b', 50, 10), cluster('a', 50, 10), cluster('c', 80, 1), cluster('d', null, 999)],
      3,
    );
    expect(top.map((c) => c.name)).toEqual(['c', 'a', 'b']);
  });

  it('says what is missing instead of inventing it, and flattens to CSV rows', () => {
    const doc = buildReport(
      { name: 'Weekly', company: 'Acme', generated_at: '2026-11-25T12:00:00.000Z' },
      ['clustering_summary', 'search_console'],
      {
        result: null,
        competitor: null,
        searchConsole: null,
        contentPlan: null,
      },
    );
    expect(doc.sections.map((s) => s.note)).toEqual([
      expect.stringContaining('No clustering result yet'),
      expect.stringContaining('import a Performance export'),
    ]);
    expect(reportRows(doc)[0]).toEqual(['Report', 'Weekly']);
  });
});
