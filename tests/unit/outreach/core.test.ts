/** The outreach worker's pure core: merge fields, contact sheets, the preflight, mail files, mbox replies, links. */
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Contact } from '@/contract/types/outreach';
import { parseContactsCsv } from '@workers/outreach/contactsCsv';
import { generateTemplate } from '@workers/outreach/generator';
import { linksTo, readLinks } from '@workers/outreach/links';
import { decodeHeaderWords, parseMbox } from '@workers/outreach/mbox';
import { contactValues, mergeFieldNames, render, templateVariables, unknownFields } from '@workers/outreach/merge';
import { buildEml, buildIcs, buildMbox, encodeHeaderWords, mailtoHref, quotedPrintable } from '@workers/outreach/mime';
import { preflight } from '@workers/outreach/preflight';
import { emlZip, mergeSheet, prepareMessages } from '@workers/outreach/prepare';
import { emailKey, isValidEmail, oneLine } from '@workers/outreach/text';

const contact = (overrides: Partial<Contact> = {}): Contact => ({
  id: 'c1',
  email: 'ana@example.com',
  name: 'Ana Silva',
  website: 'https://www.example.com/blog',
  industry: 'Coffee',
  role: 'Editor',
  notes: '',
  tags: [],
  fields: {},
  status: 'new',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  last_contacted: null,
  ...overrides,
});

const decodeQp = (text: string) => {
  const bytes: number[] = [];
  const soft = text.replace(/=\r\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    if (soft[i] === '=') {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(soft.charCodeAt(i));
  }
  return new TextDecoder().decode(Uint8Array.from(bytes));
};

describe('merge fields', () => {
  it('fills values, uses fallbacks and lists empty fields with their line', () => {
    const values = contactValues(contact({ name: 'Ana Silva', website: '' }));
    const result = render('Hi {{first_name|there}},\nI read {{ website }}.\n{{role|friend}}', values);
    expect(result.text).toBe('Hi Ana,\nI read .\nEditor');
    expect(result.empty).toEqual([{ field: 'website', fallback: null, line: 2 }]);
    expect(render('Hi {{first_name|there}}', contactValues(contact({ name: ' ' }))).text).toBe('Hi there');
  });

  it('escapes values in HTML so a name is never markup', () => {
    const values = contactValues(contact({ name: '<img src=x onerror=alert(1)> Bob' }));
    expect(render('<p>{{name}}</p>', values, true).text).toBe('<p>&lt;img src=x onerror=alert(1)&gt; Bob</p>');
  });

  it('knows imported columns and reports unknown fields', () => {
    const known = mergeFieldNames([{ fields: { company: 'Acme' } }]);
    expect(known).toContain('company');
    expect(known).toContain('first_name');
    expect(unknownFields(['{{company}} {{favourite_colour|blue}}'], known)).toEqual(['favourite_colour']);
    expect(templateVariables('{{a}} {{B|x}}', '{{a}}')).toEqual(['a', 'b']);
  });
});

describe('addresses and one-line text', () => {
  it('accepts IDN domains and non-Latin local parts, refuses broken ones', () => {
    expect(isValidEmail('info@bücher.de')).toBe(true);
    expect(emailKey('Info@Bücher.DE')).toBe('info@xn--bcher-kva.de');
    expect(isValidEmail('用户@例子.广告')).toBe(true);
    for (const bad of [
      'ana',
      'ana@',
      '@example.com',
      'ana@example',
      'a b@example.com',
      'ana@exa mple.com',
      'a..b@x.com',
      'a@x.com\r\nBcc: b@y.com',
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('turns line breaks and separators into spaces', () => {
    expect(oneLine('Ana\r\nBcc: evil@x.com\u2028x\u0085y')).toBe('Ana Bcc: evil@x.com x y');
  });
});

describe('contact CSV', () => {
  it('reports each bad row with its line, skips and counts duplicates, keeps extra columns', () => {
    const csv = [
      'Email,Name,Website,Industry,Role,Notes,Tags,Company',
      'ana@example.com,Ana,example.com,Coffee,Editor,,"a;b",Acme',
      'not-an-email,Bob,,,,,,',
      ',Carla,,,,,,',
      'ANA@example.com,Ana again,,,,,,',
      '"dan@example.com","Dan\nSmith",,,,"a note\non two lines",,',
      'old@example.com,Old,,,,,,',
      `eve@example.com,${'x'.repeat(600)},,,,,,`,
      '',
      'fay@example.com,Fay,,,,,,',
    ].join('\r\n');
    const result = parseContactsCsv(csv, new Set(['old@example.com']));
    expect(result.contacts.map((c) => c.email)).toEqual(['ana@example.com', 'dan@example.com', 'fay@example.com']);
    expect(result.errors).toEqual([
      { line: 3, reason: '"not-an-email" is not a valid email address' },
      { line: 4, reason: 'Email is missing' },
      { line: 10, reason: 'name is longer than 500 characters' },
    ]);
    expect(result.duplicates).toBe(2);
    expect(result.total_rows).toBe(8);
    expect(result.cleaned).toBe(1);
    expect(result.contacts[0]).toMatchObject({ tags: ['a', 'b'], fields: { company: 'Acme' }, line: 2 });
    expect(result.contacts[1]).toMatchObject({ name: 'Dan Smith', notes: 'a note\non two lines' });
    expect(result.contacts[2].line).toBe(12);
  });

  it('reads a sheet without a header in the spec order', () => {
    const result = parseContactsCsv('ana@example.com,Ana,example.com\nbob@example.com,Bob', new Set());
    expect(result.contacts.map((c) => [c.email, c.name, c.website])).toEqual([
      ['ana@example.com', 'Ana', 'example.com'],
      ['bob@example.com', 'Bob', ''],
    ]);
  });
});

describe('preflight', () => {
  const template = {
    subject: 'Hello {{first_name|there}}',
    text_content: 'Hi {{first_name|there}},\nI read {{website}}.\n[Your name]\nReply "stop" to opt out.',
    html_content: null,
  };
  const known = mergeFieldNames([]);

  it('names the contact and line of an empty field, and the line of a placeholder', () => {
    const report = preflight(
      template,
      [contact(), contact({ id: 'c2', name: 'Bob', email: 'bob@example.com', website: '' })],
      known,
      { now: Date.parse('2026-02-01') },
    );
    expect(report.ok).toBe(false);
    const empty = report.findings.find((f) => f.rule === 'empty_field');
    expect(empty).toMatchObject({ contact_id: 'c2', line: 2, severity: 'error' });
    expect(empty?.message).toContain('Bob <bob@example.com>');
    expect(report.findings.find((f) => f.rule === 'placeholder')).toMatchObject({ line: 3 });
  });

  it('flags do-not-contact, recent contact, invalid email, long subject, links, spam words and no opt-out', () => {
    const report = preflight(
      {
        subject: `${'Long subject '.repeat(8)}`,
        text_content: 'Click here: https://a.com https://b.com https://c.com https://d.com',
        html_content: null,
      },
      [
        contact({ status: 'do_not_contact' }),
        contact({ id: 'c2', email: 'bad@', last_contacted: '2026-01-20T00:00:00.000Z' }),
      ],
      known,
      { now: Date.parse('2026-02-01') },
    );
    const rules = report.findings.map((f) => f.rule);
    for (const rule of [
      'do_not_contact',
      'recently_contacted',
      'invalid_email',
      'subject_length',
      'link_count',
      'spam_word',
      'opt_out',
      'no_personalisation',
    ]) {
      expect(rules, rule).toContain(rule);
    }
  });

  it('passes a clean template', () => {
    const clean = {
      ...template,
      text_content: 'Hi {{first_name|there}},\nI read {{website|your site}}.\nReply "stop" to opt out.',
    };
    expect(preflight(clean, [contact()], known, { now: Date.now() })).toMatchObject({ ok: true, findings: [] });
  });
});

describe('mail files', () => {
  const message = {
    to_email: 'info@bücher.de',
    to_name: 'Zoë "Z" Müller\r\nBcc: evil@example.com',
    from_email: 'me@example.org',
    from_name: 'Me',
    subject: 'Grüße aus Köln — ein Vorschlag für Ihre Leser 🙂\r\nBcc: evil@example.com',
    text_body: 'Hallo Zoë,\n\nFrom here on = fine.\nLine with trailing space ',
    html_body: null,
    message_id: 'camp.0.c1@topicwise.invalid',
    date: '2026-11-26T00:08:32.000Z',
    in_reply_to: null,
  };

  it('writes RFC 5322 headers with encoded words, CRLF and X-Unsent, and no injected header', () => {
    const eml = buildEml(message);
    const split = eml.indexOf('\r\n\r\n');
    const head = eml.slice(0, split);
    const body = eml.slice(split + 4);
    expect(eml.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const unfolded = head.replace(/\r\n[ \t]/g, ' ').split('\r\n');
    expect(unfolded.map((line) => line.split(':')[0])).toEqual([
      'From',
      'To',
      'Subject',
      'Date',
      'Message-ID',
      'X-Unsent',
      'MIME-Version',
      'Content-Type',
      'Content-Transfer-Encoding',
    ]);
    expect(unfolded).toContain('Date: Thu, 26 Nov 2026 00:08:32 +0000');
    const to = unfolded.find((line) => line.startsWith('To:')) ?? '';
    expect(to).toMatch(/<info@xn--bcher-kva\.de>$/);
    expect(decodeHeaderWords(to.slice(4))).toContain('Zoë "Z" Müller Bcc: evil@example.com');
    const subject = unfolded.find((line) => line.startsWith('Subject:')) ?? '';
    expect(subject).toMatch(/^Subject: =\?UTF-8\?B\?/);
    expect(decodeHeaderWords(subject.slice(9))).toBe(
      'Grüße aus Köln — ein Vorschlag für Ihre Leser 🙂 Bcc: evil@example.com',
    );
    for (const line of head.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
    expect(decodeQp(body)).toBe('Hallo Zoë,\r\n\r\nFrom here on = fine.\r\nLine with trailing space \r\n');
  });

  it('keeps quoted-printable lines within 76 characters', () => {
    const encoded = quotedPrintable('é'.repeat(200));
    for (const line of encoded.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    expect(decodeQp(encoded)).toBe('é'.repeat(200));
    expect(encodeHeaderWords('Plain subject')).toBe('Plain subject');
  });

  it('zips one .eml per message, writes an mbox with quoted From lines, mailto links and an ics', () => {
    const files = unzipSync(emlZip([message, { ...message, to_email: 'bob@example.com', message_id: 'x@y' }]));
    expect(Object.keys(files)).toEqual(['001-info_b_cher.de.eml', '002-bob_example.com.eml']);
    const mbox = buildMbox([message]);
    expect(mbox.startsWith('From topicwise@localhost Thu Nov 26 00:08:32 2026\n')).toBe(true);
    expect(parseMbox(mbox)).toHaveLength(1);
    const href = mailtoHref({ ...message, to_email: 'bob@example.com' }, 2000);
    expect(href).toMatch(/^mailto:bob@example\.com\?subject=Gr%C3%BC%C3%9Fe/);
    expect(href).toContain('%0D%0A');
    expect(mailtoHref({ ...message, text_body: 'x'.repeat(3000) }, 2000)).toBeNull();
    const ics = buildIcs({
      uid: 'u1',
      dateIso: '2026-12-03T10:00:00.000Z',
      summary: 'Follow up: Café; list',
      description: 'd',
      stamp: '2026-11-26T00:00:00.000Z',
    });
    expect(ics).toContain('DTSTART;VALUE=DATE:20261203\r\n');
    expect(ics).toContain('SUMMARY:Follow up: Café\\; list\r\n');
  });

  it('prepares messages per contact and a formula-safe-ready merge sheet', () => {
    const template = {
      subject: 'For {{first_name|you}}',
      text_content: 'Hi {{first_name|there}} at {{company|your company}}',
      html_content: null,
    };
    const contacts = [
      contact({ fields: { company: '=HYPERLINK("x")' } }),
      contact({ id: 'c2', name: '', email: 'b@example.com' }),
    ];
    const prepared = prepareMessages({
      template,
      contacts,
      campaign_id: 'k',
      step: 0,
      date: '2026-11-26T00:00:00.000Z',
      from_email: null,
      from_name: null,
      in_reply_to: {},
    });
    expect(prepared.map((m) => m.subject)).toEqual(['For Ana', 'For you']);
    expect(prepared[1].text_body).toBe('Hi there at your company');
    expect(prepared[0].message_id).toBe('k.0.c1@topicwise.invalid');
    const sheet = mergeSheet(template, contacts, prepared);
    expect(sheet.header).toEqual(['email', 'first_name', 'company', 'subject', 'body']);
    expect(sheet.rows[0][2]).toBe('=HYPERLINK("x")');
  });
});

describe('replies', () => {
  it('reads senders, encoded subjects and In-Reply-To from an mbox', () => {
    const mbox = [
      'From someone@example.com Thu Nov 26 10:00:00 2026',
      'From: =?UTF-8?B?QW5hIFNpbHZh?= <Ana@Example.com>',
      'Subject: =?UTF-8?Q?Re:_Gr=C3=BC=C3=9Fe?=',
      'Date: Thu, 26 Nov 2026 10:00:00 +0000',
      'Message-ID: <r1@mail.example.com>',
      'In-Reply-To:',
      ' <k.0.c1@topicwise.invalid>',
      '',
      'Thanks!',
      '>From the archive',
      '',
      'From bob@example.com Thu Nov 26 11:00:00 2026',
      'From: bob@example.com',
      'Subject: Re: hello',
      '',
      'No thanks',
    ].join('\n');
    const messages = parseMbox(mbox);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({
      from_key: 'ana@example.com',
      subject: 'Re: Grüße',
      in_reply_to: ['k.0.c1@topicwise.invalid'],
      message_id: 'r1@mail.example.com',
      date: '2026-11-26T10:00:00.000Z',
    });
    expect(messages[1]).toMatchObject({ from_key: 'bob@example.com', in_reply_to: [] });
  });
});

describe('link check', () => {
  it('finds the link with its anchor and rel', () => {
    const html =
      '<p><a href="/x">own</a> <a href="https://www.mysite.com/guide/" rel="nofollow UGC">Our <b>guide</b></a> <a href="https://other.com">o</a></p>';
    const links = readLinks(html, 'https://blog.example.com/post');
    expect(links[0].href).toBe('https://blog.example.com/x');
    expect(linksTo(links, 'mysite.com')).toEqual([
      { href: 'https://www.mysite.com/guide/', anchor: 'Our guide', rel: ['nofollow', 'ugc'] },
    ]);
    expect(linksTo(links, 'https://mysite.com/guide')).toHaveLength(1);
    expect(linksTo(links, 'https://mysite.com/other')).toHaveLength(0);
  });
});

describe('template generator', () => {
  it('is deterministic, uses fallbacks and an opt-out line', () => {
    const brief = {
      outreach_type: 'guest_post' as const,
      target_audience: 'Home baristas',
      value_proposition: 'Explains grind size with lab data',
      call_to_action: 'Could I send you an outline',
    };
    const first = generateTemplate(brief);
    expect(generateTemplate(brief)).toEqual(first);
    expect(first.text_body).toContain('Hi {{first_name|there}},');
    expect(first.text_body).toContain('home baristas');
    expect(first.text_body).toContain('Could I send you an outline?');
    expect(first.text_body).toMatch(/reply "stop"/);
    expect(first.explanation.split('. ').length).toBe(1);
  });
});
